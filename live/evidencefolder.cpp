#include "evidencefolder.h"

#include "livetext.h"
#include "model/design.h"
#include "plans/filenames.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

namespace hvnet {

namespace {

const QStringList &switchFiles()
{
    static const QStringList names{QStringLiteral("lldp.txt"), QStringLiteral("running-config.txt"),
        QStringLiteral("pfc.txt")};
    return names;
}

qsizetype limitFor(const QString &relativePath)
{
    if (relativePath.compare(QLatin1String("evidence.json"), Qt::CaseInsensitive) == 0)
        return EvidenceFolder::maxManifestSize;
    return relativePath.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? EvidenceFolder::maxJsonSize
                                                                              : EvidenceFolder::maxTextSize;
}

QString tooLarge(qsizetype size, qsizetype limit)
{
    return LiveText::tr("the file has %1 bytes, more than the %2 hvnet reads from such a file").arg(size).arg(limit);
}

// Reads one file from the folder unless it is not a plain file of a
// reasonable size: a link could lead anywhere, a FIFO would never end.
EvidenceFolder::File readFile(const QFileInfo &info, const QString &relativePath)
{
    EvidenceFolder::File f;
    f.path = relativePath;
    const qsizetype limit = limitFor(relativePath);
    if (info.isSymLink()) {
        f.problem = LiveText::tr("the file is a link; copy the file itself into the evidence folder");
    } else if (!info.isFile()) {
        f.problem = LiveText::tr("this is not a regular file");
    } else if (info.size() > limit) {
        f.problem = tooLarge(info.size(), limit);
    } else {
        QFile file(info.filePath());
        if (!file.open(QIODevice::ReadOnly)) {
            f.problem = LiveText::tr("the file cannot be read: %1").arg(file.errorString());
        } else {
            f.content = file.read(limit + 1); // it may have grown since it was listed
            if (f.content.size() > limit) {
                f.problem = tooLarge(f.content.size(), limit);
                f.content.clear();
            }
        }
    }
    return f;
}

// The entry of a folder with this name, ignoring case; empty when none.
QString entryNamed(const QDir &dir, const QString &name, QDir::Filters filters)
{
    for (const QString &entry : dir.entryList(filters | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System))
        if (entry.compare(name, Qt::CaseInsensitive) == 0)
            return entry;
    return {};
}

} // namespace

void EvidenceFolder::add(const QString &relativePath, File file)
{
    const QString key = relativePath.toLower();
    const auto it = m_files.find(key);
    if (it == m_files.end()) {
        m_files.emplace(key, std::move(file));
        return;
    }
    it->second.content.clear();
    it->second.problem = LiveText::tr("two files differ only in the case of their names (%1 and %2); keep one")
                             .arg(it->second.path, file.path);
}

const EvidenceFolder::File *EvidenceFolder::find(const QString &relativePath) const
{
    const auto it = m_files.find(relativePath.toLower());
    return it == m_files.end() ? nullptr : &it->second;
}

const EvidenceFolder::File *EvidenceFolder::host(const QString &computerName) const
{
    return find(QStringLiteral("hosts/%1.json").arg(safeFileName(computerName)));
}

const EvidenceFolder::File *EvidenceFolder::pathTests(const QString &computerName) const
{
    return find(QStringLiteral("paths/%1.json").arg(safeFileName(computerName)));
}

const EvidenceFolder::File *EvidenceFolder::switchFile(const QString &switchName, const QString &fileName) const
{
    return find(QStringLiteral("switches/%1/%2").arg(safeFileName(switchName), fileName));
}

QStringList EvidenceFolder::otherHosts(const Design &design) const
{
    QSet<QString> planned;
    for (const Node &n : design.nodes)
        planned.insert(QStringLiteral("%1.json").arg(safeFileName(n.name)).toLower());
    QStringList others;
    for (const QString &name : m_hostNames)
        if (!planned.contains(name.toLower()))
            others << QStringLiteral("hosts/") + name;
    others.sort();
    return others;
}

EvidenceFolder EvidenceFolder::fromFiles(const std::map<QString, QByteArray> &files)
{
    EvidenceFolder folder;
    for (const auto &[path, content] : files) {
        File f;
        f.path = path;
        if (content.size() > limitFor(path))
            f.problem = tooLarge(content.size(), limitFor(path));
        else
            f.content = content;
        if (path.startsWith(QLatin1String("hosts/"), Qt::CaseInsensitive)
            && path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) && path.count(QLatin1Char('/')) == 1)
            folder.m_hostNames << path.mid(6);
        if (path.startsWith(QLatin1String("paths/"), Qt::CaseInsensitive))
            folder.m_hasPaths = true;
        if (const QStringList parts = path.split(QLatin1Char('/'));
            parts.size() == 3 && parts[0].compare(QLatin1String("switches"), Qt::CaseInsensitive) == 0
            && switchFiles().contains(parts[2], Qt::CaseInsensitive) && !folder.m_switchFolders.contains(parts[1]))
            folder.m_switchFolders << parts[1];
        folder.add(path, std::move(f));
    }
    return folder;
}

