#include "rulecatalogue.h"

namespace hvnet {

const RuleCatalogue &RuleCatalogue::standard()
{
    static const RuleCatalogue catalogue = [] {
        RuleCatalogue c;
        registerAddressingRules(c);
        registerStorageRules(c);
        registerRdmaRules(c);
        registerQosRules(c);
        registerFabricRules(c);
        registerSwitchRules(c);
        registerTopologyRules(c);
        registerClusterRules(c);
        registerMultichannelRules(c);
        registerPlatformRules(c);
        registerCompletenessRules(c);
        registerEngineRules(c);
        return c;
    }();
    return catalogue;
}

const Rule *RuleCatalogue::find(const QString &id) const
{
    for (const auto &rule : m_rules)
        if (rule->id() == id)
            return rule.get();
    return nullptr;
}

} // namespace hvnet
