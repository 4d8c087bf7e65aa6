#pragma once

#include "fieldspec.h"

#include <QObject>

#include <functional>

class QWidget;

namespace hvnet {

// The editor of one field of the properties dock (a line edit with its
// check, a spin box, a combo box, a picker): made once, then kept and given
// new values as the design changes, so that an edit does not rebuild the
// form around the field being edited. It lives as a child of its widget and
// holds what a change of the field does (commit), which is replaced on every
// refresh: it never acts on an old copy of the object.
class FieldEditor : public QObject
{
    Q_OBJECT

public:
    using Commit = std::function<void(const QVariant &)>;

    // The editor widget for spec with value, named name (tests find fields by it).
    static QWidget *create(
        const FieldSpec &spec, const QVariant &value, bool mixed, const Commit &commit, const QString &name);
    // The editor of a widget made by create(), or nothing.
    static FieldEditor *of(QWidget *widget);

    const FieldSpec &spec() const { return m_spec; }
    // Shows a new value (and, for choices, new choices) without committing it.
    void show(const FieldSpec &spec, const QVariant &value, bool mixed);
    void setCommit(const Commit &commit) { m_commit = commit; }

private:
    FieldEditor(QWidget *widget, const FieldSpec &spec, const Commit &commit);
    void connectEditor(bool mixed);
    void commitText();
    void commit(const QVariant &value) const
    {
        if (m_commit)
            m_commit(value);
    }

    QWidget *m_widget;
    FieldSpec m_spec;
    Commit m_commit;
    QString m_initial; // of a line edit: what it showed before typing
    bool m_mixed = false;
};

} // namespace hvnet
