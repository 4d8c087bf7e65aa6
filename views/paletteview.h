#pragma once

#include <QListWidget>

namespace hvnet {

// The palette dock: Hyper-V hosts, SOFS and S2D nodes, and a switch per
// platform, to drag onto the canvas (or activate with Enter or a double click
// to add one at the centre of the view).
class PaletteView : public QListWidget
{
    Q_OBJECT

public:
    explicit PaletteView(QWidget *parent = nullptr);
    // The palette entry of a row: "node:<role>" or "switch:<platform>".
    QString entryAt(int row) const;
    int rowOf(const QString &entry) const;

Q_SIGNALS:
    void entryActivated(const QString &entry);

protected:
    QMimeData *mimeData(const QList<QListWidgetItem *> &items) const override;
    QStringList mimeTypes() const override;
};

} // namespace hvnet
