#include "connectgesture.h"

#include "designitem.h"
#include "model/design.h"
#include "sceneindex.h"

#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QPen>

#include <utility>

namespace hvnet {

ConnectGesture::ConnectGesture(QGraphicsScene *scene, const SceneIndex &index) : m_scene(scene), m_index(index)
{ }

// A line still drawn is the scene's item: the scene deletes it.
ConnectGesture::~ConnectGesture() = default;

std::pair<QString, QString> ConnectGesture::portAt(const QGraphicsScene &scene, const QPointF &scenePos)
{
    for (QGraphicsItem *item : scene.items(scenePos)) {
        if (auto *designItem = dynamic_cast<DesignItem *>(item)) {
            const QString port = designItem->portAt(designItem->mapFromScene(scenePos));
            if (!port.isEmpty())
                return {designItem->objectId(), port};
        }
    }
    return {};
}

bool ConnectGesture::press(const QPointF &scenePos, const Design &design)
{
    const auto [owner, end] = portAt(*m_scene, scenePos);
    if (end.isEmpty())
        return false;
    // A handle with a cable: its end moves, drawn from the far end.
    m_movedLink.clear();
    m_grabbed.clear();
    QString from = end;
    for (const Link &link : design.links)
        if (link.a == end || link.b == end) {
            m_movedLink = link.id;
            m_grabbed = end;
            from = link.a == end ? link.b : link.a;
            break;
        }
    const auto start = m_index.endPosition(from);
    if (!start) {
        m_movedLink.clear();
        m_grabbed.clear();
        return false;
    }
    // Dragging from a handle draws a cable instead of moving the card.
    m_from = from;
    m_rubberCable = new QGraphicsLineItem(QLineF(*start, scenePos));
    m_rubberCable->setPen(QPen(QColor(0x1f, 0x6f, 0xd1), 2, Qt::DashLine));
    m_rubberCable->setZValue(10);
    m_scene->addItem(m_rubberCable);
    return true;
}

bool ConnectGesture::move(const QPointF &scenePos)
{
    if (!m_rubberCable)
        return false;
    m_rubberCable->setLine(QLineF(m_rubberCable->line().p1(), scenePos));
    const auto [owner, end] = portAt(*m_scene, scenePos);
    setHighlight(end != m_from && end != m_grabbed && owner != m_index.ownerOf(m_from) ? end : QString());
    return true;
}

ConnectGesture::Release ConnectGesture::release(const QPointF &scenePos)
{
    if (!m_rubberCable)
        return {};
    delete m_rubberCable;
    m_rubberCable = nullptr;
    setHighlight({});
    clearSuggestions();
    Release out{true, m_from, {}, std::exchange(m_movedLink, {}), std::exchange(m_grabbed, {})};
    m_from.clear();
    const auto [owner, end] = portAt(*m_scene, scenePos);
    if (!end.isEmpty() && end != out.from && end != out.grabbed)
        out.to = end;
    return out;
}

void ConnectGesture::forget()
{
    m_from.clear();
    m_movedLink.clear();
    m_grabbed.clear();
    m_rubberCable = nullptr;
    m_highlighted.clear();
    m_suggested.clear();
}

QString ConnectGesture::markedOn(const QString &ownerId) const
{
    if (!m_highlighted.isEmpty() && m_index.ownerOf(m_highlighted) == ownerId)
        return m_highlighted;
    return m_suggested.value(ownerId);
}

void ConnectGesture::setHighlight(const QString &endId)
{
    if (m_highlighted == endId)
        return;
    const QString before = m_highlighted;
    m_highlighted = endId;
    for (const QString &id : {before, endId})
        if (DesignItem *item = m_index.card(id))
            item->setHighlightedPort(markedOn(item->objectId()));
}

void ConnectGesture::suggest(const QStringList &ends)
{
    clearSuggestions();
    for (const QString &end : ends)
        if (DesignItem *item = m_index.card(end)) {
            m_suggested.insert(item->objectId(), end);
            item->setHighlightedPort(markedOn(item->objectId()));
        }
}

void ConnectGesture::clearSuggestions()
{
    const QHash<QString, QString> was = std::exchange(m_suggested, {});
    for (auto it = was.cbegin(); it != was.cend(); ++it)
        if (DesignItem *item = m_index.card(it.value()))
            item->setHighlightedPort(markedOn(item->objectId()));
}

} // namespace hvnet
