#include "switchimport.h"

#include "evidencefolder.h"
#include "livetext.h"
#include "model/design.h"
#include "model/ipv4.h"
#include "model/switchplatformspec.h"
#include "plans/evidence/evidencetext.h"
#include "plans/evidence/interfacename.h"
#include "plans/evidence/lldpneighbor.h"
#include "plans/switchplan.h"
#include "platforms/switchevidence.h"
#include "platforms/switchplatforms.h"
#include "switchstatecheck.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <set>

namespace hvnet {

namespace {

using File = SwitchEvidence::File;

bool sameHost(const QString &systemName, const QString &name)
{
    const QString host = LldpNeighbor::hostOf(systemName);
    if (host.isEmpty())
        return false;
    return host.compare(name, Qt::CaseInsensitive) == 0
        || (name.size() > 15 && host.compare(name.left(15), Qt::CaseInsensitive) == 0);
}

// Ports in front-panel order: the numbers in a name compared as numbers
// (Ethernet1/2 before Ethernet1/10), the same on every machine.
bool frontPanelLess(const QString &a, const QString &b)
{
    static const QRegularExpression parts(QStringLiteral("(\\d+)|(\\D+)"));
    auto ia = parts.globalMatch(a.toLower()), ib = parts.globalMatch(b.toLower());
    while (ia.hasNext() && ib.hasNext()) {
        const QRegularExpressionMatch ma = ia.next(), mb = ib.next();
        const bool na = ma.hasCaptured(1), nb = mb.hasCaptured(1);
        if (na && nb && ma.captured(1).toLongLong() != mb.captured(1).toLongLong())
            return ma.captured(1).toLongLong() < mb.captured(1).toLongLong();
        if (na != nb)
            return na;
        if (!na && ma.captured(2) != mb.captured(2))
            return ma.captured(2) < mb.captured(2);
    }
    return ib.hasNext() ? true : ia.hasNext() ? false : a < b;
}

} // namespace

std::optional<SwitchPlatform> SwitchImport::detectPlatform(const Files &files, bool *plain)
{
    // Lines only one platform prints, in its configuration, LLDP or PFC
    // output (each driver's signatures; each reader's fixtures show them).
    const std::vector<const SwitchPlatformDriver *> &platforms = SwitchPlatforms::readable();
    std::map<SwitchPlatform, int> hits;
    for (const QByteArray &bytes : files) {
        if (bytes.isEmpty())
            continue;
        const QString text = QString::fromUtf8(bytes.left(4 * 1024 * 1024));
        for (const SwitchPlatformDriver *driver : platforms)
            for (const QRegularExpression &pattern : driver->signatures())
                if (pattern.match(text).hasMatch())
                    ++hits[driver->platform()];
    }
    std::optional<SwitchPlatform> best;
    int most = 0;
    bool tie = false;
    for (const SwitchPlatformDriver *driver : platforms) {
        const SwitchPlatform p = driver->platform();
        if (hits[p] > most) {
            best = p;
            most = hits[p];
            tie = false;
        } else if (most > 0 && hits[p] == most) {
            tie = true;
        }
    }
    if (most > 0 && !tie) {
        if (plain)
            *plain = true;
        return best;
    }
    // No line gives it away: the platform whose readers read the most with
    // the fewest complaints.
    if (plain)
        *plain = false;
    int bestScore = 0;
    std::optional<SwitchPlatform> found;
    for (const SwitchPlatformDriver *driver : platforms) {
        const SwitchPlatform p = driver->platform();
        if (most > 0 && hits[p] != most)
            continue;
        SwitchState state;
        for (File f : SwitchEvidence::files())
            if (!files[std::size_t(f)].isEmpty())
                SwitchEvidence::read(p, f, files[std::size_t(f)], state);
        int score = int(state.ports.size() + state.vlans.size() + 2 * state.neighbors.size() + state.pfcStatus.size());
        for (const SwitchState::Problem &problem : state.problems)
            score -= problem.unreadable ? 1000 : 1;
        if (score > bestScore) {
            bestScore = score;
            found = p;
        }
    }
    return found;
}

void SwitchImport::note(const QString &object, const QString &text)
{
    m_result.unknowns.push_back({object, text});
}

bool SwitchImport::add(const QString &folderName, const EvidenceFolder &folder)
{
    Files files;
    std::array<QString, 3> paths;
    for (File f : SwitchEvidence::files()) {
        const EvidenceFolder::File *file = folder.switchFile(folderName, SwitchEvidence::fileName(f));
        if (!file)
            continue;
        paths[std::size_t(f)] = file->path;
        const EvidenceText text = EvidenceText::fromBytes(file->content);
        if (!file->problem.isEmpty())
            m_result.problems.push_back({file->path, 0, file->problem});
        else if (file->content.trimmed().isEmpty())
            m_result.problems.push_back({file->path, 0, LiveText::tr("the file is empty")});
        else if (!text.isReadable())
            m_result.problems.push_back({file->path, text.errorLine(), text.error()});
        else
            files[std::size_t(f)] = file->content;
    }
    if (std::all_of(files.begin(), files.end(), [](const QByteArray &b) { return b.isEmpty(); }))
        return false;
    bool plain = false;
    const auto platform = detectPlatform(files, &plain);
    Switch sw;
    sw.name = folderName;
    sw.id = importedId(QStringLiteral("sw-"), folderName);
    if (!platform) {
        m_result.problems.push_back({QStringLiteral("switches/%1").arg(folderName), 0,
            LiveText::tr("no reader of the seven platforms hvnet knows reads this output; the switch is not imported")});
        return false;
    }
    sw.platform = *platform;
    if (!plain)
        note(sw.id, LiveText::tr("switch %1: no line of its output names the platform; %2 is the one whose readers "
                                 "read it best")
                        .arg(folderName, enumString(*platform)));
    Read read;
    read.switchId = sw.id;
    for (File f : SwitchEvidence::files()) {
        const QByteArray &bytes = files[std::size_t(f)];
        if (bytes.isEmpty())
            continue;
        const std::size_t before = read.state.problems.size();
        SwitchEvidence::read(*platform, f, bytes, read.state);
        bool usable = true;
        for (std::size_t i = before; i < read.state.problems.size(); ++i) {
            const SwitchState::Problem &p = read.state.problems[i];
            usable = usable && !p.unreadable;
            m_result.problems.push_back({paths[std::size_t(f)], p.line, p.text});
        }
        if (f == File::RunningConfig)
            read.hasConfig = usable;
        if (f == File::Lldp)
            read.hasLldp = usable;
    }
    if (!read.hasLldp)
        read.state.neighbors.clear();
    read.state.index();
    if (!read.hasLldp && !read.hasConfig)
        return false; // the PFC state alone makes no switch
    int mtu = 0;
    for (const auto &[name, port] : read.state.ports)
        mtu = std::max(mtu, port.mtu.value_or(0));
    const SwitchPlatformSpec &spec = SwitchPlatformSpec::of(*platform);
    sw.mtu = mtu > 0 ? mtu : (spec.mtu() > 0 ? spec.mtu() : 1500);
    bool pfc = !read.state.policyPfcPriorities.empty();
    for (const auto &[name, port] : read.state.ports)
        pfc = pfc || !port.pfcPriorities.empty();
    sw.dcb = pfc;
    note(sw.id, LiveText::tr("switch %1: its model, firmware release, rack and management endpoint are not read from "
                             "the evidence; credentials never are")
                    .arg(folderName));
    m_result.design.switches.push_back(std::move(sw));
    m_read.push_back(std::move(read));
    return true;
}

QString SwitchImport::portFor(Read &r, const QString &printed, std::optional<double> speed)
{
    Switch *sw = nullptr;
    for (Switch &s : m_result.design.switches)
        if (s.id == r.switchId)
            sw = &s;
    for (const SwitchPort &p : sw->ports)
        if (InterfaceName::same(p.name, printed))
            return p.id;
    // The name the configuration prints, else the one of a model of the
    // platform (LLDP abbreviates: Eth1/1), else as LLDP printed it.
    QString name = printed;
    std::optional<double> modelSpeed;
    if (const SwitchState::Port *configured = r.state.port(printed))
        name = configured->name;
    const SwitchPlatformSpec &spec = SwitchPlatformSpec::of(sw->platform);
    for (const SwitchPlatformSpec::Model &model : spec.models())
        for (const SwitchPlatformSpec::PortGroup &g : model.ports)
            for (int n = g.from; n <= g.to && !modelSpeed; ++n)
                if (InterfaceName::same(g.nameOf(n), name)) {
                    if (!r.state.port(printed))
                        name = g.nameOf(n);
                    modelSpeed = g.speedGbps;
                }
    SwitchPort port;
    port.name = name;
    port.id = importedId(sw->id + QLatin1Char('-'), name);
    if (speed)
        port.speedGbps = *speed;
    else if (modelSpeed)
        port.speedGbps = *modelSpeed;
    else
        note(port.id, LiveText::tr("switch %1 port %2: its speed is not in the evidence; 10 Gb/s is assumed")
                          .arg(sw->name, name));
    sw->ports.push_back(port);
    return port.id;
}

void SwitchImport::cable(const std::map<QString, QString> &adapterMacs)
{
    Design &d = m_result.design;
    std::set<std::pair<QString, QString>> cabled; // (a, b), each end once
    std::set<QString> used;
    auto addCable = [&](const QString &a, const QString &b) {
        if (used.count(a) || used.count(b))
            return;
        used.insert(a);
        used.insert(b);
        cabled.insert(std::minmax(a, b));
    };
    for (Read &r : m_read) {
        const Switch *self = d.switchById(r.switchId);
        std::vector<const LldpNeighbor *> rows;
        for (const LldpNeighbor &n : r.state.neighbors)
            rows.push_back(&n);
        std::sort(rows.begin(), rows.end(), [](auto *a, auto *b) { return a->line < b->line; });
        for (const LldpNeighbor *n : rows) {
            QString adapterId;
            double speed = 0;
            const QString mac = InterfaceName::macAddress(n->portId);
            for (const Node &node : d.nodes)
                for (const Adapter &a : node.adapters) {
                    const auto m = adapterMacs.find(a.id);
                    const bool byMac = !mac.isEmpty() && m != adapterMacs.end() && m->second == mac;
                    const bool byName = sameHost(n->systemName, node.name)
                        && (n->portId.compare(a.name, Qt::CaseInsensitive) == 0
                            || n->portDescription.compare(a.name, Qt::CaseInsensitive) == 0);
                    if ((byMac || byName) && adapterId.isEmpty()) {
                        adapterId = a.id;
                        speed = a.speedGbps;
                    }
                }
            if (!adapterId.isEmpty()) {
                const QString port = portFor(r, n->localPort, speed);
                if (!used.count(port) || cabled.count(std::minmax(adapterId, port)))
                    addCable(adapterId, port);
                continue;
            }
            // Another switch of the folder, by its name.
            Read *peer = nullptr;
            for (Read &o : m_read)
                if (&o != &r && sameHost(n->systemName, d.switchById(o.switchId)->name))
                    peer = &o;
            if (peer && !n->portId.isEmpty()) {
                const QString far = !peer->state.port(n->portId) && !n->portDescription.isEmpty()
                        && peer->state.port(n->portDescription)
                    ? n->portDescription
                    : n->portId;
                const QString mine = portFor(r, n->localPort, std::nullopt);
                const QString theirs = portFor(*peer, far, std::nullopt);
                addCable(mine, theirs);
                continue;
            }
            const QString who = !n->systemName.isEmpty() ? n->systemName : n->chassisId;
            note(self->id, LiveText::tr("switch %1 port %2: LLDP shows %3 (port %4), which is no node or switch of the "
                                        "evidence; no cable is imported for it")
                               .arg(self->name, quotedEvidence(n->localPort), quotedEvidence(who),
                                   quotedEvidence(n->portId)));
        }
    }
    // A cable between two switches whose configurations both name its ends
    // peer-link members is the pair's peer link.
    const auto peerMember = [&](const QString &portId) {
        for (const Read &r : m_read) {
            const Switch *sw = d.switchById(r.switchId);
            if (!r.state.redundancy || !sw)
                continue;
            for (const SwitchPort &p : sw->ports)
                if (p.id == portId)
                    for (const QString &member : r.state.redundancy->ports)
                        if (InterfaceName::normalized(member) == InterfaceName::normalized(p.name))
                            return true;
        }
        return false;
    };
    int number = 0;
    for (const auto &[a, b] : cabled) {
        Link l;
        l.id = QStringLiteral("cable-%1").arg(++number, 3, 10, QLatin1Char('0'));
        l.a = a;
        l.b = b;
        if (peerMember(a) && peerMember(b))
            l.kind = LinkKind::PeerLink;
        d.links.push_back(l);
    }
    domains();
    for (Switch &sw : d.switches)
        std::sort(sw.ports.begin(), sw.ports.end(),
            [](const SwitchPort &a, const SwitchPort &b) { return frontPanelLess(a.name, b.name); });
}

// Each switch's half of its pair's domain, as its configuration states it.
// Where a platform does not write the keepalive's source (EOS, Cumulus,
// OS10), the peer's configuration names it as its destination.
void SwitchImport::domains()
{
    Design &d = m_result.design;
    for (const Read &r : m_read) {
        Switch *sw = nullptr;
        for (Switch &s : d.switches)
            if (s.id == r.switchId)
                sw = &s;
        if (!sw || !r.state.redundancy)
            continue;
        const SwitchState::Redundancy &stated = *r.state.redundancy;
        // The partner: the switch at the other end of a peer link.
        const Read *peer = nullptr;
        for (const Link &l : d.links) {
            if (l.kind != LinkKind::PeerLink)
                continue;
            for (const Read &o : m_read)
                if (&o != &r)
                    for (const SwitchPort &p : d.switchById(o.switchId)->ports)
                        if ((p.id == l.a || p.id == l.b) && sw->port(l.a == p.id ? l.b : l.a))
                            peer = &o;
        }
        // Without the cable in the evidence (no LLDP), the one other switch stating the same domain
        // (or, on platforms without a domain id, any).
        if (!peer)
            for (const Read &o : m_read)
                if (&o != &r && o.state.redundancy && o.state.redundancy->domain == r.state.redundancy->domain)
                    peer = peer ? &r : &o; // two candidates: none (peer == &r is dropped below)
        if (peer == &r)
            peer = nullptr;
        SwitchRedundancy domain;
        const SwitchState::Redundancy *theirs = peer && peer->state.redundancy ? &*peer->state.redundancy : nullptr;
        // VSX and NVUE MLAG have no domain id: 1, which the format needs and they do not read.
        domain.domain = stated.domain.value_or(theirs && theirs->domain ? *theirs->domain : 1);
        domain.keepalive = !stated.keepalive.isEmpty() ? stated.keepalive : theirs ? theirs->peerKeepalive : QString();
        if (domain.domain < 1 || domain.domain > 255 || !Ipv4Address::parse(domain.keepalive)) {
            note(sw->id, LiveText::tr("switch %1: its redundancy domain is configured, but %2 is not read from the "
                                      "evidence, so the design does not state the domain")
                             .arg(sw->name, domain.domain < 1 || domain.domain > 255
                                         ? LiveText::tr("a domain id from 1 to 255")
                                         : LiveText::tr("the keepalive's source address")));
            continue;
        }
        if (stated.priority && *stated.priority >= 1 && *stated.priority <= 65535)
            domain.priority = *stated.priority;
        // A platform that states the role instead of a priority (VSX's role,
        // IRF's member number): the design's priorities make the same switch
        // primary, once both switches state theirs.
        else if (stated.primary && theirs && theirs->primary && *stated.primary != *theirs->primary)
            domain.priority = *stated.primary ? 1 : 2;
        if (SwitchRedundancy::isAddressWithLength(stated.peerAddress))
            domain.peerAddress = stated.peerAddress;
        const SwitchPlatformSpec &spec = SwitchPlatformSpec::of(sw->platform);
        if (!stated.vrf.isEmpty() && stated.vrf.compare(spec.managementVrf(), Qt::CaseInsensitive) != 0
            && QRegularExpression(QStringLiteral("^[A-Za-z][A-Za-z0-9_-]{0,31}$")).match(stated.vrf).hasMatch())
            domain.keepaliveVrf = stated.vrf;
        if (spec.takesSystemMac()
            && QRegularExpression(QStringLiteral("^[0-9a-f]{2}(:[0-9a-f]{2}){5}$")).match(stated.systemMac).hasMatch())
            domain.systemMac = stated.systemMac;
        sw->redundancy = domain;
    }
}

void SwitchImport::stateDeviations()
{
    using Kind = SwitchDifference::Kind;
    Design &d = m_result.design;
    for (Read &r : m_read) {
        if (!r.hasConfig)
            continue;
        Switch *sw = nullptr;
        for (Switch &s : d.switches)
            if (s.id == r.switchId)
                sw = &s;
        // The host trunks' native VLAN, where they all park it on one VLAN
        // other than 1: the switch's hostNativeVlan rather than a native VLAN
        // stated port by port.
        std::set<int> natives;
        for (const SwitchPlan::Port &port : SwitchPlan::forSwitch(d, *sw).ports)
            if (const SwitchState::Port *seen = port.hostFacing ? r.state.port(port.name) : nullptr)
                natives.insert(seen->nativeVlan.value_or(1));
        if (natives.size() == 1 && *natives.begin() != 1)
            sw->hostNativeVlan = *natives.begin();
        const auto differences = SwitchStateCheck::compare(SwitchPlan::forSwitch(d, *sw), r.state);
        for (const SwitchDifference &diff : differences) {
            if (diff.kind == Kind::Vlan && !diff.port.isEmpty()) {
                for (SwitchPort &p : sw->ports)
                    if (p.name == diff.port)
                        if (const SwitchState::Port *seen = r.state.port(p.name)) {
                            std::vector<int> vlans(seen->vlans.begin(), seen->vlans.end());
                            if (seen->nativeVlan)
                                std::erase(vlans, *seen->nativeVlan);
                            p.vlans = vlans;
                            p.nativeVlan = seen->nativeVlan;
                        }
            } else if (diff.kind == Kind::Pfc && !diff.port.isEmpty()) {
                for (SwitchPort &p : sw->ports)
                    if (p.name == diff.port)
                        if (const SwitchState::Port *seen = r.state.port(p.name))
                            p.pfc = !seen->pfcPriorities.empty();
            } else if (diff.kind == Kind::Pfc) {
                SwitchQos &qos = sw->qos ? *sw->qos : sw->qos.emplace();
                qos.pfcPriorities = std::vector<int>(r.state.policyPfcPriorities.begin(), r.state.policyPfcPriorities.end());
            } else if (diff.kind == Kind::Ets && !r.state.shares.empty()) {
                // The shares per priority: each priority with a queue of its
                // own takes that queue's share; priority 0 the default queue's.
                const int defaultQueue = r.state.queueOf.count(0) ? r.state.queueOf.at(0) : 0;
                std::map<int, int> bandwidth;
                for (const auto &[priority, queue] : r.state.queueOf)
                    if (priority == 0 || queue != defaultQueue)
                        bandwidth[priority] = r.state.shares.count(queue) ? int(std::lround(r.state.shares.at(queue))) : 0;
                SwitchQos &qos = sw->qos ? *sw->qos : sw->qos.emplace();
                qos.bandwidth = bandwidth;
            }
        }
        if (differences.empty())
            continue;
        for (const SwitchDifference &diff : SwitchStateCheck::compare(SwitchPlan::forSwitch(d, *sw), r.state))
            note(sw->id, LiveText::tr("switch %1: %2; the design format has no place for this, so checking the "
                                      "imported design reports it")
                             .arg(sw->name, diff.message));
    }
}

} // namespace hvnet
