// Juniper Junos OS on QFX: the driver that puts this folder's readers, commands
// and signatures behind SwitchPlatformDriver; platform.json and
// switch.cfg.mustache beside it hold the data and the template.

#include "junosconfigreader.h"
#include "junosevidencereader.h"
#include "plans/switchplan.h"
#include "platforms/readingplatform.h"
#include "platforms/switchplatforms.h"
#include "platforms/switchtext.h"

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
    // by itself unless a plain commit follows within the minutes given.
    ConfigRollback rollback() const override
    {
        return {QStringLiteral("commit confirmed"), {QStringLiteral("configure exclusive")},
            {QStringLiteral("load set terminal"), QStringLiteral("<configuration>"),
                QStringLiteral("commit confirmed <minutes>")},
            {QStringLiteral("commit")}, {QStringLiteral("rollback 1"), QStringLiteral("commit")}, true,
            QStringLiteral("Junos OS CLI User Guide: Commit a Configuration (commit confirmed)"), {}};
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

    // etsGroups: Junos takes at most three unicast forwarding-class sets, so
    // the classes go into a lossless, a lossy and a default priority group;
    // each group gets the sum of its classes' shares, each class its part of
    // the group.
    QVariantMap templateData(const SwitchPlan &plan, const std::map<int, QString> &classNames) const override
    {
        return {{QStringLiteral("etsGroups"), etsGroups(plan, classNames)}};
    }

private:
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
