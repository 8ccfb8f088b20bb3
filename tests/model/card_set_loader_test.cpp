// Pins loading of a card set: the values it produces and the diagnostics (with positions) that
// bad input produces.
#include "model/card_set_loader.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "support/job_pool.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using dw::testing::TempDir;

const char* kSetToml = R"(id = "mini-duel"
title = "Mini Duel"
version = "0.1.0"
ruleset = "clashing-blades"

[card]
size = "poker"
bleed = "3mm"
safe = "4mm"

[print]
paper = "letter"
back = "back"

[fields]
name = { type = "string", required = true }
value = "integer"
text = "text"
)";

const char* kCards = R"([[card]]
id = "spade-1"
count = 2
kind = "attack"
name = "Ace of Spades"
value = 1
[card.rules]
suit = "spades"
strength = 1

[[card]]
id = "diamond-2"
kind = "defence"
name = "Two of Diamonds"
)";

TEST(CardSetLoader, LoadsAValidSet) {
  TempDir dir;
  dir.write("set.toml", kSetToml);
  dir.write("cards/duel.toml", kCards);
  Diagnostics warnings;
  CardSet set = load_card_set(dir.path(), warnings);
  EXPECT_EQ(set.id, "mini-duel");
  EXPECT_EQ(set.ruleset, "clashing-blades");
  EXPECT_EQ(set.default_paper, "letter");
  EXPECT_EQ(set.back_template, "back");
  EXPECT_NEAR(set.card.width, 180, 1e-9);
  EXPECT_NEAR(set.card.bleed, mm_to_pt(3), 1e-9);
  ASSERT_EQ(set.cards.size(), 2u);
  EXPECT_EQ(set.cards[0].count, 2);
  EXPECT_EQ(set.cards[1].count, 1);
  EXPECT_EQ(set.total_count(), 3);
  EXPECT_EQ(set.cards[0].fields.find("name")->string, "Ace of Spades");
  const Value* strength = set.cards[0].rules.find("strength");
  ASSERT_NE(strength, nullptr);
  EXPECT_EQ(strength->integer, 1);
  EXPECT_EQ(strength->where.line, 9);
  EXPECT_EQ(set.face_template_of(set.cards[0]), "attack");
  EXPECT_EQ(warnings.size(), 0u);
}

struct BadCase {
  const char* name;
  const char* set_toml;  // nullptr: the valid one
  const char* cards;     // nullptr: the valid one
  const char* expected_position;  // "file:line:col" suffix, file relative to the set
  const char* expected_message;
};

class BadInput : public ::testing::TestWithParam<BadCase> {};

TEST_P(BadInput, ReportsPositionAndMessage) {
  const BadCase& c = GetParam();
  TempDir dir;
  dir.write("set.toml", c.set_toml ? c.set_toml : kSetToml);
  dir.write("cards/duel.toml", c.cards ? c.cards : kCards);
  Diagnostics warnings;
  try {
    load_card_set(dir.path(), warnings);
    FAIL() << "expected an InputError";
  } catch (const InputError& e) {
    const std::string text = e.what();
    const std::string position = (dir.path() / c.expected_position).string();
    EXPECT_THAT(text, ::testing::HasSubstr(position + ": error: ")) << text;
    EXPECT_THAT(text, ::testing::HasSubstr(c.expected_message)) << text;
  }
}

