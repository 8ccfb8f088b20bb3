// new_command: the scaffold of a card set built on another.
#include "cli/new_command.hpp"

#include <fstream>
#include <iostream>

#include "cli/guarded_run.hpp"
#include "cli/schema_command.hpp"
#include "cli/lua_scaffold.hpp"
#include "cli/starter_scaffold.hpp"
#include "pipeline/prepared_set.hpp"
#include "model/binding.hpp"
#include "model/card_set_loader.hpp"
#include "model/project_home.hpp"
#include "model/suggest.hpp"
#include "model/template_library.hpp"
#include "model/terminal_text.hpp"
#include "model/toml_writer.hpp"
#include "support/atomic_file.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

// The example: the first card of the base that the rules engine plays (else the first card).
const Card& example_card(const CardSet& base) {
  for (const Card& c : base.cards)
    if (c.count > 0 && !c.rules.entries.empty()) return c;
  return base.cards.front();
}

// The example card as the scaffold writes it: a new id, and a name of its own.
Card renamed_example(const CardSet& base) {
  Card card = example_card(base);
  card.id = "my-" + card.id;
  for (auto& field : card.fields.entries)
    if (field.key == "name" && field.value.kind == Value::Kind::string) field.value.string = "My " + field.value.string;
  return card;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

// Templates often name art after the card ("art/creatures/{id}.svg"). The files the renamed
// example would miss are copied from the base card's, so the example draws as soon as it is
// uncommented; returns the paths written, relative to `dir`.
std::vector<std::string> copy_example_art(const CardSet& base, const fs::path& home, const fs::path& dir) {
  const Card& original = example_card(base);
  CardSet trial = base;
  trial.cards = {renamed_example(base)};
  trial.icons.clear();  // the base's icons are there; only the card's own art is in question
  Diagnostics missing, warnings;
  const PreparedSet prepared(trial, home, PrepareOptions{"", PrepareStage::bindings, {}}, missing, warnings);
  const std::vector<fs::path>& roots = prepared.asset_roots();
  std::vector<std::string> written;
  const std::string prefix = "missing art file '";
  for (const Diagnostic& d : missing.items()) {
    if (d.message.rfind(prefix, 0) != 0 || d.message.back() != '\'') continue;
    const std::string wanted = d.message.substr(prefix.size(), d.message.size() - prefix.size() - 1);
    Diagnostics ignored;
    const auto source = find_asset(roots, replaced(wanted, trial.cards.front().id, original.id), {}, {}, ignored);
    if (!source) continue;
    const fs::path target = dir / wanted;
    fs::create_directories(target.parent_path());
    fs::copy_file(*source, target, fs::copy_options::skip_existing);
    written.push_back(wanted);
  }
  return written;
}

std::string valid_id(std::string s) {
  for (char& c : s) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_')) c = '-';
  }
  return s.empty() ? "custom" : s.substr(0, 64);
}

void check_id_and_title(const std::string& id, const std::string& title) {
  if (!is_valid_id(id))  // the loader's rule: no path separators, "..", leading dots or capitals
    bad_argument("--id", "'" + id + "' is not a valid set id", "use 1 to 64 lower-case letters, digits, '-' or '_'");
  if (forbidden_control_character(title) || title.find('\n') != std::string::npos || !is_valid_utf8(title))
    bad_argument("--title", "the title holds a line break, a control character or bytes that are not UTF-8",
                 "give the title as one line of text");
  if (const auto bidi = bidi_reordering_control(title)) {
    const auto [message, hint] = bidi_control_message("the title", bidi->first, bidi->second);
    bad_argument("--title", message, hint);
  }
}

}  // namespace

