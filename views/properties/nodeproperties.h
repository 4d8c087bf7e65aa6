#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <functional>
#include <vector>

namespace hvnet {

class PropertyForm;
struct Node;
struct PropertyContext;

// The properties of one or more selected nodes: name, role, OS, rack, live
// migration and management for all of them; for one node also its adapters,
// teams, vSwitches, interfaces and SMB Multichannel constraints as tables.
class NodeProperties
{
    Q_DECLARE_TR_FUNCTIONS(hvnet::PropertiesView)

public:
    static void build(PropertyForm &form, const PropertyContext &context, const QStringList &ids);

private:
    // An edit of the node shown (PropertyForm::Edit<Node>).
    using NodeEdit = std::function<void(const QString &what, const std::function<void(Node &)> &change)>;
    // The page's sections, in its order: the fields every selected node
    // has, then one node's adapters, teams, vSwitches, interfaces and SMB
    // Multichannel constraints.
    static void general(PropertyForm &form, const std::vector<const Node *> &nodes,
        const std::function<NodeEdit(const QString &text)> &editNodes);
    static void adapters(PropertyForm &form, const PropertyContext &context, const Node &node, const NodeEdit &edit);
    static void teams(PropertyForm &form, const PropertyContext &context, const Node &node, const NodeEdit &edit);
    static void vswitches(PropertyForm &form, const PropertyContext &context, const Node &node, const NodeEdit &edit);
    static void interfaces(PropertyForm &form, const PropertyContext &context, const Node &node, const NodeEdit &edit);
    static void smbConstraints(PropertyForm &form, const Node &node, const NodeEdit &edit);
};

} // namespace hvnet