INSTANTIATE_TEST_SUITE_P(
    Catalogue, BadInput,
    ::testing::Values(
        BadCase{"MalformedToml", "id = \"x\"\ntitle = \n", nullptr, "set.toml:2:9", "malformed TOML"},
        BadCase{"UnknownCardKey", nullptr, "[[card]]\nid = \"a\"\nkind = \"attack\"\nname = \"A\"\ncuont = 2\n",
                "cards/duel.toml:5:1", "unknown key 'cuont' in card 'a' (did you mean 'count'?)"},
        BadCase{"WrongType", nullptr, "[[card]]\nid = \"a\"\nkind = \"attack\"\nname = \"A\"\nvalue = \"three\"\n",
                "cards/duel.toml:5:9", "field 'value' of card 'a' must be integer, not a string"},
        BadCase{"DuplicateId", nullptr,
                "[[card]]\nid = \"a\"\nkind = \"x\"\nname = \"A\"\n[[card]]\nid = \"a\"\nkind = \"x\"\nname = \"B\"\n",
                "cards/duel.toml:6:6", "duplicate card id 'a'"},
        BadCase{"NegativeCount", nullptr, "[[card]]\nid = \"a\"\ncount = -1\nkind = \"x\"\nname = \"A\"\n",
                "cards/duel.toml:3:9", "'count' is -1, out of range"},
        BadCase{"MissingRequiredField", nullptr, "[[card]]\nid = \"a\"\nkind = \"x\"\n", "cards/duel.toml:1:1",
                "missing the required field 'name'"},
        BadCase{"BadUnit", "id = \"s\"\ntitle = \"S\"\nversion = \"1\"\n[card]\nsize = \"poker\"\nbleed = \"3px\"\n", nullptr,
                "set.toml:6:9", "unknown unit 'px'"},
        BadCase{"NoUnit", "id = \"s\"\ntitle = \"S\"\nversion = \"1\"\n[card]\nsize = \"poker\"\nbleed = 3\n", nullptr,
                "set.toml:6:9", "has no unit"},
        BadCase{"UnknownSize", "id = \"s\"\ntitle = \"S\"\nversion = \"1\"\n[card]\nsize = \"pokr\"\n", nullptr,
                "set.toml:5:8", "unknown card size 'pokr' (did you mean 'poker'?)"},
        BadCase{"MissingTitle", "id = \"s\"\nversion = \"1\"\n[card]\nsize = \"poker\"\n", nullptr, "set.toml:1:1",
                "missing the required key 'title'"},
        BadCase{"EmptySet", nullptr, "", "cards/duel.toml:1:1", "card file defines no cards"},
        BadCase{"NulInPrintedField", nullptr, "[[card]]\nid = \"a\"\nkind = \"x\"\nname = \"Ace\\u0000 of\"\n",
                "cards/duel.toml:4:8", "field 'name' of card 'a' holds the control character U+0000 at byte 3"},
        BadCase{"EscapeInPrintedField", nullptr, "[[card]]\nid = \"a\"\nkind = \"x\"\nname = \"A\\u001b[2J\"\n",
                "cards/duel.toml:4:8", "holds the control character U+001B at byte 1"},
        BadCase{"ControlCharacterInTitle", "id = \"s\"\ntitle = \"S\\u0007\"\nversion = \"1\"\n[card]\nsize = \"poker\"\n",
                nullptr, "set.toml:2:9", "the title holds the control character U+0007"},
        // Bidi embeddings, overrides and isolates make a name print and show in another order
        // than written ("Healer\u202Eevil" reads "Healerlive"); before, they passed silently.
        BadCase{"BidiOverrideInCardName", nullptr, "[[card]]\nid = \"a\"\nkind = \"x\"\nname = \"Healer\\u202Eevil\"\n",
                "cards/duel.toml:4:8", "field 'name' of card 'a' holds the bidi control U+202E at byte 6; it reorders"},
        BadCase{"BidiIsolateInTitle", "id = \"s\"\ntitle = \"S \\u2067x\\u2069\"\nversion = \"1\"\n[card]\nsize = \"poker\"\n",
                nullptr, "set.toml:2:9", "the title holds the bidi control U+2067 at byte 2"},
        BadCase{"BidiEmbeddingInCardText", nullptr,
                "[[card]]\nid = \"a\"\nkind = \"x\"\nname = \"A\"\ntext = \"\\u202Aone\"\n",
                "cards/duel.toml:5:8", "holds the bidi control U+202A at byte 0"},
        BadCase{"ZeroCards", nullptr, "[[card]]\nid = \"a\"\ncount = 0\nkind = \"x\"\nname = \"A\"\n", "set.toml:1:1",
                "the card set has no cards"}),
    [](const auto& param_info) { return std::string(param_info.param.name); });

