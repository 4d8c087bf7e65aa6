#pragma once

#include "exporters/diagram/diagrampainter.h"

#include <QGraphicsObject>
#include <QString>

namespace hvnet {

// The findings an item shows: counts for its badge or halo, messages for its
// tooltip. set() stores them on the item and repaints it only when they
// changed: after each validation every item hears from it, and a large design
// must not repaint whole for that.
struct ItemFindings {
    int errors = 0;
    int warnings = 0;
    void set(QGraphicsItem *item, int newErrors, int newWarnings, const QString &tooltip);
    // The live check's outline of the item and its ports (nothing: none shown).
    std::optional<DiagramPainter::Outline> live;
    QHash<QString, DiagramPainter::Outline> livePorts;
    DiagramPainter::CableMark cable = DiagramPainter::CableMark::None; // cables only
    void setLive(QGraphicsItem *item, const std::optional<DiagramPainter::Outline> &outline,
        const QHash<QString, DiagramPainter::Outline> &ports,
        DiagramPainter::CableMark cableMark = DiagramPainter::CableMark::None);
    // What DiagramPainter draws for them, and for the item's selection.
    DiagramPainter::Marks marks(const QStyleOptionGraphicsItem *option) const;
};

// What every movable object on the canvas shares: it knows its model id,
// announces moves so cables can follow, and wears a badge for the findings
// that name it.
class DesignItem : public QGraphicsObject
{
    Q_OBJECT

public:
    DesignItem(const QString &id, QGraphicsItem *parent = nullptr);

    // How far the badge and the port handles reach beyond the card.
    static constexpr qreal margin = 12;

    QString objectId() const { return m_id; }
    // The card itself, without that margin: what layouts and frames use.
    QRectF cardRect() const { return boundingRect().adjusted(margin, margin, -margin, -margin); }
    void setFindings(int errors, int warnings, const QString &tooltip);
    void setLive(
        const std::optional<DiagramPainter::Outline> &outline, const QHash<QString, DiagramPainter::Outline> &ports);
    // The live outline of the card and of one port, for tests.
    std::optional<DiagramPainter::Outline> liveOutline(const QString &portId = {}) const;
    // The port (adapter or switch port id) whose handle is at a position in
    // item coordinates, or an empty string.
    virtual QString portAt(const QPointF &localPos) const = 0;
    // Marks a port's handle as the target of a cable being drawn.
    void setHighlightedPort(const QString &portId);
    // Drawn as part of its cluster's card when the view is far out
    // (Overview): the card itself is not painted then.
    void setSummarised(bool summarised) { m_summarised = summarised; }
    bool isSummarised() const { return m_summarised; }
    // Whether the painter is far enough out that the overview stands for it.
    bool summarisedAt(const QPainter *painter) const;

Q_SIGNALS:
    void moved();

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;
    // The findings' badge, the selection and the highlighted handle.
    DiagramPainter::Marks marks(const QStyleOptionGraphicsItem *option) const;

    QString m_highlighted;

private:
    QString m_id;
    ItemFindings m_findings;
    bool m_summarised = false;
};

} // namespace hvnet
