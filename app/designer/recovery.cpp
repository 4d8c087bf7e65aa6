#include "recovery.h"

#include "exporters/exportresult.h"
#include "model/designdocument.h"
#include "model/atomicfile.h"
#include "model/designreader.h"
#include "model/designwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>
#include <QUuid>

#include <algorithm>

namespace hvnet {

Recovery::Recovery(DesignDocument *document, QObject *parent)
    : QObject(parent), m_document(document), m_timer(new QTimer(this)), m_burst(new QTimer(this))
{
    m_timer->setInterval(60 * 1000);
    connect(m_timer, &QTimer::timeout, this, &Recovery::saveNow);
    m_timer->start();
    // After each burst of edits (a drag, a paste, typing in the properties),
    // not only once a minute: what a crash can take is the last two seconds.
    m_burst->setSingleShot(true);
    m_burst->setInterval(2000);
    connect(m_burst, &QTimer::timeout, this, &Recovery::saveNow);
    connect(document->undoStack(), &QUndoStack::indexChanged, m_burst, qOverload<>(&QTimer::start));
    // Saved or reverted to clean: the copy has nothing left to recover.
    connect(document, &DesignDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            discard();
    });
}

Recovery::~Recovery()
{
    discard();
}

QString Recovery::directory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
        .filePath(QStringLiteral("recovery"));
}

void Recovery::setInterval(int milliseconds)
{
    m_timer->setInterval(milliseconds);
}

void Recovery::setBurstDelay(int milliseconds)
{
    m_burst->setInterval(milliseconds);
}

bool Recovery::saveNow()
{
    if (!m_document->isModified())
        return false;
    if (m_base.isEmpty()) {
        if (!QDir().mkpath(directory()))
            return false;
        m_base = QDir(directory()).filePath(QUuid::createUuid().toString(QUuid::WithoutBraces));
        m_lock = std::make_unique<QLockFile>(m_base + QStringLiteral(".lock"));
        m_lock->setStaleLockTime(0);
        if (!m_lock->tryLock(0)) {
            m_base.clear();
            return false;
        }
    }
    // The raw design, even one the strict reader would refuse: better a copy
    // to repair than none.
    const QByteArray design = DesignWriter::write(m_document->design());
    QJsonObject info;
    info.insert(QStringLiteral("originalFile"), m_document->fileName());
    info.insert(QStringLiteral("name"), m_document->displayName());
    info.insert(QStringLiteral("saved"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    const QString name = QFileInfo(m_base).fileName();
    const bool written = writeExportedFiles(
        {{name + QStringLiteral(".hvnet"), design}, {name + QStringLiteral(".json"), QJsonDocument(info).toJson()}},
        directory())
                             .isEmpty();
    if (written)
        Q_EMIT autosaved();
    return written;
}

void Recovery::discard()
{
    if (m_base.isEmpty())
        return;
    QFile::remove(m_base + QStringLiteral(".hvnet"));
    QFile::remove(m_base + QStringLiteral(".json"));
    m_lock.reset(); // unlocks and removes the lock file
    m_base.clear();
}

QList<Recovery::Entry> Recovery::orphans()
{
    QList<Entry> out;
    const QDir dir(directory());
    // What sessions killed in the middle of an autosave left: temporaries,
    // and the lock and copy of one killed before it wrote the description
    // of its copy (the .json, written second), which cannot be offered.
    removeAtomicWriteLeftoversIn(dir.path());
    for (const QString &name : dir.entryList({QStringLiteral("*.lock")}, QDir::Files)) {
        const QString base = dir.filePath(name.left(name.size() - 5));
        if (QFile::exists(base + QStringLiteral(".json")))
            continue;
        QLockFile lock(base + QStringLiteral(".lock"));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0)) {
            // A session killed while it took its lock left the lock without
            // its process's number, which QLockFile never calls stale when
            // no stale time is set; one older than a moment is such a lock.
            qint64 pid = 0;
            QString host, application;
            const qint64 age = QFileInfo(base + QStringLiteral(".lock")).lastModified().msecsTo(QDateTime::currentDateTime());
            if (lock.getLockInfo(&pid, &host, &application) || age < 2000)
                continue; // a live session, before its first autosave is complete
            QFile::remove(base + QStringLiteral(".hvnet"));
            QFile::remove(base + QStringLiteral(".lock"));
            continue;
        }
        QFile::remove(base + QStringLiteral(".hvnet"));
        // unlock() removes the lock file
    }
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const QString base = dir.filePath(name.left(name.size() - 5));
        QLockFile lock(base + QStringLiteral(".lock"));
        lock.setStaleLockTime(0);
        // A live session holds its lock; a dead one's lock is stale and
        // tryLock takes it over.
        if (!lock.tryLock(0))
            continue;
        lock.unlock();
        QFile file(base + QStringLiteral(".json"));
        if (!file.open(QIODevice::ReadOnly) || !QFile::exists(base + QStringLiteral(".hvnet")))
            continue;
        const QJsonObject info = QJsonDocument::fromJson(file.readAll()).object();
        out.append({base + QStringLiteral(".hvnet"), info.value(QStringLiteral("originalFile")).toString(),
            info.value(QStringLiteral("name")).toString(),
            QDateTime::fromString(info.value(QStringLiteral("saved")).toString(), Qt::ISODate)});
    }
    std::sort(out.begin(), out.end(), [](const Entry &a, const Entry &b) { return a.saved > b.saved; });
    return out;
}

QString Recovery::restore(const Entry &entry, DesignDocument *document)
{
    QFile file(entry.file);
    if (!file.open(QIODevice::ReadOnly))
        return file.errorString();
    const auto read = DesignReader::read(file.readAll());
    if (!read.design) {
        DesignError error = read.error;
        error.file = entry.file;
        return error.toString();
    }
    document->resetRecovered(*read.design, entry.originalFile);
    return {};
}

void Recovery::remove(const Entry &entry)
{
    const QString base = entry.file.left(entry.file.size() - 6);
    QFile::remove(base + QStringLiteral(".hvnet"));
    QFile::remove(base + QStringLiteral(".json"));
    QFile::remove(base + QStringLiteral(".lock"));
}

} // namespace hvnet
