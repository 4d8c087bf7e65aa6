#pragma once

#include <QString>

#include <kainjow/mustache.hpp>

#include <map>
#include <optional>
#include <string>

namespace hvnet {

// Fills a Mustache template the way every text exporter of hvnet does:
// values go in as they are (the exporters quote them for their language
// themselves: PowerShell literals, switch names checked safe), partials by
// name. Included only by the exporters' sources: kainjow stays inside them.
class MustacheText
{
public:
    using Partials = std::map<std::string, std::string>;

    // The text, or nothing with the template's error in *error.
    static std::optional<std::string> render(
        const std::string &templateText, kainjow::mustache::data data, const Partials &partials, QString *error);
};

// A text as a template value: UTF-8, as it is.
inline std::string mustacheText(const QString &text)
{
    return text.toStdString();
}

// A design value as a PowerShell literal ('...'), as a template value.
std::string mustachePsLiteral(const QString &value);

} // namespace hvnet
