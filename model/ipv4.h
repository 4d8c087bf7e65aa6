#pragma once

#include <QString>

#include <cstdint>
#include <optional>

namespace hvnet {

// A dotted-quad IPv4 address. Strict: four decimal octets, no leading zeros
// (so "010.1.1.1" is not silently read as octal by some other tool).
class Ipv4Address
{
public:
    Ipv4Address() = default;
    explicit Ipv4Address(std::uint32_t value) : m_value(value) { }

    static std::optional<Ipv4Address> parse(const QString &text);

    std::uint32_t value() const { return m_value; }
    QString toString() const;

    friend bool operator==(Ipv4Address, Ipv4Address) = default;
    friend auto operator<=>(Ipv4Address, Ipv4Address) = default;

private:
    std::uint32_t m_value = 0;
};

// An IPv4 network in CIDR notation, e.g. 172.16.1.0/24.
class Ipv4Prefix
{
public:
    enum class ParseError { None, Syntax, HostBitsSet };

    Ipv4Prefix() = default;
    Ipv4Prefix(Ipv4Address network, int length);

    // Returns the prefix, or nothing with the reason in *error.
    static std::optional<Ipv4Prefix> parse(const QString &text, ParseError *error = nullptr);

    Ipv4Address network() const { return m_network; }
    int length() const { return m_length; }
    std::uint32_t mask() const;
    Ipv4Address broadcast() const;
    std::uint64_t size() const { return std::uint64_t(1) << (32 - m_length); }

    bool contains(Ipv4Address address) const;
    bool overlaps(const Ipv4Prefix &other) const;
    // A host address: inside, and neither the network nor the broadcast address
    // (both addresses of a /31 and the one of a /32 are usable, RFC 3021).
    bool isUsableHost(Ipv4Address address) const;
    std::optional<Ipv4Address> firstUsable() const;
    std::optional<Ipv4Address> lastUsable() const;

    QString toString() const;

    friend bool operator==(const Ipv4Prefix &, const Ipv4Prefix &) = default;

private:
    Ipv4Address m_network;
    int m_length = 32;
};

} // namespace hvnet
