// po_catalog_test: PO files read through libgettextpo (contexts, fuzzy flags, previous msgids,
// comments, references, line numbers), syntax errors at their line, and POT files written
// byte-identically and accepted by `msgfmt -c`.
#include "i18n/po_catalog.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "i18n/po_positions.hpp"
#include "i18n/pot_writer.hpp"
#include "model/card_set_loader.hpp"
#include "support/run_command.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using testing::TempDir;

const char* const kGermanPo = R"(# German translation of a tiny set.
msgid ""
msgstr ""
"Project-Id-Version: tiny 1.0\n"
"Language: de\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"

#. Card: Ace of Spades (spade-a), field text
#: cards/duel.toml:12
msgctxt "spade-a|text"
msgid "Strike for **1**."
msgstr "Schlag mit **1**."

#, fuzzy
#| msgid "Parry up to **2**."
msgctxt "diamond-2|text"
msgid "Turn aside up to **2**."
msgstr "Pariere bis zu **2**."

msgctxt "spade-a|move"
msgid "Attack"
msgstr ""

msgctxt "booklet|1"
msgid ""
"A long paragraph "
"in two strings."
msgstr ""
"Ein langer Absatz "
"in zwei Zeichenketten."

#~ msgctxt "old|text"
#~ msgid "Gone"
#~ msgstr "Weg"
)";

TEST(PoCatalog, ReadsMessagesWithContextFlagsAndLines) {
  TempDir dir;
  const auto file = dir.write("de.po", kGermanPo);
  Diagnostics diags;
  auto catalog = read_po_file(file, diags);
  ASSERT_TRUE(catalog);
  EXPECT_FALSE(diags.has_errors()) << diags.format_all();
  EXPECT_EQ(catalog->language, "de");
  ASSERT_EQ(catalog->entries.size(), 4u);  // header and obsolete message dropped

  const PoEntry* strike = catalog->find(std::string("spade-a|text"), "Strike for **1**.");
  ASSERT_NE(strike, nullptr);
  EXPECT_EQ(strike->msgstr, "Schlag mit **1**.");
  EXPECT_TRUE(strike->translated());
  EXPECT_EQ(strike->extracted_comments, "Card: Ace of Spades (spade-a), field text");
  ASSERT_EQ(strike->references.size(), 1u);
  EXPECT_EQ(strike->references[0].file, "cards/duel.toml");
  EXPECT_EQ(strike->references[0].line, 12);
  EXPECT_EQ(strike->where.line, 13);
  EXPECT_EQ(strike->msgstr_where.line, 14);

  const PoEntry* parry = catalog->find_context("diamond-2|text");
  ASSERT_NE(parry, nullptr);
  EXPECT_TRUE(parry->fuzzy);
  EXPECT_FALSE(parry->translated());
  EXPECT_EQ(parry->previous_msgid, "Parry up to **2**.");
  EXPECT_EQ(parry->msgstr_where.line, 20);

  EXPECT_FALSE(catalog->find_context("spade-a|move")->translated());
  const PoEntry* paragraph = catalog->find(std::string("booklet|1"), "A long paragraph in two strings.");
  ASSERT_NE(paragraph, nullptr);
  EXPECT_EQ(paragraph->msgstr, "Ein langer Absatz in zwei Zeichenketten.");
  EXPECT_EQ(paragraph->where.line, 27);
  EXPECT_EQ(paragraph->msgstr_where.line, 30);
  EXPECT_EQ(catalog->find_context("old|text"), nullptr);
  // A context and a source text must both match.
  EXPECT_EQ(catalog->find(std::string("spade-a|text"), "Strike for **2**."), nullptr);
  EXPECT_EQ(catalog->find(std::nullopt, "Strike for **1**."), nullptr);
}

TEST(PoCatalog, SyntaxErrorIsReportedAtItsLine) {
  TempDir dir;
  const auto file = dir.write("fr.po",
                              "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
                              "msgctxt \"a|text\"\nmsgid \"Parry\"\nmsgstr \"Parade\n");
  Diagnostics diags;
  auto catalog = read_po_file(file, diags);
  ASSERT_TRUE(catalog);
  ASSERT_TRUE(diags.has_errors());
  EXPECT_EQ(diags.items().front().where.file, file.string());
  // gettext counts the string's end of line as the next line, as `msgfmt -c` reports it too.
  EXPECT_EQ(diags.items().front().where.line, 7) << diags.format_all();
  EXPECT_THAT(diags.items().front().message, ::testing::HasSubstr("end-of-line within string"));
}

