#include "mainwindow.h"

#include "deliverables.h"
#include "designdocument.h"
#include "designreader.h"
#include "designscene.h"
#include "exportdialog.h"
#include "issuesview.h"
#include "portmapdialog.h"
#include "reportfigures.h"
#include "startercatalogue.h"
#include "templatestore.h"
#include "validation/validator.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QGraphicsView>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>

namespace hvnet {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_document(new DesignDocument(this)), m_scene(new DesignScene(m_document, this)),
      m_view(new QGraphicsView(m_scene, this)), m_issues(new IssuesView(this)), m_verdict(new QLabel(this)),
      m_validationTimer(new QTimer(this))
{
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setDragMode(QGraphicsView::RubberBandDrag);
    m_view->setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setCentralWidget(m_view);

    auto *dock = new QDockWidget(tr("Issues"), this);
    dock->setObjectName(QStringLiteral("issuesDock"));
    dock->setWidget(m_issues);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    statusBar()->addPermanentWidget(m_verdict);

    // Validation follows every change, debounced so that a drag does not
    // validate on every mouse move.
    m_validationTimer->setSingleShot(true);
    m_validationTimer->setInterval(250);
    connect(m_validationTimer, &QTimer::timeout, this, &MainWindow::validateNow);
    const auto scheduleValidation = [this] { m_validationTimer->start(); };
    connect(m_document, &DesignDocument::designReset, this, scheduleValidation);
    connect(m_document, &DesignDocument::nodeAdded, this, scheduleValidation);
    connect(m_document, &DesignDocument::nodeRemoved, this, scheduleValidation);
    connect(m_document, &DesignDocument::objectChanged, this, scheduleValidation);
    connect(m_document, &DesignDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &DesignDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document, &DesignDocument::designReset, this, &MainWindow::updateTitle);
    connect(m_issues, &IssuesView::objectsActivated, this, [this](const QStringList &ids) {
        m_scene->clearSelection();
        for (const QString &id : ids)
            if (QGraphicsItem *item = m_scene->itemForId(id)) {
                item->setSelected(true);
                m_view->centerOn(item);
            }
    });

    createActions();
    resize(1400, 900);
    updateTitle();
    validateNow();
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    QAction *fromTemplate = file->addAction(tr("New from &Template..."), this, &MainWindow::newFromTemplate);
    fromTemplate->setShortcut(QKeySequence::New);
    QAction *open = file->addAction(tr("&Open..."), this, &MainWindow::open);
    open->setShortcut(QKeySequence::Open);
    QAction *save = file->addAction(tr("&Save"), this, &MainWindow::save);
    save->setShortcut(QKeySequence::Save);
    QAction *saveAs = file->addAction(tr("Save &As..."), this, &MainWindow::saveAs);
    saveAs->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QAction *exportAction = file->addAction(tr("&Export..."), this, &MainWindow::exportDesign);
    exportAction->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_E);
    file->addSeparator();
    QAction *preview = file->addAction(tr("Print Pre&view..."), this, &MainWindow::printPreview);
    preview->setObjectName(QStringLiteral("printPreview"));
    QAction *print = file->addAction(tr("&Print..."), this, &MainWindow::print);
    print->setShortcut(QKeySequence::Print);
    QMenu *paper = file->addMenu(tr("Report &Paper"));
    auto *paperGroup = new QActionGroup(paper);
    for (const auto &[size, label] : {std::pair(QPageSize::A4, tr("A4")), std::pair(QPageSize::Letter, tr("Letter"))}) {
        QAction *choice = paper->addAction(label);
        choice->setCheckable(true);
        choice->setChecked(reportPageSize() == size);
        paperGroup->addAction(choice);
        connect(choice, &QAction::triggered, this, [size] { setReportPageSize(size); });
    }
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *fit = view->addAction(tr("&Fit to Window"), this, &MainWindow::fitToView);
    fit->setShortcut(Qt::CTRL | Qt::Key_0);

    QMenu *designMenu = menuBar()->addMenu(tr("&Design"));
    QAction *validate = designMenu->addAction(tr("&Validate Now"), this, &MainWindow::validateNow);
    validate->setShortcut(Qt::Key_F5);
    designMenu->addAction(tr("Switch &Port Map..."), this, [this] {
        QString selected;
        for (QGraphicsItem *item : m_scene->selectedItems())
            selected = item->data(0).toString();
        PortMapDialog(m_document->design(), selected, this).exec();
    });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About hvnet"), this, [this] {
        QMessageBox::about(this, tr("About hvnet"),
            tr("<h3>hvnet %1</h3><p>Designs, validates and documents converged Hyper-V and "
               "Storage Spaces Direct networks with RDMA (SMB Direct).</p>")
                .arg(QStringLiteral(HVNET_VERSION)));
    });

    for (QAction *action : {fromTemplate, open, save, undo, redo, fit, validate})
        toolbar->addAction(action);
}

QString MainWindow::openFile(const QString &fileName)
{
    const DesignError error = m_document->load(fileName);
    if (!error.isNull())
        return error.toString();
    // A freshly opened design shows its findings at once, not after the debounce.
    m_validationTimer->stop();
    validateNow();
    fitToView();
    return {};
}

