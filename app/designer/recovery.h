#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>

#include <memory>

class QLockFile;
class QTimer;

namespace hvnet {

class DesignDocument;

// Autosave: while the document has unsaved changes, a copy goes to a recovery
// file (in the user's data folder, never next to the design) once a burst of
// edits has settled (two seconds without one), and every minute besides.
// A lock file says the copy's owner is alive; a copy whose lock is stale
// belongs to a session that ended without saving or discarding, and the next
// start offers it back. A clean save, a discard or a normal close removes it.
class Recovery : public QObject
{
    Q_OBJECT

public:
    struct Entry {
        QString file; // the recovery copy
        QString originalFile; // where the design was saved before, if ever
        QString name; // the design's name
        QDateTime saved;
    };

    explicit Recovery(DesignDocument *document, QObject *parent = nullptr);
    ~Recovery() override;

    static QString directory();
    void setInterval(int milliseconds);
    // How long the edits must pause before the copy is written.
    void setBurstDelay(int milliseconds);
    // Writes the copy now if the document is modified; true when written.
    bool saveNow();
    // Removes this session's copy (the document was saved or discarded).
    void discard();
    QString currentFile() const { return m_base.isEmpty() ? QString() : m_base + QStringLiteral(".hvnet"); }

    // Copies left behind by sessions that did not end properly, newest first.
    static QList<Entry> orphans();
    // Opens an orphan into the document (modified, under its original name).
    // The caller removes the orphan once its own copy is written. Returns an
    // error text or "".
    static QString restore(const Entry &entry, DesignDocument *document);
    static void remove(const Entry &entry);

Q_SIGNALS:
    // A copy was written (the window keeps its layout at the same moments).
    void autosaved();

private:
    DesignDocument *m_document;
    QTimer *m_timer;
    QTimer *m_burst;
    QString m_base; // path without extension, made on first save
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace hvnet
