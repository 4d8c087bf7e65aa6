#include "rulecatalogue.h"

namespace hvnet {

const RuleCatalogue &RuleCatalogue::standard()
{
    static const RuleCatalogue catalogue = [] {
        RuleCatalogue c;
        registerAddressingRules(c);
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
