#include "designproperties.h"

#include "exporters/labels.h"
#include "fieldvalues.h"
#include "model/commands/editcommands.h"
#include "model/designdocument.h"
#include "propertyedits.h"
#include "propertyform.h"

namespace hvnet {

void DesignProperties::build(PropertyForm &form, const PropertyContext &context, const QStringList &)
{
    DesignDocument *doc = context.document;
    const Design &design = doc->design();
    form.heading(tr("Design"), tr("Nothing selected: the design's own properties."));
    const std::vector<const DesignMeta *> meta = {&design.meta};
    form.form<DesignMeta>(QStringLiteral("design."), meta,
        {
            {tr("Name"), QStringLiteral("name"), FieldSpec::text(),
                [](const DesignMeta &m) { return QVariant(m.name); },
                [](DesignMeta &m, const QVariant &v) { m.name = v.toString(); }},
            {tr("Customer"), QStringLiteral("customer"), FieldSpec::text(),
                [](const DesignMeta &m) { return QVariant(m.customer); },
                [](DesignMeta &m, const QVariant &v) { m.customer = v.toString(); }},
            {tr("Author"), QStringLiteral("author"), FieldSpec::text(),
                [](const DesignMeta &m) { return QVariant(m.author); },
                [](DesignMeta &m, const QVariant &v) { m.author = v.toString(); }},
            {tr("Revision"), QStringLiteral("revision"), FieldSpec::text(),
                [](const DesignMeta &m) { return QVariant(m.revision); },
                [](DesignMeta &m, const QVariant &v) { m.revision = v.toString(); }},
            {tr("Description"), QStringLiteral("description"), FieldSpec::text(),
                [](const DesignMeta &m) { return QVariant(m.description); },
                [](DesignMeta &m, const QVariant &v) { m.description = v.toString(); }},
        },
        PropertyEdits::part(doc, &Design::meta, DesignPart::Meta, tr("Edit design properties")));
    const std::vector<const Platform *> platform = {&design.platform};
    form.form<Platform>(QStringLiteral("platform."), platform,
        {
            {tr("Windows Server"), QStringLiteral("os"),
                FieldSpec::choice(FieldValues::enumChoices<OsVersion>(&Labels::os)),
                [](const Platform &p) { return QVariant(int(p.os)); },
                [](Platform &p, const QVariant &v) { p.os = OsVersion(v.toInt()); }},
            {tr("Network ATC"), QStringLiteral("networkAtc"), FieldSpec::choice(FieldValues::yesNo()),
                [](const Platform &p) { return QVariant(p.networkAtc); },
                [](Platform &p, const QVariant &v) { p.networkAtc = v.toBool(); }},
        },
        PropertyEdits::part(doc, &Design::platform, DesignPart::Platform, tr("Edit platform")));
    form.note(tr("%1 nodes, %2 switches, %3 cables, %4 subnets, %5 clusters")
                  .arg(design.nodes.size())
                  .arg(design.switches.size())
                  .arg(design.links.size())
                  .arg(design.subnets.size())
                  .arg(design.clusters.size()));
}

} // namespace hvnet
