#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <mutex>
#include <vector>

class QCommandLineParser;
class QTextStream;

namespace hvnet {

struct CliOption;
struct SshSettings;

// The options every run over SSH takes (probe, push): --accept-new,
// --ssh-config, --connect-timeout and --command-timeout (default
// commandTimeout seconds), in that order.
QList<CliOption> sshOptions(int commandTimeout);
// Reads them into settings; false when a timeout is not a number of at least 1.
bool readSshOptions(const QCommandLineParser &parser, SshSettings &settings);

// The flag the first Ctrl-C (SIGINT) or SIGTERM raises while a run over SSH
// runs (probe, push): every session ends at its next wait and the summary is
// printed; a second one ends the program at once.
std::atomic<bool> &cancelRequested();

// The signals that cancel a run, while it runs.
class CancelOnSignal
{
public:
    CancelOnSignal();
    ~CancelOnSignal();

private:
    void (*m_int)(int);
    void (*m_term)(int);
};

// A comma-separated list option given once or more ("--hosts A,B --hosts C").
QStringList listValue(const QCommandLineParser &parser, const QString &name);

// One line per target on stderr: redrawn in place on a terminal, a plain
// line per change when the output goes to a file or a pipe.
class TargetProgress
{
public:
    // waiting: the state every target starts in.
    TargetProgress(QTextStream &err, const QStringList &names, const QString &waiting);
    // The target's state in words; running: whether its clock runs;
    // elapsedMs: its time once it has ended.
    void changed(int index, const QString &state, bool started, qint64 elapsedMs);
    // While a question is asked on the terminal, nothing is drawn.
    void pause(bool asking);

private:
    QString line(int index, const QString &state, bool started, qint64 elapsedMs) const;
    void draw(bool over);

    QTextStream &m_err;
    bool m_terminal;
    QStringList m_names;
    std::vector<QString> m_lines;
    int m_width = 0;
    bool m_paused = false;
    QElapsedTimer m_clock;
    std::mutex m_mutex;
};

} // namespace hvnet
