#include "windowssimansible.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtEndian>

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace winsim {

namespace {

QString userName()
{
    const QString user = qEnvironmentVariable("USER");
    return user.isEmpty() ? QStringLiteral("hvnet") : user;
}

QString profile()
{
    return QStringLiteral("C:\\Users\\%1").arg(userName());
}

// The Windows path of a file of the host's folder, as Windows prints it.
QString windowsPathOf(const QString &home, const QString &local)
{
    const QString root = QDir::cleanPath(home) + QStringLiteral("/");
    if (!local.startsWith(root) || local.size() < root.size() + 2 || local.at(root.size() + 1) != QLatin1Char(':'))
        return local;
    QString path = local.mid(root.size());
    path.replace(QLatin1Char('/'), QLatin1Char('\\'));
    return path.size() == 2 ? path + QLatin1Char('\\') : path;
}

void write(const QByteArray &bytes, FILE *to)
{
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), to);
    std::fflush(to);
}

void say(const QString &text)
{
    write(text.toUtf8(), stdout);
}

// An error PowerShell prints for a command it ended with, on stderr.
int refuse(const QString &message)
{
    write((message + QStringLiteral("\r\n")).toUtf8(), stderr);
    return 1;
}

QString unquoted(const QString &literal)
{
    QString text = literal;
    return text.replace(QLatin1String("''"), QLatin1String("'"));
}

QByteArray readStdin()
{
    QByteArray all;
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (n <= 0)
            break;
        all.append(buffer, n);
    }
    return all;
}

// ------------------------------------------------------------ the modules

struct Module {
    QString home;
    QJsonObject args;
    bool checkMode = false;
    QString self;
    QStringList selfArgs;
    QJsonObject result;

    QString text(const char *key, const QString &fallback = {}) const
    {
        const QJsonValue v = args.value(QLatin1String(key));
        return v.isString() ? v.toString() : fallback;
    }
    bool flag(const char *key, bool fallback) const
    {
        const QJsonValue v = args.value(QLatin1String(key));
        if (v.isBool())
            return v.toBool();
        if (v.isString())
            return QStringList{QStringLiteral("yes"), QStringLiteral("true"), QStringLiteral("1")}.contains(v.toString().toLower());
        return fallback;
    }
    QStringList list(const char *key) const
    {
        const QJsonValue v = args.value(QLatin1String(key));
        QStringList out;
        if (v.isString())
            out << v.toString();
        for (const QJsonValue &item : v.toArray())
            out << item.toString();
        return out;
    }
    // Fail-Json: the result so far, failed, the message; exit code 1.
    int fail(const QString &message)
    {
        result.insert(QStringLiteral("failed"), true);
        result.insert(QStringLiteral("msg"), message);
        return 1;
    }
    std::optional<QString> local(const QString &windowsPath)
    {
        const QString path = localPath(home, windowsPath);
        if (path.isEmpty())
            return std::nullopt;
        return path;
    }
};

QString checksumOf(const QString &file, const QString &algorithm)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString a = algorithm.toLower();
    const QCryptographicHash::Algorithm kind = a == QLatin1String("md5") ? QCryptographicHash::Md5
        : a == QLatin1String("sha256")                                 ? QCryptographicHash::Sha256
        : a == QLatin1String("sha384")                                 ? QCryptographicHash::Sha384
        : a == QLatin1String("sha512")                                 ? QCryptographicHash::Sha512
                                                                       : QCryptographicHash::Sha1;
    QCryptographicHash hash(kind);
    hash.addData(&f);
    return QString::fromLatin1(hash.result().toHex());
}

// ansible.windows.win_file: path, state absent | directory | file | touch.
int winFile(Module &m)
{
    QString path = m.text("path");
    if (path.isEmpty())
        path = m.text("dest", m.text("name"));
    const auto file = m.local(path);
    if (!file)
        return m.fail(QStringLiteral("path %1 is outside this host").arg(path));
    const QFileInfo info(*file);
    const QString state = m.text("state", info.isDir() ? QStringLiteral("directory") : QStringLiteral("file"));
    bool changed = false;
    if (state == QLatin1String("absent")) {
        if (info.exists() || info.isSymLink()) {
            changed = true;
            if (!m.checkMode && !(info.isDir() ? QDir(*file).removeRecursively() : QFile::remove(*file)))
                return m.fail(QStringLiteral("Failed to delete %1").arg(path));
        }
    } else if (state == QLatin1String("directory")) {
        if (info.isFile())
            return m.fail(QStringLiteral("path %1 is not a directory").arg(path));
        if (!info.exists()) {
            changed = true;
            if (!m.checkMode && !QDir().mkpath(*file))
                return m.fail(QStringLiteral("Failed to create directory %1").arg(path));
        }
    } else if (state == QLatin1String("file")) {
        if (info.isDir())
            return m.fail(QStringLiteral("path %1 is a directory").arg(path));
        if (!info.exists())
            return m.fail(QStringLiteral("path %1 will not be created").arg(path));
    } else if (state == QLatin1String("touch")) {
        changed = true;
        if (!m.checkMode) {
            QFile f(*file);
            if (!f.open(QIODevice::Append))
                return m.fail(QStringLiteral("Failed to touch %1").arg(path));
        }
    } else {
        return m.fail(QStringLiteral("value of state must be one of: absent, directory, file, touch. Got no match for: %1").arg(state));
    }
    m.result.insert(QStringLiteral("changed"), changed);
    return 0;
}

