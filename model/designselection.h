#pragma once

#include <QObject>
#include <QStringList>

namespace hvnet {

// What is selected in the open design, by id: nodes, switches, cables,
// clusters, or the subnet or adapter a finding names. The document owns it;
// the canvas, the outline and the properties dock each follow it and set it
// from their own gestures, so no view relays the selection to another.
class DesignSelection : public QObject
{
    Q_OBJECT

public:
    explicit DesignSelection(QObject *parent = nullptr) : QObject(parent) { }

    const QStringList &ids() const { return m_ids; }
    bool isEmpty() const { return m_ids.isEmpty(); }
    // Announces a change only when the ids differ.
    void setIds(const QStringList &ids);
    void clear() { setIds({}); }

Q_SIGNALS:
    void changed(const QStringList &ids);

private:
    QStringList m_ids;
};

} // namespace hvnet
