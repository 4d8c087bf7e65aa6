#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace hvnet {

class PropertyForm;
struct PropertyContext;

// The properties of selected cables: their ends and their kind (a cable,
// or a peer-link between two switch ports).
class LinkProperties
{
    Q_DECLARE_TR_FUNCTIONS(hvnet::PropertiesView)

public:
    static void build(PropertyForm &form, const PropertyContext &context, const QStringList &ids);
};

} // namespace hvnet