// ansible.windows.win_stat (fetch's stat too): path, get_checksum,
// checksum_algorithm (sha1 unless given).
int winStat(Module &m)
{
    const QString path = m.text("path");
    const auto file = m.local(path);
    if (!file)
        return m.fail(QStringLiteral("path %1 is outside this host").arg(path));
    const QFileInfo info(*file);
    QJsonObject stat{{QStringLiteral("exists"), info.exists()}};
    if (info.exists()) {
        stat.insert(QStringLiteral("path"), windowsPathOf(m.home, info.absoluteFilePath()));
        stat.insert(QStringLiteral("filename"), info.fileName());
        stat.insert(QStringLiteral("isdir"), info.isDir());
        stat.insert(QStringLiteral("isreg"), info.isFile());
        stat.insert(QStringLiteral("islnk"), false);
        stat.insert(QStringLiteral("lastwritetime"), double(info.lastModified().toSecsSinceEpoch()));
        if (info.isFile()) {
            stat.insert(QStringLiteral("size"), double(info.size()));
            stat.insert(QStringLiteral("extension"), info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix());
            if (m.flag("get_checksum", true))
                stat.insert(QStringLiteral("checksum"), checksumOf(*file, m.text("checksum_algorithm", QStringLiteral("sha1"))));
        }
    }
    m.result.insert(QStringLiteral("changed"), false);
    m.result.insert(QStringLiteral("stat"), stat);
    return 0;
}

// ansible.windows.win_copy as its action plugin drives it: "query" (which
// of the local files differ from what dest holds, by SHA-1) and "single"
// (the one file the plugin sent to the temporary folder, copied to dest).
int winCopy(Module &m)
{
    const QString mode = m.text("_copy_mode", QStringLiteral("single"));
    const QString dest = m.text("dest");
    const auto destFile = m.local(dest);
    if (!destFile)
        return m.fail(QStringLiteral("dest %1 is outside this host").arg(dest));
    if (mode == QLatin1String("query")) {
        const bool force = m.flag("force", true);
        QJsonArray files, directories;
        for (const QJsonValue &v : m.args.value(QStringLiteral("files")).toArray()) {
            const QJsonObject f = v.toObject();
            QString target = *destFile + QLatin1Char('/') + QString(f.value(QStringLiteral("dest")).toString()).replace(QLatin1Char('\\'), QLatin1Char('/'));
            if (QFileInfo(target).isDir())
                target += QLatin1Char('/') + QFileInfo(QString(f.value(QStringLiteral("src")).toString())).fileName();
            const QFileInfo info(target);
            if (info.isFile()) {
                if (force && checksumOf(target, QStringLiteral("sha1")) != f.value(QStringLiteral("checksum")).toString())
                    files.append(f);
            } else if (info.isDir()) {
                return m.fail(QStringLiteral("cannot copy file to dest '%1': object at path is already a directory")
                                  .arg(windowsPathOf(m.home, target)));
            } else {
                files.append(f);
            }
        }
        for (const QJsonValue &v : m.args.value(QStringLiteral("directories")).toArray()) {
            const QJsonObject d = v.toObject();
            const QString target = *destFile + QLatin1Char('/') + d.value(QStringLiteral("dest")).toString();
            if (!QFileInfo(target).isDir())
                directories.append(d);
        }
        m.result.insert(QStringLiteral("changed"), false);
        m.result.insert(QStringLiteral("files"), files);
        m.result.insert(QStringLiteral("directories"), directories);
        m.result.insert(QStringLiteral("symlinks"), QJsonArray());
        return 0;
    }
    if (mode != QLatin1String("single"))
        return m.fail(QStringLiteral("hvnet_windows_sim: win_copy's %1 mode is not simulated").arg(mode));
    const QString src = m.text("src");
    const auto srcFile = m.local(src);
    if (!srcFile || !QFileInfo(*srcFile).isFile())
        return m.fail(QStringLiteral("Cannot copy src file: '%1' as it does not exist").arg(src));
    QString target = *destFile;
    if (dest.endsWith(QLatin1Char('/')) || dest.endsWith(QLatin1Char('\\')) || QFileInfo(target).isDir())
        target += QLatin1Char('/') + m.text("_original_basename");
    const QString parent = QFileInfo(target).absolutePath();
    if (QFileInfo(parent).isFile())
        return m.fail(QStringLiteral("object at destination parent dir '%1' is currently a file").arg(windowsPathOf(m.home, parent)));
    if (!QFileInfo(parent).isDir()) {
        if (target == *destFile)
            return m.fail(QStringLiteral("Destination directory '%1' does not exist").arg(windowsPathOf(m.home, parent)));
        QDir().mkpath(parent);
    }
    QFile::remove(target);
    if (!QFile::copy(*srcFile, target))
        return m.fail(QStringLiteral("Access to the path '%1' is denied.").arg(windowsPathOf(m.home, target)));
    m.result.insert(QStringLiteral("changed"), true);
    m.result.insert(QStringLiteral("src"), src);
    m.result.insert(QStringLiteral("dest"), windowsPathOf(m.home, target));
    m.result.insert(QStringLiteral("operation"), QStringLiteral("file_copy"));
    m.result.insert(QStringLiteral("original_basename"), m.text("_original_basename"));
    m.result.insert(QStringLiteral("checksum"), checksumOf(target, QStringLiteral("sha1")));
    m.result.insert(QStringLiteral("size"), double(QFileInfo(target).size()));
    return 0;
}

