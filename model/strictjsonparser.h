#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string_view>

namespace hvnet {

// nlohmann::json::parse, with one question answered on the way: whether an
// object holds a key twice (nlohmann keeps the last one silently, and the
// design format forbids it). Asking it while the document is built costs
// nothing; walking the text again for it cost a third of a parse. Where the
// duplicate is, the caller finds out only when it is there (JsonSourceMap).
// Throws nlohmann::json::parse_error as json::parse does, also for a number
// out of range (where json::parse throws out_of_range).
class StrictJsonParser
{
public:
    // Not in a header the model's users see: nlohmann stays private to it.
    static nlohmann::json parse(std::string_view text, bool *duplicateKey);
};

} // namespace hvnet
