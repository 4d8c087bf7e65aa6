#pragma once

#include <QDialog>
#include <QString>

class QComboBox;
class QTableWidget;

namespace hvnet {

class Design;

// A switch's port map: which node and adapter (or which peer switch) sits on
// each port, with its VLANs and PFC state, as the switch configuration will
// have them. Printable.
class PortMapDialog : public QDialog
{
    Q_OBJECT

public:
    PortMapDialog(const Design &design, const QString &switchId = {}, QWidget *parent = nullptr);

    // The port map of the shown switch as an HTML page, for printing.
    QString html() const;
    // Prints (or, for a file name ending in .pdf, writes a PDF of) the map.
    bool printTo(const QString &pdfFile) const;

private:
    void showSwitch(int index);

    const Design &m_design;
    QComboBox *m_switches;
    QTableWidget *m_table;
};

} // namespace hvnet
