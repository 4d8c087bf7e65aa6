#include "mustachetext.h"

namespace hvnet {

namespace ms = kainjow::mustache;

std::optional<std::string> MustacheText::render(
    const std::string &templateText, ms::data data, const Partials &partials, QString *error)
{
    ms::mustache tmpl(templateText);
    tmpl.set_custom_escape([](const std::string &s) { return s; });
    if (tmpl.is_valid()) {
        for (const auto &[name, text] : partials) {
            const std::string content = text;
            data.set(name, ms::partial([content]() { return content; }));
        }
        std::string out = tmpl.render(data);
        if (tmpl.is_valid())
            return out;
    }
    if (error)
        *error = QString::fromStdString(tmpl.error_message());
    return std::nullopt;
}

} // namespace hvnet
