#pragma once

#include "importresult.h"
#include "plans/evidence/switchstate.h"

#include <QByteArray>
#include <QString>

#include <array>
#include <map>
#include <optional>
#include <vector>

namespace hvnet {

class EvidenceFolder;

// The switch half of BrownfieldImport: one switch per folder under
// switches/, read by the readers of the platform its output shows; its
// cabled ports, and the cables the LLDP neighbours show to the imported
// nodes' adapters and to the other switches. What the running configuration
// says beyond what the design derives (a trunk's VLANs, PFC, the QoS policy)
// is stated on the switch and its ports, so the plan is the switch as it runs.
class SwitchImport
{
public:
    using Files = std::array<QByteArray, 3>; // running-config.txt, lldp.txt, pfc.txt; empty: absent

    explicit SwitchImport(ImportResult &result) : m_result(result) { }

    // The platform whose readers make the most of the files, and whether the
    // output shows it plainly (a signature line) or only by a reader's fit.
    static std::optional<SwitchPlatform> detectPlatform(const Files &files, bool *plain = nullptr);

    // Reads the switch of a folder (name as found); false when nothing of it
    // could be read.
    bool add(const QString &folderName, const EvidenceFolder &folder);
    // Cables from the LLDP neighbours to the design's nodes (adapter MACs by
    // adapter id) and between the switches, then the ports they use.
    void cable(const std::map<QString, QString> &adapterMacs);
    // States what the running configuration has and the design would not
    // derive; lists what the format cannot hold. After the hosts' subnets exist.
    void stateDeviations();

private:
    struct Read {
        QString switchId;
        SwitchState state;
        bool hasConfig = false;
        bool hasLldp = false;
    };
    void domains();
    QString portFor(Read &r, const QString &printed, std::optional<double> speed);
    void note(const QString &object, const QString &text);

    ImportResult &m_result;
    std::vector<Read> m_read;
};

} // namespace hvnet
