#include "jsonsourcemap.h"

#include <nlohmann/json.hpp>

#include <set>
#include <vector>

namespace hvnet {

namespace {

// A walk over valid JSON text. It visits every value with its pointer; a visitor
// returning true stops the walk.
class Walker
{
public:
    struct Visitor {
        virtual ~Visitor() = default;
        // Called at the start of every value.
        virtual bool value(const std::string &pointer, std::size_t offset) = 0;
        // Called for every key of an object; keysSoFar holds the earlier keys.
        virtual bool key(const std::string &objectPointer, const std::string &key, std::size_t offset,
            const std::set<std::string> &keysSoFar)
            = 0;
    };

    Walker(std::string_view text, Visitor &visitor) : m_text(text), m_visitor(visitor) { }

    void run()
    {
        std::string pointer;
        skipSpace();
        walkValue(pointer);
    }

private:
    void skipSpace()
    {
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
                ++m_pos;
            else if (m_pos == 0 && m_text.substr(0, 3) == "\xEF\xBB\xBF")
                m_pos += 3;
            else
                break;
        }
    }

    std::string readString()
    {
        const std::size_t start = m_pos;
        ++m_pos; // opening quote
        bool escaped = false;
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos++];
            if (c == '\\') {
                escaped = true;
                ++m_pos;
            } else if (c == '"') {
                break;
            }
        }
        const std::string_view raw = m_text.substr(start, m_pos - start);
        if (!escaped)
            return std::string(raw.substr(1, raw.size() - 2));
        return nlohmann::json::parse(raw).get<std::string>();
    }

    void walkValue(std::string &pointer)
    {
        if (m_stop)
            return;
        if (m_visitor.value(pointer, m_pos)) {
            m_stop = true;
            return;
        }
        const char c = m_text[m_pos];
        if (c == '{') {
            ++m_pos;
            std::set<std::string> keys;
            skipSpace();
            if (m_text[m_pos] == '}') {
                ++m_pos;
                return;
            }
            while (!m_stop) {
                skipSpace();
                const std::size_t keyOffset = m_pos;
                const std::string key = readString();
                if (m_visitor.key(pointer, key, keyOffset, keys)) {
                    m_stop = true;
                    return;
                }
                keys.insert(key);
                skipSpace();
                ++m_pos; // ':'
                skipSpace();
                const std::size_t length = pointer.size();
                pointer += '/';
                pointer += JsonSourceMap::escapeToken(key);
                walkValue(pointer);
                pointer.resize(length);
                skipSpace();
                if (m_text[m_pos++] == '}')
                    return;
            }
        } else if (c == '[') {
            ++m_pos;
            skipSpace();
            if (m_text[m_pos] == ']') {
                ++m_pos;
                return;
            }
            for (std::size_t index = 0; !m_stop; ++index) {
                skipSpace();
                const std::size_t length = pointer.size();
                pointer += '/';
                pointer += std::to_string(index);
                walkValue(pointer);
                pointer.resize(length);
                skipSpace();
                if (m_text[m_pos++] == ']')
                    return;
            }
        } else if (c == '"') {
            readString();
        } else {
            while (m_pos < m_text.size()) {
                const char d = m_text[m_pos];
                if (d == ',' || d == '}' || d == ']' || d == ' ' || d == '\n' || d == '\r' || d == '\t')
                    break;
                ++m_pos;
            }
        }
    }

    std::string_view m_text;
    Visitor &m_visitor;
    std::size_t m_pos = 0;
    bool m_stop = false;
};

} // namespace

std::string JsonSourceMap::escapeToken(std::string_view token)
{
    std::string out;
    for (char c : token) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

std::optional<JsonSourceMap::DuplicateKey> JsonSourceMap::firstDuplicateKey() const
{
    struct Finder : Walker::Visitor {
        std::optional<DuplicateKey> found;
        bool value(const std::string &, std::size_t) override { return false; }
        bool key(const std::string &objectPointer, const std::string &key, std::size_t offset,
            const std::set<std::string> &keysSoFar) override
        {
            if (!keysSoFar.count(key))
                return false;
            found = DuplicateKey{objectPointer + '/' + escapeToken(key), offset};
            return true;
        }
    } finder;
    Walker(m_text, finder).run();
    return finder.found;
}

std::size_t JsonSourceMap::offsetOf(std::string_view pointer) const
{
    struct Finder : Walker::Visitor {
        std::string_view target;
        std::size_t best = 0;
        bool value(const std::string &pointer, std::size_t offset) override
        {
            const bool isPrefix = target.substr(0, pointer.size()) == pointer
                && (target.size() == pointer.size() || target[pointer.size()] == '/');
            if (isPrefix)
                best = offset;
            return pointer == target;
        }
        bool key(const std::string &, const std::string &, std::size_t, const std::set<std::string> &) override
        {
            return false;
        }
    } finder;
    finder.target = pointer;
    Walker(m_text, finder).run();
    return finder.best;
}

TextPosition JsonSourceMap::positionAt(std::size_t offset) const
{
    TextPosition position{1, 1};
    for (std::size_t i = 0; i < offset && i < m_text.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(m_text[i]);
        if (c == '\n') {
            ++position.line;
            position.column = 1;
        } else if ((c & 0xC0) != 0x80) { // count characters, not UTF-8 continuation bytes
            ++position.column;
        }
    }
    return position;
}

TextPosition JsonSourceMap::positionOf(std::string_view pointer) const
{
    return positionAt(offsetOf(pointer));
}

} // namespace hvnet
