#include "targetprogress.h"

#include "clicommand.h"

#include "remote/sshtarget.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <algorithm>
#include <csignal>

#include <unistd.h>

namespace hvnet {

namespace {

std::atomic<bool> cancelFlag{false};

extern "C" void onCancelSignal(int)
{
    if (cancelFlag.exchange(true)) {
        std::signal(SIGINT, SIG_DFL);
        std::signal(SIGTERM, SIG_DFL);
        std::raise(SIGINT);
    }
}

} // namespace

std::atomic<bool> &cancelRequested()
{
    return cancelFlag;
}

CancelOnSignal::CancelOnSignal()
{
    cancelFlag = false;
    m_int = std::signal(SIGINT, onCancelSignal);
    m_term = std::signal(SIGTERM, onCancelSignal);
}

CancelOnSignal::~CancelOnSignal()
{
    std::signal(SIGINT, m_int);
    std::signal(SIGTERM, m_term);
}

QList<CliOption> sshOptions(int commandTimeout)
{
    return {{QCommandLineOption(QStringLiteral("accept-new"),
                 Tr::tr("trust host keys not seen before, pin them into the design and save it (never a changed key)")),
                CliValue::None},
        {QCommandLineOption(QStringLiteral("ssh-config"), Tr::tr("the SSH client configuration to read instead of ~/.ssh/config"),
             QStringLiteral("FILE")),
            CliValue::File},
        {QCommandLineOption(QStringLiteral("connect-timeout"), Tr::tr("seconds to reach a target and agree on keys (default 20)"),
             QStringLiteral("SECONDS"), QStringLiteral("20")),
            CliValue::Number},
        {QCommandLineOption(QStringLiteral("command-timeout"),
             Tr::tr("seconds a command on a target may take (default %1)").arg(commandTimeout), QStringLiteral("SECONDS"),
             QString::number(commandTimeout)),
            CliValue::Number}};
}

bool readSshOptions(const QCommandLineParser &parser, SshSettings &settings)
{
    bool connectOk = false, commandOk = false;
    settings.configFile = parser.value(QStringLiteral("ssh-config"));
    settings.connectTimeout = parser.value(QStringLiteral("connect-timeout")).toInt(&connectOk);
    settings.commandTimeout = parser.value(QStringLiteral("command-timeout")).toInt(&commandOk);
    settings.acceptNew = parser.isSet(QStringLiteral("accept-new"));
    return connectOk && commandOk && settings.connectTimeout >= 1 && settings.commandTimeout >= 1;
}

QStringList listValue(const QCommandLineParser &parser, const QString &name)
{
    QStringList names;
    for (const QString &v : parser.values(name))
        for (const QString &part : v.split(QLatin1Char(','), Qt::SkipEmptyParts))
            names << part.trimmed();
    return names;
}

TargetProgress::TargetProgress(QTextStream &err, const QStringList &names, const QString &waiting)
    : m_err(err), m_terminal(::isatty(STDERR_FILENO) == 1), m_names(names)
{
    for (const QString &name : names)
        m_width = std::max<int>(m_width, int(name.size()));
    for (int i = 0; i < names.size(); ++i)
        m_lines.push_back(line(i, waiting, false, 0));
    if (m_terminal)
        draw(false);
    m_clock.start();
}

void TargetProgress::changed(int index, const QString &state, bool started, qint64 elapsedMs)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    if (index < 0 || index >= int(m_lines.size()))
        return;
    const QString text = line(index, state, started, elapsedMs);
    if (text == m_lines[size_t(index)])
        return;
    m_lines[size_t(index)] = text;
    if (m_terminal) {
        if (!m_paused)
            draw(true);
    } else {
        m_err << m_names[index] << QStringLiteral(": ") << state << Qt::endl;
    }
}

void TargetProgress::pause(bool asking)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_paused = asking;
    if (m_terminal && !asking)
        draw(false);
}

QString TargetProgress::line(int index, const QString &state, bool started, qint64 elapsedMs) const
{
    QString text = QStringLiteral("  %1  %2").arg(m_names[index], -m_width).arg(state);
    if (m_terminal && started)
        text += QStringLiteral("  %1 s").arg(double(elapsedMs ? elapsedMs : m_clock.elapsed()) / 1000.0, 0, 'f', 1);
    return text;
}

void TargetProgress::draw(bool over)
{
    if (over)
        m_err << QStringLiteral("\x1b[%1A").arg(m_lines.size());
    for (const QString &l : m_lines)
        m_err << QStringLiteral("\r\x1b[2K") << l << '\n';
    m_err.flush();
}

} // namespace hvnet
