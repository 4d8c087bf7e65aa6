#pragma once

#include <QString>
#include <QUndoCommand>

namespace hvnet {

class DesignDocument;

class SetSubnetVlan : public QUndoCommand
{
public:
    SetSubnetVlan(DesignDocument *document, const QString &subnetId, int vlan, QUndoCommand *parent = nullptr);

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
