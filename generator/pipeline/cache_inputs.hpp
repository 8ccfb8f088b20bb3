// cache_inputs: the part of every render cache key (print/render_cache.hpp) that a whole build
// shares: the deckwright program itself (its linker build ID, or its file's SHA-256 when it has
// none: support/program_identity; so a rebuilt binary starts afresh),
// the set.toml of the set and of each base (card size, bleed, icons, uniform sizes ...), the font
// manifest with each font file's path, size and modification time, the text language, and the
// locale with its PO file. Anything in these that changes makes every cached face a miss.
#pragma once

#include <string>

#include "pipeline/prepared_set.hpp"

namespace dw {

std::string build_inputs_digest(PreparedSet& prepared, const std::string& locale);

}  // namespace dw
