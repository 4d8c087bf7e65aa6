#include "app/common/buildinfo.h"
#include "app/common/manpage.h"
#include "app/common/qtenvironment.h"
#include "app/common/reportpaper.h"
#include "app/common/settings.h"
#include "app/common/translation.h"
#include "exporters/exportfolder.h"
#include "exporters/exportrun.h"
#include "exporters/validationreport.h"
#include "mainwindow.h"
#include "model/designdocument.h"
#include "model/validation/validator.h"
#include "plans/filenames.h"

#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QTextStream>
#include <QThread>
#include <QTimer>

namespace {

bool hasDisplay()
{
    if (qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        return qgetenv("QT_QPA_PLATFORM") != "offscreen";
    return !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

// Without a display the designer does its main job headless: validate the
// design and write what can be exported so far, including a picture of the
// window as it would have opened.
int runHeadless(hvnet::MainWindow &window, const QString &outDir)
{
    QTextStream err(stderr);
    const hvnet::Design &design = window.document()->design();
    const QDir dir(outDir);
    const QString base = hvnet::readableFileName(design.meta.name.isEmpty() ? QStringLiteral("design") : design.meta.name);
    // The window validates on a worker; this run waits for it.
    window.validateAndWait();
    const hvnet::ValidationResult result = window.validation();
    const QString text = hvnet::ValidationReport::toText(design.meta.name, result);
    window.resize(1600, 1000);
    window.show();
    window.fitToView();
    // The docks fill in after the event loop's first turns.
    for (int i = 0; i < 5; ++i) {
        QCoreApplication::processEvents();
        QThread::msleep(20);
    }
    window.fitToView();
    QByteArray picture;
    QBuffer pictureBuffer(&picture);
    pictureBuffer.open(QIODevice::WriteOnly);
    window.grab().save(&pictureBuffer, "PNG");
    std::vector<hvnet::ExportedFile> files = {{base + QStringLiteral(".validation.txt"), text.toUtf8()},
        {base + QStringLiteral(".validation.json"), hvnet::ValidationReport::toJson(design.meta.name, result)},
        {base + QStringLiteral(".designer.png"), picture}};
    // The deliverables, every exporter of the registry as `hvnet export`
    // runs them; one that fails is named and the others are still written.
    hvnet::ExportRun::Request request;
    request.report.pageSize = QPageSize(hvnet::ReportPaper::load());
    request.keepGoing = true;
    const hvnet::ExportRun::Result run = hvnet::ExportRun::run(design, result, request);
    for (const QString &problem : run.problems)
        err << QCoreApplication::translate("hvnet::designer", "hvnet-designer: not exported: %1").arg(problem)
            << Qt::endl;
    files.insert(files.end(), run.files.begin(), run.files.end());
    // The same folder rules as every export: a manifest, and nothing left of
    // a previous run's design.
    const QString error = hvnet::ExportFolder(outDir).write(files, design.meta.name);
    QTextStream out(stdout);
    out << text;
    if (!error.isEmpty()) {
        err << QCoreApplication::translate("hvnet::designer", "hvnet-designer: %1").arg(error) << Qt::endl;
        return 1;
    }
    out << QCoreApplication::translate("hvnet::designer", "No display: ran headless. Wrote:") << '\n';
    for (const hvnet::ExportedFile &f : files)
        out << "  " << QDir::current().relativeFilePath(dir.filePath(f.path)) << '\n';
    return result.hasErrors() ? 2 : 0;
}

// The designer's options: what --help prints and what the man page
// (hvnet-designer --man) lists.
// Descriptions are kept in English and translated for --help only: the man
// page is English whatever the user's language.
struct DesignerOptions {
    static constexpr const char *outText = QT_TRANSLATE_NOOP("hvnet::designer", "where the headless run writes (default ./out)");
    static constexpr const char *headlessText = QT_TRANSLATE_NOOP("hvnet::designer", "run the headless job even with a display");
    QCommandLineOption out{QStringLiteral("out"), QCoreApplication::translate("hvnet::designer", outText),
        QStringLiteral("DIR"), QStringLiteral("out")};
    QCommandLineOption headless{
        QStringLiteral("headless"), QCoreApplication::translate("hvnet::designer", headlessText)};
    QCommandLineOption man{QStringLiteral("man"), QStringLiteral("print the manual page (roff) and exit")};

    DesignerOptions() { man.setFlags(QCommandLineOption::HiddenFromHelp); }
};

// The manual page, from the same options as --help; machine text in English.
QString manPage(const DesignerOptions &options)
{
    hvnet::ManPage page(QStringLiteral("hvnet-designer"), 1, hvnet::BuildInfo::version());
    page.section(QStringLiteral("NAME"));
    page.text(QStringLiteral("hvnet-designer - draw, validate and document converged Hyper-V networks with RDMA"));
    page.section(QStringLiteral("SYNOPSIS"));
    page.synopsis(QStringLiteral("hvnet-designer"), QStringLiteral("[--headless] [--out DIR] [FILE]"));
    page.section(QStringLiteral("DESCRIPTION"));
    page.paragraph(QStringLiteral(
        "hvnet-designer opens a design (.hvnet) of a Hyper-V cluster on a Scale-Out File Server or a "
        "hyperconverged Storage Spaces Direct cluster: nodes, RDMA adapters, teams, virtual switches, subnets, "
        "switches and cables drawn on a canvas. Every change is checked against the design rules as it is made; "
        "the deployment scripts, switch configurations, the design report and the diagram are exported from the "
        "same model that hvnet(1) uses. Design > Check Against Evidence compares the design with the evidence of a "
        "running cluster."));
    page.paragraph(QStringLiteral(
        "Without a display (no DISPLAY or WAYLAND_DISPLAY), or with --headless, it runs its main job without a "
        "window: it validates FILE, writes the validation report, a picture of the window and every deliverable "
        "into the --out folder, and exits with 2 when the design has errors."));
    page.section(QStringLiteral("OPTIONS"));
    page.item(QStringLiteral("--headless"), QString::fromLatin1(DesignerOptions::headlessText));
    page.item(QStringLiteral("--out ") + options.out.valueName(), QString::fromLatin1(DesignerOptions::outText));
    page.item(QStringLiteral("--help, -h"), QStringLiteral("Print the options."));
    page.item(QStringLiteral("--version, -v"), QStringLiteral("Print the version and the commit it was built from."));
    page.section(QStringLiteral("FILES"));
    page.item(QStringLiteral("~/.config/hvnet/hvnet-designer.conf"), QStringLiteral("The designer's settings."));
    page.item(QStringLiteral("~/.local/share/hvnet/hvnet-designer/recovery"),
        QStringLiteral("Copies of modified designs, offered back after a crash."));
    page.section(QStringLiteral("SEE ALSO"));
    page.text(QStringLiteral("hvnet(1)"));
    return page.text();
}

} // namespace

int main(int argc, char *argv[])
{
    const bool headless = !hasDisplay();
    if (headless)
        qputenv("QT_QPA_PLATFORM", "offscreen");
    hvnet::prepareQtEnvironment();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("hvnet-designer"));
    QApplication::setOrganizationName(QStringLiteral("hvnet"));
    QApplication::setApplicationVersion(hvnet::BuildInfo::versionText());
    // The language chosen under View > Language, else the system's.
    hvnet::installTranslations(app, hvnet::Settings().language());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("hvnet::designer", "The hvnet designer for converged Hyper-V networks."));
    parser.addHelpOption();
    parser.addVersionOption();
    const DesignerOptions options;
    const QCommandLineOption &outOption = options.out;
    const QCommandLineOption &headlessOption = options.headless;
    parser.addOptions({outOption, headlessOption, options.man});
    parser.addPositionalArgument(
        QStringLiteral("FILE"), QCoreApplication::translate("hvnet::designer", "a design to open"));
    parser.process(app);
    if (parser.isSet(options.man)) {
        QTextStream(stdout) << manPage(options);
        return 0;
    }

    // On the heap: View > Language builds the window again and deletes this one.
    auto *window = new hvnet::MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) {
        if (const QString error = window->openFile(files.first()); !error.isEmpty()) {
            QTextStream(stderr) << QStringLiteral("hvnet-designer: ") << error << Qt::endl;
            if (headless || parser.isSet(headlessOption)) {
                delete window;
                return 1;
            }
        }
    }
    if (headless || parser.isSet(headlessOption)) {
        const int status = runHeadless(*window, parser.value(outOption));
        delete window;
        return status;
    }
    window->show();
    QTimer::singleShot(0, window, [window] {
        window->fitToView();
        window->offerRecovery();
    });
    return app.exec();
}
