#include "linkproperties.h"

#include "fieldvalues.h"
#include "model/commands/editcommands.h"
#include "model/designdocument.h"
#include "model/objectnames.h"
#include "propertyedits.h"
#include "propertyform.h"

#include <algorithm>

namespace hvnet {

void LinkProperties::build(PropertyForm &form, const PropertyContext &context, const QStringList &ids)
{
    DesignDocument *doc = context.document;
    const Design &design = doc->design();
    std::vector<const Link *> links;
    for (const QString &id : ids)
        links.push_back(design.link(id));
    form.heading(ids.size() == 1 ? tr("Cable %1").arg(ObjectNames::of(design, ids.front()))
                                 : tr("%n cable(s)", nullptr, int(ids.size())));
    const auto endName = [&design](const QString &end) { return ObjectNames::of(design, end); };
    // A peer-link joins two switch ports; a cable to a server is a cable.
    QList<FieldChoice> kinds = {{tr("Cable"), int(LinkKind::Cable)}};
    const auto isPort = [&design](const QString &end) {
        for (const Switch &sw : design.switches)
            if (sw.port(end))
                return true;
        return false;
    };
    if (std::all_of(links.begin(), links.end(), [&](const Link *l) { return isPort(l->a) && isPort(l->b); }))
        kinds << FieldChoice{tr("Peer-link"), int(LinkKind::PeerLink)};
    using LinkField = PropertyField<Link>;
    form.form<Link>(QStringLiteral("link."), links,
        {
            LinkField{tr("End A"), QStringLiteral("a"), FieldSpec::readOnly(),
                [endName](const Link &l) { return QVariant(endName(l.a)); }, {}, true},
            LinkField{tr("End B"), QStringLiteral("b"), FieldSpec::readOnly(),
                [endName](const Link &l) { return QVariant(endName(l.b)); }, {}, true},
            LinkField{tr("Kind"), QStringLiteral("kind"), FieldSpec::choice(kinds),
                [](const Link &l) { return QVariant(int(l.kind)); },
                [](Link &l, const QVariant &v) { l.kind = LinkKind(v.toInt()); }},
        },
        [doc, ids](const QString &what, const std::function<void(Link &)> &change) {
            // A cable changes by being replaced: remove and add in one step.
            std::vector<Link> changed;
            for (const QString &id : ids) {
                Link link = *doc->design().link(id);
                change(link);
                if (!(link == *doc->design().link(id)))
                    changed.push_back(link);
            }
            if (changed.empty())
                return;
            QUndoStack *stack = doc->undoStack();
            stack->beginMacro(PropertyEdits::withWhat(tr("Edit %n cable(s)", nullptr, int(changed.size())), what));
            for (const Link &link : changed) {
                stack->push(new RemoveLink(doc, link.id));
                stack->push(new AddLink(doc, link));
            }
            stack->endMacro();
        });
}

} // namespace hvnet
