// The window: its docks, its actions (registered by id in ActionRegistry,
// one function per menu) and the menus and toolbar as lists of those ids,
// and its verdict in the status bar. What the actions do lives in
// DesignFiles, DesignDialogs, CanvasMenu and DesignActions.

#include "mainwindow.h"

#include "actionregistry.h"
#include "app/common/buildinfo.h"
#include "app/common/reportpaper.h"
#include "app/common/settings.h"
#include "app/common/translation.h"
#include "canvasmenu.h"
#include "designdialogs.h"
#include "designfiles.h"
#include "exporters/exportfolder.h"
#include "live/pathhistory.h"
#include "liveevidence.h"
#include "model/designdocument.h"
#include "model/designselection.h"
#include "model/edit/designactions.h"
#include "model/validation/validationrunner.h"
#include "deploydialog.h"
#include "probedialog.h"
#include "recovery.h"
#include "reportprinter.h"
#include "undokeys.h"
#include "views/arrange.h"
#include "views/canvasselection.h"
#include "views/designscene.h"
#include "views/designview.h"
#include "views/dialogmanners.h"
#include "views/exportdialog.h"
#include "views/freespot.h"
#include "views/issuesview.h"
#include "views/live/livedock.h"
#include "views/live/pathchartview.h"
#include "canvasviews.h"
#include "views/outlineview.h"
#include "views/paletteview.h"
#include "views/properties/propertiesview.h"
#include "views/wheelguard.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

#include <tuple>

namespace hvnet {

MainWindow::MainWindow(QWidget *parent) : MainWindow(nullptr, nullptr, parent) { }

MainWindow::MainWindow(DesignDocument *adopted, Recovery *recovery, QWidget *parent)
    : QMainWindow(parent), m_document(adopted ? adopted : new DesignDocument(this)),
      m_scene(new DesignScene(m_document, this)),
      m_view(new DesignView(m_scene, this)), m_actions(new DesignActions(m_document, this)),
      m_issues(new IssuesView(this)), m_palette(new PaletteView(this)),
      m_properties(new PropertiesView(m_document, m_actions, this)), m_outline(new OutlineView(m_document, this)),
      m_history(new QUndoView(m_document->undoStack(), this)),
      m_recovery(recovery ? recovery : new Recovery(m_document, this)),
      m_layoutKeeper(new QTimer(this)),
      m_verdict(new QLabel(this)), m_zoomLabel(new QLabel(this)), m_validator(new ValidationRunner(m_document, this)),
      m_printer(new ReportPrinter(this)), m_registry(new ActionRegistry(this)),
      m_dialogs(new DesignDialogs(this, m_document, m_actions, m_scene)),
      m_menu(new CanvasMenu({this, m_document, m_actions, m_scene, m_view, m_palette, m_dialogs, m_registry})),
      m_liveDock(new LiveDock(this)), m_live(new LiveEvidence(this, m_document, m_liveDock, m_issues))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_document->setParent(this);
    m_recovery->setParent(this);
    WheelGuard::install(QCoreApplication::instance()); // scrolling over a dock or dialog never edits
    DialogManners::install(QCoreApplication::instance()); // mnemonics, first focus and size of every dialog
    m_verdict->setObjectName(QStringLiteral("verdict"));
    setCentralWidget(m_view);
    // Where the keyboard is, visible: the canvas framed in the highlight colour while it has the focus.
    m_view->setStyleSheet(QStringLiteral("QGraphicsView { border: 2px solid transparent; }"
                                         "QGraphicsView:focus { border: 2px solid palette(highlight); }"));
    setDockNestingEnabled(true);
    createDocks();
    statusBar()->addPermanentWidget(m_zoomLabel);
    statusBar()->addPermanentWidget(m_verdict);

    // Validation follows every change, off the UI thread (ValidationRunner);
    // the issues dock and the canvas show each result themselves, the
    // window only its verdict in the status bar.
    m_issues->follow(m_validator);
    m_scene->follow(m_validator);
    connect(m_validator, &ValidationRunner::validated, this, &MainWindow::showVerdict);
    connect(m_validator, &ValidationRunner::busyChanged, this, [this](bool busy) {
        if (busy) {
            m_verdict->setText(tr("Checking the design..."));
            m_verdict->setStyleSheet(QStringLiteral("color: #5a6370"));
            m_verdict->setCursor(Qt::BusyCursor);
        } else {
            m_verdict->unsetCursor();
        }
    });
    connect(m_document, &DesignDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &DesignDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document, &DesignDocument::designReset, this, &MainWindow::updateTitle);
    connect(m_document, &DesignDocument::changed, this, [this](const DesignChange &change) {
        if (change.part == DesignPart::Meta)
            updateTitle();
    });

