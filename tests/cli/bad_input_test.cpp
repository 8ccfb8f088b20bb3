// The catalogue of bad inputs for `deckwright build`: each case breaks one thing in a valid card
// set and expects a GCC-style error at the right file:line:col, exit code 2, and the output built
// before from the valid set left byte-identical, with no temporary files left behind.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <zlib.h>

#include <cstdint>
#include <filesystem>

#include "cli/tiny_set.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;

struct Case {
  const char* name;
  const char* file;      // the file replaced, relative to the set
  std::string content;   // its new content (with `link`: the target of a symbolic link)
  const char* position;  // "file:line:col" relative to the set
  const char* message;
  const char* extra_file = nullptr;  // another file the case adds, relative to the set
  std::string extra_content = {};
  bool link = false;                 // `file` becomes a symbolic link to `content`
  std::vector<std::pair<std::string, std::string>> more_files = {};  // further files (path, content)
};

std::string with(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  if (at == std::string::npos) throw std::logic_error("fixture does not contain " + from);
  return text.replace(at, from.size(), to);
}

// A PNG whose header claims `width` x `height` pixels (its pixel data is a few bytes).
std::string png_claiming(std::uint32_t width, std::uint32_t height) {
  auto be32 = [](std::uint32_t v) {
    return std::string{static_cast<char>(v >> 24), static_cast<char>(v >> 16), static_cast<char>(v >> 8),
                       static_cast<char>(v)};
  };
  auto chunk = [&](const std::string& type, const std::string& data) {
    const std::string body = type + data;
    const auto crc = crc32(0, reinterpret_cast<const Bytef*>(body.data()), static_cast<uInt>(body.size()));
    return be32(static_cast<std::uint32_t>(data.size())) + body + be32(static_cast<std::uint32_t>(crc));
  };
  const std::string header = be32(width) + be32(height) + std::string("\x08\x06\x00\x00\x00", 5);
  return std::string("\x89PNG\r\n\x1a\n", 8) + chunk("IHDR", header) +
         chunk("IDAT", std::string("\x78\x9c\x63\x00\x00\x00\x01\x00\x01", 9)) + chunk("IEND", "");
}

const std::string kPngFace = with(kFace, "art/icon.svg", "art/picture.png");

// A card file of `n` small cards, c0 to c<n-1>, five lines each.
std::string many_cards(int n) {
  std::string text;
  for (int i = 0; i < n; ++i) text += "[[card]]\nid = \"c" + std::to_string(i) + "\"\nkind = \"face\"\nname = \"N\"\n\n";
  return text;
}

// Templates t1 ... t<n>, each extending the next; the face extends t1.
std::vector<std::pair<std::string, std::string>> template_chain(int n) {
  std::vector<std::pair<std::string, std::string>> files;
  for (int i = 1; i <= n; ++i)
    files.emplace_back("templates/t" + std::to_string(i) + ".toml",
                       i < n ? "extends = \"t" + std::to_string(i + 1) + "\"\n" : std::string(kBack));
  return files;
}

class BadInput : public ::testing::TestWithParam<Case> {};

TEST_P(BadInput, ErrorAtPositionExitTwoAndOutputUntouched) {
  const Case& c = GetParam();
  TempDir set, out;
  write_tiny_set(set);
  const std::string command = shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) +
                              " --out " + shell_quote(out.path().string());
  const auto good = run_command(command);
  ASSERT_EQ(good.exit_code, 0) << good.err;
  const auto pdf = out.path() / "tiny" / "tiny-a4.pdf";
  const std::string before = read_file(pdf);
  ASSERT_FALSE(before.empty());

  if (c.extra_file) set.write(c.extra_file, c.extra_content);
  for (const auto& [path, content] : c.more_files) set.write(path, content);
  if (c.link) {
    std::filesystem::remove(set.path() / c.file);
    std::filesystem::create_symlink(c.content, set.path() / c.file);
  } else {
    set.write(c.file, c.content);
  }
  const auto bad = run_command(command);
  EXPECT_EQ(bad.exit_code, 2) << bad.err;
  const std::string expected = (set.path() / c.position).string() + ": error: ";
  EXPECT_THAT(bad.err, ::testing::HasSubstr(expected)) << "expected " << expected << " in:\n" << bad.err;
  EXPECT_THAT(bad.err, ::testing::HasSubstr(c.message)) << "expected '" << c.message << "' in:\n" << bad.err;
  EXPECT_THAT(bad.err, ::testing::HasSubstr("hint: ")) << "every error says what to do:\n" << bad.err;
  EXPECT_EQ(read_file(pdf), before) << "the previous output changed";
  std::size_t files = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(out.path() / "tiny")) ++files;
  EXPECT_EQ(files, 1u) << "temporary files left behind";
}

