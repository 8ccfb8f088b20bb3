// scratch_dir: mkdtemp and recursive removal.
#include "support/scratch_dir.hpp"

#include <stdlib.h>

#include <stdexcept>
#include <string>

namespace dw {

ScratchDir::ScratchDir() {
  std::string pattern = (std::filesystem::temp_directory_path() / "deckwright-XXXXXX").string();
  if (!mkdtemp(pattern.data())) throw std::runtime_error("cannot make a temporary folder in " + pattern);
  path_ = pattern;
}

ScratchDir::~ScratchDir() {
  std::error_code ec;
  std::filesystem::remove_all(path_, ec);
}

}  // namespace dw
