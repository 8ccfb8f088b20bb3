// sheet_builder: a background thread running `deckwright build` and pdftoppm as child processes.
#include "serve/sheet_builder.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>

#include "serve/content_hash.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

constexpr std::chrono::milliseconds kQuietBeforeBuild{500};
constexpr int kPageDpi = 24;  // small page pictures: the PDF link is there for a closer look

std::string read_bytes(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

// The program's path on PATH, or empty.
std::string find_program(const std::string& name) {
  const char* path = std::getenv("PATH");
  std::stringstream folders(path ? path : "/usr/bin:/bin");
  std::string folder;
  while (std::getline(folders, folder, ':')) {
    const fs::path candidate = fs::path(folder.empty() ? "." : folder) / name;
    if (::access(candidate.c_str(), X_OK) == 0) return candidate.string();
  }
  return {};
}

std::vector<fs::path> files_with_extension(const fs::path& folder, const std::string& extension) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec))
    if (it->is_regular_file(ec) && it->path().extension() == extension) files.push_back(it->path());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

const char* sheet_status_name(SheetState::Status status) {
  switch (status) {
    case SheetState::Status::waiting: return "waiting";
    case SheetState::Status::building: return "building";
    case SheetState::Status::ready: return "ready";
    case SheetState::Status::failed: return "failed";
  }
  return "waiting";
}

SheetBuilder::SheetBuilder(fs::path executable, fs::path set_dir, AssetStore& assets, std::function<void()> on_change)
    : executable_(std::move(executable)), set_dir_(std::move(set_dir)), assets_(assets), on_change_(std::move(on_change)) {
  thread_ = std::thread([this] { run(); });
}

SheetBuilder::~SheetBuilder() { stop(); }

void SheetBuilder::request() {
  std::lock_guard lock(mutex_);
  pending_ = true;
  if (child_ > 0) ::kill(-child_, SIGTERM);
  wake_.notify_all();
}

void SheetBuilder::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    if (child_ > 0) ::kill(-child_, SIGTERM);
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

SheetState SheetBuilder::state() const {
  std::lock_guard lock(mutex_);
  return state_;
}

void SheetBuilder::set_state(const std::function<void(SheetState&)>& change) {
  {
    std::lock_guard lock(mutex_);
    change(state_);
  }
  on_change_();
}

void SheetBuilder::run() {
  std::unique_lock lock(mutex_);
  for (;;) {
    wake_.wait(lock, [&] { return stopping_ || pending_; });
    if (stopping_) return;
    // Wait for the requests to settle: a designer saving often gets one build at the end.
    while (pending_ && !stopping_) {
      pending_ = false;
      wake_.wait_for(lock, kQuietBeforeBuild, [&] { return stopping_ || pending_; });
    }
    if (stopping_) return;
    lock.unlock();
    build_once();
    lock.lock();
  }
}