std::string scaffold_set_toml(const CardSet& base, const std::string& reference, const std::string& id,
                              const std::string& title, const std::string& dir) {
  std::string out;
  out += "# " + toml_comment(title) + ": a card set built on " + toml_comment(base.title) + " (" +
         toml_comment(reference) + ").\n";
  out += "# It keeps the base's ruleset (" + (base.ruleset.empty() ? std::string("none") : base.ruleset) +
         "), card size, printed fields, templates, art and every card,\n";
  out += "# and changes only what this folder says:\n";
  out += "#   - add a card: a [[card]] with a new id in any cards/*.toml here (see cards/new-cards.toml);\n";
  out += "#   - replace a card: a [[card]] with the id of a base card (the whole card is replaced);\n";
  out += "#   - remove cards: list their ids in `remove` below;\n";
  out += "#   - templates/ and art/ here are searched before the base's, so a file of the same name wins;\n";
  out += "#   - the base's trackers, aids and booklet carry over: a [[tracker]] or aid with the id of one of\n";
  out += "#     the base's replaces it, `remove_trackers` and `remove_aids` leave some out, a [booklet] table\n";
  out += "#     here overrides the base's keys one by one, booklet/rules.md here replaces its text, and\n";
  out += "#     `booklet = false` leaves the booklet out.\n";
  out += "# `base` names a bundled set by name (found in deckwright's cardsets/, wherever this folder is\n";
  out += "# moved), or any other card set by a path relative to this folder.\n";
  out += "# Check it with `deckwright validate " + toml_comment(dir) + "` and print it with `deckwright build " +
         toml_comment(dir) + "`.\n";
  out += "base = " + toml_value(Value{Value::Kind::string, false, 0, 0, reference, {}, {}, {}}) + "\n";
  out += "id = " + toml_value(Value{Value::Kind::string, false, 0, 0, id, {}, {}, {}}) + "\n";
  out += "title = " + toml_value(Value{Value::Kind::string, false, 0, 0, title, {}, {}, {}}) + "\n";
  out += "version = \"0.1.0\"\n";
  out += "# remove = [\"" + example_card(base).id + "\"]   # base cards to leave out\n";
  return out;
}

std::string scaffold_cards_toml(const CardSet& base, const std::vector<std::string>& art) {
  const Card& original = example_card(base);
  const Card card = renamed_example(base);
  std::string body;
  body += "[[card]]\n";
  body += "id = " + toml_value(Value{Value::Kind::string, false, 0, 0, card.id, {}, {}, {}}) + "\n";
  if (!card.kind.empty()) body += "kind = " + toml_value(Value{Value::Kind::string, false, 0, 0, card.kind, {}, {}, {}}) + "\n";
  body += "count = " + std::to_string(card.count) + "\n";
  if (!card.template_name.empty())
    body += "template = " + toml_value(Value{Value::Kind::string, false, 0, 0, card.template_name, {}, {}, {}}) + "\n";
  if (!card.back.empty()) body += "back = " + toml_value(Value{Value::Kind::string, false, 0, 0, card.back, {}, {}, {}}) + "\n";
  // Rulesets name moves after cards, so the copy has a name of its own too (renamed_example).
  for (const auto& field : card.fields.entries) body += toml_key(field.key) + " = " + toml_value(field.value) + "\n";
  if (!card.rules.entries.empty()) {
    body += "[card.rules]\n";
    for (const auto& rule : card.rules.entries) body += toml_key(rule.key) + " = " + toml_value(rule.value) + "\n";
  }
  std::string out;
  out += "# New cards of this set. The example below is a copy of the base's '" + original.id + "' (" +
         toml_comment(original.where.file) + ":" + std::to_string(original.where.line) + ")\n";
  out += "# with a new id. Remove the '# ' in front of its lines to add it to the set, then change it:\n";
  out += "#   - `id` must be new (the id of a base card replaces that card instead), and so must `name`;\n";
  out += "#   - the printed fields are the ones the base declares in its set.toml [fields];\n";
  out += "#   - [card.rules] holds the mechanics the rules engine plays, in the vocabulary of the ruleset\n";
  out += "#     '" + base.ruleset + "' (generator/engine/README.md); keep the printed numbers equal to them,\n";
  out += "#     or `deckwright validate` reports a printed-number error.\n";
  for (const std::string& file : art)
    out += "#   - " + toml_comment(file) + " is a copy of the art of '" + original.id + "', so the example draws: replace it.\n";
  out += "#\n";
  std::size_t start = 0;
  while (start < body.size()) {
    const std::size_t end = body.find('\n', start);
    out += "# " + body.substr(start, end - start) + "\n";
    start = end + 1;
  }
  return out;
}

