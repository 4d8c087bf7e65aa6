#include "observedlabelitem.h"

#include "livestatepalette.h"

#include <QFontMetricsF>
#include <QPainter>

namespace hvnet {

namespace {

constexpr qreal padding = 5;
constexpr qreal badge = 14; // the question mark's circle, unknown neighbours only

QFont labelFont()
{
    QFont font;
    font.setPointSizeF(font.pointSizeF() * 0.8);
    return font;
}

} // namespace

ObservedLabelItem::ObservedLabelItem(const QString &text, bool unknown) : m_text(text), m_unknown(unknown)
{
    const QFontMetricsF metrics(labelFont());
    const QRectF bounds = metrics.boundingRect(QRectF(0, 0, 400, 200), Qt::AlignLeft | Qt::AlignTop, text);
    m_size = QSizeF(bounds.width() + 2 * padding + (unknown ? badge + padding : 0),
        std::max(bounds.height(), unknown ? badge : 0.0) + 2 * padding);
    // Above the cards: a label under a card could not be read.
    setZValue(5);
}

void ObservedLabelItem::setCentre(const QPointF &centre)
{
    setPos(centre - QPointF(m_size.width() / 2, m_size.height() / 2));
}

QRectF ObservedLabelItem::boundingRect() const
{
    return QRectF(QPointF(0, 0), m_size).adjusted(-1, -1, 1, 1);
}

void ObservedLabelItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor colour = LiveStatePalette::observedColour();
    // The canvas is always light (DiagramStyle::background), so a light box
    // with dark text reads in either application palette.
    painter->setPen(QPen(colour, 1.2, m_unknown ? Qt::DashLine : Qt::SolidLine));
    painter->setBrush(QColor(0xff, 0xff, 0xff, 240));
    const QRectF box(QPointF(0, 0), m_size);
    painter->drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
    QRectF text = box.adjusted(padding, padding, -padding, -padding);
    if (m_unknown) {
        const QRectF circle(text.left(), text.center().y() - badge / 2, badge, badge);
        painter->setPen(Qt::NoPen);
        painter->setBrush(colour);
        painter->drawEllipse(circle);
        QFont bold = labelFont();
        bold.setBold(true);
        painter->setFont(bold);
        painter->setPen(Qt::white);
        painter->drawText(circle, Qt::AlignCenter, QStringLiteral("?"));
        text.setLeft(circle.right() + padding);
    }
    painter->setFont(labelFont());
    painter->setPen(QColor(0x1d, 0x23, 0x2b));
    painter->drawText(text, Qt::AlignLeft | Qt::AlignVCenter, m_text);
}

} // namespace hvnet
