// program_identity: the running program's build ID from its loaded ELF notes, or its file's hash.
#include "support/program_identity.hpp"

#include <elf.h>
#include <link.h>

#include <cstdint>
#include <cstring>
#include <stdexcept>

#include "support/hex.hpp"
#include "support/sha256.hpp"

namespace dw {

namespace {

constexpr std::uint32_t kGnuBuildIdType = NT_GNU_BUILD_ID;

std::size_t aligned4(std::size_t n) { return (n + 3) & ~static_cast<std::size_t>(3); }

// dl_iterate_phdr's callback: the first object listed is the program itself; its PT_NOTE
// segments are searched and the iteration stops there.
int find_in_program(dl_phdr_info* info, std::size_t, void* found) {
  for (ElfW(Half) i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr)& segment = info->dlpi_phdr[i];
    if (segment.p_type != PT_NOTE) continue;
    const auto* notes = reinterpret_cast<const unsigned char*>(info->dlpi_addr + segment.p_vaddr);
    std::string id = build_id_in_notes(notes, segment.p_memsz);
    if (!id.empty()) {
      *static_cast<std::string*>(found) = std::move(id);
      break;
    }
  }
  return 1;  // only the first object: the program
}

}  // namespace

std::string build_id_in_notes(const unsigned char* notes, std::size_t size) {
  std::size_t at = 0;
  while (size - at >= 12) {  // namesz, descsz, type
    std::uint32_t name_size, desc_size, type;
    std::memcpy(&name_size, notes + at, 4);
    std::memcpy(&desc_size, notes + at + 4, 4);
    std::memcpy(&type, notes + at + 8, 4);
    const std::size_t name_at = at + 12, desc_at = name_at + aligned4(name_size);
    if (desc_at > size || aligned4(desc_size) > size - desc_at) return {};
    if (type == kGnuBuildIdType && name_size == 4 && std::memcmp(notes + name_at, "GNU", 4) == 0 && desc_size > 0)
      return lowercase_hex(notes + desc_at, desc_size);
    at = desc_at + aligned4(desc_size);
  }
  return {};
}

std::string running_program_build_id() {
  std::string id;
  dl_iterate_phdr(find_in_program, &id);
  return id;
}

const std::string& program_identity() {
  static const std::string identity = []() -> std::string {
    const std::string id = running_program_build_id();
    if (!id.empty()) return "build-id " + id;
    try {
      return "sha256 " + sha256_of_file("/proc/self/exe");
    } catch (const std::runtime_error&) {
      return "unknown program";
    }
  }();
  return identity;
}

}  // namespace dw