QStringList EvidenceFolder::hostFileNames() const
{
    QStringList names = m_hostNames;
    names.sort(Qt::CaseInsensitive);
    return names;
}

QStringList EvidenceFolder::switchFolders() const
{
    QStringList names = m_switchFolders;
    names.sort(Qt::CaseInsensitive);
    names.removeDuplicates();
    return names;
}

EvidenceFolder EvidenceFolder::load(const QString &directory, const Design &design)
{
    return read(directory, &design);
}

EvidenceFolder EvidenceFolder::loadAll(const QString &directory)
{
    return read(directory, nullptr);
}

// design null: every file of the layout.
EvidenceFolder EvidenceFolder::read(const QString &directory, const Design *design)
{
    EvidenceFolder folder;
    folder.m_root = directory;
    const QFileInfo info(directory);
    if (!info.exists()) {
        folder.m_error = LiveText::tr("there is no folder %1").arg(directory);
        return folder;
    }
    if (!info.isDir()) {
        folder.m_error = LiveText::tr("%1 is not a folder").arg(directory);
        return folder;
    }
    const QDir dir(directory);
    if (!dir.isReadable()) {
        folder.m_error = LiveText::tr("the folder %1 cannot be read").arg(directory);
        return folder;
    }

    if (const QString manifest = entryNamed(dir, QStringLiteral("evidence.json"), QDir::AllEntries); !manifest.isEmpty())
        folder.add(manifest, readFile(QFileInfo(dir.filePath(manifest)), manifest));

    QSet<QString> nodeFiles;
    if (design)
        for (const Node &n : design->nodes)
            nodeFiles.insert(QStringLiteral("%1.json").arg(safeFileName(n.name)).toLower());
    // hosts/ and paths/: every planned node's file; the others only by name.
    for (const QString &kind : {QStringLiteral("hosts"), QStringLiteral("paths")}) {
        const QString sub = entryNamed(dir, kind, QDir::Dirs);
        if (sub.isEmpty())
            continue;
        if (kind == QLatin1String("paths"))
            folder.m_hasPaths = true;
        const QDir subdir(dir.filePath(sub));
        for (const QFileInfo &entry :
            subdir.entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System, QDir::Name)) {
            const QString name = entry.fileName();
            if (!name.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
                continue;
            const QString relative = sub + QLatin1Char('/') + name;
            if (kind == QLatin1String("hosts"))
                folder.m_hostNames << name;
            if (!design || nodeFiles.contains(name.toLower()))
                folder.add(relative, readFile(entry, relative));
        }
    }

    // switches/<switch>/: the three files of each planned switch (of every
    // folder there without a design).
    if (const QString sub = entryNamed(dir, QStringLiteral("switches"), QDir::Dirs); !sub.isEmpty()) {
        const QDir switches(dir.filePath(sub));
        QStringList folderNames;
        if (design) {
            for (const Switch &s : design->switches)
                if (const QString name = entryNamed(switches, safeFileName(s.name), QDir::Dirs); !name.isEmpty())
                    folderNames << name;
        } else {
            folderNames = switches.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden, QDir::Name);
        }
        for (const QString &folderName : folderNames) {
            const QDir one(switches.filePath(folderName));
            for (const QString &file : switchFiles())
                if (const QString name = entryNamed(one, file, QDir::AllEntries); !name.isEmpty()) {
                    const QString relative = QStringLiteral("%1/%2/%3").arg(sub, folderName, name);
                    folder.add(relative, readFile(QFileInfo(one.filePath(name)), relative));
                    if (!folder.m_switchFolders.contains(folderName))
                        folder.m_switchFolders << folderName;
                }
        }
    }
    return folder;
}

} // namespace hvnet
