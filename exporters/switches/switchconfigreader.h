#pragma once

#include "enums.h"
#include "switchstate.h"

#include <QString>

#include <memory>

namespace hvnet {

// Reads a platform's configuration text into the neutral SwitchState. One
// reader per platform lives beside that platform's template
// (exporters/switches/<platform>/); forPlatform picks it. Unknown lines are
// ignored, what the configuration leaves unsaid takes the platform's
// documented default (docs/switches.md), so a reader cannot be fooled into
// seeing what the text does not say.
class SwitchConfigReader
{
public:
    virtual ~SwitchConfigReader() = default;
    virtual SwitchState read(const QString &text) const = 0;

    // The reader of a platform; none for the generic checklist.
    static std::unique_ptr<SwitchConfigReader> forPlatform(SwitchPlatform platform);
};

} // namespace hvnet
