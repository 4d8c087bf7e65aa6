#pragma once

#include <QString>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hvnet {

// A JSON document from an evidence folder, with the line of every value, so
// that a finding can say where in hosts/S2D01.json or switches/TOR-A/lldp.txt
// the drift was seen: a finding points at the line of the value, so the
// administrator opens the file there. The one reader of JSON evidence: the
// host readers in live/ and the switch platforms' readers in platforms/ both
// use it.
//
// Its own parser, because nlohmann::json (3.11, Debian 12) keeps no positions.
// It is strict RFC 8259 (no comments, no trailing commas, valid UTF-8, no
// control characters in strings) and hardened for files that come from
// outside: nesting is limited, so is the number of values, and nothing
// recurses deeper than the nesting limit. It is fuzzed (tests/fuzz/live/ and,
// through every switch reader, tests/fuzz/switches/).
//
// Duplicate keys: a collect script (ConvertTo-Json) never writes them, so in
// host evidence they mean a tampered or merged file and are refused. Switches
// do print them (NX-OS repeats TABLE_/ROW_ keys in some outputs), so switch
// readers keep every member in document order and member() finds the first.
class EvidenceJson
{
public:
    enum class Type : unsigned char { Null, Boolean, Integer, Real, String, Array, Object };

    struct Member;
    struct Value {
        Type type = Type::Null;
        int line = 0; // 1-based line where the value starts
        bool boolean = false;
        long long integer = 0; // Type::Integer: a number without fraction or exponent that fits
        double real = 0; // Type::Real, and Type::Integer too
        // UTF-8: a string's text, or a number exactly as printed ("9216",
        // "1.0"), because switch readers compare what the device printed.
        std::string string;
        std::vector<Value> items; // Type::Array
        std::vector<Member> members; // Type::Object, in document order

        bool isNull() const { return type == Type::Null; }
        // The member of this key, or nullptr (also when this is not an object).
        const Value *member(std::string_view key) const;
        QString text() const { return QString::fromStdString(string); }
        // A string's text; empty for every other type (also for nullptr).
        static QString stringOf(const Value *v)
        {
            return v && v->type == Type::String ? v->text() : QString();
        }

        bool isObject() const { return type == Type::Object; }
        bool isArray() const { return type == Type::Array; }
        bool isNumber() const { return type == Type::Integer || type == Type::Real; }
        // A scalar as printed: a string's text, a number's digits, "true" or
        // "false"; empty for null, arrays and objects.
        QString scalar() const;
        // The scalar of a member ("" when absent or not a scalar).
        QString textOf(std::string_view key) const;
        // An array's items, an object as one item: NX-OS and lldpctl print a
        // one-row table as an object and a longer one as an array.
        std::vector<const Value *> rows() const;
    };
    struct Member {
        std::string key;
        Value value;

        QString name() const { return QString::fromStdString(key); }
    };

    struct Error {
        int line = 0;
        int column = 0; // 1-based, in bytes
        QString message; // translated
    };

    enum class DuplicateKeys : unsigned char { Refuse, Keep };

    static constexpr int maxDepth = 64;
    static constexpr long long maxValues = 1'000'000;

    // The document, or the first error; a UTF-8 byte order mark is skipped.
    static std::optional<Value> parse(std::string_view text, Error *error,
                                      DuplicateKeys duplicates = DuplicateKeys::Refuse);

    // A JSON type as messages name it: "a string", "an array"...
    static QString typeName(Type type);
};

} // namespace hvnet
