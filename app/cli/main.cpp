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
    QStringList arguments = app.arguments();
    arguments.removeFirst();
    // Machine formats are the same bytes in every locale; people get theirs.
    const int format = int(arguments.indexOf(QStringLiteral("--format")));
    const QString formatValue = format >= 0 && format + 1 < arguments.size() ? arguments[format + 1] : QString();
    const bool machineOutput = arguments.contains(QStringLiteral("--format=json"))
        || arguments.contains(QStringLiteral("--format=sarif")) || arguments.contains(QStringLiteral("--format=junit"))
        || (!formatValue.isEmpty() && formatValue != QLatin1String("text"));
    if (!machineOutput)
        hvnet::installTranslations(app);

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
