#pragma once

#include "propertycontext.h"

#include <QPointer>
#include <QScrollArea>
#include <QStringList>

namespace hvnet {

class DesignActions;
class DesignDocument;
class DesignSelection;
class PropertyForm;
struct DesignChange;

// The properties dock: every field of the selected objects with a fitting
// editor (views/properties: the editors, the form, one page per kind of
// object, the edits they make). Several selected objects of one kind share
// one form: a field shows its value when they agree, and an edit applies to
// all of them. Every edit is one undo step. Without a selection it edits the
// design itself. It follows the document's selection and the changes that
// touch what it shows; an edit refreshes the page in place, and the page is
// built anew only for another selection or when its shape changed.
class PropertiesView : public QScrollArea
{
    Q_OBJECT

public:
    PropertiesView(DesignDocument *document, DesignActions *actions, QWidget *parent = nullptr);

    // Shows these objects (normally the selection's; tests set it directly).
    void setSelection(const QStringList &ids);
    QStringList selection() const { return m_ids; }
    // Follows this selection from now on.
    void follow(DesignSelection *selection);

Q_SIGNALS:
    // The page was built anew (not after a refresh in place).
    void rebuilt();

private:
    enum class Page { Design, Nodes, Switches, Cluster, Links, Subnet, Mixed };

    void designChanged(const DesignChange &change);
    bool shows(const DesignChange &change) const;
    void scheduleRefresh();
    void scheduleRebuild();
    void refresh();
    void rebuild();
    void describe(PropertyForm &form);

    DesignDocument *m_document;
    DesignActions *m_actions;
    PropertyContext m_context;
    QStringList m_ids;
    QStringList m_shownIds; // the objects of the page shown
    Page m_page = Page::Design;
    QList<QPointer<QWidget>> m_widgets; // of the page shown, in the order the form made them
    bool m_refreshPending = false;
    bool m_rebuildPending = false;
    bool m_asking = false;
};

} // namespace hvnet
