#pragma once

#include "enums.h"
#include "switchstate.h"

#include <QByteArray>
#include <QString>

namespace hvnet {

// The switch half of an evidence folder (spec section 1), read per file into
// one SwitchState: the running configuration by the platform's configuration
// reader, the LLDP neighbours and the PFC state by its evidence reader. Each
// file is cleaned first (EvidenceText: BOM, CRLF, prompts, pager residue);
// what cannot be read becomes a problem naming the file and the line, and the
// rest of the file is still read. The live check (phase B) calls this and
// compares the state with the SwitchPlan.
class SwitchEvidence
{
public:
    enum class File { RunningConfig, Lldp, Pfc };

    // The file's name in switches/<switch>/ (spec section 1).
    static QString fileName(File file);
    // The command whose output the file holds, on that platform (spec section 1).
    static QString command(SwitchPlatform platform, File file);

    // Reads one file into the state; the problems it finds carry fileName(file).
    static void read(SwitchPlatform platform, File file, const QByteArray &bytes, SwitchState &state);
};

} // namespace hvnet
