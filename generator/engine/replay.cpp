// replay: writing and reading replay files (format documented in replay.hpp).
#include "engine/replay.hpp"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "engine/registry.hpp"
#include "engine/state.hpp"

namespace dw::engine {

namespace {

constexpr std::string_view kMagic = "deckwright-replay";

std::string player_tag(Player p) { return p == kChancePlayer ? "chance" : "p" + std::to_string(p); }

Diagnostic error_at(SourcePos where, std::string message, std::string hint = {}) {
  return error_diagnostic(std::move(where), std::move(message), std::move(hint));
}

// One line split into space-separated fields, each with its 1-based column; comments dropped.
struct Field {
  std::string_view text;
  int column = 0;
};

std::vector<Field> split_fields(std::string_view line) {
  if (auto hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
  std::vector<Field> fields;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
    if (i > start) fields.push_back({line.substr(start, i - start), static_cast<int>(start) + 1});
  }
  return fields;
}

template <typename Int>
bool parse_number(std::string_view s, Int& out) {
  if (s.empty()) return false;
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && ptr == s.data() + s.size();
}

}  // namespace

std::vector<Action> Replay::actions() const {
  std::vector<Action> out;
  out.reserve(steps.size());
  for (const auto& s : steps) out.push_back(s.action);
  return out;
}

Replay make_replay(const State& state, std::uint64_t seed) {
  Replay r;
  r.ruleset = state.game().ruleset();
  r.card_set_id = state.game().card_set_id();
  r.options = state.game().options();
  r.seed = seed;
  auto walker = state.game().new_initial_state();
  for (Action a : state.history()) {
    r.steps.push_back({walker->current_player(), a, {}});
    walker->apply_action(a);
  }
  return r;
}

std::string format_replay(const Game& game, const Replay& replay) {
  std::ostringstream out;
  out << kMagic << ' ' << kReplayFormatVersion << '\n';
  out << "ruleset " << replay.ruleset << '\n';
  out << "cardset " << replay.card_set_id << '\n';
  out << "options " << replay.options.to_string() << '\n';
  out << "seed " << replay.seed << '\n';
  if (!replay.agents.empty()) {
    out << "agents ";
    for (std::size_t i = 0; i < replay.agents.size(); ++i) out << (i ? "," : "") << replay.agents[i];
    out << '\n';
  }
  out << "actions\n";
  auto state = game.new_initial_state();
  for (std::size_t i = 0; i < replay.steps.size(); ++i) {
    const Action a = replay.steps[i].action;
    const Player p = state->current_player();
    if (!state->is_legal(a))
      throw std::invalid_argument("format_replay: action " + std::to_string(a) + " at index " +
                                  std::to_string(i) + " is not legal");
    std::string line = player_tag(p) + ' ' + std::to_string(a);
    if (line.size() < 12) line.resize(12, ' ');
    out << line << " # " << state->action_to_string(p, a) << '\n';
    // The last action is not applied: nothing follows it (a crash's replay may end on the action
    // that fails).
    if (i + 1 < replay.steps.size()) state->apply_action(a);
  }
  out << "end\n";
  return out.str();
}

void write_replay_file(const std::filesystem::path& path, const Game& game, const Replay& replay) {
  const std::string text = format_replay(game, replay);
  std::ofstream f(path, std::ios::binary);
  f << text;
  if (!f) throw std::runtime_error("cannot write replay file " + path.string());
}

namespace {
// A token from the file as shown in a message: the words of a replay are ASCII, so any other
// byte (a control character, invalid UTF-8) is written \xNN rather than copied to the terminal.
std::string shown(std::string_view token) {
  static const char* const kHex = "0123456789abcdef";
  std::string out;
  for (const unsigned char c : token) {
    if (c >= 0x20 && c < 0x7f) {
      out.push_back(static_cast<char>(c));
    } else {
      out += "\\x";
      out.push_back(kHex[c >> 4]);
      out.push_back(kHex[c & 15]);
    }
  }
  return out;
}
}  // namespace

constexpr const char* kHeaderHint =
    "a replay starts with the lines deckwright-replay, ruleset, cardset, options, seed (agents optional) and actions";

Replay parse_replay(std::string_view text, const std::string& file_name) {
  // A byte-order mark some editors put at the start is not part of the text.
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  Replay r;
  Diagnostics errors;
  bool seen_magic = false, in_actions = false, seen_end = false;
  bool has_ruleset = false, has_cardset = false, has_options = false, has_seed = false, has_agents = false;
  int line_no = 0;
  std::size_t pos = 0;
  SourcePos last{file_name, 1, 1};
  while (pos < text.size() && !seen_end) {
    std::size_t nl = text.find('\n', pos);
    if (nl == std::string_view::npos) nl = text.size();
    const std::string_view line = text.substr(pos, nl - pos);
    pos = nl + 1;
    ++line_no;
    const auto fields = split_fields(line);
    if (fields.empty()) continue;
    auto at = [&](const Field& f) { return SourcePos{file_name, line_no, f.column}; };
    last = at(fields[0]);
    const std::string_view key = fields[0].text;
    if (!seen_magic) {
      int version = 0;
      if (key != kMagic || fields.size() != 2 || !parse_number(fields[1].text, version)) {
        errors.add(error_at(at(fields[0]), "not a deckwright replay file",
                            "the first line must be '" + std::string(kMagic) + " " +
                                std::to_string(kReplayFormatVersion) + "'"));
        throw InputError(errors);
      }
      if (version != kReplayFormatVersion) {
        errors.add(error_at(at(fields[1]), "replay format version " + std::to_string(version) +
                                               " is not supported (this build reads version " +
                                               std::to_string(kReplayFormatVersion) + ")",
                            "replay it with the deckwright version that wrote it"));
        throw InputError(errors);
      }
      seen_magic = true;
      continue;
    }
    if (in_actions) {
      if (key == "end" && fields.size() == 1) {
        seen_end = true;
        continue;
      }
      if (fields.size() != 2) {
        errors.add(error_at(at(fields[0]), "an action line is '<player> <action>'",
                            "for example 'chance 17' or 'p0 3'"));
        continue;
      }
      ReplayStep step;
      step.where = at(fields[0]);
      if (key == "chance") {
        step.player = kChancePlayer;
      } else if (key.size() < 2 || key[0] != 'p' || !parse_number(key.substr(1), step.player) ||
                 step.player < 0) {
        errors.add(error_at(at(fields[0]), "unknown player '" + shown(key) + "'",
                            "write 'chance' or p0, p1, ..."));
        continue;
      }
      if (!parse_number(fields[1].text, step.action) || step.action < 0) {
        errors.add(error_at(at(fields[1]), "action '" + shown(fields[1].text) +
                                               "' is not a non-negative whole number",
                            "an action is the number 'deckwright play --log' wrote, such as 'p0 3'"));
        continue;
      }
      r.steps.push_back(step);
      continue;
    }
    auto once = [&](bool& seen) {
      if (seen) errors.add(error_at(at(fields[0]), "'" + shown(key) + "' is given twice",
                                             "keep one of the two lines"));
      seen = true;
    };
    auto one_value = [&]() {
      if (fields.size() == 2) return true;
      errors.add(error_at(at(fields[0]), "'" + shown(key) + "' takes exactly one value",
                          "write it as '" + shown(key) + " <value>' with no spaces inside the value"));
      return false;
    };
    if (key == "ruleset") {
      once(has_ruleset);
      if (one_value()) {
        r.ruleset = fields[1].text;
        r.ruleset_at = at(fields[1]);
      }
    } else if (key == "cardset") {
      once(has_cardset);
      if (one_value()) {
        r.card_set_id = fields[1].text;
        r.card_set_at = at(fields[1]);
      }
    } else if (key == "options") {
      once(has_options);
      if (one_value()) r.options = parse_options(fields[1].text, at(fields[1]), errors);
    } else if (key == "seed") {
      once(has_seed);
      if (one_value() && !parse_number(fields[1].text, r.seed))
        errors.add(error_at(at(fields[1]), "seed '" + shown(fields[1].text) +
                                               "' is not a whole number from 0 to 2^64-1",
                            "use the seed 'deckwright play' printed with the result"));
    } else if (key == "agents") {
      once(has_agents);
      if (one_value()) {
        const std::string_view list = fields[1].text;
        for (std::size_t start = 0; start <= list.size();) {
          const std::size_t comma = std::min(list.find(',', start), list.size());
          r.agents.emplace_back(list.substr(start, comma - start));
          start = comma + 1;
        }
      }
    } else if (key == "actions" && fields.size() == 1) {
      in_actions = true;
      const SourcePos here = at(fields[0]);
      if (!has_ruleset) errors.add(error_at(here, "the header has no 'ruleset' line", kHeaderHint));
      if (!has_cardset) errors.add(error_at(here, "the header has no 'cardset' line", kHeaderHint));
      if (!has_options) errors.add(error_at(here, "the header has no 'options' line", kHeaderHint));
      if (!has_seed) errors.add(error_at(here, "the header has no 'seed' line", kHeaderHint));
    } else {
      errors.add(error_at(at(fields[0]), "unknown header line '" + shown(key) + "'",
                          "expected ruleset, cardset, options, seed, agents or actions"));
    }
  }
  if (!seen_magic) errors.add(error_at(last, "the replay file is empty",
                                          "write one with 'deckwright play <set-dir> --log FILE'"));
  else if (!in_actions) errors.add(error_at(last, "the replay has no 'actions' line", kHeaderHint));
  else if (!seen_end) errors.add(error_at(last, "the replay ends without 'end' (cut short?)",
                                               "copy the whole file again; a complete replay ends with a line 'end'"));
  if (seen_end) {
    // Anything but comments and blank lines after 'end' is a mistake.
    while (pos < text.size()) {
      std::size_t nl = text.find('\n', pos);
      if (nl == std::string_view::npos) nl = text.size();
      ++line_no;
      const auto fields = split_fields(text.substr(pos, nl - pos));
      pos = nl + 1;
      if (!fields.empty()) {
        errors.add(error_at(SourcePos{file_name, line_no, fields[0].column}, "text after 'end'",
                            "only blank lines and # comments may follow 'end'"));
        break;
      }
    }
  }
  if (errors.has_errors()) throw InputError(errors);
  return r;
}

Replay read_replay_file(const std::filesystem::path& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) {
    Diagnostics errors;
    errors.add(error_at(SourcePos{path.string(), 0, 0}, "cannot open the replay file",
                        "check the path; replay files are written by 'deckwright play --log FILE'"));
    throw InputError(errors);
  }
  std::ostringstream buffer;
  buffer << f.rdbuf();
  return parse_replay(buffer.str(), path.string());
}

