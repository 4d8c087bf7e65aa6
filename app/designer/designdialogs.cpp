#include "designdialogs.h"

#include "liveevidence.h"
#include "model/atomicfile.h"
#include "model/commands/editcommands.h"
#include "model/designdocument.h"
#include "model/edit/designactions.h"
#include "model/validation/finding.h"
#include "views/connectdialog.h"
#include "views/designscene.h"
#include "views/freespot.h"
#include "views/hostprofiledialog.h"
#include "views/hostslikedialog.h"
#include "views/portmapdialog.h"
#include "views/qosdialog.h"
#include "views/renumberquestion.h"
#include "views/rulecataloguedialog.h"
#include "views/subnetsdialog.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QUndoStack>

#include <cmath>

namespace hvnet {

DesignDialogs::DesignDialogs(QWidget *window, DesignDocument *document, DesignActions *actions, DesignScene *scene)
    : QObject(window), m_window(window), m_document(document), m_actions(actions), m_scene(scene)
{ }

void DesignDialogs::addHostsLike()
{
    const QStringList selected = m_scene->selectedIds();
    if (selected.size() != 1 || !m_document->design().node(selected.front()))
        return;
    const Node node = *m_document->design().node(selected.front()); // a copy: the edit moves the nodes
    // The plan (names, ports, addresses) is shown before anything changes.
    HostsLikeDialog dialog(m_document->design(), node.id, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QStringList ids = m_actions->addHostsLike(node.id, dialog.count(), [this, &node](Insertion &plan) {
        FreeSpot::placeNewNodes(*m_scene, m_document->design(), node.id, plan);
    });
    m_scene->selectIds(ids);
    Q_EMIT statusMessage(tr("Added %n host(s) like %1.", nullptr, int(ids.size())).arg(node.name), 6000);
}

void DesignDialogs::addNote(const QPointF &at)
{
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(
        m_window, tr("Add Note"), tr("Note (kept in the design and printed in the report):"), QString(), &ok);
    if (!ok || text.trimmed().isEmpty())
        return;
    const QString id = m_actions->addNote(text.trimmed(), Point{std::round(at.x()), std::round(at.y())});
    m_scene->selectIds({id});
}

void DesignDialogs::editNote(const QString &noteId)
{
    const Note *note = m_document->design().note(noteId);
    if (!note)
        return;
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(m_window, tr("Edit Note"), tr("Note:"), note->text, &ok);
    if (!ok)
        return;
    if (text.trimmed().isEmpty())
        m_actions->remove({noteId});
    else
        m_actions->setNoteText(noteId, text.trimmed());
}

void DesignDialogs::applyProfile()
{
    QStringList hosts;
    for (const QString &id : m_scene->selectedIds())
        if (m_document->design().node(id))
            hosts << id;
    if (hosts.isEmpty())
        return;
    HostProfileDialog dialog(m_document->design(), hosts.front(), hosts.mid(1), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString source = m_document->design().node(dialog.sourceId())->name;
    const QStringList changed = m_actions->applyProfile(dialog.sourceId(), dialog.targetIds());
    Q_EMIT statusMessage(changed.isEmpty()
            ? tr("The hosts have %1's profile already: nothing to change.").arg(source)
            : tr("%n host(s) now have %1's profile.", nullptr, int(changed.size())).arg(source),
        6000);
}

void DesignDialogs::addToNewCluster(const QStringList &nodeIds)
{
    bool ok = false;
    const QString name = QInputDialog::getText(m_window, tr("New Cluster"), tr("Cluster name:"), QLineEdit::Normal,
        tr("Cluster%1").arg(m_document->design().clusters.size() + 1), &ok);
    if (!ok || name.trimmed().isEmpty())
        return;
    ClusterKind kind = ClusterKind::HyperV;
    for (const QString &id : nodeIds)
        if (const Node *n = m_document->design().node(id))
            kind = n->role == NodeRole::SofsNode ? ClusterKind::Sofs
                : n->role == NodeRole::S2dNode   ? ClusterKind::S2d
                                                 : kind;
    m_actions->newCluster(nodeIds, name.trimmed(), kind);
}

void DesignDialogs::allocateAddresses()
{
    const AddressAllocator::Result result = m_actions->allocateAddresses();
    const QString done = result.renumbered > 0
        ? tr("Allocated %1 address(es) and moved %n into their subnets.", nullptr, result.renumbered)
              .arg(result.assigned)
        : tr("Allocated %n address(es).", nullptr, result.assigned);
    if (result.problems.isEmpty()) {
        Q_EMIT statusMessage(done, 6000);
        return;
    }
    QMessageBox::information(m_window, tr("Allocate Addresses"),
        done + QLatin1Char(' ') + tr("Some interfaces are left without one:") + QStringLiteral("\n\n")
            + result.problems.join(QLatin1Char('\n')));
}

namespace {
// Beside the design file, named after it ("contoso.hvnet" -> "contoso IP plan.csv").
QString ipPlanSuggestion(const DesignDocument *document)
{
    const QFileInfo design(document->fileName());
    const QString base = !document->fileName().isEmpty() ? design.completeBaseName()
        : !document->design().meta.name.trimmed().isEmpty() ? document->design().meta.name.trimmed()
                                                           : DesignDialogs::tr("design");
    const QString folder = !document->fileName().isEmpty() ? design.absolutePath() : QDir::homePath();
    QString name = DesignDialogs::tr("%1 IP plan.csv").arg(base);
    name.replace(QLatin1Char('/'), QLatin1Char('-'));
    return QDir(folder).filePath(name);
}
} // namespace

void DesignDialogs::exportIpPlan()
{
    const QString file = QFileDialog::getSaveFileName(m_window, tr("Export IP Plan"), ipPlanSuggestion(m_document),
        tr("CSV files (*.csv)"));
    if (file.isEmpty())
        return;
    if (const QString error = writeFileAtomically(file, IpPlan::toCsv(m_document->design())); !error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Export IP Plan"), tr("The IP plan was not written: %1").arg(error));
        return;
    }
    Q_EMIT statusMessage(tr("IP plan written to %1").arg(QDir::toNativeSeparators(file)), 6000);
}

void DesignDialogs::importIpPlan()
{
    const QString file = QFileDialog::getOpenFileName(m_window, tr("Import IP Plan"),
        QFileInfo(ipPlanSuggestion(m_document)).absolutePath(), tr("CSV files (*.csv);;All files (*)"));
    if (file.isEmpty())
        return;
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(m_window, tr("Import IP Plan"),
            tr("%1 cannot be read: %2").arg(QDir::toNativeSeparators(file), in.errorString()));
        return;
    }
    const IpPlan::Import plan = m_actions->importIpPlan(in.readAll());
    if (!plan.problems.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, tr("Import IP Plan"),
            tr("Nothing was changed: %1 has %n problem(s).", nullptr, int(plan.problems.size()))
                .arg(QDir::toNativeSeparators(file)),
            QMessageBox::Ok, m_window);
        box.setDetailedText(plan.problems.join(QLatin1Char('\n')));
        box.setInformativeText(plan.problems.mid(0, 8).join(QLatin1Char('\n')));
        box.exec();
        return;
    }
    Q_EMIT statusMessage(plan.changed == 0 ? tr("The IP plan matches the design: nothing to change.")
                                           : tr("IP plan imported: %n interface(s) changed.", nullptr, plan.changed),
        6000);
}

void DesignDialogs::editSubnets()
{
    SubnetsDialog dialog(m_document->design(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    std::vector<Subnet> subnets = dialog.subnets();
    if (subnets == m_document->design().subnets)
        return;
    // A prefix changed under addresses: they move with it, if wanted, in the same step.
    if (const auto renumber = askRenumbering(m_window, m_actions->renumberingFor(subnets)))
        m_actions->setSubnets(std::move(subnets), *renumber, tr("Edit subnets and VLANs"));
}

void DesignDialogs::editQos()
{
    QosDialog dialog(m_document->design().qos, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QosPolicy policy = dialog.policy();
    if (!(policy == m_document->design().qos))
        m_document->undoStack()->push(
            new SetQos(m_document, &Design::qos, std::move(policy), DesignPart::Qos, tr("Edit QoS policy")));
}

void DesignDialogs::showRuleCatalogue(const QString &rule)
{
    RuleCatalogueDialog dialog(m_window);
    if (!rule.isEmpty())
        dialog.showRule(rule);
    dialog.exec();
}

void DesignDialogs::suppressFinding(const Finding &finding)
{
    bool ok = false;
    const QString reason = QInputDialog::getText(m_window, tr("Accept Finding"),
        tr("Why is %1 acceptable in this design? The reason is kept in the design and printed in the report.")
            .arg(finding.rule),
        QLineEdit::Normal, QString(), &ok);
    if (!ok)
        return;
    if (reason.trimmed().isEmpty()) {
        Q_EMIT statusMessage(tr("A finding is accepted with a reason only."), 6000);
        return;
    }
    m_actions->suppress(finding, reason.trimmed());
}

void DesignDialogs::showPortMap()
{
    QString selected;
    for (const QString &id : m_scene->selectedIds())
        if (m_document->design().switchById(id))
            selected = id;
    PortMapDialog dialog(m_document->design(), selected, m_window);
    if (const LiveCheckRunner::Checked *shown = m_live ? m_live->shown() : nullptr)
        dialog.setLive(&shown->live, shown->folder);
    connect(&dialog, &PortMapDialog::objectsActivated, this, &DesignDialogs::objectsActivated);
    connect(&dialog, &PortMapDialog::connectRequested, this, [this, &dialog](const QString &port) {
        connectCable(port, &dialog);
        dialog.refresh();
    });
    connect(&dialog, &PortMapDialog::disconnectRequested, this, [this, &dialog](const QString &link) {
        m_actions->remove({link});
        dialog.refresh();
    });
    dialog.exec();
}

void DesignDialogs::connectCable(const QString &start, QWidget *parent)
{
    QString hint = start;
    if (hint.isEmpty())
        if (const QStringList selected = m_scene->selectedIds(); selected.size() == 1)
            hint = selected.front();
    ConnectDialog dialog(m_document->design(), hint, parent ? parent : m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const QString why = m_scene->connectPorts(dialog.from(), dialog.to()); !why.isEmpty())
        Q_EMIT statusMessage(why, 8000);
}

} // namespace hvnet
