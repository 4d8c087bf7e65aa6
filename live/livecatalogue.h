#pragma once

#include "model/validation/rule.h"

namespace hvnet {

class RuleCatalogue;

// The findings of hvnet check (docs/live.md), documented like the design
// rules: id, severity, title, why it matters and where that is written down.
// The check raises them; the catalogue lists them for `hvnet rules`, the
// report writers (SARIF rules, JUnit test cases) and the designer.
namespace live {

extern const RuleInfo notChecked;
extern const RuleInfo evidenceUnreadable;
extern const RuleInfo hostOs;
extern const RuleInfo hostAdapter;
extern const RuleInfo hostMtu;
extern const RuleInfo hostRdma;
extern const RuleInfo hostQos;
extern const RuleInfo hostDcbx;
extern const RuleInfo hostVSwitch;
extern const RuleInfo hostAddress;
extern const RuleInfo hostDns;
extern const RuleInfo smb;
extern const RuleInfo clusterNetwork;
extern const RuleInfo liveMigration;
extern const RuleInfo intent;
extern const RuleInfo path;
extern const RuleInfo pathSmbTcp;
extern const RuleInfo pathRdmaCounters;
// The switch half (live/switchchecks.cpp, live/cablingcheck.cpp).
extern const RuleInfo cableMismatch;
extern const RuleInfo cableMissing;
extern const RuleInfo neighborUnplanned;
extern const RuleInfo lldpAgents;
extern const RuleInfo switchPort;
extern const RuleInfo switchVlan;
extern const RuleInfo switchDomain;
extern const RuleInfo switchMtu;
extern const RuleInfo switchPfc;
extern const RuleInfo switchEts;
extern const RuleInfo switchDcbx;
extern const RuleInfo pfcOperational;

} // namespace live

// Every live finding of this build, and suppression.unused, which a check
// raises for a live.* suppression that matched nothing.
const RuleCatalogue &liveCatalogue();

} // namespace hvnet
