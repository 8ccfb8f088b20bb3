// game_option_args: the game options of `play` and `validate` from their command lines:
// --players N and any number of --option name=value[,name=value]. A misused option is an
// InputError at the flag that gave it.
#pragma once

#include <string>
#include <vector>

#include "engine/game_options.hpp"

namespace dw {

engine::GameOptions game_options_from_args(int players, const std::vector<std::string>& option_args);

}  // namespace dw