// A translation is held to the printed-field limit (16 KiB) at its msgstr line, and a PO file to
// its size cap before libgettextpo parses it; before, a 10 MB msgstr was laid out for minutes.
TEST(PoCatalog, TranslationsObeyTheFieldLimitAndTheFileCap) {
  TempDir dir;
  const std::string header = "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n";
  const auto at_limit = dir.write("at.po", header + "msgctxt \"a|text\"\nmsgid \"Parry\"\nmsgstr \"" +
                                               std::string(kMaxFieldLength, 'x') + "\"\n");
  Diagnostics fine;
  auto kept = read_po_file(at_limit, fine);
  ASSERT_TRUE(kept);
  EXPECT_FALSE(fine.has_errors()) << fine.format_all();
  ASSERT_EQ(kept->entries.size(), 1u);
  EXPECT_EQ(kept->entries[0].msgstr.size(), kMaxFieldLength);

  const auto over = dir.write("over.po", header + "msgctxt \"a|text\"\nmsgid \"Parry\"\nmsgstr \"" +
                                             std::string(kMaxFieldLength + 1, 'x') + "\"\n");
  Diagnostics diags;
  auto dropped = read_po_file(over, diags);
  ASSERT_TRUE(dropped);
  ASSERT_TRUE(diags.has_errors());
  EXPECT_EQ(diags.items().front().where.file, over.string());
  EXPECT_EQ(diags.items().front().where.line, 6) << diags.format_all();
  EXPECT_THAT(diags.items().front().message, ::testing::HasSubstr("16385 bytes long; the limit is 16384"))
      << diags.format_all();
  ASSERT_EQ(dropped->entries.size(), 1u);
  EXPECT_TRUE(dropped->entries[0].msgstr.empty());

  std::string huge = header;
  while (huge.size() <= kMaxPoFileBytes) huge += "# " + std::string(4000, 'c') + "\n";
  const auto big = dir.write("big.po", huge);
  Diagnostics capped;
  EXPECT_FALSE(read_po_file(big, capped));
  ASSERT_TRUE(capped.has_errors());
  EXPECT_THAT(capped.items().front().message, ::testing::HasSubstr("the limit is 8388608 bytes"))
      << capped.format_all();
}

// A translation may not turn printed text around with a bidi override or isolate (none of the
// Arabic catalogues needs one: Pango orders right-to-left text itself); it is refused at its msgstr
// line and the source text is printed instead.
TEST(PoCatalog, TranslationsMayNotHoldBidiControls) {
  TempDir dir;
  const std::string header = "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n";
  const auto po = dir.write("ar.po", header + "msgctxt \"a|name\"\nmsgid \"Healer\"\nmsgstr \"Heal\u202Eer\"\n");
  Diagnostics diags;
  auto read = read_po_file(po, diags);
  ASSERT_TRUE(read);
  ASSERT_TRUE(diags.has_errors());
  EXPECT_EQ(diags.items().front().where.line, 6) << diags.format_all();
  EXPECT_THAT(diags.items().front().message, ::testing::HasSubstr("holds the bidi control U+202E at byte 4"))
      << diags.format_all();
  ASSERT_EQ(read->entries.size(), 1u);
  EXPECT_TRUE(read->entries[0].msgstr.empty());

  const auto marks = dir.write("marks.po", header + "msgctxt \"a|name\"\nmsgid \"Healer\"\nmsgstr \"\u0645\u200F2\"\n");
  Diagnostics fine;
  ASSERT_TRUE(read_po_file(marks, fine));
  EXPECT_FALSE(fine.has_errors()) << fine.format_all();
}

TEST(PoCatalog, MissingFileIsAnError) {
  Diagnostics diags;
  EXPECT_FALSE(read_po_file("/nonexistent/de.po", diags));
  EXPECT_TRUE(diags.has_errors());
}

TEST(PoPositions, UnescapesLikeGettext) {
  EXPECT_EQ(unescape_po_string(R"("a\"b\\c\nd\t\101")"), "a\"b\\c\nd\tA");
  const auto lines = scan_po_positions("msgid \"x\"\nmsgstr \"y\"\n\nmsgctxt \"\"\nmsgid \"x\"\nmsgstr \"z\"\n");
  EXPECT_EQ(lines.at(po_message_key(std::nullopt, "x")).msgstr, 2);
  EXPECT_EQ(lines.at(po_message_key(std::string(), "x")).msgid, 5);  // an empty context is a context
}

TEST(PotWriter, WritesDeterministicTemplateThatMsgfmtAccepts) {
  TempDir dir;
  std::vector<PotEntry> entries = {
      {std::string("spade-a|text"), "Strike for **1**. Only when you go *en garde*; never in an exchange, whatever \"they\" say.",
       {"Card: Ace of Spades (spade-a), field text", "Keep these icon tokens: :spade:"}, {{"cards/duel.toml", 12, 0}}},
      {std::string("spade-a|move"), "Attack", {}, {{"cards/duel.toml", 9, 0}, {"cards/duel.toml", 10, 0}}},
  };
  const auto a = dir.path() / "locales" / "tiny.pot";
  const auto b = dir.path() / "again.pot";
  write_pot_file(a, PotHeader{"tiny 1.0", ""}, entries);
  write_pot_file(b, PotHeader{"tiny 1.0", ""}, entries);
  const std::string text = testing::read_file(a);
  EXPECT_EQ(text, testing::read_file(b));
  EXPECT_THAT(text, ::testing::HasSubstr("#. Keep these icon tokens: :spade:\n")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr("#: cards/duel.toml:12\n")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr("msgctxt \"spade-a|move\"\nmsgid \"Attack\"\nmsgstr \"\"\n")) << text;
  const auto check = testing::run_command("msgfmt -c -o /dev/null " + testing::shell_quote(a.string()));
  EXPECT_EQ(check.exit_code, 0) << check.err;
  // A template has no language yet: msgfmt's one remark on any template (xgettext's included).
  EXPECT_EQ(check.err, a.string() + ":3: warning: header field 'Language' still has the initial default value\n");
  // And it reads back.
  Diagnostics diags;
  auto catalog = read_po_file(a, diags);
  ASSERT_TRUE(catalog);
  ASSERT_EQ(catalog->entries.size(), 2u);
  EXPECT_EQ(catalog->entries[0].msgid, entries[0].msgid);
  EXPECT_EQ(catalog->entries[1].references.size(), 2u);
}

}  // namespace
}  // namespace dw