// The words of argv as the Windows command line that carries them
// (quoted where they hold a blank, as CommandLineToArgvW reads them back).
QString commandLineOf(const QStringList &argv)
{
    QStringList words;
    for (const QString &w : argv)
        words << (w.contains(QLatin1Char(' ')) || w.isEmpty() ? QLatin1Char('"') + w + QLatin1Char('"') : w);
    return words.join(QLatin1Char(' '));
}

struct Ran {
    int rc = -1;
    QByteArray out;
    QByteArray err;
};

// This program again, as an exec request of a host whose default shell is
// cmd.exe would run it (the path after -File as this host's file).
Ran runSelf(const QString &self, const QStringList &selfArgs, const QString &commandLine)
{
    int outPipe[2], errPipe[2];
    if (::pipe(outPipe) != 0 || ::pipe(errPipe) != 0)
        return {};
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::dup2(outPipe[1], STDOUT_FILENO);
        ::dup2(errPipe[1], STDERR_FILENO);
        ::close(outPipe[0]);
        ::close(errPipe[0]);
        const int devNull = ::open("/dev/null", O_RDONLY);
        if (devNull >= 0)
            ::dup2(devNull, STDIN_FILENO);
        ::setenv("SSH_ORIGINAL_COMMAND", commandLine.toLocal8Bit().constData(), 1);
        std::vector<std::string> strings{self.toStdString()};
        for (const QString &a : selfArgs)
            strings.push_back(a.toStdString());
        std::vector<char *> argv;
        for (std::string &s : strings)
            argv.push_back(s.data());
        argv.push_back(nullptr);
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    ::close(outPipe[1]);
    ::close(errPipe[1]);
    Ran ran;
    pollfd fds[2] = {{outPipe[0], POLLIN, 0}, {errPipe[0], POLLIN, 0}};
    int open = 2;
    while (open > 0) {
        if (::poll(fds, 2, -1) < 0)
            break;
        for (int i = 0; i < 2; ++i) {
            if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            char buffer[16384];
            const ssize_t n = ::read(fds[i].fd, buffer, sizeof buffer);
            if (n <= 0) {
                ::close(fds[i].fd);
                fds[i].fd = -1;
                --open;
            } else {
                (i == 0 ? ran.out : ran.err).append(buffer, n);
            }
        }
    }
    int status = 0;
    if (pid > 0 && ::waitpid(pid, &status, 0) == pid && WIFEXITED(status))
        ran.rc = WEXITSTATUS(status);
    return ran;
}

