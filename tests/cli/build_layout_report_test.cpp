// build_set fills each pass's layout report only when the request asks for it (the CLI's
// --verbose): without it the report string is not built, and a large set's build does not hold it.
#include <gtest/gtest.h>

#include <string>

#include "pipeline/set_build.hpp"
#include "tiny_set.hpp"

namespace dw {
namespace {

using namespace dw::testing;

BuildResult build_tiny(bool layout_report) {
  TempDir set, out;
  write_tiny_set(set);
  BuildRequest request;
  request.set_dir = set.path().string();
  request.out_dir = out.path().string();
  request.paper = "a4";
  request.jobs = 1;
  request.layout_report = layout_report;
  Diagnostics warnings;
  return build_set(request, warnings);
}

TEST(BuildLayoutReport, BuiltOnlyWhenAsked) {
  const BuildResult quiet = build_tiny(false);
  ASSERT_EQ(quiet.passes.size(), 1u);
  EXPECT_FALSE(quiet.passes[0].written.empty());
  EXPECT_EQ(quiet.passes[0].layout_report, "");

  const BuildResult asked = build_tiny(true);
  ASSERT_EQ(asked.passes.size(), 1u);
  EXPECT_NE(asked.passes[0].layout_report, "");
}

}  // namespace
}  // namespace dw
