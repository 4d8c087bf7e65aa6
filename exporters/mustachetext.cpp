#include "mustachetext.h"

#include "plans/psliteral.h"

#include <memory>
#include <unordered_map>

namespace hvnet {

namespace ms = kainjow::mustache;

namespace {

// How deep partials may include partials before the rest is left to kainjow
// (which would then recurse at render time, as it always did).
constexpr int MaxInlineDepth = 16;

// A partial that changes its delimiters ({{=...=}}) cannot stand in its
// tag's place: kainjow parses it on its own, so the change ends with it.
bool changesDelimiters(const std::string &text)
{
    return text.find("{{=") != std::string::npos;
}

// The template's text with every {{> name}} whose partial is given replaced
// by that partial's own text, partials within partials too. *leftTags says
// whether a tag of a given partial stayed (nested past MaxInlineDepth, or a
// partial that changes its delimiters), for kainjow to render at run time.
//
// It renders the same bytes as kainjow's partials: kainjow renders a partial
// tag by parsing the partial anew and walking it with the same line buffer
// and context, without a flush before or after and without counting the tag
// toward a standalone line, so its output is the partial's text standing in
// the tag's place. What it saves is that parse, which kainjow repeats at
// every use (a partial in a section: at every item) and which was most of an
// export's time.
std::string inlinePartials(
    const std::string &text, const MustacheText::Partials &partials, int depth, bool *leftTags)
{
    std::string out;
    out.reserve(text.size());
    std::size_t from = 0;
    while (true) {
        const std::size_t open = text.find("{{", from);
        if (open == std::string::npos)
            break;
        const bool triple = text.compare(open, 3, "{{{") == 0;
        const std::size_t close = text.find(triple ? "}}}" : "}}", open + (triple ? 3 : 2));
        if (close == std::string::npos)
            break; // kainjow reports the unclosed tag
        const std::size_t end = close + (triple ? 3 : 2);
        if (!triple && open + 2 < text.size() && text[open + 2] == '>') {
            std::string name = text.substr(open + 3, close - open - 3);
            const auto first = name.find_first_not_of(" \t\r\n");
            const auto last = name.find_last_not_of(" \t\r\n");
            name = first == std::string::npos ? std::string() : name.substr(first, last - first + 1);
            if (const auto it = partials.find(name); it != partials.end()) {
                if (depth + 1 < MaxInlineDepth && !changesDelimiters(it->second)) {
                    out.append(text, from, open - from);
                    out += inlinePartials(it->second, partials, depth + 1, leftTags);
                    from = end;
                    continue;
                }
                *leftTags = true;
            }
        }
        out.append(text, from, end - from);
        from = end;
    }
    out.append(text, from, std::string::npos);
    return out;
}

// Parsed templates by their text (partials inlined), one cache per thread:
// a design's scripts fill the same few templates once per node, and the
// designer, the tests and the fuzz targets export many designs in one
// process. kainjow walks a parsed template without changing it, but writes
// its error on a failed render, so threads do not share one.
class ParsedTemplates
{
public:
    ms::mustache &get(const std::string &text)
    {
        if (const auto it = m_parsed.find(text); it != m_parsed.end())
            return *it->second;
        if (m_parsed.size() >= MaxTemplates)
            m_parsed.clear();
        auto parsed = std::make_unique<ms::mustache>(text);
        parsed->set_custom_escape([](const std::string &s) { return s; });
        return *m_parsed.emplace(text, std::move(parsed)).first->second;
    }

    void forget(const std::string &text) { m_parsed.erase(text); }

private:
    static constexpr std::size_t MaxTemplates = 64;
    std::unordered_map<std::string, std::unique_ptr<ms::mustache>> m_parsed;
};

} // namespace

std::optional<std::string> MustacheText::render(
    const std::string &templateText, ms::data data, const Partials &partials, QString *error)
{
    thread_local ParsedTemplates cache;
    // A template that changes its delimiters keeps its tags: its partials
    // would not be parsed with the delimiters in force at their tags.
    bool leftTags = changesDelimiters(templateText) && !partials.empty();
    const std::string text = leftTags ? templateText : inlinePartials(templateText, partials, 0, &leftTags);
    ms::mustache &tmpl = cache.get(text);
    if (tmpl.is_valid()) {
        // The partials whose tags stayed render as kainjow renders them.
        if (leftTags) {
            for (const auto &[name, partialText] : partials) {
                const std::string content = partialText;
                data.set(name, ms::partial([content]() { return content; }));
            }
        }
        std::string out = tmpl.render(data);
        if (tmpl.is_valid())
            return out;
    }
    if (error)
        *error = QString::fromStdString(tmpl.error_message());
    cache.forget(text); // a failed render leaves its error in the template
    return std::nullopt;
}

std::string mustachePsLiteral(const QString &value)
{
    return mustacheText(psLiteral(value));
}

} // namespace hvnet