// ansible.windows.win_command: argv (or the command line), run as the
// process it names; the result's rc, stdout and stderr, failed on a
// non-zero rc (Ansible.Basic's FailJson, "non-zero return code").
int winCommand(Module &m)
{
    QStringList argv = m.list("argv");
    if (argv.isEmpty())
        argv = m.text("_raw_params", m.text("cmd")).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (argv.isEmpty())
        return m.fail(QStringLiteral("missing required argument: cmd or argv"));
    const QString commandLine = commandLineOf(argv);
    // The script a -File names, as this host's file for the program that runs it.
    QStringList local = argv;
    const qsizetype file = local.indexOf(QStringLiteral("-File"));
    if (file >= 0 && file + 1 < local.size()) {
        const QString path = localPath(m.home, local[file + 1]);
        if (!path.isEmpty())
            local[file + 1] = path;
    }
    const QDateTime start = QDateTime::currentDateTime();
    const Ran ran = runSelf(m.self, m.selfArgs, commandLineOf(local));
    const QDateTime end = QDateTime::currentDateTime();
    const auto lines = [](const QByteArray &text) {
        QJsonArray out;
        for (const QString &line : QString::fromUtf8(text).split(QRegularExpression(QStringLiteral("\r?\n"))))
            out.append(line);
        if (!out.isEmpty() && out.last().toString().isEmpty())
            out.removeLast();
        return out;
    };
    m.result.insert(QStringLiteral("changed"), true);
    m.result.insert(QStringLiteral("cmd"), commandLine);
    m.result.insert(QStringLiteral("rc"), ran.rc);
    m.result.insert(QStringLiteral("stdout"), QString::fromUtf8(ran.out));
    m.result.insert(QStringLiteral("stderr"), QString::fromUtf8(ran.err));
    m.result.insert(QStringLiteral("stdout_lines"), lines(ran.out));
    m.result.insert(QStringLiteral("stderr_lines"), lines(ran.err));
    m.result.insert(QStringLiteral("start"), start.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")));
    m.result.insert(QStringLiteral("end"), end.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")));
    m.result.insert(QStringLiteral("delta"), QStringLiteral("0:00:%1").arg(start.msecsTo(end) / 1000.0, 9, 'f', 6, QLatin1Char('0')));
    return ran.rc == 0 ? 0 : m.fail(QStringLiteral("non-zero return code"));
}

// ansible.windows.win_find: files of paths whose names match patterns
// (wildcards, any case), not recursing; a path that is not there is
// skipped with a warning, as win_find does.
int winFind(Module &m)
{
    QJsonArray files, warnings;
    int examined = 0;
    std::vector<QRegularExpression> patterns;
    for (const QString &p : m.list("patterns"))
        patterns.emplace_back(QRegularExpression::wildcardToRegularExpression(p), QRegularExpression::CaseInsensitiveOption);
    const QString algorithm = m.text("checksum_algorithm", QStringLiteral("sha1"));
    const bool checksum = m.flag("get_checksum", true);
    std::vector<QJsonObject> found;
    for (const QString &path : m.list("paths")) {
        const auto dir = m.local(path);
        if (!dir || !QFileInfo(*dir).isDir()) {
            warnings.append(QStringLiteral("Argument path '%1' does not exist or is not accessible, skipping").arg(path));
            continue;
        }
        for (const QFileInfo &info : QDir(*dir).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            ++examined;
            if (!info.isFile())
                continue;
            const bool matches = patterns.empty()
                || std::any_of(patterns.begin(), patterns.end(), [&](const QRegularExpression &re) { return re.match(info.fileName()).hasMatch(); });
            if (!matches)
                continue;
            QJsonObject f{{QStringLiteral("path"), windowsPathOf(m.home, info.absoluteFilePath())},
                {QStringLiteral("filename"), info.fileName()}, {QStringLiteral("isdir"), false},
                {QStringLiteral("islnk"), false}, {QStringLiteral("size"), double(info.size())},
                {QStringLiteral("extension"), info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix()}};
            if (checksum)
                f.insert(QStringLiteral("checksum"), checksumOf(info.absoluteFilePath(), algorithm));
            found.push_back(f);
        }
    }
    std::sort(found.begin(), found.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return a.value(QStringLiteral("path")).toString() < b.value(QStringLiteral("path")).toString();
    });
    for (const QJsonObject &f : found)
        files.append(f);
    m.result.insert(QStringLiteral("changed"), false);
    m.result.insert(QStringLiteral("examined"), examined);
    m.result.insert(QStringLiteral("matched"), int(files.size()));
    m.result.insert(QStringLiteral("files"), files);
    if (!warnings.isEmpty())
        m.result.insert(QStringLiteral("warnings"), warnings);
    return 0;
}

int runModule(const QString &home, const QString &self, const QStringList &selfArgs)
{
    const QByteArray input = readStdin();
    const qsizetype split = input.indexOf(QByteArray("\0\0\0\0", 4));
    if (split < 0)
        return refuse(QStringLiteral("invalid payload"));
    QJsonParseError error;
    const QJsonDocument manifest = QJsonDocument::fromJson(input.mid(split + 4), &error);
    if (!manifest.isObject())
        return refuse(QStringLiteral("invalid payload: %1").arg(error.errorString()));
    Module m;
    m.home = home;
    m.self = self;
    m.selfArgs = selfArgs;
    m.args = manifest.object().value(QStringLiteral("module_args")).toObject();
    m.checkMode = m.args.value(QStringLiteral("_ansible_check_mode")).toBool();
    QString name = m.args.value(QStringLiteral("_ansible_module_name")).toString().section(QLatin1Char('.'), -1);
    if (name.startsWith(QLatin1String("win_")))
        name = name.mid(4);
    int code = 0;
    if (name == QLatin1String("file"))
        code = winFile(m);
    else if (name == QLatin1String("stat"))
        code = winStat(m);
    else if (name == QLatin1String("copy"))
        code = winCopy(m);
    else if (name == QLatin1String("command"))
        code = winCommand(m);
    else if (name == QLatin1String("find"))
        code = winFind(m);
    else
        code = m.fail(QStringLiteral("hvnet_windows_sim: the module %1 is not simulated")
                          .arg(m.args.value(QStringLiteral("_ansible_module_name")).toString()));
    write(QJsonDocument(m.result).toJson(QJsonDocument::Compact) + "\r\n", stdout);
    return code;
}

// ------------------------------------------------------------ SFTP

// SSH File Transfer Protocol, version 3 (draft-ietf-secsh-filexfer-02),
// the requests OpenSSH's sftp sends for put and get.
enum : unsigned char {
    FxpInit = 1, FxpVersion = 2, FxpOpen = 3, FxpClose = 4, FxpRead = 5, FxpWrite = 6, FxpLstat = 7, FxpFstat = 8,
    FxpSetstat = 9, FxpFsetstat = 10, FxpOpendir = 11, FxpReaddir = 12, FxpRemove = 13, FxpMkdir = 14,
    FxpRmdir = 15, FxpRealpath = 16, FxpStat = 17, FxpRename = 18, FxpStatus = 101, FxpHandle = 102,
    FxpData = 103, FxpName = 104, FxpAttrs = 105
};
enum : unsigned { FxOk = 0, FxEof = 1, FxNoSuchFile = 2, FxPermissionDenied = 3, FxFailure = 4, FxOpUnsupported = 8 };

class Packet
{
public:
    explicit Packet(QByteArray data) : m_data(std::move(data)) { }
    quint32 u32()
    {
        if (m_at + 4 > m_data.size()) {
            m_bad = true;
            return 0;
        }
        const quint32 v = qFromBigEndian<quint32>(m_data.constData() + m_at);
        m_at += 4;
        return v;
    }
    quint64 u64()
    {
        const quint64 high = u32();
        return (high << 32) | u32();
    }
    QByteArray string()
    {
        const quint32 n = u32();
        if (m_bad || m_at + qsizetype(n) > m_data.size()) {
            m_bad = true;
            return {};
        }
        const QByteArray s = m_data.mid(m_at, n);
        m_at += n;
        return s;
    }
    unsigned char byte()
    {
        if (m_at >= m_data.size()) {
            m_bad = true;
            return 0;
        }
        return uchar(m_data[m_at++]);
    }
    bool bad() const { return m_bad; }

private:
    QByteArray m_data;
    qsizetype m_at = 0;
    bool m_bad = false;
};

class Reply
{
public:
    explicit Reply(unsigned char type) { m_data.append(char(type)); }
    Reply &u32(quint32 v)
    {
        char bytes[4];
        qToBigEndian(v, bytes);
        m_data.append(bytes, 4);
        return *this;
    }
    Reply &u64(quint64 v) { return u32(quint32(v >> 32)).u32(quint32(v)); }
    Reply &string(const QByteArray &s)
    {
        u32(quint32(s.size()));
        m_data.append(s);
        return *this;
    }
    Reply &attrs(const QFileInfo &info)
    {
        u32(0x1 | 0x4 | 0x8); // size, permissions, access and modification times
        u64(quint64(info.isFile() ? info.size() : 0));
        u32(info.isDir() ? 040755 : 0100644);
        const quint32 time = quint32(info.lastModified().toSecsSinceEpoch());
        return u32(time).u32(time);
    }
    void send() const
    {
        QByteArray framed(4, Qt::Uninitialized);
        qToBigEndian(quint32(m_data.size()), framed.data());
        framed.append(m_data);
        qsizetype done = 0;
        while (done < framed.size()) {
            const ssize_t w = ::write(STDOUT_FILENO, framed.constData() + done, size_t(framed.size() - done));
            if (w <= 0)
                return;
            done += w;
        }
    }

private:
    QByteArray m_data;
};

bool readExactly(char *into, size_t n)
{
    size_t done = 0;
    while (done < n) {
        const ssize_t r = ::read(STDIN_FILENO, into + done, n - done);
        if (r <= 0)
            return false;
        done += size_t(r);
    }
    return true;
}

void status(quint32 id, unsigned code, const QString &message)
{
    Reply(FxpStatus).u32(id).u32(code).string(message.toUtf8()).string(QByteArrayLiteral("en")).send();
}

// The path SFTP names, as Windows' sftp-server reads it: "/C:/x" is C:\x, a
// relative path is in the profile folder.
QString sftpPath(const QString &home, const QByteArray &path)
{
    QString p = QString::fromUtf8(path);
    if (p.isEmpty() || p == QLatin1String("."))
        p = profile();
    return localPath(home, p);
}

} // namespace

