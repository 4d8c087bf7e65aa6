#include "deploydialog.h"

#include "dialogsecretprompt.h"
#include "liveevidence.h"

#include "app/common/settings.h"
#include "exporters/templatestore.h"
#include "model/designdocument.h"
#include "model/validation/validator.h"
#include "plans/filenames.h"

#include <QCheckBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

namespace hvnet {

namespace {

enum Column { TargetColumn, AddressColumn, StateColumn, StepColumn, ElapsedColumn, OutcomeColumn, ColumnCount };

QString elapsedText(qint64 ms)
{
    return DeployDialog::tr("%1 s").arg(double(ms) / 1000.0, 0, 'f', 1);
}

} // namespace

DeployDialog::DeployDialog(QWidget *parent, DesignDocument *document, LiveEvidence *live)
    : QDialog(parent), m_document(document), m_live(live)
{
    setWindowTitle(tr("Deploy"));
    m_asker = DialogSecretPrompt::passwordLine(this, tr("Deploy"));
    m_prompt = std::make_unique<DialogSecretPrompt>(this, m_cancel, m_asker);

    auto *intro = new QLabel(tr("Applies the design to the running switches and nodes at their management endpoints. "
                                "Preview first: it shows what would change on each target and changes nothing. Deploy "
                                "then applies it: the switches first, one of each redundant pair at a time with a "
                                "rollback window, then the nodes, one node of a cluster at a time, each checked "
                                "before the next. A failure stops its pair or cluster."),
        this);
    intro->setWordWrap(true);

    m_folderEdit = new QLineEdit(this);
    m_folderEdit->setPlaceholderText(tr("a new folder beside the design for each run"));
    auto *browse = new QPushButton(tr("&Browse..."), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Push Folder"), outputFolder());
        if (!folder.isEmpty())
            setOutputFolder(folder);
    });
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folderEdit, 1);
    folderRow->addWidget(browse);
    m_configEdit = new QLineEdit(this);
    m_configEdit->setPlaceholderText(tr("~/.ssh/config"));
    m_parallel = new QSpinBox(this);
    m_parallel->setRange(1, 256);
    m_parallel->setValue(16);
    m_confirmTimeout = new QSpinBox(this);
    m_confirmTimeout->setRange(30, 3600);
    m_confirmTimeout->setValue(300);
    m_confirmTimeout->setSuffix(tr(" s"));
    m_allowDisruption = new QCheckBox(tr("Allow steps that cut an administrator's session (only over an "
                                         "out-of-band endpoint)"),
        this);
    m_paths = new QCheckBox(tr("Test the storage pa&ths of each node after its check"), this);
    m_paths->setChecked(true);

    auto *form = new QFormLayout;
    auto *folderLabel = new QLabel(tr("&Folder:"), this);
    folderLabel->setBuddy(m_folderEdit);
    form->addRow(folderLabel, folderRow);
    form->addRow(tr("SSH &configuration:"), m_configEdit);
    form->addRow(tr("Clusters and pairs at the &same time:"), m_parallel);
    form->addRow(tr("Switch &rollback window:"), m_confirmTimeout);
    form->addRow(QString(), m_allowDisruption);
    form->addRow(QString(), m_paths);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setHorizontalHeaderLabels({tr("Target"), tr("Address"), tr("State"), tr("Step"), tr("Elapsed"), tr("Outcome")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &DeployDialog::showDetails);

    m_details = new QPlainTextEdit(this);
    m_details->setReadOnly(true);
    m_details->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_details->setPlaceholderText(tr("What changes on the target chosen above, its steps and its transcript"));
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::TypeWriter);
    m_details->setFont(mono);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *buttons = new QDialogButtonBox(this);
    m_previewButton = buttons->addButton(tr("&Preview"), QDialogButtonBox::ActionRole);
    m_deployButton = buttons->addButton(tr("&Deploy"), QDialogButtonBox::ActionRole);
    m_deployButton->setToolTip(tr("Applies what the preview showed; asks first"));
    m_cancelButton = buttons->addButton(tr("&Stop"), QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Close);
    connect(m_previewButton, &QPushButton::clicked, this, [this] { preview(); });
    connect(m_deployButton, &QPushButton::clicked, this, [this] { deploy(); });
    connect(m_cancelButton, &QPushButton::clicked, this, &DeployDialog::cancel);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // A change of what the push would do asks for a new preview.
    for (QCheckBox *box : {m_allowDisruption, m_paths})
        connect(box, &QCheckBox::toggled, this, [this] {
            m_previewed = false;
            updateButtons();
        });
    connect(m_document, &DesignDocument::changed, this, [this] {
        m_previewed = false;
        updateButtons();
    });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);

    auto *tick = new QTimer(this);
    tick->setInterval(500);
    connect(tick, &QTimer::timeout, this, [this] {
        if (!m_thread)
            return;
        for (int row = 0; row < m_table->rowCount(); ++row) {
            const qint64 started = m_table->item(row, TargetColumn)->data(Qt::UserRole + 1).toLongLong();
            if (started > 0)
                m_table->item(row, ElapsedColumn)->setText(elapsedText(QDateTime::currentMSecsSinceEpoch() - started));
        }
    });
    tick->start();
    resize(960, 640);
    updateButtons();
}

