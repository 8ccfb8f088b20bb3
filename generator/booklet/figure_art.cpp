// figure_art: card and image pictures for booklets.
#include "booklet/figure_art.hpp"


#include "model/card_set_loader.hpp"
#include "model/suggest.hpp"
#include "render/c_handles.hpp"
#include "render/svg_library.hpp"
#include "render/shape_paths.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

bool is_svg(const fs::path& p) {
  std::string e = p.extension().string();
  for (char& c : e) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return e == ".svg";
}

}  // namespace

FigureArt::FigureArt(const CardSet& set, CardRenderer* cards, Diagnostics& warnings)
    : set_(set), cards_(cards), warnings_(warnings) {}

std::optional<fs::path> FigureArt::image_file(const Figure& figure, Diagnostics* out) {
  Diagnostics ignored;
  auto path = resolve_inside(set_.dir, figure.src, figure.where, out ? *out : ignored);
  std::error_code ec;
  // A booklet inherited from a base (set.toml `base`) names pictures in the base's folder.
  for (const fs::path& base : set_.bases) {
    if (!path || fs::is_regular_file(*path, ec)) break;
    Diagnostics quiet;
    if (auto inherited = resolve_inside(base, figure.src, figure.where, quiet); inherited && fs::is_regular_file(*inherited, ec))
      path = inherited;
  }
  if (path && !fs::is_regular_file(*path, ec)) {
    if (out)
      out->error(figure.where, "image '" + figure.src + "' does not exist",
                 "give the path of an SVG or PNG file inside the card set, or card:ID for a card");
    return std::nullopt;
  }
  return path;
}

void FigureArt::check(const Figure& figure, Diagnostics& out) {
  if (!figure.card_id.empty()) {
    if (cards_ && set_.find_card(figure.card_id)) return;
    std::vector<std::string> ids;
    for (const auto& c : set_.cards) ids.push_back(c.id);
    out.error(figure.where, "card:" + figure.card_id + " names no card of the set" + did_you_mean(figure.card_id, ids),
              "use the id of a card listed in the set's card files");
    return;
  }
  auto file = image_file(figure, &out);
  if (!file) return;
  const CairoSurfacePtr scratch(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr));
  const CairoPtr cr(cairo_create(scratch.get()));
  try {
    images_.draw(cr.get(), *file, 0, 0, 10, 10);
  } catch (const std::runtime_error& e) {
    out.error(figure.where, std::string("unreadable image: ") + e.what(), "replace the file with a valid SVG or PNG");
  }
}

SizePt FigureArt::natural_size(const Figure& figure) {
  if (!figure.card_id.empty()) return SizePt{set_.card.width, set_.card.height};
  const auto file = image_file(figure, nullptr);
  SizePt fallback{mm_to_pt(60), mm_to_pt(40)};
  if (!file) return fallback;
  if (is_svg(*file)) {
    GError* error = nullptr;
    const RsvgHandlePtr owned(librsvg().new_from_file(file->c_str(), &error));
    const GErrorPtr unread(error);  // the reason is not needed: the fallback size stands in
    if (!owned) return fallback;
    RsvgHandle* handle = owned.get();
    librsvg().set_dpi(handle, 72.0);
    double w = 0, h = 0;
    SizePt size = fallback;
    if (librsvg().intrinsic_size_in_pixels(handle, &w, &h) && w > 0 && h > 0) {
      size = SizePt{w, h};
    } else {
      gboolean has_w = FALSE, has_h = FALSE, has_box = FALSE;
      RsvgLength lw, lh;
      RsvgRectangle box;
      librsvg().intrinsic_dimensions(handle, &has_w, &lw, &has_h, &lh, &has_box, &box);
      if (has_box && box.width > 0 && box.height > 0) size = SizePt{fallback.width, fallback.width * box.height / box.width};
    }
    return size;
  }
  const CairoSurfacePtr png(cairo_image_surface_create_from_png(file->c_str()));
  SizePt size = fallback;
  if (cairo_surface_status(png.get()) == CAIRO_STATUS_SUCCESS)
    size = SizePt{cairo_image_surface_get_width(png.get()) * 72.0 / 150.0, cairo_image_surface_get_height(png.get()) * 72.0 / 150.0};
  return size;
}

void FigureArt::draw(cairo_t* cr, const Figure& figure, double x, double y, double width, double height) {
  if (!figure.card_id.empty()) {
    const Card* card = set_.find_card(figure.card_id);
    if (!card || !cards_) return;
    const double scale = width / set_.card.width;
    const double radius = set_.card.corner_radius * scale;
    cairo_save(cr);
    rounded_rect(cr, Box{x, y, width, height}, radius);
    cairo_clip(cr);
    cairo_translate(cr, x, y);
    cairo_scale(cr, scale, scale);
    cards_->draw(cr, *card, Face::front, warnings_);
    cairo_restore(cr);
    cairo_save(cr);
    rounded_rect(cr, Box{x, y, width, height}, radius);
    cairo_set_source_rgba(cr, 0.25, 0.2, 0.15, 0.6);
    cairo_set_line_width(cr, 0.4);
    cairo_stroke(cr);
    cairo_restore(cr);
    return;
  }
  if (auto file = image_file(figure, nullptr)) {
    try {
      images_.draw(cr, *file, x, y, width, height);
    } catch (const std::runtime_error&) {  // reported by check()
    }
  }
}

}  // namespace dw
