#pragma once

#include "fieldeditor.h"
#include "propertyfield.h"

#include <QList>
#include <QPointer>
#include <QWidget>

#include <functional>
#include <vector>

class QFormLayout;
class QTableWidget;
class QVBoxLayout;

namespace hvnet {

// Lays out the properties dock's page: headings, forms over one or several
// objects, tables of their parts. The same description either builds the
// widgets (a new selection) or refreshes the widgets built before in place
// (an edit of what is shown): the field being edited keeps its widget, its
// focus and its place. A refresh that meets a page of another shape (a row
// added, another kind of editor) says so (fits() is false), and the page is
// built anew.
class PropertyForm
{
public:
    // Applies change to each edited object as one undo step; what names the
    // field for the undo history ("Computer name", "Adapters: RDMA").
    template <typename T> using Edit = std::function<void(const QString &what, const std::function<void(T &)> &change)>;
    template <typename Row> using RowEdit
        = std::function<void(const QString &what, int row, const std::function<void(Row &)> &change)>;

    // Builds into layout.
    explicit PropertyForm(QVBoxLayout *layout);
    // Refreshes what an earlier form built (its widgets(), in order).
    explicit PropertyForm(const QList<QPointer<QWidget>> &built);

    bool isRefreshing() const { return m_layout == nullptr; }
    // After a refresh: whether the page had the shape described.
    bool fits() const { return m_fits && m_next == m_widgets.size(); }
    const QList<QPointer<QWidget>> &widgets() const { return m_widgets; }

    void heading(const QString &text, const QString &detail = {});
    void subheading(const QString &text);
    void note(const QString &text);
    void hint(const QString &text); // greyed

    // A form over several objects of one kind: a field shows its value when
    // they agree, and an edit applies to each of them.
    template <typename T> void form(const QString &prefix, const std::vector<const T *> &objects,
        const QList<PropertyField<T>> &fields, const Edit<T> &edit)
    {
        QFormLayout *rows = beginForm();
        for (const PropertyField<T> &field : fields) {
            if (objects.size() > 1 && field.singleOnly)
                continue;
            const QVariant value = field.get(*objects.front());
            bool mixed = false;
            for (const T *o : objects)
                mixed |= field.get(*o) != value;
            const auto set = field.set;
            const auto commit = [edit, set, label = field.label, spec = field.spec, value, mixed](const QVariant &v) {
                edit(changeText(label, spec, mixed ? QVariant() : value, v, mixed), [&](T &o) { set(o, v); });
            };
            addRow(rows, field.label, editor(field.spec, value, mixed, commit, prefix + field.key));
        }
        endForm(rows);
    }

    // A table of an object's parts, one editor per cell, with add (when
    // given) and remove (when given) per row.
    template <typename Row> void table(const QString &title, const QString &key, const std::vector<Row> &rows,
        const QList<PropertyColumn<Row>> &columns, const RowEdit<Row> &edit, const std::function<void()> &add,
        const std::function<void(int)> &remove)
    {
        tableHeading(title, key, int(rows.size()), add);
        if (rows.empty())
            return;
        QStringList headers;
        for (const auto &c : columns)
            headers << c.header;
        QTableWidget *table = beginTable(key, int(rows.size()), headers, bool(remove));
        for (int r = 0; r < int(rows.size()); ++r) {
            const Row &row = rows[std::size_t(r)];
            for (int c = 0; c < int(columns.size()); ++c) {
                const PropertyColumn<Row> &column = columns[c];
                const auto set = column.set;
                const FieldSpec spec = column.spec(row);
                const QVariant value = column.get(row);
                // "vSwitches: Load balancing Hyper-V port -> Dynamic" (of the row named in the first column).
                const QString rowName = columns.isEmpty() ? QString() : columns.front().get(row).toString();
                const QString what = rowName.isEmpty() || c == 0
                    ? QStringLiteral("%1: %2").arg(title, column.header)
                    : QStringLiteral("%1 %2: %3").arg(title, rowName, column.header);
                const auto commit = [edit, set, r, what, spec, value](const QVariant &v) {
                    edit(changeText(what, spec, value, v, false), r, [&](Row &row) { set(row, v); });
                };
                setCell(table, r, c,
                    editor(spec, value, false, commit,
                        QStringLiteral("%1.%2.%3").arg(key).arg(r).arg(column.key)));
            }
            if (remove)
                setCell(table, r, int(columns.size()), removeButton(key, r, [remove, r] { remove(r); }));
        }
        endTable(table, bool(remove));
    }

    // A value as people read it in the undo history: a choice by its label,
    // a list of choices by theirs, "(not set)" for nothing.
    static QString valueText(const FieldSpec &spec, const QVariant &value);
    // "Load balancing Hyper-V port -> Dynamic"; without the old value when
    // the objects edited had several ("Rack -> R2").
    static QString changeText(
        const QString &what, const FieldSpec &spec, const QVariant &before, const QVariant &after, bool mixed);

private:
    // The widget built next, or (refreshing) the one built then, if it is
    // of the kind and name expected.
    template <typename W> W *next(const QString &name = {});
    QWidget *editor(const FieldSpec &spec, const QVariant &value, bool mixed, const FieldEditor::Commit &commit,
        const QString &name);
    void label(const QString &html, const QString &name, bool wrap, bool grey = false);
    QFormLayout *beginForm();
    void addRow(QFormLayout *rows, const QString &label, QWidget *editor);
    void endForm(QFormLayout *rows);
    void tableHeading(const QString &title, const QString &key, int count, const std::function<void()> &add);
    QTableWidget *beginTable(const QString &key, int rows, QStringList headers, bool removable);
    void setCell(QTableWidget *table, int row, int column, QWidget *widget);
    void endTable(QTableWidget *table, bool removable);
    QWidget *removeButton(const QString &key, int row, const std::function<void()> &action);
    QWidget *button(QWidget *made, const QString &name, const std::function<void()> &action);

    QVBoxLayout *m_layout = nullptr;
    QList<QPointer<QWidget>> m_widgets;
    qsizetype m_next = 0;
    bool m_fits = true;
};

} // namespace hvnet
