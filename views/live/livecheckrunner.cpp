#include "livecheckrunner.h"

#include "live/evidencefolder.h"

#include <QtConcurrent/QtConcurrentRun>

namespace hvnet {

LiveCheckRunner::LiveCheckRunner(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<Checked>::finished, this, [this] {
        if (m_watcher.isCanceled())
            return;
        m_latest = m_watcher.result();
        Q_EMIT checked();
    });
}

LiveCheckRunner::~LiveCheckRunner()
{
    m_watcher.waitForFinished();
}

void LiveCheckRunner::start(const Design &design, const QString &folder)
{
    // A run still under way finishes on its own copies; the watcher now
    // follows the new one only, so its result is never delivered.
    m_watcher.setFuture(QtConcurrent::run([design, folder] {
        Checked out{design, {}, folder};
        out.live = LiveCheck::run(out.design, EvidenceFolder::load(folder, out.design));
        return out;
    }));
}

} // namespace hvnet
