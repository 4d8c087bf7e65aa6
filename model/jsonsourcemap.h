#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace hvnet {

struct TextPosition {
    int line = 0; // 1-based
    int column = 0; // 1-based, in characters
};

// Answers "where in the text is this JSON value" for text that is already known
// to be valid JSON. nlohmann::json keeps no positions and silently keeps the last
// of two equal keys, so this one pass supplies both: duplicate keys and the
// line:column that an error message names.
class JsonSourceMap
{
public:
    explicit JsonSourceMap(std::string_view text) : m_text(text) { }

    struct DuplicateKey {
        std::string pointer; // of the second occurrence
        std::size_t offset = 0;
    };
    std::optional<DuplicateKey> firstDuplicateKey() const;

    // Byte offset of the value at the JSON pointer, or of the deepest existing
    // ancestor when the pointer names something absent.
    std::size_t offsetOf(std::string_view pointer) const;

    TextPosition positionOf(std::string_view pointer) const;
    TextPosition positionAt(std::size_t offset) const;

    static std::string escapeToken(std::string_view token);

private:
    std::string_view m_text;
};

} // namespace hvnet
