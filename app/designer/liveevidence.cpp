#include "liveevidence.h"

#include "app/common/settings.h"
#include "model/designdocument.h"
#include "model/objectnames.h"
#include "views/issuesview.h"
#include "views/live/livedock.h"
#include "views/live/liveissuesgroup.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSet>
#include <QTimer>
#include <QTreeWidget>

namespace hvnet {

LiveEvidence::LiveEvidence(QWidget *window, DesignDocument *document, LiveDock *dock, IssuesView *issues)
    : QObject(window), m_window(window), m_document(document), m_dock(dock), m_issues(issues),
      m_debounce(new QTimer(this))
{
    // Validation rebuilds the issues dock; the group comes back as the user left it.
    const auto follow = [this](QTreeWidgetItem *item, bool open) {
        if (item == LiveIssuesGroup::find(m_issues))
            m_groupOpen = open;
    };
    connect(issues, &QTreeWidget::itemExpanded, this, [follow](QTreeWidgetItem *item) { follow(item, true); });
    connect(issues, &QTreeWidget::itemCollapsed, this, [follow](QTreeWidgetItem *item) { follow(item, false); });
    connect(issues, &IssuesView::resultShown, this, &LiveEvidence::applyToIssues);
    // Longer than validation's: reading a folder of a hundred hosts costs
    // more than validating, and a burst of edits should read it once.
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(400);
    connect(m_debounce, &QTimer::timeout, this, [this] { start(false); });
    connect(document, &DesignDocument::changed, this, [this](const DesignChange &change) {
        if (isActive() && change.affectsValidation())
            m_debounce->start();
    });
    // Another design: the evidence was about the one before.
    connect(document, &DesignDocument::designReset, this, &LiveEvidence::clear);
    connect(&m_runner, &LiveCheckRunner::checked, this, &LiveEvidence::show);
}

void LiveEvidence::chooseAndCheck()
{
    Settings settings;
    const QString start = !m_folder.isEmpty()         ? m_folder
        : !settings.lastEvidenceDirectory().isEmpty() ? settings.lastEvidenceDirectory()
                                                      : QDir::homePath();
    const QString folder = QFileDialog::getExistingDirectory(m_window, tr("Check Against Evidence"), start);
    if (folder.isEmpty())
        return;
    settings.setLastEvidenceDirectory(folder);
    check(folder);
}

bool LiveEvidence::check(const QString &folder)
{
    const QFileInfo info(folder);
    QString problem;
    if (!info.exists())
        problem = tr("The folder does not exist.");
    else if (!info.isDir())
        problem = tr("It is a file, not a folder: choose the folder the collect scripts wrote into.");
    else if (!info.isReadable() || !info.isExecutable())
        problem = tr("You are not allowed to read it.");
    if (!problem.isEmpty()) {
        QMessageBox::warning(m_window, tr("Check Against Evidence"),
            tr("The evidence in %1 cannot be read. %2 Nothing was changed.")
                .arg(QDir::toNativeSeparators(folder), problem));
        return false;
    }
    m_folder = folder;
    start(true);
    return true;
}

void LiveEvidence::reload()
{
    if (!m_folder.isEmpty())
        check(m_folder);
}

void LiveEvidence::clear()
{
    m_debounce->stop();
    const bool had = m_shown.has_value() || !m_folder.isEmpty();
    m_folder.clear();
    m_shown.reset();
    m_names.clear();
    // A run still under way delivers into nothing.
    m_pending = false;
    m_dock->clear();
    if (had) {
        applyToIssues();
        Q_EMIT resultChanged(true);
    }
}

void LiveEvidence::start(bool asked)
{
    if (m_folder.isEmpty())
        return;
    m_debounce->stop();
    m_asked = asked;
    m_pending = true;
    m_runner.start(m_document->design(), m_folder);
}

void LiveEvidence::show()
{
    if (!m_pending)
        return; // cleared while it ran
    m_pending = false;
    const LiveCheckRunner::Checked &checked = m_runner.latest();
    if (!checked.live.error.isEmpty()) {
        // Nothing is applied: what was shown stays, and says which folder it is from.
        const QString text = tr("The evidence in %1 could not be read: %2")
                                 .arg(QDir::toNativeSeparators(checked.folder), checked.live.error);
        if (m_asked)
            QMessageBox::warning(m_window, tr("Check Against Evidence"), text);
        else
            Q_EMIT statusMessage(text, 10000);
        m_folder = m_shown ? m_shown->folder : QString();
        return;
    }
    m_shown = checked;
    QSet<QString> ids;
    for (const Finding &f : checked.live.result.findings)
        for (const QString &id : f.objects)
            ids.insert(id);
    m_names = ObjectNames::of(checked.design, ids);
    m_dock->setResult(checked.design, checked.live, checked.folder);
    if (m_asked)
        Q_EMIT statusMessage(tr("Checked against %1: %n finding(s)", nullptr, int(checked.live.result.findings.size()))
                                 .arg(QDir::toNativeSeparators(checked.folder)),
            6000);
    applyToIssues();
    Q_EMIT resultChanged(m_asked);
}

void LiveEvidence::applyToIssues()
{
    const bool open = m_groupOpen;
    if (QTreeWidgetItem *group = LiveIssuesGroup::apply(m_issues, m_shown ? &m_shown->live.result : nullptr, m_names))
        group->setExpanded(open);
}

} // namespace hvnet
