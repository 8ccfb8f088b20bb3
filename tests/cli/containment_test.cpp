// The containment rule end to end: a symbolic link planted in any folder of a set (cards,
// templates, locales, aids, booklet, art) that leads outside the set is refused with an error and
// exit 2 by build (and by `build --locale` for a PO file); the outside file is never read.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "cli/tiny_set.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;

struct Planted {
  const char* name;
  const char* link;           // the file of the set replaced by a link, relative to the set
  std::string outside;        // the content of the file it leads to
  const char* extra_args;     // arguments after `build <set> --out <dir>`
  const char* message;        // part of the error expected
};

// A PO file whose translation would show if it were read.
const char* const kOutsidePo =
    "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
    "msgctxt \"card:one/name\"\nmsgid \"One\"\nmsgstr \"Eins\"\n";

class PlantedLink : public ::testing::TestWithParam<Planted> {};

TEST_P(PlantedLink, LeadingOutsideTheSetIsRefused) {
  const Planted& c = GetParam();
  TempDir set, outside, out;
  write_tiny_set(set);
  set.write("locales/de.po", kOutsidePo);
  set.write("booklet/rules.md", "# Rules\n\nPlay the cards.\n");
  set.write("aids/ref.toml", "id = \"ref\"\ntitle = \"Reference\"\n[[section]]\ntext = \"Play.\"\n");
  const std::string command = shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) +
                              " --out " + shell_quote(out.path().string()) + " " + c.extra_args;
  const auto good = run_command(command);
  ASSERT_EQ(good.exit_code, 0) << "the set builds before the link is planted:\n" << good.err;

  const auto target = outside.write("secret-file", c.outside);
  std::filesystem::remove(set.path() / c.link);
  std::filesystem::create_symlink(target, set.path() / c.link);
  const auto bad = run_command(command);
  EXPECT_EQ(bad.exit_code, 2) << bad.err;
  EXPECT_THAT(bad.err, ::testing::HasSubstr(c.message)) << "expected '" << c.message << "' in:\n" << bad.err;
  EXPECT_THAT(bad.err, ::testing::HasSubstr("hint: ")) << bad.err;
}

INSTANTIATE_TEST_SUITE_P(
    EveryFolderKind, PlantedLink,
    ::testing::Values(
        Planted{"CardFile", "cards/cards.toml", kCards, "", "leaves the card set's folder"},
        Planted{"Template", "templates/face.toml", kFace, "", "leads outside the card set and the project"},
        Planted{"PoFile", "locales/de.po", kOutsidePo, "--locale de", "leads outside the card set and the project"},
        Planted{"AidFile", "aids/ref.toml", "id = \"ref\"\ntitle = \"Outside\"\n[[section]]\ntext = \"Play.\"\n", "",
                "leaves the card set's folder"},
        Planted{"BookletSource", "booklet/rules.md", "# Outside\n", "", "leads outside the card set and the project"},
        Planted{"Art", "art/icon.svg", kIcon, "", "leaves the card set's folder"}),
    [](const ::testing::TestParamInfo<Planted>& planted) { return std::string(planted.param.name); });

}  // namespace
}  // namespace dw
