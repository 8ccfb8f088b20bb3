// Pins placeholder filling and the load-time checks of cards against templates.
#include "model/binding.hpp"

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
  EXPECT_NE(text.find(tpl + ":3:9: error: unknown field 'nmae' in element 'text1' (did you mean 'name'?)"), std::string::npos) << text;
  EXPECT_NE(text.find(tpl + ":6:7: error: missing art file 'art/spade.svg' [card s1]"), std::string::npos) << text;

  set.back_template = "bakc";
  Diagnostics missing;
  TemplateLibrary lib2({dir.path() / "templates"});
  check_bindings(set, lib2, {dir.path()}, missing);
  EXPECT_NE(missing.format_all().find("no template named 'bakc' (did you mean 'back'?)"), std::string::npos)
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
  EXPECT_NE(text.find(tpl + ":4:8: error: expression 'name < 3' in element 'text1' fails: arithmetic and ordering need numbers"),
            std::string::npos) << text;
  write_set(dir, "[[element]]\ntype = \"text\"\ntext = \"x {rules.strength + }\"\n");
  TemplateLibrary lib2({dir.path() / "templates"});
  Diagnostics out2;
  check_bindings(set, lib2, {dir.path()}, out2);
  // The error points at the end of the expression: 'x {' is 3 characters after the quote.
  EXPECT_NE(out2.format_all().find(tpl + ":3:29: error: bad expression 'rules.strength + ' in element 'text1': the expression ends too early"),
            std::string::npos) << out2.format_all();
}

TEST(Binding, RefusesArtOutsideTheSet) {
  TempDir dir;
  write_set(dir, "[[element]]\ntype = \"image\"\nsrc = \"../../etc/passwd\"\n");
  Diagnostics w;
  CardSet set = load_card_set(dir.path(), w);
  TemplateLibrary lib({dir.path() / "templates"});
  Diagnostics out;
  check_bindings(set, lib, {dir.path()}, out);
  EXPECT_NE(out.format_all().find("leaves the card set's folder"), std::string::npos) << out.format_all();
}

}  // namespace
}  // namespace dw
