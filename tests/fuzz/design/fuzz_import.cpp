// libFuzzer target: hvnet import (live/brownfieldimport.cpp) on a fuzzed
// evidence folder. The input is the folder as one text: each file starts
// with a line "=== <path>" (hosts/<node>.json, paths/<node>.json,
// switches/<switch>/running-config.txt, lldp.txt, pfc.txt, evidence.json),
// its content follows up to the next such line. What the import makes must
// be a design hvnet opens again, that writes back to the same bytes and goes
// through the rule engine, and the same folder must give the same design;
// every problem names its file and says what.
#include "designchecks.h"

#include "exporters/diagram/diagramdrawing.h"
#include "live/brownfieldimport.h"
#include "live/evidencefolder.h"
#include "model/designwriter.h"

#include <map>

using namespace hvnet;

namespace {

std::map<QString, QByteArray> filesOf(const QByteArray &input)
{
    std::map<QString, QByteArray> files;
    const QByteArray marker = "=== ";
    qsizetype at = input.startsWith(marker) ? 0 : input.indexOf("\n" + marker);
    if (at > 0)
        ++at;
    while (at >= 0 && at < input.size()) {
        const qsizetype pathEnd = input.indexOf('\n', at);
        const QString path = QString::fromUtf8(input.mid(at + marker.size(), pathEnd < 0 ? -1 : pathEnd - at - marker.size()));
        if (pathEnd < 0) {
            files[path];
            break;
        }
        qsizetype next = input.indexOf("\n" + marker, pathEnd);
        files[path] = input.mid(pathEnd + 1, next < 0 ? -1 : next - pathEnd - 1);
        at = next < 0 ? -1 : next + 1;
    }
    return files;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzzdesign::initialize(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto files = filesOf(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (files.empty())
        return 0;
    const EvidenceFolder folder = EvidenceFolder::fromFiles(files);
    const BrownfieldImport::Result result = BrownfieldImport::run(folder, &DiagramDrawing::cardSizes);
    for (const EvidenceProblem &p : result.problems)
        if (p.message.isEmpty())
            fuzzdesign::fail("an import problem without a message", p.file);
    if (!result.error.isEmpty())
        return 0;
    const QByteArray written = DesignWriter::write(result.design);
    Design design;
    if (!fuzzdesign::readDesign(written, design))
        fuzzdesign::fail("hvnet import made a design it does not open", QString::fromUtf8(written));
    bool errors = false;
    fuzzdesign::validate(design, &errors);
    const BrownfieldImport::Result again = BrownfieldImport::run(folder, &DiagramDrawing::cardSizes);
    if (DesignWriter::write(again.design) != written)
        fuzzdesign::fail("one evidence folder imported twice gives two designs", {});
    return 0;
}
