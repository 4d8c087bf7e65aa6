#pragma once

#include "design.h"
#include "ipv4.h"

#include <QHash>
#include <QString>

#include <optional>

namespace hvnet {

// The design as the rules see it: lookups by id and the parsed prefixes, built
// once per validation run so that no rule pays for them again.
class ValidationContext
{
public:
    explicit ValidationContext(const Design &design);

    const Design &design() const { return m_design; }

    const Subnet *subnet(const QString &id) const { return m_subnets.value(id); }
    // The parsed prefix of a subnet, or nothing when it is invalid.
    std::optional<Ipv4Prefix> prefixOf(const QString &subnetId) const;
    const Node *nodeOfInterface(const QString &interfaceId) const { return m_interfaceNodes.value(interfaceId); }

    // How a finding names an object: "HV01", "HV01 / SMB1", "Storage 1", "ToR-A Ethernet1/1".
    QString label(const QString &id) const;

private:
    const Design &m_design;
    QHash<QString, const Subnet *> m_subnets;
    QHash<QString, Ipv4Prefix> m_prefixes;
    QHash<QString, const Node *> m_interfaceNodes;
    QHash<QString, QString> m_labels;
};

} // namespace hvnet
