#include "nodeproperties.h"

#include "exporters/labels.h"
#include "fieldvalues.h"
#include "managementfields.h"
#include "model/commands/editcommands.h"
#include "model/designdocument.h"
#include "model/edit/designactions.h"
#include "model/edit/designedits.h"
#include "model/edit/newobjects.h"
#include "propertyedits.h"
#include "propertyform.h"

namespace hvnet {

namespace {
QList<FieldChoice> adapterChoices(const Node &node)
{
    QList<FieldChoice> choices;
    for (const Adapter &a : node.adapters)
        choices << FieldChoice{a.name, a.id};
    return choices;
}
} // namespace

void NodeProperties::build(PropertyForm &form, const PropertyContext &context, const QStringList &ids)
{
    DesignDocument *doc = context.document;
    const Design &design = doc->design();
    std::vector<const Node *> nodes;
    for (const QString &id : ids)
        nodes.push_back(design.node(id));
    // An edit that would leave a reference to nothing is refused, with the
    // reason; the form shows the old values again.
    const auto editNodes = [&context, doc, ids](const QString &text) {
        return PropertyEdits::each<Node, SetNode>(
            context, ids, text, [doc](const QString &id) { return doc->design().node(id); },
            [doc](const Node &node) { return DesignEdits::nodeProblem(doc->design(), node); });
    };
    general(form, nodes, editNodes);
    if (nodes.size() > 1)
        return;

    // One node: its parts as tables.
    const Node &node = *nodes.front();
    const NodeEdit edit = editNodes(tr("Edit %1").arg(node.name));
    adapters(form, context, node, edit);
    teams(form, context, node, edit);
    vswitches(form, context, node, edit);
    interfaces(form, context, node, edit);
    smbConstraints(form, node, edit);
}

void NodeProperties::general(PropertyForm &form, const std::vector<const Node *> &nodes,
    const std::function<NodeEdit(const QString &text)> &editNodes)
{
    const Node &first = *nodes.front();
    if (nodes.size() == 1)
        form.heading(first.name, Labels::role(first.role));
    else
        form.heading(tr("%n node(s)", nullptr, int(nodes.size())), tr("Changes apply to every selected node."));
    using NodeField = PropertyField<Node>;
    form.form<Node>(QStringLiteral("node."), nodes,
        {
            NodeField{tr("Id"), QStringLiteral("id"), FieldSpec::readOnly(),
                [](const Node &n) { return QVariant(n.id); }, {}, true},
            NodeField{tr("Computer name"), QStringLiteral("name"), FieldSpec::text(),
                [](const Node &n) { return QVariant(n.name); },
                [](Node &n, const QVariant &v) { n.name = v.toString(); }, true},
            NodeField{tr("Role"), QStringLiteral("role"),
                FieldSpec::choice(FieldValues::enumChoices<NodeRole>(&Labels::role)),
                [](const Node &n) { return QVariant(int(n.role)); },
                [](Node &n, const QVariant &v) { n.role = NodeRole(v.toInt()); }},
            NodeField{tr("Windows Server"), QStringLiteral("os"),
                FieldSpec::choice(FieldValues::enumChoices<OsVersion>(&Labels::os, true, tr("(as the design)"))),
                [](const Node &n) { return FieldValues::optionalEnum(n.os); },
                [](Node &n, const QVariant &v) { n.os = FieldValues::toOptionalEnum<OsVersion>(v); }},
            NodeField{tr("Rack"), QStringLiteral("rack"), FieldSpec::text(),
                [](const Node &n) { return QVariant(n.rack); },
                [](Node &n, const QVariant &v) { n.rack = v.toString(); }},
            NodeField{tr("Live migration"), QStringLiteral("lmTransport"),
                FieldSpec::choice(
                    FieldValues::enumChoices<LiveMigrationTransport>(&Labels::liveMigration, true, tr("(not set)"))),
                [](const Node &n) { return n.liveMigration ? QVariant(int(n.liveMigration->transport)) : QVariant(); },
                [](Node &n, const QVariant &v) {
                    if (!v.isValid()) {
                        n.liveMigration.reset();
                        return;
                    }
                    if (!n.liveMigration)
                        n.liveMigration = LiveMigration{};
                    n.liveMigration->transport = LiveMigrationTransport(v.toInt());
                }},
            NodeField{tr("SMB limit (MB/s)"), QStringLiteral("lmLimit"), FieldSpec::integer(1, 100000, tr("(none)")),
                [](const Node &n) {
                    return n.liveMigration ? FieldValues::optional(n.liveMigration->smbLimitMBps) : QVariant();
                },
                [](Node &n, const QVariant &v) {
                    if (n.liveMigration)
                        n.liveMigration->smbLimitMBps = v.isValid() ? std::optional<int>(v.toInt()) : std::nullopt;
                }},
        },
        editNodes(tr("Edit %n node(s)", nullptr, int(nodes.size()))));
    form.subheading(tr("Management (SSH)"));
    form.form<Node>(QStringLiteral("node."), nodes, ManagementFields::of<Node>(),
        editNodes(tr("Edit %n node(s)", nullptr, int(nodes.size()))));
}

void NodeProperties::adapters(
    PropertyForm &form, const PropertyContext &context, const Node &node, const NodeEdit &edit)
{
    DesignActions *actions = context.actions;
    const QString nodeId = node.id;
    using AdapterColumn = PropertyColumn<Adapter>;
    form.table<Adapter>(
        tr("Adapters"), QStringLiteral("adapters"), node.adapters,
        {
            AdapterColumn{tr("Name"), QStringLiteral("name"), [](const Adapter &) { return FieldSpec::text(); },
                [](const Adapter &a) { return QVariant(a.name); },
                [](Adapter &a, const QVariant &v) { a.name = v.toString(); }},
            AdapterColumn{tr("Model"), QStringLiteral("model"), [](const Adapter &) { return FieldSpec::text(); },
                [](const Adapter &a) { return QVariant(a.model); },
                [](Adapter &a, const QVariant &v) { a.model = v.toString(); }},
            AdapterColumn{tr("Gbps"), QStringLiteral("speed"),
                [](const Adapter &) { return FieldSpec::number(1, 800); },
                [](const Adapter &a) { return QVariant(a.speedGbps); },
                [](Adapter &a, const QVariant &v) {
                    a.speedGbps = v.toDouble();
                    NewObjects::keepModelCoherent(a); // "10 GbE adapter" does not stay at 25 Gb/s
                }},
            AdapterColumn{tr("RDMA"), QStringLiteral("rdma"),
                [](const Adapter &) {
                    return FieldSpec::choice(FieldValues::enumChoices<RdmaTransport>(&Labels::rdma));
                },
                [](const Adapter &a) { return QVariant(int(a.rdma)); },
                [](Adapter &a, const QVariant &v) {
                    a.rdma = RdmaTransport(v.toInt());
                    NewObjects::keepModelCoherent(a);
                }},
            AdapterColumn{tr("Jumbo packet"), QStringLiteral("jumbo"),
                [](const Adapter &) { return FieldSpec::integer(1514, 16128, tr("1514 (default)")); },
                [](const Adapter &a) { return FieldValues::optional(a.jumboPacket); },
                [](Adapter &a, const QVariant &v) {
                    a.jumboPacket = v.isValid() ? std::optional<int>(v.toInt()) : std::nullopt;
                }},
            AdapterColumn{tr("Card"), QStringLiteral("card"), [](const Adapter &) { return FieldSpec::text(); },
                [](const Adapter &a) { return QVariant(a.card); },
                [](Adapter &a, const QVariant &v) { a.card = v.toString(); }},
        },
        PropertyEdits::rows(edit, &Node::adapters), [actions, nodeId] { actions->addAdapter(nodeId); },
        [actions, nodeId, node](int row) { actions->removeAdapter(nodeId, node.adapters[std::size_t(row)].id); });
}

void NodeProperties::teams(PropertyForm &form, const PropertyContext &context, const Node &node, const NodeEdit &edit)
{
    DesignDocument *doc = context.document;
    const QString nodeId = node.id;
    const QList<FieldChoice> adapterChoices = hvnet::adapterChoices(node);
    using TeamColumn = PropertyColumn<Team>;
    form.table<Team>(
        tr("Teams (LBFO)"), QStringLiteral("teams"), node.teams,
        {
            TeamColumn{tr("Name"), QStringLiteral("name"), [](const Team &) { return FieldSpec::text(); },
                [](const Team &t) { return QVariant(t.name); },
                [](Team &t, const QVariant &v) { t.name = v.toString(); }},
            TeamColumn{tr("Members"), QStringLiteral("members"),
                [adapterChoices](const Team &) { return FieldSpec::refs(adapterChoices); },
                [](const Team &t) { return QVariant(t.members); },
                [](Team &t, const QVariant &v) { t.members = v.toStringList(); }},
            TeamColumn{tr("Mode"), QStringLiteral("mode"),
                [](const Team &) { return FieldSpec::choice(FieldValues::enumChoices<TeamMode>(&Labels::teamMode)); },
                [](const Team &t) { return QVariant(int(t.mode)); },
                [](Team &t, const QVariant &v) { t.mode = TeamMode(v.toInt()); }},
            TeamColumn{tr("Load balancing"), QStringLiteral("lb"),
                [](const Team &) {
                    return FieldSpec::choice(FieldValues::enumChoices<TeamLoadBalancing>(&Labels::teamLoadBalancing));
                },
                [](const Team &t) { return QVariant(int(t.loadBalancing)); },
                [](Team &t, const QVariant &v) { t.loadBalancing = TeamLoadBalancing(v.toInt()); }},
        },
        PropertyEdits::rows(edit, &Node::teams),
        [doc, nodeId, edit] {
            QSet<QString> ids = DesignEdits::usedIds(doc->design());
            edit({}, [&](Node &n) {
                Team t;
                t.id = DesignEdits::freshId(ids, nodeId + QStringLiteral("-team"));
                t.name = QStringLiteral("Team%1").arg(n.teams.size() + 1);
                n.teams.push_back(t);
            });
        },
        PropertyEdits::removeRow(edit, &Node::teams));
}

void NodeProperties::vswitches(
    PropertyForm &form, const PropertyContext &context, const Node &node, const NodeEdit &edit)
{
    DesignDocument *doc = context.document;
    const QString nodeId = node.id;
    QList<FieldChoice> uplinkChoices = adapterChoices(node);
    for (const Team &t : node.teams)
        uplinkChoices << FieldChoice{tr("%1 (team)").arg(t.name), t.id};
    using VSwitchColumn = PropertyColumn<VSwitch>;
    form.table<VSwitch>(
        tr("vSwitches"), QStringLiteral("vswitches"), node.vswitches,
        {
            VSwitchColumn{tr("Name"), QStringLiteral("name"), [](const VSwitch &) { return FieldSpec::text(); },
                [](const VSwitch &s) { return QVariant(s.name); },
                [](VSwitch &s, const QVariant &v) { s.name = v.toString(); }},
            VSwitchColumn{tr("Uplinks"), QStringLiteral("uplinks"),
                [uplinkChoices](const VSwitch &) { return FieldSpec::refs(uplinkChoices); },
                [](const VSwitch &s) { return QVariant(s.uplinks); },
                [](VSwitch &s, const QVariant &v) { s.uplinks = v.toStringList(); }},
            VSwitchColumn{tr("SET"), QStringLiteral("set"),
                [](const VSwitch &) { return FieldSpec::choice(FieldValues::yesNo()); },
                [](const VSwitch &s) { return QVariant(s.embeddedTeaming); },
                [](VSwitch &s, const QVariant &v) {
                    s.embeddedTeaming = v.toBool();
                    // A teaming mode belongs to SET; an LBFO team keeps its own.
                    if (!s.embeddedTeaming)
                        s.teamingMode.reset();
                }},
            VSwitchColumn{tr("Teaming mode"), QStringLiteral("teamingMode"),
                [](const VSwitch &s) {
                    return s.embeddedTeaming
                        ? FieldSpec::choice(FieldValues::enumChoices<TeamMode>(&Labels::teamMode, true))
                        : FieldSpec::readOnly();
                },
                [](const VSwitch &s) { return FieldValues::optionalEnum(s.teamingMode); },
                [](VSwitch &s, const QVariant &v) { s.teamingMode = FieldValues::toOptionalEnum<TeamMode>(v); }},
            VSwitchColumn{tr("Load balancing"), QStringLiteral("lb"),
                [](const VSwitch &) {
                    return FieldSpec::choice(
                        FieldValues::enumChoices<VSwitchLoadBalancing>(&Labels::vswitchLoadBalancing, true));
                },
                [](const VSwitch &s) { return FieldValues::optionalEnum(s.loadBalancing); },
                [](VSwitch &s, const QVariant &v) {
                    s.loadBalancing = FieldValues::toOptionalEnum<VSwitchLoadBalancing>(v);
                }},
            VSwitchColumn{tr("Management OS"), QStringLiteral("mgmtOs"),
                [](const VSwitch &) { return FieldSpec::choice(FieldValues::yesNo()); },
                [](const VSwitch &s) { return QVariant(s.allowManagementOS); },
                [](VSwitch &s, const QVariant &v) { s.allowManagementOS = v.toBool(); }},
            VSwitchColumn{tr("Minimum bandwidth"), QStringLiteral("minbw"),
                [](const VSwitch &) {
                    return FieldSpec::choice(
                        FieldValues::enumChoices<MinimumBandwidthMode>(&Labels::minimumBandwidth, true));
                },
                [](const VSwitch &s) { return FieldValues::optionalEnum(s.minimumBandwidthMode); },
                [](VSwitch &s, const QVariant &v) {
                    s.minimumBandwidthMode = FieldValues::toOptionalEnum<MinimumBandwidthMode>(v);
                }},
        },
        PropertyEdits::rows(edit, &Node::vswitches),
        [doc, nodeId, edit] {
            QSet<QString> ids = DesignEdits::usedIds(doc->design());
            edit({}, [&](Node &n) {
                VSwitch s;
                s.id = DesignEdits::freshId(ids, nodeId + QStringLiteral("-vs"));
                s.name = QStringLiteral("vSwitch%1").arg(n.vswitches.size() + 1);
                s.embeddedTeaming = true;
                n.vswitches.push_back(s);
            });
        },
        PropertyEdits::removeRow(edit, &Node::vswitches));
}

void NodeProperties::interfaces(
    PropertyForm &form, const PropertyContext &context, const Node &node, const NodeEdit &edit)
{
    DesignActions *actions = context.actions;
    const QString nodeId = node.id;
    QList<FieldChoice> subnetChoices = {{tr("(no subnet)"), QString()}};
    for (const Subnet &s : context.document->design().subnets)
        subnetChoices << FieldChoice{QStringLiteral("%1 (%2)").arg(s.name.isEmpty() ? s.id : s.name, s.prefix), s.id};
    using InterfaceColumn = PropertyColumn<Interface>;
    QList<FieldChoice> attachKinds = {{tr("Adapter"), int(AttachKind::Adapter)}, {tr("Team"), int(AttachKind::Team)},
        {tr("vSwitch (host vNIC)"), int(AttachKind::VSwitch)}};
    const auto targets = [node](const Interface &i) {
        QList<FieldChoice> out;
        if (i.attach.kind == AttachKind::Adapter)
            for (const Adapter &a : node.adapters)
                out << FieldChoice{a.name, a.id};
        else if (i.attach.kind == AttachKind::Team)
            for (const Team &t : node.teams)
                out << FieldChoice{t.name, t.id};
        else
            for (const VSwitch &s : node.vswitches)
                out << FieldChoice{s.name, s.id};
        return FieldSpec::choice(out);
    };
    QList<FieldChoice> mappingChoices = {{tr("(none)"), QString()}};
    mappingChoices += adapterChoices(node);
    form.table<Interface>(
        tr("Interfaces"), QStringLiteral("interfaces"), node.interfaces,
        {
            InterfaceColumn{tr("Name"), QStringLiteral("name"), [](const Interface &) { return FieldSpec::text(); },
                [](const Interface &i) { return QVariant(i.name); },
                [](Interface &i, const QVariant &v) { i.name = v.toString(); }},
            InterfaceColumn{tr("Attachment"), QStringLiteral("kind"),
                [attachKinds](const Interface &) { return FieldSpec::choice(attachKinds); },
                [](const Interface &i) { return QVariant(int(i.attach.kind)); },
                [node](Interface &i, const QVariant &v) {
                    i.attach.kind = AttachKind(v.toInt());
                    i.attach.target.clear();
                    i.attach.teamMapping.clear();
                    if (i.attach.kind == AttachKind::Adapter && !node.adapters.empty())
                        i.attach.target = node.adapters.front().id;
                    else if (i.attach.kind == AttachKind::Team && !node.teams.empty())
                        i.attach.target = node.teams.front().id;
                    else if (i.attach.kind == AttachKind::VSwitch && !node.vswitches.empty())
                        i.attach.target = node.vswitches.front().id;
                }},
            InterfaceColumn{tr("Target"), QStringLiteral("target"), targets,
                [](const Interface &i) { return QVariant(i.attach.target); },
                [](Interface &i, const QVariant &v) { i.attach.target = v.toString(); }},
            InterfaceColumn{tr("Subnet"), QStringLiteral("subnet"),
                [subnetChoices](const Interface &) { return FieldSpec::choice(subnetChoices); },
                [](const Interface &i) { return QVariant(i.subnet); },
                [](Interface &i, const QVariant &v) { i.subnet = v.toString(); }},
            InterfaceColumn{tr("Address"), QStringLiteral("address"),
                [](const Interface &) { return FieldSpec::ipv4(); },
                [](const Interface &i) { return QVariant(i.address); },
                [](Interface &i, const QVariant &v) { i.address = v.toString(); }},
            InterfaceColumn{tr("RDMA"), QStringLiteral("rdma"),
                [](const Interface &) { return FieldSpec::choice(FieldValues::yesNo()); },
                [](const Interface &i) { return QVariant(i.rdma); },
                [](Interface &i, const QVariant &v) { i.rdma = v.toBool(); }},
            InterfaceColumn{tr("Team mapping"), QStringLiteral("mapping"),
                [mappingChoices](const Interface &i) {
                    return i.attach.kind == AttachKind::VSwitch ? FieldSpec::choice(mappingChoices)
                                                                : FieldSpec::readOnly();
                },
                [](const Interface &i) { return QVariant(i.attach.teamMapping); },
                [](Interface &i, const QVariant &v) { i.attach.teamMapping = v.toString(); }},
            InterfaceColumn{tr("DNS"), QStringLiteral("dns"),
                [](const Interface &) { return FieldSpec::choice(FieldValues::optionalBool()); },
                [](const Interface &i) { return FieldValues::optional(i.registerDns); },
                [](Interface &i, const QVariant &v) { i.registerDns = FieldValues::toOptionalBool(v); }},
            InterfaceColumn{tr("802.1p tag"), QStringLiteral("tag"),
                [](const Interface &) { return FieldSpec::choice(FieldValues::optionalBool()); },
                [](const Interface &i) { return FieldValues::optional(i.ieeePriorityTag); },
                [](Interface &i, const QVariant &v) { i.ieeePriorityTag = FieldValues::toOptionalBool(v); }},
            InterfaceColumn{tr("MTU"), QStringLiteral("mtu"),
                [](const Interface &) { return FieldSpec::integer(576, 16114, tr("from the frame size")); },
                [](const Interface &i) { return FieldValues::optional(i.mtu); },
                [](Interface &i, const QVariant &v) { i.mtu = FieldValues::toOptionalInt(v); }},
        },
        PropertyEdits::rows(edit, &Node::interfaces), [actions, nodeId] { actions->addInterface(nodeId); },
        [actions, nodeId, node](int row) { actions->removeInterface(nodeId, node.interfaces[std::size_t(row)].id); });
}

void NodeProperties::smbConstraints(PropertyForm &form, const Node &node, const NodeEdit &edit)
{
    QList<FieldChoice> interfaceChoices;
    for (const Interface &i : node.interfaces)
        interfaceChoices << FieldChoice{i.name, i.id};
    using SmbColumn = PropertyColumn<SmbConstraint>;
    form.table<SmbConstraint>(
        tr("SMB Multichannel constraints"), QStringLiteral("smb"), node.smbConstraints,
        {
            SmbColumn{tr("Server"), QStringLiteral("server"), [](const SmbConstraint &) { return FieldSpec::text(); },
                [](const SmbConstraint &c) { return QVariant(c.server); },
                [](SmbConstraint &c, const QVariant &v) { c.server = v.toString(); }},
            SmbColumn{tr("Interfaces"), QStringLiteral("interfaces"),
                [interfaceChoices](const SmbConstraint &) { return FieldSpec::refs(interfaceChoices); },
                [](const SmbConstraint &c) { return QVariant(c.interfaces); },
                [](SmbConstraint &c, const QVariant &v) { c.interfaces = v.toStringList(); }},
        },
        PropertyEdits::rows(edit, &Node::smbConstraints),
        [edit] {
            edit({}, [&](Node &n) {
                SmbConstraint c;
                c.server = QStringLiteral("fileserver");
                n.smbConstraints.push_back(c);
            });
        },
        PropertyEdits::removeRow(edit, &Node::smbConstraints));
}

} // namespace hvnet
