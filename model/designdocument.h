#pragma once

#include "design.h"
#include "designerror.h"

#include <QObject>
#include <QString>

class QUndoStack;

namespace hvnet {

// The open design: owns the Design, its undo stack, its file name and whether it
// has unsaved changes. Every edit is a command on the undo stack; commands
// change the design through edit() and then announce the change, so views
// resync the design from the model and never from each other. What is
// selected is not the document's: the main window relays it between the
// views (docs/architecture.md).
class DesignDocument : public QObject
{
    Q_OBJECT

public:
    explicit DesignDocument(QObject *parent = nullptr);
    ~DesignDocument() override;

    const Design &design() const { return m_design; }
    QUndoStack *undoStack() const { return m_undoStack; }

    QString fileName() const { return m_fileName; }
    // The name to show: the design name, else the file name, else "untitled".
    QString displayName() const;
    bool isModified() const;

    // Replaces the whole design (new, open); clears the undo history.
    void reset(const Design &design, const QString &fileName = {});
    DesignError load(const QString &fileName);
    // Replaces the design with one recovered after a crash: it takes the
    // original file name (if any) and counts as modified until saved.
    void resetRecovered(const Design &design, const QString &fileName);
    // Saves atomically; on success the document is clean and takes the name.
    DesignError saveAs(const QString &fileName);
    DesignError save() { return saveAs(m_fileName); }

    // For commands only: the design to change, followed by one of the notify
    // calls below.
    Design &edit() { return m_design; }
    void notifyNodeAdded(const QString &nodeId)
    {
        Q_EMIT nodeAdded(nodeId);
        Q_EMIT changed();
    }
    void notifyNodeAboutToBeRemoved(const QString &nodeId) { Q_EMIT nodeAboutToBeRemoved(nodeId); }
    void notifyNodeRemoved(const QString &nodeId)
    {
        Q_EMIT nodeRemoved(nodeId);
        Q_EMIT changed();
    }
    // Switches and links come and go through these.
    void notifyObjectAdded(const QString &id)
    {
        Q_EMIT objectAdded(id);
        Q_EMIT changed();
    }
    void notifyObjectRemoved(const QString &id)
    {
        Q_EMIT objectRemoved(id);
        Q_EMIT changed();
    }
    // id is an object's id or one of the DesignPart names (editcommands.h).
    void notifyObjectChanged(const QString &id)
    {
        Q_EMIT objectChanged(id);
        Q_EMIT changed();
    }
    void notifyPositionChanged(const QString &id)
    {
        Q_EMIT positionChanged(id);
        Q_EMIT changed();
    }

Q_SIGNALS:
    void designReset();
    void nodeAdded(const QString &nodeId);
    void nodeAboutToBeRemoved(const QString &nodeId);
    void nodeRemoved(const QString &nodeId);
    void objectChanged(const QString &id);
    void positionChanged(const QString &id);
    void objectAdded(const QString &id);
    void objectRemoved(const QString &id);
    // After every change of the design, whatever it was (not after reset).
    void changed();
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);

private:
    void setFileName(const QString &fileName);

    Design m_design;
    QUndoStack *m_undoStack;
    QString m_fileName;
};

} // namespace hvnet
