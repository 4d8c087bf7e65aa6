#include "mainwindow.h"

#include "commands/editcommands.h"
#include "countdialog.h"
#include "designactions.h"
#include "designdocument.h"
#include "designreader.h"
#include "designscene.h"
#include "designview.h"
#include "exportdialog.h"
#include "exportfolder.h"
#include "hostslikedialog.h"
#include "issuesview.h"
#include "labels.h"
#include "outlineview.h"
#include "paletteview.h"
#include "portmapdialog.h"
#include "propertiesview.h"
#include "qosdialog.h"
#include "recovery.h"
#include "renumberquestion.h"
#include "reportpaper.h"
#include "reportprinter.h"
#include "rulecataloguedialog.h"
#include "startercatalogue.h"
#include "subnetsdialog.h"
#include "templatestore.h"
#include "undokeys.h"
#include "validationrunner.h"

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
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

namespace hvnet {

namespace {
constexpr int maxRecentFiles = 8;

// A new, empty design: a name and the usual QoS policy for SMB Direct (the
// policy is a decision, not an object on the canvas, so it starts filled in).
Design emptyDesign()
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
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_document(new DesignDocument(this)), m_scene(new DesignScene(m_document, this)),
      m_view(new DesignView(m_scene, this)), m_actions(new DesignActions(m_document, this)),
      m_issues(new IssuesView(this)), m_palette(new PaletteView(this)),
      m_properties(new PropertiesView(m_document, m_actions, this)), m_outline(new OutlineView(m_document, this)),
      m_history(new QUndoView(m_document->undoStack(), this)), m_recovery(new Recovery(m_document, this)),
      m_verdict(new QLabel(this)), m_zoomLabel(new QLabel(this)), m_validator(new ValidationRunner(m_document, this)),
      m_printer(new ReportPrinter(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_verdict->setObjectName(QStringLiteral("verdict"));
    setCentralWidget(m_view);
    setDockNestingEnabled(true);
    createDocks();
    statusBar()->addPermanentWidget(m_zoomLabel);
    statusBar()->addPermanentWidget(m_verdict);

    // Validation follows every change, off the UI thread (ValidationRunner).
    connect(m_validator, &ValidationRunner::validated, this, &MainWindow::showValidation);
    connect(m_validator, &ValidationRunner::busyChanged, this, [this](bool busy) {
        if (busy) {
            m_verdict->setText(tr("Checking the design..."));
            m_verdict->setStyleSheet(QStringLiteral("color: #5a6370"));
            m_verdict->setCursor(Qt::BusyCursor);
        } else {
            m_verdict->unsetCursor();
        }
    });
    connect(m_document, &DesignDocument::changed, m_validator, &ValidationRunner::schedule);
    connect(m_document, &DesignDocument::designReset, m_validator, &ValidationRunner::schedule);
    connect(m_document, &DesignDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &DesignDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document, &DesignDocument::designReset, this, &MainWindow::updateTitle);
    connect(m_document, &DesignDocument::objectChanged, this, [this](const QString &id) {
        if (id == QLatin1String(DesignPart::meta))
            updateTitle();
    });

    connect(m_issues, &IssuesView::objectsActivated, this, [this](const QStringList &ids) {
        m_scene->selectIds(ids);
        QRectF area;
        for (const QString &id : ids)
            if (QGraphicsItem *item = m_scene->itemForId(id))
                area = area.united(item->sceneBoundingRect());
        if (!area.isNull())
            m_view->centerOn(area.center());
        m_properties->setSelection(ids.size() == 1 ? ids : m_scene->selectedIds());
    });
    connect(m_issues, &IssuesView::suppressRequested, this, &MainWindow::suppressFinding);
    connect(m_issues, &IssuesView::ruleHelpRequested, this, &MainWindow::showRuleCatalogue);
    connect(m_scene, &QGraphicsScene::selectionChanged, this, &MainWindow::selectionChanged);
    connect(m_scene, &DesignScene::contextMenuRequested, this, &MainWindow::showContextMenu);
    connect(m_scene, &DesignScene::statusMessage, this,
        [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    connect(m_actions, &DesignActions::statusMessage, this,
        [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_outline, &OutlineView::selectionChangedByUser, this, [this](const QStringList &ids) {
        m_syncingSelection = true;
        m_scene->selectIds(ids);
        m_syncingSelection = false;
        m_properties->setSelection(ids);
        updateActions();
    });
    connect(QApplication::clipboard(), &QClipboard::dataChanged, this, &MainWindow::updateActions);
    connect(m_palette, &PaletteView::entryActivated, this, [this](const QString &entry) {
        m_scene->addFromPalette(entry, m_view->mapToScene(m_view->viewport()->rect().center()));
    });
    connect(m_view, &DesignView::zoomChanged, this,
        [this](qreal zoom) { m_zoomLabel->setText(tr("Zoom %1 %").arg(qRound(zoom * 100))); });

    createActions();
    QSettings settings;
    resize(1500, 950);
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_view->setLegendVisible(settings.value(QStringLiteral("view/legend"), true).toBool());
    m_document->reset(emptyDesign());
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
    dock(m_issues, tr("Issues"), QStringLiteral("issuesDock"), Qt::BottomDockWidgetArea);
    m_history->setEmptyLabel(tr("<opened design>"));
    resizeDocks({palette, properties}, {230, 460}, Qt::Horizontal);
    resizeDocks({properties, history}, {600, 200}, Qt::Vertical);
    resizeDocks({palette, outline}, {300, 400}, Qt::Vertical);
}

QAction *MainWindow::action(const QString &name) const
{
    return findChild<QAction *>(name);
}

QAction *MainWindow::addAction(QMenu *menu, const QString &name, const QString &text, const QKeySequence &shortcut,
    const std::function<void()> &slot)
{
    QAction *a = menu->addAction(text);
    a->setObjectName(name);
    if (!shortcut.isEmpty())
        a->setShortcut(shortcut);
    connect(a, &QAction::triggered, this, slot);
    return a;
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAction
        = addAction(file, QStringLiteral("fileNew"), tr("&New"), QKeySequence::New, [this] { newDesign(); });
    QAction *fromTemplate = addAction(file, QStringLiteral("fileNewFromTemplate"), tr("New from &Template..."),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), [this] { newFromTemplate(); });
    QAction *openAction
        = addAction(file, QStringLiteral("fileOpen"), tr("&Open..."), QKeySequence::Open, [this] { open(); });
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    updateRecentMenu();
    QAction *saveAction
        = addAction(file, QStringLiteral("fileSave"), tr("&Save"), QKeySequence::Save, [this] { save(); });
    addAction(file, QStringLiteral("fileSaveAs"), tr("Save &As..."), QKeySequence::SaveAs, [this] { saveAs(); });
    file->addSeparator();
    QAction *exportAction = addAction(file, QStringLiteral("fileExport"), tr("&Export..."),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), [this] { exportDesign(); });
    file->addSeparator();
    addAction(file, QStringLiteral("printPreview"), tr("Print Pre&view..."), {}, [this] { printPreview(); });
    addAction(file, QStringLiteral("filePrint"), tr("&Print..."), QKeySequence::Print, [this] { print(); });
    QMenu *paper = file->addMenu(tr("Report &Paper"));
    auto *paperGroup = new QActionGroup(paper);
    for (const auto &[size, label] : {std::pair(QPageSize::A4, tr("A4")), std::pair(QPageSize::Letter, tr("Letter"))}) {
        QAction *choice = paper->addAction(label);
        choice->setCheckable(true);
        choice->setChecked(ReportPaper::load() == size);
        paperGroup->addAction(choice);
        connect(choice, &QAction::triggered, this, [size] { ReportPaper::save(size); });
    }
    file->addSeparator();
    addAction(file, QStringLiteral("fileQuit"), tr("&Quit"), QKeySequence::Quit, [this] { close(); });

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    // Both usual redo keys on every platform (Ctrl+Y on Windows, Ctrl+Shift+Z
    // elsewhere); setShortcut(StandardKey) would take the platform's first only.
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcuts(QKeySequence::keyBindings(QKeySequence::Undo));
    undo->setObjectName(QStringLiteral("editUndo"));
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    QList<QKeySequence> redoKeys = {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)};
    for (const QKeySequence &key : QKeySequence::keyBindings(QKeySequence::Redo))
        if (!redoKeys.contains(key))
            redoKeys << key;
    redo->setShortcuts(redoKeys);
    redo->setObjectName(QStringLiteral("editRedo"));
    // The same keys in a field of a dock: the field commits, then the design undoes.
    new UndoKeys(this, undo, redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    addAction(edit, QStringLiteral("editCut"), tr("Cu&t"), QKeySequence::Cut, [this] { cut(); });
    addAction(edit, QStringLiteral("editCopy"), tr("&Copy"), QKeySequence::Copy, [this] { copy(); });
    addAction(edit, QStringLiteral("editPaste"), tr("&Paste"), QKeySequence::Paste, [this] { paste(); });
    addAction(edit, QStringLiteral("editDuplicate"), tr("D&uplicate"), QKeySequence(Qt::CTRL | Qt::Key_D),
        [this] { duplicate(); });
    QAction *deleteAction = addAction(
        edit, QStringLiteral("editDelete"), tr("&Delete"), QKeySequence::Delete, [this] { deleteSelection(); });
    deleteAction->setShortcuts({QKeySequence::Delete, QKeySequence(Qt::Key_Backspace)});
    // The canvas' shortcuts must not fire while typing in a dock's field.
    for (const QString &name : {QStringLiteral("editCut"), QStringLiteral("editCopy"), QStringLiteral("editPaste"),
             QStringLiteral("editDuplicate"), QStringLiteral("editDelete")}) {
        QAction *a = action(name);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_view->addAction(a);
        m_outline->addAction(a);
    }
    addAction(edit, QStringLiteral("editSelectAll"), tr("Select &All"), QKeySequence::SelectAll, [this] {
        for (QGraphicsItem *item : m_scene->items())
            if (item->flags() & QGraphicsItem::ItemIsSelectable)
                item->setSelected(true);
    });
    action(QStringLiteral("editSelectAll"))->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_view->addAction(action(QStringLiteral("editSelectAll")));
    edit->addSeparator();
    addAction(edit, QStringLiteral("editHostsLike"), tr("Add &Hosts Like This One..."),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H), [this] { addHostsLike(); });

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *zoomIn = addAction(
        m_viewMenu, QStringLiteral("viewZoomIn"), tr("Zoom &In"), QKeySequence::ZoomIn, [this] { m_view->zoomIn(); });
    QAction *zoomOut = addAction(m_viewMenu, QStringLiteral("viewZoomOut"), tr("Zoom &Out"), QKeySequence::ZoomOut,
        [this] { m_view->zoomOut(); });
    addAction(m_viewMenu, QStringLiteral("viewActualSize"), tr("&Actual Size"), QKeySequence(Qt::CTRL | Qt::Key_1),
        [this] { m_view->resetZoom(); });
    QAction *fit = addAction(m_viewMenu, QStringLiteral("viewFit"), tr("&Fit to Window"),
        QKeySequence(Qt::CTRL | Qt::Key_0), [this] { fitToView(); });
    m_viewMenu->addSeparator();
    QAction *layout = addAction(m_viewMenu, QStringLiteral("viewAutoLayout"), tr("Auto-&Layout"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L), [this] { autoLayout(); });
    QAction *legend = addAction(m_viewMenu, QStringLiteral("viewLegend"), tr("Cable &Legend"), {}, [this] {
        m_view->setLegendVisible(action(QStringLiteral("viewLegend"))->isChecked());
        QSettings().setValue(QStringLiteral("view/legend"), m_view->isLegendVisible());
    });
    legend->setCheckable(true);
    legend->setChecked(QSettings().value(QStringLiteral("view/legend"), true).toBool());
    m_viewMenu->addSeparator();
    QMenu *docks = m_viewMenu->addMenu(tr("&Docks"));
    for (QDockWidget *d : findChildren<QDockWidget *>())
        docks->addAction(d->toggleViewAction());
    QMenu *language = m_viewMenu->addMenu(tr("Lan&guage"));
    auto *languages = new QActionGroup(language);
    const QString current = QSettings().value(QStringLiteral("ui/language")).toString();
    for (const auto &[code, label] :
        {std::pair(QString(), tr("System Default")), std::pair(QStringLiteral("en"), QStringLiteral("English")),
            std::pair(QStringLiteral("de"), QStringLiteral("Deutsch"))}) {
        QAction *choice = language->addAction(label);
        choice->setCheckable(true);
        choice->setChecked(code == current);
        choice->setObjectName(QStringLiteral("language_") + (code.isEmpty() ? QStringLiteral("system") : code));
        languages->addAction(choice);
        connect(choice, &QAction::triggered, this, [this, code] { setLanguage(code); });
    }

    QMenu *designMenu = menuBar()->addMenu(tr("&Design"));
    QAction *validate = addAction(designMenu, QStringLiteral("designValidate"), tr("&Validate Now"),
        QKeySequence(Qt::Key_F5), [this] { validateNow(); });
    addAction(designMenu, QStringLiteral("designAllocate"), tr("&Allocate Addresses"),
        QKeySequence(Qt::CTRL | Qt::Key_R), [this] { allocateAddresses(); });
    designMenu->addSeparator();
    addAction(designMenu, QStringLiteral("designSubnets"), tr("&Subnets and VLANs..."),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U), [this] { editSubnets(); });
    addAction(designMenu, QStringLiteral("designQos"), tr("&QoS Policy..."),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q), [this] { editQos(); });
    addAction(designMenu, QStringLiteral("designPortMap"), tr("Switch &Port Map..."), {}, [this] {
        QString selected;
        for (const QString &id : m_scene->selectedIds())
            if (m_document->design().switchById(id))
                selected = id;
        PortMapDialog(m_document->design(), selected, this).exec();
    });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    addAction(help, QStringLiteral("helpRules"), tr("&Rule Catalogue"), QKeySequence::HelpContents,
        [this] { showRuleCatalogue(); });
    addAction(help, QStringLiteral("helpAbout"), tr("&About hvnet"), {}, [this] {
        QMessageBox::about(this, tr("About hvnet"),
            tr("<h3>hvnet %1</h3><p>Designs, validates and documents converged Hyper-V and "
               "Storage Spaces Direct networks with RDMA (SMB Direct).</p>")
                .arg(QStringLiteral(HVNET_VERSION)));
    });

    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (QAction *a : {newAction, fromTemplate, openAction, saveAction})
        toolbar->addAction(a);
    // The toolbar's undo and redo keep a fixed label (the command's name is
    // in the tooltip): a label that changes width with every edit makes the
    // whole window lay itself out and repaint after each one.
    toolbar->addSeparator();
    for (QAction *source : {undo, redo}) {
        auto *fixed = new QAction(source == undo ? tr("Undo") : tr("Redo"), this);
        fixed->setObjectName(source->objectName() + QStringLiteral("Toolbar"));
        fixed->setEnabled(source->isEnabled());
        fixed->setToolTip(source->text().remove(QLatin1Char('&')));
        connect(fixed, &QAction::triggered, source, &QAction::trigger);
        connect(source, &QAction::changed, fixed, [fixed, source] {
            fixed->setEnabled(source->isEnabled());
            fixed->setToolTip(source->text().remove(QLatin1Char('&')));
        });
        toolbar->addAction(fixed);
    }
    toolbar->addSeparator();
    for (QAction *a : {zoomIn, zoomOut, fit, layout})
        toolbar->addAction(a);
    toolbar->addSeparator();
    toolbar->addAction(validate);
    toolbar->addAction(exportAction);
}

void MainWindow::updateActions()
{
    const QStringList selected = m_scene->selectedIds();
    bool anyObject = false;
    bool oneHost = false;
    for (const QString &id : selected)
        anyObject |= m_document->design().node(id) || m_document->design().switchById(id);
    if (selected.size() == 1)
        oneHost = m_document->design().node(selected.front()) != nullptr;
    action(QStringLiteral("editCopy"))->setEnabled(anyObject);
    action(QStringLiteral("editCut"))->setEnabled(anyObject);
    action(QStringLiteral("editDuplicate"))->setEnabled(anyObject);
    action(QStringLiteral("editDelete"))->setEnabled(!selected.isEmpty());
    action(QStringLiteral("editHostsLike"))->setEnabled(oneHost);
    action(QStringLiteral("editPaste"))->setEnabled(DesignActions::canPaste(QApplication::clipboard()->mimeData()));
}

void MainWindow::selectionChanged()
{
    if (m_syncingSelection)
        return;
    const QStringList ids = m_scene->selectedIds();
    m_properties->setSelection(ids);
    m_outline->selectIds(ids);
    updateActions();
}

void MainWindow::showContextMenu(const QString &objectId, const QString &portId, const QPoint &screenPos)
{
    const Design &design = m_document->design();
    QMenu menu(this);
    const QStringList selected = m_scene->selectedIds();
    if (const Node *node = design.node(objectId)) {
        const QString id = node->id;
        menu.addAction(tr("Add &Adapter"), this, [this, id] { m_actions->addAdapter(id); });
        menu.addAction(tr("Add &Interface"), this, [this, id] { m_actions->addInterface(id); });
        if (!portId.isEmpty() && node->adapter(portId))
            menu.addAction(tr("&Remove Adapter %1").arg(node->adapter(portId)->name), this,
                [this, id, portId] { m_actions->removeAdapter(id, portId); });
        QMenu *clusterMenu = menu.addMenu(tr("Add to &Cluster"));
        QStringList nodes;
        for (const QString &s : selected)
            if (design.node(s))
                nodes << s;
        for (const Cluster &c : design.clusters)
            clusterMenu->addAction(c.name, this, [this, nodes, cid = c.id] { m_actions->addToCluster(nodes, cid); });
        clusterMenu->addSeparator();
        clusterMenu->addAction(tr("&New Cluster..."), this, [this, nodes] { addToNewCluster(nodes); });
        menu.addAction(tr("Remove from C&lusters"), this, [this, nodes] { m_actions->removeFromClusters(nodes); });
        menu.addSeparator();
        menu.addAction(action(QStringLiteral("editHostsLike")));
    } else if (const Switch *sw = design.switchById(objectId)) {
        const QString id = sw->id;
        menu.addAction(tr("Add &Ports..."), this, [this, id] {
            if (const auto count = askCount(this, tr("Add Ports"), tr("Number of ports:"), 4, 1, 512))
                m_actions->addPorts(id, *count);
        });
        if (!portId.isEmpty() && sw->port(portId))
            menu.addAction(tr("&Remove Port %1").arg(sw->port(portId)->name), this,
                [this, id, portId] { m_actions->removePort(id, portId); });
        menu.addAction(action(QStringLiteral("designPortMap")));
    } else if (design.link(objectId)) {
        menu.addAction(action(QStringLiteral("editDelete")));
    } else if (design.cluster(objectId)) {
        menu.addAction(tr("&Delete Cluster (Members Stay)"), this, [this, objectId] { m_actions->remove({objectId}); });
    } else {
        QMenu *add = menu.addMenu(tr("&Add"));
        const QPointF at = m_view->mapToScene(m_view->mapFromGlobal(screenPos));
        for (int row = 0; row < m_palette->count(); ++row)
            if (const QString entry = m_palette->entryAt(row); !entry.isEmpty())
                add->addAction(m_palette->item(row)->icon(), m_palette->item(row)->text(), this,
                    [this, entry, at] { m_scene->addFromPalette(entry, at); });
        menu.addAction(action(QStringLiteral("editPaste")));
        menu.addSeparator();
        menu.addAction(action(QStringLiteral("viewAutoLayout")));
        menu.addAction(action(QStringLiteral("viewFit")));
    }
    if (!objectId.isEmpty() && !design.link(objectId) && !design.cluster(objectId)) {
        menu.addSeparator();
        menu.addAction(action(QStringLiteral("editCopy")));
        menu.addAction(action(QStringLiteral("editDuplicate")));
        menu.addAction(action(QStringLiteral("editDelete")));
    }
    updateActions();
    menu.exec(screenPos);
}

QString MainWindow::openFile(const QString &fileName)
{
    // Reading and laying out a large design takes a moment (the rules then run on a worker).
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const DesignError error = m_document->load(fileName);
    QApplication::restoreOverrideCursor();
    if (!error.isNull())
        return error.toString();
    addRecent(QFileInfo(fileName).absoluteFilePath());
    // A freshly opened design shows its findings at once, not after the debounce.
    validateNow();
    fitToView();
    return {};
}

void MainWindow::fitToView()
{
    m_view->fitToDesign();
}

void MainWindow::newDesign()
{
    if (!maybeSave())
        return;
    m_document->reset(emptyDesign());
    m_view->resetTransform();
    m_view->centerOn(0, 0);
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
    validateNow();
    fitToView();
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString fileName = QFileDialog::getOpenFileName(this, tr("Open Design"),
        QSettings().value(QStringLiteral("files/lastDir")).toString(), tr("hvnet designs (*.hvnet);;All files (*)"));
    if (fileName.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("files/lastDir"), QFileInfo(fileName).absolutePath());
    if (const QString error = openFile(fileName); !error.isEmpty())
        QMessageBox::warning(this, tr("Cannot Open Design"), error);
}

void MainWindow::openRecent(const QString &fileName)
{
    if (!maybeSave())
        return;
    if (const QString error = openFile(fileName); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot Open Design"), error);
        if (!QFileInfo::exists(fileName)) {
            QStringList recent = QSettings().value(QStringLiteral("files/recent")).toStringList();
            recent.removeAll(fileName);
            QSettings().setValue(QStringLiteral("files/recent"), recent);
            updateRecentMenu();
        }
    }
}

void MainWindow::addRecent(const QString &fileName)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("files/recent")).toStringList();
    recent.removeAll(fileName);
    recent.prepend(fileName);
    while (recent.size() > maxRecentFiles)
        recent.removeLast();
    settings.setValue(QStringLiteral("files/recent"), recent);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("files/recent")).toStringList();
    for (int i = 0; i < recent.size(); ++i) {
        const QString file = recent.at(i);
        QAction *a = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(file).fileName()));
        a->setToolTip(file);
        a->setStatusTip(file);
        connect(a, &QAction::triggered, this, [this, file] { openRecent(file); });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
    if (!recent.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("&Clear List"), this, [this] {
            QSettings().remove(QStringLiteral("files/recent"));
            updateRecentMenu();
        });
    }
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
    addRecent(QFileInfo(m_document->fileName()).absoluteFilePath());
    statusBar()->showMessage(tr("Saved %1").arg(m_document->fileName()), 4000);
    return true;
}

