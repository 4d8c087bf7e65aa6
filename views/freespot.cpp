#include "freespot.h"

#include "designscene.h"
#include "model/edit/designedits.h"
#include "nodeitem.h"
#include "switchitem.h"

namespace hvnet::FreeSpot {

namespace {
constexpr qreal gap = 40;

// Where the scene's server and switch cards are.
QList<QRectF> cardsOf(const DesignScene &scene, const Design &design)
{
    QList<QRectF> cards;
    for (const Node &n : design.nodes)
        if (const DesignItem *item = scene.index().card(n.id))
            cards << item->mapRectToScene(item->cardRect());
    for (const Switch &s : design.switches)
        if (const DesignItem *item = scene.index().card(s.id))
            cards << item->mapRectToScene(item->cardRect());
    return cards;
}
// Whether a card at r keeps the gap to every one of cards.
bool isFree(const QList<QRectF> &cards, const QRectF &r)
{
    const QRectF padded = r.adjusted(-gap / 2, -gap / 2, gap / 2, gap / 2);
    return std::none_of(cards.begin(), cards.end(), [&padded](const QRectF &c) { return c.intersects(padded); });
}
} // namespace

QPointF find(const QList<QRectF> &cards, const QSizeF &size, const QRectF &anchor, const QPointF &around, Side side)
{
    const qreal stepX = size.width() + gap;
    const qreal stepY = size.height() + gap;
    QPointF start = around - QPointF(size.width() / 2, size.height() / 2);
    qreal rowStep = stepY;
    if (!anchor.isNull() && side == Side::Beside) {
        start = QPointF(anchor.right() + gap, anchor.top());
    } else if (!anchor.isNull() && side == Side::Above) {
        start = QPointF(anchor.left(), anchor.top() - gap - size.height());
        rowStep = -stepY;
    } else if (!anchor.isNull()) {
        start = QPointF(anchor.left(), anchor.bottom() + gap);
    }
    // A row of places to the right, then the rows after it; far enough for any design.
    for (int row = 0; row < 64; ++row)
        for (int column = 0; column < 64; ++column) {
            const QRectF place(start + QPointF(column * stepX, row * rowStep), size);
            if (isFree(cards, place))
                return place.center();
        }
    return start + QPointF(size.width() / 2, size.height() / 2);
}

QPointF nearest(const QList<QRectF> &cards, const QSizeF &size, const QPointF &preferred)
{
    const qreal stepX = size.width() + gap;
    const qreal stepY = size.height() + gap;
    // Rings of places by their distance in steps: on the row first, then
    // the rows below; rightwards before leftwards.
    for (int distance = 0; distance < 128; ++distance)
        for (int row = 0; row <= distance; ++row)
            for (const int column : {distance - row, row - distance}) {
                const QRectF place(preferred + QPointF(column * stepX, row * stepY), size);
                if (isFree(cards, place))
                    return place.topLeft();
                if (column == 0)
                    break;
            }
    return preferred;
}

void placeNewNodes(const DesignScene &scene, const Design &design, const QString &sourceId, Insertion &plan)
{
    const DesignItem *source = scene.index().card(sourceId);
    if (!source)
        return;
    QList<QRectF> cards = cardsOf(scene, design);
    // A copy of a node has its card's size: the same adapters.
    QRectF previous = source->mapRectToScene(source->cardRect());
    for (const Node &n : plan.newNodes) {
        const QPointF at = nearest(cards, previous.size(), QPointF(previous.right() + gap, previous.top()));
        previous = QRectF(at, previous.size());
        cards << previous;
        // The card's own offset from its item's position (none today) is kept.
        const QPointF pos = at - source->cardRect().topLeft();
        plan.positions[n.id] = Point{std::round(pos.x()), std::round(pos.y())};
    }
}

QPointF forPaletteEntry(
    const DesignScene &scene, const Design &design, const QString &entry, const QString &anchorId, const QPointF &around)
{
    const QString kind = entry.section(QLatin1Char(':'), 0, 0);
    const std::string value = entry.section(QLatin1Char(':'), 1).toStdString();
    QSizeF size(200, 120);
    if (kind == QLatin1String("node")) {
        if (const auto role = enumFromName<NodeRole>(value))
            size = NodeItem(DesignEdits::newNode(design, *role)).cardRect().size();
    } else if (kind == QLatin1String("switch")) {
        if (const auto platform = enumFromName<SwitchPlatform>(value))
            size = SwitchItem(DesignEdits::newSwitch(design, *platform)).cardRect().size();
    }
    const QList<QRectF> cards = cardsOf(scene, design);
    QRectF anchor;
    if (const DesignItem *item = anchorId.isEmpty() ? nullptr : scene.index().card(anchorId))
        anchor = item->mapRectToScene(item->cardRect());
    const bool fromServer = design.node(anchorId) != nullptr;
    const Side side = kind == QLatin1String("switch") && fromServer ? Side::Above
        : kind == QLatin1String("node") && design.switchById(anchorId) ? Side::Below
                                                                        : Side::Beside;
    return find(cards, size, anchor, around, side);
}

} // namespace hvnet::FreeSpot
