#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace hvnet {

class PropertyForm;
struct PropertyContext;

// The properties of a selected cluster (the first of several): name, kind,
// members, access point and addresses. An edit replaces that cluster alone.
class ClusterProperties
{
    Q_DECLARE_TR_FUNCTIONS(hvnet::PropertiesView)

public:
    static void build(PropertyForm &form, const PropertyContext &context, const QStringList &ids);
};

} // namespace hvnet
