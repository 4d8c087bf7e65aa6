#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace hvnet {

class PropertyForm;
struct PropertyContext;

// The properties of one or more selected switches: platform, model, DCB,
// MTU, port speed, PFC and management for all of them; for one switch also
// its ports as a table.
class SwitchProperties
{
    Q_DECLARE_TR_FUNCTIONS(hvnet::PropertiesView)

public:
    static void build(PropertyForm &form, const PropertyContext &context, const QStringList &ids);
};

} // namespace hvnet
