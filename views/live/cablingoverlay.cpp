#include "cablingoverlay.h"

#include "live/observedcabling.h"
#include "model/design.h"
#include "model/objectnames.h"
#include "observedcableitem.h"
#include "observedlabelitem.h"
#include "views/designitem.h"
#include "views/linkitem.h"
#include "views/nodeitem.h"
#include "views/sceneindex.h"
#include "views/switchitem.h"

#include <QCoreApplication>
#include <QGraphicsLineItem>
#include <QGraphicsScene>

namespace hvnet {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("hvnet::CablingOverlay", text);
}

QRectF cardOf(const SceneIndex &index, const QString &id)
{
    if (DesignItem *item = index.card(id))
        return item->mapRectToScene(item->cardRect());
    return {};
}

// A point on the edge of a card facing from.
QPointF edgeFacing(const QRectF &card, const QPointF &from)
{
    const qreal inset = std::min<qreal>(12, card.width() / 2);
    if (from.y() < card.top())
        return {std::clamp(from.x(), card.left() + inset, card.right() - inset), card.top()};
    if (from.y() > card.bottom())
        return {std::clamp(from.x(), card.left() + inset, card.right() - inset), card.bottom()};
    return {from.x() < card.center().x() ? card.left() : card.right(), std::clamp(from.y(), card.top(), card.bottom())};
}

bool overTaken(const std::vector<QRectF> &taken, const QRectF &rect)
{
    return std::any_of(taken.begin(), taken.end(), [&rect](const QRectF &r) { return r.intersects(rect); });
}

QRectF around(const QPointF &centre, const QSizeF &size)
{
    return QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size);
}

} // namespace

CablingOverlay::CablingOverlay(QGraphicsScene *scene, const SceneIndex &index) : m_scene(scene), m_index(index)
{ }

// The items are the scene's: it deletes them after its overlay is gone.
CablingOverlay::~CablingOverlay() = default;

void CablingOverlay::forget()
{
    m_drawn.clear();
    m_markedLinks.clear();
}

void CablingOverlay::clear()
{
    for (const Drawn &d : m_drawn) {
        delete d.cable;
        delete d.label;
    }
    m_drawn.clear();
    m_markedLinks.clear();
}

std::vector<ObservedCableItem *> CablingOverlay::items() const
{
    std::vector<ObservedCableItem *> out;
    for (const Drawn &d : m_drawn)
        out.push_back(d.cable);
    return out;
}

void CablingOverlay::show(const Design &design, const ObservedCabling *cabling)
{
    using Status = ObservedCabling::Status;
    clear();
    if (!cabling)
        return;
    int notInDesign = 0;
    for (const ObservedCabling::Port &port : cabling->ports) {
        if (port.status != Status::WrongEnd && port.status != Status::Unplanned)
            continue;
        const ObservedCabling::Neighbor *seen = port.seen();
        if (!seen)
            continue;
        const Switch *sw = design.switchById(port.switchId);
        if (!sw)
            continue;
        const bool portInDesign = !port.portId.isEmpty();
        const bool known = !seen->endId.isEmpty() || !seen->ownerId.isEmpty();
        const QString said = seen->text();
        QString text;
        if (!portInDesign)
            text = tr("%1, not in the design\nLLDP: %2").arg(port.name, seen->shortText());
        else if (known)
            text = tr("LLDP: %1").arg(seen->shortText());
        else
            text = tr("LLDP: %1\nnot in the design").arg(seen->shortText());
        const QString where = tr("%1 line %2").arg(port.lldpFile).arg(seen->line);
        QString tooltip;
        if (!portInDesign)
            tooltip = tr("%1 %2: LLDP shows %3 on this port, which the design does not have (%4).")
                          .arg(sw->name, port.name, said, where);
        else if (port.status == Status::WrongEnd)
            tooltip = tr("%1 %2: LLDP shows %3 (%4); the plan cables it to %5.")
                          .arg(sw->name, port.name, said, where, ObjectNames::of(design, port.plannedEnd));
        else
            tooltip = tr("%1 %2: LLDP shows %3 (%4); the design has no cable on this port.")
                          .arg(sw->name, port.name, said, where);
        if (known)
            tooltip += QLatin1Char(' ')
                + tr("That is %1 in the design.")
                      .arg(ObjectNames::of(design, !seen->endId.isEmpty() ? seen->endId : seen->ownerId));
        Drawn d;
        d.label = new ObservedLabelItem(text, !known);
        d.cable = new ObservedCableItem(portInDesign ? port.portId : port.switchId, seen->endId, d.label);
        d.switchId = port.switchId;
        d.ownerId = seen->ownerId;
        d.portInDesign = portInDesign;
        d.stack = portInDesign ? 0 : notInDesign++;
        d.label->setToolTip(tooltip);
        d.cable->setToolTip(tooltip);
        m_scene->addItem(d.cable);
        m_scene->addItem(d.label);
        m_drawn.push_back(d);
    }
    for (const auto &[linkId, status] : cabling->cables)
        if (status == Status::WrongEnd || status == Status::Missing)
            m_markedLinks.push_back(linkId);
    reroute();
}

