#pragma once

#include <QString>

#include <memory>
#include <utility>
#include <vector>

namespace hvnet {

// JSON as switches print it (NX-OS and EOS "| json", Junos "| display json",
// lldpctl -f json, NVUE -o json), read with the line of every value so a
// finding can point at it (spec: "for JSON evidence the line of the value").
// Strict RFC 8259 apart from leading junk lines the caller already blanked;
// nesting is bounded so hostile input cannot exhaust the stack.
class EvidenceJson
{
public:
    enum class Kind { Null, Bool, Number, String, Array, Object };

    struct Member;
    struct Value {
        Kind kind = Kind::Null;
        QString text; // strings, numbers as printed, "true"/"false"
        int line = 0; // from 1
        std::vector<Member> members; // objects, in file order
        std::vector<Value> items; // arrays

        bool isObject() const { return kind == Kind::Object; }
        bool isArray() const { return kind == Kind::Array; }
        // The member of that name (the first one), or null.
        const Value *member(const QString &name) const;
        // A member's text ("" when absent or not a scalar).
        QString textOf(const QString &name) const;
        // An array's items, an object as one item: NX-OS prints a one-row
        // table as an object and a longer one as an array.
        std::vector<const Value *> rows() const;
    };
    struct Member {
        QString name;
        Value value;
    };

    static constexpr int maxDepth = 256;

    // Parses the text; on failure error() says why and errorLine() where.
    static EvidenceJson parse(const QString &text);

    bool isValid() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    int errorLine() const { return m_errorLine; }
    const Value &root() const { return m_root; }

private:
    Value m_root;
    QString m_error;
    int m_errorLine = 0;
};

} // namespace hvnet
