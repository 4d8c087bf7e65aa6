#include "atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

namespace hvnet {

namespace {

struct AtomicText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::AtomicFile)
};

QString errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

QString temporaryPrefix(const QString &name)
{
    return QLatin1Char('.') + name + QStringLiteral(".hvnet-tmp.");
}

// The file a save replaces: a symbolic link's target, as QSaveFile does.
QString finalFile(const QString &fileName)
{
    const QFileInfo info(fileName);
    if (info.isSymLink())
        return QFileInfo(info.symLinkTarget()).absoluteFilePath();
    return info.absoluteFilePath();
}

bool writeAll(int fd, const QByteArray &content)
{
    const char *data = content.constData();
    qsizetype left = content.size();
    while (left > 0) {
        const ssize_t written = ::write(fd, data, size_t(left));
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        data += written;
        left -= written;
    }
    return true;
}

} // namespace

bool syncDirectory(const QString &path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = ::fsync(fd) == 0;
    const int error = errno;
    ::close(fd);
    errno = error;
    return ok;
}

bool isLeftoverOfDeadProcess(const QString &entry, const QString &prefix)
{
    if (!entry.startsWith(prefix))
        return false;
    const qsizetype end = entry.indexOf(QLatin1Char('.'), prefix.size());
    bool ok = false;
    const qint64 pid = QStringView(entry).mid(prefix.size(), end < 0 ? -1 : end - prefix.size()).toLongLong(&ok);
    if (!ok || pid <= 0 || pid == qint64(::getpid()))
        return false;
    // Signal 0 only asks whether the process exists. A process of another
    // user exists too (EPERM); only "no such process" makes it a leftover.
    return ::kill(pid_t(pid), 0) != 0 && errno == ESRCH;
}

void removeAtomicWriteLeftovers(const QString &fileName)
{
    const QFileInfo target(finalFile(fileName));
    const QString prefix = temporaryPrefix(target.fileName());
    const QDir dir = target.absoluteDir();
    bool removed = false;
    for (const QString &entry : dir.entryList(QDir::Files | QDir::Hidden | QDir::System))
        if (isLeftoverOfDeadProcess(entry, prefix))
            removed = QFile::remove(dir.filePath(entry)) || removed;
    if (removed)
        syncDirectory(dir.path());
}

void removeAtomicWriteLeftoversIn(const QString &folder)
{
    const QDir dir(folder);
    const QLatin1String marker(".hvnet-tmp.");
    bool removed = false;
    for (const QString &entry : dir.entryList(QDir::Files | QDir::Hidden | QDir::System)) {
        const qsizetype at = entry.lastIndexOf(marker);
        if (entry.startsWith(QLatin1Char('.')) && at > 0 && isLeftoverOfDeadProcess(entry, entry.left(at + marker.size())))
            removed = QFile::remove(dir.filePath(entry)) || removed;
    }
    if (removed)
        syncDirectory(dir.path());
}

QString writeFileAtomically(const QString &fileName, const QByteArray &content)
{
    const QString target = finalFile(fileName);
    const QFileInfo info(target);
    const QString dir = info.absolutePath();
    removeAtomicWriteLeftovers(target);

    const QString temporary = QDir(dir).filePath(temporaryPrefix(info.fileName()) + QString::number(::getpid())
        + QLatin1Char('.') + QString::number(QRandomGenerator::global()->generate(), 36));
    const QByteArray temporaryPath = QFile::encodeName(temporary);
    const int fd = ::open(temporaryPath.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0)
        return errnoText(errno);
    const auto fail = [&](int error) {
        ::close(fd);
        ::unlink(temporaryPath.constData());
        return errnoText(error);
    };
    // The file being replaced keeps its permissions (a script stays
    // executable, a private design private).
    struct stat old;
    if (::stat(QFile::encodeName(target).constData(), &old) == 0 && ::fchmod(fd, old.st_mode & 07777) != 0)
        return fail(errno);
    if (!writeAll(fd, content))
        return fail(errno);
    // The content on the disk before the name points at it: otherwise a power
    // cut after the rename can leave an empty file under the old name.
    if (::fsync(fd) != 0)
        return fail(errno);
    if (::close(fd) != 0) {
        const int error = errno;
        ::unlink(temporaryPath.constData());
        return errnoText(error);
    }
    if (::rename(temporaryPath.constData(), QFile::encodeName(target).constData()) != 0) {
        const int error = errno;
        ::unlink(temporaryPath.constData());
        return errnoText(error);
    }
    if (!syncDirectory(dir))
        return AtomicText::tr("the folder %1 could not be flushed to the disk: %2")
            .arg(QDir::toNativeSeparators(dir), errnoText(errno));
    return {};
}

} // namespace hvnet
