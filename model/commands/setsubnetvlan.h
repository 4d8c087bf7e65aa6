#pragma once

#include <QString>
#include <QUndoCommand>

namespace hvnet {

class DesignDocument;

// Sets one subnet's VLAN (0: untagged); announces that subnet only.
class SetSubnetVlan : public QUndoCommand
{
public:
    // Named "Set VLAN of <subnet> to <vlan>" unless a text is given (the
    // properties dock names its edits after the field).
    SetSubnetVlan(DesignDocument *document, const QString &subnetId, int vlan, const QString &text = {},
        QUndoCommand *parent = nullptr);

    void redo() override { apply(m_to); }
    void undo() override { apply(m_from); }

private:
    void apply(int vlan);

    DesignDocument *m_document;
    QString m_subnetId;
    int m_from = 0;
    int m_to = 0;
};

} // namespace hvnet