bool MainWindow::saveAs()
{
    QString suggestion = m_document->fileName();
    if (suggestion.isEmpty())
        suggestion = QDir(QSettings().value(QStringLiteral("files/lastDir"), QDir::homePath()).toString())
                         .filePath(m_document->displayName() + QStringLiteral(".hvnet"));
    QString fileName
        = QFileDialog::getSaveFileName(this, tr("Save Design As"), suggestion, tr("hvnet designs (*.hvnet)"));
    if (fileName.isEmpty())
        return false;
    if (!fileName.endsWith(QLatin1String(".hvnet")))
        fileName += QStringLiteral(".hvnet");
    const DesignError error = m_document->saveAs(fileName);
    if (!error.isNull()) {
        QMessageBox::warning(
            this, tr("Cannot Save Design"), tr("%1\n\nThe previous file, if any, is unchanged.").arg(error.toString()));
        return false;
    }
    QSettings().setValue(QStringLiteral("files/lastDir"), QFileInfo(fileName).absolutePath());
    addRecent(QFileInfo(fileName).absoluteFilePath());
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
    if (answer == QMessageBox::Discard) {
        m_recovery->discard();
        return true;
    }
    return false;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    m_recovery->discard();
    event->accept();
}

void MainWindow::offerRecovery()
{
    for (const Recovery::Entry &entry : Recovery::orphans()) {
        QMessageBox box(QMessageBox::Question, tr("Recover Unsaved Changes"),
            tr("hvnet did not close properly. Unsaved changes to %1 were kept from %2.")
                .arg(entry.name, QLocale().toString(entry.saved.toLocalTime(), QLocale::ShortFormat)),
            QMessageBox::NoButton, this);
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
                QMessageBox::warning(this, tr("Cannot Recover"), error);
                continue;
            }
            // This session's own copy exists before the old one goes: a
            // second crash right now loses nothing.
            if (m_recovery->saveNow())
                Recovery::remove(entry);
            validateNow();
            fitToView();
            statusBar()->showMessage(tr("Recovered unsaved changes to %1.").arg(entry.name), 8000);
            return; // one design per window
        }
        if (box.clickedButton() == discard)
            Recovery::remove(entry);
    }
}

