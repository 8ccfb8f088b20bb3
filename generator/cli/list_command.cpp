// list_command: `deckwright list` names the bundled card sets, templates and sheet presets;
// `deckwright list <set-dir>` lists one set: every card id with its count, the totals per kind and
// per deck (a deck is a card file: cards/events.toml is the "events" deck), and the trackers,
// player aids and booklet the set builds besides its cards. `--format csv` (or tsv) writes the
// set's cards instead, as the one table a spreadsheet opens and the loader reads back.
#include "cli/list_command.hpp"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <map>
#include <string>

#include "cli/guarded_run.hpp"
#include "model/project_home.hpp"
#include "model/card_csv_writer.hpp"
#include "model/card_set_loader.hpp"
#include "model/template_library.hpp"
#include "model/terminal_text.hpp"
#include "booklet/booklet_config.hpp"
#include "print/sheet_template.hpp"
#include "trackers/aid_spec.hpp"
#include "trackers/tracker_spec.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {
int run_list() {
  const fs::path home = find_project_home(fs::current_path());
  std::vector<fs::path> sets;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(home / "cardsets", ec))
    if (fs::is_regular_file(entry.path() / "set.toml")) sets.push_back(entry.path());
  std::sort(sets.begin(), sets.end());
  std::cout << "Card sets in " << (home / "cardsets").string() << ":\n";
  int status = 0;
  for (const auto& dir : sets) {
    try {
      Diagnostics warnings;
      CardSet set = load_card_set(dir, warnings);
      std::cout << "  " << set.id << "  " << terminal_text(set.title) << " " << terminal_text(set.version) << " (" << set.cards.size()
                << " card definitions, " << set.total_count() << " cards, ruleset "
                << (set.ruleset.empty() ? "none" : set.ruleset) << ")\n";
    } catch (const InputError& e) {
      std::cout << "  " << terminal_text(dir.filename().string()) << "  (does not load: see below)\n";
      std::cerr << e.diagnostics().format_all();
      status = 2;
    }
  }
  std::cout << "Templates in " << (home / "templates" / "cards").string() << ":\n";
  for (const auto& name : TemplateLibrary({home / "templates" / "cards"}).available()) std::cout << "  " << terminal_text(name) << "\n";
  for (const auto& dir : sets) {
    const auto names = TemplateLibrary({dir / "templates"}).available();
    if (names.empty()) continue;
    std::cout << "Templates of " << terminal_text(dir.filename().string()) << ":\n";
    for (const auto& name : names) std::cout << "  " << terminal_text(name) << "\n";
  }
  std::cout << "Sheet presets in " << (home / "templates" / "sheets").string() << ":\n";
  for (const auto& name : sheet_preset_names(home / "templates" / "sheets")) std::cout << "  " << terminal_text(name) << "\n";
  return status;
}
const char* tracker_kind_name(TrackerKind kind) {
  switch (kind) {
    case TrackerKind::track: return "track";
    case TrackerKind::pips: return "pips";
    case TrackerKind::counter: return "counter";
  }
  return "?";
}

// Prints `rows` (label, count) as an aligned table under `heading`, with a total line.
void print_totals(const char* heading, const std::vector<std::pair<std::string, int>>& rows, int total) {
  std::size_t width = 5;
  for (const auto& [label, count] : rows) width = std::max(width, terminal_text(label).size());
  std::printf("%s\n", heading);
  for (const auto& [label, count] : rows)
    std::printf("  %-*s %5d\n", static_cast<int>(width), terminal_text(label).c_str(), count);
  std::printf("  %-*s %5d\n", static_cast<int>(width), "total", total);
}

int run_list_set(const fs::path& dir) {
  return run_guarded([&](Diagnostics& warnings) {
    const CardSet set = load_card_set(dir, warnings);
    std::printf("%s: %s %s, ruleset %s\n", set.id.c_str(), terminal_text(set.title).c_str(), terminal_text(set.version).c_str(),
                set.ruleset.empty() ? "none" : terminal_text(set.ruleset).c_str());
    std::size_t id_width = 2;
    for (const auto& card : set.cards) id_width = std::max(id_width, card.id.size());
    std::printf("Cards:\n");
    std::map<std::string, int> per_kind, per_deck;
    std::vector<std::string> deck_order, kind_order;
    for (const auto& card : set.cards) {
      const std::string deck = card.deck();
      if (!per_deck.count(deck)) deck_order.push_back(deck);
      if (!per_kind.count(card.kind)) kind_order.push_back(card.kind);
      per_deck[deck] += card.count;
      per_kind[card.kind] += card.count;
      std::printf("  %-*s x%-4d %-10s %s\n", static_cast<int>(id_width), card.id.c_str(), card.count,
                  terminal_text(card.kind).c_str(), terminal_text(deck).c_str());
    }
    std::vector<std::pair<std::string, int>> kinds, decks;
    for (const auto& k : kind_order) kinds.emplace_back(k, per_kind[k]);
    for (const auto& d : deck_order) decks.emplace_back(d, per_deck[d]);
    print_totals("Per kind:", kinds, set.total_count());
    print_totals("Per deck (card file):", decks, set.total_count());

    Diagnostics problems;
    const auto trackers = load_trackers(set, problems);
    const auto aids = load_aids(set, problems);
    const auto booklet = load_booklet_config(set, problems);
    if (problems.has_errors()) throw InputError(problems);
    std::printf("Trackers:%s\n", trackers.empty() ? " none" : "");
    for (const auto& t : trackers)
      std::printf("  %s (%s, %d %s)\n", terminal_text(t.component.id).c_str(), tracker_kind_name(t.kind), t.component.players,
                  t.component.players == 1 ? "copy" : "copies, one per player");
    std::printf("Player aids:%s\n", aids.empty() ? " none" : "");
    for (const auto& a : aids)
      std::printf("  %s (%s, %d %s)\n", terminal_text(a.component.id).c_str(),
                  terminal_text(fs::relative(a.file, dir).string()).c_str(), a.component.players,
                  a.component.players == 1 ? "copy" : "copies");
    if (booklet) std::printf("Booklet: %s\n", terminal_text(fs::relative(booklet->source, dir).string()).c_str());
    else std::printf("Booklet: none\n");
    return 0;
  });
}

// The set's cards as CSV or TSV on stdout, warnings on stderr.
int run_list_table(const fs::path& dir, char delimiter) {
  return run_guarded([&](Diagnostics& warnings) {
    const CardSet set = load_card_set(dir, warnings);
    std::cout << cards_as_csv(set, delimiter);
    return 0;
  });
}

}  // namespace

void add_list_command(CLI::App& app, int& exit_code) {
  static std::string set_dir;
  static std::string format = "text";
  CLI::App* list = app.add_subcommand("list", "List the card sets, templates and sheet presets, or one set's cards");
  list->add_option("set-dir", set_dir, "A card set folder: list its cards, totals, trackers, aids and booklet");
  list->add_option("--format", format,
                   "text (default); csv or tsv: the set's cards as one table a spreadsheet opens and a card set "
                   "reads back (cards/*.csv)")
      ->check(CLI::IsMember({"text", "csv", "tsv"}));
  list->callback([&exit_code] {
    if (format != "text" && set_dir.empty())
      exit_code = run_guarded([](Diagnostics&) -> int {
        bad_argument("--format", "--format " + format + " writes the cards of one set", "name the set: deckwright list SET --format " + format);
      });
    else if (format != "text") exit_code = run_list_table(set_dir, format == "csv" ? ',' : '\t');
    else exit_code = set_dir.empty() ? run_list() : run_list_set(set_dir);
  });
}

}  // namespace dw
