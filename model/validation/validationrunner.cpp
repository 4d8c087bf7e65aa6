#include "validationrunner.h"

#include "model/designdocument.h"
#include "model/objectnames.h"
#include "model/threadhandover.h"

#include <QPromise>
#include <QThreadPool>
#include <QTimer>

#include <functional>
#include <memory>

namespace hvnet {

namespace {
// What the hand-overs to and from the pooled thread are marked on (see
// model/threadhandover.h): an object of its own rather than a capture, which
// the pooled thread could not read before the mark.
const char handOverToken = 0;
} // namespace

namespace {
ValidationRunner::Checked check(const Design &design)
{
    ValidationRunner::Checked checked{Validator::run(design), {}};
    // Names for the objects findings name only: a few, in a design of thousands.
    QSet<QString> ids;
    for (const Finding &f : checked.result.findings)
        for (const QString &id : f.objects)
            ids.insert(id);
    checked.names = ObjectNames::of(design, ids);
    return checked;
}
} // namespace

ValidationRunner::ValidationRunner(DesignDocument *document, QObject *parent)
    : QObject(parent), m_document(document), m_debounce(new QTimer(this)), m_slow(new QTimer(this))
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(200);
    connect(m_debounce, &QTimer::timeout, this, &ValidationRunner::start);
    connect(document, &DesignDocument::changed, this, [this](const DesignChange &change) {
        if (change.affectsValidation())
            schedule();
    });
    connect(document, &DesignDocument::designReset, this, &ValidationRunner::schedule);
    // Only a run that takes noticeably long is shown as under way; the usual
    // one is done before anyone could read it.
    m_slow->setSingleShot(true);
    m_slow->setInterval(150);
    connect(m_slow, &QTimer::timeout, this, [this] {
        if (isValidating()) {
            m_busyShown = true;
            Q_EMIT busyChanged(true);
        }
    });
    connect(&m_watcher, &QFutureWatcher<Checked>::finished, this, [this] {
        tsan::takeOver(&handOverToken);
        // A result older than one shown since is dropped.
        if (m_runningGeneration == m_generation)
            show(m_watcher.result());
        if (m_pending) {
            m_pending = false;
            start();
        }
    });
}

ValidationRunner::~ValidationRunner()
{
    m_watcher.waitForFinished();
    tsan::takeOver(&handOverToken);
}

bool ValidationRunner::isValidating() const
{
    // A run started and not shown yet counts, finished on its thread or not.
    return m_debounce->isActive() || m_pending || m_runningGeneration > m_shownGeneration;
}

std::optional<ValidationResult> ValidationRunner::current() const
{
    if (isValidating())
        return std::nullopt;
    return m_latest.result;
}

void ValidationRunner::schedule()
{
    m_debounce->start();
}

void ValidationRunner::validateNow()
{
    m_debounce->stop();
    start();
}

void ValidationRunner::start()
{
    if (m_watcher.isRunning()) {
        m_pending = true;
        return;
    }
    // The worker gets its own copy: the document may change meanwhile.
    m_runningGeneration = ++m_generation;
    if (!m_slow->isActive())
        m_slow->start();
    // A promise on the global pool rather than QtConcurrent::run: the same
    // worker threads, and the model stays on Qt Core.
    auto promise = std::make_shared<QPromise<Checked>>();
    m_watcher.setFuture(promise->future());
    promise->start();
    // The task is made before it is handed over: its captures are written
    // here, on this thread.
    std::function<void()> task = [promise, design = m_document->design()] {
        tsan::takeOver(&handOverToken);
        promise->addResult(check(design));
        tsan::handOver(&handOverToken);
        promise->finish();
    };
    tsan::handOver(&handOverToken);
    QThreadPool::globalInstance()->start(std::move(task));
}

void ValidationRunner::finishNow()
{
    m_debounce->stop();
    m_pending = false;
    m_watcher.waitForFinished();
    tsan::takeOver(&handOverToken);
    ++m_generation; // a run still to report is older than this one
    show(check(m_document->design()));
}

void ValidationRunner::show(const Checked &checked)
{
    m_latest = checked;
    m_shownGeneration = m_generation;
    Q_EMIT validated();
    if (!isValidating()) {
        m_slow->stop();
        if (m_busyShown) {
            m_busyShown = false;
            Q_EMIT busyChanged(false);
        }
    }
}

} // namespace hvnet
