#include "evidencejson.h"

#include <QCoreApplication>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace hvnet {

namespace {

struct JsonText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::EvidenceJson)
};

// How PowerShell starts its serialized error stream.
constexpr std::string_view clixml = "#< CLIXML";

class Parser
{
public:
    Parser(std::string_view text, EvidenceJson::DuplicateKeys duplicates) : m_text(text), m_duplicates(duplicates)
    {
        if (m_text.substr(0, 3) == "\xEF\xBB\xBF")
            m_pos = 3;
    }

    std::optional<EvidenceJson::Value> document(EvidenceJson::Error *error)
    {
        EvidenceJson::Value root;
        skipSpace();
        // What Windows PowerShell 5.1 leaves in a file when its output is
        // redirected (UTF-16) or its error stream with it (CLIXML): said as
        // such, not as a syntax error at the first character.
        const std::string_view rest = m_text.substr(m_pos);
        if (rest.substr(0, 2) == "\xFF\xFE" || rest.substr(0, 2) == "\xFE\xFF")
            fail(JsonText::tr("the file is UTF-16 text (what Windows PowerShell 5.1's > and Out-File write); "
                              "hvnet reads UTF-8: write it with Out-File -Encoding utf8"));
        else if (rest.substr(0, 9) == clixml)
            fail(JsonText::tr("the file holds PowerShell's error stream (CLIXML), not JSON: the script failed or "
                              "its errors were redirected into the file; run it again and read its errors"));
        else if (value(root, 0)) {
            skipSpace();
            if (m_pos == m_text.size())
                return root;
            if (m_text.substr(m_pos, 9) == clixml)
                fail(JsonText::tr("PowerShell's error stream (CLIXML) follows the JSON: errors were redirected into "
                                  "the file (2>&1); the script reported errors, run it again and read them"));
            else
                fail(JsonText::tr("unexpected text after the end of the JSON document"));
        }
        if (error)
            *error = m_error;
        return std::nullopt;
    }

private:
    bool fail(const QString &message)
    {
        if (m_failed)
            return false;
        m_failed = true;
        m_error.line = m_line;
        m_error.column = int(m_pos - m_lineStart) + 1;
        m_error.message = message;
        return false;
    }

    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text[m_pos]; }

    void skipSpace()
    {
        while (!atEnd()) {
            const char c = m_text[m_pos];
            if (c == '\n') {
                ++m_line;
                m_lineStart = ++m_pos;
            } else if (c == ' ' || c == '\t' || c == '\r') {
                ++m_pos;
            } else {
                break;
            }
        }
    }

    bool literal(std::string_view word)
    {
        if (m_text.substr(m_pos, word.size()) != word)
            return fail(JsonText::tr("expected a JSON value"));
        m_pos += word.size();
        return true;
    }

    bool value(EvidenceJson::Value &out, int depth)
    {
        if (++m_values > EvidenceJson::maxValues)
            return fail(JsonText::tr("more than %1 values; this is not what a collect script writes")
                            .arg(EvidenceJson::maxValues));
        out.line = m_line;
        switch (peek()) {
        case '{': return object(out, depth);
        case '[': return array(out, depth);
        case '"':
            out.type = EvidenceJson::Type::String;
            return string(out.string);
        case 't':
            out.type = EvidenceJson::Type::Boolean;
            out.boolean = true;
            return literal("true");
        case 'f':
            out.type = EvidenceJson::Type::Boolean;
            return literal("false");
        case 'n':
            out.type = EvidenceJson::Type::Null;
            return literal("null");
        default:
            if (peek() == '-' || (peek() >= '0' && peek() <= '9'))
                return number(out);
            if (atEnd())
                return fail(JsonText::tr("the JSON document ends where a value was expected"));
            return fail(JsonText::tr("expected a JSON value"));
        }
    }

    bool enter(int depth)
    {
        if (depth + 1 > EvidenceJson::maxDepth)
            return fail(JsonText::tr("nested more than %1 levels deep").arg(EvidenceJson::maxDepth));
        return true;
    }

    bool object(EvidenceJson::Value &out, int depth)
    {
        out.type = EvidenceJson::Type::Object;
        if (!enter(depth))
            return false;
        ++m_pos; // {
        skipSpace();
        if (peek() == '}') {
            ++m_pos;
            return true;
        }
        while (true) {
            skipSpace();
            if (peek() != '"')
                return fail(JsonText::tr("expected a key in double quotes"));
            std::string key;
            if (!string(key))
                return false;
            skipSpace();
            if (peek() != ':')
                return fail(JsonText::tr("expected ':' after a key"));
            ++m_pos;
            skipSpace();
            out.members.push_back({std::move(key), EvidenceJson::Value()});
            if (!value(out.members.back().value, depth + 1))
                return false;
            skipSpace();
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            if (peek() == '}') {
                ++m_pos;
                break;
            }
            return fail(JsonText::tr("expected ',' or '}' in an object"));
        }
        return m_duplicates == EvidenceJson::DuplicateKeys::Keep || noDuplicateKeys(out);
    }

    // Two equal keys make a document mean two things; sorted, so that a
    // hostile object with many keys costs n log n, not n squared.
    bool noDuplicateKeys(const EvidenceJson::Value &object)
    {
        std::vector<std::pair<std::string_view, int>> keys;
        keys.reserve(object.members.size());
        for (const EvidenceJson::Member &m : object.members)
            keys.emplace_back(m.key, m.value.line);
        std::sort(keys.begin(), keys.end());
        for (std::size_t i = 1; i < keys.size(); ++i)
            if (keys[i].first == keys[i - 1].first) {
                m_failed = true;
                m_error.line = std::max(keys[i].second, keys[i - 1].second);
                m_error.column = 1;
                m_error.message = JsonText::tr("the key \"%1\" appears twice in one object")
                                      .arg(QString::fromUtf8(keys[i].first.data(), qsizetype(keys[i].first.size()))
                                              .left(80));
                return false;
            }
        return true;
    }

    bool array(EvidenceJson::Value &out, int depth)
    {
        out.type = EvidenceJson::Type::Array;
        if (!enter(depth))
            return false;
        ++m_pos; // [
        skipSpace();
        if (peek() == ']') {
            ++m_pos;
            return true;
        }
        while (true) {
            skipSpace();
            out.items.emplace_back();
            if (!value(out.items.back(), depth + 1))
                return false;
            skipSpace();
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            if (peek() == ']') {
                ++m_pos;
                return true;
            }
            return fail(JsonText::tr("expected ',' or ']' in an array"));
        }
    }

    bool number(EvidenceJson::Value &out)
    {
        const std::size_t start = m_pos;
        if (peek() == '-')
            ++m_pos;
        if (peek() == '0') {
            ++m_pos;
        } else if (peek() >= '1' && peek() <= '9') {
            while (peek() >= '0' && peek() <= '9')
                ++m_pos;
        } else {
            return fail(JsonText::tr("a number without digits"));
        }
        bool integral = true;
        if (peek() == '.') {
            integral = false;
            ++m_pos;
            if (!(peek() >= '0' && peek() <= '9'))
                return fail(JsonText::tr("a number without digits after its decimal point"));
            while (peek() >= '0' && peek() <= '9')
                ++m_pos;
        }
        if (peek() == 'e' || peek() == 'E') {
            integral = false;
            ++m_pos;
            if (peek() == '+' || peek() == '-')
                ++m_pos;
            if (!(peek() >= '0' && peek() <= '9'))
                return fail(JsonText::tr("a number without digits in its exponent"));
            while (peek() >= '0' && peek() <= '9')
                ++m_pos;
        }
        const char *first = m_text.data() + start;
        const char *last = m_text.data() + m_pos;
        double real = 0;
        if (std::from_chars(first, last, real).ec != std::errc() || !std::isfinite(real))
            return fail(JsonText::tr("a number too large to read"));
        out.real = real;
        out.string.assign(first, last);
        out.type = EvidenceJson::Type::Real;
        if (integral) {
            long long integer = 0;
            if (std::from_chars(first, last, integer).ec == std::errc()) {
                out.integer = integer;
                out.type = EvidenceJson::Type::Integer;
            }
        }
        return true;
    }

    static int hexDigit(char c)
    {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    }

    bool hex4(unsigned &code)
    {
        code = 0;
        for (int i = 0; i < 4; ++i) {
            const int d = atEnd() ? -1 : hexDigit(m_text[m_pos]);
            if (d < 0)
                return fail(JsonText::tr("\\u must be followed by four hexadecimal digits"));
            code = code * 16 + unsigned(d);
            ++m_pos;
        }
        return true;
    }

    static void append(std::string &out, unsigned code)
    {
        if (code < 0x80) {
            out += char(code);
        } else if (code < 0x800) {
            out += char(0xC0 | (code >> 6));
            out += char(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            out += char(0xE0 | (code >> 12));
            out += char(0x80 | ((code >> 6) & 0x3F));
            out += char(0x80 | (code & 0x3F));
        } else {
            out += char(0xF0 | (code >> 18));
            out += char(0x80 | ((code >> 12) & 0x3F));
            out += char(0x80 | ((code >> 6) & 0x3F));
            out += char(0x80 | (code & 0x3F));
        }
    }

    // One UTF-8 sequence starting at m_pos, checked: no overlong forms, no
    // surrogates, nothing above U+10FFFF.
    bool utf8(std::string &out)
    {
        const auto byte = [this](std::size_t at) { return static_cast<unsigned char>(m_text[at]); };
        const unsigned char lead = byte(m_pos);
        int length = 0;
        unsigned code = 0;
        if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2;
            code = lead & 0x1F;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3;
            code = lead & 0x0F;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            code = lead & 0x07;
        } else {
            return fail(JsonText::tr("the text is not valid UTF-8"));
        }
        if (m_pos + std::size_t(length) > m_text.size())
            return fail(JsonText::tr("the text is not valid UTF-8"));
        for (int i = 1; i < length; ++i) {
            const unsigned char c = byte(m_pos + std::size_t(i));
            if ((c & 0xC0) != 0x80)
                return fail(JsonText::tr("the text is not valid UTF-8"));
            code = (code << 6) | (c & 0x3F);
        }
        const unsigned smallest[] = {0, 0, 0x80, 0x800, 0x10000};
        if (code < smallest[length] || (code >= 0xD800 && code <= 0xDFFF) || code > 0x10FFFF)
            return fail(JsonText::tr("the text is not valid UTF-8"));
        out.append(m_text.substr(m_pos, std::size_t(length)));
        m_pos += std::size_t(length);
        return true;
    }

    bool string(std::string &out)
    {
        ++m_pos; // opening quote
        while (true) {
            if (atEnd())
                return fail(JsonText::tr("a string is not closed"));
            const char c = m_text[m_pos];
            if (c == '"') {
                ++m_pos;
                return true;
            }
            if (static_cast<unsigned char>(c) < 0x20)
                return fail(JsonText::tr("a control character inside a string (it must be escaped)"));
            if (static_cast<unsigned char>(c) >= 0x80) {
                if (!utf8(out))
                    return false;
                continue;
            }
            if (c != '\\') {
                out += c;
                ++m_pos;
                continue;
            }
            ++m_pos;
            if (atEnd())
                return fail(JsonText::tr("a string is not closed"));
            const char e = m_text[m_pos++];
            switch (e) {
            case '"': out += '"'; break;
            case '\\': out += '\\'; break;
            case '/': out += '/'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u': {
                unsigned code = 0;
                if (!hex4(code))
                    return false;
                if (code >= 0xDC00 && code <= 0xDFFF)
                    return fail(JsonText::tr("a \\u escape names half of a character (a lone low surrogate)"));
                if (code >= 0xD800 && code <= 0xDBFF) {
                    unsigned low = 0;
                    if (m_text.substr(m_pos, 2) != "\\u")
                        return fail(JsonText::tr("a \\u escape names half of a character (a lone high surrogate)"));
                    m_pos += 2;
                    if (!hex4(low))
                        return false;
                    if (low < 0xDC00 || low > 0xDFFF)
                        return fail(JsonText::tr("a \\u escape names half of a character (a lone high surrogate)"));
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                }
                append(out, code);
                break;
            }
            default: return fail(JsonText::tr("an unknown escape \\%1 in a string").arg(QLatin1Char(e > 0x20 && e < 0x7f ? e : '?')));
            }
        }
    }

    std::string_view m_text;
    EvidenceJson::DuplicateKeys m_duplicates;
    std::size_t m_pos = 0;
    int m_line = 1;
    std::size_t m_lineStart = 0;
    long long m_values = 0;
    bool m_failed = false;
    EvidenceJson::Error m_error;
};

} // namespace

