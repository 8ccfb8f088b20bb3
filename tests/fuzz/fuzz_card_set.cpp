// fuzz_card_set: a card set written from fuzz input (set.toml, a card file, a face and a back
// template; see fuzz_input_files.hpp) goes through everything a build does before drawing:
// loading with diagnostics, template inheritance, bindings and expressions, the renderer's
// preflight (also when the bindings failed, as a build on several threads runs it) and one drawn
// face per card onto a small raster. Any input must end in either a
// clean result or an InputError; anything else (a crash, a sanitizer report, another exception)
// is a finding.
#include <cairo.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "fuzz_input_files.hpp"
#include "model/binding.hpp"
#include "model/card_set_loader.hpp"
#include "model/template_library.hpp"
#include "render/card_renderer.hpp"
#include "render/font_context.hpp"
#include "render/font_manifest.hpp"

namespace {

const std::filesystem::path kHome = DW_SOURCE_DIR;

dw::FontContext& fonts() {
  static dw::FontContext context(dw::load_font_manifest(kHome / "fonts" / "manifest.toml"));
  return context;
}

// The scratch set gets a copy of the Clashing Blades! art once, so templates from the corpus find
// their images (a symlink would be refused as leaving the set's folder).
void copy_art_once(const std::filesystem::path& set_dir) {
  static const bool copied = [&] {
    std::filesystem::copy(kHome / "cardsets" / "clashing-blades" / "art", set_dir / "art",
                          std::filesystem::copy_options::recursive | std::filesystem::copy_options::overwrite_existing);
    return true;
  }();
  (void)copied;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace fs = std::filesystem;
  const auto parts = dw::fuzz::split_parts({reinterpret_cast<const char*>(data), size}, 4);
  const fs::path& set_dir = dw::fuzz::scratch_dir();
  copy_art_once(set_dir);
  dw::fuzz::write_file(set_dir / "set.toml", parts[0]);
  dw::fuzz::write_file(set_dir / "cards" / "cards.toml", parts[1]);
  dw::fuzz::write_file(set_dir / "templates" / "face.toml", parts[2]);
  dw::fuzz::write_file(set_dir / "templates" / "back.toml", parts[3]);
  try {
    dw::Diagnostics warnings;
    dw::CardSet set = dw::load_card_set(set_dir, warnings);
    if (set.total_count() > 200) return 0;  // the loader's limits are tested elsewhere; keep runs fast
    dw::TemplateLibrary templates({set_dir / "templates", kHome / "templates" / "cards"});
    const std::vector<fs::path> asset_roots = {set_dir, kHome};
    dw::Diagnostics problems;
    dw::check_bindings(set, templates, asset_roots, problems);
    // A build on two or more threads preflights while the bindings are checked
    // (pipeline/prepared_set), so the preflight meets sets whose bindings fail too.
    dw::CardRenderer renderer(set, templates, fonts(), asset_roots);
    dw::Diagnostics preflight_found;
    renderer.preflight(preflight_found);
    if (problems.has_errors()) throw dw::InputError(problems);
    problems.append(preflight_found);
    if (problems.has_errors()) throw dw::InputError(problems);
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 90);
    cairo_t* cr = cairo_create(surface);
    cairo_scale(cr, 0.25, 0.25);
    int drawn = 0;
    for (const auto& card : set.cards) {
      if (++drawn > 8) break;
      renderer.draw(cr, card, dw::Face::front, warnings);
    }
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
  } catch (const dw::InputError& e) {
    // Bad input reported as diagnostics: the expected outcome for most inputs. DW_FUZZ_VERBOSE=1
    // prints them, to check that the seed corpus gets past the loader.
    if (std::getenv("DW_FUZZ_VERBOSE")) std::fprintf(stderr, "%s", e.diagnostics().format_all().c_str());
    return 0;
  }
  if (std::getenv("DW_FUZZ_VERBOSE")) std::fprintf(stderr, "input accepted and drawn\n");
  return 0;
}
