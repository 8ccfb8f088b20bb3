// Pins placeholder filling and the load-time checks of cards against templates.
#include "model/binding.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "model/card_set_loader.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using dw::testing::TempDir;

void write_set(const TempDir& dir, const std::string& face_template) {
  dir.write("set.toml", R"(id = "b"
title = "B"
version = "1"
[card]
size = "poker"
[print]
back = "back"
[fields]
name = "string"
suit = "string"
)");
  dir.write("cards/c.toml", "[[card]]\nid = \"s1\"\nkind = \"face\"\nname = \"Ace\"\nsuit = \"spade\"\n[card.rules]\nstrength = 3\n");
  dir.write("templates/face.toml", face_template);
  dir.write("templates/back.toml", "[[element]]\ntype = \"rect\"\nfill = \"#000\"\n");
}

TEST(Binding, FillsFieldsBuiltinsAndRules) {
  TempDir dir;
  write_set(dir, "[[element]]\ntype = \"rect\"\n");
  Diagnostics w;
  CardSet set = load_card_set(dir.path(), w);
  EXPECT_EQ(bind_text("{name} of {suit}s ({id}, {rules.strength})", set.cards[0]), "Ace of spades (s1, 3)");
}

TEST(Binding, AcceptsAValidTemplate) {
  TempDir dir;
  write_set(dir, "[[element]]\ntype = \"text\"\ntext = \"{name}\"\n");
  dir.write("art/spade.svg", "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'/>");
  dir.write("templates/face.toml",
            "[[element]]\ntype = \"text\"\ntext = \"{name}\"\n[[element]]\ntype = \"image\"\nsrc = \"art/{suit}.svg\"\n");
  Diagnostics w;
  CardSet set = load_card_set(dir.path(), w);
  TemplateLibrary lib({dir.path() / "templates"});
  Diagnostics out;
  check_bindings(set, lib, {dir.path()}, out);
  EXPECT_FALSE(out.has_errors()) << out.format_all();
}

TEST(Binding, ReportsUnknownFieldMissingArtAndMissingTemplate) {
  TempDir dir;
  write_set(dir, "[[element]]\ntype = \"text\"\ntext = \"{nmae}\"\n[[element]]\ntype = \"image\"\nsrc = \"art/{suit}.svg\"\n");
  Diagnostics w;
  CardSet set = load_card_set(dir.path(), w);
  TemplateLibrary lib({dir.path() / "templates"});
  Diagnostics out;
  check_bindings(set, lib, {dir.path()}, out);
  const std::string text = out.format_all();
  const std::string tpl = (dir.path() / "templates/face.toml").string();
  EXPECT_THAT(text, ::testing::HasSubstr(tpl + ":3:9: error: unknown field 'nmae' in element 'text1' (did you mean 'name'?)")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr(tpl + ":6:7: error: missing art file 'art/spade.svg' [card s1]")) << text;

  set.back_template = "bakc";
  Diagnostics missing;
  TemplateLibrary lib2({dir.path() / "templates"});
  check_bindings(set, lib2, {dir.path()}, missing);
  EXPECT_THAT(missing.format_all(), ::testing::HasSubstr("no template named 'bakc' (did you mean 'back'?)"))
      << missing.format_all();
}

TEST(Binding, ExpressionsAndConditions) {
  TempDir dir;
  write_set(dir, "[[element]]\ntype = \"rect\"\n");
  Diagnostics w;
  CardSet set = load_card_set(dir.path(), w);
  const Card& c = set.cards[0];
  EXPECT_EQ(bind_text("{rules.strength + 1} / {rules.strength * 2 - 1} {name + '!'}", c), "4 / 5 Ace!");
  EXPECT_TRUE(condition_holds("kind == 'face' and rules.strength > 2", c));
  EXPECT_FALSE(condition_holds("suit != 'spade' or count > 1", c));
  EXPECT_TRUE(condition_holds("", c));
}

TEST(Binding, ReportsBadExpressionsWithTheirColumn) {
  TempDir dir;
  write_set(dir, "[[element]]\ntype = \"text\"\ntext = \"x {rules.strength + }\"\nwhen = \"name < 3\"\n");
  Diagnostics w;
  CardSet set = load_card_set(dir.path(), w);
  TemplateLibrary lib({dir.path() / "templates"});
  Diagnostics out;
  check_bindings(set, lib, {dir.path()}, out);
  const std::string text = out.format_all();
  const std::string tpl = (dir.path() / "templates/face.toml").string();
  // when = "name < 3": a string compared with a number fails for this card.
  EXPECT_THAT(text, ::testing::HasSubstr(tpl + ":4:8: error: expression 'name < 3' in element 'text1' fails: arithmetic and ordering need numbers")) << text;
  write_set(dir, "[[element]]\ntype = \"text\"\ntext = \"x {rules.strength + }\"\n");
  TemplateLibrary lib2({dir.path() / "templates"});
  Diagnostics out2;
  check_bindings(set, lib2, {dir.path()}, out2);
  // The error points at the end of the expression: 'x {' is 3 characters after the quote.
  EXPECT_THAT(out2.format_all(), ::testing::HasSubstr(tpl + ":3:29: error: bad expression 'rules.strength + ' in element 'text1': the expression ends too early")) << out2.format_all();
}

