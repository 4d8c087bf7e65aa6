#pragma once

#include "model/design.h"

#include <QObject>

class QMenu;
class QWidget;

namespace hvnet {

class DesignDocument;
class Recovery;
class RecentFiles;

// The file side of the window: new, from a template, open (also from the
// recent files), save, save as, the question about unsaved changes, and the
// offer to recover a session that ended without saving. It asks and warns
// in the window; what follows for the canvas (fit, validate at once) is the
// window's, on designOpened().
class DesignFiles : public QObject
{
    Q_OBJECT

public:
    DesignFiles(QWidget *window, DesignDocument *document, Recovery *recovery, QMenu *recentMenu);

    // A new, empty design: a name and the usual QoS policy for SMB Direct.
    static Design emptyDesign();

    void newDesign();
    void newFromTemplate();
    void open();
    // Opens a file; on failure shows nothing and returns the error text.
    QString openFile(const QString &fileName);
    bool save();
    bool saveAs();
    // Whether the design may be replaced: saved, discarded, or not modified.
    bool maybeSave();
    // Offers the copies of sessions that ended without saving (at start).
    void offerRecovery();

Q_SIGNALS:
    // Another design was opened (a file, a template, a recovered copy).
    void designOpened();
    // A new, empty design replaced the old one.
    void designCleared();
    void statusMessage(const QString &text, int timeout);

private:
    void openRecent(const QString &fileName);
    void warnNotSaved(const QString &error);

    QWidget *m_window;
    DesignDocument *m_document;
    Recovery *m_recovery;
    RecentFiles *m_recent;
};

} // namespace hvnet
