// Pins the TOML text deckwright writes for people to edit: every value reads back through toml++
// as what was written.
#include "model/toml_writer.hpp"

#include <gtest/gtest.h>

#include <toml++/toml.h>

namespace dw {
namespace {

Value text(const std::string& s) { return Value{Value::Kind::string, false, 0, 0, s, {}, {}, {}}; }

TEST(TomlWriter, ScalarsAndKeys) {
  EXPECT_EQ(toml_value(text("plain")), "\"plain\"");
  EXPECT_EQ(toml_value(text("say \"hi\"\\\n\tx")), "\"say \\\"hi\\\"\\\\\\n\\tx\"");
  EXPECT_EQ(toml_value(text(std::string("a\x01") + "b")), "\"a\\u0001b\"");
  EXPECT_EQ(toml_value(Value{Value::Kind::integer, false, -7, 0, {}, {}, {}, {}}), "-7");
  EXPECT_EQ(toml_value(Value{Value::Kind::boolean, true, 0, 0, {}, {}, {}, {}}), "true");
  EXPECT_EQ(toml_key("attack"), "attack");
  EXPECT_EQ(toml_key("two words"), "\"two words\"");
  EXPECT_EQ(toml_key(""), "\"\"");
}

// `deckwright new --title` and its folder name reach set.toml: no string or comment may end early
// and start TOML of its own.
TEST(TomlWriter, StringsAndCommentsCannotInjectLines) {
  const std::string hostile = "T\"\ntitle = \"x\"\r\n[card]\x7f\x1b";
  const std::string doc = "# " + toml_comment(hostile) + "\ntitle = " + toml_value(text(hostile)) + "\n# " +
                          toml_comment("dir\nid = \"evil\"") + "\n";
  const toml::table parsed = toml::parse(doc);
  EXPECT_EQ(parsed.size(), 1u) << doc;
  EXPECT_EQ(parsed["title"].value<std::string>(), hostile);
  EXPECT_EQ(toml_value(text("del\x7f")), "\"del\\u007f\"");
  EXPECT_EQ(toml_comment("a\nb"), "a\\x0ab");
}

TEST(TomlWriter, WhatItWritesReadsBack) {
  Value list{Value::Kind::array, false, 0, 0, {}, {}, {}, {}};
  list.items = {text("a"), Value{Value::Kind::integer, false, 3, 0, {}, {}, {}, {}}};
  Value table{Value::Kind::table, false, 0, 0, {}, {}, {}, {}};
  table.entries.push_back({"stat", text("defense")});
  table.entries.push_back({"two words", Value{Value::Kind::real, false, 0, 2.0, {}, {}, {}, {}}});
  const std::string doc = "s = " + toml_value(text("q\"\\\u00e9")) + "\nl = " + toml_value(list) + "\nt = " + toml_value(table) +
                          "\nr = " + toml_value(Value{Value::Kind::real, false, 0, 2.5, {}, {}, {}, {}}) + "\n";
  const toml::table parsed = toml::parse(doc);
  EXPECT_EQ(parsed["s"].value<std::string>(), "q\"\\\u00e9");
  EXPECT_EQ(parsed["l"][0].value<std::string>(), "a");
  EXPECT_EQ(parsed["l"][1].value<int64_t>(), 3);
  EXPECT_EQ(parsed["t"]["stat"].value<std::string>(), "defense");
  EXPECT_EQ(parsed["t"]["two words"].value<double>(), 2.0);
  EXPECT_TRUE(parsed["t"]["two words"].is_floating_point());
  EXPECT_EQ(parsed["r"].value<double>(), 2.5);
}

}  // namespace
}  // namespace dw
