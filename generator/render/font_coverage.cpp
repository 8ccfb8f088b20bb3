// font_coverage: walking layout runs for fallback fonts and unknown glyphs.
#include "render/font_coverage.hpp"

#include <pango/pangocairo.h>

#include <algorithm>
#include <cstdio>

#include "render/font_context.hpp"

namespace dw {

namespace {

bool shaped(const PangoItem* item) {
  for (GSList* a = item->analysis.extra_attrs; a; a = a->next)
    if (static_cast<PangoAttribute*>(a->data)->klass->type == PANGO_ATTR_SHAPE) return true;
  return false;
}

std::string family_of(PangoFont* font) {
  if (!font) return {};
  const PangoFontDescriptionPtr d(pango_font_describe(font));
  const char* family = pango_font_description_get_family(d.get());
  return family ? family : "";
}

bool invisible(char32_t cp) { return invisible_character(cp); }

}  // namespace

bool invisible_character(char32_t cp) {
  return cp == 0x20 || cp == 0x09 || cp == 0x0A || cp == 0x0D || cp == 0xA0 || cp == 0xAD || cp == 0xFFFC ||
         cp == 0xFEFF || (cp >= 0x2000 && cp <= 0x200F) || (cp >= 0x2028 && cp <= 0x202F) ||
         (cp >= 0x2060 && cp <= 0x206F);
}

CharCoverage::CharCoverage(const FontContext& fonts) : fonts_(fonts) {}

CharCoverage::Family& CharCoverage::family(const std::string& name) {
  const auto [it, added] = families_.try_emplace(name);
  if (added) {
    const PangoFontDescriptionPtr d(pango_font_description_new());
    pango_font_description_set_family(d.get(), name.c_str());
    pango_font_description_set_absolute_size(d.get(), 10 * PANGO_SCALE);
    it->second.font.reset(pango_font_map_load_font(pango_context_get_font_map(fonts_.pango()), fonts_.pango(), d.get()));
  }
  return it->second;
}

bool CharCoverage::has(Family& family, char32_t cp) {
  if (cp < family.known_ascii.size()) {
    signed char& known = family.known_ascii[cp];
    if (known < 0) known = family.font && pango_font_has_char(family.font.get(), static_cast<gunichar>(cp)) ? 1 : 0;
    return known == 1;
  }
  const auto [it, added] = family.known.try_emplace(cp, false);
  if (added) it->second = family.font && pango_font_has_char(family.font.get(), static_cast<gunichar>(cp));
  return it->second;
}

std::vector<FontProblem> CharCoverage::check(const std::string& text, const std::string& family) {
  std::vector<FontProblem> problems;
  Family& primary = this->family(family);
  for (const char* p = text.c_str(); *p; p = g_utf8_next_char(p)) {
    const char32_t cp = g_utf8_get_char(p);
    if (invisible(cp) || has(primary, cp)) continue;
    // The language's fallback families stand behind every family: no substitution to report.
    if (std::any_of(fonts_.fallbacks().begin(), fonts_.fallbacks().end(), [&](const std::string& f) { return has(f, cp); }))
      continue;
    if (std::any_of(problems.begin(), problems.end(), [cp](const FontProblem& f) { return f.codepoint == cp; })) continue;
    FontProblem problem{FontProblem::Kind::missing, cp, {}};
    for (const auto& other : fonts_.manifest().family_names()) {
      if (other != family && has(other, cp)) {
        problem = FontProblem{FontProblem::Kind::substituted, cp, other};
        break;
      }
    }
    problems.push_back(problem);
  }
  return problems;
}

std::string describe_codepoint(char32_t cp) {
  char code[16];
  std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(cp));
  std::string out = code;
  if (cp >= 0x20 && cp != 0x7F && !(cp >= 0x80 && cp < 0xA0) && !invisible(cp)) {
    char utf8[8] = {};
    g_unichar_to_utf8(static_cast<gunichar>(cp), utf8);
    out += std::string(" '") + utf8 + "'";
  }
  return out;
}

FontUse inspect_fonts(PangoLayout* layout, const std::string& requested) {
  FontUse use;
  const char* text = pango_layout_get_text(layout);
  auto seen = [&](char32_t cp) {
    return std::any_of(use.problems.begin(), use.problems.end(), [cp](const FontProblem& p) { return p.codepoint == cp; });
  };
  const PangoLayoutIterPtr iter(pango_layout_get_iter(layout));
  PangoLayoutIter* it = iter.get();
  do {
    PangoGlyphItem* run = pango_layout_iter_get_run_readonly(it);
    if (!run || shaped(run->item)) continue;
    const std::string family = family_of(run->item->analysis.font);
    bool visible_run = false;
    for (int g = 0; g < run->glyphs->num_glyphs; ++g) {
      const char* at = text + run->item->offset + run->glyphs->log_clusters[g];
      const char32_t cp = g_utf8_get_char(at);
      if (invisible(cp)) continue;
      visible_run = true;
      const bool unknown = (run->glyphs->glyphs[g].glyph & PANGO_GLYPH_UNKNOWN_FLAG) != 0;
      if (unknown && !seen(cp)) use.problems.push_back({FontProblem::Kind::missing, cp, {}});
      else if (!unknown && family != requested && !seen(cp))
        use.problems.push_back({FontProblem::Kind::substituted, cp, family});
    }
    if (visible_run && !family.empty() && std::find(use.families.begin(), use.families.end(), family) == use.families.end())
      use.families.push_back(family);
  } while (pango_layout_iter_next_run(it));
  return use;
}

}  // namespace dw
