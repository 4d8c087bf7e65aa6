// The SMB Multichannel constraints section of the rule catalogue.

#include "model/validation/rulecatalogue.h"
#include "ruletext.h"

#include <map>
#include <optional>
#include <set>

namespace hvnet {

namespace {

// The subnets of the interfaces of some nodes.
std::set<QString> subnetsOf(const ValidationContext &context, const QStringList &nodeIds)
{
    std::set<QString> subnets;
    for (const QString &id : nodeIds)
        if (const Node *n = context.node(id))
            for (const Interface &i : n->interfaces)
                subnets.insert(i.subnet);
    return subnets;
}

// The subnets an SMB server name reaches, computed once per name: many hosts
// constrain SMB to the same file server.
class ServerSubnets
{
public:
    explicit ServerSubnets(const ValidationContext &context) : m_context(context) { }
    // Nothing when the name is not in the design.
    const std::set<QString> *of(const QString &server)
    {
        const QString key = server.toLower();
        if (auto it = m_cache.find(key); it != m_cache.end())
            return it->second ? &*it->second : nullptr;
        const auto nodes = m_context.nodesOfServer(server);
        auto &entry = m_cache[key];
        if (nodes)
            entry = subnetsOf(m_context, *nodes);
        return entry ? &*entry : nullptr;
    }

private:
    const ValidationContext &m_context;
    std::map<QString, std::optional<std::set<QString>>> m_cache;
};

// Calls visit(node, constraint, server subnets, the constraint's interfaces on
// this node) for every constraint whose server the design knows.
template <typename Visit> void forEachKnownConstraint(const ValidationContext &context, Visit visit)
{
    ServerSubnets servers(context);
    for (const Node &n : context.design().nodes)
        for (const SmbConstraint &constraint : n.smbConstraints) {
            const std::set<QString> *reachable = servers.of(constraint.server);
            if (!reachable)
                continue;
            std::vector<const Interface *> own;
            for (const QString &id : constraint.interfaces)
                if (const Interface *i = n.interface(id))
                    own.push_back(i);
            visit(n, constraint, *reachable, own);
        }
}

QStringList idsOf(const std::vector<const Interface *> &interfaces)
{
    QStringList ids;
    for (const Interface *i : interfaces)
        ids << i->id;
    return ids;
}

class MultichannelUnknownInterface final : public Rule
{
public:
    MultichannelUnknownInterface()
        : Rule({"multichannel.unknown-interface", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "SMB constraint names another node's interface"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "An SMB Multichannel constraint is set on the client and can only name the client's own "
                "interfaces."),
            QT_TRANSLATE_NOOP("hvnet::rules", "New-SmbMultichannelConstraint")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            for (const SmbConstraint &constraint : n.smbConstraints)
                for (const QString &id : constraint.interfaces)
                    if (!n.interface(id))
                        sink.raise(RuleText::tr("%1: the SMB constraint for %2 names interface %3 of another node; a "
                                                "constraint can only use %1's own interfaces.")
                                       .arg(n.name, constraint.server, context.label(id)),
                            {n.id, id});
    }
};

class MultichannelUnknownServer final : public Rule
{
public:
    MultichannelUnknownServer()
        : Rule({"multichannel.unknown-server", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "SMB constraint for a server the design does not have"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "The server of a constraint should be a node, cluster or access point of the design; it may be "
                "outside the design, or misspelt."),
            QT_TRANSLATE_NOOP("hvnet::rules", "New-SmbMultichannelConstraint")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            for (const SmbConstraint &constraint : n.smbConstraints)
                if (!context.nodesOfServer(constraint.server))
                    sink.raise(
                        RuleText::tr("%1: the SMB constraint names server %2, which is no node, cluster or access "
                                     "point of the design; check the spelling.")
                            .arg(n.name, constraint.server),
                        {n.id});
    }
};

class MultichannelNoCommonSubnet final : public Rule
{
public:
    MultichannelNoCommonSubnet()
        : Rule({"multichannel.no-common-subnet", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "SMB constraint with no path to its server"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "When none of a constraint's interfaces shares a subnet with the server, SMB has no path to it "
                "at all."),
            QT_TRANSLATE_NOOP("hvnet::rules", "New-SmbMultichannelConstraint")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        forEachKnownConstraint(context,
            [&](const Node &n, const SmbConstraint &constraint, const std::set<QString> &reachable,
                const std::vector<const Interface *> &own) {
                const bool shares = std::any_of(own.begin(), own.end(),
                    [&reachable](const Interface *i) { return reachable.count(i->subnet) > 0; });
                if (!own.empty() && !shares)
                    sink.raise(
                        RuleText::tr("%1: no interface of the SMB constraint for %2 (%3) shares a subnet with %2, so "
                                     "SMB has no path; constrain it to interfaces in the server's networks.")
                            .arg(n.name, constraint.server, labelList(context, idsOf(own))),
                        QStringList{n.id} + idsOf(own));
            });
    }
};

class MultichannelNonRdma final : public Rule
{
public:
    MultichannelNonRdma()
        : Rule({"multichannel.non-rdma", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "SMB constraint turns SMB Direct off"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "A constraint that names only non-RDMA interfaces keeps SMB off the RDMA interfaces that could "
                "reach the same server."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows "
                "Server 2012 (R2)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        forEachKnownConstraint(context,
            [&](const Node &n, const SmbConstraint &constraint, const std::set<QString> &reachable,
                const std::vector<const Interface *> &own) {
                const bool anyRdma = std::any_of(own.begin(), own.end(), [](const Interface *i) { return i->rdma; });
                if (own.empty() || anyRdma)
                    return;
                QStringList rdma;
                for (const Interface &i : n.interfaces)
                    if (i.rdma && reachable.count(i.subnet))
                        rdma << i.id;
                if (!rdma.isEmpty())
                    sink.raise(
                        RuleText::tr("%1: the SMB constraint for %2 names only non-RDMA interfaces (%3) although %4 "
                                     "could reach %2 with RDMA; constrain SMB to the RDMA interfaces.")
                            .arg(n.name, constraint.server, labelList(context, idsOf(own)), labelList(context, rdma)),
                        QStringList{n.id} + idsOf(own));
            });
    }
};

class MultichannelMissing final : public Rule
{
public:
    MultichannelMissing()
        : Rule({"multichannel.missing", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Hyper-V host without an SMB constraint to its file server"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Without a constraint SMB may reach the Scale-Out File Server over management or VM networks; "
                "the constraint keeps it on the rNICs."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (\"SMB "
                "traffic is restricted to the rNICs by using the constraint option\")")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Cluster &c : context.design().clusters) {
            if (c.kind != ClusterKind::Sofs)
                continue;
            const std::set<QString> served = subnetsOf(context, c.members);
            for (const Node &n : context.design().nodes) {
                if (n.role != NodeRole::HyperVHost)
                    continue;
                const bool reaches = std::any_of(n.interfaces.begin(), n.interfaces.end(),
                    [&served](const Interface &i) { return i.rdma && served.count(i.subnet); });
                const bool constrained = std::any_of(
                    n.smbConstraints.begin(), n.smbConstraints.end(), [&c](const SmbConstraint &k) {
                        return k.server.compare(c.name, Qt::CaseInsensitive) == 0
                            || (!c.accessPoint.isEmpty() && k.server.compare(c.accessPoint, Qt::CaseInsensitive) == 0);
                    });
                if (reaches && !constrained)
                    sink.raise(
                        RuleText::tr("%1 reaches Scale-Out File Server %2 over RDMA but has no SMB constraint for it; "
                                     "add one naming %2 and %1's RDMA interfaces.")
                            .arg(n.name, c.accessPoint.isEmpty() ? c.name : c.accessPoint),
                        {n.id, c.id});
            }
        }
    }
};

} // namespace

void registerMultichannelRules(RuleCatalogue &catalogue)
{
    catalogue.add(std::make_unique<MultichannelUnknownInterface>());
    catalogue.add(std::make_unique<MultichannelUnknownServer>());
    catalogue.add(std::make_unique<MultichannelNoCommonSubnet>());
    catalogue.add(std::make_unique<MultichannelNonRdma>());
    catalogue.add(std::make_unique<MultichannelMissing>());
}

} // namespace hvnet
