// template_library: finds card templates by name in the card set's templates/ folder, then the
// project's templates/cards/, loads each TOML file once and keeps it. A template may extend one
// or more others (`extends = ["a", "b"]`): their elements come first, a later parent's element
// replaces an earlier one of the same name, and the template's own [[element]] with an inherited
// name overrides just the keys it gives.
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "model/card_template.hpp"
#include "model/template_localizer.hpp"

namespace dw {

class TemplateLibrary {
 public:
  // A template file found in a search dir must stay, links resolved, inside one of `allowed_roots`
  // (model/containment; empty: the search dirs themselves).
  explicit TemplateLibrary(std::vector<std::filesystem::path> search_dirs,
                           std::vector<std::filesystem::path> allowed_roots = {});

  // The template called `name`, or nullptr with a diagnostic at `used_at` when none exists or
  // its file has errors (those are reported too, once). Safe to call from several threads (the
  // renderers of a parallel build share the library).
  const CardTemplate* get(const std::string& name, const SourcePos& used_at, Diagnostics& out);
  std::vector<std::string> available() const;  // every template name the search dirs offer
  // Changes every template get() hands out (a localised build translates their words); set it
  // before the first get().
  // The hook must outlive the library.
  void set_localizer(TemplateLocalizer* localizer) { localizer_ = localizer; }

  static constexpr std::size_t kMaxInheritanceDepth = 16;

 private:
  // `chain` holds the templates being loaded, outermost first, to catch circular extends.
  const CardTemplate* get_in_chain(const std::string& name, const SourcePos& used_at, Diagnostics& out,
                                   std::vector<std::string>& chain);
  std::optional<CardTemplate> load(const std::filesystem::path& file, const std::string& name, Diagnostics& out,
                                   std::vector<std::string>& chain);

  std::vector<std::filesystem::path> dirs_;
  std::vector<std::filesystem::path> allowed_roots_;
  std::map<std::string, std::unique_ptr<CardTemplate>> loaded_;  // nullptr: failed to load
  TemplateLocalizer* localizer_ = nullptr;
  std::map<std::string, std::unique_ptr<CardTemplate>> localized_;  // by name, made from loaded_
  std::mutex mutex_;  // get() loads and localises on first use
};


}  // namespace dw
