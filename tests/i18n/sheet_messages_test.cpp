// sheet_messages_test: deckwright's own words on the print sheets through the binary. `i18n
// extract` offers them (sheet|<key>, with notes and placeholders); a German build prints the
// translated check bar, page kinds, caption, bookmarks and PDF title, and an untranslated word
// falls back to English with a warning at its PO line; a caption that drops a placeholder is an
// error at its msgstr line; a Japanese check bar is set in the Japanese fallback font.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "i18n_set.hpp"
#include "po_edit.hpp"
#include "support/run_command.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

CommandResult deckwright(const std::string& args) { return run_command(shell_quote(deckwright_binary()) + " " + args); }

class SheetWordsTest : public ::testing::Test {
 protected:
  void add(const std::string& lang) {
    const auto r = deckwright("i18n update " + shell_quote(set_.path().string()) + " --add " + lang);
    ASSERT_EQ(r.exit_code, 0) << r.err;
  }
  CommandResult build(const std::string& lang) {
    // Trackers and aids in PDFs of their own (--separate-extras), so their titles can be read back.
    return deckwright("build " + shell_quote(set_.path().string()) + " --locale " + lang + " --separate-extras --out " +
                      shell_quote(out_.path().string()));
  }
  // A build whose PDF embeds a CID-keyed CFF font (Noto Sans CJK JP). Cairo 1.16 loses a few
  // buffers while it subsets such a font as the PDF surface finishes; tests/lsan.supp suppresses
  // leaks inside cairo_surface_finish, which only the slow unwinder sees through Cairo's frames,
  // so this build asks for it (only a sanitizer build reads ASAN_OPTIONS).
  CommandResult build_with_cjk_font(const std::string& lang) {
    return run_command("ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}fast_unwind_on_malloc=0\" " +
                       shell_quote(deckwright_binary()) + " build " + shell_quote(set_.path().string()) +
                       " --locale " + lang + " --out " + shell_quote(out_.path().string()));
  }
  fs::path po(const std::string& lang) const { return set_.path() / "locales" / (lang + ".po"); }
  fs::path pdf(const std::string& lang, const std::string& name) const { return out_.path() / "tiny" / lang / name; }
  void SetUp() override { write_i18n_set(set_); }
  TempDir set_;
  TempDir out_;
};

