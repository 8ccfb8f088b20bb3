// list_command: `deckwright list`: the card sets and templates deckwright can find.
#pragma once

#include <CLI/CLI.hpp>

namespace dw {

void add_list_command(CLI::App& app, int& exit_code);

}  // namespace dw
