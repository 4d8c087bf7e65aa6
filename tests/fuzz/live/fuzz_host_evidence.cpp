// libFuzzer target: hosts/<computer name>.json as the host evidence reader
// reads it. Whatever the bytes, it returns evidence or problems naming the
// file, never crashes, and each problem's line is within the text.
#include "live/hostevidencereader.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto result = hvnet::HostEvidenceReader::read(bytes, QStringLiteral("hosts/S2D01.json"), QStringLiteral("S2D01"));
    const int lines = int(bytes.count('\n')) + 1;
    for (const hvnet::EvidenceProblem &p : result.problems)
        if (p.file != QLatin1String("hosts/S2D01.json") || p.line < 0 || p.line > lines || p.message.isEmpty())
            abort();
    if (!result.evidence && result.problems.empty())
        abort(); // refused without saying why
    return 0;
}
