// The switches section of the rule catalogue: what a switch's own description
// must be for its configuration to paste.

#include "model/switchplatformspec.h"
#include "model/validation/rulecatalogue.h"
#include "ruletext.h"

#include <map>

namespace hvnet {

namespace {

// "Ethernet1/1, Ethernet1/49, Ethernet1/49/1": names from the platform's
// default model, which say more than a pattern would.
QString examples(const SwitchPlatformSpec &spec)
{
    QStringList out;
    const SwitchPlatformSpec::Model &model = spec.defaultModel();
    if (!model.hostPorts().isEmpty())
        out << model.hostPorts().front();
    for (const SwitchPlatformSpec::PortGroup &g : model.ports)
        if (g.uplink) {
            out << g.nameOf(g.from);
            if (!g.breakoutName.isEmpty())
                out << QString(g.breakoutName)
                           .replace(QStringLiteral("{n}"), QString::number(g.from))
                           .replace(QStringLiteral("{lane}"), QString::number(g.firstLane));
            break;
        }
    return out.join(QStringLiteral(", "));
}

class SwitchPortName final : public Rule
{
public:
    SwitchPortName()
        : Rule({"switch.port-name", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Port name the switch cannot have"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Every line of a switch configuration that names a port fails when the platform has no port of that "
                "name (a port called Ethernet1/1 on OS10, AOS-CX or Cumulus); on a model hvnet knows, the port "
                "must also exist on its front panel."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "vendor interface naming: Cisco NX-OS, Dell OS10, Arista EOS, HPE Comware 7, AOS-CX, Junos and "
                "Cumulus Linux configuration guides (docs/switches.md)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        // Every switch of a platform repeats the same names: each is matched once.
        std::map<std::pair<SwitchPlatform, QString>, bool> isName;
        for (const Switch &sw : context.design().switches) {
            if (sw.platform == SwitchPlatform::Generic)
                continue;
            const SwitchPlatformSpec &spec = SwitchPlatformSpec::of(sw.platform);
            const SwitchPlatformSpec::Model *model = spec.model(sw.model);
            for (const SwitchPort &p : sw.ports) {
                const auto known = isName.try_emplace({sw.platform, p.name}, false);
                if (known.second)
                    known.first->second = spec.isPortName(p.name);
                if (!known.first->second)
                    sink.raise(RuleText::tr("Port %1 of switch %2 is not a port name %3 has; its ports are named "
                                            "like %4.")
                                   .arg(p.name, sw.name, spec.displayName(), examples(spec)),
                        {p.id});
                else if (model && !spec.modelHasPort(*model, p.name))
                    sink.raise(RuleText::tr("Switch %1 is a %2, which has no port %3; its ports are %4.")
                                   .arg(sw.name, model->name, p.name, model->range()),
                        {p.id});
            }
        }
    }
};

} // namespace

void registerSwitchRules(RuleCatalogue &catalogue)
{
    catalogue.add(std::make_unique<SwitchPortName>());
}

} // namespace hvnet
