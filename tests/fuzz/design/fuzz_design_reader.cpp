// libFuzzer target: the design reader (model/designreader.cpp) on any bytes,
// with libFuzzer's own mutations and the format's words (design.dict). A
// refusal must say what and where; an accepted design must write and read
// back to the same bytes and go through the rule engine (designchecks.h).
#include "designchecks.h"

#include "model/design.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    hvnet::fuzzdesign::initialize(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    hvnet::Design design;
    if (!hvnet::fuzzdesign::readDesign(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), design))
        return 0;
    bool errors = false;
    hvnet::fuzzdesign::validate(design, &errors);
    return 0;
}
