// sha256: SHA-256 through GLib's GChecksum (GLib is loaded for Pango anyway; libcrypto is not
// needed by a process that only builds).
#include "support/sha256.hpp"

#include <glib.h>

#include <algorithm>
#include <fstream>
#include <stdexcept>
#include <vector>

namespace dw {

struct Sha256::State {
  GChecksum* checksum = nullptr;
};

Sha256::Sha256() : state_(std::make_unique<State>()) {
  state_->checksum = g_checksum_new(G_CHECKSUM_SHA256);
  if (!state_->checksum) throw std::runtime_error("GLib cannot start a SHA-256 digest");
}

Sha256::~Sha256() { g_checksum_free(state_->checksum); }

Sha256& Sha256::add(std::string_view bytes) {
  // g_checksum_update takes a signed length: a very large view goes in parts.
  constexpr std::size_t kMostAtOnce = std::size_t{1} << 30;
  while (!bytes.empty()) {
    const std::size_t part = std::min(bytes.size(), kMostAtOnce);
    g_checksum_update(state_->checksum, reinterpret_cast<const guchar*>(bytes.data()), static_cast<gssize>(part));
    bytes.remove_prefix(part);
  }
  return *this;
}

Sha256& Sha256::field(std::string_view bytes) {
  number(static_cast<std::int64_t>(bytes.size()));
  return add(bytes);
}

Sha256& Sha256::number(std::int64_t value) {
  unsigned char le[8];
  for (int i = 0; i < 8; ++i) le[i] = static_cast<unsigned char>(static_cast<std::uint64_t>(value) >> (8 * i));
  return add(std::string_view(reinterpret_cast<const char*>(le), sizeof le));
}

std::string Sha256::hex() {
  // GLib writes the digest as lowercase hexadecimal digits.
  const gchar* digits = g_checksum_get_string(state_->checksum);
  if (!digits) throw std::runtime_error("GLib failed a SHA-256 digest");
  return digits;
}

std::string sha256_hex(std::string_view bytes) { return Sha256().add(bytes).hex(); }

std::string sha256_of_file(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + file.string());
  Sha256 hash;
  std::vector<char> buffer(1 << 16);
  while (in) {
    in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
    hash.add(std::string_view(buffer.data(), static_cast<std::size_t>(in.gcount())));
  }
  if (in.bad()) throw std::runtime_error("cannot read " + file.string());
  return hash.hex();
}

}  // namespace dw
