// svg_library: librsvg is opened when the first SVG is read, not when deckwright starts. The
// dynamic loader's own log (LD_DEBUG=files names every library it opens) shows a build of a set
// without SVG art never loading it, and the same set with an SVG icon on its faces loading it
// and building as before.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "support/run_command.hpp"
#include "tiny_set.hpp"

namespace dw {
namespace {

using namespace dw::testing;

CommandResult build_logging_libraries(const TempDir& set, const TempDir& out) {
  return run_command("LD_DEBUG=files " + shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) +
                     " --out " + shell_quote(out.path().string()));
}

TEST(SvgLibrary, OpenedOnlyForASetWithSvgArt) {
  TempDir with_svg, plain, out_svg, out_plain;
  write_tiny_set(with_svg);  // its face template draws art/icon.svg
  write_tiny_set(plain);
  plain.write("templates/face.toml", "[[element]]\ntype = \"rect\"\nfill = \"ivory\"\n\n[[element]]\ntype = \"text\"\n"
                                     "text = \"{name} ({value})\"\nfont = \"Linux Libertine O\"\nsize = 12\n");

  const CommandResult drawn = build_logging_libraries(with_svg, out_svg);
  EXPECT_EQ(drawn.exit_code, 0) << drawn.err;
  EXPECT_THAT(drawn.err, ::testing::HasSubstr("librsvg-2.so.2"));

  const CommandResult none = build_logging_libraries(plain, out_plain);
  EXPECT_EQ(none.exit_code, 0) << none.err;
  EXPECT_THAT(none.err, ::testing::HasSubstr("libcairo.so.2")) << "the loader's log is read";
  EXPECT_THAT(none.err, ::testing::Not(::testing::HasSubstr("librsvg"))) << "librsvg loaded without an SVG to read";
}

}  // namespace
}  // namespace dw
