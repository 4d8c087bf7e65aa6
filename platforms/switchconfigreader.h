#pragma once

#include "plans/evidence/switchstate.h"

#include <QString>

namespace hvnet {

// Reads a platform's configuration text into the neutral SwitchState. One
// reader per platform lives in that platform's folder (platforms/<platform>/)
// and its driver hands it out (SwitchPlatformDriver::configReader). Unknown
// lines are ignored, what the configuration leaves unsaid takes the
// platform's documented default (docs/switches.md), so a reader cannot be
// fooled into seeing what the text does not say.
class SwitchConfigReader
{
public:
    virtual ~SwitchConfigReader() = default;
    virtual SwitchState read(const QString &text) const = 0;
};

} // namespace hvnet
