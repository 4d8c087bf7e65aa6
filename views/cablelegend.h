#pragma once

#include "exporters/diagram/diagramstyle.h"

#include <QFrame>

#include <vector>

class QGridLayout;
class QLabel;
class QToolButton;

namespace hvnet {

// The key to the cable colours over the canvas: a small panel the user can
// drag anywhere by its title and fold to its title, its entries in as many
// columns as it takes to stay within a share of the canvas's height (40
// networks do not make it a tall strip over the drawing). A click on a
// network's entry shows only that network's cables; a second click all.
class CableLegend : public QFrame
{
    Q_OBJECT

public:
    explicit CableLegend(QWidget *parent);

    // The entries and, for each, its subnet's id (empty for the peer-link).
    void setEntries(const std::vector<DiagramStyle::KeyEntry> &entries, const QStringList &subnetIds);
    // The network whose entry is shown as chosen (empty: none).
    void setChosen(const QString &subnetId);
    // At most this tall: more entries go into more columns.
    void setMaximumRows(int rows);
    void setFolded(bool folded);
    // Folds a key too large for the canvas, unless the user chose already.
    void foldUnlessChosen(bool folded)
    {
        if (!m_foldChosen && folded != m_folded)
            setFolded(folded);
    }
    bool isFolded() const { return m_folded; }
    // The size it takes unfolded, folded or not (deciding on the folded
    // size would unfold it again, and each resize places it again).
    QSize unfoldedSizeHint() const;
    // Whether the user has put it somewhere (then fitting leaves it there).
    bool isMovedByUser() const { return m_moved; }
    int entryCount() const { return int(m_entries.size()); }

Q_SIGNALS:
    // A network's entry was clicked (empty id: the peer-link).
    void networkClicked(const QString &subnetId);
    void moved();

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    void rebuild();

    std::vector<DiagramStyle::KeyEntry> m_entries;
    QStringList m_ids;
    QString m_chosen;
    int m_maximumRows = 12;
    bool m_folded = false;
    bool m_moved = false;
    bool m_foldChosen = false;
    QPoint m_grab;
    bool m_dragging = false;
    QLabel *m_title;
    QToolButton *m_fold;
    QWidget *m_body;
    QGridLayout *m_grid;
};

} // namespace hvnet
