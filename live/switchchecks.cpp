#include "switchchecks.h"

#include "cablingcheck.h"
#include "evidencefolder.h"
#include "livecatalogue.h"
#include "livefindings.h"
#include "livetext.h"
#include "model/design.h"
#include "model/switchplatformspec.h"
#include "observedcabling.h"
#include "observedportsettings.h"
#include "plans/evidence/switchstate.h"
#include "plans/filenames.h"
#include "plans/switchplan.h"
#include "plans/switchplanindex.h"
#include "platforms/switchevidence.h"
#include "platforms/switchplatforms.h"
#include "switchstatecheck.h"

namespace hvnet {

namespace {

using File = SwitchEvidence::File;
using Kind = SwitchDifference::Kind;

const RuleInfo &ruleOf(Kind kind)
{
    switch (kind) {
    case Kind::Vlan: return live::switchVlan;
    case Kind::Mtu: return live::switchMtu;
    case Kind::Pfc: return live::switchPfc;
    case Kind::Ets: return live::switchEts;
    case Kind::Dcbx: return live::switchDcbx;
    case Kind::PfcOperational: return live::pfcOperational;
    case Kind::PortMissing: return live::switchPort;
    case Kind::Domain: return live::switchDomain;
    }
    return live::switchVlan;
}

// What to change, per family: the plan is the configuration hvnet exports
// for the switch, so that is what to apply, unless the switch is right and
// the design is not.
QString advice(Kind kind, const QString &switchName)
{
    switch (kind) {
    case Kind::Vlan:
        return LiveText::tr("Apply the VLAN and trunk lines of the configuration hvnet exports for %1, or correct the "
                            "design if the switch is right.")
            .arg(switchName);
    case Kind::Mtu:
        return LiveText::tr("Set the MTU as in the configuration hvnet exports for %1.").arg(switchName);
    case Kind::Pfc:
        return LiveText::tr("Apply the PFC lines of the configuration hvnet exports for %1: PFC exactly on the lossless "
                            "priorities, forced on, on every port that carries them.")
            .arg(switchName);
    case Kind::Ets:
        return LiveText::tr("Apply the QoS section of the configuration hvnet exports for %1, so that queues and shares "
                            "match the hosts' traffic classes.")
            .arg(switchName);
    case Kind::Dcbx:
        return LiveText::tr("Turn LLDP and its DCBX TLVs on as in the configuration hvnet exports for %1.").arg(switchName);
    case Kind::PfcOperational:
        return LiveText::tr("Check the port's configuration and DCBX state (the peer's willing bit, the PFC profile "
                            "bound to it) until PFC is in effect.");
    case Kind::PortMissing:
        return LiveText::tr("Configure the port as in the configuration hvnet exports for %1, or rename the design's "
                            "port to the one the cable is in.")
            .arg(switchName);
    case Kind::Domain:
        return LiveText::tr("Apply the redundancy domain of the configuration hvnet exports for %1 on both switches of "
                            "the pair, or correct the design's redundancy settings if the switches are right.")
            .arg(switchName);
    }
    return {};
}

struct Files {
    const EvidenceFolder::File *file[3] = {nullptr, nullptr, nullptr};
    bool usable[3] = {false, false, false}; // read without a problem that makes it unreadable
};

void reportProblems(const Switch &sw, const QString &path, const SwitchState &state, std::size_t from,
    LiveFindings &findings, bool &usable)
{
    for (std::size_t i = from; i < state.problems.size(); ++i) {
        const SwitchState::Problem &p = state.problems[i];
        if (p.unreadable) {
            usable = false;
            findings.raise(live::evidenceUnreadable, LiveText::tr("%1: %2").arg(path, p.text), {sw.id},
                EvidenceLocation{path, p.line});
        } else {
            // A reader's remark about a line it could not place (or the whole
            // file, line 0): what it says is left out of the comparison.
            const QString where = p.line > 0 ? LiveText::tr("%1 line %2").arg(path).arg(p.line) : path;
            findings.raise(live::notChecked,
                LiveText::tr("switch %1: %2: %3; this is not compared").arg(sw.name, where, p.text), {sw.id},
                EvidenceLocation{path, p.line});
        }
    }
}

void absentFiles(const Switch &sw, const Files &files, bool pfcPlanned, LiveFindings &findings)
{
    const QString folder = QStringLiteral("switches/%1/").arg(safeFileName(sw.name));
    QStringList absent;
    for (File kind : {File::Lldp, File::RunningConfig})
        if (!files.file[int(kind)])
            absent << folder + SwitchEvidence::fileName(kind);
    if (absent.size() == 1)
        findings.raise(live::notChecked,
            LiveText::tr("switch %1: %2 is not in the evidence; its LLDP neighbours or configuration are not checked "
                         "(switches/%3/commands.txt of the collect kit says what to paste)")
                .arg(sw.name, absent[0], safeFileName(sw.name)),
            {sw.id});
    else if (absent.size() > 1)
        findings.raise(live::notChecked,
            LiveText::tr("switch %1: %2 and %3 are not in the evidence; its LLDP neighbours and configuration are "
                         "not checked (switches/%4/commands.txt of the collect kit says what to paste)")
                .arg(sw.name, absent[0], absent[1], safeFileName(sw.name)),
            {sw.id});
    if (pfcPlanned && !files.file[int(File::Pfc)] && files.file[int(File::RunningConfig)])
        findings.raise(live::notChecked,
            LiveText::tr("switch %1: %2 is not in the evidence; whether PFC is in effect on its ports is not checked")
                .arg(sw.name, folder + SwitchEvidence::fileName(File::Pfc)),
            {sw.id});
}

// Each design port of the switch as the configuration has it, with the
// differences found on it.
void observePorts(const Switch &sw, const SwitchState &state, const std::vector<SwitchDifference> &differences,
    std::map<QString, ObservedPortSettings> &ports)
{
    std::map<QString, std::vector<const SwitchDifference *>> byPort;
    for (const SwitchDifference &d : differences)
        if (!d.port.isEmpty())
            byPort[d.port].push_back(&d);
    const bool pfcRead = !state.pfcStatus.empty() || !state.pfcProfiles.empty() || state.pfcEveryPort;
    for (const SwitchPort &p : sw.ports) {
        ObservedPortSettings &o = ports[p.id];
        o.switchId = sw.id;
        if (const auto it = byPort.find(p.name); it != byPort.end())
            for (const SwitchDifference *d : it->second)
                o.differences.push_back(*d);
        const SwitchState::Port *found = state.port(p.name);
        if (!found)
            continue;
        o.configured = *found;
        if (pfcRead)
            o.pfc = state.pfcStatusOf(p.name);
    }
}

struct ObservedOnSwitch {
    ObservedCabling &cabling;
    std::map<QString, ObservedPortSettings> &ports;
};

void checkSwitch(const Design &design, const Switch &sw, const EvidenceFolder &evidence, const SwitchPlanIndex &index,
    const CablingCheck &cabling, LiveFindings &findings, ObservedOnSwitch observed)
{
    Files files;
    bool any = false;
    for (File kind : {File::RunningConfig, File::Lldp, File::Pfc}) {
        files.file[int(kind)] = evidence.switchFile(sw.name, SwitchEvidence::fileName(kind));
        any = any || files.file[int(kind)];
    }
    const SwitchPlan plan = SwitchPlan::forSwitch(design, sw, index);
    bool pfcPlanned = false;
    for (const SwitchPlan::Port &p : plan.ports)
        pfcPlanned = pfcPlanned || (p.pfc && plan.qos);
    absentFiles(sw, files, pfcPlanned, findings);
    if (!any)
        return;
    if (SwitchPlatforms::driver(sw.platform).isChecklist()) {
        findings.raise(live::notChecked,
            LiveText::tr("switch %1 has the platform \"generic\": hvnet reads no evidence of it, so it is not compared; "
                         "give the switch its platform in the design")
                .arg(sw.name),
            {sw.id});
        return;
    }

    SwitchState state;
    for (File kind : {File::RunningConfig, File::Lldp, File::Pfc}) {
        const EvidenceFolder::File *f = files.file[int(kind)];
        if (!f)
            continue;
        if (!f->problem.isEmpty()) {
            findings.raise(live::evidenceUnreadable, LiveText::tr("%1: %2").arg(f->path, f->problem), {sw.id},
                EvidenceLocation{f->path, 0});
            continue;
        }
        const std::size_t before = state.problems.size();
        SwitchEvidence::read(sw.platform, kind, f->content, state);
        bool usable = true;
        reportProblems(sw, f->path, state, before, findings, usable);
        files.usable[int(kind)] = usable;
    }
    // A file that could not be read is not compared: its gaps are no drift.
    if (!files.usable[int(File::Pfc)]) {
        state.pfcStatus.clear();
        state.pfcProfiles.clear();
        state.pfcEveryPort.reset();
    }
    state.index();

    // A configuration of a release older than the lines hvnet reads is read
    // by the newer rules; the user learns that rather than trusting it blindly.
    if (files.usable[int(File::RunningConfig)] && !state.firmware.isEmpty()) {
        const SwitchPlatformSpec &spec = SwitchPlatformSpec::of(sw.platform);
        if (spec.firmwareLine(state.firmware).older && !spec.firmwareLines().empty())
            findings.raise(live::notChecked,
                LiveText::tr("switch %1: its configuration is of %2 %3, older than the firmware hvnet reads (%4); it "
                             "is read by the newer rules, so what the older release writes differently may be misread")
                    .arg(sw.name, spec.displayName(), state.firmware, spec.firmwareLines().front().label),
                {sw.id}, EvidenceLocation{files.file[int(File::RunningConfig)]->path, 0});
    }
    if (files.usable[int(File::RunningConfig)]) {
        std::map<QString, QString> portIds;
        QStringList compared{sw.id};
        for (const SwitchPlan::Port &p : plan.ports) {
            portIds[p.name] = p.id;
            compared << p.id;
        }
        findings.compared(compared);
        const QString configPath = files.file[int(File::RunningConfig)]->path;
        const QString pfcPath = files.file[int(File::Pfc)] ? files.file[int(File::Pfc)]->path : QString();
        const std::vector<SwitchDifference> differences = SwitchStateCheck::compare(plan, state);
        observePorts(sw, state, differences, observed.ports);
        for (const SwitchDifference &d : differences) {
            QStringList objects;
            if (const auto it = portIds.find(d.port); it != portIds.end())
                objects << it->second;
            objects << sw.id;
            const QString path = d.kind == Kind::PfcOperational ? pfcPath : configPath;
            findings.raise(ruleOf(d.kind),
                LiveText::tr("switch %1: %2. %3").arg(sw.name, d.message, advice(d.kind, sw.name)), objects,
                EvidenceLocation{path, d.line});
        }
    }
    if (files.usable[int(File::Lldp)])
        cabling.run(sw, state, files.file[int(File::Lldp)]->path, findings, observed.cabling);
}

} // namespace

void SwitchChecks::run(const Design &design, const EvidenceFolder &evidence,
    const std::map<QString, QString> &adapterMacs, LiveFindings &findings, ObservedCabling &cabling,
    std::map<QString, ObservedPortSettings> &ports)
{
    const CablingCheck check(design, adapterMacs);
    const SwitchPlanIndex index(design);
    for (const Switch &sw : design.switches)
        checkSwitch(design, sw, evidence, index, check, findings, ObservedOnSwitch{cabling, ports});
    // The cables no LLDP table spoke of.
    for (const Link &l : design.links)
        cabling.setCable(l.id, ObservedCabling::Status::NotChecked);
}

} // namespace hvnet
