// i18n_command: `deckwright i18n extract|update|check`: their options, the pipeline's
// translation tasks (pipeline/translation_tasks.hpp, pipeline/locale_check.hpp), what they wrote.
#include "cli/i18n_command.hpp"

#include <iostream>

#include "cli/guarded_run.hpp"
#include "model/card_set_loader.hpp"
#include "pipeline/locale_check.hpp"
#include "model/project_home.hpp"
#include "pipeline/translation_tasks.hpp"

namespace fs = std::filesystem;

namespace dw {

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
  return run_guarded([&](Diagnostics& warnings) {
    const TemplateWritten pot = extract_translations(options.set_dir, warnings);
    std::cout << "wrote " << pot.pot.string() << ": " << pot.messages << " messages\n";
    return 0;
  });
}

int run_i18n_update(const I18nOptions& options) {
  return run_guarded([&](Diagnostics& warnings) {
    const TranslationUpdate update = update_translations(options.set_dir, options.add, warnings);
    std::cout << "wrote " << update.pot.pot.string() << ": " << update.pot.messages << " messages\n";
    for (const fs::path& po : update.created) std::cout << "created " << po.string() << "\n";
    for (const auto& [po, summary] : update.merged) std::cout << "merged " << po.string() << ": " << summary << "\n";
    return 0;
  });
}

int run_i18n_check(const I18nOptions& options) {
  return run_guarded([&](Diagnostics& warnings) {
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
