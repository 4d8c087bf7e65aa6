#pragma once

#include <QGraphicsLineItem>
#include <QString>

namespace hvnet {

// A cable between two port handles; peer-links are drawn thick and dashed.
class LinkItem : public QGraphicsLineItem
{
public:
    LinkItem(const QString &linkId, bool peerLink, const QColor &colour);
    QString linkId() const { return m_linkId; }

private:
    QString m_linkId;
};

} // namespace hvnet
