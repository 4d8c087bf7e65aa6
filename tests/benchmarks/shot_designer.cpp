// Pictures of the designer's window for people to judge (not a test): a
// design (a file, "generate:N" for `hvnet generate`'s N hosts, or
// "starter:ID") at fit zoom and at 100 % on its first server.
//
// Usage: shot_designer DESIGN OUT-PREFIX [WIDTHxHEIGHT]; writes
// OUT-PREFIX-fit.png and OUT-PREFIX-100.png; offscreen unless a platform is set.

#include "app/designer/mainwindow.h"
#include "model/designdocument.h"
#include "model/designgenerator.h"
#include "model/designreader.h"
#include "templates/startercatalogue.h"
#include "views/designscene.h"
#include "views/designview.h"

#include <QApplication>
#include <QGraphicsItem>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

using namespace hvnet;

namespace {

void settle()
{
    for (int i = 0; i < 8; ++i) {
        QCoreApplication::processEvents();
        QThread::msleep(20);
    }
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toUtf8());
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toUtf8());
    QApplication app(argc, argv);
    QTextStream err(stderr);
    if (argc < 3) {
        err << "usage: shot_designer DESIGN OUT-PREFIX [WIDTHxHEIGHT]\n";
        return 2;
    }
    const QString what = QString::fromLocal8Bit(argv[1]);
    const QString prefix = QString::fromLocal8Bit(argv[2]);
    QSize size(1600, 1000);
    if (argc > 3) {
        const QStringList wh = QString::fromLatin1(argv[3]).split(QLatin1Char('x'));
        size = QSize(wh.value(0).toInt(), wh.value(1).toInt());
    }
    MainWindow window;
    window.resize(size);
    window.show();
    if (what.startsWith(QLatin1String("generate:"))) {
        DesignGenerator::Options options;
        options.hosts = what.mid(9).toInt();
        window.document()->reset(DesignGenerator::generate(options));
    } else if (what.startsWith(QLatin1String("starter:"))) {
        const auto content = StarterCatalogue::content(what.mid(8));
        const auto read = content ? DesignReader::read(*content).design : std::nullopt;
        if (!read) {
            err << "no starter " << what << '\n';
            return 1;
        }
        window.document()->reset(*read);
    } else if (const QString problem = window.openFile(what); !problem.isEmpty()) {
        err << problem << '\n';
        return 1;
    }
    window.validateAndWait();
    settle();
    window.fitToView();
    settle();
    window.grab().save(prefix + QStringLiteral("-fit.png"));
    const Design &design = window.document()->design();
    QString first = design.nodes.empty() ? QString() : design.nodes.front().id;
    if (!design.clusters.empty() && !design.clusters.front().members.isEmpty())
        first = design.clusters.front().members.front();
    window.view()->resetZoom();
    if (QGraphicsItem *item = window.scene()->itemForId(first))
        window.view()->centerOn(item->sceneBoundingRect().center() + QPointF(300, 200));
    settle();
    window.grab().save(prefix + QStringLiteral("-100.png"));
    return 0;
}
