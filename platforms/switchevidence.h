#pragma once

#include "model/enums.h"
#include "plans/evidence/switchevidencefile.h"
#include "plans/evidence/switchstate.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <array>

namespace hvnet {

// The switch half of an evidence folder, read per file into one SwitchState:
// the running configuration by the platform's configuration reader, the LLDP
// neighbours and the PFC state by its evidence reader (its driver has both).
// Each file is cleaned first (EvidenceText: BOM, CRLF, prompts, pager
// residue); what cannot be read becomes a problem naming the file and the
// line, and the rest of the file is still read. The live check
// (live/switchchecks.cpp) and the import call this, index the state and
// compare it with the SwitchPlan.
class SwitchEvidence
{
public:
    using File = SwitchEvidenceFile;

    // The file's name in switches/<switch>/.
    static QString fileName(File file) { return SwitchEvidenceFiles::name(file); }
    // The command whose output the file holds on that platform (its driver's).
    static QString command(SwitchPlatform platform, File file);
    // Other commands whose output the platform's reader takes as well.
    static QStringList alternatives(SwitchPlatform platform, File file);
    // The files in the order the kit lists them: lldp.txt, running-config.txt, pfc.txt.
    static constexpr std::array<File, 3> files() { return SwitchEvidenceFiles::all(); }
    // Whether the check does without the file (pfc.txt).
    static constexpr bool isOptional(File file) { return SwitchEvidenceFiles::isOptional(file); }
    // A port's name as a "<port>" command takes it.
    static QString portArgument(SwitchPlatform platform, const QString &port);

    // Reads one file into the state; the problems it finds carry fileName(file).
    static void read(SwitchPlatform platform, File file, const QByteArray &bytes, SwitchState &state);
};

} // namespace hvnet
