#include "probedialog.h"

#include "dialogsecretprompt.h"
#include "liveevidence.h"

#include "app/common/settings.h"
#include "exporters/templatestore.h"
#include "model/commands/editcommands.h"
#include "model/designdocument.h"
#include "model/validation/validator.h"
#include "plans/filenames.h"

#include <QCheckBox>
#include <QDateTime>
#include <QMessageBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QThread>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <map>

namespace hvnet {

namespace {

enum Column { TargetColumn, AddressColumn, StateColumn, StepColumn, ElapsedColumn, AnswerColumn, ColumnCount };

QString stateText(ProbeTarget::State state)
{
    switch (state) {
    case ProbeTarget::State::Waiting: return ProbeDialog::tr("waiting");
    case ProbeTarget::State::Running: return ProbeDialog::tr("running");
    case ProbeTarget::State::Done: return ProbeDialog::tr("done");
    case ProbeTarget::State::Failed: return ProbeDialog::tr("failed");
    case ProbeTarget::State::Cancelled: return ProbeDialog::tr("cancelled");
    }
    return {};
}

// A target the run refused for a host key seen for the first time, whose
// fingerprint the person may choose to trust.
bool refusedAsNew(const ProbeTarget &t)
{
    return t.state == ProbeTarget::State::Failed && t.hostKey.state == HostKeyCheck::State::Unknown
        && !t.hostKey.fingerprint.isEmpty();
}

QString elapsedText(qint64 ms)
{
    return ProbeDialog::tr("%1 s").arg(double(ms) / 1000.0, 0, 'f', 1);
}

} // namespace

ProbeDialog::ProbeDialog(QWidget *parent, DesignDocument *document, LiveEvidence *live)
    : QDialog(parent), m_document(document), m_live(live)
{
    setWindowTitle(tr("Probe Over SSH"));
    m_asker = DialogSecretPrompt::passwordLine(this, tr("Probe Over SSH"));
    m_prompt = std::make_unique<DialogSecretPrompt>(this, m_cancel, m_asker);

    m_intro = new QLabel(tr("Connects to the management endpoint of every node and switch that has one, runs the "
                            "collect kit there, writes the evidence folder and checks the design against it. "
                            "Nothing on the devices is changed."),
        this);
    m_intro->setWordWrap(true);

    m_folderEdit = new QLineEdit(this);
    m_folderEdit->setPlaceholderText(tr("a new folder beside the design for each run"));
    auto *browseFolder = new QPushButton(tr("&Browse..."), this);
    connect(browseFolder, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Evidence Folder"), outputFolder());
        if (!folder.isEmpty())
            setOutputFolder(folder);
    });
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folderEdit, 1);
    folderRow->addWidget(browseFolder);

    m_configEdit = new QLineEdit(this);
    m_configEdit->setPlaceholderText(tr("~/.ssh/config"));
    m_parallel = new QSpinBox(this);
    m_parallel->setRange(1, 256);
    m_parallel->setValue(16);

    auto *form = new QFormLayout;
    auto *folderLabel = new QLabel(tr("&Evidence folder:"), this);
    folderLabel->setBuddy(m_folderEdit);
    form->addRow(folderLabel, folderRow);
    form->addRow(tr("SSH &configuration:"), m_configEdit);
    auto *parallelRow = new QHBoxLayout;
    parallelRow->addWidget(m_parallel);
    parallelRow->addWidget(new QLabel(tr("targets"), this));
    parallelRow->addStretch(1);
    auto *parallelLabel = new QLabel(tr("&At the same time:"), this);
    parallelLabel->setBuddy(m_parallel);
    form->addRow(parallelLabel, parallelRow);
    m_paths = new QCheckBox(tr("Test the storage pa&ths: ping at the planned MTU, SMB's ports, SMB Multichannel, "
                               "RDMA counters around a short read"),
        this);
    m_active = new QCheckBox(tr("With a timed &transfer on each path (loads the storage network)"), this);
    m_active->setEnabled(false);
    connect(m_paths, &QCheckBox::toggled, m_active, [this](bool on) {
        m_active->setEnabled(on);
        if (!on)
            m_active->setChecked(false);
    });
    form->addRow(QString(), m_paths);
    form->addRow(QString(), m_active);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setHorizontalHeaderLabels(
        {tr("Target"), tr("Address"), tr("State"), tr("Step"), tr("Elapsed"), tr("What it answered")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &ProbeDialog::showTranscript);

    m_transcript = new QPlainTextEdit(this);
    m_transcript->setReadOnly(true);
    m_transcript->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_transcript->setPlaceholderText(tr("The transcript of the target chosen above"));
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::TypeWriter);
    m_transcript->setFont(mono);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_transcript);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_buttons = new QDialogButtonBox(this);
    m_startButton = m_buttons->addButton(tr("&Probe"), QDialogButtonBox::ActionRole);
    m_cancelButton = m_buttons->addButton(tr("&Stop"), QDialogButtonBox::ActionRole);
    m_trustButton = m_buttons->addButton(tr("&Trust Host Keys"), QDialogButtonBox::ActionRole);
    m_trustButton->setToolTip(tr("Pins the host keys shown in the list into the design and probes again"));
    m_buttons->addButton(QDialogButtonBox::Close);
    connect(m_startButton, &QPushButton::clicked, this, [this] { start(); });
    connect(m_cancelButton, &QPushButton::clicked, this, &ProbeDialog::cancel);
    connect(m_trustButton, &QPushButton::clicked, this, &ProbeDialog::trustUnknownKeys);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_summary);
    layout->addWidget(m_buttons);

    // Elapsed time of the running targets, between their reports.
    auto *tick = new QTimer(this);
    tick->setInterval(500);
    connect(tick, &QTimer::timeout, this, [this] {
        if (!m_thread)
            return;
        for (int row = 0; row < m_table->rowCount(); ++row) {
            QTableWidgetItem *item = m_table->item(row, TargetColumn);
            const qint64 started = item->data(Qt::UserRole + 1).toLongLong();
            if (started > 0)
                m_table->item(row, ElapsedColumn)->setText(elapsedText(QDateTime::currentMSecsSinceEpoch() - started));
        }
    });
    tick->start();

    resize(900, 560);
    updateButtons();
}

