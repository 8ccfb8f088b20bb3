// font_manifest: reading fonts/manifest.toml.
#include "render/font_manifest.hpp"

#include "model/toml_reader.hpp"

namespace dw {

bool FontManifest::has_family(const std::string& name) const {
  for (const auto& f : families)
    if (f.family == name) return true;
  return false;
}

std::vector<std::string> FontManifest::family_names() const {
  std::vector<std::string> out;
  for (const auto& f : families) out.push_back(f.family);
  return out;
}

std::vector<std::string> FontManifest::fallbacks_for(const std::string& language) const {
  std::vector<std::string> out;
  for (const auto& f : families)
    for (const auto& lang : f.fallback_for)
      if (lang == language) out.push_back(f.family);
  return out;
}

FontManifest load_font_manifest(const std::filesystem::path& file) {
  Diagnostics diags;
  FontManifest manifest;
  manifest.file = file;
  auto table = parse_toml_file(file.string(), diags);
  if (table) {
    TomlReader top(*table, file.string(), "the font manifest", diags);
    const toml::array* fonts = top.array("font", true);
    top.finish();
    if (fonts) {
      for (const auto& node : *fonts) {
        const toml::table* t = node.as_table();
        if (!t) continue;
        TomlReader r(*t, file.string(), "a [[font]] entry", diags);
        FontFamily f;
        f.family = r.string("family", true).value_or("");
        f.package = r.string("package", true).value_or("");
        if (const toml::array* files = r.array("files", true)) {
          for (const auto& path : *files) {
            auto s = path.as_string();
            if (!s) continue;
            std::error_code ec;
            if (!std::filesystem::is_regular_file(s->get(), ec)) {
              r.error(pos_of(path.source(), file.string()), "font file '" + s->get() + "' is not installed",
                      "install the Debian package " + f.package + " (./build.sh does this)");
            }
            f.files.emplace_back(s->get());
          }
        }
        if (const toml::array* langs = r.array("fallback_for")) {
          for (const auto& lang : *langs) {
            if (auto tag = lang.as_string()) f.fallback_for.push_back(tag->get());
            else r.error(pos_of(lang.source(), file.string()), "fallback_for lists language tags", "write fallback_for = [\"ja\"]");
          }
        }
        r.finish();
        manifest.families.push_back(std::move(f));
      }
    }
  }
  if (diags.has_errors()) throw InputError(diags);
  return manifest;
}

}  // namespace dw
