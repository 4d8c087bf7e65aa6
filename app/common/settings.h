#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

namespace hvnet {

// The designer's settings, typed: the one place that knows their keys and
// defaults. The keys are those earlier versions wrote, so a user's window
// layout, recent files and folders survive an update. (The report's paper
// is ReportPaper's, which the command line reads too.) No secrets are ever kept here.
class Settings
{
public:
    Settings() = default;

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);

    // The cable legend on the canvas; shown unless switched off.
    bool isLegendVisible() const;
    void setLegendVisible(bool visible);

    // "de", "en", or empty for the system's language.
    QString language() const;
    void setLanguage(const QString &language);

    // Where the last design was opened or saved; empty before the first time.
    QString lastDirectory() const;
    void setLastDirectory(const QString &directory);

    // Most recent first (RecentFiles keeps the list's rules).
    QStringList recentFiles() const;
    void setRecentFiles(const QStringList &files);

    // The evidence folder the design was last checked against (Design >
    // Check Against Evidence...); empty before the first time.
    QString lastEvidenceDirectory() const;
    void setLastEvidenceDirectory(const QString &directory);

    // A consultant's own templates folder for exports; empty for the built-in ones.
    QString templatesDirectory() const;
    void setTemplatesDirectory(const QString &directory);

private:
    QSettings m_settings;
};

} // namespace hvnet
