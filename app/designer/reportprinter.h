#pragma once

#include "design.h"
#include "report.h"

#include <QObject>

class QPrinter;
class QWidget;

namespace hvnet {

// File > Print Preview and Print: the report's pages on a printer, the same
// as the PDF export, without freezing the window. The content (validation,
// scripts, figures) is made on a worker while a progress dialog with Cancel
// is up; the pages are then painted under the same kind of dialog, chapter
// by chapter, and Cancel stops there too. A 256-host report takes seconds.
class ReportPrinter : public QObject
{
    Q_OBJECT

public:
    explicit ReportPrinter(QWidget *window);

    void preview(const Design &design, const QString &title);
    void print(const Design &design, const QString &title);

private:
    // Builds the report; false when the user cancelled.
    bool prepare(const Design &design);
    void paint(QPrinter *printer);

    QWidget *m_window;
    Report m_report;
    ReportFigures m_figures;
};

} // namespace hvnet
