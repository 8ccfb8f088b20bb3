// file_watcher: the set's files watched with Linux inotify. A watched tree is its folder and every
// folder under it, including folders created (or moved in) after watching began; a change is a
// file written and closed, created, deleted or moved. Symbolic links are not followed, and a tree
// holds at most kMaxWatchedFolders folders, so a hostile set cannot exhaust the kernel's watches.
#pragma once

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace dw {

// Editors' own files (vim's .name.swp and its 4913 probe, backups ending in ~, hidden files):
// never a set's input, and never a change worth rebuilding for.
bool is_editor_scratch(const std::string& name);

inline constexpr std::size_t kMaxWatchedFolders = 4096;

class FileWatcher {
 public:
  // Throws std::system_error when inotify or the wake-up descriptor cannot be made.
  FileWatcher();
  ~FileWatcher();
  FileWatcher(const FileWatcher&) = delete;
  FileWatcher& operator=(const FileWatcher&) = delete;

  // Watches `root` and every folder under it. A root that does not exist is ignored; watching
  // one again (or one already inside a watched tree) changes nothing.
  void watch_tree(const std::filesystem::path& root);

  // Waits up to `timeout` for a change, then gathers the changes that follow it closely (until
  // `settle` passes without another, at most a quarter of a second), as one batch: an editor's
  // save (write a temporary, rename it over the file) is one batch. A file being written in place
  // (modified, not yet closed) holds the batch until its writer closes it, for up to a second, so
  // a batch never ends on a half-written file (editors' swap and backup files excepted). Returns the changed paths, sorted; empty when the
  // timeout passed or wake() was called.
  std::vector<std::filesystem::path> wait(std::chrono::milliseconds timeout,
                                          std::chrono::milliseconds settle = std::chrono::milliseconds(30));

  // Makes a wait() in another thread return at once (safe from any thread).
  void wake();

  std::size_t watched_folders() const { return folders_.size(); }

 private:
  // Reads every pending event into `changed`; returns whether there were any.
  bool drain(std::set<std::filesystem::path>& changed);
  void add_folder(const std::filesystem::path& folder, std::set<std::filesystem::path>* found);

  int inotify_fd_ = -1;
  int wake_fd_ = -1;
  std::map<int, std::filesystem::path> folders_;  // watch descriptor -> folder
  std::set<std::filesystem::path> writing_;       // files modified and not yet closed
};

}  // namespace dw
