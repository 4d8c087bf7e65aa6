#include "exportfolder.h"

#include "model/atomicfile.h"
#include "plans/filenames.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

#include <algorithm>
#include <map>
#include <optional>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

namespace hvnet {

namespace {

// One translation context for this file, as lupdate sees it too.
struct FolderText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::ExportFolder)
};

QByteArray sha256Of(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&f);
    return hash.result().toHex();
}

// A path a manifest may name: relative, inside the folder, in '/' form.
bool isSafePath(const QString &path)
{
    if (path.isEmpty() || path.startsWith(QLatin1Char('/')) || path.contains(QLatin1Char('\\'))
        || path.contains(QLatin1Char(':')))
        return false;
    const QStringList parts = path.split(QLatin1Char('/'));
    return std::none_of(parts.begin(), parts.end(),
        [](const QString &p) { return p.isEmpty() || p == QLatin1String(".") || p == QLatin1String(".."); });
}

QString shortList(const QStringList &items)
{
    QStringList shown = items.mid(0, 3);
    QString text = shown.join(QStringLiteral(", "));
    if (items.size() > 3)
        text = FolderText::tr("%1 and %n more", nullptr, int(items.size() - 3)).arg(text);
    return text;
}

struct Manifest {
    QString design;
    std::map<QString, QByteArray> files; // path -> SHA-256 (hex)
};

// The manifest of an earlier export, or why it cannot be read.
std::optional<Manifest> readManifest(const QString &file, QString *error)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = FolderText::tr("cannot read %1: %2").arg(file, f.errorString());
        return std::nullopt;
    }
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll());
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String("hvnet-export")) {
        *error = FolderText::tr("%1 is not the manifest of an hvnet export").arg(file);
        return std::nullopt;
    }
    Manifest m;
    m.design = root.value(QLatin1String("design")).toString();
    for (const QJsonValue &entry : root.value(QLatin1String("files")).toArray()) {
        const QString path = entry.toObject().value(QLatin1String("path")).toString();
        if (!isSafePath(path)) {
            *error = FolderText::tr("%1 names a file outside its folder (\"%2\"); remove the folder's contents by hand")
                         .arg(file, path);
            return std::nullopt;
        }
        m.files[path] = entry.toObject().value(QLatin1String("sha256")).toString().toLatin1();
    }
    return m;
}

