#include "commandline.h"
#include "qtenvironment.h"
#include "translation.h"

#include <QGuiApplication>
#include <QFile>
#include <QTextStream>

#include <memory>

int main(int argc, char *argv[])
{
    // `export` draws the report and the diagram with Qt Gui (fonts, QPainter;
    // no widgets), which needs a GUI application; without a display it runs
    // offscreen.
    bool exporting = false;
    for (int i = 1; i < argc; ++i)
        exporting = exporting || qstrcmp(argv[i], "export") == 0;
    if (exporting && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    hvnet::prepareQtEnvironment();
    std::unique_ptr<QCoreApplication> app;
    if (exporting)
        app = std::make_unique<QGuiApplication>(argc, argv);
    else
        app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hvnet"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HVNET_VERSION));
    QStringList arguments = QCoreApplication::arguments();
    arguments.removeFirst();
    // Machine formats are the same bytes in every locale; people get theirs.
    const int format = int(arguments.indexOf(QStringLiteral("--format")));
    const QString formatValue = format >= 0 && format + 1 < arguments.size() ? arguments[format + 1] : QString();
    const bool machineOutput = arguments.contains(QStringLiteral("--format=json"))
        || arguments.contains(QStringLiteral("--format=sarif")) || arguments.contains(QStringLiteral("--format=junit"))
        || (!formatValue.isEmpty() && formatValue != QLatin1String("text"));
    if (!machineOutput)
        hvnet::installTranslations(*app);

    QFile stdoutFile;
    QFile stderrFile;
    stdoutFile.open(stdout, QIODevice::WriteOnly);
    stderrFile.open(stderr, QIODevice::WriteOnly);
    QTextStream out(&stdoutFile);
    QTextStream err(&stderrFile);
    const int code = hvnet::CommandLine(out, err).run(arguments);
    out.flush();
    err.flush();
    return code;
}