std::unique_ptr<State> replay_game(const Game& game, const Replay& replay) {
  Diagnostics errors;
  const SourcePos head = replay.options.where;
  if (replay.ruleset != game.ruleset())
    errors.add(error_at(replay.ruleset_at.file.empty() ? head : replay.ruleset_at,
                        "the replay is of ruleset '" + replay.ruleset + "', the game is '" + game.ruleset() + "'",
                        "replay it with the card set it was played with (--set DIR)"));
  if (replay.card_set_id != game.card_set_id())
    errors.add(error_at(replay.card_set_at.file.empty() ? head : replay.card_set_at,
                        "the replay is of card set '" + replay.card_set_id + "', the game's card set is '" +
                            game.card_set_id() + "'",
                        "replay it with the card set it was played with (--set DIR)"));
  // Options the replay does not name (written by an older build) count at their defaults.
  GameOptions expected = replay.options;
  if (const RulesetInfo* info = find_ruleset(game.ruleset()))
    for (const auto& spec : info->options) expected.rules.emplace(spec.name, spec.default_value);
  if (!(expected == game.options()))
    errors.add(error_at(head, "the replay's options (" + replay.options.to_string() +
                                  ") differ from the game's (" + game.options().to_string() + ")",
                        "replay it with the options it was played with"));
  if (errors.has_errors()) throw InputError(errors);
  auto state = game.new_initial_state();
  for (const auto& step : replay.steps) {
    const Player p = state->current_player();
    if (p == kTerminalPlayer) {
      errors.add(error_at(step.where, "the game is already over; this action is one too many",
                            "remove the actions after the game's end"));
      break;
    }
    if (step.player != p) {
      errors.add(error_at(step.where, "it is " + player_tag(p) + "'s turn here, not " + player_tag(step.player),
                            "the replay was changed or belongs to another card set version; play the game again"));
      break;
    }
    if (!state->is_legal(step.action)) {
      std::string legal;
      for (Action a : state->legal_actions()) {
        if (legal.size() > 200) {
          legal += ", ...";
          break;
        }
        legal += (legal.empty() ? "" : ", ") + std::to_string(a) + " (" + state->action_to_string(p, a) + ")";
      }
      errors.add(error_at(step.where, "action " + std::to_string(step.action) + " is not legal here",
                          "legal: " + legal));
      break;
    }
    state->apply_action(step.action);
  }
  if (errors.has_errors()) throw InputError(errors);
  return state;
}

}  // namespace dw::engine