QByteArray manifestBytes(const std::vector<ExportedFile> &files, const QString &designName)
{
    std::vector<const ExportedFile *> sorted;
    for (const ExportedFile &f : files)
        sorted.push_back(&f);
    std::sort(
        sorted.begin(), sorted.end(), [](const ExportedFile *a, const ExportedFile *b) { return a->path < b->path; });
    QJsonArray list;
    for (const ExportedFile *f : sorted)
        list.append(QJsonObject{
            {QStringLiteral("path"), f->path}, {QStringLiteral("sha256"), QString::fromLatin1(sha256Hex(f->content))}});
    const QJsonObject root{{QStringLiteral("format"), QStringLiteral("hvnet-export")},
        {QStringLiteral("formatVersion"), 1}, {QStringLiteral("design"), designName}, {QStringLiteral("files"), list}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace

ExportFolder::ExportFolder(const QString &path) : m_path(path)
{ }

ExportFolder::Plan ExportFolder::plan(const std::vector<ExportedFile> &files) const
{
    Plan plan;
    const QDir dir(m_path);
    if (!dir.exists())
        return plan;
    const QString manifestFile = dir.filePath(QLatin1String(manifestName));
    if (!QFileInfo::exists(manifestFile)) {
        const QStringList present = dir.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDir::Name);
        if (!present.isEmpty())
            plan.refusal
                = FolderText::tr("%1 holds files hvnet did not write (%2); export into an empty folder, or one an "
                                 "earlier hvnet export wrote")
                      .arg(QDir::toNativeSeparators(m_path), shortList(present));
        return plan;
    }
    QString error;
    const std::optional<Manifest> previous = readManifest(manifestFile, &error);
    if (!previous) {
        plan.refusal = error;
        return plan;
    }
    plan.previousDesign = previous->design;
    plan.previousFiles = int(previous->files.size());
    std::map<QString, const ExportedFile *> next;
    for (const ExportedFile &f : files)
        next[f.path] = &f;
    QStringList changed, inTheWay;
    for (const auto &[path, hash] : previous->files) {
        const QString file = dir.filePath(path);
        if (!QFileInfo::exists(file))
            continue;
        const auto writes = next.find(path);
        if (writes == next.end())
            plan.stale << path;
        // Only with the files to write: a file that no longer has the content
        // hvnet wrote (nor the content it is about to write, which an
        // interrupted export may have left) was changed by someone.
        if (!files.empty()) {
            const QByteArray now = sha256Of(file);
            if (now != hash && (writes == next.end() || now != sha256Hex(writes->second->content)))
                changed << path;
        }
    }
    for (const auto &[path, file] : next)
        if (!previous->files.count(path) && QFileInfo::exists(dir.filePath(path)))
            inTheWay << path;
    if (!changed.isEmpty())
        plan.refusal
            = FolderText::tr("%1 was changed after hvnet wrote it; move it out of %2 (or delete it) and export again",
                nullptr, int(changed.size()))
                  .arg(shortList(changed), QDir::toNativeSeparators(m_path));
    else if (!inTheWay.isEmpty())
        plan.refusal
            = FolderText::tr("%1 is in the way and was not written by hvnet; move it out of %2 and export again",
                nullptr, int(inTheWay.size()))
                  .arg(shortList(inTheWay), QDir::toNativeSeparators(m_path));
    return plan;
}

namespace {

QString stagingPrefix(const QString &name)
{
    return QLatin1Char('.') + name + QStringLiteral(".hvnet-export.");
}

QString retiredPrefix(const QString &name)
{
    return QLatin1Char('.') + name + QStringLiteral(".hvnet-retired.");
}

// What an export killed in the middle left beside the folder: a staging
// folder (the new export, complete or not: the old one is still in place),
// or, where the file system cannot swap two folders, the old export moved
// aside while the new one had not yet taken its name: that one goes back.
void cleanUpInterruptedExports(const QString &target)
{
    const QFileInfo info(target);
    QDir parent = info.absoluteDir();
    bool changed = false;
    for (const QString &entry : parent.entryList(QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot)) {
        if (isLeftoverOfDeadProcess(entry, retiredPrefix(info.fileName())) && !QFileInfo::exists(target))
            changed = parent.rename(entry, info.fileName()) || changed;
    }
    for (const QString &entry : parent.entryList(QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot)) {
        if (isLeftoverOfDeadProcess(entry, stagingPrefix(info.fileName()))
            || isLeftoverOfDeadProcess(entry, retiredPrefix(info.fileName())))
            changed = QDir(parent.filePath(entry)).removeRecursively() || changed;
    }
    if (changed)
        syncDirectory(parent.path());
}

// Puts what is in `from` and no export wrote (someone's notes, their empty
// folders) into `to` as well: hard links, so nothing is copied and the old
// folder keeps them until the swap.
QString carryOver(const QString &from, const QString &to, const std::map<QString, QByteArray> &exported)
{
    const QDir source(from);
    QDirIterator it(from, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo info = it.fileInfo();
        const QString relative = source.relativeFilePath(path);
        const QString destination = QDir(to).filePath(relative);
        if (info.isDir() && !info.isSymLink()) {
            if (QDir(path).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)
                && !QDir().mkpath(destination))
                return FolderText::tr("cannot create the folder %1").arg(QDir::toNativeSeparators(destination));
            continue;
        }
        if (relative == QLatin1String(ExportFolder::manifestName) || exported.count(relative))
            continue;
        if (!QDir().mkpath(QFileInfo(destination).path()))
            return FolderText::tr("cannot create the folder %1").arg(QDir::toNativeSeparators(destination));
        const QByteArray sourcePath = QFile::encodeName(path);
        const QByteArray destinationPath = QFile::encodeName(destination);
        bool done = false;
        if (info.isSymLink()) {
            QByteArray link(4096, Qt::Uninitialized);
            const ssize_t size = ::readlink(sourcePath.constData(), link.data(), size_t(link.size()));
            done = size >= 0 && size < link.size()
                && ::symlink(link.left(size).constData(), destinationPath.constData()) == 0;
        } else {
            // Where a hard link is not allowed (a file of another user under
            // fs.protected_hardlinks), a copy.
            done = ::link(sourcePath.constData(), destinationPath.constData()) == 0 || QFile::copy(path, destination);
        }
        if (!done)
            return FolderText::tr("cannot keep %1, which is not hvnet's, in the new export")
                .arg(QDir::toNativeSeparators(path));
    }
    return {};
}

void syncTree(const QString &root)
{
    QDirIterator it(root, QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext())
        syncDirectory(it.next());
    syncDirectory(root);
}

} // namespace

