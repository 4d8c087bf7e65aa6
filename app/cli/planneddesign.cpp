#include "planneddesign.h"

#include "commandline.h"
#include "model/designfile.h"
#include "model/validation/validator.h"

namespace hvnet {

PlannedDesign PlannedDesign::load(const QString &file, const QString &command, const QString &why)
{
    PlannedDesign out;
    auto loaded = DesignFile::load(file);
    if (!loaded.design) {
        out.exitCode = CommandLine::Failed;
        out.error = loaded.error.toString();
        return out;
    }
    const ValidationResult validation = Validator::run(*loaded.design);
    if (validation.hasErrors()) {
        out.exitCode = CommandLine::DesignHasErrors;
        out.error = CommandLine::tr(
            "%1: %2 has %n error(s); %3: fix them first (hvnet validate %2)", nullptr, validation.errors)
                        .arg(command, file, why);
        return out;
    }
    out.design = std::move(loaded.design);
    return out;
}

} // namespace hvnet
