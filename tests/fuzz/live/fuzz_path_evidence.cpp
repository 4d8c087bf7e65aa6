// libFuzzer target: paths/<computer name>.json and evidence.json, as their
// readers read them: evidence or problems with lines in the text, never a crash.
#include "live/pathevidence.h"

#include <cstdint>
#include <cstdlib>

namespace {

void checkProblems(const std::vector<hvnet::EvidenceProblem> &problems, const QString &file, int lines)
{
    for (const hvnet::EvidenceProblem &p : problems)
        if (p.file != file || p.line < 0 || p.line > lines || p.message.isEmpty())
            abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const int lines = int(bytes.count('\n')) + 1;
    const auto paths = hvnet::PathEvidenceReader::read(bytes, QStringLiteral("paths/S2D01.json"), QStringLiteral("S2D01"));
    checkProblems(paths.problems, QStringLiteral("paths/S2D01.json"), lines);
    if (!paths.evidence && paths.problems.empty())
        abort();
    checkProblems(hvnet::EvidenceManifest::read(bytes, QStringLiteral("evidence.json")).problems,
        QStringLiteral("evidence.json"), lines);
    return 0;
}
