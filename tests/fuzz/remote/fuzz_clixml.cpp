// libFuzzer target: what Windows PowerShell wrote to stderr, CLIXML or not,
// through PowerShellRemote::readableErrors; and the two other texts the probe
// takes from a Windows host, a path the SFTP server reports and an
// -EncodedCommand read back. Beside the sanitizers: what readableErrors
// gives is trimmed and holds no progress record's text it was not given; an
// encoded command decodes to the script it was made from.
#include "remote/powershellremote.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace hvnet;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString text = PowerShellRemote::readableErrors(bytes);
    if (text != text.trimmed())
        std::abort();
    const QString sftpPath = QString::fromUtf8(bytes);
    const QString path = PowerShellRemote::windowsPath(sftpPath);
    if (path != sftpPath && path.contains(QLatin1Char('/')))
        std::abort(); // a drive path made Windows' with a slash left in it
    PowerShellRemote::decodeCommand(bytes);
    // Any script (as UTF-8 text) encodes to a command that decodes to it.
    const QString script = QString::fromUtf8(bytes);
    if (const auto command = PowerShellRemote::encodedCommand(script)) {
        const qsizetype at = command->lastIndexOf(' ');
        const auto decoded = PowerShellRemote::decodeCommand(command->mid(at + 1));
        if (!decoded || *decoded != script) {
            std::fprintf(stderr, "an -EncodedCommand does not decode to its script\n");
            std::abort();
        }
        if (command->size() > PowerShellRemote::commandLineLimit)
            std::abort();
    }
    return 0;
}
