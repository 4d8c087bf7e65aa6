#include "designfiles.h"

#include "app/common/settings.h"
#include "model/designdocument.h"
#include "model/designreader.h"
#include "recentfiles.h"
#include "recovery.h"
#include "templates/startercatalogue.h"
#include "views/startergallery.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace hvnet {

DesignFiles::DesignFiles(QWidget *window, DesignDocument *document, Recovery *recovery, QMenu *recentMenu)
    : QObject(window), m_window(window), m_document(document), m_recovery(recovery),
      m_recent(new RecentFiles(recentMenu, this))
{
    connect(m_recent, &RecentFiles::openRequested, this, &DesignFiles::openRecent);
}

// A new, empty design: a name and the usual QoS policy for SMB Direct (the
// policy is a decision, not an object on the canvas, so it starts filled in).
Design DesignFiles::emptyDesign()
{
    Design design;
    design.meta.name = QCoreApplication::translate("hvnet::MainWindow", "New design");
    design.meta.revision = QStringLiteral("1");
    QosClass smb;
    smb.name = QStringLiteral("SMB Direct");
    smb.traffic = TrafficKind::SmbDirect;
    smb.priority = 3;
    smb.bandwidthPercent = 50;
    smb.pfc = true;
    QosClass cluster;
    cluster.name = QStringLiteral("Cluster");
    cluster.traffic = TrafficKind::Cluster;
    cluster.priority = 7;
    cluster.bandwidthPercent = 1;
    design.qos.classes = {smb, cluster};
    return design;
}

void DesignFiles::newDesign()
{
    if (!maybeSave())
        return;
    m_document->reset(emptyDesign());
    Q_EMIT designCleared();
}

void DesignFiles::newFromTemplate()
{
    if (!maybeSave())
        return;
    StarterGallery gallery(m_window);
    if (gallery.exec() != QDialog::Accepted || gallery.chosenId().isEmpty())
        return;
    const auto read = DesignReader::read(*StarterCatalogue::content(gallery.chosenId()));
    m_document->reset(*read.design);
    Q_EMIT designOpened();
}

void DesignFiles::open()
{
    if (!maybeSave())
        return;
    const QString fileName = QFileDialog::getOpenFileName(
        m_window, tr("Open Design"), Settings().lastDirectory(), tr("hvnet designs (*.hvnet);;All files (*)"));
    if (fileName.isEmpty())
        return;
    Settings().setLastDirectory(QFileInfo(fileName).absolutePath());
    if (const QString error = openFile(fileName); !error.isEmpty())
        QMessageBox::warning(m_window, tr("Cannot Open Design"), error);
}

void DesignFiles::openRecent(const QString &fileName)
{
    if (!maybeSave())
        return;
    if (const QString error = openFile(fileName); !error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Cannot Open Design"), error);
        if (!QFileInfo::exists(fileName))
            m_recent->remove(fileName);
    }
}

bool DesignFiles::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
    const DesignError error = m_document->save();
    if (!error.isNull()) {
        warnNotSaved(error.toString());
        return false;
    }
    m_recent->add(QFileInfo(m_document->fileName()).absoluteFilePath());
    Q_EMIT statusMessage(tr("Saved %1").arg(m_document->fileName()), 4000);
    return true;
}

bool DesignFiles::saveAs()
{
    QString suggestion = m_document->fileName();
    if (suggestion.isEmpty())
        suggestion = QDir(Settings().lastDirectory().isEmpty() ? QDir::homePath() : Settings().lastDirectory())
                         .filePath(m_document->displayName() + QStringLiteral(".hvnet"));
    QString fileName
        = QFileDialog::getSaveFileName(m_window, tr("Save Design As"), suggestion, tr("hvnet designs (*.hvnet)"));
    if (fileName.isEmpty())
        return false;
    if (!fileName.endsWith(QLatin1String(".hvnet")))
        fileName += QStringLiteral(".hvnet");
    const DesignError error = m_document->saveAs(fileName);
    if (!error.isNull()) {
        warnNotSaved(error.toString());
        return false;
    }
    Settings().setLastDirectory(QFileInfo(fileName).absolutePath());
    m_recent->add(QFileInfo(fileName).absoluteFilePath());
    return true;
}

bool DesignFiles::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(m_window, tr("Unsaved Changes"),
        tr("%1 has unsaved changes. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    // Discarding keeps the recovery copy until another design replaces this
    // one (the document's reset removes it) or the window closes: an open
    // that then fails, or a dialog then cancelled, leaves this design open
    // with its unsaved changes, and they stay recoverable.
    return answer == QMessageBox::Discard;
}

QString DesignFiles::openFile(const QString &fileName)
{
    // Reading and laying out a large design takes a moment (the rules then run on a worker).
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const DesignError error = m_document->load(fileName);
    QApplication::restoreOverrideCursor();
    if (!error.isNull())
        return error.toString();
    m_recent->add(QFileInfo(fileName).absoluteFilePath());
    Q_EMIT designOpened();
    return {};
}

void DesignFiles::warnNotSaved(const QString &error)
{
    QMessageBox::warning(
        m_window, tr("Cannot Save Design"), tr("%1\n\nThe previous file, if any, is unchanged.").arg(error));
}

void DesignFiles::offerRecovery()
{
    for (const Recovery::Entry &entry : Recovery::orphans()) {
        QMessageBox box(QMessageBox::Question, tr("Recover Unsaved Changes"),
            tr("hvnet did not close properly. Unsaved changes to %1 were kept from %2.")
                .arg(entry.name, QLocale().toString(entry.saved.toLocalTime(), QLocale::ShortFormat)),
            QMessageBox::NoButton, m_window);
        box.setObjectName(QStringLiteral("recoveryBox"));
        box.setInformativeText(entry.originalFile.isEmpty()
                ? tr("The design had not been saved yet.")
                : tr("Its file: %1").arg(QDir::toNativeSeparators(entry.originalFile)));
        QPushButton *restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
        restore->setObjectName(QStringLiteral("restore"));
        QPushButton *discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
        discard->setObjectName(QStringLiteral("discard"));
        box.addButton(tr("Ask &Later"), QMessageBox::RejectRole);
        box.setDefaultButton(restore);
        box.exec();
        if (box.clickedButton() == restore) {
            if (const QString error = Recovery::restore(entry, m_document); !error.isEmpty()) {
                QMessageBox::warning(m_window, tr("Cannot Recover"), error);
                continue;
            }
            // This session's own copy exists before the old one goes: a
            // second crash right now loses nothing.
            if (m_recovery->saveNow())
                Recovery::remove(entry);
            Q_EMIT designOpened();
            Q_EMIT statusMessage(tr("Recovered unsaved changes to %1.").arg(entry.name), 8000);
            return; // one design per window
        }
        if (box.clickedButton() == discard)
            Recovery::remove(entry);
    }
}

} // namespace hvnet
