#pragma once

// How long a test waits for work it started (an export, a validation, a
// probe) before it gives up: the time it names, times HVNET_TEST_TIME_SCALE
// where that is set. The sanitizer trees set it (cmake/Sanitizers.cmake):
// their code runs several times slower, and CI runs them beside other builds
// on two cores. A wait that only ends early never hides a failure; it only
// fails later.

#include <QtGlobal>

namespace hvnet::test {

inline int waitMs(int ms)
{
    static const int scale = qMax(1, qEnvironmentVariableIntValue("HVNET_TEST_TIME_SCALE"));
    return ms * scale;
}

} // namespace hvnet::test