std::optional<QString> decodeEncodedCommand(const QString &encoded)
{
    const auto bytes = QByteArray::fromBase64Encoding(encoded.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!bytes || bytes.decoded.size() % 2)
        return std::nullopt;
    QString text;
    for (qsizetype i = 0; i + 1 < bytes.decoded.size(); i += 2)
        text.append(QChar(char16_t(uchar(bytes.decoded[i]) | (uchar(bytes.decoded[i + 1]) << 8))));
    return text;
}

QString localPath(const QString &home, const QString &windowsPath)
{
    QString path = windowsPath;
    path.replace(QLatin1Char('\\'), QLatin1Char('/'));
    if (path.size() >= 3 && path.at(0) == QLatin1Char('/') && path.at(2) == QLatin1Char(':'))
        path.remove(0, 1);
    const QString root = QDir::cleanPath(home);
    QString local;
    if (path.size() >= 2 && path.at(1) == QLatin1Char(':') && path.at(0).isLetter()) {
        const QString rest = path.mid(2);
        local = root + QLatin1Char('/') + path.at(0).toUpper() + QLatin1Char(':')
            + (rest.startsWith(QLatin1Char('/')) ? rest : QLatin1Char('/') + rest);
    } else if (path.startsWith(QLatin1Char('/'))) {
        return {}; // a path of no drive: none of this host's
    } else {
        QString base = profile();
        base.replace(QLatin1Char('\\'), QLatin1Char('/'));
        local = root + QLatin1Char('/') + base + QLatin1Char('/') + path;
    }
    local = QDir::cleanPath(local);
    return local.startsWith(root + QLatin1Char('/')) ? local : QString();
}

