// i18n_command: loading a set for its text, writing the template, merging and checking.
#include "cli/i18n_command.hpp"

#include <iostream>

#include "cli/project_home.hpp"
#include "i18n/locale_build.hpp"
#include "i18n/locale_check.hpp"
#include "i18n/po_catalog.hpp"
#include "i18n/set_messages.hpp"
#include "model/binding.hpp"
#include "model/card_set_loader.hpp"
#include "support/atomic_file.hpp"
#include "support/subprocess.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

struct LoadedSet {
  fs::path home;
  CardSet set;
  std::unique_ptr<TemplateLibrary> templates;
};

LoadedSet load_set(const std::string& dir, Diagnostics& warnings) {
  LoadedSet loaded;
  loaded.home = find_project_home(dir);
  loaded.set = load_card_set(dir, warnings);
  loaded.templates = std::make_unique<TemplateLibrary>(
      std::vector<fs::path>{fs::path(dir) / "templates", loaded.home / "templates" / "cards"});
  Diagnostics problems;
  check_bindings(loaded.set, *loaded.templates, {fs::path(dir), loaded.home}, problems);
  if (problems.has_errors()) throw InputError(problems);
  return loaded;
}

// Writes the template; returns its path and message count.
std::pair<fs::path, std::size_t> write_template(LoadedSet& loaded) {
  Diagnostics problems;
  const std::vector<PotEntry> entries = extract_set_messages(loaded.set, *loaded.templates, loaded.home, problems);
  if (problems.has_errors()) throw InputError(problems);
  const fs::path pot = pot_path(loaded.set);
  write_pot_file(pot, PotHeader{loaded.set.id + " " + loaded.set.version, ""}, entries);
  return {pot, entries.size()};
}

// Runs a gettext tool writing `target` through a temporary file renamed when it succeeded.
void run_gettext(std::vector<std::string> argv, const fs::path& target) {
  AtomicFile out(target);
  argv.push_back("--output-file=" + out.temp_path().string());
  const ProcessResult result = run_process(argv);
  if (result.exit_code != 0) {
    Diagnostics d;
    d.add(Diagnostic{Severity::error, SourcePos{target.string(), 0, 0},
                     argv.front() + (result.exit_code == 127 ? " is not installed" : " failed: " + result.output),
                     "install gettext (./build.sh does this) and check the PO file with `msgfmt -c`", {}, {}});
    throw InputError(d);
  }
  out.commit();
}

std::string po_summary(const fs::path& po) {
  Diagnostics ignored;
  auto catalog = read_po_file(po, ignored);
  if (!catalog) return "";
  int translated = 0, fuzzy = 0, empty = 0;
  for (const auto& e : catalog->entries) (e.fuzzy ? fuzzy : e.msgstr.empty() ? empty : translated)++;
  return std::to_string(translated) + " translated, " + std::to_string(fuzzy) + " fuzzy, " + std::to_string(empty) +
         " untranslated";
}

template <typename Run>
int guarded(Run&& run) {
  Diagnostics warnings;
  try {
    const int code = run(warnings);
    std::cerr << warnings.format_all();
    return code;
  } catch (const InputError& e) {
    std::cerr << warnings.format_all() << e.diagnostics().format_all();
    return 2;
  } catch (const std::exception& e) {
    std::cerr << warnings.format_all() << "deckwright: error: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace

void add_i18n_command(CLI::App& app, I18nOptions& options, int& exit_code) {
  CLI::App* i18n = app.add_subcommand("i18n", "Localisation: PO templates, merging translations, checking them");
  i18n->require_subcommand(1);
  CLI::App* extract = i18n->add_subcommand("extract", "Write locales/<set>.pot with every translatable string");
  extract->add_option("set-dir", options.set_dir, "The card set folder (holds set.toml)")->required();
  extract->callback([&options, &exit_code] { exit_code = run_i18n_extract(options); });
  CLI::App* update = i18n->add_subcommand("update", "Extract, then merge the template into every locales/<lang>.po");
  update->add_option("set-dir", options.set_dir, "The card set folder (holds set.toml)")->required();
  update->add_option("--add", options.add, "Create locales/LANG.po first (a language tag such as de, fr, ja, ar)")
      ->check(CLI::Validator(
          [](std::string& tag) -> std::string {
            if (tag.empty() || tag.size() > 12 || tag.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_") != std::string::npos)
              return "a language tag is letters and '_' (de, pt_BR)";
            return "";
          },
          "LANG"));
  update->callback([&options, &exit_code] { exit_code = run_i18n_update(options); });
  CLI::App* check = i18n->add_subcommand("check", "Check translations and lay out every card in each locale");
  check->add_option("set-dir", options.set_dir, "The card set folder (holds set.toml)")->required();
  check->add_option("--locale", options.locales,
                    "Locales to check, comma-separated: a language with a PO file, all (every PO file; the default), "
                    "x-long (40 % longer, accented) or x-debug (bracketed)")
      ->delimiter(',');
  check->add_flag("--strict", options.strict, "Fail (exit 1) on warnings too");
  check->callback([&options, &exit_code] { exit_code = run_i18n_check(options); });
}

int run_i18n_extract(const I18nOptions& options) {
  return guarded([&](Diagnostics& warnings) {
    LoadedSet loaded = load_set(options.set_dir, warnings);
    const auto [pot, count] = write_template(loaded);
    std::cout << "wrote " << pot.string() << ": " << count << " messages\n";
    return 0;
  });
}

int run_i18n_update(const I18nOptions& options) {
  return guarded([&](Diagnostics& warnings) {
    LoadedSet loaded = load_set(options.set_dir, warnings);
    const auto [pot, count] = write_template(loaded);
    std::cout << "wrote " << pot.string() << ": " << count << " messages\n";
    for (const std::string& lang : options.add) {
      const fs::path po = loaded.set.dir / "locales" / (lang + ".po");
      if (fs::exists(po)) continue;
      run_gettext({"msginit", "--no-translator", "--no-wrap", "--locale=" + lang + ".UTF-8", "--input=" + pot.string()}, po);
      std::cout << "created " << po.string() << "\n";
    }
    for (const fs::path& po : po_files(loaded.set)) {
      run_gettext({"msgmerge", "--quiet", "--previous", po.string(), pot.string()}, po);
      std::cout << "merged " << po.string() << ": " << po_summary(po) << "\n";
    }
    return 0;
  });
}

int run_i18n_check(const I18nOptions& options) {
  return guarded([&](Diagnostics& warnings) {
    const fs::path home = find_project_home(options.set_dir);
    const CardSet set = load_card_set(options.set_dir, warnings);
    const TranslationCheck result =
        check_translations(set, home, options.locales.empty() ? std::vector<std::string>{"all"} : options.locales);
    if (result.locales.empty() && result.failed()) throw InputError(result.problems);
    for (const LocaleCheck& locale : result.locales) std::cout << "check " << locale.summary() << "\n";
    std::cerr << result.problems.format_all();
    if (result.failed()) return 2;
    return options.strict && result.problems.size() > 0 ? 1 : 0;
  });
}

}  // namespace dw
