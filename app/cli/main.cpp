#include "commandline.h"
#include "translation.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hvnet"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HVNET_VERSION));
    hvnet::installTranslations(app);

    QFile stdoutFile;
    QFile stderrFile;
    stdoutFile.open(stdout, QIODevice::WriteOnly);
    stderrFile.open(stderr, QIODevice::WriteOnly);
    QTextStream out(&stdoutFile);
    QTextStream err(&stderrFile);
    QStringList arguments = app.arguments();
    arguments.removeFirst();
    const int code = hvnet::CommandLine(out, err).run(arguments);
    out.flush();
    err.flush();
    return code;
}