int runAnsibleCommand(const QString &commandLine, const QString &home, const QString &self, const QStringList &args)
{
    // PowerShell runs the line: chcp first (Ansible's console encoding), then
    // powershell.exe with the encoded script, which may be such a line again.
    static const QRegularExpression chcp(QStringLiteral("^chcp(?:\\.com)? 65001 > \\$null ;\\s*"),
        QRegularExpression::CaseInsensitiveOption);
    QString line = commandLine.trimmed();
    line.remove(chcp);
    QString script;
    for (int depth = 0; depth < 4; ++depth) {
        const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const QString program = words.value(0).toLower();
        if (program != QLatin1String("powershell") && program != QLatin1String("powershell.exe"))
            break;
        if (!words.contains(QStringLiteral("-NoProfile"), Qt::CaseInsensitive)
            || !words.contains(QStringLiteral("-NonInteractive"), Qt::CaseInsensitive))
            return refuse(QStringLiteral("hvnet_windows_sim: PowerShell without -NoProfile -NonInteractive"));
        const qsizetype at = words.indexOf(QStringLiteral("-EncodedCommand"));
        const auto decoded = at >= 0 ? decodeEncodedCommand(words.value(at + 1)) : std::nullopt;
        if (!decoded)
            return refuse(QStringLiteral("Cannot process the command because the value specified with -EncodedCommand is "
                                         "not properly encoded. The value must be Base64 encoded."));
        script = *decoded;
        line = script.trimmed();
    }
    if (script.isEmpty())
        return refuse(QStringLiteral("%1 : The term '%1' is not recognized as the name of a cmdlet, function, script file, "
                                     "or operable program.")
                          .arg(line.section(QLatin1Char(' '), 0, 0)));

    if (script.contains(QLatin1String("$exec_wrapper_str = $input | Out-String")))
        return runModule(home, self, args);

    // The shell plugin's scripts (plugins/shell/powershell.py).
    static const QRegularExpression mkdtemp(QStringLiteral(
        "ExpandEnvironmentVariables\\('((?:[^']|'')*)'\\)\\s*\\$tmp = New-Item -Type Directory -Path \\$tmp_path -Name '((?:[^']|'')*)'"));
    if (const auto m = mkdtemp.match(script); m.hasMatch()) {
        QString base = unquoted(m.captured(1));
        const QString user = profile();
        base.replace(QStringLiteral("%TEMP%"), user + QStringLiteral("\\AppData\\Local\\Temp"), Qt::CaseInsensitive)
            .replace(QStringLiteral("%TMP%"), user + QStringLiteral("\\AppData\\Local\\Temp"), Qt::CaseInsensitive)
            .replace(QStringLiteral("%USERPROFILE%"), user, Qt::CaseInsensitive);
        const QString made = base + QLatin1Char('\\') + unquoted(m.captured(2));
        const QString local = localPath(home, made);
        if (local.isEmpty() || QFileInfo::exists(local) || !QDir().mkpath(local))
            return refuse(QStringLiteral("New-Item : An item with the specified name %1 already exists.").arg(made));
        say(made + QStringLiteral("\r\n"));
        return 0;
    }
    static const QRegularExpression remove(QStringLiteral("Remove-Item '((?:[^']|'')*)' -Force( -Recurse)?;"));
    if (const auto m = remove.match(script); m.hasMatch()) {
        const QString path = unquoted(m.captured(1));
        const QString local = localPath(home, path);
        const QFileInfo info(local);
        if (local.isEmpty() || !info.exists())
            return refuse(QStringLiteral("Remove-Item : Cannot find path '%1' because it does not exist.").arg(path));
        const bool removed = info.isDir() ? (m.captured(2).isEmpty() ? QDir().rmdir(local) : QDir(local).removeRecursively())
                                          : QFile::remove(local);
        return removed ? 0 : refuse(QStringLiteral("Remove-Item : Cannot remove item %1.").arg(path));
    }
    if (script.contains(QLatin1String("Write-Output (Get-Location).Path"))) {
        say(profile() + QStringLiteral("\r\n"));
        return 0;
    }
    return refuse(QStringLiteral("%1 : The term '%1' is not recognized as the name of a cmdlet, function, script file, "
                                 "or operable program.")
                      .arg(script.section(QLatin1Char('\n'), 0, 0).section(QLatin1Char(' '), 0, 0)));
}

