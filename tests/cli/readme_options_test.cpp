// The README's "Options of every command" holds the help of every command as the binary prints
// it, so the reference cannot fall behind an option added, renamed or reworded.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "support/run_command.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using namespace dw::testing;

std::string help_of(const std::string& words) {
  std::string text = run_command(shell_quote(deckwright_binary()) + " " + words + " --help").out;
  while (!text.empty() && text.back() == '\n') text.pop_back();
  return std::regex_replace(text, std::regex("Usage: \\S*deckwright"), "Usage: deckwright") + "\n";
}

std::vector<std::string> commands_in(const std::string& help) {
  std::vector<std::string> names;
  std::istringstream in(help);
  bool listing = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("Subcommands:", 0) == 0) listing = true;
    else if (listing && line.empty()) listing = false;
    else if (listing && line.size() > 2 && line[2] != ' ') names.push_back(line.substr(2, line.find(' ', 2) - 2));
  }
  return names;
}

TEST(ReadmeOptions, EveryCommandsHelpIsInTheReference) {
  const std::string readme = read_file(std::string(DW_SOURCE_DIR) + "/README.md");
  const std::size_t reference = readme.find("\n### Options of every command\n");
  ASSERT_NE(reference, std::string::npos);
  const std::string section = readme.substr(reference);
  std::vector<std::string> commands{""};
  for (const std::string& command : commands_in(help_of(""))) {
    commands.push_back(command);
    for (const std::string& inner : commands_in(help_of(command))) commands.push_back(command + " " + inner);
  }
  ASSERT_GT(commands.size(), 10u);
  for (const std::string& command : commands)
    EXPECT_THAT(section, ::testing::HasSubstr("```text\n" + help_of(command) + "```\n"))
        << "README.md lacks the help of `deckwright " << command << "` as it is now: regenerate the section";
}

}  // namespace
}  // namespace dw
