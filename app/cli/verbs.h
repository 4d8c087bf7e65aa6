#pragma once

#include <memory>

namespace hvnet {

class CliCommand;

// One factory per verb of `hvnet`, each in the verb's own file; the list in
// cliCommands() (clicommand.cpp) is the only place that names them all.
std::unique_ptr<CliCommand> makeValidateCommand();
std::unique_ptr<CliCommand> makeRulesCommand();
std::unique_ptr<CliCommand> makeTemplatesCommand();
std::unique_ptr<CliCommand> makeNewCommand();
std::unique_ptr<CliCommand> makeGenerateCommand();
std::unique_ptr<CliCommand> makeAllocateCommand();
std::unique_ptr<CliCommand> makeExportCommand();
std::unique_ptr<CliCommand> makeCollectCommand();
std::unique_ptr<CliCommand> makeCheckCommand();
std::unique_ptr<CliCommand> makeProbeCommand();
std::unique_ptr<CliCommand> makePushCommand();
std::unique_ptr<CliCommand> makeImportCommand();

} // namespace hvnet
