// sha256: SHA-256 through Nettle, which hashes with the CPU's SHA instructions where it has them
// (about 1.7 GB/s here, against GLib's GChecksum at 0.5 GB/s: a TTS build hashes every sheet image
// it caches, and GChecksum made it a third slower). libqpdf loads libnettle (through GnuTLS) in
// every process anyway, so it costs no start-up.
#include "support/sha256.hpp"

#include "support/hex.hpp"

#include <nettle/sha2.h>

#include <fstream>
#include <stdexcept>
#include <vector>

namespace dw {

struct Sha256::State {
  sha256_ctx context;
};

Sha256::Sha256() : state_(std::make_unique<State>()) { sha256_init(&state_->context); }

Sha256::~Sha256() = default;

Sha256& Sha256::add(std::string_view bytes) {
  sha256_update(&state_->context, bytes.size(), reinterpret_cast<const std::uint8_t*>(bytes.data()));
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
  std::uint8_t digest[SHA256_DIGEST_SIZE];
  sha256_digest(&state_->context, sizeof digest, digest);
  return lowercase_hex(digest, sizeof digest);
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
