#pragma once

#include "model/validation/validator.h"

#include <QMainWindow>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QTimer;
class QUndoView;

namespace hvnet {

class ActionRegistry;
class CanvasMenu;
class DesignActions;
class PathChartView;
class DesignDialogs;
class DesignFiles;
class DesignDocument;
class DesignScene;
class DesignView;
class IssuesView;
class LiveDock;
class LiveEvidence;
class OutlineView;
class PaletteView;
class DeployDialog;
class ProbeDialog;
class PropertiesView;
class Recovery;
class ReportPrinter;
class ValidationRunner;

// The designer's window: the canvas in the middle; palette, outline,
// properties, issues, live check and undo history as docks; validation following every
// edit off the UI thread; autosave to a recovery file.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    DesignDocument *document() const { return m_document; }
    // Design > Storage Path History...: the storage paths' figures over a
    // probe history (one evidence folder per run); the dialog shown, or none
    // when the folder holds no run with path tests (a message says so).
    PathChartView *showPathHistory(const QString &folder);
    DesignScene *scene() const { return m_scene; }
    DesignView *view() const { return m_view; }
    DesignActions *designActions() const { return m_actions; }
    IssuesView *issues() const { return m_issues; }
    PaletteView *palette() const { return m_palette; }
    PropertiesView *properties() const { return m_properties; }
    OutlineView *outline() const { return m_outline; }
    Recovery *recovery() const { return m_recovery; }
    LiveDock *liveDock() const { return m_liveDock; }
    LiveEvidence *liveEvidence() const { return m_live; }
    // Design > Probe Over SSH...: made when first asked for, kept with its last run.
    ProbeDialog *probeDialog();
    DeployDialog *deployDialog();
    // The validation of the open design; the docks and the canvas follow its validated().
    ValidationRunner *validationRunner() const { return m_validator; }
    // The last validation shown, and whether a newer one is on its way.
    const ValidationResult &validation() const;
    bool isValidating() const;
    // Validates the design as it is and shows the result before returning:
    // for the headless run and tests; the window itself never waits.
    void validateAndWait();
    // Opens a file; on failure shows nothing and returns the error text.
    QString openFile(const QString &fileName);
    void fitToView();
    // Offers the copies of sessions that ended without saving (at start).
    void offerRecovery();
    // The action of a menu entry by object name, for tests and the toolbar.
    QAction *action(const QString &name) const;

    // Writes the window's size and dock layout to the settings now (as a
    // close does; also a second after each change of them and at each
    // autosave, so that a crash keeps the layout too).
    void keepLayout();

Q_SIGNALS:
    // View > Language: the window was built again in the language chosen
    // and next now holds this one's design, undo history, recovery copy,
    // selection, view and live check; this window is deleted right after.
    void replaced(hvnet::MainWindow *next);

protected:
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void moveEvent(QMoveEvent *event) override;

private:
    // A window for a design another window had (adopted, with its recovery
    // copy); both null: a new, empty design.
    MainWindow(DesignDocument *adopted, Recovery *recovery, QWidget *parent);
    // Builds old's successor in the language installed now, hands it
    // everything the user had in old, shows it in old's place and deletes old.
    static MainWindow *rebuild(MainWindow *old);
    void createDocks();
    // The actions by id, one function per menu; then the menus and the
    // toolbar as lists of ids.
    void createActions();
    void registerFileActions();
    void registerEditActions();
    void registerViewActions();
    void registerDesignActions();
    void validateNow();
    void showObjects(const QStringList &ids);
    void showLiveResult(bool asked);
    void showVerdict();
    void exportDesign();
    void printPreview();
    void print();
    void updateTitle();
    void updateActions();
    void cut();
    void copy();
    void paste();
    void duplicate();
    void deleteSelection();
    void autoLayout();
    void setLanguage(const QString &language);
    // Shows a dock and puts the keyboard in its first field.
    void focusDock(QDockWidget *dock);

    DesignDocument *m_document;
    DesignScene *m_scene;
    DesignView *m_view;
    DesignActions *m_actions;
    IssuesView *m_issues;
    PaletteView *m_palette;
    PropertiesView *m_properties;
    OutlineView *m_outline;
    QUndoView *m_history;
    Recovery *m_recovery;
    QTimer *m_layoutKeeper;
    QLabel *m_verdict;
    QLabel *m_zoomLabel;
    ValidationRunner *m_validator;
    ReportPrinter *m_printer;
    ActionRegistry *m_registry;
    DesignDialogs *m_dialogs;
    CanvasMenu *m_menu;
    LiveDock *m_liveDock;
    LiveEvidence *m_live;
    DesignFiles *m_files = nullptr;
    ProbeDialog *m_probe = nullptr;
    DeployDialog *m_deploy = nullptr;
};

} // namespace hvnet
