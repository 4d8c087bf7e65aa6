#pragma once

#include <QString>

#include <array>

namespace hvnet {

// The files of a switch's evidence, switches/<switch>/ in an evidence folder:
// what the collect kit asks to paste, the platforms' readers read and the live
// check names in its findings. Which command's output each file holds is the
// platform's (SwitchPlatformDriver::evidenceCommand).
enum class SwitchEvidenceFile { RunningConfig, Lldp, Pfc };

namespace SwitchEvidenceFiles {
// "running-config.txt", "lldp.txt", "pfc.txt"
QString name(SwitchEvidenceFile file);
// In the order the kit lists them: lldp.txt, running-config.txt, pfc.txt.
constexpr std::array<SwitchEvidenceFile, 3> all()
{
    return {SwitchEvidenceFile::Lldp, SwitchEvidenceFile::RunningConfig, SwitchEvidenceFile::Pfc};
}
// Whether the check does without the file (pfc.txt).
constexpr bool isOptional(SwitchEvidenceFile file)
{
    return file == SwitchEvidenceFile::Pfc;
}
} // namespace SwitchEvidenceFiles

} // namespace hvnet