QString ExportFolder::write(const std::vector<ExportedFile> &files, const QString &designName, Plan *done) const
{
    const QFileInfo where(m_path);
    const QString target = where.exists() ? where.canonicalFilePath() : where.absoluteFilePath();
    cleanUpInterruptedExports(target);
    const Plan plan = this->plan(files);
    if (done)
        *done = plan;
    if (!plan.refusal.isEmpty())
        return plan.refusal;
    if (QFileInfo::exists(target) && !QFileInfo(target).isDir())
        return FolderText::tr("%1 is a file, not a folder").arg(QDir::toNativeSeparators(target));
    std::vector<ExportedFile> all = files;
    all.push_back({QLatin1String(manifestName), manifestBytes(files, designName)});

    // The whole export is made in a folder beside the old one, complete and
    // on the disk, and then takes its place in one step: an export killed at
    // any moment leaves the old folder with its manifest or the new one with
    // its own, never a mix (tst_crashsafe kills exports to prove it).
    const QFileInfo info(target);
    const QDir parent = info.absoluteDir();
    if (!QDir().mkpath(parent.path()))
        return FolderText::tr("cannot create the folder %1").arg(QDir::toNativeSeparators(parent.path()));
    const QString staging = parent.filePath(stagingPrefix(info.fileName()) + QString::number(::getpid())
        + QLatin1Char('.') + QString::number(QRandomGenerator::global()->generate(), 36));
    if (!parent.mkdir(QFileInfo(staging).fileName()))
        return writeInPlace(all, plan);
    const auto abandon = [&](const QString &error) {
        QDir(staging).removeRecursively();
        return error;
    };
    if (const QString error = writeExportedFiles(all, staging); !error.isEmpty())
        return abandon(error);
    const bool replacing = QFileInfo::exists(target);
    if (replacing) {
        std::map<QString, QByteArray> exported;
        QString error;
        if (const auto previous = readManifest(QDir(target).filePath(QLatin1String(manifestName)), &error))
            exported = previous->files;
        if (const QString failed = carryOver(target, staging, exported); !failed.isEmpty())
            return abandon(failed);
        QFile::setPermissions(staging, QFile::permissions(target));
    }
    syncTree(staging);

    const QByteArray stagingPath = QFile::encodeName(staging);
    const QByteArray targetPath = QFile::encodeName(target);
    if (!replacing) {
        if (::rename(stagingPath.constData(), targetPath.constData()) != 0)
            return abandon(FolderText::tr("cannot create the folder %1: %2")
                               .arg(QDir::toNativeSeparators(target), QString::fromLocal8Bit(std::strerror(errno))));
    } else if (::renameat2(AT_FDCWD, stagingPath.constData(), AT_FDCWD, targetPath.constData(), RENAME_EXCHANGE)
        != 0) {
        if (errno != EINVAL && errno != ENOSYS) {
            // A folder that cannot be swapped (a mount point, say): written
            // in place, file by file, as before.
            QDir(staging).removeRecursively();
            return writeInPlace(all, plan);
        }
        // A file system that cannot swap: the old folder steps aside, the
        // new one takes its name. Killed in between, the next export puts
        // the old one back.
        const QString retired = parent.filePath(retiredPrefix(info.fileName()) + QString::number(::getpid())
            + QLatin1Char('.') + QString::number(QRandomGenerator::global()->generate(), 36));
        if (::rename(targetPath.constData(), QFile::encodeName(retired).constData()) != 0) {
            QDir(staging).removeRecursively();
            return writeInPlace(all, plan);
        }
        if (::rename(stagingPath.constData(), targetPath.constData()) != 0) {
            const int error = errno;
            ::rename(QFile::encodeName(retired).constData(), targetPath.constData());
            return abandon(FolderText::tr("cannot replace the folder %1: %2")
                               .arg(QDir::toNativeSeparators(target), QString::fromLocal8Bit(std::strerror(error))));
        }
        syncDirectory(parent.path());
        QDir(retired).removeRecursively();
        return {};
    }
    // After the swap the staging name holds the old export.
    syncDirectory(parent.path());
    if (replacing)
        QDir(staging).removeRecursively();
    return {};
}

QString ExportFolder::writeInPlace(const std::vector<ExportedFile> &all, const Plan &plan) const
{
    if (const QString error = writeExportedFiles(all, m_path); !error.isEmpty())
        return error;
    const QDir dir(m_path);
    for (const QString &path : plan.stale) {
        if (!QFile::remove(dir.filePath(path)))
            return FolderText::tr("cannot remove %1, a file of the previous export")
                .arg(QDir::toNativeSeparators(dir.filePath(path)));
        // Folders the previous export made and nothing fills any more go too.
        for (QString folder = QFileInfo(path).path(); folder != QLatin1String("."); folder = QFileInfo(folder).path())
            if (!dir.rmdir(folder))
                break;
    }
    return {};
}

QString ExportFolder::defaultFor(const QString &designFile, const QString &designName, const QString &fallbackDir)
{
    if (!designFile.isEmpty()) {
        const QFileInfo info(designFile);
        return info.dir().filePath(info.completeBaseName() + QStringLiteral("-export"));
    }
    const QString name = designName.isEmpty() ? QStringLiteral("design") : readableFileName(designName);
    return QDir(fallbackDir).filePath(name + QStringLiteral("-export"));
}

} // namespace hvnet
