// program_identity: what names the running deckwright program for the render cache
// (pipeline/cache_inputs), so a rebuilt program starts with a fresh cache. The linker's build ID
// (the ELF note NT_GNU_BUILD_ID, which the top CMakeLists asks for with -Wl,--build-id=sha1 in
// every build type: a SHA-1 the linker computes over the linked output) read from the program's
// loaded notes through dl_iterate_phdr, without reading the file; where the program has none, the
// SHA-256 of its file (/proc/self/exe), about 5 ms for the 8 MB release binary on this machine.
// The two forms carry different prefixes, so they never equal each other.
#pragma once

#include <cstddef>
#include <string>

namespace dw {

// "build-id <hex>" or "sha256 <hex>" (or "unknown program" when neither can be had); worked out
// once per process.
const std::string& program_identity();

// The build ID (lowercase hex) in a block of ELF notes (a PT_NOTE segment as loaded), or empty
// when it holds none; a note running past the block's end ends the search. Exposed for tests.
std::string build_id_in_notes(const unsigned char* notes, std::size_t size);

// The running program's build ID (lowercase hex), or empty when it has none.
std::string running_program_build_id();

}  // namespace dw