const ValidationResult &MainWindow::validation() const
{
    return m_validator->latest().result;
}

bool MainWindow::isValidating() const
{
    return m_validator->isValidating();
}

void MainWindow::validateNow()
{
    m_validator->validateNow();
}

void MainWindow::validateAndWait()
{
    m_validator->finishNow();
}

void MainWindow::showValidation()
{
    const ValidationResult &result = m_validator->latest().result;
    m_issues->setResult(result, m_validator->latest().names);
    m_scene->setFindings(result);
    // Every count, always: "no findings" while information is listed reads as "nothing to look at".
    QStringList counts = {tr("%n error(s)", nullptr, result.errors), tr("%n warning(s)", nullptr, result.warnings),
        tr("%n information", nullptr, result.infos)};
    if (result.suppressed > 0)
        counts << tr("%n accepted", nullptr, result.suppressed);
    m_verdict->setText(counts.join(QStringLiteral(", ")));
    m_verdict->setStyleSheet(result.errors ? QStringLiteral("color: #d0322b; font-weight: 600")
            : result.warnings              ? QStringLiteral("color: #b77900; font-weight: 600")
            : result.infos                 ? QStringLiteral("color: #1f6fd1; font-weight: 600")
                                           : QStringLiteral("color: #2c8a2c; font-weight: 600"));
    Q_EMIT validated();
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

void MainWindow::addHostsLike()
{
    const QStringList selected = m_scene->selectedIds();
    if (selected.size() != 1 || !m_document->design().node(selected.front()))
        return;
    const Node node = *m_document->design().node(selected.front()); // a copy: the edit moves the nodes
    // The plan (names, ports, addresses) is shown before anything changes.
    HostsLikeDialog dialog(m_document->design(), node.id, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QStringList ids = m_actions->addHostsLike(node.id, dialog.count());
    m_scene->selectIds(ids);
    statusBar()->showMessage(tr("Added %n host(s) like %1.", nullptr, int(ids.size())).arg(node.name), 6000);
}

void MainWindow::addToNewCluster(const QStringList &nodeIds)
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("New Cluster"), tr("Cluster name:"), QLineEdit::Normal,
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

void MainWindow::autoLayout()
{
    m_actions->autoLayout([this](const QString &id) { return m_scene->cardSize(id); });
    fitToView();
}

void MainWindow::allocateAddresses()
{
    const AddressAllocator::Result result = m_actions->allocateAddresses();
    const QString done = result.renumbered > 0
        ? tr("Allocated %1 address(es) and moved %n into their subnets.", nullptr, result.renumbered)
              .arg(result.assigned)
        : tr("Allocated %n address(es).", nullptr, result.assigned);
    if (result.problems.isEmpty()) {
        statusBar()->showMessage(done, 6000);
        return;
    }
    QMessageBox::information(this, tr("Allocate Addresses"),
        done + QLatin1Char(' ') + tr("Some interfaces are left without one:") + QStringLiteral("\n\n")
            + result.problems.join(QLatin1Char('\n')));
}

void MainWindow::editSubnets()
{
    SubnetsDialog dialog(m_document->design(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    std::vector<Subnet> subnets = dialog.subnets();
    if (subnets == m_document->design().subnets)
        return;
    // A prefix changed under addresses: they move with it, if wanted, in the same step.
    if (const auto renumber = askRenumbering(this, m_actions->renumberingFor(subnets)))
        m_actions->setSubnets(std::move(subnets), *renumber, tr("Edit subnets and VLANs"));
}

void MainWindow::editQos()
{
    QosDialog dialog(m_document->design().qos, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QosPolicy policy = dialog.policy();
    if (!(policy == m_document->design().qos))
        m_document->undoStack()->push(
            new SetQos(m_document, &Design::qos, std::move(policy), DesignPart::qos, tr("Edit QoS policy")));
}

void MainWindow::showRuleCatalogue(const QString &rule)
{
    RuleCatalogueDialog dialog(this);
    if (!rule.isEmpty())
        dialog.showRule(rule);
    dialog.exec();
}

void MainWindow::suppressFinding(const Finding &finding)
{
    bool ok = false;
    const QString reason = QInputDialog::getText(this, tr("Accept Finding"),
        tr("Why is %1 acceptable in this design? The reason is kept in the design and printed in the report.")
            .arg(finding.rule),
        QLineEdit::Normal, QString(), &ok);
    if (!ok)
        return;
    if (reason.trimmed().isEmpty()) {
        statusBar()->showMessage(tr("A finding is accepted with a reason only."), 6000);
        return;
    }
    m_actions->suppress(finding, reason.trimmed());
}

void MainWindow::setLanguage(const QString &language)
{
    QSettings().setValue(QStringLiteral("ui/language"), language);
    QMessageBox::information(this, tr("Language"), tr("The language changes when hvnet-designer starts next time."));
}

void MainWindow::exportDesign()
{
    // A folder per design: next to its file, named after it, so that two
    // designs never share one.
    const QString folder
        = ExportFolder::defaultFor(m_document->fileName(), m_document->design().meta.name, QDir::homePath());
    // The templates folder is a setting: a consultant's own copies, kept between sessions.
    QSettings settings;
    ExportDialog dialog(m_document->design(), settings.value(QStringLiteral("export/templatesDir")).toString(), folder,
        ReportPaper::load(), this);
    const int answer = dialog.exec();
    settings.setValue(QStringLiteral("export/templatesDir"), dialog.templatesDir());
    ReportPaper::save(dialog.paper());
    if (answer == QDialog::Accepted)
        statusBar()->showMessage(
            tr("Exported %n file(s) to %1", nullptr, int(dialog.files().size())).arg(dialog.outputDir()), 6000);
}

void MainWindow::printPreview()
{
    m_printer->preview(m_document->design(), m_document->displayName());
}

void MainWindow::print()
{
    m_printer->print(m_document->design(), m_document->displayName());
}

void MainWindow::updateTitle()
{
    const QString file
        = m_document->fileName().isEmpty() ? tr("not saved") : QFileInfo(m_document->fileName()).fileName();
    setWindowTitle(tr("%1 (%2)[*] - hvnet").arg(m_document->displayName(), file));
    setWindowModified(m_document->isModified());
}

} // namespace hvnet
