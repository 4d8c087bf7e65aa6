#include "exportfolder.h"

#include "plans/filenames.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>
#include <map>
#include <optional>

namespace hvnet {

namespace {

// One translation context for this file, as lupdate sees it too.
struct FolderText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::ExportFolder)
};

QByteArray sha256(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

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
            {QStringLiteral("path"), f->path}, {QStringLiteral("sha256"), QString::fromLatin1(sha256(f->content))}});
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
            if (now != hash && (writes == next.end() || now != sha256(writes->second->content)))
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

QString ExportFolder::write(const std::vector<ExportedFile> &files, const QString &designName, Plan *done) const
{
    const Plan plan = this->plan(files);
    if (done)
        *done = plan;
    if (!plan.refusal.isEmpty())
        return plan.refusal;
    std::vector<ExportedFile> all = files;
    all.push_back({QLatin1String(manifestName), manifestBytes(files, designName)});
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
