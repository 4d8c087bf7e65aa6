#pragma once

#include "model/design.h"

#include <QDialog>
#include <QString>

#include <utility>

class QComboBox;
class QLabel;
class QPushButton;

namespace hvnet {

// Connect...: a cable drawn with the keyboard. Four pickers: the object and
// its adapter or port at one end, the object and its adapter or port at the
// other. Each end is listed with its far end ("Ethernet1/5: to HV01 NIC1") or
// as free, and the pickers open on the next cable a person would draw: from
// the selected host's first free adapter (else the first host with one) to
// the first free port of the switch that host is not cabled to yet; between
// two switches, from their last free ports (where uplinks and peer-links
// sit). Whether the two ends can be joined is NewCable's to say; the dialog
// shows why not and keeps Connect disabled.
class ConnectDialog : public QDialog
{
    Q_OBJECT

public:
    // hint: a node, switch, adapter or port id to start from (the selection), or empty.
    ConnectDialog(const Design &design, const QString &hint, QWidget *parent = nullptr);

    QString from() const;
    QString to() const;

    // An adapter or port with its far end, as the pickers and the canvas's port tooltips say it.
    static QString endText(const Design &design, const QString &endId);
    // The end a link has at the other side of endId, or an empty string when endId is not cabled.
    static QString farEnd(const Design &design, const QString &endId);
    // The ends (adapter or port ids) of a node or switch, in its order.
    static QStringList endsOf(const Design &design, const QString &objectId);
    // The free end each other card offers a cable drawn from end: from an
    // adapter every switch's first free port; from a switch port every
    // host's first free adapter and every other switch's last free port.
    static QStringList nextFreeEnds(const Design &design, const QString &end);

private:
    void fillEnds(QComboBox *objects, QComboBox *ends, const QString &preferred);
    void check();
    // Sets the other end to the one proposed for the from end; between two
    // switches (mayMoveFrom) the from end moves to its switch's last free port.
    void proposeFromHere(bool mayMoveFrom);
    // The end to propose at the far side of from, on another object.
    std::pair<QString, QString> proposeTo(const QString &from) const;

    const Design &m_design;
    QComboBox *m_fromObject;
    QComboBox *m_fromEnd;
    QComboBox *m_toObject;
    QComboBox *m_toEnd;
    QLabel *m_why;
    QPushButton *m_connect;
};

} // namespace hvnet
