// fuzz_input_files: turns one fuzz input into the files of a card set. The input is split at
// lines holding only "%%"; the parts become set.toml, cards/cards.toml, templates/face.toml and
// templates/back.toml in a scratch folder owned by the process (created once, rewritten per run).
#pragma once

#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

namespace dw::fuzz {

inline std::vector<std::string> split_parts(std::string_view input, std::size_t wanted) {
  std::vector<std::string> parts(1);
  std::size_t start = 0;
  while (start <= input.size()) {
    const std::size_t end = input.find('\n', start);
    const std::string_view line = input.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    if (line == "%%" && parts.size() < wanted) {
      parts.emplace_back();
    } else {
      parts.back().append(line);
      if (end != std::string_view::npos) parts.back().push_back('\n');
    }
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  parts.resize(wanted);
  return parts;
}

inline const std::filesystem::path& scratch_dir() {
  static const std::filesystem::path dir = [] {
    const char* shm = "/dev/shm";
    const std::filesystem::path base = std::filesystem::is_directory(shm) ? shm : std::filesystem::temp_directory_path();
    std::string pattern = (base / "deckwright-fuzz-XXXXXX").string();
    if (!mkdtemp(pattern.data())) std::abort();
    std::atexit([] { std::error_code ec; std::filesystem::remove_all(scratch_dir(), ec); });
    return std::filesystem::path(pattern);
  }();
  return dir;
}

inline void write_file(const std::filesystem::path& path, const std::string& content) {
  std::filesystem::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary | std::ios::trunc) << content;
}

}  // namespace dw::fuzz
