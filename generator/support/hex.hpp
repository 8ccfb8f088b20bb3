// hex: bytes written as lowercase hexadecimal digits, two a byte (digests, build IDs).
#pragma once

#include <cstddef>
#include <string>

namespace dw {

inline std::string lowercase_hex(const unsigned char* bytes, std::size_t size) {
  static const char* const kDigits = "0123456789abcdef";
  std::string out;
  out.reserve(2 * size);
  for (std::size_t i = 0; i < size; ++i) {
    out += kDigits[bytes[i] >> 4];
    out += kDigits[bytes[i] & 15];
  }
  return out;
}

}  // namespace dw
