#include "clusterproperties.h"

#include "exporters/labels.h"
#include "fieldvalues.h"
#include "model/commands/editcommands.h"
#include "model/designdocument.h"
#include "propertyedits.h"
#include "propertyform.h"

namespace hvnet {

void ClusterProperties::build(PropertyForm &form, const PropertyContext &context, const QStringList &ids)
{
    DesignDocument *doc = context.document;
    const Design &design = doc->design();
    const QString id = ids.front();
    const Cluster &cluster = *design.cluster(id);
    form.heading(cluster.name, Labels::clusterKind(cluster.kind));
    QList<FieldChoice> nodes;
    for (const Node &n : design.nodes)
        nodes << FieldChoice{n.name, n.id};
    using ClusterField = PropertyField<Cluster>;
    const std::vector<const Cluster *> clusters = {&cluster};
    form.form<Cluster>(QStringLiteral("cluster."), clusters,
        {
            ClusterField{tr("Id"), QStringLiteral("id"), FieldSpec::readOnly(),
                [](const Cluster &c) { return QVariant(c.id); }, {}, true},
            ClusterField{tr("Name"), QStringLiteral("name"), FieldSpec::text(),
                [](const Cluster &c) { return QVariant(c.name); },
                [](Cluster &c, const QVariant &v) { c.name = v.toString(); }},
            ClusterField{tr("Kind"), QStringLiteral("kind"),
                FieldSpec::choice(FieldValues::enumChoices<ClusterKind>(&Labels::clusterKind)),
                [](const Cluster &c) { return QVariant(int(c.kind)); },
                [](Cluster &c, const QVariant &v) { c.kind = ClusterKind(v.toInt()); }},
            ClusterField{tr("Members"), QStringLiteral("members"), FieldSpec::refs(nodes),
                [](const Cluster &c) { return QVariant(c.members); },
                [](Cluster &c, const QVariant &v) { c.members = v.toStringList(); }},
            ClusterField{tr("Access point"), QStringLiteral("accessPoint"), FieldSpec::text(),
                [](const Cluster &c) { return QVariant(c.accessPoint); },
                [](Cluster &c, const QVariant &v) { c.accessPoint = v.toString(); }},
            ClusterField{tr("Addresses"), QStringLiteral("addresses"), FieldSpec::text(),
                [](const Cluster &c) { return QVariant(c.addresses.join(QStringLiteral(", "))); },
                [](Cluster &c, const QVariant &v) { c.addresses = FieldValues::splitList(v.toString()); }},
        },
        PropertyEdits::entry<Cluster>(doc, &Design::clusters, DesignPart::Clusters, id, tr("Edit cluster")));
}

} // namespace hvnet
