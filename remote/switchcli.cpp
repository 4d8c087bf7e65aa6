#include "switchcli.h"

#include "shelltext.h"
#include "transcript.h"

#include "model/design.h"
#include "platforms/switchevidence.h"
#include "platforms/switchplatforms.h"

#include <QRegularExpression>

namespace hvnet {

SwitchCli::~SwitchCli()
{
    close();
}

void SwitchCli::close()
{
    if (m_shellOpen)
        m_session.closeShell();
    m_shellOpen = false;
}

std::vector<SwitchEvidenceRequest> SwitchCli::evidenceRequests(const Switch &sw)
{
    const SwitchPlatformDriver &driver = SwitchPlatforms::driver(sw.platform);
    std::vector<SwitchEvidenceRequest> requests;
    for (const SwitchEvidence::File file : SwitchEvidence::files()) {
        SwitchEvidenceRequest request{SwitchEvidence::fileName(file), {}, SwitchEvidence::isOptional(file)};
        const QString command = driver.evidenceCommand(file);
        if (command.isEmpty())
            continue;
        if (!command.contains(QLatin1String("<port>")))
            request.commands << command;
        for (const SwitchPort &port : sw.ports)
            if (command.contains(QLatin1String("<port>")))
                request.commands << QString(command).replace(QLatin1String("<port>"), driver.portArgument(port.name));
        if (!request.commands.isEmpty())
            requests.push_back(request);
    }
    return requests;
}

bool SwitchCli::openShell(SshFailure &failure)
{
    if (m_platform.channel != SwitchSession::Channel::Shell || m_shellOpen)
        return true;
    m_transcript.begin(QStringLiteral("shell"));
    if (!m_session.openShell(m_platform.prompt, nullptr)) {
        failure = {QStringLiteral("shell"), m_session.lastError()};
        return false;
    }
    m_shellOpen = true;
    for (const QString &line : m_platform.pagerOff) {
        const ExecResult pager = m_session.shellCommand(line.toUtf8(), m_platform.prompt);
        if (!pager.completed) {
            failure = {QStringLiteral("shell"), pager.failure};
            return false;
        }
        if (const QString refused = refusal(m_platform, pager.out); !refused.isEmpty())
            m_transcript.note(QStringLiteral("the pager could not be turned off: ") + refused);
    }
    return true;
}

SwitchSent SwitchCli::send(const QStringList &lines, const QString &step)
{
    SwitchSent sent;
    SshFailure failure;
    if (!openShell(failure)) {
        sent.failure = failure.message;
        return sent;
    }
    m_transcript.begin(step);
    const bool shell = m_platform.channel == SwitchSession::Channel::Shell;
    for (const QString &line : lines) {
        const ExecResult ran = shell ? m_session.shellCommand(line.toUtf8(), m_platform.prompt) : m_session.exec(line.toUtf8());
        sent.output += ran.out + ran.err;
        QString refused;
        if (ran.completed)
            refused = refusal(m_platform, ran.out + ran.err);
        if (ran.completed && refused.isEmpty() && (shell || ran.exitCode == 0))
            continue;
        sent.line = line;
        sent.refusal = refused.isEmpty() && ran.completed ? QString::fromUtf8(ran.err).trimmed() : refused;
        if (!ran.completed)
            sent.failure = ran.failure;
        else if (!refused.isEmpty())
            sent.failure = RemoteTr::tr("%1 refused \"%2\": %3").arg(m_session.destination(), line.trimmed(), refused);
        else
            sent.failure = RemoteTr::tr("\"%1\" ended with exit code %2: %3").arg(line.trimmed()).arg(ran.exitCode).arg(sent.refusal);
        m_transcript.note(sent.failure);
        return sent;
    }
    sent.ok = true;
    return sent;
}

QString SwitchCli::refusal(const SwitchSession &platform, const QByteArray &output)
{
    return ShellText::refusal(platform, output);
}

SwitchRun SwitchCli::run(const std::vector<SwitchEvidenceRequest> &requests)
{
    SwitchRun run;
    const bool shell = m_platform.channel == SwitchSession::Channel::Shell;
    if (!openShell(run.failure))
        return run;
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
    return run;
}

} // namespace hvnet
