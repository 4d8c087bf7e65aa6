#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <map>

namespace hvnet {

class Design;

// An evidence folder (docs/live.md), read into memory, so that the check is a
// pure function of the design and this:
//   evidence.json                            optional manifest
//   hosts/<computer name>.json               a collect script's output
//   paths/<computer name>.json               path tests (optional)
//   switches/<switch name>/lldp.txt, running-config.txt, pfc.txt
// Names are the design's names made file-safe as for export, matched ignoring
// case. Only the files a design names are read; a file that is larger than a
// limit, a link, not a regular file, or unreadable is kept as a problem and
// never read.
class EvidenceFolder
{
public:
    struct File {
        QString path; // relative to the folder, as it is there ("hosts/S2D01.json")
        QByteArray content;
        QString problem; // set when the file is there but was not read, and why
    };

    static constexpr qsizetype maxJsonSize = 16 * 1024 * 1024;
    static constexpr qsizetype maxTextSize = 64 * 1024 * 1024;
    static constexpr qsizetype maxManifestSize = 64 * 1024;

    // Reads the files the design names from directory; error() says why when
    // the folder itself cannot be read.
    static EvidenceFolder load(const QString &directory, const Design &design);
    // Reads every file of the layout, for hvnet import, which has no design
    // yet: each hosts/*.json and paths/*.json, and the three files of every
    // folder under switches/.
    static EvidenceFolder loadAll(const QString &directory);
    // The same from files in memory (relative path -> content), for tests and fuzzing.
    static EvidenceFolder fromFiles(const std::map<QString, QByteArray> &files);

    QString root() const { return m_root; }
    QString error() const { return m_error; }

    const File *manifest() const { return find(QStringLiteral("evidence.json")); }
    const File *host(const QString &computerName) const;
    const File *pathTests(const QString &computerName) const;
    const File *switchFile(const QString &switchName, const QString &fileName) const;
    bool hasPathTests() const { return m_hasPaths; }
    // Files under hosts/ whose name is no node of the design.
    QStringList otherHosts(const Design &design) const;
    // Every *.json under hosts/, as found ("S2D01.json"), sorted.
    QStringList hostFileNames() const;
    // Every folder under switches/ that holds one of the three files, as
    // found, sorted.
    QStringList switchFolders() const;

private:
    static EvidenceFolder read(const QString &directory, const Design *design);
    const File *find(const QString &relativePath) const;
    void add(const QString &relativePath, File file);

    QString m_root;
    QString m_error;
    bool m_hasPaths = false;
    std::map<QString, File> m_files; // by lower-case relative path
    QStringList m_hostNames; // every *.json under hosts/, as found
    QStringList m_switchFolders; // every folder under switches/ with evidence, as found
};

} // namespace hvnet