bool CablingOverlay::origin(const Drawn &d, QPointF &from, QPointF &outward) const
{
    const QRectF card = cardOf(m_index, d.switchId);
    if (card.isNull())
        return false;
    if (!d.portInDesign) {
        // A port the design does not have: below the switch's right end,
        // where no handle of its is (the handles turn to the cables).
        from = QPointF(card.right() - 16, card.bottom());
        outward = QPointF(0, 1);
        return true;
    }
    const auto position = m_index.endPosition(d.cable->fromId());
    if (!position)
        return false;
    from = *position;
    outward = from.y() > card.center().y() ? QPointF(0, 1) : QPointF(0, -1);
    return true;
}

std::optional<QPointF> CablingOverlay::target(const Drawn &d, const QPointF &from) const
{
    if (!d.cable->toId().isEmpty())
        if (const auto position = m_index.endPosition(d.cable->toId()))
            return position;
    if (!d.ownerId.isEmpty())
        if (const QRectF card = cardOf(m_index, d.ownerId); !card.isNull())
            return edgeFacing(card, from);
    return std::nullopt;
}

QPointF CablingOverlay::placeLabel(
    const QLineF &line, const QSizeF &size, const std::vector<QRectF> &cards, std::vector<QRectF> &taken) const
{
    // Nearer the switch than the middle: a crossed pair's labels then sit
    // apart, each by its own port.
    for (const qreal t : {0.3, 0.45, 0.6, 0.2, 0.75, 0.38, 0.52})
        if (const QRectF rect = around(line.pointAt(t), size); !overTaken(taken, rect) && !overTaken(cards, rect)) {
            taken.push_back(rect);
            return rect.center();
        }
    taken.push_back(around(line.pointAt(0.3), size));
    return line.pointAt(0.3);
}

void CablingOverlay::reroute()
{
    if (m_drawn.empty())
        return;
    // The cards, once: the scene keeps no spatial index (it costs more than
    // it saves while cards move), so asking it per label would walk every item.
    std::vector<QRectF> cards;
    const auto addCards = [&cards](const auto &items) {
        for (const DesignItem *card : items)
            cards.push_back(card->mapRectToScene(card->cardRect()));
    };
    addCards(m_index.nodes());
    addCards(m_index.switches());
    // The marks on the planned cables (a cross, a barred circle) stay visible.
    std::vector<QRectF> taken;
    for (const QString &id : m_markedLinks)
        if (auto *link = dynamic_cast<LinkItem *>(m_index.item(id)); link && link->isVisible())
            taken.push_back(around(DiagramPainter::pathMiddle(link->path()), QSizeF(22, 22)));
    for (const Drawn &d : m_drawn) {
        QPointF from, outward;
        const bool placed = origin(d, from, outward);
        d.cable->setVisible(placed);
        d.label->setVisible(placed);
        if (!placed)
            continue;
        if (const auto to = target(d, from)) {
            const QLineF line(from, *to);
            d.cable->setLine(line);
            d.label->setCentre(placeLabel(line, d.label->size(), cards, taken));
            continue;
        }
        // Not in the design: a short stub outward to the label, further out
        // while the place is taken.
        const QSizeF size = d.label->size();
        const qreal half = outward.x() != 0 ? size.width() / 2 : size.height() / 2;
        QPointF end = from + outward * 36;
        QRectF rect = around(end + outward * half, size);
        for (int i = 0; i < 8 && (overTaken(taken, rect) || overTaken(cards, rect)); ++i) {
            end += outward * (2 * half + 6);
            rect = around(end + outward * half, size);
        }
        taken.push_back(rect);
        d.cable->setLine(QLineF(from, end));
        d.label->setCentre(rect.center());
    }
}

} // namespace hvnet