void SheetBuilder::build_once() {
  const auto started = std::chrono::steady_clock::now();
  set_state([](SheetState& s) { s.status = SheetState::Status::building; });
  const fs::path out = scratch_.path() / "out";
  const fs::path pages = scratch_.path() / "pages";
  std::error_code ec;
  fs::remove_all(out, ec);
  fs::remove_all(pages, ec);
  fs::create_directories(pages, ec);

  std::string output;
  if (!run_child({executable_.string(), "build", set_dir_.string(), "--out", out.string(), "--target", "pnp"}, output)) {
    bool superseded = false;
    {
      std::lock_guard lock(mutex_);
      superseded = pending_ || stopping_;
    }
    if (superseded) return;  // a newer build follows
    const std::string first_line = output.substr(0, output.find('\n'));
    set_state([&](SheetState& s) {
      s.status = SheetState::Status::failed;
      s.stale = !s.files.empty();
      s.message = "the sheets were not built: " + (first_line.empty() ? std::string("deckwright build failed") : first_line);
    });
    return;
  }

  const std::string pdftoppm = find_program("pdftoppm");
  std::map<std::string, Asset> assets;
  std::vector<SheetFile> files;
  std::size_t page_count = 0;
  for (const fs::path& pdf : files_with_extension(out, ".pdf")) {
    SheetFile file;
    file.name = pdf.filename().string();
    file.booklet = file.name.find("-rules-") != std::string::npos;
    auto bytes = std::make_shared<const std::string>(read_bytes(pdf));
    file.pdf = "pdf-" + hex64(fnv1a(*bytes)) + ".pdf";
    assets[file.pdf] = Asset{"application/pdf", bytes};
    if (!pdftoppm.empty()) {
      // Each PDF's pages in a folder of their own: pdftoppm names them p-<n>, n zero-padded to
      // the page count's width, so they sort in page order.
      const fs::path folder = pages / std::to_string(files.size());
      fs::create_directories(folder, ec);
      std::string ignored;
      if (!run_child({pdftoppm, "-r", std::to_string(kPageDpi), "-png", pdf.string(), (folder / "p").string()}, ignored)) {
        std::lock_guard lock(mutex_);
        if (pending_ || stopping_) return;
      }
      for (const fs::path& png : files_with_extension(folder, ".png")) {
        auto picture = std::make_shared<const std::string>(read_bytes(png));
        const std::string name = "page-" + hex64(fnv1a(*picture)) + ".png";
        assets[name] = Asset{"image/png", picture};
        file.pages.push_back(name);
      }
      fs::remove_all(folder, ec);
      page_count += file.pages.size();
    }
    files.push_back(std::move(file));
  }
  fs::remove_all(out, ec);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  assets_.replace_group("sheets", std::move(assets));
  set_state([&](SheetState& s) {
    s.status = SheetState::Status::ready;
    s.stale = false;
    s.files = std::move(files);
    std::ostringstream message;
    message.precision(2);
    message << std::fixed << s.files.size() << " PDF files, " << page_count << " pages, built in " << seconds << " s";
    if (pdftoppm.empty()) message << " (pdftoppm not found: no page pictures)";
    s.message = message.str();
  });
}

bool SheetBuilder::run_child(const std::vector<std::string>& argv, std::string& output) {
  std::vector<char*> args;
  for (const auto& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
  args.push_back(nullptr);
  int pipe_fds[2];
  if (::pipe2(pipe_fds, O_CLOEXEC) != 0) return false;
  pid_t pid = -1;
  {
    std::lock_guard lock(mutex_);
    if (pending_ || stopping_) {
      ::close(pipe_fds[0]);
      ::close(pipe_fds[1]);
      return false;
    }
    pid = ::fork();
    if (pid == 0) {
      // The child: its own process group (so a newer request stops it and its children), the
      // signals the server blocks unblocked, low priority, output into the pipe.
      ::setpgid(0, 0);
      sigset_t none;
      sigemptyset(&none);
      ::sigprocmask(SIG_SETMASK, &none, nullptr);
      ::signal(SIGPIPE, SIG_DFL);  // the server ignores it; ignoring would pass through exec
      ::setpriority(PRIO_PROCESS, 0, 10);
      ::dup2(pipe_fds[1], STDOUT_FILENO);
      ::dup2(pipe_fds[1], STDERR_FILENO);
      const int null = ::open("/dev/null", O_RDONLY);
      if (null >= 0) ::dup2(null, STDIN_FILENO);
      ::close_range(3, ~0u, 0);
      ::execv(args[0], args.data());
      ::_exit(127);
    }
    if (pid > 0) {
      ::setpgid(pid, pid);  // also here, so a kill right after fork finds the group
      child_ = pid;
    }
  }
  ::close(pipe_fds[1]);
  if (pid < 0) {
    ::close(pipe_fds[0]);
    return false;
  }
  char buffer[4096];
  for (;;) {
    const ssize_t n = ::read(pipe_fds[0], buffer, sizeof buffer);
    if (n > 0) {
      if (output.size() < (1u << 20)) output.append(buffer, static_cast<std::size_t>(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    break;
  }
  ::close(pipe_fds[0]);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  {
    std::lock_guard lock(mutex_);
    child_ = -1;
  }
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

}  // namespace dw
