// cache_inputs: hashing what every face of a build depends on.
#include "pipeline/cache_inputs.hpp"

#include <chrono>
#include <system_error>

#include "support/program_identity.hpp"
#include "support/sha256.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

// The file's bytes, or a mark that it is missing (a missing file is an input too).
void add_file(Sha256& hash, const fs::path& file) {
  std::error_code ec;
  hash.field(file.generic_string());
  if (!fs::is_regular_file(file, ec)) {
    hash.field("absent");
    return;
  }
  hash.field(sha256_of_file(file));
}

// Path, size and modification time: font files are large and change only when reinstalled.
void add_file_stamp(Sha256& hash, const fs::path& file) {
  std::error_code ec;
  hash.field(file.generic_string());
  const auto size = fs::file_size(file, ec);
  hash.number(ec ? -1 : static_cast<std::int64_t>(size));
  const auto time = fs::last_write_time(file, ec);
  hash.number(ec ? -1 : static_cast<std::int64_t>(time.time_since_epoch().count()));
}

}  // namespace

std::string build_inputs_digest(PreparedSet& prepared, const std::string& locale) {
  const CardSet& source = prepared.source();
  Sha256 hash;
  hash.field("deckwright build inputs 1").field(program_identity());
  add_file(hash, source.set_file);
  for (const fs::path& base : source.bases) add_file(hash, base / "set.toml");
  const FontManifest& manifest = prepared.fonts().manifest();
  add_file(hash, manifest.file);
  for (const FontFamily& family : manifest.families)
    for (const fs::path& file : family.files) add_file_stamp(hash, file);
  hash.field(prepared.fonts().language()).field(locale);
  if (!locale.empty()) add_file(hash, source.dir / "locales" / (locale + ".po"));
  return hash.hex();
}

}  // namespace dw
