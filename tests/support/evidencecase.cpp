#include "evidencecase.h"

#include "model/design.h"
#include "model/designreader.h"
#include "templates/startercatalogue.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

namespace hvnet {

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

// A fixture folder's evidence files: everything but its own notes.
std::map<QString, QByteArray> evidenceUnder(const QString &dir)
{
    std::map<QString, QByteArray> files;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString relative = QDir(dir).relativeFilePath(it.next());
        if (relative != QLatin1String("case.json") && relative != QLatin1String("README.md"))
            files[relative] = readAll(QDir(dir).filePath(relative));
    }
    return files;
}

} // namespace

QString EvidenceCase::root()
{
    return QStringLiteral(HVNET_TEST_DATA "/evidence");
}

EvidenceCase::EvidenceCase(const QString &folder)
{
    const QString path = root() + QLatin1Char('/') + folder;
    if (!QFile::exists(path + QStringLiteral("/case.json"))) {
        m_designName = QFileInfo(path).fileName();
        m_files = evidenceUnder(path);
        return;
    }
    const auto c = nlohmann::json::parse(readAll(path + QStringLiteral("/case.json")).toStdString());
    m_designName = QString::fromStdString(c.at("design").get<std::string>());
    m_files = evidenceUnder(root() + QLatin1Char('/') + QString::fromStdString(c.at("base").get<std::string>()));
    for (const auto &[relative, content] : evidenceUnder(path))
        m_files[relative] = content;
    for (const auto &gone : c.at("remove"))
        m_files.erase(QString::fromStdString(gone.get<std::string>()));
    m_expected = c.at("expected");
}

Design EvidenceCase::design() const
{
    // The Azure Local fixture is the switchless starter on Azure Local with
    // Network ATC; the others are starters as they are.
    const bool atc = m_designName == QLatin1String("azurelocal-atc");
    Design design
        = *DesignReader::read(*StarterCatalogue::content(atc ? QStringLiteral("s2d-2node-switchless") : m_designName))
               .design;
    if (atc)
        design.platform = {OsVersion::AzureLocal, true};
    return design;
}

bool EvidenceCase::writeTo(const QString &directory) const
{
    for (const auto &[relative, content] : m_files) {
        const QString path = QDir(directory).filePath(relative);
        QDir().mkpath(QFileInfo(path).path());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
            return false;
    }
    return true;
}

} // namespace hvnet
