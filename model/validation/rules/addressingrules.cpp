// The Addressing section of the rule catalogue.

#include "model/design.h"
#include "model/ipv4.h"
#include "model/validation/rulecatalogue.h"
#include "model/validation/validationcontext.h"
#include "ruletext.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <set>

namespace hvnet {

namespace {

class SubnetPrefixInvalid final : public Rule
{
public:
    SubnetPrefixInvalid()
        : Rule({"subnet.prefix-invalid", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Subnet prefix is not a valid IPv4 network"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Without a valid network in CIDR notation no address of the subnet can be planned "
                "or checked."),
            QT_TRANSLATE_NOOP("hvnet::rules", "IPv4 CIDR notation (RFC 4632)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Subnet &s : context.design().subnets) {
            Ipv4Prefix::ParseError error = Ipv4Prefix::ParseError::None;
            if (Ipv4Prefix::parse(s.prefix, &error))
                continue;
            if (error == Ipv4Prefix::ParseError::HostBitsSet) {
                const auto slash = s.prefix.indexOf(QLatin1Char('/'));
                const Ipv4Address address = *Ipv4Address::parse(s.prefix.left(slash));
                const int length = s.prefix.mid(slash + 1).toInt();
                const Ipv4Prefix network(
                    Ipv4Address(address.value() & Ipv4Prefix(Ipv4Address(), length).mask()), length);
                sink.raise(RuleText::tr("Subnet %1 has prefix %2 with host bits set; write the network address %3.")
                               .arg(s.name, s.prefix, network.toString()),
                    {s.id});
            } else {
                sink.raise(RuleText::tr("Subnet %1 has prefix \"%2\", which is not an IPv4 network in CIDR notation "
                                        "(for example 172.16.1.0/24).")
                               .arg(s.name, s.prefix),
                    {s.id});
            }
        }
    }
};

class SubnetOverlap final : public Rule
{
public:
    SubnetOverlap()
        : Rule({"subnet.overlap", Severity::Error, QT_TRANSLATE_NOOP("hvnet::rules", "Subnets overlap"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Two networks with overlapping address ranges make routing ambiguous: a host "
                "cannot tell which interface reaches an address."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Azure Local Environment Checker: management IP not overlapping the storage "
                "subnets")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        struct Entry {
            Ipv4Prefix prefix;
            std::size_t index;
        };
        const auto &subnets = context.design().subnets;
        std::vector<Entry> entries;
        for (std::size_t i = 0; i < subnets.size(); ++i)
            if (auto prefix = context.prefixOf(subnets[i].id))
                entries.push_back({*prefix, i});
        std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
            return std::pair(a.prefix.network().value(), a.index) < std::pair(b.prefix.network().value(), b.index);
        });
        // Sorted by start, a range can only overlap the ones that start inside it.
        for (std::size_t i = 0; i < entries.size(); ++i) {
            for (std::size_t j = i + 1;
                 j < entries.size() && entries[j].prefix.network().value() <= entries[i].prefix.broadcast().value();
                 ++j) {
                const Subnet &a = subnets[std::min(entries[i].index, entries[j].index)];
                const Subnet &b = subnets[std::max(entries[i].index, entries[j].index)];
                sink.raise(RuleText::tr("Subnets %1 (%2) and %3 (%4) overlap; give each its own address range.")
                               .arg(a.name, a.prefix, b.name, b.prefix),
                    {a.id, b.id});
            }
        }
    }
};

class SubnetVlanInvalid final : public Rule
{
public:
    SubnetVlanInvalid()
        : Rule({"subnet.vlan-invalid", Severity::Error, QT_TRANSLATE_NOOP("hvnet::rules", "VLAN id out of range"),
            QT_TRANSLATE_NOOP("hvnet::rules", "An 802.1Q VLAN id is 1 to 4094; hvnet uses 0 for an untagged subnet."),
            QT_TRANSLATE_NOOP("hvnet::rules", "IEEE 802.1Q")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Subnet &s : context.design().subnets)
            if (s.vlan < 0 || s.vlan > 4094)
                sink.raise(
                    RuleText::tr("Subnet %1 has VLAN %2; use 1 to 4094, or 0 for untagged.").arg(s.name).arg(s.vlan),
                    {s.id});
    }
};

class SubnetGatewayInvalid final : public Rule
{
public:
    SubnetGatewayInvalid()
        : Rule({"subnet.gateway-invalid", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Gateway is not a host address of its subnet"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "A default gateway must be reachable on the subnet itself: a usable host address "
                "inside the prefix, neither the network nor the broadcast address."),
            QT_TRANSLATE_NOOP("hvnet::rules", "IPv4 addressing (RFC 1122)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Subnet &s : context.design().subnets) {
            if (s.gateway.isEmpty())
                continue;
            const auto gateway = Ipv4Address::parse(s.gateway);
            if (!gateway) {
                sink.raise(
                    RuleText::tr("Subnet %1 has gateway \"%2\", which is not an IPv4 address.").arg(s.name, s.gateway),
                    {s.id});
                continue;
            }
            const auto prefix = context.prefixOf(s.id);
            if (prefix && !prefix->isUsableHost(*gateway))
                sink.raise(
                    RuleText::tr("Subnet %1 has gateway %2, which is not a usable host address of %3; pick an address "
                                 "inside the subnet.")
                        .arg(s.name, s.gateway, s.prefix),
                    {s.id});
        }
    }
};

// Why an address is not a usable host of a prefix, for the message.
QString whyUnusable(const Ipv4Prefix &prefix, Ipv4Address address)
{
    if (!prefix.contains(address))
        return RuleText::tr("it lies outside %1").arg(prefix.toString());
    if (address == prefix.network())
        return RuleText::tr("it is the network address of %1").arg(prefix.toString());
    return RuleText::tr("it is the broadcast address of %1").arg(prefix.toString());
}

class AddressInvalid final : public Rule
{
public:
    AddressInvalid()
        : Rule({"address.invalid", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Address is not a usable host address of its subnet"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "An interface or cluster address must be a host address inside its subnet; the "
                "network and broadcast addresses cannot be assigned."),
            QT_TRANSLATE_NOOP("hvnet::rules", "IPv4 addressing (RFC 1122)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        const Design &design = context.design();
        for (const Node &n : design.nodes) {
            for (const Interface &i : n.interfaces) {
                if (i.address.isEmpty())
                    continue;
                const Subnet *subnet = context.subnet(i.subnet);
                const auto address = Ipv4Address::parse(i.address);
                if (!address) {
                    sink.raise(RuleText::tr("%1: interface %2 has address \"%3\", which is not an IPv4 address.")
                                   .arg(n.name, i.name, i.address),
                        {i.id});
                    continue;
                }
                const auto prefix = context.prefixOf(i.subnet);
                if (prefix && !prefix->isUsableHost(*address))
                    sink.raise(
                        RuleText::tr("%1: interface %2 has address %3 in subnet %4, but %5; pick a host address of "
                                     "the subnet or run address allocation.")
                            .arg(n.name, i.name, i.address, subnet->name, whyUnusable(*prefix, *address)),
                        {i.id, i.subnet});
            }
        }
        for (const Cluster &c : design.clusters) {
            for (const QString &text : c.addresses) {
                const auto address = Ipv4Address::parse(text);
                if (!address) {
                    sink.raise(
                        RuleText::tr("Cluster %1 has address \"%2\", which is not an IPv4 address.").arg(c.name, text),
                        {c.id});
                    continue;
                }
                const Subnet *home = nullptr;
                for (const Subnet &s : design.subnets) {
                    const auto prefix = context.prefixOf(s.id);
                    if (prefix && prefix->contains(*address)) {
                        home = &s;
                        break;
                    }
                }
                if (!home) {
                    sink.raise(
                        RuleText::tr("Cluster %1 has address %2, which lies in none of the design's subnets; use an "
                                     "address of the subnet the cluster is reached on.")
                            .arg(c.name, text),
                        {c.id});
                } else if (!context.prefixOf(home->id)->isUsableHost(*address)) {
                    sink.raise(RuleText::tr("Cluster %1 has address %2, but %3; pick a host address of subnet %4.")
                                   .arg(c.name, text, whyUnusable(*context.prefixOf(home->id), *address), home->name),
                        {c.id, home->id});
                }
            }
        }
    }
};

class AddressDuplicate final : public Rule
{
public:
    AddressDuplicate()
        : Rule({"address.duplicate", Severity::Error, QT_TRANSLATE_NOOP("hvnet::rules", "Address used twice"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Two interfaces, cluster addresses or gateways with one address conflict: only "
                "one of them answers, and which one is left to chance."),
            QT_TRANSLATE_NOOP("hvnet::rules", "IPv4 address conflict detection (RFC 5227)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        // Who uses each address: the id, and for a gateway or cluster address
        // what it is (interfaces are named by their label).
        struct User {
            const QString *id;
            const QString *name = nullptr;
            bool gateway = false;
        };
        std::map<std::uint32_t, std::vector<User>> users;
        const Design &design = context.design();
        for (const Subnet &s : design.subnets)
            if (auto a = Ipv4Address::parse(s.gateway))
                users[a->value()].push_back({&s.id, &s.name, true});
        for (const Cluster &c : design.clusters)
            for (const QString &text : c.addresses)
                if (auto a = Ipv4Address::parse(text))
                    users[a->value()].push_back({&c.id, &c.name});
        for (const Node &n : design.nodes)
            for (const Interface &i : n.interfaces)
                if (auto a = Ipv4Address::parse(i.address))
                    users[a->value()].push_back({&i.id});
        for (const auto &[value, list] : users) {
            if (list.size() < 2)
                continue;
            QStringList labels;
            QStringList ids;
            for (const User &u : list) {
                labels << (u.gateway ? RuleText::tr("the gateway of %1").arg(*u.name)
                        : u.name     ? RuleText::tr("cluster %1").arg(*u.name)
                                     : context.label(*u.id));
                if (!ids.contains(*u.id))
                    ids << *u.id;
            }
            sink.raise(RuleText::tr("Address %1 is used %2 times (%3); give each its own address.")
                           .arg(Ipv4Address(value).toString())
                           .arg(list.size())
                           .arg(labels.join(QStringLiteral(", "))),
                ids);
        }
    }
};

class AddressMissing final : public Rule
{
public:
    AddressMissing()
        : Rule({"address.missing", Severity::Warning, QT_TRANSLATE_NOOP("hvnet::rules", "Interface has no address"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Scripts and checks need every interface's address; run address allocation to "
                "fill the missing ones from their subnets."),
            QT_TRANSLATE_NOOP("hvnet::rules", "hvnet address plan")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            for (const Interface &i : n.interfaces)
                if (i.address.isEmpty()) {
                    const Subnet *subnet = context.subnet(i.subnet);
                    sink.raise(RuleText::tr("%1: interface %2 in subnet %3 has no address; run address allocation "
                                            "(Design > Allocate addresses, or hvnet allocate).")
                                   .arg(n.name, i.name, subnet ? subnet->name : i.subnet),
                        {i.id});
                }
    }
};

class NodeMultipleGateways final : public Rule
{
public:
    NodeMultipleGateways()
        : Rule({"node.multiple-gateways", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Node has more than one default gateway"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "A node has exactly one default gateway, on its management network; a second "
                "default route sends traffic out of the wrong interface, and storage networks "
                "stay non-routed."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Azure Local Environment Validator: network default gateway requirement; "
                "Azure Local Environment Validator TSGs (single default gateway; storage adapter IP) and Merged "
                "storage cluster networks TSG; Host network requirements")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes) {
            QStringList subnetIds;
            QStringList names;
            for (const Interface &i : n.interfaces) {
                const Subnet *s = context.subnet(i.subnet);
                if (s && !s->gateway.isEmpty() && !subnetIds.contains(s->id)) {
                    subnetIds << s->id;
                    names << s->name;
                }
            }
            if (subnetIds.size() < 2)
                continue;
            sink.raise(
                RuleText::tr("%1 has interfaces in %2 subnets with a gateway (%3); a node has exactly one default "
                             "gateway, so remove the gateway from every subnet but the management one.")
                    .arg(n.name)
                    .arg(subnetIds.size())
                    .arg(names.join(QStringLiteral(", "))),
                QStringList{n.id} + subnetIds);
        }
    }
};

} // namespace

void registerAddressingRules(RuleCatalogue &catalogue)
{
    catalogue.add(std::make_unique<SubnetPrefixInvalid>());
    catalogue.add(std::make_unique<SubnetOverlap>());
    catalogue.add(std::make_unique<SubnetVlanInvalid>());
    catalogue.add(std::make_unique<SubnetGatewayInvalid>());
    catalogue.add(std::make_unique<AddressInvalid>());
    catalogue.add(std::make_unique<AddressDuplicate>());
    catalogue.add(std::make_unique<AddressMissing>());
    catalogue.add(std::make_unique<NodeMultipleGateways>());
}

} // namespace hvnet
