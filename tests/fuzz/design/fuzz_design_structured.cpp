// libFuzzer targets over valid designs changed through their JSON
// (designmutator.h), so that most inputs read and reach what comes after the
// reader: fuzz_design_validate runs the rule engine on every design the
// reader accepts; fuzz_design_export (HVNET_FUZZ_EXPORT) also runs every
// exporter of the registry on every design without errors and reads back
// what they made (designchecks.h).
#include "designchecks.h"
#include "designmutator.h"

#include "model/design.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    hvnet::fuzzdesign::initialize(argc, argv);
    return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t maxSize, unsigned int seed)
{
    return hvnet::fuzzdesign::mutateDesign(data, size, maxSize, seed);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    hvnet::Design design;
    if (!hvnet::fuzzdesign::readDesign(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), design))
        return 0;
    bool errors = false;
    hvnet::fuzzdesign::validate(design, &errors);
#ifdef HVNET_FUZZ_EXPORT
    if (!errors)
        hvnet::fuzzdesign::exportAll(design);
#endif
    return 0;
}
