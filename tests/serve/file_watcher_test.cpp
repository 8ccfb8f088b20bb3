// Tests of serve/file_watcher: what inotify reports for a watched tree, folders made later
// included, and how a waiting thread is woken.
#include "serve/file_watcher.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <thread>

#include "support/temp_dir.hpp"

namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace dw {
namespace {

bool holds(const std::vector<fs::path>& changed, const fs::path& path) {
  return std::find(changed.begin(), changed.end(), path) != changed.end();
}

// Waits for batches until one holds `path` (an earlier batch may hold an earlier change).
bool reported(FileWatcher& watcher, const fs::path& path) {
  const auto give_up = std::chrono::steady_clock::now() + 5s;
  while (std::chrono::steady_clock::now() < give_up)
    if (holds(watcher.wait(1000ms), path)) return true;
  return false;
}

TEST(FileWatcher, ReportsAFileWrittenInTheWatchedTree) {
  testing::TempDir set;
  set.write("cards/cards.toml", "[[card]]\n");
  FileWatcher watcher;
  watcher.watch_tree(set.path());
  set.write("cards/cards.toml", "[[card]]\nid = \"one\"\n");
  EXPECT_TRUE(reported(watcher, set.path() / "cards" / "cards.toml"));
}

TEST(FileWatcher, WatchesFoldersCreatedAfterItStarted) {
  testing::TempDir set;
  FileWatcher watcher;
  watcher.watch_tree(set.path());
  fs::create_directories(set.path() / "art" / "new");
  ASSERT_TRUE(reported(watcher, set.path() / "art"));
  // A file written into the new folder later is seen by the folder's own watch.
  set.write("art/new/dragon.png", "not really a PNG");
  EXPECT_TRUE(reported(watcher, set.path() / "art" / "new" / "dragon.png"));
  EXPECT_EQ(watcher.watched_folders(), 3u);
}

TEST(FileWatcher, ReportsFilesAlreadyInAFolderMovedIn) {
  testing::TempDir set, elsewhere;
  elsewhere.write("locales/de.po", "msgid \"\"\nmsgstr \"\"\n");
  FileWatcher watcher;
  watcher.watch_tree(set.path());
  fs::rename(elsewhere.path() / "locales", set.path() / "locales");
  EXPECT_TRUE(reported(watcher, set.path() / "locales" / "de.po"));
}

TEST(FileWatcher, AnEditorsSaveByRenameIsOneBatch) {
  testing::TempDir set;
  set.write("set.toml", "id = \"a\"\n");
  FileWatcher watcher;
  watcher.watch_tree(set.path());
  set.write(".set.toml.swp", "id = \"b\"\n");
  fs::rename(set.path() / ".set.toml.swp", set.path() / "set.toml");
  const std::vector<fs::path> batch = watcher.wait(2000ms);
  EXPECT_TRUE(holds(batch, set.path() / "set.toml"));
  EXPECT_TRUE(holds(batch, set.path() / ".set.toml.swp"));
  EXPECT_TRUE(watcher.wait(200ms).empty());
}

TEST(FileWatcher, ABatchWaitsForAFileWrittenInPlaceToBeClosed) {
  testing::TempDir set;
  set.write("cards/cards.toml", "[[card]]\nid = \"old\"\n");
  FileWatcher watcher;
  watcher.watch_tree(set.path());
  const fs::path file = set.path() / "cards" / "cards.toml";
  // A writer that truncates the file, writes half, stalls (a busy machine), then finishes.
  std::thread writer([&] {
    std::ofstream out(file, std::ios::trunc);
    out << "[[card]]\n" << std::flush;
    std::this_thread::sleep_for(300ms);
    out << "id = \"new\"\n";
  });
  const std::vector<fs::path> batch = watcher.wait(2000ms);
  const std::string seen = testing::read_file(file);
  writer.join();
  EXPECT_TRUE(holds(batch, file));
  EXPECT_EQ(seen, "[[card]]\nid = \"new\"\n");
}

TEST(FileWatcher, AnEditorsOpenSwapFileDoesNotHoldTheBatch) {
  testing::TempDir set;
  FileWatcher watcher;
  watcher.watch_tree(set.path());
  std::ofstream swap(set.path() / ".cards.toml.swp");  // vim keeps it open while editing
  swap << "swap" << std::flush;
  set.write("cards.toml", "[[card]]\n");
  const auto started = std::chrono::steady_clock::now();
  const std::vector<fs::path> batch = watcher.wait(2000ms);
  EXPECT_TRUE(holds(batch, set.path() / "cards.toml"));
  EXPECT_LT(std::chrono::steady_clock::now() - started, 500ms);
}

TEST(FileWatcher, ReportsNothingWhenNothingChanged) {
  testing::TempDir set;
  set.write("set.toml", "id = \"a\"\n");
  FileWatcher watcher;
  watcher.watch_tree(set.path());
  EXPECT_TRUE(watcher.wait(200ms).empty());
}

TEST(FileWatcher, DoesNotFollowSymbolicLinksOutOfTheTree) {
  testing::TempDir set, outside;
  fs::create_directory_symlink(outside.path(), set.path() / "art");
  FileWatcher watcher;
  watcher.watch_tree(set.path());
  EXPECT_EQ(watcher.watched_folders(), 1u);
  outside.write("secret.png", "x");
  EXPECT_TRUE(watcher.wait(300ms).empty());
}

TEST(FileWatcher, WakeEndsAWaitAtOnce) {
  testing::TempDir set;
  FileWatcher watcher;
  watcher.watch_tree(set.path());
  const auto started = std::chrono::steady_clock::now();
  std::thread waker([&] {
    std::this_thread::sleep_for(50ms);
    watcher.wake();
  });
  EXPECT_TRUE(watcher.wait(10000ms).empty());
  waker.join();
  EXPECT_LT(std::chrono::steady_clock::now() - started, 2s);
}

}  // namespace
}  // namespace dw
