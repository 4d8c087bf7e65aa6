#pragma once

#include <QGraphicsScene>
#include <QHash>
#include <QPointer>

#include <array>
#include <vector>

namespace hvnet {

class DesignDocument;
class LinkItem;
class NodeItem;
class SwitchItem;
struct ValidationResult;

// The canvas of one design. Items are made from the document's model and
// resync when it announces a change; moving an item becomes an undoable
// MoveObject command when the mouse is released.
class DesignScene : public QGraphicsScene
{
    Q_OBJECT

public:
    explicit DesignScene(DesignDocument *document, QObject *parent = nullptr);

    void setFindings(const ValidationResult &result);
    QGraphicsItem *itemForId(const QString &id) const;

protected:
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;

private:
    void rebuild();
    void placeItems(const std::array<std::vector<std::pair<QGraphicsItem *, QString>>, 3> &tiers);
    void updateLinks();
    std::optional<QPointF> endPosition(const QString &id) const;

    DesignDocument *m_document;
    QHash<QString, NodeItem *> m_nodes;
    QHash<QString, SwitchItem *> m_switches;
    QHash<QString, QString> m_adapterNode; // adapter id -> node id
    QHash<QString, QString> m_portSwitch; // port id -> switch id
    std::vector<LinkItem *> m_links;
    bool m_syncing = false;
};

} // namespace hvnet
