// translation_check_test: `check_translations` as a library call (what the validator runs) and
// the bundled catalogues. A translation that drops an icon token comes back as an error at its PO
// line, bad input comes back as diagnostics instead of an exception; every bundled .pot and .po
// passes `msgfmt -c`, and every bundled locale checks without errors and without overflow.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

#include "pipeline/locale_check.hpp"
#include "i18n_set.hpp"
#include "support/run_command.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

const fs::path kHome = DW_SOURCE_DIR;

// A German catalogue for the tiny set: a header, then `entries` (already in PO syntax).
void write_german(const TempDir& set, const std::string& entries) {
  set.write("locales/de.po",
            "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n" + entries);
}

bool mentions(const Diagnostics& d, const std::string& text) {
  return std::any_of(d.items().begin(), d.items().end(), [&](const Diagnostic& x) {
    return (x.where.file + ":" + std::to_string(x.where.line) + ": " + x.message).find(text) != std::string::npos;
  });
}

TEST(CheckTranslations, DroppedIconTokenIsAnErrorAtItsPoLine) {
  TempDir set;
  write_i18n_set(set);
  write_german(set,
               "msgctxt \"one|name\"\nmsgid \"First Strike\"\nmsgstr \"Erstschlag\"\n\n"
               "msgctxt \"one|text\"\nmsgid \"Deal **1** :sword: damage to your opponent.\"\n"
               "msgstr \"Füge deinem Gegner **1** Schaden zu.\"\n");
  const TranslationCheck result = check_translations(set.path(), kHome);
  ASSERT_EQ(result.locales.size(), 1u) << result.problems.format_all();
  EXPECT_EQ(result.locales[0].locale, "de");
  EXPECT_EQ(result.locales[0].messages, 33);  // 23 of the set, 10 sheet words
  EXPECT_TRUE(result.failed());
  const std::string po = (set.path() / "locales" / "de.po").string();
  EXPECT_TRUE(mentions(result.problems, po + ":12: the translation of 'one|text' drops :sword:")) << result.problems.format_all();
  EXPECT_FALSE(mentions(result.problems, "'one|name'")) << result.problems.format_all();
}

TEST(CheckTranslations, FuzzyTranslationIsAWarningNotATokenError) {
  // After `i18n update` a changed source keeps the old translation, flagged fuzzy; it is not
  // printed, so a token it lacks is not an error until the translator clears the flag.
  TempDir set;
  write_i18n_set(set);
  write_german(set,
               "#, fuzzy\nmsgctxt \"one|text\"\nmsgid \"Deal **1** :sword: damage to your opponent.\"\n"
               "msgstr \"Füge deinem Gegner **1** Schaden zu.\"\n");
  const TranslationCheck result = check_translations(set.path(), kHome);
  EXPECT_FALSE(result.failed()) << result.problems.format_all();
  EXPECT_TRUE(mentions(result.problems, "the translation of 'one|text' is fuzzy")) << result.problems.format_all();
  EXPECT_FALSE(mentions(result.problems, "drops :sword:")) << result.problems.format_all();
}

TEST(CheckTranslations, KeptTokensCheckCleanAndPseudoLocalesNeedNoPoFile) {
  TempDir set;
  write_i18n_set(set);
  write_german(set,
               "msgctxt \"one|text\"\nmsgid \"Deal **1** :sword: damage to your opponent.\"\n"
               "msgstr \"Füge deinem Gegner **1** :sword: Schaden zu.\"\n");
  const TranslationCheck result = check_translations(set.path(), kHome, {"de", "x-debug"});
  EXPECT_FALSE(result.failed()) << result.problems.format_all();
  ASSERT_EQ(result.locales.size(), 2u);
  EXPECT_EQ(result.locales[0].translated, 1);
  // Messages the PO file lacks print in English: warnings, not errors.
  EXPECT_TRUE(mentions(result.problems, "no message 'two|text'")) << result.problems.format_all();
  EXPECT_EQ(result.locales[1].locale, "x-debug");
  EXPECT_EQ(result.locales[1].overflowing, 0);
  EXPECT_GT(result.locales[1].text_boxes, 0);
}

TEST(CheckTranslations, BadInputComesBackAsDiagnostics) {
  TempDir set;
  write_i18n_set(set);
  // A set without PO files has nothing to check unless a locale is asked for by name.
  TranslationCheck result = check_translations(set.path(), kHome);
  EXPECT_FALSE(result.failed()) << result.problems.format_all();
  EXPECT_TRUE(result.locales.empty());
  result = check_translations(set.path(), kHome, {"fr"});
  EXPECT_TRUE(result.failed());
  EXPECT_TRUE(mentions(result.problems, "fr")) << result.problems.format_all();
  // A PO file with a syntax error, and a set that does not load.
  write_german(set, "msgctxt \"one|name\"\nmsgid \"First Strike\"\nmsgstr Erstschlag\n");
  result = check_translations(set.path(), kHome);
  EXPECT_TRUE(result.failed());
  EXPECT_TRUE(mentions(result.problems, "de.po:8")) << result.problems.format_all();
  set.write("cards/cards.toml", "[[card]]\nid = \"one\"\nkind = \"face\"\n");
  result = check_translations(set.path(), kHome);
  EXPECT_TRUE(result.failed());
  EXPECT_TRUE(mentions(result.problems, "cards.toml:1")) << result.problems.format_all();
}

std::vector<fs::path> bundled_catalogues() {
  std::vector<fs::path> files;
  for (const auto& set : fs::directory_iterator(kHome / "cardsets")) {
    if (!fs::is_directory(set.path() / "locales")) continue;
    for (const auto& f : fs::directory_iterator(set.path() / "locales"))
      if (f.path().extension() == ".po" || f.path().extension() == ".pot") files.push_back(f.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

TEST(BundledCatalogues, MsgfmtChecksEveryTemplateAndTranslation) {
  if (run_command("msgfmt --version").exit_code != 0) GTEST_SKIP() << "msgfmt is not installed (it is in build.sh's PACKAGES)";
  const std::vector<fs::path> files = bundled_catalogues();
  // Clashing Blades! ships at least its template, German and French.
  for (const char* name : {"clashing-blades.pot", "de.po", "fr.po"})
    EXPECT_TRUE(std::any_of(files.begin(), files.end(), [&](const fs::path& f) { return f.filename() == name; })) << name;
  for (const fs::path& file : files) {
    const auto r = run_command("msgfmt -c -o /dev/null " + shell_quote(file.string()));
    EXPECT_EQ(r.exit_code, 0) << file << "\n" << r.err;
  }
}

TEST(BundledCatalogues, EveryLocaleChecksWithoutErrorsOrOverflow) {
  int checked = 0;
  for (const auto& entry : fs::directory_iterator(kHome / "cardsets")) {
    if (!fs::is_directory(entry.path() / "locales")) continue;
    const TranslationCheck result = check_translations(entry.path(), kHome);
    checked += static_cast<int>(result.locales.size());
    EXPECT_FALSE(result.failed()) << entry.path() << "\n" << result.problems.format_all();
    for (const LocaleCheck& locale : result.locales) {
      EXPECT_EQ(locale.overflowing, 0) << entry.path() << ": " << locale.summary();
      EXPECT_GT(locale.translated, 0) << entry.path() << ": " << locale.summary();
      EXPECT_GT(locale.text_boxes, 0) << entry.path() << ": " << locale.summary();
    }
  }
  EXPECT_GE(checked, 1);
}

}  // namespace
}  // namespace dw
