#include "propertiesview.h"

#include "clusterproperties.h"
#include "designproperties.h"
#include "linkproperties.h"
#include "model/designdocument.h"
#include "model/designselection.h"
#include "model/edit/designactions.h"
#include "nodeproperties.h"
#include "propertyform.h"
#include "subnetproperties.h"
#include "switchproperties.h"

#include <QPointer>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

namespace hvnet {

PropertiesView::PropertiesView(DesignDocument *document, DesignActions *actions, QWidget *parent)
    : QScrollArea(parent), m_document(document), m_actions(actions)
{
    setWidgetResizable(true);
    setObjectName(QStringLiteral("propertiesView"));
    m_context.document = document;
    m_context.actions = actions;
    m_context.parent = this;
    m_context.asking = &m_asking;
    // A refused or cancelled edit: the page is built again from the design,
    // with nothing left of what was typed.
    m_context.refuse = [this](const QString &why) {
        Q_EMIT m_actions->statusMessage(tr("Not changed: %1.").arg(why));
        scheduleRebuild();
    };
    m_context.reshow = [this] { scheduleRebuild(); };
    connect(document, &DesignDocument::changed, this, &PropertiesView::designChanged);
    connect(document, &DesignDocument::designReset, this, [this] {
        m_ids.clear();
        scheduleRebuild();
    });
    rebuild();
}

void PropertiesView::follow(DesignSelection *selection)
{
    connect(selection, &DesignSelection::changed, this, [this, selection] { setSelection(selection->ids()); });
    setSelection(selection->ids());
}

void PropertiesView::setSelection(const QStringList &ids)
{
    if (ids == m_ids)
        return;
    m_ids = ids;
    scheduleRebuild();
}

void PropertiesView::designChanged(const DesignChange &change)
{
    if (shows(change))
        scheduleRefresh();
}

bool PropertiesView::shows(const DesignChange &change) const
{
    if (change.kind == DesignChange::Kind::Moved)
        return false; // no page shows positions
    if (change.id.isEmpty() || m_ids.contains(change.id))
        return true;
    switch (m_page) {
    case Page::Design: return change.kind != DesignChange::Kind::Changed; // it counts what the design holds
    case Page::Nodes: return change.part == DesignPart::Subnets; // interfaces offer the subnets
    case Page::Cluster: return change.part == DesignPart::Nodes; // members by name
    case Page::Links: return change.part == DesignPart::Nodes || change.part == DesignPart::Switches; // ends by name
    case Page::Switches:
    case Page::Subnet:
    case Page::Mixed: return false;
    }
    return false;
}

void PropertiesView::scheduleRefresh()
{
    // Later, never inside the signal of the editor that made the change.
    if (m_refreshPending || m_rebuildPending)
        return;
    m_refreshPending = true;
    QTimer::singleShot(0, this, &PropertiesView::refresh);
}

void PropertiesView::scheduleRebuild()
{
    if (m_rebuildPending)
        return;
    m_rebuildPending = true;
    QTimer::singleShot(0, this, &PropertiesView::rebuild);
}

void PropertiesView::refresh()
{
    if (!m_refreshPending)
        return; // a rebuild came first
    m_refreshPending = false;
    const Page before = m_page;
    PropertyForm form(m_widgets);
    describe(form);
    if (!form.fits() || m_page != before)
        rebuild();
}

void PropertiesView::rebuild()
{
    m_rebuildPending = false;
    m_refreshPending = false;
    QWidget *focused = widget() ? widget()->focusWidget() : nullptr;
    const QString focusName = focused ? focused->objectName() : QString();
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    PropertyForm form(layout);
    describe(form);
    layout->addStretch();
    m_widgets = form.widgets();
    // The same objects again (an edit changed the page's shape): the page
    // stays where it was scrolled to; other objects start at their top.
    const bool sameObjects = m_ids == m_shownIds;
    m_shownIds = m_ids;
    const int scroll = sameObjects ? verticalScrollBar()->value() : 0;
    setWidget(page);
    // The new page's height is known once its layout ran: before, the
    // scroll bar's range may be too short, and the value cut towards the top.
    verticalScrollBar()->setValue(scroll);
    if (scroll > 0)
        QTimer::singleShot(0, this, [this, scroll, page = QPointer<QWidget>(page)] {
            if (page && widget() == page)
                verticalScrollBar()->setValue(scroll);
        });
    if (!focusName.isEmpty())
        if (auto *again = page->findChild<QWidget *>(focusName))
            again->setFocus();
    Q_EMIT rebuilt();
}

void PropertiesView::describe(PropertyForm &form)
{
    const Design &design = m_document->design();
    // What is still there of the selection, grouped by kind.
    QStringList nodes, switches, clusters, links, subnets;
    for (const QString &id : m_ids) {
        if (design.node(id))
            nodes << id;
        else if (design.switchById(id))
            switches << id;
        else if (design.cluster(id))
            clusters << id;
        else if (design.link(id))
            links << id;
        else if (design.subnet(id))
            subnets << id;
    }
    const int kinds = int(!nodes.isEmpty()) + int(!switches.isEmpty()) + int(!clusters.isEmpty())
        + int(!links.isEmpty()) + int(!subnets.isEmpty());
    if (kinds == 0) {
        m_page = Page::Design;
        DesignProperties::build(form, m_context, {});
    } else if (kinds > 1) {
        m_page = Page::Mixed;
        form.heading(tr("%n object(s) selected", nullptr,
                         int(nodes.size() + switches.size() + clusters.size() + links.size() + subnets.size())),
            tr("Select objects of one kind to edit what they share."));
    } else if (!nodes.isEmpty()) {
        m_page = Page::Nodes;
        NodeProperties::build(form, m_context, nodes);
    } else if (!switches.isEmpty()) {
        m_page = Page::Switches;
        SwitchProperties::build(form, m_context, switches);
    } else if (!clusters.isEmpty()) {
        m_page = Page::Cluster;
        ClusterProperties::build(form, m_context, clusters);
    } else if (!links.isEmpty()) {
        m_page = Page::Links;
        LinkProperties::build(form, m_context, links);
    } else {
        m_page = Page::Subnet;
        SubnetProperties::build(form, m_context, subnets);
    }
}

} // namespace hvnet
