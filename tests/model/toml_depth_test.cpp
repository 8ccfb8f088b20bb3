// Pins the TOML depth limit checked before toml++ parses: dotted keys, table headers, arrays and
// inline tables add up; strings, quoted keys and comments do not count; a card file with a
// 30,000-part header is an error at its file:line:col instead of a stack overflow in toml++.
#include "model/toml_depth.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "model/card_set_loader.hpp"
#include "model/toml_reader.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using dw::testing::TempDir;

std::string dotted(int parts) {
  std::string key = "a";
  for (int i = 1; i < parts; ++i) key += ".a";
  return key;
}

TEST(TomlDepth, DottedKeysAndHeadersAtTheLimitPass) {
  EXPECT_FALSE(toml_depth_error(dotted(256) + " = 1\n", "f.toml"));
  EXPECT_FALSE(toml_depth_error("[" + dotted(255) + "]\nb = 1\n", "f.toml"));
  EXPECT_FALSE(toml_depth_error("[[" + dotted(256) + "]]\n", "f.toml"));
}

TEST(TomlDepth, OneLevelPastTheLimitIsAnErrorAtTheKey) {
  const auto key = toml_depth_error("x = 1\n  " + dotted(257) + " = 1\n", "f.toml");
  ASSERT_TRUE(key);
  EXPECT_EQ(key->where, (SourcePos{"f.toml", 2, 3}));
  EXPECT_THAT(key->message, ::testing::HasSubstr("a dotted key of 257 parts nests deeper than the limit of 256"))
      << key->message;
  const auto header = toml_depth_error("[" + dotted(257) + "]\n", "f.toml");
  ASSERT_TRUE(header);
  EXPECT_EQ(header->where, (SourcePos{"f.toml", 1, 1}));
  EXPECT_THAT(header->message, ::testing::HasSubstr("table header of 257 parts")) << header->message;
}

TEST(TomlDepth, HeaderKeyAndBracketsAddUp) {
  // 200 header parts + 50 key parts + 7 inline tables: 257.
  std::string value = "1";
  for (int i = 0; i < 7; ++i) value = "{ k = " + value + " }";
  const std::string text = "[" + dotted(200) + "]\n" + dotted(50) + " = " + value + "\n";
  EXPECT_TRUE(toml_depth_error(text, "f.toml"));
  EXPECT_FALSE(toml_depth_error(text, "f.toml", 300));
  std::string arrays(257, '[');
  EXPECT_TRUE(toml_depth_error("a = " + arrays + std::string(257, ']') + "\n", "f.toml"));
  EXPECT_FALSE(toml_depth_error("a = " + std::string(200, '[') + std::string(200, ']') + "\n", "f.toml"));
}

TEST(TomlDepth, StringsQuotedKeysAndCommentsDoNotCount) {
  const std::string dots(2000, '.');
  const std::string brackets(2000, '[');
  EXPECT_FALSE(toml_depth_error("\"" + dots + "\" = '" + brackets + "'\n", "f.toml"));
  EXPECT_FALSE(toml_depth_error("a = 1 # " + dotted(1000) + " " + brackets + "\n", "f.toml"));
  EXPECT_FALSE(toml_depth_error("a = \"\"\"\n" + brackets + "\n\\\"\"\"\n" + dotted(1000) + "\"\"\"\nb = 1\n",
                                "f.toml"));
  EXPECT_FALSE(toml_depth_error("a = '''\n" + dotted(1000) + " = [{\n'''\n", "f.toml"));
  EXPECT_FALSE(toml_depth_error("a = \"esc \\\" " + brackets + "\"\n", "f.toml"));
  // After the string the scanner counts again.
  EXPECT_TRUE(toml_depth_error("a = \"" + brackets + "\"\n" + dotted(300) + " = 1\n", "f.toml"));
}

TEST(TomlDepth, ParseTomlFileRefusesADeepKeyBeforeTomlppSeesIt) {
  TempDir dir;
  dir.write("deep.toml", "title = \"x\"\n" + dotted(257) + " = 1\n");
  Diagnostics out;
  EXPECT_FALSE(parse_toml_file((dir.path() / "deep.toml").string(), out));
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out.items()[0].where.line, 2);
  EXPECT_THAT(out.items()[0].message, ::testing::HasSubstr("limit of 256"));
}

// Without the scanner toml++ 3.3.0 overflows its stack on this card file (SIGSEGV).
TEST(TomlDepth, ACardFileWithA30000PartHeaderIsAnErrorNotACrash) {
  TempDir dir;
  dir.write("set.toml", "id = \"s\"\ntitle = \"S\"\nversion = \"1\"\n[card]\nsize = \"poker\"\n"
                        "[fields]\nname = \"string\"\n");
  dir.write("cards/deep.toml", "[[card]]\nid = \"a\"\nkind = \"x\"\n[card.rules." + dotted(30000) + "]\n");
  Diagnostics warnings;
  try {
    load_card_set(dir.path(), warnings);
    FAIL() << "expected an InputError";
  } catch (const InputError& e) {
    const std::string text = e.what();
    EXPECT_THAT(text, ::testing::HasSubstr((dir.path() / "cards/deep.toml").string() + ":4:1: error: a table header of 30002 parts"))
        << text.substr(0, 400);
  }
}

}  // namespace
}  // namespace dw
