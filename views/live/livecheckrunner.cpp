#include "livecheckrunner.h"

#include "live/evidencefolder.h"
#include "model/threadhandover.h"

#include <QPromise>
#include <QThreadPool>

#include <functional>
#include <memory>

namespace hvnet {

namespace {
// What the hand-overs to and from the pooled thread are marked on (see
// model/threadhandover.h): an object of its own rather than a capture, which
// the pooled thread could not read before the mark.
const char handOverToken = 0;
} // namespace

LiveCheckRunner::LiveCheckRunner(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<Checked>::finished, this, [this] {
        tsan::takeOver(&handOverToken);
        if (m_watcher.isCanceled())
            return;
        m_latest = m_watcher.result();
        Q_EMIT checked();
    });
}

LiveCheckRunner::~LiveCheckRunner()
{
    m_watcher.waitForFinished();
    tsan::takeOver(&handOverToken);
}

void LiveCheckRunner::start(const Design &design, const QString &folder)
{
    // A run still under way finishes on its own copies; the watcher now
    // follows the new one only, so its result is never delivered.
    // A promise on the global pool, as the validation runner does, so that
    // the task is made (its captures written) before it is handed over.
    auto promise = std::make_shared<QPromise<Checked>>();
    m_watcher.setFuture(promise->future());
    promise->start();
    std::function<void()> task = [promise, design, folder] {
        tsan::takeOver(&handOverToken);
        Checked out{design, {}, folder};
        out.live = LiveCheck::run(out.design, EvidenceFolder::load(folder, out.design));
        promise->addResult(std::move(out));
        tsan::handOver(&handOverToken);
        promise->finish();
    };
    tsan::handOver(&handOverToken);
    QThreadPool::globalInstance()->start(std::move(task));
}

} // namespace hvnet
