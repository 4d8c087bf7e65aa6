#pragma once

#include "model/design.h"

#include <QDialog>

class QTableWidget;
class QLabel;

namespace hvnet {

// Design > Subnets and VLANs: the design's subnets in one table (name,
// purpose, prefix, VLAN, gateway, DNS). OK hands back the edited list, which
// the caller applies as one undoable step. A subnet still used by interfaces
// cannot be removed; malformed prefixes and addresses are marked and keep
// the dialog open.
class SubnetsDialog : public QDialog
{
    Q_OBJECT

public:
    SubnetsDialog(const Design &design, QWidget *parent = nullptr);
    std::vector<Subnet> subnets() const;
    QTableWidget *table() const { return m_table; }

    void accept() override;

protected:
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void addRow(const Subnet &subnet);
    void addSubnet();
    // Typical Subnets: what a converged S2D design needs and the table
    // lacks; the keyboard goes to the first cell still to be filled in.
    void addTypical();
    // Puts the keyboard in a cell: its widget, or the editor of its text.
    void focusCell(int row, int column);
    void removeSelected();
    // The problems of the table as it is; marks the cells.
    QStringList problems();

    const Design &m_design;
    QTableWidget *m_table;
    QLabel *m_message;
    QSet<QString> m_used;
    bool m_measured = false;
};

} // namespace hvnet