INSTANTIATE_TEST_SUITE_P(
    Catalogue, BadInput,
    ::testing::Values(
        Case{"MalformedSetToml", "set.toml", with(kSet, "title = \"Tiny\"", "title = \"Tiny"), "set.toml:2:14",
             "malformed TOML"},
        Case{"MalformedCardFile", "cards/cards.toml", with(kCards, "value = 2", "value = = 2"), "cards/cards.toml:13:9",
             "malformed TOML"},
        Case{"InvalidUtf8", "cards/cards.toml", with(kCards, "A second card.", "A second \xff card."),
             "cards/cards.toml:14:17", "malformed TOML: Encountered invalid utf-8"},
        Case{"UnknownCardKey", "cards/cards.toml", with(kCards, "count = 2", "cout = 2"), "cards/cards.toml:3:1",
             "unknown key 'cout' in card 'one' (did you mean 'count'?)"},
        Case{"UnknownSetKey", "set.toml", with(kSet, "ruleset = \"none\"", "rulset = \"none\""), "set.toml:4:1",
             "unknown key 'rulset' in set.toml (did you mean 'ruleset'?)"},
        Case{"WrongType", "cards/cards.toml", with(kCards, "value = 1", "value = \"one\""), "cards/cards.toml:6:9",
             "field 'value' of card 'one' must be integer, not a string"},
        Case{"DuplicateId", "cards/cards.toml", with(kCards, "id = \"two\"", "id = \"one\""), "cards/cards.toml:10:6",
             "duplicate card id 'one'"},
        Case{"MissingArtFile", "templates/face.toml", with(kFace, "art/icon.svg", "art/missing.svg"),
             "templates/face.toml:14:7", "missing art file 'art/missing.svg'"},
        Case{"CorruptArtFile", "art/icon.svg", "<svg this is not xml", "templates/face.toml:14:7", "unreadable image"},
        Case{"ArtOutsideTheSet", "templates/face.toml", with(kFace, "art/icon.svg", "../../../etc/hostname"),
             "templates/face.toml:14:7", "leaves the card set's folder"},
        Case{"BadUnit", "set.toml", with(kSet, "bleed = \"3mm\"", "bleed = \"3px\""), "set.toml:8:9", "unknown unit 'px'"},
        Case{"MissingUnit", "templates/face.toml", with(kFace, "x = \"10mm\"", "x = 10"), "templates/face.toml:15:5",
             "must be a length string"},
        Case{"NegativeCount", "cards/cards.toml", with(kCards, "count = 2", "count = -3"), "cards/cards.toml:3:9",
             "'count' is -3, out of range"},
        Case{"CountTooLarge", "cards/cards.toml", with(kCards, "count = 2", "count = 5000"), "cards/cards.toml:3:9",
             "'count' is 5000, out of range"},
        Case{"EmptySet", "set.toml", with(kSet, "ruleset = \"none\"", "ruleset = \"none\"\ncards = []"), "set.toml:5:9",
             "the card set has no cards"},
        Case{"EmptySetFile", "set.toml", "", "set.toml:1:1", "missing the required key 'id'"},
        Case{"MissingRequiredField", "cards/cards.toml", with(kCards, "name = \"Two\"\n", ""), "cards/cards.toml:9:1",
             "missing the required field 'name'"},
        Case{"UnknownTemplate", "cards/cards.toml", with(kCards, "kind = \"face\"\nname = \"Two\"", "kind = \"fcae\"\nname = \"Two\""),
             "cards/cards.toml:11:8", "no template named 'fcae' (did you mean 'face'?)"},
        Case{"UnknownPlaceholder", "templates/face.toml", with(kFace, "{value}", "{valeu}"), "templates/face.toml:8:17",
             "unknown field 'valeu'"},
        Case{"BadColour", "templates/face.toml", with(kFace, "fill = \"ivory\"", "fill = \"ivroy\""),
             "templates/face.toml:3:8", "unknown colour 'ivroy' (did you mean 'ivory'?)"},
        Case{"UnknownElementType", "templates/face.toml", with(kFace, "type = \"rect\"", "type = \"rectangel\""),
             "templates/face.toml:2:8", "unknown element type 'rectangel'"},
        Case{"UnknownFont", "templates/face.toml", with(kFace, "Linux Libertine O", "Comic Sans"), "templates/face.toml:9:8",
             "unknown font family 'Comic Sans'"},
        Case{"UnknownCardSize", "set.toml", with(kSet, "size = \"poker\"", "size = \"pokr\""), "set.toml:7:8",
             "unknown card size 'pokr' (did you mean 'poker'?)"},
        // Numbers, nesting and sizes.
        Case{"HugeInteger", "cards/cards.toml", with(kCards, "value = 1", "value = 99999999999999999999"),
             "cards/cards.toml:6:29", "is not representable in 64 bits"},
        Case{"DeepNesting", "cards/cards.toml", with(kCards, "value = 1", "value = 1\nnest = " + std::string(3000, '[') + std::string(3000, ']')),
             "cards/cards.toml:7:263", "an array 257 levels deep nests deeper than the limit of 256 levels"},
        Case{"FieldTooLong", "cards/cards.toml", with(kCards, "A second card.", std::string(20000, 'x')), "cards/cards.toml:14:8",
             "field 'text' of card 'two' is 20000 bytes long; the limit is 16384"},
        Case{"CountNotANumber", "cards/cards.toml", with(kCards, "count = 2", "count = \"two\""), "cards/cards.toml:3:9",
             "'count' in card 'one' must be an integer, not a string"},
        Case{"CardSizeTooSmall", "set.toml", with(kSet, "size = \"poker\"", "width = \"1mm\"\nheight = \"2mm\""), "set.toml:7:9",
             "card size out of range"},
        // Empty and malformed files.
        Case{"EmptyCardFile", "cards/cards.toml", "", "cards/cards.toml:1:1", "card file defines no cards"},
        Case{"EmptyTemplate", "templates/face.toml", "", "templates/face.toml:1:1", "template 'face' has no elements"},
        Case{"NulByte", "cards/cards.toml", with(kCards, "A second card.", std::string("A second\0card.", 14)), "cards/cards.toml:14:17",
             "malformed TOML"},
        Case{"DuplicateKey", "cards/cards.toml", with(kCards, "value = 2", "value = 2\nvalue = 3"), "cards/cards.toml:14:9",
             "cannot redefine existing integer 'value'"},
        Case{"InvalidUtf8InTemplate", "templates/face.toml", with(kFace, "{name} ({value})", "{name} \xc3\x28"),
             "templates/face.toml:8:15", "Encountered invalid utf-8 sequence"},
        Case{"CardsNotAList", "set.toml", with(kSet, "ruleset = \"none\"", "ruleset = \"none\"\ncards = \"cards.toml\""), "set.toml:5:9",
             "'cards' in set.toml must be an array, not a string"},
        Case{"CardFileMissing", "set.toml", with(kSet, "ruleset = \"none\"", "ruleset = \"none\"\ncards = [\"cards/nope.toml\"]"),
             "set.toml:5:10", "card file 'cards/nope.toml' does not exist"},
        Case{"UnknownFieldType", "set.toml", with(kSet, "value = \"integer\"", "value = \"integr\""), "set.toml:15:9",
             "unknown field type 'integr' (did you mean 'integer'?)"},
        Case{"InvalidCardId", "cards/cards.toml", with(kCards, "id = \"two\"", "id = \"../../evil\""), "cards/cards.toml:10:6",
             "card id '../../evil' is not valid"},
        // Templates: inheritance, expressions, geometry, style.
        Case{"CircularInheritance", "templates/face.toml", "extends = \"loop\"\n" + std::string(kFace), "templates/loop.toml:1:11",
             "circular template inheritance", "templates/loop.toml", "extends = \"face\"\n"},
        Case{"InheritanceTooDeep", "templates/face.toml", "extends = \"t1\"\n" + std::string(kFace),
             "templates/t15.toml:1:11", "template inheritance deeper than 16 levels", nullptr, {}, false,
             template_chain(20)},
        Case{"TooManyCards", "cards/cards.toml", many_cards(20001), "cards/cards.toml:100001:1",
             "too many cards (more than 20000)"},
        Case{"UnknownParent", "templates/face.toml", "extends = \"nosuch\"\n" + std::string(kFace), "templates/face.toml:1:11",
             "no template named 'nosuch'"},
        Case{"BadExpression", "templates/face.toml", with(kFace, "{value}", "{value +}"), "templates/face.toml:8:25",
             "bad expression 'value +'"},
        Case{"UnknownFieldInCondition", "templates/face.toml", with(kFace, "fill = \"ivory\"", "fill = \"ivory\"\nwhen = \"nosuch > 1\""),
             "templates/face.toml:4:8", "unknown field 'nosuch'"},
        Case{"MinSizeAboveSize", "templates/face.toml", with(kFace, "size = 12", "size = 12\nmin_size = 40"), "templates/face.toml:11:12",
             "min_size is larger than size"},
        Case{"FontSizeOutOfRange", "templates/face.toml", with(kFace, "size = 12", "size = -3"), "templates/face.toml:10:8",
             "'size' is out of range"},
        Case{"UnknownElementKey", "templates/face.toml", with(kFace, "fill = \"ivory\"", "fil = \"ivory\""), "templates/face.toml:3:1",
             "unknown key 'fil'"},
        Case{"UnknownAnchor", "templates/face.toml", with(kFace, "x = \"10mm\"", "x = \"10mm\"\nanchor = \"middle-ish\""),
             "templates/face.toml:16:10", "unknown anchor 'middle-ish'"},
        Case{"RotationNotANumber", "templates/face.toml", with(kFace, "x = \"10mm\"", "x = \"10mm\"\nrotate = \"ninety\""),
             "templates/face.toml:16:10", "'rotate' in an element of template 'face' must be a number, not a string"},
        Case{"BadHexColour", "templates/face.toml", with(kFace, "fill = \"ivory\"", "fill = \"#12345\""), "templates/face.toml:3:8",
             "'#12345' is not a hex colour"},
        Case{"OpacityOutOfRange", "templates/face.toml", with(kFace, "fill = \"ivory\"", "fill = \"ivory\"\nopacity = 2.5"),
             "templates/face.toml:4:11", "'opacity' is out of range"},
        Case{"UnknownAlignment", "templates/face.toml", with(kFace, "size = 12", "size = 12\nalign = \"middle\""),
             "templates/face.toml:11:9", "unknown align 'middle'"},
        // Files the templates name.
        Case{"CorruptPng", "templates/face.toml", kPngFace, "templates/face.toml:14:7", "unreadable image", "art/picture.png",
             std::string("\x89PNG\r\n\x1a\n garbage", 17)},
        Case{"AbsurdPngDimensions", "templates/face.toml", kPngFace, "templates/face.toml:14:7",
             "the image is 200000 x 200000 pixels; the limit is 64 megapixels", "art/picture.png",
             png_claiming(200000, 200000)},
        Case{"AbsoluteArtPath", "templates/face.toml", with(kFace, "art/icon.svg", "/etc/hostname"), "templates/face.toml:14:7",
             "path '/etc/hostname' is absolute"},
        Case{"SymlinkOutOfTheSet", "art/icon.svg", "/etc/hostname", "templates/face.toml:14:7", "leaves the card set's folder",
             nullptr, {}, true},
        Case{"UnknownBackTemplate", "set.toml", with(kSet, "back = \"back\"", "back = \"bakc\""), "set.toml:11:8",
             "no template named 'bakc' (did you mean 'back'?)"},
        Case{"UnknownInlineIcon", "templates/face.toml", with(kFace, "{name} ({value})", "{name} :blade: ({value})"),
             "templates/face.toml:8:16", "unknown icon 'blade' in element 'text2'"},
        Case{"BadPathData", "templates/face.toml", with(kFace, "type = \"rect\"", "type = \"path\"\nd = \"M 0 0 L 5\""),
             "templates/face.toml:3:15", "bad path data: expected a number"},
        Case{"BadGradient", "templates/face.toml", with(kFace, "fill = \"ivory\"", "fill = { linear = [\"ivory\"] }"),
             "templates/face.toml:3:19", "a gradient needs at least two stops"},
        Case{"MissingSpriteId", "templates/face.toml", with(kFace, "art/icon.svg", "art/icon.svg#blade"),
             "templates/face.toml:14:7", "no element with id 'blade'"},
        Case{"CharacterNoFontHas", "cards/cards.toml", with(kCards, "name = \"Two\"", "name = \"Two \u4E00\""),
             "cards/cards.toml:12:8", "no font has U+4E00"},
        Case{"RepeatWithoutItem", "templates/face.toml", kFace + std::string("\n[[element]]\ntype = \"repeat\"\ncount = \"value\"\n"),
             "templates/face.toml:20:1", "a repeat element needs an [element.item] table"}),
    [](const auto& param_info) { return std::string(param_info.param.name); });

}  // namespace
}  // namespace dw