const EvidenceJson::Value *EvidenceJson::Value::member(std::string_view key) const
{
    for (const Member &m : members)
        if (m.key == key)
            return &m.value;
    return nullptr;
}

QString EvidenceJson::Value::scalar() const
{
    switch (type) {
    case Type::String:
    case Type::Integer:
    case Type::Real: return text();
    case Type::Boolean: return boolean ? QStringLiteral("true") : QStringLiteral("false");
    default: return {};
    }
}

QString EvidenceJson::Value::textOf(std::string_view key) const
{
    const Value *v = member(key);
    return v ? v->scalar() : QString();
}

std::vector<const EvidenceJson::Value *> EvidenceJson::Value::rows() const
{
    std::vector<const Value *> out;
    if (isArray())
        for (const Value &v : items)
            out.push_back(&v);
    else if (isObject())
        out.push_back(this);
    return out;
}

std::optional<EvidenceJson::Value> EvidenceJson::parse(std::string_view text, Error *error, DuplicateKeys duplicates)
{
    return Parser(text, duplicates).document(error);
}

QString EvidenceJson::typeName(Type type)
{
    switch (type) {
    case Type::Null: return JsonText::tr("null");
    case Type::Boolean: return JsonText::tr("true or false");
    case Type::Integer: return JsonText::tr("a whole number");
    case Type::Real: return JsonText::tr("a number with a fraction");
    case Type::String: return JsonText::tr("a string");
    case Type::Array: return JsonText::tr("an array");
    case Type::Object: return JsonText::tr("an object");
    }
    return {};
}

} // namespace hvnet
