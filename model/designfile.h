#pragma once

#include "design.h"
#include "designerror.h"

#include <QString>

#include <optional>

namespace hvnet {

// Loading and saving .hvnet files on disk. Saving is atomic and durable
// (writeFileAtomically): the new content goes to a temporary file that
// replaces the old one only once it is complete and on the disk, so a failed
// or killed save leaves the previous file untouched.
class DesignFile
{
public:
    struct LoadResult {
        std::optional<Design> design;
        DesignError error;
    };

    static LoadResult load(const QString &fileName);
    static DesignError save(const Design &design, const QString &fileName);
};

} // namespace hvnet