    // The canvas, the outline and the properties dock follow the document's
    // selection and set it; the window only reads it.
    new CanvasSelection(m_scene, m_document->selection());
    m_outline->follow(m_document->selection());
    m_properties->follow(m_document->selection());
    connect(m_document->selection(), &DesignSelection::changed, this, &MainWindow::updateActions);
    connect(m_issues, &IssuesView::objectsActivated, this, &MainWindow::showObjects);
    connect(m_liveDock, &LiveDock::objectsActivated, this, &MainWindow::showObjects);
    connect(m_dialogs, &DesignDialogs::objectsActivated, this, &MainWindow::showObjects);
    m_dialogs->setLiveEvidence(m_live);
    connect(m_live, &LiveEvidence::resultChanged, this, &MainWindow::showLiveResult);
    connect(m_live, &LiveEvidence::statusMessage, this,
        [this](const QString &text, int timeout) { statusBar()->showMessage(text, timeout); });
    connect(m_issues, &IssuesView::suppressRequested, m_dialogs, &DesignDialogs::suppressFinding);
    connect(m_issues, &IssuesView::ruleHelpRequested, m_dialogs, &DesignDialogs::showRuleCatalogue);
    connect(m_dialogs, &DesignDialogs::statusMessage, this,
        [this](const QString &text, int timeout) { statusBar()->showMessage(text, timeout); });
    connect(m_scene, &DesignScene::contextMenuRequested, m_menu, &CanvasMenu::show);
    connect(m_scene, &DesignScene::noteEditRequested, m_dialogs, &DesignDialogs::editNote);
    connect(m_menu, &CanvasMenu::aboutToShow, this, &MainWindow::updateActions);
    connect(m_scene, &DesignScene::statusMessage, this,
        [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    connect(m_actions, &DesignActions::statusMessage, this,
        [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(QApplication::clipboard(), &QClipboard::dataChanged, this, &MainWindow::updateActions);
    // Enter on a palette entry: beside the selected card (the one just
    // added; a switch above a selected server, a server below a selected
    // switch), else in the middle of the view, never on another card.
    connect(m_palette, &PaletteView::entryActivated, this, [this](const QString &entry) {
        const QStringList selected = m_scene->selectedIds();
        const QString anchor = selected.size() == 1 && m_scene->index().hasCard(selected.front()) ? selected.front()
                                                                                                  : QString();
        const QPointF centre = m_view->mapToScene(m_view->viewport()->rect().center());
        const QPointF at = FreeSpot::forPaletteEntry(*m_scene, m_document->design(), entry, anchor, centre);
        if (!m_scene->addFromPalette(entry, at).isEmpty())
            m_view->ensureVisible(QRectF(at, QSizeF(1, 1)), 200, 150);
    });
    connect(m_view, &DesignView::zoomChanged, this,
        [this](qreal zoom) { m_zoomLabel->setText(tr("Zoom %1 %").arg(qRound(zoom * 100))); });

    createActions();
    const Settings settings;
    resize(1500, 950);
    restoreGeometry(settings.windowGeometry());
    restoreState(settings.windowState());
    // The layout is kept as it changes, not only on a clean close.
    m_layoutKeeper->setSingleShot(true);
    m_layoutKeeper->setInterval(1000);
    connect(m_layoutKeeper, &QTimer::timeout, this, &MainWindow::keepLayout);
    connect(m_recovery, &Recovery::autosaved, this, &MainWindow::keepLayout);
    for (QDockWidget *d : findChildren<QDockWidget *>()) {
        const auto later = [this] { m_layoutKeeper->start(); };
        connect(d, &QDockWidget::dockLocationChanged, this, later);
        connect(d, &QDockWidget::topLevelChanged, this, later);
        connect(d, &QDockWidget::visibilityChanged, this, later);
    }
    m_view->setLegendVisible(settings.isLegendVisible());
    if (!adopted)
        m_document->reset(DesignFiles::emptyDesign());
    updateTitle();
    updateActions();
    m_zoomLabel->setText(tr("Zoom %1 %").arg(100));
    // The empty design's findings, at once: the docks are never blank.
    validateAndWait();
}

MainWindow::~MainWindow()
{
    // The scene clears its items as it goes, announcing selection changes to
    // a window that is half gone.
    disconnect(m_scene, nullptr, this, nullptr);
    disconnect(m_document, nullptr, this, nullptr);
    // QWidget's destructor closes the window, and the docks then announce
    // that they were hidden: to a window whose own parts (the layout keeper's
    // timer among them) are already gone. Nothing of this window listens any
    // more.
    m_layoutKeeper->stop();
    for (QObject *child : findChildren<QObject *>())
        disconnect(child, nullptr, this, nullptr);
}

void MainWindow::createDocks()
{
    const auto dock = [this](QWidget *widget, const QString &title, const QString &name, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    QDockWidget *palette = dock(m_palette, tr("Palette"), QStringLiteral("paletteDock"), Qt::LeftDockWidgetArea);
    // The outline with a filter on top: finding HV0417 among 1,024 hosts.
    auto *outlinePane = new QWidget(this);
    auto *filter = new QLineEdit(outlinePane);
    filter->setObjectName(QStringLiteral("outlineFilter"));
    filter->setPlaceholderText(tr("Filter by name, address or id"));
    filter->setClearButtonEnabled(true);
    connect(filter, &QLineEdit::textChanged, m_outline, &OutlineView::setFilter);
    // A filter typed for one design means nothing in the next.
    connect(m_document, &DesignDocument::designReset, filter, &QLineEdit::clear);
    // What is picked in the outline is brought into view on the canvas.
    connect(m_outline, &OutlineView::selectionChangedByUser, this, [this](const QStringList &ids) {
        if (!ids.isEmpty())
            m_view->showIds(ids);
    });
    auto *outlineLayout = new QVBoxLayout(outlinePane);
    outlineLayout->setContentsMargins(0, 0, 0, 0);
    outlineLayout->setSpacing(2);
    outlineLayout->addWidget(filter);
    outlineLayout->addWidget(m_outline);
    QDockWidget *outline = dock(outlinePane, tr("Outline"), QStringLiteral("outlineDock"), Qt::LeftDockWidgetArea);
    splitDockWidget(palette, outline, Qt::Vertical);
    QDockWidget *properties
        = dock(m_properties, tr("Properties"), QStringLiteral("propertiesDock"), Qt::RightDockWidgetArea);
    QDockWidget *history = dock(m_history, tr("Undo History"), QStringLiteral("historyDock"), Qt::RightDockWidgetArea);
    splitDockWidget(properties, history, Qt::Vertical);
    QDockWidget *issues = dock(m_issues, tr("Issues"), QStringLiteral("issuesDock"), Qt::BottomDockWidgetArea);
    QDockWidget *live = dock(m_liveDock, tr("Live"), QStringLiteral("liveCheckDock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(issues, live);
    issues->raise();
    m_history->setEmptyLabel(tr("<opened design>"));
    resizeDocks({palette, properties}, {230, 460}, Qt::Horizontal);
    resizeDocks({properties, history}, {600, 200}, Qt::Vertical);
    resizeDocks({palette, outline}, {300, 400}, Qt::Vertical);
}

QAction *MainWindow::action(const QString &name) const
{
    return m_registry->action(name);
}

void MainWindow::createActions()
{
    registerFileActions();
    registerEditActions();
    registerViewActions();
    new CanvasViews(m_registry, m_view, m_document, this);
    registerDesignActions();
    const QString line = ActionRegistry::separator;
    m_registry->fill(menuBar()->addMenu(tr("&File")),
        {QStringLiteral("fileNew"), QStringLiteral("fileNewFromTemplate"), QStringLiteral("fileOpen"),
            QStringLiteral("recentMenu"), QStringLiteral("fileSave"), QStringLiteral("fileSaveAs"), line,
            QStringLiteral("fileExport"), line, QStringLiteral("printPreview"), QStringLiteral("filePrint"),
            QStringLiteral("paperMenu"), line, QStringLiteral("fileQuit")});
    m_registry->fill(menuBar()->addMenu(tr("&Edit")),
        {QStringLiteral("editUndo"), QStringLiteral("editRedo"), line, QStringLiteral("editCut"),
            QStringLiteral("editCopy"), QStringLiteral("editPaste"), QStringLiteral("editDuplicate"),
            QStringLiteral("editDelete"), QStringLiteral("editSelectAll"), line, QStringLiteral("editHostsLike"),
            QStringLiteral("editApplyProfile"), QStringLiteral("editAddNote"),
            QStringLiteral("editConnect")});
    m_registry->fill(menuBar()->addMenu(tr("&View")),
        {QStringLiteral("viewZoomIn"), QStringLiteral("viewZoomOut"), QStringLiteral("viewActualSize"),
            QStringLiteral("viewFit"), QStringLiteral("viewZoomSelection"), line, QStringLiteral("viewNetworksMenu"),
            QStringLiteral("viewClustersMenu"), line, QStringLiteral("viewAutoLayout"), QStringLiteral("arrangeMenu"),
            QStringLiteral("viewLegend"), QStringLiteral("viewMinimap"), line,
            QStringLiteral("docksMenu"), QStringLiteral("languageMenu")});
    m_registry->fill(menuBar()->addMenu(tr("&Design")),
        {QStringLiteral("designValidate"), QStringLiteral("designAllocate"), QStringLiteral("designImportIpPlan"),
            QStringLiteral("designExportIpPlan"), line, QStringLiteral("designSubnets"),
            QStringLiteral("designQos"), QStringLiteral("designPortMap"), line, QStringLiteral("designCheckEvidence"),
            QStringLiteral("designReloadEvidence"), QStringLiteral("designClearEvidence"), line,
            QStringLiteral("designProbe"), QStringLiteral("designDeploy"), QStringLiteral("designPathHistory")});
    m_registry->fill(menuBar()->addMenu(tr("&Help")), {QStringLiteral("helpRules"), QStringLiteral("helpAbout")});

    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_registry->fill(toolbar,
        {QStringLiteral("fileNew"), QStringLiteral("fileNewFromTemplate"), QStringLiteral("fileOpen"),
            QStringLiteral("fileSave"), line, QStringLiteral("editUndoToolbar"), QStringLiteral("editRedoToolbar"),
            line, QStringLiteral("viewZoomIn"), QStringLiteral("viewZoomOut"), QStringLiteral("viewFit"),
            QStringLiteral("viewAutoLayout"), line, QStringLiteral("designValidate"), QStringLiteral("fileExport")});
}

void MainWindow::registerFileActions()
{
    ActionRegistry &r = *m_registry;
    r.add(QStringLiteral("fileNew"), tr("&New"), QKeySequence::New, [this] { m_files->newDesign(); });
    r.add(QStringLiteral("fileNewFromTemplate"), tr("New from &Template..."),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), [this] { m_files->newFromTemplate(); });
    r.add(QStringLiteral("fileOpen"), tr("&Open..."), QKeySequence::Open, [this] { m_files->open(); });
    QMenu *recent = r.addMenu(QStringLiteral("recentMenu"), tr("Open &Recent"));
    m_files = new DesignFiles(this, m_document, m_recovery, recent);
    connect(m_files, &DesignFiles::designOpened, this, [this] {
        // A freshly opened design shows its findings at once, not after the debounce.
        m_validator->validateNow();
        fitToView();
    });
    connect(m_files, &DesignFiles::designCleared, this, [this] {
        m_view->resetTransform();
        m_view->centerOn(0, 0);
    });
    connect(m_files, &DesignFiles::statusMessage, this,
        [this](const QString &text, int timeout) { statusBar()->showMessage(text, timeout); });
    r.add(QStringLiteral("fileSave"), tr("&Save"), QKeySequence::Save, [this] { m_files->save(); });
    r.add(QStringLiteral("fileSaveAs"), tr("Save &As..."), QKeySequence::SaveAs, [this] { m_files->saveAs(); });
    r.add(QStringLiteral("fileExport"), tr("&Export..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
        [this] { exportDesign(); });
    r.add(QStringLiteral("printPreview"), tr("Print Pre&view..."), {}, [this] { printPreview(); });
    r.add(QStringLiteral("filePrint"), tr("&Print..."), QKeySequence::Print, [this] { print(); });
    QMenu *paper = r.addMenu(QStringLiteral("paperMenu"), tr("Report &Paper"));
    auto *paperGroup = new QActionGroup(paper);
    for (const auto &[size, label] : {std::pair(QPageSize::A4, tr("A4")), std::pair(QPageSize::Letter, tr("Letter"))}) {
        QAction *choice = paper->addAction(label);
        choice->setCheckable(true);
        choice->setChecked(ReportPaper::load() == size);
        paperGroup->addAction(choice);
        connect(choice, &QAction::triggered, this, [size] { ReportPaper::save(size); });
    }
    r.add(QStringLiteral("fileQuit"), tr("&Quit"), QKeySequence::Quit, [this] { close(); });
}

void MainWindow::registerEditActions()
{
    ActionRegistry &r = *m_registry;
    // Both usual redo keys on every platform (Ctrl+Y on Windows, Ctrl+Shift+Z
    // elsewhere); setShortcut(StandardKey) would take the platform's first only.
    QAction *undo = r.add(QStringLiteral("editUndo"), m_document->undoStack()->createUndoAction(this, tr("&Undo")));
    undo->setShortcuts(QKeySequence::keyBindings(QKeySequence::Undo));
    QAction *redo = r.add(QStringLiteral("editRedo"), m_document->undoStack()->createRedoAction(this, tr("&Redo")));
    QList<QKeySequence> redoKeys = {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)};
    for (const QKeySequence &key : QKeySequence::keyBindings(QKeySequence::Redo))
        if (!redoKeys.contains(key))
            redoKeys << key;
    redo->setShortcuts(redoKeys);
    // The same keys in a field of a dock: the field commits, then the design undoes.
    new UndoKeys(this, undo, redo);
    // The toolbar's undo and redo keep a fixed label (the command's name is
    // in the tooltip): a label that changes width with every edit makes the
    // whole window lay itself out and repaint after each one.
    for (QAction *source : {undo, redo}) {
        QAction *fixed = r.add(source->objectName() + QStringLiteral("Toolbar"),
            new QAction(source == undo ? tr("Undo") : tr("Redo"), this));
        fixed->setEnabled(source->isEnabled());
        fixed->setToolTip(source->text().remove(QLatin1Char('&')));
        connect(fixed, &QAction::triggered, source, &QAction::trigger);
        connect(source, &QAction::changed, fixed, [fixed, source] {
            fixed->setEnabled(source->isEnabled());
            fixed->setToolTip(source->text().remove(QLatin1Char('&')));
        });
    }
    r.add(QStringLiteral("editCut"), tr("Cu&t"), QKeySequence::Cut, [this] { cut(); });
    r.add(QStringLiteral("editCopy"), tr("&Copy"), QKeySequence::Copy, [this] { copy(); });
    r.add(QStringLiteral("editPaste"), tr("&Paste"), QKeySequence::Paste, [this] { paste(); });
    r.add(
        QStringLiteral("editDuplicate"), tr("D&uplicate"), QKeySequence(Qt::CTRL | Qt::Key_D), [this] { duplicate(); });
    r.add(QStringLiteral("editDelete"), tr("&Delete"), QKeySequence::Delete, [this] {
         deleteSelection();
     })->setShortcuts({QKeySequence::Delete, QKeySequence(Qt::Key_Backspace)});
    r.add(QStringLiteral("editSelectAll"), tr("Select &All"), QKeySequence::SelectAll, [this] {
        for (QGraphicsItem *item : m_scene->items())
            if (item->flags() & QGraphicsItem::ItemIsSelectable)
                item->setSelected(true);
    });
    // The canvas' shortcuts must not fire while typing in a dock's field.
    for (const QString &name : {QStringLiteral("editCut"), QStringLiteral("editCopy"), QStringLiteral("editPaste"),
             QStringLiteral("editDuplicate"), QStringLiteral("editDelete"), QStringLiteral("editSelectAll")}) {
        QAction *a = action(name);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_view->addAction(a);
        if (name != QLatin1String("editSelectAll"))
            m_outline->addAction(a);
    }
    r.add(QStringLiteral("editHostsLike"), tr("Add &Hosts Like This One..."),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H), [this] { m_dialogs->addHostsLike(); });
    r.add(QStringLiteral("editApplyProfile"), tr("Apply Host Pro&file..."), {},
        [this] { m_dialogs->applyProfile(); });
    r.add(QStringLiteral("editAddNote"), tr("Add N&ote..."), {},
        [this] { m_dialogs->addNote(m_view->mapToScene(m_view->viewport()->rect().center())); });
    // A cable without the mouse: the Connect dialog's pickers.
    r.add(QStringLiteral("editConnect"), tr("Co&nnect..."), QKeySequence(Qt::CTRL | Qt::Key_K),
        [this] { m_dialogs->connectCable(); });
}

void MainWindow::registerViewActions()
{
    ActionRegistry &r = *m_registry;
    r.add(QStringLiteral("viewZoomIn"), tr("Zoom &In"), QKeySequence::ZoomIn, [this] { m_view->zoomIn(); });
    r.add(QStringLiteral("viewZoomOut"), tr("Zoom &Out"), QKeySequence::ZoomOut, [this] { m_view->zoomOut(); });
    r.add(QStringLiteral("viewActualSize"), tr("&Actual Size"), QKeySequence(Qt::CTRL | Qt::Key_1),
        [this] { m_view->resetZoom(); });
    r.add(QStringLiteral("viewFit"), tr("&Fit to Window"), QKeySequence(Qt::CTRL | Qt::Key_0), [this] { fitToView(); });
    r.add(QStringLiteral("viewAutoLayout"), tr("Auto-&Layout"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L),
        [this] { autoLayout(); });
    QAction *legend = r.add(QStringLiteral("viewLegend"), tr("&Cable Legend"), {}, [this] {
        m_view->setLegendVisible(action(QStringLiteral("viewLegend"))->isChecked());
        Settings().setLegendVisible(m_view->isLegendVisible());
    });
    legend->setCheckable(true);
    legend->setChecked(Settings().isLegendVisible());
    // Arranging the selected cards, as drawing tools do.
    QMenu *arrange = r.addMenu(QStringLiteral("arrangeMenu"), tr("A&rrange"));
    const std::vector<std::tuple<const char *, QString, QKeySequence, Arrange::Kind>> arrangements = {
        {"arrangeAlignLeft", tr("Align &Left"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Left),
            Arrange::Kind::AlignLeft},
        {"arrangeAlignTop", tr("Align &Top"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Up), Arrange::Kind::AlignTop},
        {"arrangeDistributeH", tr("Distribute &Horizontally"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Right),
            Arrange::Kind::DistributeHorizontally},
        {"arrangeDistributeV", tr("Distribute &Vertically"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Down),
            Arrange::Kind::DistributeVertically},
        {"arrangeSnap", tr("&Snap to Grid"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_G), Arrange::Kind::SnapToGrid}};
    for (const auto &[name, text, key, kind] : arrangements) {
        QAction *a = r.add(QLatin1String(name), text, key, [this, kind] {
            statusBar()->showMessage(Arrange::apply(m_scene, m_document, kind), 6000);
        });
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_view->addAction(a);
        m_outline->addAction(a);
        arrange->addAction(a);
    }
    QMenu *docks = r.addMenu(QStringLiteral("docksMenu"), tr("&Docks"));
    for (QDockWidget *d : findChildren<QDockWidget *>())
        docks->addAction(d->toggleViewAction());
    // Alt+1 to Alt+6 put the keyboard in a dock (shown and raised first),
    // Alt+0 back on the canvas: every part of the window without the mouse.
    docks->addSeparator();
    const std::vector<std::tuple<const char *, QString, Qt::Key>> goTo = {
        {"paletteDock", tr("Go to Palette"), Qt::Key_1}, {"outlineDock", tr("Go to Outline"), Qt::Key_2},
        {"propertiesDock", tr("Go to Properties"), Qt::Key_3}, {"historyDock", tr("Go to Undo History"), Qt::Key_4},
        {"issuesDock", tr("Go to Issues"), Qt::Key_5}, {"liveCheckDock", tr("Go to Live"), Qt::Key_6}};
    for (const auto &[name, text, key] : goTo) {
        auto *d = findChild<QDockWidget *>(QLatin1String(name));
        QAction *a = r.add(QStringLiteral("goTo_") + QLatin1String(name), text, QKeySequence(Qt::ALT | key),
            [this, d] { focusDock(d); });
        docks->addAction(a);
    }
    docks->addAction(r.add(QStringLiteral("goTo_canvas"), tr("Go to Canvas"), QKeySequence(Qt::ALT | Qt::Key_0),
        [this] { m_view->setFocus(Qt::ShortcutFocusReason); }));
    QMenu *language = r.addMenu(QStringLiteral("languageMenu"), tr("Lan&guage"));
    auto *languages = new QActionGroup(language);
    const QString current = Settings().language();
    for (const auto &[code, label] :
        {std::pair(QString(), tr("System Default")), std::pair(QStringLiteral("en"), QStringLiteral("English")),
            std::pair(QStringLiteral("de"), QStringLiteral("Deutsch"))}) {
        QAction *choice = language->addAction(label);
        choice->setCheckable(true);
        choice->setChecked(code == current);
        r.add(QStringLiteral("language_") + (code.isEmpty() ? QStringLiteral("system") : code), choice);
        languages->addAction(choice);
        connect(choice, &QAction::triggered, this, [this, code] { setLanguage(code); });
    }
}

void MainWindow::registerDesignActions()
{
    ActionRegistry &r = *m_registry;
    r.add(QStringLiteral("designValidate"), tr("&Validate Now"), QKeySequence(Qt::Key_F5), [this] { validateNow(); });
    r.add(QStringLiteral("designAllocate"), tr("&Allocate Addresses"), QKeySequence(Qt::CTRL | Qt::Key_R),
        [this] { m_dialogs->allocateAddresses(); });
    r.add(QStringLiteral("designImportIpPlan"), tr("&Import IP Plan..."), {}, [this] { m_dialogs->importIpPlan(); });
    r.add(QStringLiteral("designExportIpPlan"), tr("E&xport IP Plan..."), {}, [this] { m_dialogs->exportIpPlan(); });
    r.add(QStringLiteral("designSubnets"), tr("&Subnets and VLANs..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U),
        [this] { m_dialogs->editSubnets(); });
    r.add(QStringLiteral("designQos"), tr("&QoS Policy..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q),
        [this] { m_dialogs->editQos(); });
    r.add(QStringLiteral("designPortMap"), tr("Switch &Port Map..."), {}, [this] { m_dialogs->showPortMap(); });
    r.add(QStringLiteral("designCheckEvidence"), tr("Check Against &Evidence..."), {},
        [this] { m_live->chooseAndCheck(); });
    r.add(QStringLiteral("designReloadEvidence"), tr("Re&load Evidence"), QKeySequence(Qt::SHIFT | Qt::Key_F5),
        [this] { m_live->reload(); });
    r.add(QStringLiteral("designClearEvidence"), tr("C&lear Evidence"), {}, [this] { m_live->clear(); });
    r.add(QStringLiteral("designProbe"), tr("Probe &Over SSH..."), {}, [this] { probeDialog()->show(); });
    r.add(QStringLiteral("designDeploy"), tr("&Deploy..."), {}, [this] { deployDialog()->show(); });
    r.add(QStringLiteral("designPathHistory"), tr("Storage Path &History..."), {}, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this,
            tr("Probe History (one evidence folder per run)"), m_live->folder());
        if (!folder.isEmpty())
            showPathHistory(folder);
    });
    r.add(QStringLiteral("helpRules"), tr("&Rule Catalogue"), QKeySequence::HelpContents,
        [this] { m_dialogs->showRuleCatalogue(); });
    r.add(QStringLiteral("helpAbout"), tr("&About hvnet"), {}, [this] {
        QMessageBox::about(this, tr("About hvnet"),
            tr("<h3>hvnet %1</h3><p>Designs, validates and documents converged Hyper-V and "
               "Storage Spaces Direct networks with RDMA (SMB Direct).</p>")
                .arg(BuildInfo::versionText()));
    });
}

void MainWindow::focusDock(QDockWidget *dock)
{
    dock->show();
    dock->raise();
    // The dock's first field that takes the keyboard (the outline, not its
    // filter; the first field of the properties page).
    QWidget *content = dock->widget();
    QWidget *target = content == m_outline->parentWidget() ? m_outline : nullptr;
    for (QWidget *w = content; !target && w; w = w->nextInFocusChain()) {
        if ((w == content || content->isAncestorOf(w)) && w->isVisible() && w->isEnabled()
            && (w->focusPolicy() & Qt::TabFocus) && !qobject_cast<QScrollBar *>(w)
            && !(w == content && qobject_cast<QScrollArea *>(w)))
            target = w;
        if (w->nextInFocusChain() == content)
            break;
    }
    (target ? target : content)->setFocus(Qt::ShortcutFocusReason);
}

void MainWindow::updateActions()
{
    const QStringList selected = m_scene->selectedIds();
    bool anyObject = false;
    bool oneHost = false;
    bool anyHost = false;
    for (const QString &id : selected) {
        anyObject |= m_document->design().node(id) || m_document->design().switchById(id) || m_document->design().note(id);
        anyHost |= m_document->design().node(id) != nullptr;
    }
    if (selected.size() == 1)
        oneHost = m_document->design().node(selected.front()) != nullptr;
    action(QStringLiteral("editCopy"))->setEnabled(anyObject);
    action(QStringLiteral("editCut"))->setEnabled(anyObject);
    action(QStringLiteral("editDuplicate"))->setEnabled(anyObject);
    action(QStringLiteral("editDelete"))->setEnabled(!selected.isEmpty());
    action(QStringLiteral("editHostsLike"))->setEnabled(oneHost);
    action(QStringLiteral("editApplyProfile"))->setEnabled(anyHost);
    action(QStringLiteral("editPaste"))->setEnabled(DesignActions::canPaste(QApplication::clipboard()->mimeData()));
    action(QStringLiteral("designReloadEvidence"))->setEnabled(!m_live->folder().isEmpty());
    action(QStringLiteral("designClearEvidence"))->setEnabled(!m_live->folder().isEmpty());
}

ProbeDialog *MainWindow::probeDialog()
{
    if (!m_probe)
        m_probe = new ProbeDialog(this, m_document, m_live);
    return m_probe;
}

DeployDialog *MainWindow::deployDialog()
{
    if (!m_deploy)
        m_deploy = new DeployDialog(this, m_document, m_live);
    return m_deploy;
}

QString MainWindow::openFile(const QString &fileName)
{
    return m_files->openFile(fileName);
}

void MainWindow::offerRecovery()
{
    m_files->offerRecovery();
}

void MainWindow::fitToView()
{
    m_view->fitToDesign();
}

void MainWindow::keepLayout()
{
    if (!isVisible())
        return;
    Settings settings;
    settings.setWindowGeometry(saveGeometry());
    settings.setWindowState(saveState());
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    if (isVisible())
        m_layoutKeeper->start();
}

void MainWindow::moveEvent(QMoveEvent *event)
{
    QMainWindow::moveEvent(event);
    if (isVisible())
        m_layoutKeeper->start();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    Settings settings;
    settings.setWindowGeometry(saveGeometry());
    settings.setWindowState(saveState());
    m_recovery->discard();
    event->accept();
}

const ValidationResult &MainWindow::validation() const
{
    return m_validator->latest().result;
}

bool MainWindow::isValidating() const
{
    return m_validator->isValidating();
}

void MainWindow::showObjects(const QStringList &ids)
{
    // One object is shown as itself (a subnet, an adapter); several as
    // what the canvas shows of them.
    m_scene->selectIds(ids);
    if (ids.size() == 1)
        m_document->selection()->setIds(ids);
    m_view->showIds(ids);
}

void MainWindow::validateNow()
{
    m_validator->validateNow();
}

void MainWindow::validateAndWait()
{
    m_validator->finishNow();
}

void MainWindow::showVerdict()
{
    const ValidationResult &result = m_validator->latest().result;
    // A design with nothing in it has nothing checked: a green "0 errors" would read as a pass.
    const Design &design = m_document->design();
    if (design.nodes.empty() && design.switches.empty() && result.errors + result.warnings + result.infos == 0) {
        m_verdict->setText(tr("Empty design: nothing to check yet"));
        m_verdict->setStyleSheet(QStringLiteral("color: #5a6370"));
        return;
    }
    // Every count, always: "no findings" while information is listed reads as "nothing to look at".
    QStringList counts = {tr("%n error(s)", nullptr, result.errors), tr("%n warning(s)", nullptr, result.warnings),
        tr("%n information", nullptr, result.infos)};
    if (result.suppressed > 0)
        counts << tr("%n accepted", nullptr, result.suppressed);
    QString text = counts.join(QStringLiteral(", "));
    // The running cluster's verdict beside the design's, under its own
    // label: a green design count must not stand for a drifted cluster.
    int errors = result.errors, warnings = result.warnings;
    if (const LiveCheckRunner::Checked *shown = m_live->shown()) {
        const ValidationResult &live = shown->live.result;
        text += QStringLiteral("  |  ")
            + tr("Live: %1, %2").arg(tr("%n error(s)", nullptr, live.errors), tr("%n warning(s)", nullptr, live.warnings));
        errors += live.errors;
        warnings += live.warnings;
    }
    m_verdict->setText(text);
    m_verdict->setStyleSheet(errors ? QStringLiteral("color: #d0322b; font-weight: 600")
            : warnings              ? QStringLiteral("color: #b77900; font-weight: 600")
            : result.infos          ? QStringLiteral("color: #1f6fd1; font-weight: 600")
                                    : QStringLiteral("color: #2c8a2c; font-weight: 600"));
}

void MainWindow::showLiveResult(bool asked)
{
    updateActions();
    showVerdict();
    const LiveCheckRunner::Checked *shown = m_live->shown();
    m_scene->setLiveStates(shown ? &shown->live : nullptr);
    m_view->setLiveLegendVisible(shown != nullptr, shown && !shown->live.cabling.ports.empty());
    // A check the user asked for is shown; a re-run after an edit leaves the docks as they are.
    if (asked && m_live->isActive()) {
        auto *dock = findChild<QDockWidget *>(QStringLiteral("liveCheckDock"));
        dock->show();
        dock->raise();
    }
}

void MainWindow::cut()
{
    copy();
    deleteSelection();
}

void MainWindow::copy()
{
    if (QMimeData *mime = m_actions->copy(m_scene->selectedIds())) {
        QApplication::clipboard()->setMimeData(mime);
        updateActions();
    }
}

void MainWindow::paste()
{
    const QStringList ids = m_actions->paste(QApplication::clipboard()->mimeData(), Point{40, 40});
    if (!ids.isEmpty())
        m_scene->selectIds(ids);
}

void MainWindow::duplicate()
{
    const QStringList ids = m_actions->duplicate(m_scene->selectedIds());
    if (!ids.isEmpty())
        m_scene->selectIds(ids);
}

void MainWindow::deleteSelection()
{
    m_actions->remove(m_scene->selectedIds());
}

void MainWindow::autoLayout()
{
    m_actions->autoLayout([this](const QString &id) { return m_scene->cardSize(id); });
    fitToView();
}

void MainWindow::setLanguage(const QString &language)
{
    // A probe or a deployment talks to hosts from its dialog, which goes with
    // this window: it is never cut off half way for a language.
    if ((m_probe && m_probe->isRunning()) || (m_deploy && m_deploy->isRunning())) {
        const QString current = Settings().language();
        if (QAction *a = action(QStringLiteral("language_") + (current.isEmpty() ? QStringLiteral("system") : current)))
            a->setChecked(true);
        QMessageBox::information(this, tr("Language"),
            tr("A probe or a deployment is running. Choose the language again when it has finished."));
        return;
    }
    Settings().setLanguage(language);
    installTranslations(*qApp, language);
    // Every text of the window is made where its part is built: the window is
    // built again, after this menu entry's own handling has ended.
    QTimer::singleShot(0, qApp, [window = QPointer<MainWindow>(this)] {
        if (window)
            rebuild(window);
    });
}

MainWindow *MainWindow::rebuild(MainWindow *old)
{
    // A value still being typed is committed as a focus change commits it.
    if (QWidget *focus = QApplication::focusWidget(); focus && old->isAncestorOf(focus))
        focus->clearFocus();
    // What the user has in the window beside the design.
    old->keepLayout();
    const QByteArray geometry = old->saveGeometry();
    const QRect place = old->geometry();
    const bool placed = !(old->windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen));
    const QByteArray state = old->saveState();
    const QTransform zoom = old->m_view->transform();
    const QPointF centre = old->m_view->mapToScene(old->m_view->viewport()->rect().center());
    const QStringList networks = old->m_scene->networkFilter();
    const QString cluster = old->m_scene->clusterFilter();
    const bool minimap = old->m_view->isMinimapWanted();
    const auto *filter = old->findChild<QLineEdit *>(QStringLiteral("outlineFilter"));
    const QString outlineFilter = filter ? filter->text() : QString();
    const QString evidence = old->m_live->isActive() || old->m_live->isRunning() ? old->m_live->folder() : QString();
    const bool shown = old->isVisible();

    // The design, its undo history and its recovery copy (with the lock
    // that says this session is alive) change hands; nothing is saved,
    // discarded or reset.
    DesignDocument *document = old->m_document;
    Recovery *recovery = old->m_recovery;
    document->setParent(nullptr);
    recovery->setParent(nullptr);
    auto *next = new MainWindow(document, recovery, old->parentWidget());
    next->setAttribute(Qt::WA_DeleteOnClose, old->testAttribute(Qt::WA_DeleteOnClose));
    // The maximised or full-screen state, and the place to return to from it.
    next->restoreGeometry(geometry);
    // Otherwise exactly the old window's place: restoreGeometry() moves a
    // window that does not fit its screen (Qt 6.8 does), and a language
    // change must not move the window the user put where it is.
    if (placed)
        next->setGeometry(place);
    next->restoreState(state);
    if (auto *nextFilter = next->findChild<QLineEdit *>(QStringLiteral("outlineFilter")))
        nextFilter->setText(outlineFilter);
    next->m_scene->setClusterFilter(cluster);
    next->m_view->showNetworks(networks);
    next->action(QStringLiteral("viewMinimap"))->setChecked(minimap);
    next->m_view->setMinimapWanted(minimap);
    if (shown)
        next->show();
    Q_EMIT old->replaced(next);
    delete old;
    next->m_view->setTransform(zoom);
    next->m_view->centerOn(centre);
    Q_EMIT next->m_view->zoomChanged(next->m_view->zoom()); // the zoom's label, the level of detail
    if (!evidence.isEmpty())
        next->m_live->check(evidence);
    if (shown) {
        next->raise();
        next->activateWindow();
    }
    return next;
}

void MainWindow::exportDesign()
{
    // A folder per design: next to its file, named after it, so that two
    // designs never share one.
    const QString folder
        = ExportFolder::defaultFor(m_document->fileName(), m_document->design().meta.name, QDir::homePath());
    // The templates folder is a setting: a consultant's own copies, kept between sessions.
    Settings settings;
    ExportDialog dialog(
        m_document->design(), settings.templatesDirectory(), folder, this, m_validator->current(), ReportPaper::load());
    const int answer = dialog.exec();
    settings.setTemplatesDirectory(dialog.templatesDir());
    ReportPaper::save(dialog.paper());
    if (answer == QDialog::Accepted)
        statusBar()->showMessage(
            tr("Exported %n file(s) to %1", nullptr, int(dialog.files().size())).arg(dialog.outputDir()), 6000);
}

void MainWindow::printPreview()
{
    m_printer->preview(m_document->design(), m_document->displayName(), m_validator->current());
}

void MainWindow::print()
{
    m_printer->print(m_document->design(), m_document->displayName(), m_validator->current());
}

void MainWindow::updateTitle()
{
    const QString file
        = m_document->fileName().isEmpty() ? tr("not saved") : QFileInfo(m_document->fileName()).fileName();
    setWindowTitle(tr("%1 (%2)[*] - hvnet").arg(m_document->displayName(), file));
    setWindowModified(m_document->isModified());
}

PathChartView *MainWindow::showPathHistory(const QString &folder)
{
    PathHistory history = PathHistory::load(folder, document()->design());
    if (!history.error.isEmpty()) {
        QMessageBox::warning(this, tr("Storage Path History"), history.error);
        return nullptr;
    }
    auto *view = new PathChartView(std::move(history), this);
    view->setAttribute(Qt::WA_DeleteOnClose);
    view->setObjectName(QStringLiteral("pathHistory"));
    view->open();
    return view;
}

} // namespace hvnet
