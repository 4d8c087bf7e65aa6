// Juniper Junos OS on QFX: the driver that puts this folder's readers, commands
// and signatures behind SwitchPlatformDriver; platform.json and
// switch.cfg.mustache beside it hold the data and the template.

#include "junosconfigreader.h"
#include "junosevidencereader.h"
#include "plans/switchplan.h"
#include "platforms/readingplatform.h"
#include "platforms/switchplatforms.h"
#include "platforms/switchtext.h"

#include <algorithm>

namespace hvnet {

namespace {

class JunosPlatform final : public ReadingPlatform<JunosConfigReader, JunosEvidenceReader>
{
public:
    JunosPlatform()
        : ReadingPlatform({"show configuration | display set", "show lldp neighbors detail",
                              "show class-of-service congestion-notification"},
            // What only this platform prints: set commands and the hierarchy form, the LLDP output in text and JSON,
            // congestion-notification profiles.
            {signature("^set (interfaces|vlans|class-of-service|protocols) |^interfaces \\{|LLDP Neighbor Information|"
                       "lldp-neighbors-information|^Local Interface\\s+Parent Interface|congestion-notification")})
    { }

    // Junos OS CLI User Guide: the prompts (operational ">" and configuration
    // "#"), "set cli screen-length", and commit confirmed.
    SwitchSession session() const override
    {
        return {SwitchSession::Channel::Shell, QStringLiteral("^[A-Za-z0-9._-]+@[A-Za-z0-9._-]+[>#] ?$"),
            {QStringLiteral("set cli screen-length 0")},
            {QStringLiteral("^\\s*syntax error"), QStringLiteral("^\\s*unknown command"), QStringLiteral("^error: ")},
            QStringLiteral("Junos OS CLI User Guide: Understanding the CLI, set cli screen-length"),
            {QStringLiteral("exec: Junos runs a command given to ssh in its CLI, but no page read says so; "
                            "a shell until one does")}};
    }

    // commit confirmed applies the candidate configuration and takes it back
    // by itself unless a plain commit follows within the minutes given. The
    // set and delete lines are typed in configuration mode (each is checked
    // as it is entered, where "load set terminal" would report at the end);
    // operational mode in between, where the read-back's show commands run.
    // Before the commit, "rollback 0" drops the candidate; after it,
    // "rollback 1" and a commit bring back the configuration before it.
    ConfigRollback rollback() const override
    {
        return {QStringLiteral("commit confirmed"), {QStringLiteral("configure exclusive")},
            {QStringLiteral("<configuration>"), QStringLiteral("commit confirmed <minutes>"), QStringLiteral("exit")},
            {QStringLiteral("configure exclusive"), QStringLiteral("commit"), QStringLiteral("exit")},
            {QStringLiteral("configure exclusive"), QStringLiteral("rollback 1"), QStringLiteral("commit"), QStringLiteral("exit")},
            true,
            QStringLiteral("Junos OS CLI User Guide: Commit a Configuration (commit confirmed)"), {},
            {QStringLiteral("rollback 0"), QStringLiteral("exit")}};
    }

    // set and delete commands, typed in configuration mode (each is checked
    // as it is entered); "vlan members" adds a member, "code-points" a code point.
    ConfigEditing configEditing() const override
    {
        ConfigEditing e{ConfigEditing::Form::Lines, QStringLiteral("set "), QStringLiteral("delete "), {},
            {QStringLiteral(" vlan members$")}};
        // A classifier's code points add up too: one bit pattern per line.
        e.additiveSingly = {QStringLiteral(" code-points$")};
        return e;
    }

    // What the reader takes besides.
    QStringList alternativeCommands(SwitchEvidenceFile file) const override
    {
        if (file == SwitchEvidenceFile::Lldp)
            return {QStringLiteral("show lldp neighbors")};
        return {};
    }

    // Junos refers to VLANs by name, so its names carry the id to stay unique.
    QString vlanName(int id, const QString &subnet, int limit) const override
    {
        return SwitchText::safeIdentifier(QStringLiteral("v%1-%2").arg(id).arg(subnet), limit);
    }

    // How the model schedules, from its entry in platform.json: by priority
    // groups (hierarchicalScheduling: etsGroups) or with one scheduler map on
    // the port (portSchedulers); a model the design does not name, or names
    // unknown to platform.json, is the default model.
    //
    // etsGroups: Junos takes at most three unicast forwarding-class sets, so
    // the classes go into a lossless, a lossy and a default priority group;
    // each group gets the sum of its classes' shares, each class its part of
    // the group.
    //
    // portSchedulers: each class its share of the port; network-control
    // (queue 7, the switch's own protocols) takes 5 % of the default
    // class's share, as in the priority groups.
    QVariantMap templateData(const SwitchPlan &plan, const std::map<int, QString> &classNames) const override
    {
        QVariantMap data = hierarchical(plan)
            ? QVariantMap{{QStringLiteral("etsGroups"), etsGroups(plan, classNames)},
                  {QStringLiteral("hierarchicalScheduling"), true}}
            : QVariantMap{{QStringLiteral("portSchedulers"), portSchedulers(plan, classNames)},
                  {QStringLiteral("hierarchicalScheduling"), false}};
        data.insert(QStringLiteral("restatedDefaults"), restatedDefaults(plan));
        return data;
    }

