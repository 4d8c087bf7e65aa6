// The designer on a large design (docs: README, Performance): opening a
// generated 1,024-host design (auto-layout included) up to the first painted
// frame, repainting the whole view at fit zoom, and how long the UI thread is
// blocked after a single edit while the design is revalidated, and a
// subnet edit as one subnet's command against the whole list replaced.
//
// Usage: bench_designer [hosts] [runs]; runs offscreen unless a platform is set;
// BENCH_EDITS=n times n edits per run instead of 3. Events that took longer
// than 2 ms after an edit are listed by receiver, to find what blocks.

#include "app/designer/mainwindow.h"
#include "benchtools.h"
#include "model/commands/editcommands.h"
#include "model/commands/moveobject.h"
#include "model/commands/setsubnetvlan.h"
#include "model/designdocument.h"
#include "model/designfile.h"
#include "model/designgenerator.h"
#include "model/validation/validationrunner.h"
#include "model/validation/validator.h"
#include "views/designscene.h"
#include "views/designview.h"
#include "views/issuesview.h"
#include "views/outlineview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFuture>
#include <QGraphicsItem>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QUndoStack>
#include <QtConcurrent/QtConcurrentRun>

using namespace hvnet;

namespace {

// The longest the event loop went without turning, while work runs on it:
// a 1 ms timer notes each gap between its ticks.
class StallMeter : public QObject
{
public:
    StallMeter()
    {
        m_timer.setInterval(1);
        m_timer.setTimerType(Qt::PreciseTimer);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            m_longest = std::max(m_longest, now - m_last);
            m_last = now;
        });
    }
    void start()
    {
        m_longest = 0;
        m_clock.start();
        m_last = 0;
        m_timer.start();
    }
    double stopMs()
    {
        m_timer.stop();
        return double(m_longest) / 1e6;
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_longest = 0;
};

// Times every event the application delivers at the top level, so that a
// stall can be traced to its receiver and event type.
class TimedApplication : public QApplication
{
public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override
    {
        if (!recording || depth > 0)
            return QApplication::notify(receiver, event);
        ++depth;
        QElapsedTimer t;
        t.start();
        const QString what = QStringLiteral("%1 (%2) event %3")
                                 .arg(QString::fromLatin1(receiver->metaObject()->className()), receiver->objectName())
                                 .arg(int(event->type()));
        const bool result = QApplication::notify(receiver, event);
        const double took = double(t.nsecsElapsed()) / 1e6;
        --depth;
        if (took > 2.0)
            slow.emplace_back(took, what);
        return result;
    }
    bool recording = false;
    int depth = 0;
    std::vector<std::pair<double, QString>> slow;
};

