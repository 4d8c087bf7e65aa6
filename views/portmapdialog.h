#pragma once

#include <QDialog>
#include <QString>

class QComboBox;
class QLabel;
class QTableWidget;

namespace hvnet {

class Design;
struct LiveResult;

// A switch's port map: which node and adapter (or which peer switch) sits on
// each port, with its VLANs and PFC state, as the switch configuration will
// have them. Once the design was checked against evidence, beside each
// planned value the observed one (PortMapRows) and a status, differing rows
// and cells marked. Double-clicking a row shows its cable (or, in the
// observed far end's column, what LLDP saw) on the canvas. Printable. The
// plan is edited here too: a free port's row connects (Connect...), a
// cabled one's disconnects.
class PortMapDialog : public QDialog
{
    Q_OBJECT

public:
    PortMapDialog(const Design &design, const QString &switchId = {}, QWidget *parent = nullptr);

    // Shows what the evidence in folder showed beside the plan (null: the plan only).
    void setLive(const LiveResult *live, const QString &folder);

    // The port map of the shown switch as an HTML page, for printing.
    QString html() const;
    // Prints (or, for a file name ending in .pdf, writes a PDF of) the map.
    bool printTo(const QString &pdfFile) const;

    // Shows the design again (after a cable was added or removed), on the same row.
    void refresh();
    // The switch port of the current row, or an empty string.
    QString currentPort() const;

Q_SIGNALS:
    // The user double-clicked a row: show these design objects.
    void objectsActivated(const QStringList &objectIds);
    // Connect... on a free port's row, Disconnect on a cabled one's.
    void connectRequested(const QString &portId);
    void disconnectRequested(const QString &linkId);
    void refreshed();

private:
    void showSwitch(int index);
    void showPlan(int index);
    void showLive(int index);

    const Design &m_design;
    const LiveResult *m_live = nullptr;
    QString m_folder;
    QComboBox *m_switches;
    QLabel *m_summary;
    QTableWidget *m_table;
};

} // namespace hvnet
