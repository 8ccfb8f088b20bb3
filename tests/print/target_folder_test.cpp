// target_folder and output_target: a target's folder keeps exactly one build's files, never
// touches files of other kinds or temporaries; target names and "all".
#include "print/target_folder.hpp"

#include <gtest/gtest.h>

#include <chrono>

#include "print/output_target.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using namespace dw::testing;

TEST(TargetFolder, WritesAtomicallyAndRemovesOnlyStaleFilesOfItsKinds) {
  TempDir root;
  const auto dir = root.path() / "set" / "tgc";
  {
    TargetFolder first(dir, {".png"});
    first.write("a.png", "A1");
    first.write("b.png", "B1");
    EXPECT_EQ(first.remove_stale(), 0);
  }
  root.write("set/tgc/notes.txt", "mine");
  root.write("set/tgc/.a.png.tmp-123456", "someone else's build in progress");
  TargetFolder second(dir, {".png"});
  const auto a = second.write("a.png", "A2");
  EXPECT_EQ(a, dir / "a.png");
  EXPECT_EQ(read_file(a), "A2");
  EXPECT_THROW(second.write("a.png", "again"), std::logic_error);
  EXPECT_EQ(second.remove_stale(), 1);
  EXPECT_FALSE(std::filesystem::exists(dir / "b.png"));
  EXPECT_TRUE(std::filesystem::exists(dir / "notes.txt"));
  EXPECT_TRUE(std::filesystem::exists(dir / ".a.png.tmp-123456"));
  EXPECT_EQ(second.written(), 1u);
}

TEST(TargetFolder, WriteIfChangedLeavesAnEqualFileAlone) {
  TempDir root;
  const auto dir = root.path() / "tgc";
  {
    TargetFolder first(dir, {".png"});
    first.write("same.png", "bytes");
    first.write("other.png", "old bytes");
    first.write("grown.png", "abc");
  }
  const auto old_time = std::filesystem::file_time_type::clock::now() - std::chrono::hours(24);
  for (const char* name : {"same.png", "other.png", "grown.png"}) std::filesystem::last_write_time(dir / name, old_time);
  TargetFolder second(dir, {".png"});
  second.write_if_changed("same.png", "bytes");
  second.write_if_changed("other.png", "new bytes");  // same size, other bytes
  second.write_if_changed("grown.png", "abcd");
  EXPECT_EQ(std::filesystem::last_write_time(dir / "same.png"), old_time) << "not written again";
  EXPECT_EQ(read_file(dir / "other.png"), "new bytes");
  EXPECT_NE(std::filesystem::last_write_time(dir / "other.png"), old_time);
  EXPECT_EQ(read_file(dir / "grown.png"), "abcd");
  EXPECT_THROW(second.write_if_changed("same.png", "bytes"), std::logic_error);
  EXPECT_EQ(second.remove_stale(), 0) << "a file left alone still counts as this build's";
  EXPECT_EQ(second.written(), 3u);
}

TEST(OutputTarget, NamesAndAll) {
  EXPECT_EQ(target_choices(), (std::vector<std::string>{"pnp", "tgc", "mpc", "dtc", "tts", "all"}));
  EXPECT_EQ(parse_target("tts"), OutputTarget::tts);
  EXPECT_EQ(parse_target("dtc"), OutputTarget::dtc);
  EXPECT_FALSE(parse_target("pdfx"));
  EXPECT_EQ(expand_targets({"all"}), (std::vector<OutputTarget>{OutputTarget::pnp, OutputTarget::tgc, OutputTarget::mpc,
                                                                OutputTarget::dtc, OutputTarget::tts}));
  EXPECT_EQ(expand_targets({"tts", "pnp", "tts"}), (std::vector<OutputTarget>{OutputTarget::pnp, OutputTarget::tts}));
  EXPECT_THROW(expand_targets({"pdf"}), std::invalid_argument);
}

}  // namespace
}  // namespace dw
