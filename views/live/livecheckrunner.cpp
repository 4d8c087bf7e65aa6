#include "livecheckrunner.h"

#include "live/evidencefolder.h"
#include "model/threadhandover.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

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
    const void *token = this;
    tsan::handOver(token);
    m_watcher.setFuture(QtConcurrent::run([design, folder, token](QPromise<Checked> &promise) {
        tsan::takeOver(token);
        Checked out{design, {}, folder};
        out.live = LiveCheck::run(out.design, EvidenceFolder::load(folder, out.design));
        promise.addResult(std::move(out));
        tsan::handOver(token);
    }));
}

} // namespace hvnet
