#include "windowshost.h"

#include "powershellremote.h"
#include "transcript.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

namespace hvnet {

ExecResult WindowsHost::run(const QString &step, const QString &script)
{
    m_transcript.begin(step);
    return runEncoded(script);
}

ExecResult WindowsHost::runEncoded(const QString &script)
{
    const std::optional<QByteArray> command = PowerShellRemote::encodedCommand(script);
    if (!command) {
        ExecResult result;
        result.failure = RemoteTr::tr("the script is longer than a command line takes");
        return result;
    }
    m_transcript.note(QStringLiteral("-EncodedCommand of:"));
    m_transcript.sent(script.toUtf8());
    return m_session.exec(*command);
}

namespace {

QString failureText(const ExecResult &result)
{
    if (!result.completed)
        return result.failure;
    QString text = PowerShellRemote::readableErrors(result.err);
    if (text.isEmpty())
        text = QString::fromUtf8(result.out).trimmed();
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QString first = lines.isEmpty() ? QString() : lines.first().trimmed();
    return first.isEmpty() ? RemoteTr::tr("exit code %1").arg(result.exitCode)
                           : RemoteTr::tr("exit code %1: %2").arg(result.exitCode).arg(first);
}

} // namespace

ScriptRun WindowsHost::runScript(
    const QString &fileName, const QByteArray &script, const QStringList &resultFolders, const QStringList &arguments)
{
    ScriptRun outcome;
    auto failed = [&](const QString &step, const QString &message) {
        outcome.failure = {step, message};
        m_transcript.note(QStringLiteral("failed: ") + message);
        return outcome;
    };

    m_transcript.begin(QStringLiteral("upload"));
    const std::optional<QString> home = m_session.sftpHome();
    if (!home)
        return failed(QStringLiteral("upload"), m_session.lastError());
    const QString folderName =
        QStringLiteral("hvnet-%1").arg(QRandomGenerator::system()->generate64(), 16, 16, QLatin1Char('0'));
    const QString sftpFolder = (home->endsWith(QLatin1Char('/')) ? *home : *home + QLatin1Char('/')) + folderName;
    const QString windowsHome = PowerShellRemote::windowsPath(*home);
    const QChar separator = windowsHome != *home ? QLatin1Char('\\') : QLatin1Char('/');
    const QString windowsFolder =
        (windowsHome.endsWith(separator) ? windowsHome : windowsHome + separator) + folderName;
    const QString windowsFile = windowsFolder + separator + fileName;
    const QString sftpFile = sftpFolder + QLatin1Char('/') + fileName;
    if (!m_session.sftpMkdir(sftpFolder))
        return failed(QStringLiteral("upload"), m_session.lastError());

    auto cleanUp = [&] {
        m_transcript.begin(QStringLiteral("clean-up"));
        for (const QString &folder : resultFolders) {
            const QString path = sftpFolder + QLatin1Char('/') + folder;
            if (const auto names = m_session.sftpList(path))
                for (const QString &name : *names)
                    m_session.sftpRemove(path + QLatin1Char('/') + name, false);
            m_session.sftpRemove(path, true);
        }
        m_session.sftpRemove(sftpFile, false);
        m_session.sftpRemove(sftpFolder, true);
    };

    if (!m_session.sftpWrite(sftpFile, script)) {
        const QString error = m_session.lastError();
        cleanUp();
        return failed(QStringLiteral("upload"), error);
    }

    // The file that runs is the file that was sent: its size by SFTP, its
    // SHA-256 by the host itself.
    m_transcript.begin(QStringLiteral("verify"));
    const std::optional<qint64> size = m_session.sftpSize(sftpFile);
    if (!size || *size != script.size()) {
        const QString error = size ? RemoteTr::tr("%1 holds %2 bytes, %3 were sent").arg(windowsFile).arg(*size).arg(script.size())
                                   : m_session.lastError();
        cleanUp();
        return failed(QStringLiteral("verify"), error);
    }
    const QString expected = QString::fromLatin1(QCryptographicHash::hash(script, QCryptographicHash::Sha256).toHex()).toUpper();
    const ExecResult hashed = runEncoded(QStringLiteral("$ProgressPreference = 'SilentlyContinue'; (Get-FileHash -Algorithm SHA256 -LiteralPath %1).Hash")
            .arg(PowerShellRemote::quoted(windowsFile)));
    const QString answered = QString::fromUtf8(hashed.out).trimmed().toUpper();
    if (!hashed.completed || hashed.exitCode != 0 || answered != expected) {
        const QString error = !hashed.completed || hashed.exitCode != 0
            ? failureText(hashed)
            : RemoteTr::tr("%1 has the SHA-256 %2, the script sent has %3").arg(windowsFile, answered, expected);
        cleanUp();
        return failed(QStringLiteral("verify"), error);
    }
    m_transcript.note(QStringLiteral("SHA-256 matches: ") + expected);

    m_transcript.begin(QStringLiteral("run"));
    // The script's exit code by the marker line its runner prints, where
    // there is one: the channel's exit status is only 8 bits on a POSIX
    // server (docs/live.md, "Pushing a design").
    const std::optional<QByteArray> command = PowerShellRemote::markedFileCommand(windowsFile, arguments);
    ExecResult ran = m_session.exec(command ? *command : PowerShellRemote::fileCommand(windowsFile, arguments));
    if (ran.completed)
        if (const std::optional<int> code = PowerShellRemote::takeExitCode(ran.out))
            ran.exitCode = *code;
    outcome.exitCode = ran.exitCode;
    outcome.out = ran.out;
    if (!ran.completed || ran.exitCode != 0) {
        const QString error = failureText(ran);
        if (!ran.err.isEmpty())
            m_transcript.note(QStringLiteral("as text: ") + PowerShellRemote::readableErrors(ran.err));
        cleanUp();
        return failed(QStringLiteral("run"), error);
    }

    m_transcript.begin(QStringLiteral("download"));
    for (const QString &folder : resultFolders) {
        const QString path = sftpFolder + QLatin1Char('/') + folder;
        const std::optional<QStringList> names = m_session.sftpList(path);
        if (!names)
            continue; // the script wrote nothing there
        for (const QString &name : *names) {
            const std::optional<QByteArray> data = m_session.sftpRead(path + QLatin1Char('/') + name);
            if (!data) {
                const QString error = m_session.lastError();
                cleanUp();
                return failed(QStringLiteral("download"), error);
            }
            outcome.files[folder + QLatin1Char('/') + name] = *data;
        }
    }
    cleanUp();
    outcome.ok = true;
    return outcome;
}

} // namespace hvnet
