// template_library: finds card templates by name in the card set's templates/ folder, then the
// project's templates/cards/, loads each TOML file once and keeps it.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/card_template.hpp"

namespace dw {

class TemplateLibrary {
 public:
  explicit TemplateLibrary(std::vector<std::filesystem::path> search_dirs);

  // The template called `name`, or nullptr with a diagnostic at `used_at` when none exists or
  // its file has errors (those are reported too, once).
  const CardTemplate* get(const std::string& name, const SourcePos& used_at, Diagnostics& out);
  std::vector<std::string> available() const;  // every template name the search dirs offer

 private:
  std::vector<std::filesystem::path> dirs_;
  std::map<std::string, std::unique_ptr<CardTemplate>> loaded_;  // nullptr: failed to load
};

// Loads one template file; errors go to `out`.
std::optional<CardTemplate> load_template_file(const std::filesystem::path& file, const std::string& name,
                                               Diagnostics& out);

}  // namespace dw