ProbeDialog::~ProbeDialog()
{
    m_cancel = true;
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

void ProbeDialog::setOutputFolder(const QString &folder)
{
    m_folderEdit->setText(QDir::toNativeSeparators(folder));
    m_folderChosen = true;
}

QString ProbeDialog::outputFolder() const
{
    return QDir::fromNativeSeparators(m_folderEdit->text().trimmed());
}

void ProbeDialog::setSshConfig(const QString &file)
{
    m_configEdit->setText(QDir::toNativeSeparators(file));
}

void ProbeDialog::setPathTests(bool on)
{
    m_paths->setChecked(on);
}

void ProbeDialog::setSecretAsker(std::function<std::optional<QByteArray>(const QString &)> asker)
{
    m_asker = std::move(asker);
}

QString ProbeDialog::newRunFolder() const
{
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
    const QString chosen = outputFolder();
    if (!chosen.isEmpty() && m_folderChosen && !QDir(chosen).exists())
        return chosen;
    QString parent = chosen;
    if (parent.isEmpty()) {
        // Beside the design, one folder per run: the history a chart reads.
        const QString file = m_document->fileName();
        const QString base = file.isEmpty() ? QDir::homePath() : QFileInfo(file).absolutePath();
        const QString name = file.isEmpty() ? QStringLiteral("design") : QFileInfo(file).completeBaseName();
        parent = QDir(base).filePath(QStringLiteral("%1 probe").arg(safeFileName(name)));
    }
    QString folder = QDir(parent).filePath(stamp);
    for (int n = 2; QFileInfo::exists(folder); ++n)
        folder = QDir(parent).filePath(QStringLiteral("%1-%2").arg(stamp).arg(n));
    return folder;
}

bool ProbeDialog::start(const QStringList &names)
{
    if (m_thread)
        return false;
    const ValidationResult validation = Validator::run(m_document->design());
    if (validation.errors > 0) {
        m_summary->setText(tr("The design has %n error(s): the probe gathers what the design plans, so fix them first "
                              "(Design > Validate Now).",
            nullptr, validation.errors));
        return false;
    }
    if (m_active->isChecked()
        && QMessageBox::question(this, tr("Probe Over SSH"),
               tr("The timed transfer runs for about 10 seconds on every planned storage path and loads the storage "
                  "network while it runs. Go ahead?"))
            != QMessageBox::Yes)
        return false;
    m_runDesign = std::make_unique<Design>(m_document->design());
    ProbeRun::Options options;
    options.paths = m_paths->isChecked();
    options.active = m_active->isChecked();
    for (const QString &name : names) {
        if (std::any_of(m_runDesign->switches.begin(), m_runDesign->switches.end(),
                [&](const Switch &s) { return s.name.compare(name, Qt::CaseInsensitive) == 0; }))
            options.switches << name;
        else
            options.hosts << name;
    }
    options.parallel = m_parallel->value();
    options.ssh.configFile = QDir::fromNativeSeparators(m_configEdit->text().trimmed());
    m_runFolder = newRunFolder();
    options.transcripts = QDir(m_runFolder).filePath(QStringLiteral("transcripts"));
    options.prompt = m_prompt.get();
    options.cancel = &m_cancel;
    static const TemplateStore templates;
    m_run = std::make_unique<ProbeRun>(*m_runDesign, templates, options);
    if (const QString error = m_run->plan(); !error.isEmpty()) {
        m_summary->setText(error);
        m_run.reset();
        return false;
    }
    if (m_run->targets().empty()) {
        m_summary->setText(tr("No node or switch of the design has a management endpoint: give each one its "
                              "address and user in the Properties to probe it."));
        m_run.reset();
        return false;
    }

    m_cancel = false;
    m_targets = m_run->targets();
    m_table->setRowCount(int(m_targets.size()));
    for (int row = 0; row < int(m_targets.size()); ++row) {
        const ProbeTarget &t = m_targets[std::size_t(row)];
        const QString address = t.target.endpoint.effectivePort() == 22
            ? t.target.endpoint.address
            : QStringLiteral("%1:%2").arg(t.target.endpoint.address).arg(t.target.endpoint.effectivePort());
        const QStringList cells{t.target.name, address, stateText(t.state), QString(), QString(), QString()};
        for (int column = 0; column < ColumnCount; ++column)
            m_table->setItem(row, column, new QTableWidgetItem(cells.value(column)));
    }
    m_table->resizeColumnsToContents();
    QStringList skipped = m_run->withoutEndpoint();
    m_summary->setText(skipped.isEmpty() ? tr("Probing %n target(s)...", nullptr, int(m_targets.size()))
                                         : tr("Probing %n target(s); without a management endpoint, not probed: %1",
                                               nullptr, int(m_targets.size()))
                                               .arg(skipped.join(QStringLiteral(", "))));

    m_thread = QThread::create([this] {
        m_run->run([this](const ProbeTarget &t) {
            ProbeTarget copy = t;
            copy.files.clear();
            QMetaObject::invokeMethod(this, [this, copy] { showTarget(copy); }, Qt::QueuedConnection);
        });
    });
    connect(m_thread, &QThread::finished, this, &ProbeDialog::runEnded, Qt::QueuedConnection);
    m_thread->start();
    updateButtons();
    return true;
}

void ProbeDialog::showTarget(const ProbeTarget &target)
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        QTableWidgetItem *item = m_table->item(row, TargetColumn);
        if (item->text() != target.target.name)
            continue;
        if (target.state == ProbeTarget::State::Running && item->data(Qt::UserRole + 1).toLongLong() == 0)
            item->setData(Qt::UserRole + 1, QDateTime::currentMSecsSinceEpoch());
        if (target.state != ProbeTarget::State::Running && target.state != ProbeTarget::State::Waiting) {
            item->setData(Qt::UserRole + 1, qint64(0));
            m_table->item(row, ElapsedColumn)->setText(elapsedText(target.elapsedMs));
        }
        m_table->item(row, StateColumn)->setText(stateText(target.state));
        m_table->item(row, StepColumn)->setText(target.step);
        m_table->item(row, AnswerColumn)->setText(target.failure.message);
        const QColor colour = target.state == ProbeTarget::State::Failed ? QColor(0xb0, 0x1c, 0x1c) : QColor();
        for (int column = 0; column < ColumnCount; ++column)
            m_table->item(row, column)->setForeground(colour.isValid() ? QBrush(colour) : QBrush());
        for (int column : {StateColumn, StepColumn, ElapsedColumn})
            m_table->resizeColumnToContents(column);
        if (m_table->currentRow() == row)
            showTranscript();
        return;
    }
}

