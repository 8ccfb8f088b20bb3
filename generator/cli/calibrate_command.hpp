// calibrate_command: `deckwright calibrate [--paper a4|letter] [--backs duplex-long|duplex-short]
// [--out FILE]`: writes the duplex calibration sheet (see print/calibration_sheet).
#pragma once

#include <CLI/CLI.hpp>

namespace dw {

void add_calibrate_command(CLI::App& app, int& exit_code);

}  // namespace dw
