#pragma once

#include <QList>
#include <QString>
#include <QVariant>

namespace hvnet {

// One entry of a combo box or a picker: what people read and the value stored.
struct FieldChoice {
    QString label;
    QVariant value;
    bool operator==(const FieldChoice &) const = default;
};

// Which editor a field of the properties dock gets, and its limits.
struct FieldSpec {
    enum class Kind { ReadOnly, Text, Ipv4, Host, Cidr, IntList, Int, Double, Choice, Refs };

    Kind kind = Kind::Text;
    int min = 0;
    int max = 0;
    QString unset; // for Int: the text of "not set" (the value below min)
    QList<FieldChoice> choices;

    static FieldSpec readOnly() { return {Kind::ReadOnly, 0, 0, {}, {}}; }
    static FieldSpec text() { return {Kind::Text, 0, 0, {}, {}}; }
    static FieldSpec ipv4() { return {Kind::Ipv4, 0, 0, {}, {}}; }
    // An IPv4 or IPv6 address or a DNS host name (management endpoints).
    static FieldSpec host() { return {Kind::Host, 0, 0, {}, {}}; }
    static FieldSpec cidr() { return {Kind::Cidr, 0, 0, {}, {}}; }
    // Whole numbers from min to max, separated by commas or spaces.
    static FieldSpec intList(int min, int max) { return {Kind::IntList, min, max, {}, {}}; }
    static FieldSpec integer(int min, int max, const QString &unset = {}) { return {Kind::Int, min, max, unset, {}}; }
    static FieldSpec number(int min, int max) { return {Kind::Double, min, max, {}, {}}; }
    static FieldSpec choice(QList<FieldChoice> choices) { return {Kind::Choice, 0, 0, {}, std::move(choices)}; }
    static FieldSpec refs(QList<FieldChoice> choices) { return {Kind::Refs, 0, 0, {}, std::move(choices)}; }
};

} // namespace hvnet