void ProbeDialog::runEnded()
{
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_targets = m_run->targets();
    for (const ProbeTarget &t : m_targets) {
        ProbeTarget shown = t;
        shown.files.clear();
        showTarget(shown);
    }
    int answered = 0;
    QStringList failed;
    for (const ProbeTarget &t : m_targets) {
        if (t.state == ProbeTarget::State::Done)
            ++answered;
        else
            failed << tr("%1 at %2").arg(t.target.name, t.step);
    }
    QStringList lines;
    const QString error = m_run->write(m_runFolder, QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!error.isEmpty()) {
        lines << tr("The evidence folder could not be written: %1").arg(error);
    } else {
        m_written = m_runFolder;
        lines << tr("%1 of %n target(s) answered into %2", nullptr, int(m_targets.size()))
                     .arg(answered)
                     .arg(QDir::toNativeSeparators(m_runFolder));
        if (answered > 0 && m_live) {
            Settings().setLastEvidenceDirectory(m_runFolder);
            m_live->check(m_runFolder);
            lines << tr("The design is checked against it: see the Live dock.");
        }
    }
    if (m_cancel.load())
        lines << tr("Stopped: the targets not done were cancelled.");
    if (!failed.isEmpty())
        lines << tr("Failed: %1.").arg(failed.join(QStringLiteral(", ")));
    const QStringList unknown = refusedUnknownKeys();
    if (!unknown.isEmpty())
        lines << tr("Host keys seen for the first time, refused until you trust them:") << unknown
              << tr("Compare each fingerprint with the device's own (ssh-keygen -lf on its host key, or its console), "
                    "then choose Trust Host Keys.");
    m_summary->setText(lines.join(QLatin1Char('\n')));
    m_run.reset();
    updateButtons();
    Q_EMIT finished();
}