TEST(CardSetLoader, PrintedFieldsKeepTabsAndLineBreaks) {
  TempDir dir;
  dir.write("set.toml", kSetToml);
  dir.write("cards/duel.toml", "[[card]]\nid = \"a\"\nkind = \"x\"\nname = \"A\"\ntext = \"one\\ttwo\\nthree\\r\\nfour\"\n");
  Diagnostics warnings;
  const CardSet set = load_card_set(dir.path(), warnings);
  EXPECT_EQ(set.cards[0].fields.find("text")->string, "one\ttwo\nthree\r\nfour");
}

// The right-to-left marks stay allowed: a right-to-left name may need one beside a digit or a
// parenthesis, and they cannot turn a run of characters around.
TEST(CardSetLoader, RightToLeftMarksAreAllowed) {
  TempDir dir;
  dir.write("set.toml", kSetToml);
  dir.write("cards/duel.toml", "[[card]]\nid = \"a\"\nkind = \"x\"\nname = \"\u0645\u0644\u0643\u200F (2)\u200E\"\n");
  Diagnostics diags;
  const CardSet set = load_card_set(dir.path(), diags);
  EXPECT_FALSE(diags.has_errors()) << diags.format_all();
  ASSERT_EQ(set.cards.size(), 1u);
}

TEST(CardSetLoader, RefusesCardFilesOutsideTheSet) {
  TempDir dir;
  std::string set = kSetToml;
  set = "cards = [\"../elsewhere.toml\"]\n" + set;
  dir.write("set.toml", set);
  Diagnostics warnings;
  try {
    load_card_set(dir.path(), warnings);
    FAIL() << "expected an InputError";
  } catch (const InputError& e) {
    EXPECT_THAT(std::string(e.what()), ::testing::HasSubstr("leaves the card set's folder")) << e.what();
  }
}


// A card file of `count` cards c0, c1, ... with problems spread over its [[card]] tables (so
// over the slices the loader reads on a pool apart): a wrong type, a duplicate id (of a card
// read in another slice) followed by a wrong type in the same card, an invalid id with an
// unknown key, a card without id, and two duplicates of one id in adjacent slices.
std::string cards_with_problems(int count) {
  std::string text;
  for (int i = 0; i < count; ++i) {
    std::string id = "c" + std::to_string(i);
    std::string extra;
    if (i == 10) extra = "value = \"ten\"\n";
    if (i == 300) { id = "c3"; extra = "value = \"three\"\n"; }
    if (i == 520) { id = "Bad Id"; extra = "colour = \"red\"\n"; }
    if (i == 255 || i == 256 || i == 257) id = "c40";
    text += "[[card]]\n";
    if (i != 650) text += "id = \"" + id + "\"\n";
    text += "kind = \"k\"\nname = \"Card " + std::to_string(i) + "\"\n" + extra;
  }
  return text;
}

// Every diagnostic of loading the set at `dir` (the error thrown, or the warnings), formatted.
std::string load_report(const TempDir& dir, JobPool* pool) {
  Diagnostics warnings;
  try {
    const CardSet set = load_card_set(dir.path(), warnings, pool);
    std::string ids;
    for (const Card& card : set.cards) ids += card.id + "/" + card.fields.find("name")->string + "@" +
                                              std::to_string(card.where.line) + " ";
    return ids + warnings.format_all();
  } catch (const InputError& e) {
    return e.diagnostics().format_all();
  }
}