    // Forwarding classes that share a queue must share its drop attribute
    // (Junos, forwarding-classes and queue-num for QFX), and the default
    // classes keep their queues beside the design's: fcoe (queue 3) and
    // no-loss (4) lossless, best-effort (0) and network-control (7) lossy. A
    // default class on the queue of a design class of the other kind is
    // stated again with that class's attribute (a class stated without
    // no-loss is lossy): an iWARP design's lossy SMB class on queue 3 makes
    // fcoe lossy. Junos would refuse the commit otherwise.
    static QVariantList restatedDefaults(const SwitchPlan &plan)
    {
        struct Default {
            const char *name;
            int queue;
            bool lossless;
        };
        static const Default defaults[] = {{"best-effort", 0, false}, {"fcoe", 3, true}, {"no-loss", 4, true},
            {"network-control", 7, false}};
        QVariantList out;
        for (const Default &d : defaults)
            for (const SwitchPlan::Queue &q : plan.queues)
                if (!q.isDefault && q.queue == d.queue && q.lossless != d.lossless) {
                    out.push_back(QVariantMap{{QStringLiteral("name"), QLatin1String(d.name)},
                        {QStringLiteral("queue"), QString::number(d.queue)}, {QStringLiteral("lossless"), q.lossless},
                        {QStringLiteral("was"), d.lossless ? QStringLiteral("lossless") : QStringLiteral("lossy")}});
                    break;
                }
        return out;
    }

    static bool hierarchical(const SwitchPlan &plan) { return plan.hierarchicalScheduling; }

private:
    // The part of the default class's share network-control gets: 5 %,
    // at least 1 of a share of 2 or more.
    static int networkControlShare(int defaultShare)
    {
        return defaultShare < 2 ? 0 : std::max(1, (defaultShare * 5 + 50) / 100);
    }

    static QVariantList portSchedulers(const SwitchPlan &plan, const std::map<int, QString> &forwardingClass)
    {
        QVariantList out;
        const auto add = [&out](const QString &fc, int queue, int percent, bool lossless) {
            out.push_back(QVariantMap{{QStringLiteral("fc"), fc}, {QStringLiteral("queue"), QString::number(queue)},
                {QStringLiteral("percent"), QString::number(percent)}, {QStringLiteral("lossless"), lossless}});
        };
        for (const SwitchPlan::Queue &q : plan.queues) {
            if (!q.isDefault) {
                add(forwardingClass.at(q.priority), q.queue, q.bandwidth, q.lossless);
                continue;
            }
            const int control = networkControlShare(q.bandwidth);
            add(forwardingClass.at(q.priority), q.queue, q.bandwidth - control, q.lossless);
            if (control > 0)
                add(QStringLiteral("network-control"), 7, control, false);
        }
        return out;
    }


    static QVariantList etsGroups(const SwitchPlan &plan, const std::map<int, QString> &forwardingClass)
    {
        struct Member {
            QString fc;
            int queue;
            int share;
            bool lossless;
        };
        struct Group {
            QString id;
            std::vector<Member> members;
            int rate = 0;
        };
        Group lossless{QStringLiteral("LOSSLESS"), {}, 0}, lossy{QStringLiteral("LOSSY"), {}, 0},
            others{QStringLiteral("DEFAULT"), {}, 0};
        for (const SwitchPlan::Queue &q : plan.queues) {
            Group &g = q.isDefault ? others : q.lossless ? lossless : lossy;
            g.members.push_back({forwardingClass.at(q.priority), q.queue, q.bandwidth, q.lossless});
            g.rate += q.bandwidth;
        }
        // The switch's own protocol traffic rides network-control (queue 7);
        // it gets a small part of the default group rather than none.
        others.members.push_back({QStringLiteral("network-control"), 7, 0, false});
        QVariantList out;
        for (Group *g : {&lossless, &lossy, &others}) {
            if (g->members.empty() || (g == &others && g->members.size() == 1))
                continue;
            QVariantList members;
            int given = 0;
            for (std::size_t i = 0; i < g->members.size(); ++i) {
                const Member &m = g->members[i];
                int percent = 0;
                if (g == &others)
                    percent = m.fc == QLatin1String("network-control") ? 5 : 95;
                else if (i + 1 == g->members.size())
                    percent = 100 - given;
                else
                    percent = g->rate > 0 ? (m.share * 100 + g->rate / 2) / g->rate : 0;
                given += percent;
                members.push_back(QVariantMap{{QStringLiteral("fc"), m.fc},
                    {QStringLiteral("queue"), QString::number(m.queue)},
                    {QStringLiteral("percent"), QString::number(percent)}, {QStringLiteral("lossless"), m.lossless}});
            }
            out.push_back(QVariantMap{{QStringLiteral("id"), g->id}, {QStringLiteral("rate"), QString::number(g->rate)},
                {QStringLiteral("hasRate"), g->rate > 0}, {QStringLiteral("members"), members}});
        }
        return out;
    }
};

} // namespace

std::unique_ptr<SwitchPlatformDriver> makeJuniperJunosDriver()
{
    return std::make_unique<JunosPlatform>();
}

} // namespace hvnet
