#pragma once

#include <kainjow/mustache.hpp>

namespace hvnet {

class Design;
struct HostPlan;
struct ClusterPlan;

// The values the PowerShell templates are filled with, made from the plans.
// Every value reaches a template already as a PowerShell literal ('text',
// numbers, $true/$false, @(...)), so a template never quotes anything itself.
// The steps partials are rendered twice from the same values: inside
// syncSteps (verb Sync, deploying) and inside testSteps (verb Test, checking).
kainjow::mustache::data nodeScriptData(const Design &design, const HostPlan &plan);
kainjow::mustache::data clusterScriptData(const Design &design, const ClusterPlan &plan);

} // namespace hvnet