void MainWindow::fitToView()
{
    const QRectF bounds = m_scene->itemsBoundingRect().adjusted(-40, -40, 40, 40);
    if (bounds.isEmpty())
        return;
    m_view->fitInView(bounds, Qt::KeepAspectRatio);
    // Fit shrinks a large design but never blows a small one up past 100%.
    if (m_view->transform().m11() > 1.0) {
        m_view->resetTransform();
        m_view->centerOn(bounds.center());
    }
}

void MainWindow::newFromTemplate()
{
    if (!maybeSave())
        return;
    QStringList items;
    const QList<StarterTemplate> templates = StarterCatalogue::all();
    for (const StarterTemplate &t : templates)
        items << QStringLiteral("%1 (%2)").arg(t.name, t.id);
    bool ok = false;
    const QString choice
        = QInputDialog::getItem(this, tr("New from Template"), tr("Starter design:"), items, 0, false, &ok);
    if (!ok)
        return;
    const StarterTemplate &chosen = templates.at(items.indexOf(choice));
    const auto read = DesignReader::read(*StarterCatalogue::content(chosen.id));
    m_document->reset(*read.design);
    fitToView();
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString fileName = QFileDialog::getOpenFileName(
        this, tr("Open Design"), QString(), tr("hvnet designs (*.hvnet);;All files (*)"));
    if (fileName.isEmpty())
        return;
    if (const QString error = openFile(fileName); !error.isEmpty())
        QMessageBox::warning(this, tr("Cannot Open Design"), error);
}

bool MainWindow::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
    const DesignError error = m_document->save();
    if (!error.isNull()) {
        QMessageBox::warning(
            this, tr("Cannot Save Design"), tr("%1\n\nThe previous file, if any, is unchanged.").arg(error.toString()));
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(m_document->fileName()), 4000);
    return true;
}

bool MainWindow::saveAs()
{
    QString fileName = QFileDialog::getSaveFileName(
        this, tr("Save Design As"), m_document->fileName(), tr("hvnet designs (*.hvnet)"));
    if (fileName.isEmpty())
        return false;
    if (!fileName.endsWith(QLatin1String(".hvnet")))
        fileName += QStringLiteral(".hvnet");
    const DesignError error = m_document->saveAs(fileName);
    if (!error.isNull()) {
        QMessageBox::warning(this, tr("Cannot Save Design"), error.toString());
        return false;
    }
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(this, tr("Unsaved Changes"),
        tr("%1 has unsaved changes. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (maybeSave())
        event->accept();
    else
        event->ignore();
}

void MainWindow::validateNow()
{
    const ValidationResult result = Validator::run(m_document->design());
    m_issues->setResult(result);
    m_scene->setFindings(result);
    m_verdict->setText(tr("%1 errors, %2 warnings, %3 info").arg(result.errors).arg(result.warnings).arg(result.infos));
}

void MainWindow::exportDesign()
{
    const QString base
        = m_document->fileName().isEmpty() ? QDir::homePath() : QFileInfo(m_document->fileName()).absolutePath();
    // The templates folder is a setting: a consultant's own copies, kept between sessions.
    QSettings settings;
    ExportDialog dialog(m_document->design(), settings.value(QStringLiteral("export/templatesDir")).toString(),
        QDir(base).filePath(QStringLiteral("export")), this);
    const int answer = dialog.exec();
    settings.setValue(QStringLiteral("export/templatesDir"), dialog.templatesDir());
    if (answer == QDialog::Accepted)
        statusBar()->showMessage(
            tr("Exported %n file(s) to %1", nullptr, int(dialog.files().size())).arg(dialog.outputDir()), 6000);
}

Report MainWindow::buildReport(ReportFigures &figures) const
{
    const Design &design = m_document->design();
    const ValidationResult validation = Validator::run(design);
    const TemplateStore store(QSettings().value(QStringLiteral("export/templatesDir")).toString());
    figures = ReportFigureRenderer::figures(design, validation);
    return ReportBuilder::build(design, validation, scriptsAndConfigurations(design, store), ReportOptions());
}

void MainWindow::paintReport(QPrinter *printer)
{
    // The same pages as the PDF export, on the printer's paper.
    ReportFigures figures;
    const Report report = buildReport(figures);
    const QPageSize paper
        = printer->pageLayout().pageSize().isValid() ? printer->pageLayout().pageSize() : QPageSize(reportPageSize());
    ReportWriter::paint(report, figures, *printer, paper);
}

void MainWindow::printPreview()
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(reportPageSize()));
    printer.setDocName(m_document->displayName());
    QPrintPreviewDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print Preview - %1").arg(m_document->displayName()));
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this, &MainWindow::paintReport);
    dialog.resize(900, 1000);
    dialog.exec();
}

void MainWindow::print()
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(reportPageSize()));
    printer.setDocName(m_document->displayName());
    QPrintDialog dialog(&printer, this);
    // The report prints whole: its page numbers and contents are one piece.
    dialog.setOption(QAbstractPrintDialog::PrintPageRange, false);
    dialog.setWindowTitle(tr("Print Report"));
    if (dialog.exec() == QDialog::Accepted)
        paintReport(&printer);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] - hvnet").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

} // namespace hvnet