TEST_F(SheetWordsTest, ExtractOffersEverySheetWordWithItsNotes) {
  const auto r = deckwright("i18n extract " + shell_quote(set_.path().string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string pot = read_file(set_.path() / "locales" / "tiny.pot");
  for (const char* key : {"check-bar", "fronts", "backs", "fold-sheets", "caption", "sheet-title", "pnp-title",
                          "trackers-title", "aids-title"})
    EXPECT_THAT(pot, ::testing::HasSubstr(std::string("msgctxt \"sheet|") + key + "\"\n")) << key;
  EXPECT_THAT(pot, ::testing::HasSubstr("msgctxt \"sheet|check-bar\"\nmsgid \"50 mm: measure to check the print scale\"\n"))
      << pot;
  EXPECT_THAT(pot, ::testing::HasSubstr("#. Keep these placeholders as written: {caption} {section} {sheets} {sheet}\n"
                     "msgctxt \"sheet|caption\"\n"
                     "msgid \"{caption} \u00B7 {section} \u00B7 sheet {sheet} of {sheets}\"\n"))
      << pot;
}

TEST_F(SheetWordsTest, GermanSheetsPrintTheTranslatedWordsAndFallBackWithAWarning) {
  add("de");
  translate(po("de"), "set|title", "Kleines Duell");
  translate(po("de"), "sheet|check-bar", "50 mm: nachmessen, um den Druckmaßstab zu prüfen");
  translate(po("de"), "sheet|fronts", "Vorderseiten");
  // sheet|backs stays untranslated: the back pages say "Backs", with a warning.
  translate(po("de"), "sheet|caption", "{caption} \u00B7 {section} \u00B7 Blatt {sheet} von {sheets}");
  translate(po("de"), "sheet|sheet-title", "Blatt {sheet} von {sheets}");
  translate(po("de"), "sheet|pnp-title", "{title} \u2014 zum Ausdrucken");
  const auto r = build("de");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const fs::path sheets = pdf("de", "tiny-a4.pdf");
  const std::string text = text_of(sheets);
  EXPECT_THAT(text, ::testing::HasSubstr("50 mm: nachmessen, um den Druckmaßstab zu prüfen")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr("Kleines Duell 1.0 \u00B7 Vorderseiten \u00B7 Blatt 1 von 1")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr("Kleines Duell 1.0 \u00B7 Backs \u00B7 Blatt 1 von 1")) << text;
  EXPECT_THAT(text, ::testing::Not(::testing::HasSubstr("measure to check"))) << text;
  EXPECT_THAT(text, ::testing::Not(::testing::HasSubstr("Fronts"))) << text;

  // Bookmarks, page labels and the document title.
  const std::string outline = run_command("qpdf --json --json-key=outlines " + shell_quote(sheets.string())).out;
  EXPECT_THAT(outline, ::testing::HasSubstr("\"title\": \"Vorderseiten\"")) << outline;
  EXPECT_THAT(outline, ::testing::HasSubstr("\"title\": \"Blatt 1 von 1\"")) << outline;
  EXPECT_THAT(outline, ::testing::Not(::testing::HasSubstr("Sheet 1 of 1"))) << outline;
  const std::string info = run_command("pdfinfo " + shell_quote(sheets.string())).out;
  EXPECT_THAT(info, ::testing::HasSubstr("Kleines Duell \u2014 zum Ausdrucken")) << info;

  // The untranslated words are printed in English and listed at their PO lines.
  const std::string backs_at =
      po("de").string() + ":" + std::to_string(line_of(po("de"), "msgid \"Backs\"")) + ":1: warning: ";
  EXPECT_THAT(r.err, ::testing::HasSubstr(backs_at + "'sheet|backs' is not translated: the source text is printed [locale de]"))
      << r.err;
  EXPECT_THAT(r.err, ::testing::HasSubstr("'sheet|trackers-title' is not translated")) << r.err;
  EXPECT_THAT(run_command("pdfinfo " + shell_quote(pdf("de", "tiny-trackers-a4.pdf").string())).out, ::testing::HasSubstr("Kleines Duell \u2014 trackers"));
  EXPECT_THAT(r.err, ::testing::Not(::testing::HasSubstr("'sheet|caption'"))) << r.err;
  EXPECT_THAT(r.err, ::testing::Not(::testing::HasSubstr("'sheet|fronts'"))) << r.err;
}

TEST_F(SheetWordsTest, CaptionThatDropsAPlaceholderIsAnErrorAtItsPoLine) {
  add("de");
  translate(po("de"), "sheet|caption", "{caption} \u00B7 {section} \u00B7 Blatt {sheet}");
  const auto r = deckwright("i18n check " + shell_quote(set_.path().string()) + " --locale de");
  EXPECT_EQ(r.exit_code, 2) << r.err;
  const int line = line_of(po("de"), "msgstr \"{caption} \u00B7 {section} \u00B7 Blatt {sheet}\"");
  ASSERT_GT(line, 0);
  EXPECT_THAT(r.err, ::testing::HasSubstr(po("de").string() + ":" + std::to_string(line) +
                       ":1: error: the translation of 'sheet|caption' drops {sheets} [locale de]"))
      << r.err;
}

TEST_F(SheetWordsTest, JapaneseCheckBarIsSetInTheJapaneseFont) {
  add("ja");
  // Only the sheet words are Japanese: any CJK font in the PDF is there for them.
  translate(po("ja"), "sheet|check-bar", "50 mm：定規で測って印刷倍率を確認してください");
  translate(po("ja"), "sheet|fronts", "表面");
  const auto r = build_with_cjk_font("ja");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const fs::path sheets = pdf("ja", "tiny-a4.pdf");
  EXPECT_THAT(text_of(sheets), ::testing::HasSubstr("定規で測って印刷倍率を確認してください"));
  const std::string fonts = run_command("pdffonts " + shell_quote(sheets.string())).out;
  EXPECT_THAT(fonts, ::testing::HasSubstr("NotoSansCJKjp")) << fonts;
}

}  // namespace
}  // namespace dw