TEST(Binding, RefusesArtOutsideTheSet) {
  TempDir dir;
  write_set(dir, "[[element]]\ntype = \"image\"\nsrc = \"../../etc/passwd\"\n");
  Diagnostics w;
  CardSet set = load_card_set(dir.path(), w);
  TemplateLibrary lib({dir.path() / "templates"});
  Diagnostics out;
  check_bindings(set, lib, {dir.path()}, out);
  EXPECT_THAT(out.format_all(), ::testing::HasSubstr("leaves the card set's folder")) << out.format_all();
}

TEST(Binding, UnknownIconsPointAtTheTemplateOrTheCardField) {
  TempDir dir;
  write_set(dir, "[icons]\nsword = \"art/icons.svg#sword\"\n[[element]]\ntype = \"text\"\ntext = \"Hit :swrd: {name}\"\n");
  dir.write("cards/c.toml", "[[card]]\nid = \"s1\"\nkind = \"face\"\nname = \"Ace :shield: :sword:\"\nsuit = \"spade\"\n");
  dir.write("art/icons.svg", "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><rect id='sword' width='5' height='5'/></svg>");
  Diagnostics w;
  CardSet set = load_card_set(dir.path(), w);
  TemplateLibrary lib({dir.path() / "templates"});
  Diagnostics out;
  check_bindings(set, lib, {dir.path()}, out);
  const std::string text = out.format_all();
  const std::string tpl = (dir.path() / "templates/face.toml").string();
  const std::string cards = (dir.path() / "cards/c.toml").string();
  // text = "Hit :swrd: {name}": the token starts 4 characters after the opening quote at column 8.
  EXPECT_THAT(text, ::testing::HasSubstr(tpl + ":5:13: error: unknown icon 'swrd' in element 'text1' (did you mean 'sword'?)"))
      << text;
  // name = "Ace :shield: :sword:": the card's own text, 4 characters into the string at column 8.
  EXPECT_THAT(text, ::testing::HasSubstr(cards + ":4:13: error: unknown icon 'shield' in element 'text1' [card s1]")) << text;
  EXPECT_THAT(text, ::testing::Not(::testing::HasSubstr("'sword' in element"))) << "declared icons are fine: " << text;
}

TEST(Binding, IconElementsAndTheirArt) {
  TempDir dir;
  write_set(dir, "[[element]]\ntype = \"icon\"\nicon = \"{suit}\"\n");
  dir.write("set.toml", "id = \"b\"\ntitle = \"B\"\nversion = \"1\"\n[card]\nsize = \"poker\"\n[print]\nback = \"back\"\n"
                        "[fields]\nname = \"string\"\nsuit = \"string\"\n[icons]\nheart = \"art/heart.svg\"\n");
  Diagnostics w;
  CardSet set = load_card_set(dir.path(), w);
  ASSERT_EQ(set.icons.size(), 1u);
  TemplateLibrary lib({dir.path() / "templates"});
  Diagnostics out;
  check_bindings(set, lib, {dir.path()}, out);
  const std::string text = out.format_all();
  EXPECT_THAT(text, ::testing::HasSubstr("set.toml:12:9: error: missing art file 'art/heart.svg'")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr("face.toml:3:8: error: unknown icon 'spade' in element 'icon1' [card s1]")) << text;
}

TEST(Binding, RepeatCountsAndTheIndexOfTheirItems) {
  TempDir dir;
  write_set(dir, "[[element]]\ntype = \"repeat\"\ncount = \"rules.strength * 2\"\n[element.item]\ntype = \"text\"\n"
                 "text = \"{index}/{name}\"\nwhen = \"index > 1\"\n");
  Diagnostics w;
  CardSet set = load_card_set(dir.path(), w);
  TemplateLibrary lib({dir.path() / "templates"});
  Diagnostics out;
  check_bindings(set, lib, {dir.path()}, out);
  EXPECT_FALSE(out.has_errors()) << out.format_all();
  const CardTemplate* face = lib.get("face", {}, out);
  ASSERT_NE(face, nullptr);
  EXPECT_EQ(repeat_count(face->elements[0], set.cards[0]), 6);
  Value two;
  two.kind = Value::Kind::integer;
  two.integer = 2;
  const std::vector<Local> locals = {{"index", two}};
  EXPECT_EQ(bind_text("{index}/{name}", set.cards[0], &locals), "2/Ace");
  EXPECT_TRUE(condition_holds("index > 1", set.cards[0], &locals));

  TempDir bad;
  write_set(bad, "[[element]]\ntype = \"repeat\"\ncount = \"name\"\n[element.item]\ntype = \"rect\"\n"
                 "[[element]]\ntype = \"text\"\ntext = \"{index}\"\n");
  CardSet bad_set = load_card_set(bad.path(), w);
  TemplateLibrary bad_lib({bad.path() / "templates"});
  Diagnostics errors;
  check_bindings(bad_set, bad_lib, {bad.path()}, errors);
  const std::string text = errors.format_all();
  EXPECT_THAT(text, ::testing::HasSubstr("face.toml:3:9: error: count of repeat 'repeat1' is Ace, not a number from 0 to 500 [card s1]")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr("error: unknown field 'index' in element 'text2'"))
      << "index exists only inside a repeat: " << text;
}

}  // namespace
}  // namespace dw
