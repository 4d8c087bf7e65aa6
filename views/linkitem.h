#pragma once

#include "designitem.h"

#include <QGraphicsLineItem>
#include <QPolygonF>
#include <QString>

namespace hvnet {

// A cable between two port handles, coloured by the subnet it carries;
// peer-links are drawn thick and dashed. Selectable, with a wider grip than
// its line, and a halo when findings name it.
class LinkItem : public QGraphicsLineItem
{
public:
    LinkItem(const QString &linkId, bool peerLink, const QColor &colour);
    QString linkId() const { return m_linkId; }
    // The path the cable takes between its ends (a direct cable round the
    // cards); empty: straight from line().p1() to line().p2().
    void setRoute(const QPolygonF &route);
    // The drawn path, straight or routed.
    QPolygonF path() const;
    void setColour(const QColor &colour);
    void setFindings(int errors, int warnings, const QString &tooltip);
    void setLive(const std::optional<DiagramPainter::Outline> &outline,
        DiagramPainter::CableMark mark = DiagramPainter::CableMark::None);
    // The live check's mark of the cable, for tests.
    DiagramPainter::CableMark cableMark() const { return m_findings.cable; }
    // The live outline of the cable, for tests.
    std::optional<DiagramPainter::Outline> liveOutline() const { return m_findings.live; }
    // What the path tests say of the storage paths over this cable, one line
    // each; shown in the tooltip after the findings (empty: none).
    void setPathStates(const QString &text);
    QString pathStates() const { return m_pathTip; }

    // A cable of a server the overview draws as its cluster's card: one of
    // a bundle when the view is far out, not drawn on its own.
    void setBundled(bool bundled) { m_bundled = bundled; }
    bool isBundled() const { return m_bundled; }
    // Shown, dimmed (another network or cluster than the filter's) or left out.
    void setDimmed(bool dimmed);

    QPainterPath shape() const override;
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString m_linkId;
    bool m_peerLink;
    bool m_bundled = false;
    ItemFindings m_findings;
    QPolygonF m_route;
    QString m_findingsTip, m_pathTip;
    QString tooltip() const;
};

} // namespace hvnet
