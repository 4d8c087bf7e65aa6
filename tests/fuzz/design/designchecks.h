#pragma once

// What the design targets check beside the sanitizers. Each check that
// fails prints what it found and aborts, so libFuzzer keeps the input.

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

namespace hvnet {

class Design;

namespace fuzzdesign {

// Once per process: Qt's application object (offscreen: the diagram and the
// report's pictures paint with fonts).
void initialize(int *argc, char ***argv);

// A failed check: says what and aborts.
[[noreturn]] void fail(const char *what, const QString &detail);

// Reads bytes as a design file; an accepted design must write, read back
// and write again to the same bytes (docs/design-format.md, "Writing is
// stable"), a refused one must have an error with a message and a place
// inside the text. Returns whether the design was accepted, and it.
bool readDesign(const QByteArray &bytes, Design &design);

// The rule engine over the design: every finding has a rule id and a
// message, the findings come in their stable order, and a second run finds
// the same.
void validate(const Design &design, bool *hasErrors);

// Every exporter of the registry over a design without errors: an export
// that refuses says why; one that succeeds writes each switch configuration
// so that its platform's reader reads it back without a problem and as the
// design planned it, the diagram as well-formed SVG, every path once.
void exportAll(const Design &design);

} // namespace fuzzdesign

} // namespace hvnet
