// i18n_command: `deckwright i18n extract|update|check <set-dir>`, the translator's workflow:
//   extract  writes locales/<set>.pot, every translatable string of the set with its context,
//            notes for the translator (card, field, box size, lines, tokens to keep) and source
//            references;
//   update   extracts, then merges the template into every locales/<lang>.po with GNU msgmerge
//            (a changed source text makes its message fuzzy, the old text kept as #| msgid);
//            --add LANG first creates locales/LANG.po with msginit;
//   check    checks translations (icon tokens and placeholders kept, messages current) and lays
//            out every card in each locale, pseudo-locales too: overflow at min_size, tofu, font
//            substitution; the booklet, trackers and aids are loaded in the locale as well.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace dw {

struct I18nOptions {
  std::string set_dir;
  std::vector<std::string> add;      // update: languages to create first
  std::vector<std::string> locales;  // check: locales (default: every PO file); all; x-long, x-debug
  bool strict = false;               // check: warnings fail too
};

void add_i18n_command(CLI::App& app, I18nOptions& options, int& exit_code);
int run_i18n_extract(const I18nOptions& options);
int run_i18n_update(const I18nOptions& options);
int run_i18n_check(const I18nOptions& options);

}  // namespace dw
