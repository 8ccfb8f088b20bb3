// font_manifest: the list of font families and files the project may use (fonts/manifest.toml).
// Model-like data read with toml++; the FontContext turns it into a private fontconfig set.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "model/diagnostic.hpp"

namespace dw {

struct FontFamily {
  std::string family;
  std::string package;  // the Debian package shipping the files
  std::vector<std::filesystem::path> files;
  // Languages for which this family backs every other one up (fonts/manifest.toml: fallback_for =
  // ["ja"]): when building those locales, characters a template's family lacks come from it.
  std::vector<std::string> fallback_for;
};

struct FontManifest {
  std::filesystem::path file;
  std::vector<FontFamily> families;
  bool has_family(const std::string& name) const;
  std::vector<std::string> family_names() const;
  // The families that back up every family for `language` (a tag such as "ja"), in manifest order.
  std::vector<std::string> fallbacks_for(const std::string& language) const;
};

// Reads the manifest; a missing font file is an error naming the package to install.
FontManifest load_font_manifest(const std::filesystem::path& file);

}  // namespace dw
