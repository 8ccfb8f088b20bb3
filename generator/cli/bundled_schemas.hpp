// bundled_schemas: the JSON Schemas of the repository's schemas/ folder, compiled into the binary
// (CMake writes bundled_schemas.cpp from the files), so `deckwright schema` can write them for a
// project anywhere.
#pragma once

#include <string_view>
#include <vector>

namespace dw {

struct BundledSchema {
  std::string_view file_name;  // "set.schema.json"
  std::string_view text;
};

// In file name order.
const std::vector<BundledSchema>& bundled_schemas();

}  // namespace dw
