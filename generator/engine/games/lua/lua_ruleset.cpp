// lua ruleset: loading and checking a set's rules script, making its ScriptGame, and the
// registration (the game and state are in script_state.hpp, their resampling in
// script_resample.cpp).
#include "engine/games/lua/lua_ruleset.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "engine/games/common/rules_reader.hpp"
#include "engine/games/lua/script_state.hpp"

namespace dw::engine::games::lua {

std::unique_ptr<State> ScriptGame::new_initial_state() const {
  auto state = std::make_unique<ScriptState>(shared_from_this(), catalogue_);
  state->kernel() = *initial_;
  return state;
}

void ScriptGame::set_up() {
  ScriptState state(shared_from_this(), catalogue_);
  state.set_up();
  initial_ = std::make_unique<CardKernel>(state.kernel());
}

namespace {

namespace fs = std::filesystem;

constexpr std::uintmax_t kMostScriptBytes = 1u << 20;

std::string read_script(const CardSet& set, std::string& display, Diagnostics& out) {
  const SourcePos where = set.rules_script_where.file.empty() ? SourcePos{set.set_file.string(), 0, 0}
                                                               : set.rules_script_where;
  if (set.rules_script.empty()) {
    out.error(where, "a card set with ruleset = \"lua\" names its rules script",
              "add rules_script = \"rules/game.lua\" to set.toml");
    return {};
  }
  const fs::path relative(set.rules_script);
  bool escapes = relative.is_absolute();
  for (const auto& part : relative)
    if (part == "..") escapes = true;
  std::error_code ec;
  const fs::path& script_dir = set.rules_script_dir.empty() ? set.dir : set.rules_script_dir;
  const fs::path path = script_dir / relative;
  display = path.lexically_normal().string();
  const fs::path real = fs::weakly_canonical(path, ec);
  const fs::path root = fs::weakly_canonical(script_dir, ec);
  const auto rel = real.lexically_relative(root);
  if (escapes || rel.empty() || *rel.begin() == "..") {
    out.error(where, "the rules script '" + set.rules_script + "' is outside the card set's folder",
              "keep the script inside the set, e.g. rules/game.lua");
    return {};
  }
  if (!fs::is_regular_file(real, ec)) {
    out.error(where, "no rules script at '" + display + "'", "write the script there or fix rules_script");
    return {};
  }
  if (fs::file_size(real, ec) > kMostScriptBytes) {
    out.error(where, "the rules script is larger than 1 MiB", "a rules script is text of at most 1 MiB");
    return {};
  }
  std::ifstream in(real, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Checks every card's [card.rules] against the vocabulary the script declares (card_rules).
void check_card_rules(const CardSet& set, const kernel::ScriptConstants& constants, Diagnostics& out) {
  if (constants.card_rules.empty()) return;
  std::vector<std::string> keys;
  for (const auto& [key, type] : constants.card_rules) keys.push_back(key);
  for (const Card& card : set.cards) {
    if (card.rules.kind != Value::Kind::table || card.rules.entries.empty()) continue;
    RulesReader reader(card, card.rules, "rules", kRulesetName, out);
    reader.only_keys(keys);
    for (const auto& [key, type] : constants.card_rules) {
      const Value* v = reader.find(key);
      if (!v || type == "any") continue;
      const bool fits = type == "integer"  ? v->kind == Value::Kind::integer
                        : type == "number" ? v->is_number()
                        : type == "string" ? v->kind == Value::Kind::string
                        : type == "boolean" ? v->kind == Value::Kind::boolean
                        : type == "table"  ? v->kind == Value::Kind::table
                                           : v->kind == Value::Kind::array;
      if (!fits)
        reader.error(v, reader.name_of(key) + " must be " + (type == "integer" ? "an " : "a ") + type + ", not " +
                            Value::kind_name(v->kind),
                     "the rules script declares it in card_rules");
    }
  }
}

std::shared_ptr<const Game> make(const CardSet& set, const GameOptions& options, Diagnostics& out) {
  std::string display;
  std::string source = read_script(set, display, out);
  if (out.has_errors()) return nullptr;
  auto catalogue = std::make_shared<kernel::KernelCatalogue>();
  catalogue->players = options.players;
  for (std::size_t c = 0; c < set.cards.size(); ++c) {
    const Card& card = set.cards[c];
    if (card.rules.kind != Value::Kind::table || card.rules.entries.empty()) continue;
    catalogue->playable.push_back(static_cast<int>(c));
    for (int copy = 0; copy < card.count; ++copy) catalogue->initial_face.push_back(static_cast<int>(c));
  }
  try {
    const ScriptProgram program(display, source);
    const auto& constants = program.constants();
    if (constants.players != options.players) {
      out.error(options.where, "the rules script is for " + std::to_string(constants.players) + " players, not " +
                                   std::to_string(options.players),
                "choose players=" + std::to_string(constants.players));
      return nullptr;
    }
    check_card_rules(set, constants, out);
    // The options the script declares: checked, defaults filled in, handed to k.option.
    GameOptions complete = options;
    validate_options(complete, constants.options, out);
    if (out.has_errors()) return nullptr;
    for (const auto& spec : constants.options) {
      complete.rules.emplace(spec.name, spec.default_value);
      if (spec.allowed.empty()) catalogue->integer_options.push_back(spec.name);
    }
    catalogue->options.insert(complete.rules.begin(), complete.rules.end());
    auto game = std::make_shared<ScriptGame>(set, complete, display, std::move(source), catalogue, constants);
    game->set_up();
    return game;
  } catch (const ScriptError& e) {
    out.error(SourcePos{e.file, e.line, 0}, "rules script: " + std::string(e.what()),
              "fix the script; it runs in a sandbox (engine/kernel/README.md)");
    return nullptr;
  }
}

}  // namespace

RulesetInfo ruleset_info() {
  RulesetInfo info;
  info.name = kRulesetName;
  info.summary = "a game whose rules are a Lua script in the card set (rules_script in set.toml)";
  info.min_players = 1;
  info.max_players = 8;
  info.default_players = 2;
  info.set_default_players = [](const CardSet& set) {
    // The script's own count; a script that cannot be read is reported when the game is made.
    Diagnostics ignored;
    std::string display;
    const std::string source = read_script(set, display, ignored);
    if (ignored.has_errors()) return 2;
    try {
      return ScriptProgram(display, source).constants().players;
    } catch (const ScriptError&) {
      return 2;
    }
  };
  info.factory_checks_options = true;  // the script declares its options
  info.factory = make;
  return info;
}

}  // namespace dw::engine::games::lua
