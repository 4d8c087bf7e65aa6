#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace hvnet {

class PropertyForm;
struct PropertyContext;

// The properties of one or more selected nodes: name, role, OS, rack, live
// migration and management for all of them; for one node also its adapters,
// teams, vSwitches, interfaces and SMB Multichannel constraints as tables.
class NodeProperties
{
    Q_DECLARE_TR_FUNCTIONS(hvnet::PropertiesView)

public:
    static void build(PropertyForm &form, const PropertyContext &context, const QStringList &ids);
};

} // namespace hvnet