int serveSftp(const QString &home)
{
    std::map<QByteArray, std::unique_ptr<QFile>> files;
    // The open file of a handle, or nullptr.
    const auto fileOf = [&files](const QByteArray &handle) -> QFile * {
        const auto it = files.find(handle);
        return it == files.end() ? nullptr : it->second.get();
    };
    std::map<QByteArray, std::pair<QFileInfoList, bool>> dirs; // entries, sent
    int next = 0;
    for (;;) {
        char head[4];
        if (!readExactly(head, 4))
            return 0;
        const quint32 length = qFromBigEndian<quint32>(head);
        if (length == 0 || length > 4 * 1024 * 1024)
            return 1;
        QByteArray body(qsizetype(length), Qt::Uninitialized);
        if (!readExactly(body.data(), length))
            return 0;
        Packet p(body);
        const unsigned char type = p.byte();
        if (type == FxpInit) {
            Reply(FxpVersion).u32(3).send();
            continue;
        }
        const quint32 id = p.u32();
        switch (type) {
        case FxpRealpath: {
            const QString local = sftpPath(home, p.string());
            if (local.isEmpty()) {
                status(id, FxNoSuchFile, QStringLiteral("No such file"));
                break;
            }
            QString shown = windowsPathOf(home, local);
            shown = QLatin1Char('/') + shown.replace(QLatin1Char('\\'), QLatin1Char('/'));
            Reply(FxpName).u32(id).u32(1).string(shown.toUtf8()).string(shown.toUtf8()).u32(0).send();
            break;
        }
        case FxpStat:
        case FxpLstat: {
            const QString local = sftpPath(home, p.string());
            const QFileInfo info(local);
            if (local.isEmpty() || !info.exists())
                status(id, FxNoSuchFile, QStringLiteral("No such file"));
            else
                Reply(FxpAttrs).u32(id).attrs(info).send();
            break;
        }
        case FxpOpen: {
            const QString local = sftpPath(home, p.string());
            const quint32 flags = p.u32();
            QIODevice::OpenMode mode;
            if (flags & 0x1)
                mode |= QIODevice::ReadOnly;
            if (flags & 0x2)
                mode |= QIODevice::WriteOnly;
            if (flags & 0x4)
                mode |= QIODevice::Append;
            if (flags & 0x10)
                mode |= QIODevice::Truncate;
            const QFileInfo info(local);
            if (local.isEmpty() || (!info.exists() && (!(flags & 0x8) || !QFileInfo(info.absolutePath()).isDir()))
                || ((flags & 0x20) && info.exists())) {
                status(id, FxNoSuchFile, QStringLiteral("No such file"));
                break;
            }
            auto file = std::make_unique<QFile>(local);
            if (!file->open(mode)) {
                status(id, FxPermissionDenied, QStringLiteral("Permission denied"));
                break;
            }
            const QByteArray handle = QByteArray::number(++next);
            files[handle] = std::move(file);
            Reply(FxpHandle).u32(id).string(handle).send();
            break;
        }
        case FxpRead: {
            const QByteArray handle = p.string();
            const quint64 offset = p.u64();
            const quint32 want = p.u32();
            QFile *file = fileOf(handle);
            if (!file) {
                status(id, FxFailure, QStringLiteral("bad handle"));
                break;
            }
            file->seek(qint64(offset));
            const QByteArray data = file->read(qint64(std::min<quint32>(want, 256 * 1024)));
            if (data.isEmpty())
                status(id, FxEof, QStringLiteral("End of file"));
            else
                Reply(FxpData).u32(id).string(data).send();
            break;
        }
        case FxpWrite: {
            const QByteArray handle = p.string();
            const quint64 offset = p.u64();
            const QByteArray data = p.string();
            QFile *file = fileOf(handle);
            if (!file || !file->seek(qint64(offset)) || file->write(data) != data.size())
                status(id, FxFailure, QStringLiteral("write failed"));
            else
                status(id, FxOk, QStringLiteral("Success"));
            break;
        }
        case FxpFstat: {
            QFile *file = fileOf(p.string());
            if (!file) {
                status(id, FxFailure, QStringLiteral("bad handle"));
                break;
            }
            file->flush();
            Reply(FxpAttrs).u32(id).attrs(QFileInfo(file->fileName())).send();
            break;
        }
        case FxpClose: {
            const QByteArray handle = p.string();
            const bool known = files.erase(handle) + dirs.erase(handle) > 0;
            status(id, known ? FxOk : FxFailure, known ? QStringLiteral("Success") : QStringLiteral("bad handle"));
            break;
        }
        case FxpSetstat:
        case FxpFsetstat:
            status(id, FxOk, QStringLiteral("Success")); // Windows keeps no POSIX modes
            break;
        case FxpOpendir: {
            const QString local = sftpPath(home, p.string());
            if (local.isEmpty() || !QFileInfo(local).isDir()) {
                status(id, FxNoSuchFile, QStringLiteral("No such file"));
                break;
            }
            const QByteArray handle = QByteArray::number(++next);
            dirs[handle] = {QDir(local).entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot, QDir::Name), false};
            Reply(FxpHandle).u32(id).string(handle).send();
            break;
        }
        case FxpReaddir: {
            const auto it = dirs.find(p.string());
            if (it == dirs.end()) {
                status(id, FxFailure, QStringLiteral("bad handle"));
            } else if (it->second.second || it->second.first.isEmpty()) {
                status(id, FxEof, QStringLiteral("End of file"));
            } else {
                Reply reply(FxpName);
                reply.u32(id).u32(quint32(it->second.first.size()));
                for (const QFileInfo &info : it->second.first)
                    reply.string(info.fileName().toUtf8()).string(info.fileName().toUtf8()).attrs(info);
                reply.send();
                it->second.second = true;
            }
            break;
        }
        case FxpRemove: {
            const QString local = sftpPath(home, p.string());
            const bool done = !local.isEmpty() && QFileInfo(local).isFile() && QFile::remove(local);
            status(id, done ? FxOk : FxNoSuchFile, done ? QStringLiteral("Success") : QStringLiteral("No such file"));
            break;
        }
        case FxpMkdir: {
            const QString local = sftpPath(home, p.string());
            const bool done = !local.isEmpty() && QDir().mkdir(local);
            status(id, done ? FxOk : FxFailure, done ? QStringLiteral("Success") : QStringLiteral("Failure"));
            break;
        }
        case FxpRmdir: {
            const QString local = sftpPath(home, p.string());
            const bool done = !local.isEmpty() && QDir().rmdir(local);
            status(id, done ? FxOk : FxFailure, done ? QStringLiteral("Success") : QStringLiteral("Failure"));
            break;
        }
        case FxpRename: {
            const QString from = sftpPath(home, p.string());
            const QString to = sftpPath(home, p.string());
            const bool done = !from.isEmpty() && !to.isEmpty() && !QFileInfo::exists(to) && QFile::rename(from, to);
            status(id, done ? FxOk : FxFailure, done ? QStringLiteral("Success") : QStringLiteral("Failure"));
            break;
        }
        default:
            status(id, FxOpUnsupported, QStringLiteral("Operation unsupported"));
        }
        if (p.bad())
            return 1;
    }
}

} // namespace winsim