DeployDialog::~DeployDialog()
{
    m_cancel = true;
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

void DeployDialog::setOutputFolder(const QString &folder)
{
    m_folderEdit->setText(QDir::toNativeSeparators(folder));
    m_folderChosen = true;
}

QString DeployDialog::outputFolder() const
{
    return QDir::fromNativeSeparators(m_folderEdit->text().trimmed());
}

void DeployDialog::setSshConfig(const QString &file)
{
    m_configEdit->setText(QDir::toNativeSeparators(file));
}

void DeployDialog::setAllowDisruption(bool on)
{
    m_allowDisruption->setChecked(on);
}

void DeployDialog::setPathTests(bool on)
{
    m_paths->setChecked(on);
}

void DeployDialog::setSecretAsker(std::function<std::optional<QByteArray>(const QString &)> asker)
{
    m_asker = std::move(asker);
}

QString DeployDialog::newRunFolder(bool dryRun) const
{
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"))
        + (dryRun ? QStringLiteral(" preview") : QString());
    QString parent = outputFolder();
    if (parent.isEmpty() || !m_folderChosen) {
        const QString file = m_document->fileName();
        const QString base = file.isEmpty() ? QDir::homePath() : QFileInfo(file).absolutePath();
        const QString name = file.isEmpty() ? QStringLiteral("design") : QFileInfo(file).completeBaseName();
        parent = QDir(base).filePath(QStringLiteral("%1 push").arg(safeFileName(name)));
    }
    QString folder = QDir(parent).filePath(stamp);
    for (int n = 2; QFileInfo::exists(folder); ++n)
        folder = QDir(parent).filePath(QStringLiteral("%1-%2").arg(stamp).arg(n));
    return folder;
}

bool DeployDialog::preview()
{
    return startRun(true);
}

bool DeployDialog::deploy(bool confirm)
{
    if (m_thread || !m_previewed)
        return false;
    if (confirm
        && QMessageBox::question(this, tr("Deploy"),
               tr("Apply the changes the preview showed to %n target(s)? Switches roll back by themselves unless "
                  "confirmed; a failure stops its pair or cluster.",
                   nullptr, int(m_targets.size())))
            != QMessageBox::Yes)
        return false;
    return startRun(false);
}

bool DeployDialog::startRun(bool dryRun)
{
    if (m_thread)
        return false;
    const ValidationResult validation = Validator::run(m_document->design());
    if (validation.errors > 0) {
        m_summary->setText(tr("The design has %n error(s): the push applies what the design plans, so fix them first "
                              "(Design > Validate Now).",
            nullptr, validation.errors));
        return false;
    }
    m_runDesign = std::make_unique<Design>(m_document->design());
    PushRun::Options options;
    options.dryRun = dryRun;
    options.allowDisruption = m_allowDisruption->isChecked();
    options.paths = m_paths->isChecked();
    options.confirmTimeoutSec = m_confirmTimeout->value();
    options.parallel = m_parallel->value();
    options.ssh.configFile = QDir::fromNativeSeparators(m_configEdit->text().trimmed());
    m_runFolder = newRunFolder(dryRun);
    options.transcripts = QDir(m_runFolder).filePath(QStringLiteral("transcripts"));
    options.prompt = m_prompt.get();
    options.cancel = &m_cancel;
    static const TemplateStore templates;
    m_run = std::make_unique<PushRun>(*m_runDesign, templates, options);
    if (const QString error = m_run->plan(); !error.isEmpty()) {
        m_summary->setText(error);
        m_run.reset();
        return false;
    }
    m_dryRun = dryRun;
    m_previewed = m_previewed && !dryRun;
    m_cancel = false;
    m_targets = m_run->targets();
    m_table->setRowCount(int(m_targets.size()));
    for (int row = 0; row < int(m_targets.size()); ++row) {
        const PushTarget &t = m_targets[std::size_t(row)];
        const QString address = t.target.endpoint.effectivePort() == 22
            ? t.target.endpoint.address
            : QStringLiteral("%1:%2").arg(t.target.endpoint.address).arg(t.target.endpoint.effectivePort());
        const QStringList cells{t.target.name, address, pushStateText(t.state), QString(), QString(), QString()};
        for (int column = 0; column < ColumnCount; ++column)
            m_table->setItem(row, column, new QTableWidgetItem(cells.value(column)));
    }
    m_table->resizeColumnsToContents();
    const QStringList skipped = m_run->withoutEndpoint();
    QString text = dryRun ? tr("Previewing %n target(s)...", nullptr, int(m_targets.size()))
                          : tr("Deploying to %n target(s)...", nullptr, int(m_targets.size()));
    if (!skipped.isEmpty())
        text += QLatin1Char(' ') + tr("Without a management endpoint, left out: %1").arg(skipped.join(QStringLiteral(", ")));
    m_summary->setText(text);

    m_thread = QThread::create([this] {
        m_run->run([this](const PushTarget &t) {
            PushTarget copy = t;
            copy.files.clear();
            QMetaObject::invokeMethod(this, [this, copy] { showTarget(copy); }, Qt::QueuedConnection);
        });
    });
    connect(m_thread, &QThread::finished, this, &DeployDialog::runEnded, Qt::QueuedConnection);
    m_thread->start();
    updateButtons();
    return true;
}

void DeployDialog::showTarget(const PushTarget &target)
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        QTableWidgetItem *item = m_table->item(row, TargetColumn);
        if (item->text() != target.target.name)
            continue;
        m_targets[std::size_t(row)] = target;
        if (target.state == PushTarget::State::Running && item->data(Qt::UserRole + 1).toLongLong() == 0)
            item->setData(Qt::UserRole + 1, QDateTime::currentMSecsSinceEpoch());
        if (target.state != PushTarget::State::Running && target.state != PushTarget::State::Waiting) {
            item->setData(Qt::UserRole + 1, qint64(0));
            m_table->item(row, ElapsedColumn)->setText(elapsedText(target.elapsedMs));
        }
        m_table->item(row, StateColumn)->setText(pushStateText(target.state));
        m_table->item(row, StepColumn)->setText(target.step);
        QString outcome = target.reason;
        if (target.state == PushTarget::State::Done)
            outcome = target.changes.isEmpty() ? tr("no difference")
                                               : (m_dryRun ? tr("%n change(s) to make", nullptr, int(target.changes.size()))
                                                           : tr("%n change(s) made", nullptr, int(target.changes.size())));
        m_table->item(row, OutcomeColumn)->setText(outcome);
        const bool bad = target.state == PushTarget::State::Failed || target.state == PushTarget::State::Skipped;
        for (int column = 0; column < ColumnCount; ++column)
            m_table->item(row, column)->setForeground(bad ? QBrush(QColor(0xb0, 0x1c, 0x1c)) : QBrush());
        for (int column : {StateColumn, StepColumn, ElapsedColumn})
            m_table->resizeColumnToContents(column);
        if (m_table->currentRow() == row)
            showDetails();
        return;
    }
}

