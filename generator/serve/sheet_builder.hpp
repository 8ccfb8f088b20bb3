// sheet_builder: the print sheets and the booklet for the page, built in the background by a
// child `deckwright build` (the very build of the command line, at low priority, into a private
// scratch folder), whose PDF pages pdftoppm turns into small PNGs. Everything it made is read into
// the asset store (group "sheets") and the scratch files removed. A build starts once requests
// have been quiet for half a second; a request during a build stops it (its process group is
// killed) and starts over, so the cards, drawn in the server itself, never wait for the sheets.
#pragma once

#include <sys/types.h>

#include <condition_variable>
#include <filesystem>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "serve/asset_store.hpp"
#include "support/scratch_dir.hpp"

namespace dw {

struct SheetFile {
  std::string name;                // the PDF's file name, as `build` writes it
  bool booklet = false;            // a rules booklet (<set>-rules-<page>[...].pdf, booklet_build)
  std::string pdf;                 // asset name of the PDF
  std::vector<std::string> pages;  // asset names of its pages as PNGs, in order
};

struct SheetState {
  enum class Status { waiting, building, ready, failed };
  Status status = Status::waiting;
  std::string message;            // what the last build did, or why it failed
  bool stale = false;             // the files are of an earlier build
  std::vector<SheetFile> files;
};

const char* sheet_status_name(SheetState::Status status);

class SheetBuilder {
 public:
  // `executable`: the deckwright binary to run; `on_change` is called (from the builder's
  // thread) whenever state() changed.
  SheetBuilder(std::filesystem::path executable, std::filesystem::path set_dir, AssetStore& assets,
               std::function<void()> on_change);
  ~SheetBuilder();
  SheetBuilder(const SheetBuilder&) = delete;
  SheetBuilder& operator=(const SheetBuilder&) = delete;

  void request();
  SheetState state() const;
  // Stops a build under way and the thread; called by the destructor.
  void stop();

 private:
  void run();
  void build_once();
  // Runs argv in its own process group at low priority, its output gathered. False when it could
  // not start, failed, or was stopped by a newer request.
  bool run_child(const std::vector<std::string>& argv, std::string& output);
  void set_state(const std::function<void(SheetState&)>& change);

  std::filesystem::path executable_;
  std::filesystem::path set_dir_;
  AssetStore& assets_;
  std::function<void()> on_change_;
  ScratchDir scratch_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  bool pending_ = false;
  bool stopping_ = false;
  pid_t child_ = -1;
  SheetState state_;
  std::thread thread_;
};

}  // namespace dw
