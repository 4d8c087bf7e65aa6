#pragma once

#include "plans/evidence/evidencejson.h"
#include "plans/evidence/pfcportstatus.h"
#include "plans/evidence/switchstate.h"

#include <QString>

#include <optional>
#include <string_view>

namespace hvnet {

class EvidenceText;

// Small readers shared by the platforms' PFC and JSON evidence: words a
// switch prints for on and off, the PFC mode, and JSON that does not parse.
namespace PfcText {

// "On", "enabled", "true", "Yes", "active" -> true; "Off", "disabled", "inactive", ... -> false.
std::optional<bool> onOff(const QString &word);
// "On", "Off", "Auto" (and the words above) as a PFC mode.
PfcPortStatus::Mode mode(const QString &word);
// Parses JSON evidence; on failure records an unreadable problem with its line and returns nothing.
std::optional<EvidenceJson::Value> json(const EvidenceText &text, SwitchState &state);
// The first object member of that name anywhere below the value (depth first), or null.
const EvidenceJson::Value *find(const EvidenceJson::Value &in, std::string_view name);
// A platform without a JSON form of this output was given JSON.
void noJsonForm(const EvidenceText &text, const QString &command, SwitchState &state);
// A PFC file in which no port's state was found.
void nothingFound(const EvidenceText &text, const QString &command, SwitchState &state);

} // namespace PfcText

} // namespace hvnet
