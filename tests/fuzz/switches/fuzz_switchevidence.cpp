// libFuzzer target: one platform's readers of switch evidence (the platform
// comes from HVNET_FUZZ_PLATFORM). The first byte picks the file (running
// configuration, LLDP, PFC); the rest is what a switch printed. Whatever it
// is, the readers return a state with problems and never crash, hang or read
// out of bounds. The problems must name lines inside the file.

#include "platforms/switchevidence.h"

#include <QByteArray>

#include <cstdint>
#include <cstdlib>

using namespace hvnet;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const SwitchPlatform platform = *enumFromName<SwitchPlatform>(HVNET_FUZZ_PLATFORM);
    if (size == 0)
        return 0;
    const auto kind = SwitchEvidence::File(data[0] % 3);
    const QByteArray bytes(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    SwitchState state;
    SwitchEvidence::read(platform, kind, bytes, state);
    // Lines as EvidenceText counts them: LF, CRLF and a lone CR each end one.
    int lines = 1;
    for (qsizetype i = 0; i < bytes.size(); ++i)
        if (bytes.at(i) == '\n' || (bytes.at(i) == '\r' && (i + 1 == bytes.size() || bytes.at(i + 1) != '\n')))
            ++lines;
    for (const SwitchState::Problem &p : state.problems)
        if (p.line < 0 || p.line > lines + 1)
            std::abort(); // a problem pointing outside the file
    for (const LldpNeighbor &n : state.neighbors)
        if (n.line < 0 || n.line > lines + 1)
            std::abort();
    return 0;
}