void DeployDialog::runEnded()
{
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    for (const PushTarget &t : m_run->targets()) {
        PushTarget shown = t;
        shown.files.clear();
        showTarget(shown);
    }
    int done = 0;
    QStringList failed;
    bool anyEvidence = false;
    for (const PushTarget &t : m_run->targets()) {
        if (t.state == PushTarget::State::Done)
            ++done;
        else
            failed << (t.state == PushTarget::State::Failed ? tr("%1 failed at %2").arg(t.target.name, t.step)
                                                             : tr("%1 %2").arg(t.target.name, pushStateText(t.state)));
        anyEvidence = anyEvidence || !t.files.empty();
    }
    QStringList lines;
    const QString error = m_run->write(m_runFolder, QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!error.isEmpty()) {
        lines << tr("The folder could not be written: %1").arg(error);
    } else if (m_dryRun) {
        m_previewed = done == int(m_targets.size()) && !m_cancel.load();
        lines << tr("Preview: %1 of %n target(s) read; nothing was changed. Choose a target to see what would change.",
                     nullptr, int(m_targets.size()))
                     .arg(done);
        if (m_previewed)
            lines << tr("Deploy applies it.");
    } else {
        m_written = m_runFolder;
        m_previewed = false;
        lines << tr("Deployed: %1 of %n target(s) done; summary and transcripts in %2", nullptr, int(m_targets.size()))
                     .arg(done)
                     .arg(QDir::toNativeSeparators(m_runFolder));
        if (anyEvidence && m_live) {
            Settings().setLastEvidenceDirectory(m_runFolder);
            m_live->check(m_runFolder);
            lines << tr("The design is checked against what the nodes answered: see the Live dock.");
        }
    }
    if (m_cancel.load())
        lines << tr("Stopped: the targets not done were cancelled or left as they were.");
    if (!failed.isEmpty())
        lines << tr("Not done: %1.").arg(failed.join(QStringLiteral(", ")));
    m_summary->setText(lines.join(QLatin1Char('\n')));
    m_run.reset();
    updateButtons();
    Q_EMIT finished();
}