TEST(CardSetLoader, ReadsCardsOnAPoolAsOnOneThread) {
  TempDir dir;
  dir.write("set.toml", kSetToml);
  dir.write("cards/a.toml", cards_with_problems(700));
  const std::string alone = load_report(dir, nullptr);
  EXPECT_THAT(alone, ::testing::HasSubstr("cards/a.toml:1203:6: error: duplicate card id 'c3'"));
  EXPECT_THAT(alone, ::testing::HasSubstr("duplicate card id 'c40'"));
  EXPECT_THAT(alone, ::testing::HasSubstr("card id 'Bad Id' is not valid"));
  EXPECT_THAT(alone, ::testing::HasSubstr("missing the required key 'id'"));
  for (unsigned threads : {2u, 3u}) {
    JobPool pool(threads);
    EXPECT_EQ(load_report(dir, &pool), alone) << threads << " threads";
  }
  // A set without errors: the same cards in the same order.
  TempDir good;
  good.write("set.toml", kSetToml);
  std::string cards;
  for (int i = 0; i < 600; ++i) cards += "[[card]]\nid = \"g" + std::to_string(i) + "\"\nkind = \"k\"\nname = \"N" + std::to_string(i) + "\"\n";
  good.write("cards/a.toml", cards);
  good.write("cards/b.toml", "[[card]]\nid = \"last\"\nkind = \"k\"\nname = \"L\"\n");
  const std::string good_alone = load_report(good, nullptr);
  EXPECT_THAT(good_alone, ::testing::HasSubstr("g599/N599@2397 last/L@1"));
  JobPool pool(2);
  EXPECT_EQ(load_report(good, &pool), good_alone);
}

// A card file that a pool parses in pieces (model/card_file_pieces.hpp), with what a cut must
// step over spread through it: multi-line strings holding a [[card]] line, comments, sub-tables,
// an array spanning lines, CRLF line ends, every key a card has, and a problem near the end.
std::string tricky_cards(int count) {
  std::string text = "# cards for the pieces test\n# [[card]] in a comment\n\n";
  for (int i = 0; i < count; ++i) {
    const std::string n = std::to_string(i);
    text += "[[card]]\nid = \"t" + n + "\"\nkind = \"k\"\nname = \"Card " + n + "\"\n";
    if (i % 7 == 1) text += "text = \"\"\"\n[[card]]\nid = \"fake" + n + "\"\n\"\"\"\n";
    if (i % 7 == 2) text += "text = '''\n[[card]]\n'''\n";
    if (i % 7 == 3)
      text += "[card.rules]\nsuit = \"spades\"\nlist = [\n  1,\n  [2, 3],\n]\n[card.rules.extra]\nx = 1\n";
    if (i % 7 == 4) text += "# [[card]]\n\n";
    if (i % 7 == 5) text += "value = 5\r\ntext = \"crlf\"\r\n";
    if (i % 7 == 6) text += "count = 2\ntemplate = \"tpl\"\nback = \"bk\"\n";
    if (i == count - 3) text += "colour = \"red\"\n";
  }
  return text;
}

// The cards of the set at `dir` and every diagnostic (the error thrown, or the warnings).
std::pair<std::vector<Card>, std::string> load_cards(const TempDir& dir, JobPool* pool) {
  Diagnostics warnings;
  try {
    CardSet set = load_card_set(dir.path(), warnings, pool);
    return {std::move(set.cards), warnings.format_all()};
  } catch (const InputError& e) {
    return {{}, e.diagnostics().format_all()};
  }
}

// Parsed in pieces on a pool or whole on one thread, a card file gives the same cards, with every
// position (cards, keys, values, sub-tables) the file's, and the same diagnostics.
TEST(CardSetLoader, ParsesALargeCardFileInPiecesAsWhole) {
  TempDir dir;
  dir.write("set.toml", kSetToml);
  const std::string text = tricky_cards(1100);
  dir.write("cards/a.toml", text);
  const auto [alone, alone_report] = load_cards(dir, nullptr);
  EXPECT_TRUE(alone.empty());  // the unknown key is an error
  const std::size_t colour = text.rfind("colour");
  const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(colour), '\n');
  EXPECT_THAT(alone_report, ::testing::HasSubstr("a.toml:" + std::to_string(line) + ":1: error: unknown key 'colour'"));
  for (unsigned threads : {2u, 3u}) {
    JobPool pool(threads);
    EXPECT_EQ(load_cards(dir, &pool).second, alone_report) << threads << " threads";
  }
  // Without the problem the set loads: the same cards, every position the same.
  std::string good = text;
  good.replace(colour, 1, "#");  // a comment now
  dir.write("cards/a.toml", good);
  const auto [good_alone, good_report] = load_cards(dir, nullptr);
  ASSERT_EQ(good_alone.size(), 1100u);
  EXPECT_EQ(good_alone.back().fields.find("name")->where.line,
            static_cast<int>(std::count(text.begin(), text.end(), '\n')));
  EXPECT_EQ(good_alone[3].rules.find_path("extra.x")->where.line, 34);
  for (unsigned threads : {2u, 3u}) {
    JobPool pool(threads);
    const auto [pooled, pooled_report] = load_cards(dir, &pool);
    EXPECT_EQ(pooled_report, good_report);
    ASSERT_EQ(pooled.size(), good_alone.size());
    for (std::size_t i = 0; i < pooled.size(); ++i)
      ASSERT_TRUE(pooled[i] == good_alone[i]) << "card " << i << ", " << threads << " threads";
  }
}