QStringList ProbeDialog::refusedUnknownKeys() const
{
    QStringList out;
    if (m_thread)
        return out;
    for (const ProbeTarget &t : m_targets)
        if (refusedAsNew(t))
            out << tr("%1: %2 %3").arg(t.target.name, t.hostKey.keyType, t.hostKey.fingerprint);
    return out;
}

void ProbeDialog::trustUnknownKeys()
{
    if (m_thread)
        return;
    std::map<QString, QString> keys; // target name -> fingerprint the person saw
    for (const ProbeTarget &t : m_targets)
        if (refusedAsNew(t))
            keys[t.target.name] = t.hostKey.fingerprint;
    if (keys.empty())
        return;
    QUndoStack *undo = m_document->undoStack();
    undo->beginMacro(tr("Pin the host keys of %1").arg([&] {
        QStringList names;
        for (const auto &entry : keys)
            names << entry.first;
        return names.join(QStringLiteral(", "));
    }()));
    const Design &design = m_document->design();
    for (const Node &node : design.nodes) {
        const auto key = keys.find(node.name);
        if (key == keys.end() || !node.management)
            continue;
        Node pinned = node;
        pinned.management->hostKey = key->second;
        undo->push(new SetNode(m_document, pinned, tr("%1: pin host key %2").arg(node.name, key->second)));
    }
    for (const Switch &sw : design.switches) {
        const auto key = keys.find(sw.name);
        if (key == keys.end() || !sw.management)
            continue;
        Switch pinned = sw;
        pinned.management->hostKey = key->second;
        undo->push(new SetSwitch(m_document, pinned, tr("%1: pin host key %2").arg(sw.name, key->second)));
    }
    undo->endMacro();
    // Again, every target: the folder then holds the whole site, and the
    // pinned keys are the only ones these targets are trusted with.
    start();
}

void ProbeDialog::reject()
{
    if (!m_thread) {
        QDialog::reject();
        return;
    }
    cancel();
    connect(this, &ProbeDialog::finished, this, &QDialog::reject, Qt::SingleShotConnection);
}

void ProbeDialog::cancel()
{
    m_cancel = true;
    m_summary->setText(tr("Stopping: each target stops at its next step..."));
}

void ProbeDialog::showTranscript()
{
    const int row = m_table->currentRow();
    if (row < 0 || m_runFolder.isEmpty()) {
        m_transcript->clear();
        return;
    }
    const QString name = m_table->item(row, TargetColumn)->text();
    const QDir dir(QDir(m_runFolder).filePath(QStringLiteral("transcripts/") + safeFileName(name)));
    QString text;
    const QStringList files = dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        QFile f(dir.filePath(file));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        text += QStringLiteral("=== %1\n").arg(file) + QString::fromUtf8(f.readAll());
        if (!text.endsWith(QLatin1Char('\n')))
            text += QLatin1Char('\n');
    }
    if (text != m_transcript->toPlainText())
        m_transcript->setPlainText(text);
}

void ProbeDialog::updateButtons()
{
    const bool running = m_thread != nullptr;
    m_startButton->setEnabled(!running);
    m_cancelButton->setEnabled(running);
    m_trustButton->setEnabled(!running && !refusedUnknownKeys().isEmpty());
    m_folderEdit->setEnabled(!running);
    m_configEdit->setEnabled(!running);
    m_parallel->setEnabled(!running);
    m_paths->setEnabled(!running);
    m_active->setEnabled(!running && m_paths->isChecked());
}

} // namespace hvnet
