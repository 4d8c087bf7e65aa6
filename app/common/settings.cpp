#include "settings.h"

namespace hvnet {

namespace {
// The keys, as earlier versions wrote them.
const QString geometryKey = QStringLiteral("window/geometry");
const QString stateKey = QStringLiteral("window/state");
const QString legendKey = QStringLiteral("view/legend");
const QString languageKey = QStringLiteral("ui/language");
const QString lastDirectoryKey = QStringLiteral("files/lastDir");
const QString recentKey = QStringLiteral("files/recent");
const QString evidenceKey = QStringLiteral("live/evidenceDir");
const QString templatesKey = QStringLiteral("export/templatesDir");
} // namespace

QByteArray Settings::windowGeometry() const
{
    return m_settings.value(geometryKey).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings.setValue(geometryKey, geometry);
}

QByteArray Settings::windowState() const
{
    return m_settings.value(stateKey).toByteArray();
}

void Settings::setWindowState(const QByteArray &state)
{
    m_settings.setValue(stateKey, state);
}

bool Settings::isLegendVisible() const
{
    return m_settings.value(legendKey, true).toBool();
}

void Settings::setLegendVisible(bool visible)
{
    m_settings.setValue(legendKey, visible);
}

QString Settings::language() const
{
    return m_settings.value(languageKey).toString();
}

void Settings::setLanguage(const QString &language)
{
    m_settings.setValue(languageKey, language);
}

QString Settings::lastDirectory() const
{
    return m_settings.value(lastDirectoryKey).toString();
}

void Settings::setLastDirectory(const QString &directory)
{
    m_settings.setValue(lastDirectoryKey, directory);
}

QStringList Settings::recentFiles() const
{
    return m_settings.value(recentKey).toStringList();
}

void Settings::setRecentFiles(const QStringList &files)
{
    if (files.isEmpty())
        m_settings.remove(recentKey);
    else
        m_settings.setValue(recentKey, files);
}

QString Settings::lastEvidenceDirectory() const
{
    return m_settings.value(evidenceKey).toString();
}

void Settings::setLastEvidenceDirectory(const QString &directory)
{
    m_settings.setValue(evidenceKey, directory);
}

QString Settings::templatesDirectory() const
{
    return m_settings.value(templatesKey).toString();
}

void Settings::setTemplatesDirectory(const QString &directory)
{
    m_settings.setValue(templatesKey, directory);
}

} // namespace hvnet
