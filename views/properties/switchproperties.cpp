#include "switchproperties.h"

#include "exporters/labels.h"
#include "fieldvalues.h"
#include "managementfields.h"
#include "model/commands/editcommands.h"
#include "model/designdocument.h"
#include "model/edit/designactions.h"
#include "model/edit/designedits.h"
#include "propertyedits.h"
#include "propertyform.h"

namespace hvnet {

void SwitchProperties::build(PropertyForm &form, const PropertyContext &context, const QStringList &ids)
{
    DesignDocument *doc = context.document;
    const Design &design = doc->design();
    std::vector<const Switch *> switches;
    for (const QString &id : ids)
        switches.push_back(design.switchById(id));
    const Switch &first = *switches.front();
    if (switches.size() == 1)
        form.heading(first.name, Labels::platform(first.platform));
    else
        form.heading(tr("%n switch(es)", nullptr, int(switches.size())), tr("Changes apply to every selected switch."));
    const auto editSwitches = [&context, doc, ids](const QString &text) {
        return PropertyEdits::each<Switch, SetSwitch>(
            context, ids, text, [doc](const QString &id) { return doc->design().switchById(id); },
            [](const Switch &sw) { return DesignEdits::switchProblem(sw); });
    };
    using SwitchField = PropertyField<Switch>;
    const auto qos = [](Switch &s) -> SwitchQos & {
        if (!s.qos)
            s.qos = SwitchQos{};
        return *s.qos;
    };
    const auto tidy = [](Switch &s) {
        if (s.qos && !s.qos->pfcPriorities && !s.qos->bandwidth && !s.qos->dcbxWilling)
            s.qos.reset();
    };
    form.form<Switch>(QStringLiteral("switch."), switches,
        {
            SwitchField{tr("Id"), QStringLiteral("id"), FieldSpec::readOnly(),
                [](const Switch &s) { return QVariant(s.id); }, {}, true},
            SwitchField{tr("Name"), QStringLiteral("name"), FieldSpec::text(),
                [](const Switch &s) { return QVariant(s.name); },
                [](Switch &s, const QVariant &v) { s.name = v.toString(); }, true},
            SwitchField{tr("Platform"), QStringLiteral("platform"),
                FieldSpec::choice(FieldValues::enumChoices<SwitchPlatform>(&Labels::platform)),
                [](const Switch &s) { return QVariant(int(s.platform)); },
                [](Switch &s, const QVariant &v) { s.platform = SwitchPlatform(v.toInt()); }},
            SwitchField{tr("Model"), QStringLiteral("model"), FieldSpec::text(),
                [](const Switch &s) { return QVariant(s.model); },
                [](Switch &s, const QVariant &v) { s.model = v.toString(); }},
            SwitchField{tr("DCB (PFC, ETS)"), QStringLiteral("dcb"),
                FieldSpec::choice({{tr("Off"), false}, {tr("On"), true}}),
                [](const Switch &s) { return QVariant(s.dcb); },
                [](Switch &s, const QVariant &v) { s.dcb = v.toBool(); }},
            SwitchField{tr("MTU"), QStringLiteral("mtu"), FieldSpec::integer(576, 16383),
                [](const Switch &s) { return QVariant(s.mtu); },
                [](Switch &s, const QVariant &v) { s.mtu = v.toInt(); }},
            SwitchField{tr("Host native VLAN"), QStringLiteral("hostNativeVlan"),
                FieldSpec::integer(1, 4094, tr("(unused VLAN)")),
                [](const Switch &s) { return FieldValues::optional(s.hostNativeVlan); },
                [](Switch &s, const QVariant &v) { s.hostNativeVlan = FieldValues::toOptionalInt(v); }},
            // All ports at once: the usual fix when the cards and the switch disagree.
            SwitchField{tr("Port speed (Gbps)"), QStringLiteral("portSpeed"), FieldSpec::integer(1, 800, tr("(mixed)")),
                [](const Switch &s) {
                    if (s.ports.empty())
                        return QVariant();
                    for (const SwitchPort &p : s.ports)
                        if (p.speedGbps != s.ports.front().speedGbps)
                            return QVariant();
                    return QVariant(qRound(s.ports.front().speedGbps));
                },
                [](Switch &s, const QVariant &v) {
                    if (v.isValid())
                        for (SwitchPort &p : s.ports)
                            p.speedGbps = v.toInt();
                }},
            SwitchField{tr("PFC priorities"), QStringLiteral("pfc"), FieldSpec::intList(0, 7),
                [](const Switch &s) {
                    return QVariant(
                        s.qos && s.qos->pfcPriorities ? FieldValues::joinInts(*s.qos->pfcPriorities) : QString());
                },
                [qos, tidy](Switch &s, const QVariant &v) {
                    qos(s).pfcPriorities = FieldValues::parseInts(v.toString());
                    tidy(s);
                }},
            SwitchField{tr("DCBX willing"), QStringLiteral("dcbx"), FieldSpec::choice(FieldValues::optionalBool()),
                [](const Switch &s) { return s.qos ? FieldValues::optional(s.qos->dcbxWilling) : QVariant(); },
                [qos, tidy](Switch &s, const QVariant &v) {
                    qos(s).dcbxWilling = FieldValues::toOptionalBool(v);
                    tidy(s);
                }},
        },
        editSwitches(tr("Edit %n switch(es)", nullptr, int(ids.size()))));
    form.subheading(tr("Management (SSH)"));
    form.form<Switch>(QStringLiteral("switch."), switches, ManagementFields::of<Switch>(),
        editSwitches(tr("Edit %n switch(es)", nullptr, int(ids.size()))));
    if (switches.size() > 1)
        return;
    form.hint(tr("PFC priorities: empty follows the design's QoS policy."));

    // The switch's half of its pair's redundancy domain: the keepalive
    // address states it (empty removes it), the other fields refine it.
    const auto redundancy = [](Switch &s) -> SwitchRedundancy & {
        if (!s.redundancy)
            s.redundancy = SwitchRedundancy{};
        return *s.redundancy;
    };
    const auto ifStated = [](const Switch &s, auto value) { return s.redundancy ? value(*s.redundancy) : QVariant(); };
    form.subheading(tr("Redundancy domain (vPC, MLAG, VLT, VSX, IRF, MC-LAG)"));
    form.form<Switch>(QStringLiteral("switch.redundancy."), switches,
        {
            SwitchField{tr("Keepalive address"), QStringLiteral("keepalive"), FieldSpec::ipv4(),
                [](const Switch &s) { return QVariant(s.redundancy ? s.redundancy->keepalive : QString()); },
                [redundancy](Switch &s, const QVariant &v) {
                    if (v.toString().isEmpty())
                        s.redundancy.reset();
                    else
                        redundancy(s).keepalive = v.toString();
                }},
            SwitchField{tr("Domain id"), QStringLiteral("domain"), FieldSpec::integer(1, 255),
                [ifStated](const Switch &s) { return ifStated(s, [](const SwitchRedundancy &r) { return QVariant(r.domain); }); },
                [redundancy](Switch &s, const QVariant &v) { redundancy(s).domain = v.toInt(); }},
            SwitchField{tr("Role priority"), QStringLiteral("priority"), FieldSpec::integer(1, 65535, tr("(none)")),
                [ifStated](const Switch &s) {
                    return ifStated(s, [](const SwitchRedundancy &r) { return FieldValues::optional(r.priority); });
                },
                [redundancy](Switch &s, const QVariant &v) { redundancy(s).priority = FieldValues::toOptionalInt(v); }},
            SwitchField{tr("Keepalive VRF"), QStringLiteral("keepaliveVrf"), FieldSpec::text(),
                [](const Switch &s) { return QVariant(s.redundancy ? s.redundancy->keepaliveVrf : QString()); },
                [redundancy](Switch &s, const QVariant &v) { redundancy(s).keepaliveVrf = v.toString().trimmed(); }},
            SwitchField{tr("System MAC"), QStringLiteral("systemMac"), FieldSpec::text(),
                [](const Switch &s) { return QVariant(s.redundancy ? s.redundancy->systemMac : QString()); },
                [redundancy](Switch &s, const QVariant &v) { redundancy(s).systemMac = v.toString().trimmed().toLower(); }},
            SwitchField{tr("Peer-link VLAN address"), QStringLiteral("peerAddress"), FieldSpec::text(),
                [](const Switch &s) { return QVariant(s.redundancy ? s.redundancy->peerAddress : QString()); },
                [redundancy](Switch &s, const QVariant &v) { redundancy(s).peerAddress = v.toString().trimmed(); }},
        },
        editSwitches(tr("Edit the redundancy domain of %1").arg(first.name)));
    form.hint(tr("The keepalive address states the domain (empty removes it); the lower role priority becomes "
                 "primary; the VRF is the platform's management VRF when empty; the peer-link VLAN address (such as "
                 "169.254.0.1/30) is for EOS and Junos."));

    const QString switchId = first.id;
    DesignActions *actions = context.actions;
    const auto edit = editSwitches(tr("Edit %1").arg(first.name));
    using PortColumn = PropertyColumn<SwitchPort>;
    form.table<SwitchPort>(
        tr("Ports"), QStringLiteral("ports"), first.ports,
        {
            PortColumn{tr("Name"), QStringLiteral("name"), [](const SwitchPort &) { return FieldSpec::text(); },
                [](const SwitchPort &p) { return QVariant(p.name); },
                [](SwitchPort &p, const QVariant &v) { p.name = v.toString(); }},
            PortColumn{tr("Gbps"), QStringLiteral("speed"),
                [](const SwitchPort &) { return FieldSpec::number(1, 800); },
                [](const SwitchPort &p) { return QVariant(p.speedGbps); },
                [](SwitchPort &p, const QVariant &v) { p.speedGbps = v.toDouble(); }},
            PortColumn{tr("VLANs"), QStringLiteral("vlans"),
                [](const SwitchPort &) { return FieldSpec::intList(1, 4094); },
                [](const SwitchPort &p) { return QVariant(p.vlans ? FieldValues::joinInts(*p.vlans) : QString()); },
                [](SwitchPort &p, const QVariant &v) { p.vlans = FieldValues::parseInts(v.toString()); }},
            PortColumn{tr("Native VLAN"), QStringLiteral("native"),
                [](const SwitchPort &) { return FieldSpec::integer(1, 4094, tr("(none)")); },
                [](const SwitchPort &p) { return FieldValues::optional(p.nativeVlan); },
                [](SwitchPort &p, const QVariant &v) {
                    p.nativeVlan = v.isValid() ? std::optional<int>(v.toInt()) : std::nullopt;
                }},
            PortColumn{tr("PFC"), QStringLiteral("pfc"),
                [](const SwitchPort &) { return FieldSpec::choice(FieldValues::optionalBool()); },
                [](const SwitchPort &p) { return FieldValues::optional(p.pfc); },
                [](SwitchPort &p, const QVariant &v) { p.pfc = FieldValues::toOptionalBool(v); }},
        },
        PropertyEdits::rows(edit, &Switch::ports), [actions, switchId] { actions->addPorts(switchId, 1); },
        [actions, switchId, first](int row) { actions->removePort(switchId, first.ports[std::size_t(row)].id); });
}

} // namespace hvnet
