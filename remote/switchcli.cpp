#include "switchcli.h"

#include "shelltext.h"
#include "transcript.h"

namespace hvnet {

QString SwitchCli::refusal(const SwitchSession &platform, const QByteArray &output)
{
    return ShellText::refusal(platform, output);
}

SwitchRun SwitchCli::run(const std::vector<SwitchEvidenceRequest> &requests)
{
    SwitchRun run;
    const bool shell = m_platform.channel == SwitchSession::Channel::Shell;
    if (shell) {
        m_transcript.begin(QStringLiteral("shell"));
        if (!m_session.openShell(m_platform.prompt, nullptr)) {
            run.failure = {QStringLiteral("shell"), m_session.lastError()};
            return run;
        }
        for (const QString &line : m_platform.pagerOff) {
            const ExecResult pager = m_session.shellCommand(line.toUtf8(), m_platform.prompt);
            if (!pager.completed) {
                run.failure = {QStringLiteral("shell"), pager.failure};
                return run;
            }
            if (const QString refused = refusal(m_platform, pager.out); !refused.isEmpty())
                m_transcript.note(QStringLiteral("the pager could not be turned off: ") + refused);
        }
    }
    run.ok = true;
    for (const SwitchEvidenceRequest &request : requests) {
        SwitchEvidenceResult result;
        result.file = request.file;
        result.ok = true;
        QString step = request.file;
        step.chop(step.endsWith(QLatin1String(".txt")) ? 4 : 0);
        m_transcript.begin(step);
        for (const QString &command : request.commands) {
            const ExecResult ran =
                shell ? m_session.shellCommand(command.toUtf8(), m_platform.prompt) : m_session.exec(command.toUtf8());
            QString error;
            if (!ran.completed)
                error = ran.failure;
            else if (const QString refused = refusal(m_platform, ran.out + ran.err); !refused.isEmpty())
                error = RemoteTr::tr("%1 refused \"%2\": %3").arg(m_session.destination(), command, refused);
            else if (ran.exitCode != 0)
                error = RemoteTr::tr("\"%1\" ended with exit code %2: %3")
                            .arg(command)
                            .arg(ran.exitCode)
                            .arg(QString::fromUtf8(ran.err).trimmed());
            if (!error.isEmpty()) {
                result.ok = false;
                result.error = error;
                m_transcript.note(error);
                break;
            }
            result.output += ran.out;
        }
        if (!result.ok && !request.optional && run.failure.isEmpty()) {
            run.ok = false;
            run.failure = {step, result.error};
        }
        const bool stop = !result.ok && m_session.cancelled();
        run.results.push_back(std::move(result));
        if (stop)
            break;
    }
    if (shell)
        m_session.closeShell();
    return run;
}

} // namespace hvnet
