#include "app/common/qtenvironment.h"
#include "app/common/translation.h"
#include "commandline.h"

#include <QFile>
#include <QGuiApplication>
#include <QTextStream>

#include <memory>

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    // The command decides what the process needs: one that paints (export's
    // report and diagram: fonts, QPainter; no widgets) gets a GUI
    // application, offscreen without a display; machine output is the same
    // bytes in every locale, people get their language.
    const hvnet::CommandLine::Invocation invocation = hvnet::CommandLine::prepare(arguments);
    if (invocation.paints && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    hvnet::prepareQtEnvironment();
    std::unique_ptr<QCoreApplication> app;
    if (invocation.paints)
        app = std::make_unique<QGuiApplication>(argc, argv);
    else
        app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hvnet"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HVNET_VERSION));
    if (!invocation.machineOutput)
        hvnet::installTranslations(*app);

    QFile stdoutFile;
    QFile stderrFile;
    stdoutFile.open(stdout, QIODevice::WriteOnly);
    stderrFile.open(stderr, QIODevice::WriteOnly);
    QTextStream out(&stdoutFile);
    QTextStream err(&stderrFile);
    const int code = hvnet::CommandLine(out, err).run(invocation);
    out.flush();
    err.flush();
    return code;
}
