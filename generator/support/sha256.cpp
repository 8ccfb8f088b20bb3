// sha256: SHA-256 through libcrypto's EVP interface.
#include "support/sha256.hpp"

#include <openssl/evp.h>

#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <vector>

#include "support/hex.hpp"

namespace dw {

struct Sha256::State {
  EVP_MD_CTX* context = nullptr;
};

Sha256::Sha256() : state_(std::make_unique<State>()) {
  state_->context = EVP_MD_CTX_new();
  if (!state_->context || EVP_DigestInit_ex(state_->context, EVP_sha256(), nullptr) != 1)
    throw std::runtime_error("libcrypto cannot start a SHA-256 digest");
}

Sha256::~Sha256() { EVP_MD_CTX_free(state_->context); }

Sha256& Sha256::add(std::string_view bytes) {
  if (!bytes.empty() && EVP_DigestUpdate(state_->context, bytes.data(), bytes.size()) != 1)
    throw std::runtime_error("libcrypto failed a SHA-256 update");
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
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int size = 0;
  if (EVP_DigestFinal_ex(state_->context, digest, &size) != 1) throw std::runtime_error("libcrypto failed a SHA-256 digest");
  return lowercase_hex(digest, size);
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