namespace {

// Writes a scaffold's files into `dir`, each TOML file starting with the schema line an editor
// (Taplo) completes it from, and names each file written.
void write_scaffold(const fs::path& dir, const std::vector<std::pair<std::string, std::string>>& files) {
  const fs::path home = find_project_home(dir);
  for (const auto& [file, text] : files) {
    const fs::path path = dir / file;
    fs::create_directories(path.parent_path());
    std::string schema;
    if (file == "set.toml") schema = schema_directive(dir, home, "set.schema.json");
    else if (file.starts_with("cards/")) schema = schema_directive(path.parent_path(), home, "cards.schema.json");
    else if (file.starts_with("templates/")) schema = schema_directive(path.parent_path(), home, "template.schema.json");
    write_file_atomically(path, schema + text);
    std::cout << "wrote " << path.string() << "\n";
  }
}

// The base `--base` names: a card set folder given as a path, else a bundled set by name.
fs::path base_folder(const std::string& base, const fs::path& dir) {
  std::error_code ec;
  if (fs::is_regular_file(fs::path(base) / "set.toml", ec)) return base;
  if (fs::path bundled = bundled_set_folder(base, dir); !bundled.empty()) return bundled;
  bad_argument("--base", "'" + base + "' is neither a card set folder nor a bundled set" + did_you_mean(base, bundled_set_names(dir)),
               "give a set that `deckwright list` shows by name, or the path of a folder holding set.toml");
}

// What set.toml's `base` says: the bundled set's name when the base is one (so the reference holds
// wherever the new set is moved), else the path from the new set's folder to the base's.
std::string base_reference(const fs::path& base, const fs::path& dir) {
  const fs::path canonical = fs::weakly_canonical(base);
  const std::string name = canonical.filename().string();
  const fs::path bundled = bundled_set_folder(name, dir);
  if (!bundled.empty() && fs::weakly_canonical(bundled) == canonical) return name;
  std::string relative = fs::relative(canonical, fs::weakly_canonical(dir)).generic_string();
  if (is_bundled_set_name(relative)) relative = "./" + relative;  // a path, not a bundled name
  return relative;
}

}  // namespace

int run_new(const NewOptions& o) {
  return run_guarded([&](Diagnostics& warnings) {
    const fs::path dir = o.dir;
    std::error_code ec;
    if (fs::exists(dir, ec) && !(fs::is_directory(dir, ec) && fs::is_empty(dir, ec)))
      bad_argument(o.dir, "the folder exists and is not empty", "give a new folder; deckwright new never overwrites files");
    if (!o.base.empty() && !o.ruleset.empty())
      bad_argument("--ruleset", "give either --base SET or --ruleset lua, not both",
                   "--base starts a set built on another; --ruleset lua starts a game of your own");
    if (!o.ruleset.empty() && o.ruleset != "lua")
      bad_argument("--ruleset", "'" + o.ruleset + "' cannot be started from nothing", "use --ruleset lua (rules as a Lua script)");
    const std::string id = o.id.empty() ? valid_id(fs::weakly_canonical(dir).filename().string()) : o.id;
    if (o.base.empty()) {
      const std::string title = o.title.empty() ? "My Game" : o.title;
      check_id_and_title(id, title);
      fs::create_directories(dir);
      write_scaffold(dir, o.ruleset.empty() ? starter_scaffold_files(id, title) : lua_scaffold_files(id, title));
      return 0;
    }
    const fs::path base_dir = base_folder(o.base, dir);
    const CardSet base = load_card_set(base_dir, warnings);  // throws InputError with the base's errors
    const std::string title = o.title.empty() ? base.title + ", custom" : o.title;
    check_id_and_title(id, title);
    fs::create_directories(dir);
    const std::string reference = base_reference(base_dir, dir);
    const fs::path home = find_project_home(base_dir);
    const std::vector<std::string> art = copy_example_art(base, home, dir);
    write_file_atomically(dir / "set.toml", schema_directive(dir, home, "set.schema.json") +
                                                scaffold_set_toml(base, reference, id, title, o.dir));
    write_file_atomically(dir / "cards" / "new-cards.toml",
                          schema_directive(dir / "cards", home, "cards.schema.json") + scaffold_cards_toml(base, art));
    std::cout << "wrote " << (dir / "set.toml").string() << "\nwrote " << (dir / "cards" / "new-cards.toml").string()
              << "\n";
    for (const std::string& file : art) std::cout << "wrote " << (dir / file).string() << "\n";
    return 0;
  });
}

void add_new_command(CLI::App& app, NewOptions& o, int& exit_code) {
  CLI::App* cmd = app.add_subcommand(
      "new", "Start a card set: a complete one of your own (no options), one that builds on another (--base), or a game "
             "with its rules as a script (--ruleset lua)");
  cmd->add_option("dir", o.dir, "The new set's folder (must not exist, or be empty)")->required();
  cmd->add_option("--base", o.base,
                  "The set it builds on: a bundled set's name (as `deckwright list` shows it) or a card set folder");
  cmd->add_option("--ruleset", o.ruleset,
                  "lua: a playable set from nothing (cards, templates, a rules script, a booklet stub) to make your own");
  cmd->add_option("--id", o.id, "The new set's id (default: the folder's name)");
  cmd->add_option("--title", o.title, "The new set's title (default: My Game, or the base's title, custom)");
  cmd->callback([&o, &exit_code] { exit_code = run_new(o); });
}

}  // namespace dw
