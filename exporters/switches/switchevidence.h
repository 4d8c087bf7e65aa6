#pragma once

#include "enums.h"
#include "switchstate.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <array>

namespace hvnet {

// The switch half of an evidence folder (spec section 1), read per file into
// one SwitchState: the running configuration by the platform's configuration
// reader, the LLDP neighbours and the PFC state by its evidence reader. Each
// file is cleaned first (EvidenceText: BOM, CRLF, prompts, pager residue);
// what cannot be read becomes a problem naming the file and the line, and the
// rest of the file is still read. The live check (live/switchchecks.cpp) calls this and
// compares the state with the SwitchPlan.
class SwitchEvidence
{
public:
    enum class File { RunningConfig, Lldp, Pfc };

    // The file's name in switches/<switch>/ (spec section 1).
    static QString fileName(File file);
    // The command whose output the file holds, on that platform (spec
    // section 1): the one place that says it, for the collect kit's
    // commands.txt, the readers' messages and the docs. "<port>" in it means
    // once per port, one output after the other (OS10's PFC state). Empty for
    // the generic platform.
    static QString command(SwitchPlatform platform, File file);
    // Other commands whose output the platform's reader takes as well.
    static QStringList alternatives(SwitchPlatform platform, File file);
    // The files in the order the kit lists them: lldp.txt, running-config.txt, pfc.txt.
    static std::array<File, 3> files() { return {File::Lldp, File::RunningConfig, File::Pfc}; }
    // Whether the check does without the file (pfc.txt).
    static bool isOptional(File file) { return file == File::Pfc; }
    // A port's name as a "<port>" command takes it (OS10: "ethernet1/1/1" -> "1/1/1").
    static QString portArgument(SwitchPlatform platform, const QString &port);

    // Reads one file into the state; the problems it finds carry fileName(file).
    static void read(SwitchPlatform platform, File file, const QByteArray &bytes, SwitchState &state);
};

} // namespace hvnet
