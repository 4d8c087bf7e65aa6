#pragma once

#include <QString>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hvnet {

// A JSON document from an evidence folder, with the line of every value, so
// that a finding can say where in hosts/S2D01.json the drift was seen.
//
// Its own parser, because nlohmann::json (3.11, Debian 12) keeps no positions.
// It is strict RFC 8259 (no comments, no trailing commas, valid UTF-8, no
// control characters in strings, no duplicate keys) and hardened for files
// that come from outside: nesting is limited, so is the number of values, and
// nothing recurses deeper than the nesting limit. It is fuzzed
// (tests/fuzz/live/).
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
        std::string string; // UTF-8
        std::vector<Value> items; // Type::Array
        std::vector<Member> members; // Type::Object, in document order

        bool isNull() const { return type == Type::Null; }
        // The member of this key, or nullptr (also when this is not an object).
        const Value *member(std::string_view key) const;
        QString text() const { return QString::fromStdString(string); }
    };
    struct Member {
        std::string key;
        Value value;
    };

    struct Error {
        int line = 0;
        int column = 0; // 1-based, in bytes
        QString message; // translated
    };

    static constexpr int maxDepth = 64;
    static constexpr long long maxValues = 1'000'000;

    // The document, or the first error; a UTF-8 byte order mark is skipped.
    static std::optional<Value> parse(std::string_view text, Error *error);

    // A JSON type as messages name it: "a string", "an array"...
    static QString typeName(Type type);
};

} // namespace hvnet
