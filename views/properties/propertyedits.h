#pragma once

#include "model/commands/editcommands.h"
#include "model/designdocument.h"
#include "propertycontext.h"
#include "propertyform.h"

#include <QCoreApplication>
#include <QStringList>
#include <QUndoStack>

#include <functional>

namespace hvnet {

// From a field's edit to undoable commands. Each edit names itself after
// the object and the field it came from, with the values before and after
// ("HV01: Computer name HV01 -> HV02"), and announces only
// what it touched: one node, one switch, one subnet, one cluster.
class PropertyEdits
{
    Q_DECLARE_TR_FUNCTIONS(hvnet::PropertiesView)

public:
    // "Edit HV01" and "Computer name" make "Edit HV01: Computer name".
    static QString withWhat(const QString &text, const QString &what);

    // An edit of one or more nodes or switches: each selected object is
    // copied, changed, checked, and pushed as its Set command; several are
    // one macro. problem() names why an edited object must not become a
    // command (or ""); the edit is then refused as a whole.
    template <typename T, typename Command> static PropertyForm::Edit<T> each(const PropertyContext &context,
        const QStringList &ids, const QString &text, const std::function<const T *(const QString &)> &find,
        const std::function<QString(const T &)> &problem)
    {
        DesignDocument *doc = context.document;
        const auto refuse = context.refuse;
        return [=](const QString &what, const std::function<void(T &)> &change) {
            std::vector<T> changed;
            for (const QString &id : ids) {
                T object = *find(id);
                change(object);
                if (object == *find(id))
                    continue;
                if (const QString why = problem ? problem(object) : QString(); !why.isEmpty()) {
                    refuse(why);
                    return;
                }
                changed.push_back(std::move(object));
            }
            if (changed.empty())
                return;
            QUndoStack *stack = doc->undoStack();
            if (changed.size() > 1)
                stack->beginMacro(withWhat(text, what));
            // One object: the history names it as it was ("HV01: Load balancing Hyper-V port -> Dynamic").
            for (T &object : changed)
                stack->push(new Command(doc, object, withWhat(changed.size() > 1 ? text : find(object.id)->name, what)));
            if (changed.size() > 1)
                stack->endMacro();
        };
    }

    // An edit of a part of the design without an id of its own (the meta
    // data, the platform): the part is copied, changed and swapped in.
    template <typename P>
    static PropertyForm::Edit<P> part(DesignDocument *doc, P Design::*member, DesignPart part, const QString &text)
    {
        return [=](const QString &what, const std::function<void(P &)> &change) {
            P value = doc->design().*member;
            change(value);
            if (!(value == doc->design().*member))
                doc->undoStack()->push(new SetDesignPart<P>(doc, member, std::move(value), part, withWhat(text, what)));
        };
    }

    // An edit of one entry of such a list (a cluster): that entry alone is
    // replaced, and announced by its id.
    template <typename T> static PropertyForm::Edit<T> entry(
        DesignDocument *doc, std::vector<T> Design::*member, DesignPart part, const QString &id, const QString &text)
    {
        return [=](const QString &what, const std::function<void(T &)> &change) {
            for (const T &current : doc->design().*member) {
                if (current.id != id)
                    continue;
                T value = current;
                change(value);
                if (!(value == current))
                    doc->undoStack()->push(
                        new SetDesignEntry<T>(doc, member, std::move(value), part, withWhat(text, what)));
                return;
            }
        };
    }

    // The edit of a row of a node's or switch's table, as an edit of it.
    template <typename T, typename Row>
    static PropertyForm::RowEdit<Row> rows(const PropertyForm::Edit<T> &edit, std::vector<Row> T::*member)
    {
        return [edit, member](const QString &what, int row, const std::function<void(Row &)> &change) {
            edit(what, [&](T &object) { change((object.*member)[std::size_t(row)]); });
        };
    }
    // Removes a row of a node's or switch's table.
    template <typename T, typename Row>
    static std::function<void(int)> removeRow(const PropertyForm::Edit<T> &edit, std::vector<Row> T::*member)
    {
        return [edit, member](
                   int row) { edit({}, [&](T &object) { (object.*member).erase((object.*member).begin() + row); }); };
    }
};

} // namespace hvnet
