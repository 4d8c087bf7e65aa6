#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace hvnet {

class PropertyForm;
struct PropertyContext;

// The properties of a selected subnet (the first of several). An edit changes
// that subnet alone (its VLAN by SetSubnetVlan), unless addresses move with a
// new prefix: then the renumbering question, and one step for all of it.
class SubnetProperties
{
    Q_DECLARE_TR_FUNCTIONS(hvnet::PropertiesView)

public:
    static void build(PropertyForm &form, const PropertyContext &context, const QStringList &ids);
};

} // namespace hvnet
