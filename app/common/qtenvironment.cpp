#include "qtenvironment.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QtGlobal>

#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

namespace hvnet {

namespace {

QtMessageHandler previousHandler = nullptr;

// Qt's own notices about the platform it runs on. Each is matched exactly (as a
// prefix where Qt appends a path or a value), never by a loose pattern, so a
// message of hvnet's cannot be swallowed by accident.
constexpr const char *platformNoise[] = {
    // QPlatformWindow's default when a platform plugin (offscreen, minimal)
    // cannot pass size hints to a window manager it does not have.
    "This plugin does not support propagateSizeHints()",
    "This plugin does not support raise()",
    "This plugin does not support grabbing the keyboard",
    "This plugin does not support setParent!",
    // QStandardPaths when the session has no runtime folder; the folder is set
    // up below, these remain for the case where that failed.
    "QStandardPaths: XDG_RUNTIME_DIR not set",
    "QStandardPaths: runtime directory",
};

void filteringHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg || type == QtInfoMsg || type == QtDebugMsg) {
        if (isQtPlatformNoise(message.toUtf8().constData()))
            return;
    }
    if (previousHandler)
        previousHandler(type, context, message);
}

bool usableRuntimeDir(const QByteArray &path)
{
    struct stat info {};
    return !path.isEmpty() && ::stat(path.constData(), &info) == 0 && S_ISDIR(info.st_mode)
        && info.st_uid == ::getuid() && (info.st_mode & 0777) == 0700;
}

} // namespace

bool isQtPlatformNoise(const char *message)
{
    if (!message)
        return false;
    for (const char *noise : platformNoise) {
        if (std::strncmp(message, noise, std::strlen(noise)) == 0)
            return true;
    }
    return false;
}

void prepareQtEnvironment()
{
    if (!usableRuntimeDir(qgetenv("XDG_RUNTIME_DIR"))) {
        // The same place Qt would choose, made with the permissions Qt checks.
        const QByteArray dir
            = QFile::encodeName(QDir::tempPath() + QStringLiteral("/runtime-%1").arg(::getuid()));
        ::mkdir(dir.constData(), 0700);
        struct stat info {};
        if (::stat(dir.constData(), &info) == 0 && info.st_uid == ::getuid() && (info.st_mode & 0777) != 0700)
            ::chmod(dir.constData(), 0700);
        if (usableRuntimeDir(dir))
            qputenv("XDG_RUNTIME_DIR", dir);
    }
    previousHandler = qInstallMessageHandler(filteringHandler);
}

} // namespace hvnet
