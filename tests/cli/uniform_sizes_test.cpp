// [print] uniform_sizes (issue 21, item 6): the named text elements are set at one size on every
// card of a template, the smallest any card's text fits at; without it each card's text takes
// the largest size it fits at. A value that is not a list of names is an error at its line.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "cli/tiny_set.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;

// The face: a title box 30 mm wide that a long name must shrink to fit.
const char* const kTitledFace = R"toml([[element]]
name = "title"
type = "text"
text = "{name}"
x = "5mm"
y = "5mm"
width = "30mm"
height = "6mm"
size = 14
min_size = 6
max_lines = 1
)toml";

// The sizes of the title across the cards, from the layout report of `proof --report`.
std::set<double> title_sizes(const std::string& print_keys) {
  TempDir set, out;
  write_tiny_set(set);
  std::string toml = kSet;
  toml.replace(toml.find("[print]\n"), 8, "[print]\n" + print_keys);
  set.write("set.toml", toml);
  std::string cards = kCards;
  cards.replace(cards.find("name = \"Two\""), 12, "name = \"Two of the Longest Names\"");
  set.write("cards/cards.toml", cards);
  set.write("templates/face.toml", kTitledFace);
  const auto report = out.path() / "layout.txt";
  const auto r = run_command(shell_quote(deckwright_binary()) + " proof " + shell_quote(set.path().string()) +
                             " --dpi 36 --out " + shell_quote(out.path().string()) + " --report " +
                             shell_quote(report.string()));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  std::set<double> sizes;
  std::istringstream lines(read_file(report));
  for (std::string line; std::getline(lines, line);) {
    if (line.find(" front title ") == std::string::npos) continue;
    const auto at = line.find("size=");
    sizes.insert(std::stod(line.substr(at + 5)));
  }
  return sizes;
}

TEST(UniformSizes, TitlesOfOneTemplateTakeTheSmallestFittingSize) {
  const std::set<double> own = title_sizes("");
  ASSERT_EQ(own.size(), 2u) << "each title at its own size: the short one 14 pt, the long one smaller";
  EXPECT_DOUBLE_EQ(*own.rbegin(), 14.0);
  const std::set<double> uniform = title_sizes("uniform_sizes = [\"title\"]\n");
  ASSERT_EQ(uniform.size(), 1u) << "one size for both";
  EXPECT_DOUBLE_EQ(*uniform.begin(), *own.begin()) << "the smaller of the two";
}

TEST(UniformSizes, NotAListOfNamesIsAnError) {
  TempDir set, out;
  write_tiny_set(set);
  std::string toml = kSet;
  toml.replace(toml.find("[print]\n"), 8, "[print]\nuniform_sizes = [3]\n");
  set.write("set.toml", toml);
  const auto r = run_command(shell_quote(deckwright_binary()) + " proof " + shell_quote(set.path().string()) +
                             " --out " + shell_quote(out.path().string()));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, ::testing::HasSubstr("set.toml:11:17: error: uniform_sizes must list text element names"));
}

}  // namespace
}  // namespace dw
