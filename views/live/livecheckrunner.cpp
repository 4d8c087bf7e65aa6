#include "livecheckrunner.h"

#include "live/evidencefolder.h"
#include "model/threadhandover.h"

#include <QPromise>
#include <QThreadPool>

#include <functional>
#include <memory>

namespace hvnet {

LiveCheckRunner::LiveCheckRunner(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<Checked>::finished, this, [this] {
        tsan::takeOver(this);
        if (m_watcher.isCanceled())
            return;
        m_latest = m_watcher.result();
        Q_EMIT checked();
    });
}

LiveCheckRunner::~LiveCheckRunner()
{
    m_watcher.waitForFinished();
    tsan::takeOver(this);
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
    const void *token = this;
    std::function<void()> task = [promise, design, folder, token] {
        tsan::takeOver(token);
        Checked out{design, {}, folder};
        out.live = LiveCheck::run(out.design, EvidenceFolder::load(folder, out.design));
        promise->addResult(std::move(out));
        tsan::handOver(token);
        promise->finish();
    };
    tsan::handOver(token);
    QThreadPool::globalInstance()->start(std::move(task));
}

} // namespace hvnet
