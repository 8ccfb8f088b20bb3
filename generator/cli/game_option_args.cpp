// game_option_args: --players and --option values merged into one GameOptions.
#include "cli/game_option_args.hpp"

namespace dw {

engine::GameOptions game_options_from_args(int players, const std::vector<std::string>& option_args) {
  engine::GameOptions options;
  options.players = players;
  options.where = SourcePos{"--option", 0, 0};
  for (const auto& item : option_args) {
    const SourcePos flag{"--option " + item, 0, 0};
    Diagnostics problems;
    const engine::GameOptions one = engine::parse_options(item, flag, problems);
    if (problems.has_errors()) throw InputError(problems);
    if (one.players) throw InputError(flag, "set the number of players with --players");
    for (const auto& [name, value] : one.rules)
      if (!options.rules.emplace(name, value).second) throw InputError(flag, "option '" + name + "' is given twice");
  }
  return options;
}

}  // namespace dw
