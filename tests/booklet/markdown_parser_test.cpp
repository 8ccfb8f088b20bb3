// Markdown to booklet blocks: the structure md4c reports (headings, lists, quotes, tables,
// figures, icons, page breaks) and the diagnostics for Markdown that would print wrongly, each at
// its file:line:col.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "booklet/markdown_parser.hpp"
#include "render/text_language.hpp"

namespace dw {
namespace {

BookletDocument parse_ok(const std::string& md) {
  Diagnostics d;
  BookletDocument doc = parse_markdown(md, "rules.md", d);
  EXPECT_FALSE(d.has_errors()) << d.format_all();
  return doc;
}

// The single error a source gives, formatted.
std::string only_error(const std::string& md) {
  Diagnostics d;
  parse_markdown(md, "rules.md", d);
  EXPECT_EQ(d.size(), 1u) << d.format_all();
  return d.size() ? format_diagnostic(d.items().front()) : "";
}

TEST(MarkdownParser, HeadingsParagraphsAndEmphasis) {
  const auto doc = parse_ok("# The Duel\n\nStrike **hard** and *fast*,\nthen rest.\n\n## Setup\n");
  ASSERT_EQ(doc.blocks.size(), 3u);
  EXPECT_EQ(doc.blocks[0].kind, BlockKind::heading);
  EXPECT_EQ(doc.blocks[0].level, 1);
  EXPECT_EQ(doc.blocks[0].text.text, "The Duel");
  EXPECT_EQ(doc.blocks[0].where.line, 1);
  const Block& p = doc.blocks[1];
  EXPECT_EQ(p.kind, BlockKind::paragraph);
  EXPECT_EQ(p.text.text, "Strike hard and fast, then rest.");  // the soft break is a space
  ASSERT_EQ(p.text.spans.size(), 2u);
  EXPECT_EQ(p.text.text.substr(p.text.spans[0].start, p.text.spans[0].end - p.text.spans[0].start), "hard");
  EXPECT_TRUE(p.text.spans[0].bold);
  EXPECT_TRUE(p.text.spans[1].italic);
  EXPECT_EQ(p.where.line, 3);
  EXPECT_EQ(doc.blocks[2].level, 2);
  EXPECT_EQ(doc.blocks[2].where.line, 6);
}

TEST(MarkdownParser, TightAndLooseListsAndNesting) {
  const auto doc = parse_ok("1. one\n2. two\n   - inner a\n   - inner b\n\n- loose\n\n- items\n");
  ASSERT_EQ(doc.blocks.size(), 2u);
  const Block& ol = doc.blocks[0];
  EXPECT_TRUE(ol.ordered);
  EXPECT_EQ(ol.start, 1);
  ASSERT_EQ(ol.items.size(), 2u);
  ASSERT_EQ(ol.items[1].size(), 2u);  // its text, then the nested list
  EXPECT_EQ(ol.items[1][0].text.text, "two");
  EXPECT_EQ(ol.items[1][1].kind, BlockKind::list);
  EXPECT_EQ(ol.items[1][1].items.size(), 2u);
  EXPECT_EQ(ol.items[1][1].items[1][0].text.text, "inner b");
  const Block& ul = doc.blocks[1];
  EXPECT_FALSE(ul.ordered);
  ASSERT_EQ(ul.items.size(), 2u);
  EXPECT_EQ(ul.items[0][0].kind, BlockKind::paragraph);
  EXPECT_EQ(ul.items[0][0].text.text, "loose");
}

TEST(MarkdownParser, QuoteTableAndPageBreak) {
  const auto doc = parse_ok("> An example.\n> Still the example.\n\n---\n\n| Move | Effect |\n|:--|--:|\n| Attack | *hits* |\n| Parry | stops |\n");
  ASSERT_EQ(doc.blocks.size(), 3u);
  EXPECT_EQ(doc.blocks[0].kind, BlockKind::quote);
  ASSERT_EQ(doc.blocks[0].children.size(), 1u);
  EXPECT_EQ(doc.blocks[0].children[0].text.text, "An example. Still the example.");
  EXPECT_EQ(doc.blocks[1].kind, BlockKind::page_break);
  const Block& t = doc.blocks[2];
  EXPECT_EQ(t.kind, BlockKind::table);
  ASSERT_EQ(t.rows.size(), 3u);
  EXPECT_EQ(t.rows[0][1].text, "Effect");
  EXPECT_EQ(t.rows[1][1].text, "hits");
  EXPECT_TRUE(t.rows[1][1].spans.at(0).italic);
  EXPECT_EQ(t.aligns, (std::vector<CellAlign>{CellAlign::left, CellAlign::right}));
}

// Quotes and lists nest at most kMaxMarkdownNesting deep, counted together; deeper is an error
// at the first text inside and the parse stops (before: 45 quotes pushed text off the page and
// 10,000 nested lists made 337 pages).
TEST(MarkdownParser, NestingStopsAtEightLevels) {
  parse_ok("Intro.\n\n" + std::string(8, '>') + " Deep but allowed.\n");
  parse_ok("> - > - > - > - Four quotes and four lists.\n");
  EXPECT_EQ(only_error("Intro.\n\n" + std::string(9, '>') + " Too deep.\n"),
            "rules.md:3:11: error: block quotes and lists nest more than 8 deep here\n"
            "  hint: a booklet nests quotes and lists at most 8 levels; flatten the text");
  EXPECT_THAT(only_error("> - > - > - > - > Nine.\n"), ::testing::HasSubstr("rules.md:1:19: error: block quotes and lists nest"));
  std::string lists;
  for (int i = 0; i < 10000; ++i) lists += std::string(static_cast<std::size_t>(i) * 2 % 40, ' ') + "- item\n";
  Diagnostics d;
  parse_markdown(std::string(10000, '>') + " x\n" + lists, "rules.md", d);
  EXPECT_EQ(d.size(), 1u) << d.format_all();
}

TEST(MarkdownParser, FiguresAndIcons) {
  const auto doc = parse_ok("Deal 2 :spade: and 1 :heart: to a foe; 10\\:30 is text.\n\n![An attack](card:spade-10) ![](art/duel.svg)\n");
  ASSERT_EQ(doc.blocks.size(), 2u);
  const RichText& t = doc.blocks[0].text;
  ASSERT_EQ(t.icons.size(), 2u);
  EXPECT_EQ(t.icons[0].name, "spade");
  EXPECT_EQ(t.plain(), "Deal 2 :spade: and 1 :heart: to a foe; 10:30 is text.");
  ASSERT_EQ(doc.icons.size(), 2u);
  EXPECT_EQ(doc.icons[1].where, (SourcePos{"rules.md", 1, 22}));
  const Block& f = doc.blocks[1];
  EXPECT_EQ(f.kind, BlockKind::figures);
  ASSERT_EQ(f.figures.size(), 2u);
  EXPECT_EQ(f.figures[0].card_id, "spade-10");
  EXPECT_EQ(f.figures[0].caption, "An attack");
  EXPECT_EQ(f.figures[0].where, (SourcePos{"rules.md", 3, 14}));
  EXPECT_EQ(f.figures[1].src, "art/duel.svg");
  EXPECT_TRUE(f.figures[1].card_id.empty());
}

TEST(MarkdownParser, EntitiesAndCodeSpans) {
  const auto doc = parse_ok("Ten &mdash; or &#8531; &amp; `code`\n");
  EXPECT_EQ(doc.blocks[0].text.text, "Ten \u2014 or \u2153 & code");
  ASSERT_EQ(doc.blocks[0].text.spans.size(), 1u);
  EXPECT_TRUE(doc.blocks[0].text.spans[0].code);
}

TEST(MarkdownParser, StraightQuotesAreSetCurlyOutsideCodeAndEscapes) {
  // The quote's side is read from the text set before it, across md4c's runs (the bold span).
  const auto doc = parse_ok("The **duelist's** \"gain\" and 'them' (\\'straight\\') `it's \"code\"`\n");
  EXPECT_EQ(doc.blocks[0].text.text,
            "The duelist\u2019s \u201Cgain\u201D and \u2018them\u2019 ('straight') it's \"code\"");
  const auto figure = parse_ok("![the 'Ace'](art/duel.svg)\n");
  EXPECT_EQ(figure.blocks[0].figures.at(0).caption, "the \u2018Ace\u2019");
  // The language's marks; and no typographer at all when switched off.
  Diagnostics d;
  const QuoteStyle german = quote_style_for("de");
  const auto de = parse_markdown("Er sagt \"ja\".\n", "rules.md", d, MarkupOptions{true, &german});
  EXPECT_EQ(de.blocks[0].text.text, "Er sagt \u201Eja\u201C.");
  const auto plain = parse_markdown("It's \"so\".\n", "rules.md", d, MarkupOptions{false, nullptr});
  EXPECT_EQ(plain.blocks[0].text.text, "It's \"so\".");
  EXPECT_FALSE(d.has_errors()) << d.format_all();
}

TEST(MarkdownParser, PositionsMapOffsetsToLinesAndColumns) {
  const std::string s = "ab\ncd\n\nef";
  EXPECT_EQ(source_position(s, 0, "f"), (SourcePos{"f", 1, 1}));
  EXPECT_EQ(source_position(s, 4, "f"), (SourcePos{"f", 2, 2}));
  EXPECT_EQ(source_position(s, 7, "f"), (SourcePos{"f", 4, 1}));
}

TEST(MarkdownParser, MalformedMarkdownIsReportedWhereItIs) {
  EXPECT_EQ(only_error("# Title\n\nStrike **hard and fast.\n"),
            "rules.md:3:8: error: '*' opens or closes no emphasis\n"
            "  hint: close the emphasis (*italic*, **bold**) or write \\* for a literal asterisk");
  EXPECT_EQ(only_error("Text\n\nSee ![the card(card:spade-1) now.\n"),
            "rules.md:3:5: error: unfinished image or link\n"
            "  hint: write ![caption](source) or [text](target) in full, on one line");
  EXPECT_THAT(only_error("para\n\n<div>raw</div>\n"), ::testing::HasSubstr("rules.md:3:1: error: raw HTML is not supported"));
  EXPECT_THAT(only_error("Some <b>bold</b>.\n"), ::testing::HasSubstr("rules.md:1:6: error: raw HTML"));
  EXPECT_THAT(only_error("ok\n\n#### Deep\n"), ::testing::HasSubstr("rules.md:3:6: error: heading level 4 is deeper"));
  // Found by fuzz_markdown: an empty heading has no text to take a position from.
  EXPECT_THAT(only_error("####\n\nSd"), ::testing::HasSubstr("rules.md:1:1: error: heading level 4 is deeper"));
  EXPECT_THAT(only_error("Look: ![x](card:spade-1) here.\n"), ::testing::HasSubstr("rules.md:1:12: error: an image shares its paragraph"));
  EXPECT_THAT(only_error("# A ![x](art/a.svg)\n"), ::testing::HasSubstr("rules.md:1:10: error: an image cannot stand in a heading"));
  EXPECT_THAT(only_error("\n![x](card:)\n"), ::testing::HasSubstr("rules.md:2:6: error: 'card:' names no card"));
  EXPECT_THAT(only_error("a &bogus; b\n"), ::testing::HasSubstr("rules.md:1:3: error: unknown character entity '&bogus;'"));
  EXPECT_THAT(only_error("fine\nbad \xff byte\n"), ::testing::HasSubstr("rules.md:2:5: error: the booklet is not valid UTF-8"));
}

TEST(MarkdownParser, EscapedAsteriskIsText) {
  const auto doc = parse_ok("Five \\* three\n");
  EXPECT_EQ(doc.blocks[0].text.text, "Five * three");
}

}  // namespace
}  // namespace dw
