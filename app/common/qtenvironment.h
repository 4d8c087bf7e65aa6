#pragma once

namespace hvnet {

// Prepares what Qt expects of a desktop session before the application object
// exists, so that a bare machine (a fresh server, a container, CI) gets the
// same clean output as a workstation:
// - a private runtime folder when XDG_RUNTIME_DIR is not set or unusable
//   (Qt would otherwise warn and pick one itself);
// - a message handler that drops a short, fixed list of Qt's own platform
//   notices that say nothing about hvnet or the user's data (for example the
//   offscreen platform's "does not support propagateSizeHints()"). Every
//   other message, hvnet's own above all, goes through unchanged.
// Qt's hash seed stays random per process: no output of hvnet depends on it
// (the report's PDF is put in a canonical order, PdfBytes), and tst_cli
// exports in processes with different seeds to prove it.
void prepareQtEnvironment();

// True for the messages prepareQtEnvironment() keeps off the terminal.
bool isQtPlatformNoise(const char *message);

} // namespace hvnet
