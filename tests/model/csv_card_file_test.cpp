// Pins card files written as CSV or TSV: header columns to card keys, fields and rules paths,
// typed cells, diagnostics at file:line:col of the cell, the limits hostile files meet, and the
// round trips through cards_as_csv (CSV -> cards -> CSV byte for byte; TOML -> CSV -> the same
// cards for every bundled set).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <toml++/toml.h>

#include "model/card_csv_writer.hpp"
#include "model/card_set_loader.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using dw::testing::TempDir;
using ::testing::HasSubstr;

const char* kSetToml = R"(id = "mini"
title = "Mini"
version = "0.1.0"

[card]
size = "poker"

[fields]
name = { type = "string", required = true }
value = "integer"
weight = "number"
shiny = "boolean"
text = "text"
)";

CardSet load(const TempDir& dir) {
  Diagnostics warnings;
  return load_card_set(dir.path(), warnings);
}

// The message of the InputError loading `dir` throws, or "" when it loads.
std::string load_error(const TempDir& dir) {
  try {
    load(dir);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(CsvCardFile, LoadsCardsWithFieldsAndRulesAtTheirCells) {
  TempDir dir;
  dir.write("set.toml", kSetToml);
  dir.write("cards/deck.csv",
            "id,count,kind,name,value,weight,shiny,text,rules.suit,rules.strength,rules.plays.high\n"
            "ace,2,attack,Ace,1,2.5,TRUE,\"Strike, then\n\"\"parry\"\".\",spades,1,thrust\n"
            "two,,defence,Two,,,,,,,\n");
  const CardSet set = load(dir);
  ASSERT_EQ(set.cards.size(), 2u);
  const Card& ace = set.cards[0];
  EXPECT_EQ(ace.id, "ace");
  EXPECT_EQ(ace.count, 2);
  EXPECT_EQ(ace.kind, "attack");
  EXPECT_EQ(ace.fields.find("value")->integer, 1);
  EXPECT_EQ(ace.fields.find("weight")->real, 2.5);
  EXPECT_TRUE(ace.fields.find("shiny")->boolean);
  EXPECT_EQ(ace.fields.find("text")->string, "Strike, then\n\"parry\".");
  EXPECT_EQ(ace.rules.find("suit")->string, "spades");
  EXPECT_EQ(ace.rules.find("strength")->integer, 1);
  EXPECT_EQ(ace.rules.find_path("plays.high")->string, "thrust");
  // Positions: the cell's first character; the card is its row.
  EXPECT_EQ(ace.where, (SourcePos{(dir.path() / "cards/deck.csv").string(), 2, 1}));
  EXPECT_EQ(ace.fields.find("weight")->where.column, 20);
  EXPECT_EQ(ace.rules.find("suit")->where.line, 3);  // after the two-line text cell
  EXPECT_EQ(ace.rules.find("suit")->where.column, 13);
  const Card& two = set.cards[1];
  EXPECT_EQ(two.count, 1);
  EXPECT_EQ(two.fields.find("value"), nullptr);  // an empty cell is an absent field
  EXPECT_TRUE(two.rules.entries.empty());
  EXPECT_EQ(two.where.line, 4);
}

TEST(CsvCardFile, RulesCellsAreTypedAsTomlWouldTypeThem) {
  TempDir dir;
  dir.write("set.toml", kSetToml);
  dir.write("cards/deck.csv",
            "id,kind,name,rules.i,rules.f,rules.b,rules.s,rules.list,rules.table,rules.quoted,rules.empty,rules.absent,rules.zero\n"
            "a,x,A,-12,1e3,false,007,\"[1, \"\"two\"\"]\",{ a = 1 },\"\"\"42\"\"\",\"\",,0.0\n");
  const CardSet set = load(dir);
  const Value& r = set.cards[0].rules;
  EXPECT_EQ(r.find("i")->integer, -12);
  EXPECT_EQ(r.find("f")->kind, Value::Kind::real);
  EXPECT_EQ(r.find("f")->real, 1000.0);
  EXPECT_EQ(r.find("b")->kind, Value::Kind::boolean);
  EXPECT_EQ(r.find("s")->string, "007");  // TOML has no leading zeros: text
  ASSERT_EQ(r.find("list")->kind, Value::Kind::array);
  EXPECT_EQ(r.find("list")->items[1].string, "two");
  EXPECT_EQ(r.find("table")->find("a")->integer, 1);
  EXPECT_EQ(r.find("quoted")->kind, Value::Kind::string);
  EXPECT_EQ(r.find("quoted")->string, "42");
  EXPECT_EQ(r.find("empty")->kind, Value::Kind::string);
  EXPECT_EQ(r.find("empty")->string, "");
  EXPECT_EQ(r.find("absent"), nullptr);
  EXPECT_EQ(r.find("zero")->kind, Value::Kind::real);
}

TEST(CsvCardFile, TabSeparatedByExtension) {
  TempDir dir;
  dir.write("set.toml", kSetToml);
  dir.write("cards/deck.tsv", "id\tkind\tname\na\tx\tOne, two\n");
  EXPECT_EQ(load(dir).cards[0].fields.find("name")->string, "One, two");
}

TEST(CsvCardFile, MixesWithTomlCardFilesInNameOrder) {
  TempDir dir;
  dir.write("set.toml", kSetToml);
  dir.write("cards/a.toml", "[[card]]\nid = \"first\"\nkind = \"x\"\nname = \"First\"\n");
  dir.write("cards/b.csv", "id,kind,name\nsecond,x,Second\n");
  dir.write("cards/c.tsv", "id\tkind\tname\nthird\tx\tThird\n");
  dir.write("cards/notes.txt", "not a card file");
  const CardSet set = load(dir);
  ASSERT_EQ(set.cards.size(), 3u);
  EXPECT_EQ(set.cards[0].id, "first");
  EXPECT_EQ(set.cards[1].id, "second");
  EXPECT_EQ(set.cards[2].id, "third");
}

TEST(CsvCardFile, ListedInSetTomlInTheirOrder) {
  TempDir dir;
  dir.write("set.toml", std::string("cards = [\"cards/b.csv\", \"cards/a.toml\"]\n") + kSetToml);
  dir.write("cards/a.toml", "[[card]]\nid = \"second\"\nkind = \"x\"\nname = \"Second\"\n");
  dir.write("cards/b.csv", "id,kind,name\nfirst,x,First\n");
  const CardSet set = load(dir);
  ASSERT_EQ(set.cards.size(), 2u);
  EXPECT_EQ(set.cards[0].id, "first");
  EXPECT_EQ(set.cards[1].id, "second");
}

TEST(CsvCardFile, ASpreadsheetExportWithByteOrderMarkAndCrLf) {
  TempDir dir;
  dir.write("set.toml", kSetToml);
  dir.write("cards/deck.csv", "\xEF\xBB\xBFid,kind,name,text\r\nace,x,Ace,\"one\r\ntwo\"\r\nking,x,King,\r\n");
  const CardSet set = load(dir);
  ASSERT_EQ(set.cards.size(), 2u);
  EXPECT_EQ(set.cards[0].fields.find("text")->string, "one\ntwo");
  EXPECT_EQ(set.cards[1].where.line, 4);
}

struct BadCsv {
  const char* name;
  const char* csv;
  const char* position;  // line:col in cards/deck.csv
  const char* message;
};

class BadCsvInput : public ::testing::TestWithParam<BadCsv> {};

TEST_P(BadCsvInput, ReportsTheCell) {
  const BadCsv& c = GetParam();
  TempDir dir;
  dir.write("set.toml", kSetToml);
  dir.write("cards/deck.csv", c.csv);
  const std::string text = load_error(dir);
  EXPECT_THAT(text, HasSubstr((dir.path() / "cards/deck.csv").string() + ":" + c.position + ": error: " + c.message)) << text;
}

INSTANTIATE_TEST_SUITE_P(
    Catalogue, BadCsvInput,
    ::testing::Values(
        BadCsv{"UnknownColumn", "id,kind,name,cuont\na,x,A,2\n", "1:14", "unknown column 'cuont' (did you mean 'count'?)"},
        BadCsv{"UnknownRulesTable", "id,kind,name,rules\na,x,A,2\n", "1:14", "column 'rules' names no key of the rules table"},
        BadCsv{"ClashingRulesColumns", "id,kind,name,rules.a,rules.a.b\na,x,A,1,2\n", "1:22",
               "column 'rules.a.b' and column 'rules.a' both set the same rules key"},
        BadCsv{"DuplicateColumn", "id,kind,name,name\na,x,A,B\n", "1:14", "column 'name' appears twice"},
        BadCsv{"NoIdColumn", "kind,name\nx,A\n", "1:1", "the header has no 'id' column"},
        BadCsv{"NoRequiredFieldColumn", "id,kind\na,x\n", "1:1", "the header has no column for the required field 'name'"},
        BadCsv{"IntegerThatDoesNotParse", "id,kind,name,value\na,x,A,three\n", "2:7",
               "field 'value' of card 'a' must be a whole number such as 3, not 'three'"},
        BadCsv{"NumberThatDoesNotParse", "id,kind,name,weight\na,x,A,1,5\n", "2:9", "the row has more cells than the header's 4"},
        BadCsv{"BooleanThatDoesNotParse", "id,kind,name,shiny\na,x,A,yes\n", "2:7",
               "field 'shiny' of card 'a' must be true or false, not 'yes'"},
        BadCsv{"DuplicateId", "id,kind,name\na,x,A\nb,x,B\na,x,C\n", "4:1", "duplicate card id 'a'"},
        BadCsv{"InvalidId", "id,kind,name\nAce Of Spades,x,A\n", "2:1", "card id 'Ace Of Spades' is not valid"},
        BadCsv{"CountOutOfRange", "id,count,kind,name\na,5000,x,A\n", "2:3", "'count' is 5000, out of range"},
        BadCsv{"CountNotANumber", "id,count,kind,name\na,two,x,A\n", "2:3", "'count' of card 'a' must be a whole number, not 'two'"},
        BadCsv{"MissingKind", "id,kind,name\na,,A\n", "2:3", "card 'a' is missing its kind"},
        BadCsv{"MissingRequiredField", "id,kind,name\na,x,\n", "2:5", "card 'a' is missing the required field 'name'"},
        BadCsv{"RaggedRow", "id,kind,name\na,x\n", "2:4", "the row has 2 cells, the header 3"},
        BadCsv{"UnterminatedQuote", "id,kind,name\na,x,\"Ace\n", "2:5", "the quote that opens this cell is never closed"},
        BadCsv{"NotUtf8", "id,kind,name\na,x,Caf\xE9\n", "2:8", "the byte 0xE9 is not UTF-8"},
        BadCsv{"ControlCharacter", "id,kind,name\na,x,A\x1B[2J\n", "2:6", "the cell holds the control character U+001B"},
        BadCsv{"HeaderOnly", "id,kind,name\n", "1:1", "card file defines no cards"}),
    [](const auto& param_info) { return std::string(param_info.param.name); });

TEST(CsvCardFile, AFieldLongerThanTheLimit) {
  TempDir dir;
  dir.write("set.toml", kSetToml);
  dir.write("cards/deck.csv", "id,kind,name\na,x,\"" + std::string(kMaxFieldLength + 1, 'w') + "\"\n");
  EXPECT_THAT(load_error(dir), HasSubstr("deck.csv:2:5: error: field 'name' of card 'a' is 16385 bytes long; the limit is 16384"));
}

TEST(CsvCardFile, DuplicateIdsAcrossTomlAndCsv) {
  TempDir dir;
  dir.write("set.toml", kSetToml);
  dir.write("cards/a.toml", "[[card]]\nid = \"ace\"\nkind = \"x\"\nname = \"A\"\n");
  dir.write("cards/b.csv", "id,kind,name\nace,x,A\n");
  const std::string text = load_error(dir);
  EXPECT_THAT(text, HasSubstr("b.csv:2:1: error: duplicate card id 'ace'")) << text;
  EXPECT_THAT(text, HasSubstr("the same id is first used at " + (dir.path() / "cards/a.toml").string() + ":2")) << text;
}

TEST(CsvCardFile, AFileOverTheSizeLimitFailsBeforeItIsRead) {
  for (const char* name : {"cards/huge.csv", "cards/huge.toml"}) {  // the limit holds for TOML card files too
    TempDir dir;
    dir.write("set.toml", kSetToml);
    const auto file = dir.write(name, "id,kind,name\n");
    std::filesystem::resize_file(file, 50u << 20);  // 50 MiB, mostly NUL bytes: never read
    const auto start = std::chrono::steady_clock::now();
    const std::string text = load_error(dir);
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
    EXPECT_THAT(text, HasSubstr(std::string(name) + ":1:1: error: card file is 52428800 bytes; the limit is 16777216 (16 MiB)"))
        << text;
  }
}

TEST(CsvCardFile, AMillionColumnsStopAtTheColumnLimit) {
  TempDir dir;
  dir.write("set.toml", kSetToml);
  std::string header = "id,kind,name";
  for (int i = 0; i < 1'000'000; ++i) header += ",c";
  dir.write("cards/wide.csv", header + "\n");
  const auto start = std::chrono::steady_clock::now();
  const std::string text = load_error(dir);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
  EXPECT_THAT(text, HasSubstr("wide.csv:1:2056: error: the row has more than 1024 cells")) << text;
}

TEST(CsvCardFile, TooManyCards) {
  TempDir dir;
  dir.write("set.toml", kSetToml);
  std::string csv = "id,kind,name\n";
  for (int i = 0; i <= kMaxCardsInSet; ++i) csv += "c" + std::to_string(i) + ",x,N\n";
  dir.write("cards/many.csv", csv);
  EXPECT_THAT(load_error(dir), HasSubstr("many.csv:20002:1: error: too many cards (more than 20000)"));
}

// The canonical form (as cards_as_csv writes it) comes back byte for byte through the loader.
TEST(CardCsvWriter, CanonicalCsvRoundTripsByteForByte) {
  TempDir dir;
  dir.write("set.toml", kSetToml);
  // Fields come in name order (set.toml's [fields] as read), rules columns in the cards' order.
  const std::string csv =
      "id,count,kind,template,name,shiny,text,value,weight,rules.suit,rules.plays.high,rules.tags,rules.plays.low,rules.code\n"
      "ace,2,attack,big,Ace,true,\"Strike, then\n\"\"parry\"\".\",1,2.5,spades,1,\"[\"\"a\"\", 2.0]\",,\"\"\"42\"\"\"\n"
      "two,1,defence,,\"\",false,,,-0.125,,2,,3,true\n"
      "three,0,defence,,Three,,,-7,3.0,\"\",,{},,x y\n";
  dir.write("cards/deck.csv", csv);
  EXPECT_EQ(cards_as_csv(load(dir), ','), csv);
}

bool same_value(const Value& a, const Value& b) {  // positions aside
  if (a.kind != b.kind || a.boolean != b.boolean || a.integer != b.integer || a.string != b.string) return false;
  if (!(a.real == b.real || (a.real != a.real && b.real != b.real))) return false;
  if (a.items.size() != b.items.size() || a.entries.size() != b.entries.size()) return false;
  for (std::size_t i = 0; i < a.items.size(); ++i)
    if (!same_value(a.items[i], b.items[i])) return false;
  for (std::size_t i = 0; i < a.entries.size(); ++i)
    if (a.entries[i].key != b.entries[i].key || !same_value(a.entries[i].value, b.entries[i].value)) return false;
  return true;
}

// Every bundled set written as CSV and read back in place of its TOML card files holds the same
// cards, and writes the same CSV again.
class BundledSetAsCsv : public ::testing::TestWithParam<const char*> {};

TEST_P(BundledSetAsCsv, GivesTheSameCards) {
  namespace fs = std::filesystem;
  const fs::path original = fs::path(DW_SOURCE_DIR) / "cardsets" / GetParam();
  Diagnostics warnings;
  const CardSet from_toml = load_card_set(original, warnings);
  const std::string csv = cards_as_csv(from_toml, ',');
  TempDir dir;
  fs::copy(original, dir.path(), fs::copy_options::recursive);
  for (const auto& entry : fs::directory_iterator(dir.path() / "cards")) fs::remove(entry.path());
  toml::table set_toml = toml::parse_file((dir.path() / "set.toml").string());
  set_toml.erase("cards");
  std::ofstream(dir.path() / "set.toml") << set_toml << "\n";
  dir.write("cards/all.csv", csv);
  const CardSet from_csv = load_card_set(dir.path(), warnings);
  ASSERT_EQ(from_csv.cards.size(), from_toml.cards.size());
  for (std::size_t i = 0; i < from_toml.cards.size(); ++i) {
    const Card& a = from_toml.cards[i];
    const Card& b = from_csv.cards[i];
    EXPECT_EQ(a.id, b.id);
    EXPECT_EQ(a.count, b.count) << a.id;
    EXPECT_EQ(a.kind, b.kind) << a.id;
    EXPECT_EQ(a.template_name, b.template_name) << a.id;
    EXPECT_EQ(a.back, b.back) << a.id;
    EXPECT_TRUE(same_value(a.fields, b.fields)) << a.id;
    EXPECT_TRUE(same_value(a.rules, b.rules)) << a.id;
  }
  EXPECT_EQ(cards_as_csv(from_csv, ','), csv);
}

INSTANTIATE_TEST_SUITE_P(Bundled, BundledSetAsCsv,
                         ::testing::Values("clash-of-steel", "clashing-blades", "clubs", "duel-cards", "en-garde",
                                           "german-whist", "crazy-eights"),
                         [](const auto& param_info) {
                           std::string name = param_info.param;
                           std::erase(name, '-');
                           return name;
                         });

}  // namespace
}  // namespace dw
