// Keeps the JSON Schemas of schemas/ and the readers in step. Every bundled card set, template,
// sheet preset, tracker, aid and booklet is read with TomlReader logging the keys each reader asks
// for (or allows); each reader is matched, by the name it gives its table in messages, to the
// object of a schema that describes that table. Then:
//   - every key a reader accepts is a property of its schema object (a key added to a reader and
//     not to the schema fails here), and that object refuses other keys (additionalProperties
//     false) unless it is a card, whose fields are the set's own;
//   - every property of a schema object is a key its reader accepts (a key a schema invents, or
//     one a reader dropped, fails here);
//   - every reader is matched (a new reader without a schema fails here).
// Keys no bundled file uses are read from small documents below, so each reader is asked for all.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>

#include "booklet/booklet_config.hpp"
#include "model/card_set_loader.hpp"
#include "model/template_library.hpp"
#include "model/toml_reader.hpp"
#include "print/sheet_template.hpp"
#include "support/temp_dir.hpp"
#include "trackers/aid_spec.hpp"
#include "trackers/tracker_spec.hpp"

namespace dw {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;

struct SchemaObject {
  const char* what;     // a regular expression matching the reader's name for its table
  const char* schema;   // a file of schemas/
  const char* pointer;  // the JSON pointer to the object whose properties are the table's keys
  bool open = false;    // it takes keys of the set's own (card fields) besides its properties
};

const std::vector<SchemaObject> kObjects = {
    {"set\\.toml", "set", ""},
    {"the \\[card\\] table", "set", "/properties/card"},
    {"the \\[print\\] table", "set", "/properties/print"},
    {"field '.*'", "set", "/properties/fields/additionalProperties/anyOf/1"},
    {"the \\[booklet\\] table", "set", "/properties/booklet"},
    {"a tracker", "set", "/properties/tracker/items"},
    {"a track label", "set", "/properties/tracker/items/properties/label/items"},
    {"a pip group", "set", "/properties/tracker/items/properties/group/items"},
    {"card file", "cards", ""},
    {"card '.*'|a card", "cards", "/properties/card/items", true},
    {"template '.*'", "template", ""},
    {"an element of template '.*'", "template", "/definitions/element"},
    {"a gradient", "template", "/definitions/element/properties/fill/anyOf/1"},
    {"sheet template '.*'", "sheet", ""},
    {"the \\[marks\\] table", "sheet", "/properties/marks"},
    {"the \\[fold\\] table", "sheet", "/properties/fold"},
    {"a \\[\\[slot\\]\\]", "sheet", "/properties/slot/items"},
    {"the aid", "aid", ""},
    {"a section", "aid", "/properties/section/items"},
};

Json read_schema(const std::string& name) {
  std::ifstream in(fs::path(DW_SOURCE_DIR) / "schemas" / (name + ".schema.json"));
  return Json::parse(in);
}

// Reads every kind of file of the set at `dir` (its cards, all its templates, trackers, aids and
// booklet), errors or not: only the keys asked for matter here.
void read_everything(const fs::path& dir) {
  Diagnostics ignored;
  CardSet set;
  try {
    set = load_card_set(dir, ignored);
  } catch (const InputError&) {
    return;
  }
  TemplateLibrary templates(template_dirs(set, DW_SOURCE_DIR));
  for (const auto& name : templates.available()) templates.get(name, SourcePos{}, ignored);
  load_trackers(set, ignored);
  load_aids(set, ignored);
  load_booklet_config(set, ignored);
}

// A set whose files use the keys no bundled file does.
void write_rare_keys(const dw::testing::TempDir& dir) {
  dir.write("set.toml", R"(id = "rare"
title = "Rare"
version = "1"
ruleset = "lua"
rules_script = "rules.lua"
cards = ["cards/a.toml"]
aids = ["aids/a.toml"]
[card]
width = "60mm"
height = "90mm"
bleed = "3mm"
safe = "3mm"
corner_radius = "2mm"
[print]
paper = "a4"
back = "b"
sheet = "a4-poker"
backs = "fold"
marks = "edge"
back_offset = ["0.5mm", "0mm"]
back_rotation = 0.5
back_bleed = "2mm"
[fields]
name = { type = "string", required = true }
[templates]
x = "t"
[icons]
dot = "art/dot.svg"
[booklet]
source = "booklet/rules.md"
title = "T"
subtitle = "S"
cover_art = "art/dot.svg"
back_text = "B"
font = "F"
heading_font = "H"
size = 9
accent = "#102030"
contents = false
[[tracker]]
id = "t1"
kind = "track"
title = "T"
subtitle = "S"
note = "N"
players = 2
print = "page"
size = "poker"
orientation = "landscape"
accent = "black"
background = "white"
font = "F"
heading_font = "H"
from = 0
to = 10
start = 1
layout = "serpentine"
columns = 5
token = "clip"
[[tracker.label]]
value = 1
text = "one"
[[tracker]]
id = "t2"
kind = "pips"
[[tracker.group]]
label = "L"
count = 3
shape = "box"
[[tracker]]
id = "t3"
kind = "counter"
max = 20
style = "rows"
)");
  dir.write("cards/a.toml", "[[card]]\nid = \"a\"\ncount = 1\nkind = \"x\"\ntemplate = \"t\"\nback = \"b\"\nname = \"A\"\n[card.rules]\nv = 1\n");
  dir.write("aids/a.toml", R"(id = "a"
[[section]]
heading = "H"
table = [["a", "b"]]
header = false
widths = [1, 2]
[[section]]
list = ["x"]
numbered = true
)");
  dir.write("templates/t.toml", R"(description = "D"
extends = "b"
[icons]
dot = "art/dot.svg"
[[element]]
type = "star"
name = "s"
x = "1mm"
y = "1mm"
width = "5mm"
height = "5mm"
anchor = "center"
rotate = 5
bleed = true
clip = "card"
when = "name"
fill = { radial = ["white", "black"], center = ["50%", "50%"], radius = "90%" }
stroke = "black"
stroke_width = "1pt"
opacity = 0.5
dash = ["1mm"]
points = 5
inner = 0.5
[[element]]
type = "polygon"
sides = 6
fill = { linear = ["white", "black"], angle = 45 }
[[element]]
type = "rect"
radius = "1mm"
[[element]]
type = "path"
d = "M 0 0 L 1 1"
viewbox = [0, 0, 1, 1]
fit = "stretch"
[[element]]
type = "text"
text = "{name}"
font = "F"
size = 10
min_size = 8
color = "black"
align = "justify"
valign = "baseline"
max_lines = 3
line_spacing = 1.2
typographer = false
icon_height = "3mm"
[[element]]
type = "image"
src = "art/dot.svg"
[[element]]
type = "icon"
icon = "dot"
[[element]]
type = "repeat"
count = 3
layout = "grid"
align = "spread"
gap = "1mm"
columns = 2
[element.item]
type = "ellipse"
)");
  dir.write("templates/b.toml", "[[element]]\ntype = \"line\"\n");
  dir.write("art/dot.svg", "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'/>");
  dir.write("booklet/rules.md", "# Rules\n");
  dir.write("rules.lua", "");
}

TEST(SchemaDrift, EveryReaderKeyIsInItsSchemaAndEverySchemaKeyIsRead) {
  std::vector<AskedKeys> log;
  TomlReader::log_asked_keys(&log);
  for (const auto& entry : fs::directory_iterator(fs::path(DW_SOURCE_DIR) / "cardsets")) read_everything(entry.path());
  read_everything(fs::path(DW_SOURCE_DIR) / "tests" / "gallery");
  dw::testing::TempDir rare;
  write_rare_keys(rare);
  read_everything(rare.path());
  {
    Diagnostics ignored;
    for (const auto& name : sheet_preset_names(fs::path(DW_SOURCE_DIR) / "templates" / "sheets"))
      load_sheet_template(fs::path(DW_SOURCE_DIR) / "templates" / "sheets" / (name + ".toml"), ignored);
    const auto fold = rare.write("sheet.toml", "paper = \"a4\"\ncard = \"poker\"\ndescription = \"D\"\norientation = \"landscape\"\n"
                                               "margin = \"5mm\"\n[marks]\nstyle = \"cross\"\nlength = \"4mm\"\noffset = \"2mm\"\n"
                                               "[fold]\nline = \"vertical\"\ngap = \"1mm\"\n[[slot]]\nx = \"1mm\"\ny = \"1mm\"\n"
                                               "rotate = 90\nflip = true\ncard = 0\n");
    load_sheet_template(fold, ignored);
    const auto grid = rare.write("grid.toml", "paper = \"a4\"\ncard = \"poker\"\ncolumns = 2\nrows = 2\ngutter = \"2mm\"\n"
                                              "bleed = \"1mm\"\nrotate = 0\n");
    load_sheet_template(grid, ignored);
  }
  TomlReader::log_asked_keys(nullptr);
  ASSERT_GT(log.size(), 100u);

  std::map<std::string, Json> schemas;
  std::map<std::size_t, std::set<std::string>> read_by_object;
  for (const AskedKeys& reader : log) {
    std::size_t match = kObjects.size();
    for (std::size_t i = 0; i < kObjects.size(); ++i)
      if (std::regex_match(reader.what, std::regex(kObjects[i].what))) match = i;
    ASSERT_LT(match, kObjects.size()) << "no schema describes the table a reader calls '" << reader.what << "'";
    const SchemaObject& object = kObjects[match];
    if (!schemas.count(object.schema)) schemas[object.schema] = read_schema(object.schema);
    const Json& schema = schemas[object.schema].at(Json::json_pointer(object.pointer));
    read_by_object[match].insert(reader.keys.begin(), reader.keys.end());
    if (object.open) continue;
    for (const auto& key : reader.keys)
      EXPECT_TRUE(schema.at("properties").contains(key))
          << object.schema << ".schema.json" << object.pointer << " lacks '" << key << "', which " << reader.what << " accepts";
  }
  for (std::size_t i = 0; i < kObjects.size(); ++i) {
    const SchemaObject& object = kObjects[i];
    ASSERT_TRUE(read_by_object.count(i)) << "no file read exercised " << object.what;
    const Json& schema = schemas[object.schema].at(Json::json_pointer(object.pointer));
    EXPECT_EQ(schema.at("additionalProperties") == Json(false), !object.open) << object.schema << object.pointer;
    for (const auto& [key, value] : schema.at("properties").items())
      EXPECT_TRUE(read_by_object[i].count(key))
          << object.schema << ".schema.json" << object.pointer << " lists '" << key << "', which no reader of " << object.what
          << " accepts";
  }
}

}  // namespace
}  // namespace dw
