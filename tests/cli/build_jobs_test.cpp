// End-to-end: `deckwright build --target all` gives the same files, byte for byte, with one
// thread and with two (--jobs 1, --jobs 2), for bundled sets of different kinds: every target's
// folder, PDFs, PNGs and the TTS saved object (its URLs made host-relative so the two output
// folders do not show in it). --jobs 0 is refused.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;
namespace fs = std::filesystem;

CommandResult build_all(const std::string& set, const fs::path& out, const std::string& jobs) {
  return run_command(shell_quote(deckwright_binary()) + " build " +
                     shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/" + set) +
                     " --target all --tts-base-url https://example.invalid/deck --jobs " + jobs + " --out " +
                     shell_quote(out.string()));
}

// Every file under `dir`, by its path relative to `dir`, with its bytes.
std::map<std::string, std::string> tree(const fs::path& dir) {
  std::map<std::string, std::string> out;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file()) out[fs::relative(e.path(), dir).generic_string()] = read_file(e.path());
  return out;
}

std::vector<std::string> names(const std::map<std::string, std::string>& files) {
  std::vector<std::string> out;
  for (const auto& [name, bytes] : files) out.push_back(name);
  return out;
}

class BuildJobs : public ::testing::TestWithParam<const char*> {};

TEST_P(BuildJobs, OneThreadAndTwoWriteTheSameBytes) {
  const std::string set = GetParam();
  TempDir one, two;
  const CommandResult r1 = build_all(set, one.path(), "1");
  ASSERT_EQ(r1.exit_code, 0) << r1.err;
  const CommandResult r2 = build_all(set, two.path(), "2");
  ASSERT_EQ(r2.exit_code, 0) << r2.err;
  EXPECT_EQ(r1.err, r2.err) << "the same warnings";
  const auto files1 = tree(one.path() / set), files2 = tree(two.path() / set);
  // Every target wrote something, so the comparison below covers each.
  int pdfs = 0;
  std::map<std::string, int> per_target;
  for (const auto& [name, bytes] : files1) {
    EXPECT_FALSE(bytes.empty()) << name;
    if (name.find('/') == std::string::npos && name.ends_with(".pdf")) ++pdfs;
    else per_target[name.substr(0, name.find('/'))]++;
  }
  EXPECT_GT(pdfs, 0) << "pnp sheets";
  for (const char* target : {"tgc", "mpc", "dtc", "tts"}) EXPECT_GT(per_target[target], 0) << target;
  ASSERT_EQ(names(files1), names(files2)) << "the same files";
  for (const auto& [name, bytes] : files1) EXPECT_TRUE(bytes == files2.at(name)) << name << " differs";
}

INSTANTIATE_TEST_SUITE_P(BundledSets, BuildJobs, ::testing::Values("duel-cards", "clashing-blades"),
                         [](const ::testing::TestParamInfo<const char*>& set) {
                           std::string name = set.param;
                           std::erase(name, '-');
                           return name;
                         });

TEST(BuildJobsOption, ZeroIsRefused) {
  TempDir out;
  const CommandResult r = run_command(shell_quote(deckwright_binary()) + " build " +
                                      shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/duel-cards") +
                                      " --target tgc --jobs 0 --out " + shell_quote(out.path().string()));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--jobs"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(out.path() / "duel-cards")) << "nothing written";
}

}  // namespace
}  // namespace dw
