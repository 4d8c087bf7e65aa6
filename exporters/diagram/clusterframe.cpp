#include "clusterframe.h"

#include <QFont>
#include <QFontMetricsF>

namespace hvnet {

namespace {
constexpr qreal labelHeight = 24;
}

bool ClusterFrame::setLabel(const QString &label)
{
    if (label == m_label)
        return false;
    m_label = label;
    QFont font;
    font.setBold(true);
    m_labelWidth = QFontMetricsF(font).horizontalAdvance(m_label) + 24;
    return true;
}

QRectF ClusterFrame::around(const QRectF &members)
{
    return members.adjusted(-margin, -margin, margin, margin);
}

QRectF ClusterFrame::labelRect() const
{
    return QRectF(m_rect.left(), m_rect.top() - labelHeight, m_labelWidth, labelHeight);
}

} // namespace hvnet
