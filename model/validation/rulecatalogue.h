#pragma once

#include "rule.h"

#include <memory>
#include <vector>

namespace hvnet {

// The rules hvnet knows, in catalogue order (by section, as in docs/rules.md).
class RuleCatalogue
{
public:
    RuleCatalogue() = default;

    // Every rule of this build.
    static const RuleCatalogue &standard();

    void add(std::unique_ptr<Rule> rule) { m_rules.push_back(std::move(rule)); }
    const std::vector<std::unique_ptr<Rule>> &rules() const { return m_rules; }
    const Rule *find(const QString &id) const;

private:
    std::vector<std::unique_ptr<Rule>> m_rules;
};

// One registration function per catalogue section.
void registerAddressingRules(RuleCatalogue &catalogue);
void registerStorageRules(RuleCatalogue &catalogue);
void registerRdmaRules(RuleCatalogue &catalogue);
void registerQosRules(RuleCatalogue &catalogue);
void registerFabricRules(RuleCatalogue &catalogue);
void registerSwitchRules(RuleCatalogue &catalogue);
void registerTopologyRules(RuleCatalogue &catalogue);
void registerClusterRules(RuleCatalogue &catalogue);
void registerMultichannelRules(RuleCatalogue &catalogue);
void registerPlatformRules(RuleCatalogue &catalogue);
void registerCompletenessRules(RuleCatalogue &catalogue);
void registerEngineRules(RuleCatalogue &catalogue);

} // namespace hvnet
