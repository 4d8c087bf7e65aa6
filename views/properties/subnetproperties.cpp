#include "subnetproperties.h"

#include "exporters/labels.h"
#include "fieldvalues.h"
#include "model/commands/editcommands.h"
#include "model/commands/setsubnetvlan.h"
#include "model/designdocument.h"
#include "model/edit/designactions.h"
#include "propertyedits.h"
#include "propertyform.h"
#include "views/renumberquestion.h"

#include <QUndoStack>

namespace hvnet {

void SubnetProperties::build(PropertyForm &form, const PropertyContext &context, const QStringList &ids)
{
    DesignDocument *doc = context.document;
    const Design &design = doc->design();
    const QString id = ids.front();
    const Subnet &subnet = *design.subnet(id);
    form.heading(subnet.name, Labels::purpose(subnet.purpose));
    using SubnetField = PropertyField<Subnet>;
    const std::vector<const Subnet *> subnets = {&subnet};
    form.form<Subnet>(QStringLiteral("subnet."), subnets,
        {
            SubnetField{tr("Id"), QStringLiteral("id"), FieldSpec::readOnly(),
                [](const Subnet &s) { return QVariant(s.id); }, {}, true},
            SubnetField{tr("Name"), QStringLiteral("name"), FieldSpec::text(),
                [](const Subnet &s) { return QVariant(s.name); },
                [](Subnet &s, const QVariant &v) { s.name = v.toString(); }},
            SubnetField{tr("Purpose"), QStringLiteral("purpose"),
                FieldSpec::choice(FieldValues::enumChoices<SubnetPurpose>(&Labels::purpose)),
                [](const Subnet &s) { return QVariant(int(s.purpose)); },
                [](Subnet &s, const QVariant &v) { s.purpose = SubnetPurpose(v.toInt()); }},
            SubnetField{tr("Prefix"), QStringLiteral("prefix"), FieldSpec::cidr(),
                [](const Subnet &s) { return QVariant(s.prefix); },
                [](Subnet &s, const QVariant &v) { s.prefix = v.toString(); }},
            SubnetField{tr("VLAN"), QStringLiteral("vlan"), FieldSpec::integer(1, 4094, tr("untagged")),
                [](const Subnet &s) { return s.vlan ? QVariant(s.vlan) : QVariant(); },
                [](Subnet &s, const QVariant &v) { s.vlan = v.isValid() ? v.toInt() : 0; }},
            SubnetField{tr("Gateway"), QStringLiteral("gateway"), FieldSpec::ipv4(),
                [](const Subnet &s) { return QVariant(s.gateway); },
                [](Subnet &s, const QVariant &v) { s.gateway = v.toString(); }},
            SubnetField{tr("DNS servers"), QStringLiteral("dns"), FieldSpec::text(),
                [](const Subnet &s) { return QVariant(s.dns.join(QStringLiteral(", "))); },
                [](Subnet &s, const QVariant &v) { s.dns = FieldValues::splitList(v.toString()); }},
            SubnetField{tr("Cluster role"), QStringLiteral("clusterRole"),
                FieldSpec::choice(FieldValues::enumChoices<ClusterNetworkRole>(
                    &Labels::clusterNetworkRole, true, tr("(from the purpose)"))),
                [](const Subnet &s) { return FieldValues::optionalEnum(s.clusterRole); },
                [](Subnet &s, const QVariant &v) { s.clusterRole = FieldValues::toOptionalEnum<ClusterNetworkRole>(v); }},
        },
        [&context, doc, id](const QString &what, const std::function<void(Subnet &)> &change) {
            // The question below takes the focus from the field, which
            // would commit it again: one question at a time.
            if (*context.asking || !doc->design().subnet(id))
                return;
            const Subnet &current = *doc->design().subnet(id);
            Subnet edited = current;
            change(edited);
            if (edited == current)
                return;
            const QString text = PropertyEdits::withWhat(current.name, what);
            std::vector<Subnet> subnets = doc->design().subnets;
            for (Subnet &s : subnets)
                if (s.id == id)
                    s = edited;
            const DesignActions::Renumbering renumbering = context.actions->renumberingFor(subnets);
            if (renumbering.addresses == 0) {
                // Nothing moves with it: this subnet alone changes, and
                // only its own cables and lines are redrawn.
                Subnet vlanOnly = current;
                vlanOnly.vlan = edited.vlan;
                if (vlanOnly == edited)
                    doc->undoStack()->push(new SetSubnetVlan(doc, id, edited.vlan, text));
                else
                    doc->undoStack()->push(new SetSubnet(doc, &Design::subnets, edited, DesignPart::Subnets, text));
                return;
            }
            // A new prefix under addresses: they may move with it, in the same step.
            *context.asking = true;
            const auto renumber = askRenumbering(context.parent, renumbering);
            *context.asking = false;
            if (!renumber) {
                context.reshow(); // cancelled: the form shows the old values again
                return;
            }
            context.actions->setSubnets(std::move(subnets), *renumber, text);
        });
}

} // namespace hvnet
