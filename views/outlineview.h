#pragma once

#include <QHash>
#include <QTreeWidget>

namespace hvnet {

class DesignDocument;
class DesignSelection;
struct Cluster;
struct Node;
struct Subnet;
struct Switch;

// The outline dock: clusters with their nodes, nodes with their adapters and
// interfaces, switches with their ports, and the subnets. It shows the
// document's selection and sets it, so selecting here selects on the canvas
// and the other way round.
class OutlineView : public QTreeWidget
{
    Q_OBJECT

public:
    explicit OutlineView(DesignDocument *document, QWidget *parent = nullptr);

    void selectIds(const QStringList &ids);
    QStringList selectedIds() const;
    // Shows this selection and sets it from what is picked here.
    void follow(DesignSelection *selection);
    // Rebuilds now (normally it follows the document, debounced).
    void refresh();
    // Shows only what matches the text (name, detail or id) and what holds it.
    void setFilter(const QString &text);

Q_SIGNALS:
    void selectionChangedByUser(const QStringList &ids);

private:
    void scheduleRefresh();
    QTreeWidgetItem *addItem(QTreeWidgetItem *parent, const QString &text, const QString &detail, const QString &id);
    void fillNode(QTreeWidgetItem *item, const Node &node);
    void fillSwitch(QTreeWidgetItem *item, const Switch &sw);
    void showSubnet(QTreeWidgetItem *item, const Subnet &subnet);
    // Shows an edited cluster on its line; false when its members changed
    // (the tree must be rebuilt).
    bool showCluster(QTreeWidgetItem *item, const Cluster &cluster);

    DesignDocument *m_document;
    bool m_pending = false;
    bool m_selecting = false;
    QHash<QString, QTreeWidgetItem *> m_items;
    QStringList m_wanted;
    QString m_filter;
};

} // namespace hvnet
