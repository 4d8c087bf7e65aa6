// libFuzzer target: what a switch's shell printed, as the probe reads it
// (remote/shelltext.cpp) with the session of one platform, which the first
// byte picks among the drivers (prompt, pager, error lines). Beside the
// sanitizers: the last line and a command's output carry no carriage
// return, the output is a part of what was printed, and a refusal is one of
// its lines.
#include "platforms/switchplatformdriver.h"
#include "platforms/switchplatforms.h"
#include "platforms/switchsession.h"
#include "remote/shelltext.h"

#include <QRegularExpression>

#include <cstdint>
#include <cstdlib>

using namespace hvnet;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const auto &drivers = SwitchPlatforms::all();
    const SwitchSession session = drivers[data[0] % drivers.size()]->session();
    const QByteArray printed(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));

    const QString last = ShellText::lastLine(printed);
    if (last.contains(QLatin1Char('\r')) || last.contains(QLatin1Char('\n')))
        std::abort();
    ShellText::isPager(last);
    if (!session.prompt.isEmpty())
        QRegularExpression(session.prompt).match(last);

    const QByteArray output = ShellText::commandOutput(printed);
    if (output.contains('\r') || output.size() > printed.size())
        std::abort();
    QByteArray plain = printed;
    plain.replace("\r\n", "\n");
    plain.replace('\r', "");
    if (!plain.contains(output))
        std::abort();

    // A refusal is a line with its carriage returns taken out.
    const QString refused = ShellText::refusal(session, printed);
    if (!refused.isEmpty() && !QString::fromUtf8(printed).remove(QLatin1Char('\r')).contains(refused))
        std::abort();
    return 0;
}
