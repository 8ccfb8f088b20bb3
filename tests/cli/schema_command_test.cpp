// `deckwright schema` writes the bundled JSON Schemas (byte for byte the files of schemas/) into
// --out or ./schemas; `deckwright new` starts the files it writes with a `#:schema` line whose
// relative path leads to the project's schema of that kind of file.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;
namespace fs = std::filesystem;

std::string read_file(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

const std::vector<std::string> kSchemas = {"aid.schema.json", "cards.schema.json", "set.schema.json",
                                           "sheet.schema.json", "template.schema.json"};

TEST(SchemaCommand, WritesTheBundledSchemasIntoOut) {
  TempDir out;
  const fs::path folder = out.path() / "editor" / "schemas";
  const auto r = run_command(shell_quote(deckwright_binary()) + " schema --out " + shell_quote(folder.string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::string expected_out;
  for (const auto& name : kSchemas) {
    expected_out += "wrote " + (folder / name).string() + "\n";
    EXPECT_EQ(read_file(folder / name), read_file(fs::path(DW_SOURCE_DIR) / "schemas" / name)) << name;
  }
  EXPECT_EQ(r.out, expected_out);
  std::size_t files = 0;
  for ([[maybe_unused]] const auto& entry : fs::directory_iterator(fs::path(DW_SOURCE_DIR) / "schemas")) ++files;
  EXPECT_EQ(files, kSchemas.size()) << "a schema of schemas/ that the binary does not bundle";
}

TEST(SchemaCommand, DefaultsToSchemasInTheCurrentFolder) {
  TempDir project;
  const auto r = run_command("cd " + shell_quote(project.path().string()) + " && " + shell_quote(deckwright_binary()) + " schema");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, ::testing::HasSubstr("wrote schemas/set.schema.json\n"));
  EXPECT_TRUE(fs::is_regular_file(project.path() / "schemas" / "template.schema.json"));
}

TEST(SchemaCommand, OutMustBeAFolder) {
  TempDir project;
  const fs::path file = project.write("taken", "x");
  const auto r = run_command(shell_quote(deckwright_binary()) + " schema --out " + shell_quote(file.string()));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, ::testing::HasSubstr("is a file, not a folder")) << r.err;
}

// The path after "#:schema " on the first line of `file`, resolved from the file's folder.
fs::path named_schema(const fs::path& file) {
  const std::string text = read_file(file);
  const std::string prefix = "#:schema ";
  if (text.rfind(prefix, 0) != 0) return {};
  return file.parent_path() / text.substr(prefix.size(), text.find('\n') - prefix.size());
}

TEST(SchemaCommand, FilesOfNewNameTheirSchema) {
  TempDir dir;
  const fs::path set = dir.path() / "mine";
  const auto r = run_command(shell_quote(deckwright_binary()) + " new " + shell_quote(set.string()) + " --base " +
                             shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/clubs"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const fs::path source = fs::path(DW_SOURCE_DIR) / "schemas";
  EXPECT_TRUE(fs::equivalent(named_schema(set / "set.toml"), source / "set.schema.json"));
  EXPECT_TRUE(fs::equivalent(named_schema(set / "cards" / "new-cards.toml"), source / "cards.schema.json"));
  const auto listed = run_command(shell_quote(deckwright_binary()) + " list " + shell_quote(set.string()));
  EXPECT_EQ(listed.exit_code, 0) << listed.err;
}

}  // namespace
}  // namespace dw
