#include "arrange.h"

#include "designitem.h"
#include "designscene.h"
#include "model/commands/moveobject.h"
#include "model/designdocument.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <vector>

namespace hvnet::Arrange {

namespace {

struct Card {
    QString id;
    QPointF pos; // the item's position, what MoveObject stores
    QRectF rect; // the card in scene coordinates
};

} // namespace

QString apply(DesignScene *scene, DesignDocument *document, Kind kind)
{
    std::vector<Card> cards;
    const auto take = [&](const QString &id) {
        if (!scene->index().hasCard(id))
            return;
        const DesignItem *item = scene->index().card(id);
        cards.push_back({id, item->pos(), item->mapRectToScene(item->cardRect())});
    };
    for (const QString &id : scene->selectedIds())
        take(id);
    if (cards.empty() && kind == Kind::SnapToGrid) {
        for (const Node &n : document->design().nodes)
            take(n.id);
        for (const Switch &s : document->design().switches)
            take(s.id);
    }
    const bool distribute = kind == Kind::DistributeHorizontally || kind == Kind::DistributeVertically;
    if (kind != Kind::SnapToGrid && int(cards.size()) < (distribute ? 3 : 2))
        return distribute ? QCoreApplication::translate("hvnet::Arrange", "Select three or more cards to distribute.") : QCoreApplication::translate("hvnet::Arrange", "Select two or more cards to align.");

    std::vector<std::pair<QString, QPointF>> moves;
    const auto moveBy = [&moves](const Card &c, QPointF delta) {
        if (!qFuzzyIsNull(delta.x()) || !qFuzzyIsNull(delta.y()))
            moves.emplace_back(c.id, c.pos + delta);
    };
    QString text;
    switch (kind) {
    case Kind::AlignLeft: {
        qreal left = cards.front().rect.left();
        for (const Card &c : cards)
            left = std::min(left, c.rect.left());
        for (const Card &c : cards)
            moveBy(c, {left - c.rect.left(), 0});
        text = QCoreApplication::translate("hvnet::Arrange", "Align %n card(s) left", nullptr, int(cards.size()));
        break;
    }
    case Kind::AlignTop: {
        qreal top = cards.front().rect.top();
        for (const Card &c : cards)
            top = std::min(top, c.rect.top());
        for (const Card &c : cards)
            moveBy(c, {0, top - c.rect.top()});
        text = QCoreApplication::translate("hvnet::Arrange", "Align %n card(s) at the top", nullptr, int(cards.size()));
        break;
    }
    case Kind::DistributeHorizontally:
    case Kind::DistributeVertically: {
        const bool across = kind == Kind::DistributeHorizontally;
        const auto start = [across](const QRectF &r) { return across ? r.left() : r.top(); };
        const auto length = [across](const QRectF &r) { return across ? r.width() : r.height(); };
        std::stable_sort(cards.begin(), cards.end(),
            [&start](const Card &a, const Card &b) { return start(a.rect) < start(b.rect); });
        // The first and last stay; the gaps between the cards become equal
        // (never less than the grid: cards do not end up on each other).
        qreal lengths = 0;
        for (const Card &c : cards)
            lengths += length(c.rect);
        const qreal span = start(cards.back().rect) + length(cards.back().rect) - start(cards.front().rect);
        const qreal gap = std::max(grid, (span - lengths) / qreal(cards.size() - 1));
        qreal at = start(cards.front().rect);
        for (const Card &c : cards) {
            const qreal delta = at - start(c.rect);
            moveBy(c, across ? QPointF(delta, 0) : QPointF(0, delta));
            at += length(c.rect) + gap;
        }
        text = across ? QCoreApplication::translate("hvnet::Arrange", "Distribute %n card(s) horizontally", nullptr, int(cards.size()))
                      : QCoreApplication::translate("hvnet::Arrange", "Distribute %n card(s) vertically", nullptr, int(cards.size()));
        break;
    }
    case Kind::SnapToGrid:
        for (const Card &c : cards) {
            const QPointF snapped(std::round(c.rect.left() / grid) * grid, std::round(c.rect.top() / grid) * grid);
            moveBy(c, snapped - c.rect.topLeft());
        }
        text = QCoreApplication::translate("hvnet::Arrange", "Snap %n card(s) to the grid", nullptr, int(cards.size()));
        break;
    }
    if (moves.empty())
        return QCoreApplication::translate("hvnet::Arrange", "Already arranged: nothing moved.");
    QUndoStack *stack = document->undoStack();
    stack->beginMacro(text);
    for (const auto &[id, to] : moves)
        stack->push(new MoveObject(document, id, Point{to.x(), to.y()}));
    stack->endMacro();
    return text;
}

} // namespace hvnet::Arrange