double ms(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toUtf8());
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toUtf8());
    TimedApplication app(argc, argv);
    const int hosts = argc > 1 ? QByteArray(argv[1]).toInt() : 1024;
    const int runs = argc > 2 ? QByteArray(argv[2]).toInt() : 5;
    QTextStream out(stdout);

    DesignGenerator::Options options;
    options.hosts = hosts;
    const Design generated = DesignGenerator::generate(options);
    const QString file = home.filePath(QStringLiteral("large.hvnet"));
    if (!DesignFile::save(generated, file).isNull())
        return 1;
    out << "design: " << hosts << " hosts, " << generated.nodes.size() << " nodes, " << generated.switches.size()
        << " switches, " << generated.links.size() << " cables, " << generated.layout.size() << " positions\n";

    // The parts of an edit's revalidation that run on the UI thread.
    {
        const Design copy = generated;
        out << QStringLiteral("copy of the design for the worker: %1 ms\n")
                   .arg(bench::medianMs(9,
                            [&] {
                                const Design again = copy;
                                (void)again;
                            }),
                       0, 'f', 1);
    }
    const auto median = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    std::vector<double> floorStall;
    std::vector<double> open, settle, fitPaint, editSync, stall, validation;
    for (int run = 0; run < runs; ++run) {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QCoreApplication::processEvents();
        // Open to first frame: read, scene with auto-layout, fit, and one
        // synchronous paint of the canvas (validation runs on a worker).
        QElapsedTimer timer;
        timer.start();
        if (!window.openFile(file).isEmpty())
            return 1;
        window.view()->viewport()->repaint();
        open.push_back(ms(timer));
        out << "  open " << open.back() << Qt::endl;
        // Until the docks (outline, properties) have filled in too, and the
        // findings are shown.
        QCoreApplication::processEvents(QEventLoop::AllEvents, 300);
        while (window.isValidating())
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        QCoreApplication::processEvents();
        settle.push_back(ms(timer));

        window.fitToView();
        if (run == 0) {
            const ValidationResult result = window.validation();
            out << QStringLiteral("  badges %1 ms, issues dock %2 ms, outline %3 ms, repaint after edit %4 ms\n")
                       .arg(bench::medianMs(5, [&] { window.scene()->setFindings(result); }), 0, 'f', 1)
                       .arg(bench::medianMs(5, [&] { window.issues()->setResult(result); }), 0, 'f', 1)
                       .arg(bench::medianMs(3, [&] { window.outline()->refresh(); }), 0, 'f', 1)
                       .arg(bench::medianMs(5,
                                [&] {
                                    QGraphicsItem *item
                                        = window.scene()->itemForId(window.document()->design().nodes[7].id);
                                    window.view()->viewport()->repaint(
                                        window.view()->mapFromScene(item->sceneBoundingRect()).boundingRect());
                                }),
                           0, 'f', 1);
        }
        fitPaint.push_back(bench::medianMs(10, [&] { window.view()->viewport()->repaint(); }));

        // A subnet's VLAN changed, as the properties dock does it (one
        // subnet's command) and as a whole-list replacement would (the
        // list of subnets replaced): the push, and the longest stall of the UI thread in the
        // 150 ms after it, while canvas and docks follow (the debounced
        // validation starts after that).
        if (run == 0) {
            std::vector<double> oneSync, oneStall, wholeSync, wholeStall;
            for (int i = 0; i < 6; ++i) {
                const bool whole = i % 2 == 1;
                std::vector<Subnet> subnets = window.document()->design().subnets;
                Subnet &subnet = subnets[1];
                subnet.vlan = subnet.vlan == 4000 ? 4001 : 4000;
                StallMeter meter;
                meter.start();
                QElapsedTimer t;
                t.start();
                if (whole)
                    window.document()->undoStack()->push(new SetSubnets(
                        window.document(), &Design::subnets, subnets, DesignPart::Subnets, QStringLiteral("vlan")));
                else
                    window.document()->undoStack()->push(new SetSubnetVlan(window.document(), subnet.id, subnet.vlan));
                const double sync = ms(t);
                QElapsedTimer after;
                after.start();
                while (after.elapsed() < 150)
                    QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
                (whole ? wholeSync : oneSync).push_back(sync);
                (whole ? wholeStall : oneStall).push_back(std::max(meter.stopMs(), sync));
                while (window.isValidating())
                    QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            }
            out << QStringLiteral("subnet VLAN edit, one subnet: synchronous %1 ms, longest UI stall %2 ms\n")
                       .arg(median(oneSync), 0, 'f', 1)
                       .arg(median(oneStall), 0, 'f', 1);
            out << QStringLiteral("subnet VLAN edit, whole list (before): synchronous %1 ms, longest UI stall %2 ms\n")
                       .arg(median(wholeSync), 0, 'f', 1)
                       .arg(median(wholeStall), 0, 'f', 1);
        }

        // A host moved (undoable, as a drag ends): its cables re-routed
        // along the channels and the overview rebuilt; the push and the
        // longest stall in the 150 ms after it.
        if (run == 0) {
            std::vector<double> moveSync, moveStall;
            for (int i = 0; i < 6; ++i) {
                const Design &design = window.document()->design();
                const QString id = design.nodes[std::size_t(i * 37) % design.nodes.size()].id;
                const QPointF at = window.scene()->itemForId(id)->pos();
                StallMeter meter;
                meter.start();
                app.recording = true;
                QElapsedTimer t;
                t.start();
                window.document()->undoStack()->push(
                    new MoveObject(window.document(), id, Point{at.x() + (i % 2 ? -30 : 30), at.y()}));
                moveSync.push_back(ms(t));
                QElapsedTimer after;
                after.start();
                while (after.elapsed() < 150)
                    QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
                app.recording = false;
                moveStall.push_back(std::max(meter.stopMs(), moveSync.back()));
                while (window.isValidating())
                    QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            }
            out << QStringLiteral("move a host: synchronous %1 ms, longest UI stall %2 ms\n")
                       .arg(median(moveSync), 0, 'f', 1)
                       .arg(median(moveStall), 0, 'f', 1);
            // Where a move's stall goes: the slowest events it caused.
            std::sort(app.slow.rbegin(), app.slow.rend());
            for (std::size_t k = 0; k < std::min<std::size_t>(4, app.slow.size()); ++k)
                out << QStringLiteral("  slow event after a move: %1 ms %2\n").arg(app.slow[k].first, 0, 'f', 1).arg(app.slow[k].second);
            app.slow.clear();
            out << QStringLiteral("route every cable (channels, tracks): %1 ms; overview: %2 ms\n")
                       .arg(bench::medianMs(5, [&] { window.scene()->rerouteAll(); }), 0, 'f', 1)
                       .arg(bench::medianMs(5, [&] { window.scene()->refreshOverview(); }), 0, 'f', 1);
            const qreal fit = window.view()->zoom();
            window.view()->zoomBy(0.5 / fit);
            out << QStringLiteral("repaint at 50 %% (cables drawn): %1 ms\n")
                       .arg(bench::medianMs(5, [&] { window.view()->viewport()->repaint(); }), 0, 'f', 1);
            window.fitToView();
        }

        // The meter's own floor: the event loop with nothing to do on the UI
        // thread while the validator runs on a worker, as after an edit.
        for (int i = 0; i < 3; ++i) {
            StallMeter meter;
            meter.start();
            QFuture<ValidationResult> future
                = QtConcurrent::run([design = window.document()->design()] { return Validator::run(design); });
            while (!future.isFinished())
                QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            QElapsedTimer rest;
            rest.start();
            while (rest.elapsed() < 100)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            floorStall.push_back(meter.stopMs());
        }

        // A single edit: rename one host. The push is synchronous (the scene
        // and docks follow); validation runs on a worker thread, and the
        // longest stall of the event loop until its result is shown is what
        // the user feels.
        const int edits
            = qEnvironmentVariableIntValue("BENCH_EDITS") > 0 ? qEnvironmentVariableIntValue("BENCH_EDITS") : 3;
        for (int edit = 0; edit < edits; ++edit) {
            Node node = window.document()->design().nodes[std::size_t(edit * 7) % 1000];
            node.name += QStringLiteral("X");
            StallMeter meter;
            meter.start();
            app.recording = true;
            QElapsedTimer t;
            t.start();
            window.document()->undoStack()->push(new SetNode(window.document(), node, QStringLiteral("rename")));
            editSync.push_back(ms(t));
            QElapsedTimer v;
            v.start();
            bool done = false;
            QObject::connect(window.validationRunner(), &ValidationRunner::validated, &window, [&done] { done = true; });
            while (!done)
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
            validation.push_back(ms(v));
            out << "  edit " << editSync.back() << " validated " << validation.back() << Qt::endl;
            QCoreApplication::processEvents(QEventLoop::AllEvents, 100);
            stall.push_back(std::max(meter.stopMs(), editSync.back()));
            app.recording = false;
        }
    }
    const auto worst = [](const std::vector<double> &v) { return *std::max_element(v.begin(), v.end()); };
    out << QStringLiteral("open to first frame: %1 ms (worst %2)\n")
               .arg(median(open), 0, 'f', 0)
               .arg(worst(open), 0, 'f', 0);
    out << QStringLiteral("open until docks filled: %1 ms\n").arg(median(settle), 0, 'f', 0);
    out << QStringLiteral("repaint at fit zoom: %1 ms (worst %2)\n")
               .arg(median(fitPaint), 0, 'f', 1)
               .arg(worst(fitPaint), 0, 'f', 1);
    out << QStringLiteral("edit, synchronous part: %1 ms (worst %2)\n")
               .arg(median(editSync), 0, 'f', 1)
               .arg(worst(editSync), 0, 'f', 1);
    out << QStringLiteral("edit until findings shown: %1 ms\n").arg(median(validation), 0, 'f', 0);
    out << QStringLiteral("event-loop floor (no UI work, validator running): %1 ms (worst %2)\n")
               .arg(median(floorStall), 0, 'f', 1)
               .arg(worst(floorStall), 0, 'f', 1);
    out << QStringLiteral("longest UI stall per edit: %1 ms (worst %2)\n")
               .arg(median(stall), 0, 'f', 1)
               .arg(worst(stall), 0, 'f', 1);
    std::sort(app.slow.rbegin(), app.slow.rend());
    for (std::size_t i = 0; i < std::min<std::size_t>(8, app.slow.size()); ++i)
        out << QStringLiteral("  slow event after an edit: %1 ms %2\n")
                   .arg(app.slow[i].first, 0, 'f', 1)
                   .arg(app.slow[i].second);
    out << QStringLiteral("peak RSS: %1 MiB\n").arg(bench::peakRssMiB());
    return 0;
}
