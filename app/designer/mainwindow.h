#pragma once

#include "report.h"

#include <QMainWindow>

class QGraphicsView;
class QPrinter;
class QLabel;
class QTimer;

namespace hvnet {

class DesignDocument;
class DesignScene;
class IssuesView;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    DesignDocument *document() const { return m_document; }
    DesignScene *scene() const { return m_scene; }
    // Opens a file; on failure shows nothing and returns the error text.
    QString openFile(const QString &fileName);
    void fitToView();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void newFromTemplate();
    void open();
    bool save();
    bool saveAs();
    bool maybeSave();
    void validateNow();
    void exportDesign();
    void printPreview();
    void print();
    void paintReport(QPrinter *printer);
    Report buildReport(ReportFigures &figures) const;
    void updateTitle();

    DesignDocument *m_document;
    DesignScene *m_scene;
    QGraphicsView *m_view;
    IssuesView *m_issues;
    QLabel *m_verdict;
    QTimer *m_validationTimer;
};

} // namespace hvnet
