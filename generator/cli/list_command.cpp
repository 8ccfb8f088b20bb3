// list_command: listing bundled card sets and templates.
#include "cli/list_command.hpp"

#include <algorithm>
#include <iostream>

#include "cli/project_home.hpp"
#include "model/card_set_loader.hpp"
#include "model/template_library.hpp"
#include "print/sheet_template.hpp"

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
      std::cout << "  " << set.id << "  " << set.title << " " << set.version << " (" << set.cards.size()
                << " card definitions, " << set.total_count() << " cards, ruleset "
                << (set.ruleset.empty() ? "none" : set.ruleset) << ")\n";
    } catch (const InputError& e) {
      std::cout << "  " << dir.filename().string() << "  (does not load: see below)\n";
      std::cerr << e.diagnostics().format_all();
      status = 2;
    }
  }
  std::cout << "Templates in " << (home / "templates" / "cards").string() << ":\n";
  for (const auto& name : TemplateLibrary({home / "templates" / "cards"}).available()) std::cout << "  " << name << "\n";
  for (const auto& dir : sets) {
    const auto names = TemplateLibrary({dir / "templates"}).available();
    if (names.empty()) continue;
    std::cout << "Templates of " << dir.filename().string() << ":\n";
    for (const auto& name : names) std::cout << "  " << name << "\n";
  }
  std::cout << "Sheet presets in " << (home / "templates" / "sheets").string() << ":\n";
  for (const auto& name : sheet_preset_names(home / "templates" / "sheets")) std::cout << "  " << name << "\n";
  return status;
}
}  // namespace

void add_list_command(CLI::App& app, int& exit_code) {
  CLI::App* list = app.add_subcommand("list", "List the card sets and templates found");
  list->callback([&exit_code] { exit_code = run_list(); });
}

}  // namespace dw
