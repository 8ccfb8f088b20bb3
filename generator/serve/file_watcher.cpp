// file_watcher: inotify watches on every folder of a tree, an eventfd to wake a waiting thread.
#include "serve/file_watcher.hpp"

#include <poll.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <system_error>

namespace fs = std::filesystem;

namespace dw {

namespace {

constexpr std::uint32_t kChangeEvents =
    IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB;
constexpr std::chrono::milliseconds kMostSettling{250};
// A file written in place (truncated, then written) is half written until its writer closes it; a
// batch waits this long at most for such writers (a writer that keeps its file open gets cut off).
constexpr std::chrono::milliseconds kMostWaitForWriters{1000};

int poll_for(pollfd* fds, nfds_t count, std::chrono::milliseconds timeout) {
  for (;;) {
    const int ready = ::poll(fds, count, static_cast<int>(timeout.count()));
    if (ready >= 0 || errno != EINTR) return ready;
  }
}

}  // namespace

// Reported but never holding a batch: an editor keeps its swap file open all along.
bool is_editor_scratch(const std::string& name) {
  return name.empty() || name[0] == '.' || name.back() == '~' || name == "4913";
}

FileWatcher::FileWatcher() {
  inotify_fd_ = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
  if (inotify_fd_ < 0) throw std::system_error(errno, std::generic_category(), "cannot start inotify");
  wake_fd_ = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  if (wake_fd_ < 0) {
    const int error = errno;
    ::close(inotify_fd_);
    throw std::system_error(error, std::generic_category(), "cannot make an eventfd");
  }
}

FileWatcher::~FileWatcher() {
  ::close(inotify_fd_);
  ::close(wake_fd_);
}

void FileWatcher::watch_tree(const fs::path& root) {
  std::error_code ec;
  if (!fs::is_directory(fs::symlink_status(root, ec))) return;
  add_folder(root, nullptr);
}

void FileWatcher::add_folder(const fs::path& folder, std::set<fs::path>* found) {
  if (folders_.size() >= kMaxWatchedFolders) return;
  const int wd = inotify_add_watch(inotify_fd_, folder.c_str(), kChangeEvents | IN_ONLYDIR | IN_DONT_FOLLOW);
  if (wd < 0) return;  // gone already, or not readable: nothing to watch
  folders_[wd] = folder;
  std::error_code ec;
  for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
    const fs::file_status status = it->symlink_status(ec);
    if (ec) break;
    if (fs::is_directory(status)) add_folder(it->path(), found);
    else if (found) found->insert(it->path());
  }
}

bool FileWatcher::drain(std::set<fs::path>& changed) {
  alignas(inotify_event) char buffer[16 * 1024];
  bool any = false;
  for (;;) {
    const ssize_t length = ::read(inotify_fd_, buffer, sizeof buffer);
    if (length <= 0) return any;  // EAGAIN: nothing more pending
    for (ssize_t at = 0; at < length;) {
      const auto* event = reinterpret_cast<const inotify_event*>(buffer + at);
      at += static_cast<ssize_t>(sizeof(inotify_event) + event->len);
      if (event->mask & IN_Q_OVERFLOW) {
        // Events were lost: report every watched folder so the caller rebuilds everything.
        for (const auto& [wd, folder] : folders_) changed.insert(folder);
        any = true;
        continue;
      }
      const auto folder = folders_.find(event->wd);
      if (folder == folders_.end()) continue;
      if (event->mask & IN_IGNORED) {  // the folder was deleted or moved away
        changed.insert(folder->second);
        folders_.erase(folder);
        any = true;
        continue;
      }
      const fs::path path = event->len ? folder->second / event->name : folder->second;
      changed.insert(path);
      if (!(event->mask & IN_ISDIR) && !is_editor_scratch(path.filename().string())) {
        if (event->mask & (IN_MODIFY | IN_CREATE)) writing_.insert(path);
        if (event->mask & (IN_CLOSE_WRITE | IN_DELETE | IN_MOVED_FROM)) writing_.erase(path);
      }
      any = true;
      if ((event->mask & IN_ISDIR) && (event->mask & (IN_CREATE | IN_MOVED_TO))) add_folder(path, &changed);
    }
  }
}

std::vector<fs::path> FileWatcher::wait(std::chrono::milliseconds timeout, std::chrono::milliseconds settle) {
  std::set<fs::path> changed;
  pollfd fds[2] = {{inotify_fd_, POLLIN, 0}, {wake_fd_, POLLIN, 0}};
  if (poll_for(fds, 2, timeout) <= 0) return {};
  if (fds[1].revents & POLLIN) {
    std::uint64_t count = 0;
    [[maybe_unused]] const ssize_t ignored = ::read(wake_fd_, &count, sizeof count);
    return {};
  }
  const auto started = std::chrono::steady_clock::now();
  drain(changed);
  for (;;) {
    const auto waited = std::chrono::steady_clock::now() - started;
    if (waited >= (writing_.empty() ? kMostSettling : kMostWaitForWriters)) break;
    pollfd inotify_only{inotify_fd_, POLLIN, 0};
    if (poll_for(&inotify_only, 1, settle) > 0) drain(changed);
    else if (writing_.empty()) break;  // quiet, and no file is half written
  }
  writing_.clear();
  return {changed.begin(), changed.end()};
}

void FileWatcher::wake() {
  const std::uint64_t one = 1;
  [[maybe_unused]] const ssize_t ignored = ::write(wake_fd_, &one, sizeof one);
}

}  // namespace dw
