#pragma once

#include "exporters/report/report.h"
#include "model/design.h"
#include "model/validation/validator.h"

#include <QObject>

#include <optional>

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

    // validation: the design's findings when the window holds them current;
    // else they are found again with the report.
    void preview(const Design &design, const QString &title, const std::optional<ValidationResult> &validation = {});
    void print(const Design &design, const QString &title, const std::optional<ValidationResult> &validation = {});

private:
    // Builds the report; false when the user cancelled.
    bool prepare(const Design &design, const std::optional<ValidationResult> &validation);
    void paint(QPrinter *printer);

    QWidget *m_window;
    Report m_report;
    ReportFigures m_figures;
};

} // namespace hvnet