// A TOML error in one piece: the file is parsed whole after all, so the error is the one the
// whole file gives, at its position, and nothing of the pieces read before it stays: not the
// problem of a card in them, nor their ids (a card of the next file reusing one is no duplicate).
TEST(CardSetLoader, ReportsABrokenCardInAPieceAsTheWholeFileDoes) {
  TempDir dir;
  dir.write("set.toml", kSetToml);
  std::string text = tricky_cards(1100);
  text.replace(text.find("name = \"Card 10\""), 16, "name = \"Card 10\"\nshade = 1");
  const std::size_t broken = text.find("name = \"Card 700\"") + 18;
  text.insert(broken, "name = \"again\"\n");  // a key given twice: the scan passes it, toml++ does not
  dir.write("cards/a.toml", text);
  dir.write("cards/b.toml", "[[card]]\nid = \"t3\"\nkind = \"k\"\nname = \"Again\"\n");
  const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(broken), '\n');
  const std::string alone_report = load_cards(dir, nullptr).second;
  EXPECT_THAT(alone_report, ::testing::HasSubstr("a.toml:" + std::to_string(line) + ":"));
  EXPECT_THAT(alone_report, ::testing::HasSubstr("malformed TOML"));
  EXPECT_THAT(alone_report, ::testing::Not(::testing::HasSubstr("shade")));
  EXPECT_THAT(alone_report, ::testing::Not(::testing::HasSubstr("duplicate")));
  JobPool pool(2);
  EXPECT_EQ(load_cards(dir, &pool).second, alone_report);
}

// Nesting deeper than toml++ may see is refused before any piece is parsed, with the whole file's
// error, on a pool as on one thread.
TEST(CardSetLoader, RefusesDeepNestingInALargeCardFileBeforeParsingPieces) {
  TempDir dir;
  dir.write("set.toml", kSetToml);
  std::string text = tricky_cards(700);
  std::string deep = "x";
  for (int i = 0; i < 300; ++i) deep += ".a";
  text.insert(text.find("name = \"Card 600\""), deep + " = 1\n");
  dir.write("cards/a.toml", text);
  const std::string alone_report = load_cards(dir, nullptr).second;
  EXPECT_THAT(alone_report, ::testing::HasSubstr("nests deeper than the limit"));
  JobPool pool(2);
  EXPECT_EQ(load_cards(dir, &pool).second, alone_report);
}

// The card past kMaxCardsInSet, counted over every card file, is refused where it is written,
// with or without a pool.
TEST(CardSetLoader, RefusesTheCardPastTheSetLimitWhereItIsWritten) {
  TempDir dir;
  dir.write("set.toml", kSetToml);
  dir.write("cards/a.toml", "[[card]]\nid = \"first\"\nkind = \"k\"\nname = \"F\"\n");
  std::string cards;
  for (int i = 0; i < kMaxCardsInSet; ++i) cards += "[[card]]\nid = \"c" + std::to_string(i) + "\"\nkind = \"k\"\nname = \"N\"\n";
  dir.write("cards/b.toml", cards);
  const std::string alone = load_report(dir, nullptr);
  const std::string position = (dir.path() / "cards/b.toml").string() + ":" + std::to_string(4 * (kMaxCardsInSet - 1) + 1) + ":1";
  EXPECT_THAT(alone, ::testing::HasSubstr(position + ": error: too many cards (more than 20000)"));
  JobPool pool(2);
  EXPECT_EQ(load_report(dir, &pool), alone);
}

}  // namespace
}  // namespace dw
