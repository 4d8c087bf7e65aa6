#include "ipv4.h"

#include <QStringList>

namespace hvnet {

std::optional<Ipv4Address> Ipv4Address::parse(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char('.'));
    if (parts.size() != 4)
        return std::nullopt;
    std::uint32_t value = 0;
    for (const QString &part : parts) {
        if (part.isEmpty() || part.size() > 3 || (part.size() > 1 && part.startsWith(QLatin1Char('0'))))
            return std::nullopt;
        std::uint32_t octet = 0;
        for (QChar c : part) {
            if (c < QLatin1Char('0') || c > QLatin1Char('9'))
                return std::nullopt;
            octet = octet * 10 + std::uint32_t(c.unicode() - '0');
        }
        if (octet > 255)
            return std::nullopt;
        value = (value << 8) | octet;
    }
    return Ipv4Address(value);
}

QString Ipv4Address::toString() const
{
    return QStringLiteral("%1.%2.%3.%4")
        .arg(m_value >> 24)
        .arg((m_value >> 16) & 0xff)
        .arg((m_value >> 8) & 0xff)
        .arg(m_value & 0xff);
}

Ipv4Prefix::Ipv4Prefix(Ipv4Address network, int length) : m_network(network), m_length(length)
{ }

std::optional<Ipv4Prefix> Ipv4Prefix::parse(const QString &text, ParseError *error)
{
    auto fail = [error](ParseError e) -> std::optional<Ipv4Prefix> {
        if (error)
            *error = e;
        return std::nullopt;
    };
    const qsizetype slash = text.indexOf(QLatin1Char('/'));
    if (slash < 0)
        return fail(ParseError::Syntax);
    const auto address = Ipv4Address::parse(text.left(slash));
    const QString lengthText = text.mid(slash + 1);
    bool ok = false;
    const int length = lengthText.toInt(&ok);
    if (!address || !ok || lengthText.isEmpty() || lengthText.size() > 2 || length < 0 || length > 32
        || !lengthText.at(0).isDigit() || (lengthText.size() > 1 && lengthText.startsWith(QLatin1Char('0'))))
        return fail(ParseError::Syntax);
    Ipv4Prefix prefix(*address, length);
    if ((address->value() & ~prefix.mask()) != 0)
        return fail(ParseError::HostBitsSet);
    if (error)
        *error = ParseError::None;
    return prefix;
}

std::uint32_t Ipv4Prefix::mask() const
{
    return m_length == 0 ? 0u : ~std::uint32_t(0) << (32 - m_length);
}

Ipv4Address Ipv4Prefix::broadcast() const
{
    return Ipv4Address(m_network.value() | ~mask());
}

bool Ipv4Prefix::contains(Ipv4Address address) const
{
    return (address.value() & mask()) == m_network.value();
}

bool Ipv4Prefix::overlaps(const Ipv4Prefix &other) const
{
    const int shorter = std::min(m_length, other.m_length);
    const std::uint32_t m = shorter == 0 ? 0u : ~std::uint32_t(0) << (32 - shorter);
    return (m_network.value() & m) == (other.m_network.value() & m);
}

bool Ipv4Prefix::isUsableHost(Ipv4Address address) const
{
    if (!contains(address))
        return false;
    if (m_length >= 31)
        return true;
    return address != m_network && address != broadcast();
}

std::optional<Ipv4Address> Ipv4Prefix::firstUsable() const
{
    if (m_length >= 31)
        return m_network;
    return Ipv4Address(m_network.value() + 1);
}

std::optional<Ipv4Address> Ipv4Prefix::lastUsable() const
{
    if (m_length >= 31)
        return broadcast();
    return Ipv4Address(broadcast().value() - 1);
}

QString Ipv4Prefix::toString() const
{
    return QStringLiteral("%1/%2").arg(m_network.toString()).arg(m_length);
}

} // namespace hvnet