void DeployDialog::reject()
{
    if (!m_thread) {
        QDialog::reject();
        return;
    }
    cancel();
    connect(this, &DeployDialog::finished, this, &QDialog::reject, Qt::SingleShotConnection);
}

void DeployDialog::cancel()
{
    m_cancel = true;
    m_summary->setText(tr("Stopping: each target stops at its next step..."));
}

void DeployDialog::selectTarget(const QString &name)
{
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (m_table->item(row, TargetColumn)->text() == name)
            m_table->selectRow(row);
}

QString DeployDialog::shownDetails() const
{
    return m_details->toPlainText();
}

void DeployDialog::showDetails()
{
    const int row = m_table->currentRow();
    if (row < 0 || row >= int(m_targets.size()) || m_runFolder.isEmpty()) {
        m_details->clear();
        return;
    }
    const PushTarget &t = m_targets[std::size_t(row)];
    QString text = (m_dryRun ? tr("What would change on %1:") : tr("What changed on %1:")).arg(t.target.name) + QLatin1Char('\n');
    if (t.changes.isEmpty())
        text += QStringLiteral("  ") + tr("no difference") + QLatin1Char('\n');
    for (const QString &line : t.changes)
        text += QStringLiteral("  ") + line + QLatin1Char('\n');
    if (!t.steps.empty()) {
        text += QLatin1Char('\n') + tr("Steps:") + QLatin1Char('\n');
        for (const PushStep &s : t.steps)
            text += QStringLiteral("  %1  %2  %3  %4\n").arg(s.name, pushOutcomeText(s.outcome), elapsedText(s.elapsedMs), s.detail);
    }
    if (!t.reason.isEmpty())
        text += QLatin1Char('\n') + t.reason + QLatin1Char('\n');
    const QDir dir(QDir(m_runFolder).filePath(QStringLiteral("transcripts/") + safeFileName(t.target.name)));
    for (const QString &file : dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(file));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        text += QStringLiteral("\n=== %1\n").arg(file) + QString::fromUtf8(f.readAll());
    }
    if (text != m_details->toPlainText())
        m_details->setPlainText(text);
}

void DeployDialog::updateButtons()
{
    const bool running = m_thread != nullptr;
    m_previewButton->setEnabled(!running);
    m_deployButton->setEnabled(!running && m_previewed);
    m_cancelButton->setEnabled(running);
    for (QWidget *w : std::initializer_list<QWidget *>{m_folderEdit, m_configEdit, m_parallel, m_confirmTimeout,
             m_allowDisruption, m_paths})
        w->setEnabled(!running);
}

} // namespace hvnet
