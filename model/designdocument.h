#pragma once

#include "design.h"
#include "designchange.h"
#include "designerror.h"

#include <QObject>
#include <QString>

class QUndoStack;

namespace hvnet {

class DesignSelection;

// The open design: owns the Design, its undo stack, its file name, whether it
// has unsaved changes, and what is selected in it. Every edit is a command on
// the undo stack; commands change the design through edit() and then announce
// what they touched (changed() with a DesignChange, one signal for every
// kind of change), so each view refreshes what it shows of that. Views follow the document and
// its selection(), never each other.
class DesignDocument : public QObject
{
    Q_OBJECT

public:
    explicit DesignDocument(QObject *parent = nullptr);
    ~DesignDocument() override;

    const Design &design() const { return m_design; }
    QUndoStack *undoStack() const { return m_undoStack; }
    // Cleared when the design is replaced (reset, open).
    DesignSelection *selection() const { return m_selection; }

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
    // calls below, which say what the command touched (DesignChange).
    Design &edit() { return m_design; }
    void notifyAdded(DesignPart part, const QString &id) { Q_EMIT changed({DesignChange::Kind::Added, part, id}); }
    // Before and after an object leaves the design: views that hold on to it
    // let go in the first, the rest follow the second.
    void notifyAboutToBeRemoved(DesignPart part, const QString &id)
    {
        Q_EMIT aboutToBeRemoved({DesignChange::Kind::Removed, part, id});
    }
    void notifyRemoved(DesignPart part, const QString &id) { Q_EMIT changed({DesignChange::Kind::Removed, part, id}); }
    // One object of a part changed, or (no id) the part as a whole.
    void notifyChanged(DesignPart part, const QString &id = {})
    {
        Q_EMIT changed({DesignChange::Kind::Changed, part, id});
    }
    // A node or switch moved on the canvas.
    void notifyMoved(const QString &id) { Q_EMIT changed({DesignChange::Kind::Moved, DesignPart::Layout, id}); }

Q_SIGNALS:
    // The whole design was replaced (new, open, recovered): views rebuild.
    void designReset();
    // After every change of the design, with what it touched (not after reset).
    void changed(const hvnet::DesignChange &change);
    // Before a removal that changed() will announce.
    void aboutToBeRemoved(const hvnet::DesignChange &change);
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);

private:
    void setFileName(const QString &fileName);

    Design m_design;
    QUndoStack *m_undoStack;
    DesignSelection *m_selection;
    QString m_fileName;
};

} // namespace hvnet
