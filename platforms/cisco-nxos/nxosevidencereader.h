#pragma once

#include "platforms/switchevidencereader.h"

namespace hvnet {

// NX-OS: "show lldp neighbors detail" (text, and "| json": TABLE_nbor_detail /
// ROW_nbor_detail) and "show interface priority-flow-control" (the table of
// Port, Mode, Oper with the VL bitmap, RxPPP, TxPPP; "| json" rows
// TABLE_qosmgr_ifs / ROW_qosmgr_ifs, read by field names, HEDGED).
class NxosEvidenceReader final : public SwitchEvidenceReader
{
public:
    void readLldp(const EvidenceText &text, SwitchState &state) const override;
    void readPfc(const EvidenceText &text, SwitchState &state) const override;
};

} // namespace hvnet
