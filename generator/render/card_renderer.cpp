// card_renderer: the walk over a template's elements, shared by the preflight (checks and text
// fitting, no drawing) and by drawing.
#include "render/card_renderer.hpp"
#include "render/word_segments.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "model/suggest.hpp"
#include "model/units.hpp"
#include "render/font_coverage.hpp"
#include "render/paint_source.hpp"
#include "render/repeat_layout.hpp"

namespace dw {

namespace {

// The ink saver's emblem of a background picture: this share of its size, in the card's centre.
constexpr double kInkSaverEmblemScale = 0.3;

std::string format_number(const char* format, double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, format, value);
  return buffer;
}

// The layout's lines for the report: icons back as :name:, word joiners dropped, no-break
// spaces as plain spaces, soft hyphens dropped (or a '-' where a line broke at one).
std::vector<std::string> readable_lines(const std::vector<std::string>& lines, const StyledText& styled) {
  std::vector<std::string> out;
  std::size_t next_icon = 0;
  for (const auto& line : lines) {
    std::string text;
    for (std::size_t i = 0; i < line.size();) {
      if (line.compare(i, 3, kObjectReplacement) == 0) {
        text += ":" + (next_icon < styled.icons.size() ? styled.icons[next_icon].name : std::string("?")) + ":";
        ++next_icon;
        i += 3;
      } else if (line.compare(i, 3, kWordJoiner) == 0) {
        i += 3;
      } else if (line.compare(i, 2, kNoBreakSpace) == 0) {
        text += ' ';
        i += 2;
      } else if (line.compare(i, 2, kSoftHyphen) == 0) {
        i += 2;
        if (i == line.size()) text += '-';  // the line broke at a soft hyphen: Pango draws one
      } else if (line[i] == '\n' || line[i] == '\r') {
        ++i;
      } else {
        text += line[i++];
      }
    }
    while (!text.empty() && text.back() == ' ') text.pop_back();  // the space a line broke at
    out.push_back(text);
  }
  return out;
}

// The card field an element prints, when its text is one placeholder naming a field.
std::string printed_field(const Element& e, const Card& card) {
  const std::vector<Placeholder> placeholders = placeholders_in(e.text);
  if (placeholders.size() != 1) return {};
  Value scratch;
  const Value* v = card.lookup(placeholders.front().expression, scratch);
  return v && v != &scratch && card.fields.find(placeholders.front().expression) ? placeholders.front().expression : std::string();
}

}  // namespace

CardRenderer::CardRenderer(const CardSet& set, TemplateLibrary& templates, FontContext& fonts,
                           std::vector<std::filesystem::path> asset_roots)
    : set_(set),
      templates_(templates),
      fonts_(fonts),
      roots_(std::move(asset_roots)),
      // Art is kept at what a card needs: its longest side with the bleed (at kPrintDpi).
      images_(std::max(set.card.width, set.card.height) + 2 * set.card.bleed),
      text_(fonts.pango()),
      coverage_(fonts) {}

CardRenderer::CardRenderer(const CardRenderer& original, FontContext& fonts)
    : set_(original.set_),
      templates_(original.templates_),
      fonts_(fonts),
      roots_(original.roots_),
      images_(std::max(set_.card.width, set_.card.height) + 2 * set_.card.bleed),
      text_(fonts.pango()),
      coverage_(fonts),
      assets_(original.assets_),
      reported_(original.reported_),
      locale_(original.locale_),
      text_cards_(original.text_cards_),
      ink_(original.ink_) {
  images_.share_rasters_of(original.images_);
  set_language(original.language_, original.locale_);
}

std::vector<CardRenderer::FirstFit> CardRenderer::first_fits(std::size_t mark) {
  mark = std::min(mark, first_fits_.size());
  std::vector<FirstFit> out(std::make_move_iterator(first_fits_.begin() + static_cast<std::ptrdiff_t>(mark)),
                            std::make_move_iterator(first_fits_.end()));
  first_fits_.resize(mark);  // handed on: the other renderer reports them (fits_ still knows them)
  return out;
}

bool CardRenderer::adopt(FirstFit&& fit) {
  if (!fits_.emplace(fit.key, ChosenFit{fit.size, fit.hyphenated}).second) return false;
  if (keep_adopted_report_) first_fits_.push_back(std::move(fit));
  return true;
}

void CardRenderer::set_language(const TextLanguage& language, const std::string& locale) {
  language_ = language;
  locale_ = locale;
  text_.set_rtl_locale(language.rtl);
  const std::string base = base_language(language.tag);
  text_.set_word_language(base);
  // Digits beside kana and ideographs take the language's own font (fonts/manifest.toml
  // fallback_for), whose digits match them in size.
  const std::vector<std::string> own = fonts_.manifest().fallbacks_for(base);
  text_.set_digit_family(needs_word_segments(base) && !own.empty() ? own.front() : "");
}

void CardRenderer::set_localizer(CardTextLocalizer& localizer) {
  text_cards_ = set_.cards;
  localizer.localize_card_text(text_cards_);
}

const Card& CardRenderer::text_card(const Card& card) const {
  if (text_cards_.size() != set_.cards.size() || set_.cards.empty()) return card;
  const Card* first = set_.cards.data();
  if (&card < first || &card >= first + set_.cards.size()) return card;
  return text_cards_[static_cast<std::size_t>(&card - first)];
}

// The element's text for the card: bound, marked up with the language's quotes, and hyphenated.
StyledText CardRenderer::styled_text(const Element& e, const Card& card, const std::vector<Local>* locals,
                                     bool hyphenate) const {
  StyledText styled = parse_markup(bind_text(e.text, text_card(card), locals), MarkupOptions{e.typographer, &language_.quotes});
  if (hyphenate && language_.hyphenator) {
    std::vector<std::size_t*> offsets;
    for (auto& span : styled.spans) {
      offsets.push_back(&span.start);
      offsets.push_back(&span.end);
    }
    for (auto& icon : styled.icons) offsets.push_back(&icon.offset);
    styled.text = language_.hyphenator->hyphenate(styled.text, offsets);
  }
  return styled;
}

const CardTemplate& CardRenderer::template_for(const Card& card, Face face) {
  const std::string name = face == Face::front ? set_.face_template_of(card) : set_.back_template_of(card);
  Diagnostics missing;
  const CardTemplate* tpl = templates_.get(name, card.where, missing);
  if (!tpl) throw InputError(missing);  // check_bindings reports this first; reaching it is a bug
  return *tpl;
}

std::optional<std::filesystem::path> CardRenderer::asset(const std::string& relative, const SourcePos& where,
                                                         const Card& card, Diagnostics& diags) {
  if (auto it = assets_.find(relative); it != assets_.end()) return it->second;
  Diagnostics missing;
  auto file = find_asset(roots_, relative, where, card.id, missing);
  if (!file && reported_.insert("asset|" + relative).second) diags.append(missing);
  assets_.emplace(relative, file);
  return file;
}

const IconArt* CardRenderer::icon_art(const std::string& name, Pass& pass, const SourcePos& used_at) {
  const IconDef* def = resolve_icon(name, pass.tpl, set_);
  if (!def) {
    if (reported_.insert("icon|" + name).second)
      pass.diags.error(used_at, "unknown icon '" + name + "'", "declare it under [icons] in set.toml or the template",
                       pass.card.id);
    return nullptr;
  }
  if (auto it = arts_.find(def->src); it != arts_.end()) return it->second.get();
  std::unique_ptr<IconArt> art;
  const AssetRef ref = split_asset_ref(def->src);
  if (auto file = asset(ref.file, def->where, pass.card, pass.diags)) {
    try {
      const ImageCache::Info info = images_.info(*file, ref.fragment);
      art = std::make_unique<IconArt>(IconArt{&images_, *file, ref.fragment, info.height > 0 ? info.width / info.height : 1});
    } catch (const std::runtime_error& err) {
      pass.diags.error(def->where, "unreadable icon '" + name + "': " + err.what(),
                       "give a valid SVG, PNG or JPEG file, and an existing element id after #");
    }
  }
  return arts_.emplace(def->src, std::move(art)).first->second.get();
}

void CardRenderer::check_fonts(const CardTemplate& tpl, Diagnostics& out) {
  auto check = [&](const Element& e) {
    if (e.type != ElementType::text || !reported_.insert("font|" + tpl.name + "|" + e.name).second) return;
    if (!fonts_.manifest().has_family(e.font)) {
      out.error(e.font_where,
                "unknown font family '" + e.font + "' in element '" + e.name + "'" +
                    did_you_mean(e.font, fonts_.manifest().family_names()),
                "use a family listed in fonts/manifest.toml or add it there");
    } else if (fonts_.resolved_family(e.font) != e.font) {
      out.warning(e.font_where, "font family '" + e.font + "' resolves to '" + fonts_.resolved_family(e.font) + "'",
                  "check the font files listed in fonts/manifest.toml");
    }
  };
  for (const auto& e : tpl.elements) {
    check(e);
    for (const auto& item : e.item) check(item);
  }
}

void CardRenderer::preflight(Diagnostics& out, const std::vector<const Card*>& cards) {
  std::vector<const Card*> all = cards;
  if (all.empty())
    for (const auto& card : set_.cards) all.push_back(&card);
  // The fonts of a template are checked with its first card (check_fonts reports each element once).
  std::set<const CardTemplate*> fonts_checked;
  for (const Card* card : all) {
    for (Face face : {Face::front, Face::back}) {
      Diagnostics missing;
      const std::string name = face == Face::front ? set_.face_template_of(*card) : set_.back_template_of(*card);
      const CardTemplate* tpl = templates_.get(name, card->where, missing);
      if (!tpl) continue;  // check_bindings already reported it
      if (fonts_checked.insert(tpl).second) check_fonts(*tpl, out);
      Pass pass{nullptr, *card, face, *tpl, out};
      for (const auto& e : tpl->elements) visit(pass, e, box_of(e, set_.card), nullptr, 0);
    }
  }
}

void CardRenderer::draw(cairo_t* cr, const Card& card, Face face, Diagnostics& warnings) {
  const CardTemplate& tpl = template_for(card, face);
  Pass pass{cr, card, face, tpl, warnings};
  for (const auto& e : tpl.elements) visit(pass, e, box_of(e, set_.card), nullptr, 0);
}

void CardRenderer::visit(Pass& pass, const Element& e, const Box& b, const std::vector<Local>* locals, int index) {
  if (!condition_holds(e.when, pass.card, locals)) return;
  cairo_t* cr = pass.cr;
  if (!cr) {  // preflight: the checks only
    switch (e.type) {
      case ElementType::text: return text(pass, e, b, locals, index);
      case ElementType::image: return image(pass, e, b, locals);
      case ElementType::icon: return icon(pass, e, b, locals);
      case ElementType::repeat: return visit_repeat(pass, e, b);
      default: return;
    }
  }
  // The ink saver leaves fields (shapes covering a large share of the card) to the paper, a
  // field's outline kept, and prints pictures as a light tint.
  const bool picture = e.type == ElementType::image || e.type == ElementType::icon;
  const bool field = ink_ == InkMode::saver && is_field(b, set_.card, picture);
  const double opacity = picture && ink_ == InkMode::saver ? e.opacity * kInkSaverTint : e.opacity;
  const bool translucent = opacity < 1;
  // The outer save keeps what the element sets around its drawing (a clip, a turn, the emblem's
  // scale, a group); the drawing itself is within the inner save. An element setting none of
  // them needs the inner one only: the state is the same either way. On a sheet each save copies
  // the slot's clip (Cairo allocates a clip per copy, from one pool all threads share).
  const bool wraps = e.clip != Clip::none || e.rotate != 0 || (field && picture) || translucent;
  if (wraps) cairo_save(cr);
  if (e.clip != Clip::none) {  // in card coordinates, before any rotation
    clip_path(cr, e.clip, set_.card);
    cairo_clip(cr);
  }
  if (e.rotate != 0) {
    const double ax = b.x + e.anchor.fx * b.w, ay = b.y + e.anchor.fy * b.h;
    cairo_translate(cr, ax, ay);
    cairo_rotate(cr, e.rotate * M_PI / 180.0);
    cairo_translate(cr, -ax, -ay);
  }
  if (field && picture) {
    // A background picture (a back's art) prints as a small emblem of itself in the card's
    // centre, so decks with different backs stay apart.
    const double cx = set_.card.width / 2, cy = set_.card.height / 2;
    cairo_translate(cr, cx, cy);
    cairo_scale(cr, kInkSaverEmblemScale, kInkSaverEmblemScale);
    cairo_translate(cr, -cx, -cy);
  }
  const bool outlined = field && e.type != ElementType::text && e.type != ElementType::repeat;
  Element outline;
  if (outlined) {
    outline = e;
    outline.fill = Paint{};
  }
  const Element& shape = outlined ? outline : e;
  if (translucent) cairo_push_group(cr);
  cairo_save(cr);
  cairo_new_path(cr);  // cairo_restore keeps the path: drop what text or an earlier shape left
  switch (e.type) {
    case ElementType::rect:
      rounded_rect(cr, b, e.radius);
      fill_and_stroke(cr, shape, b, ink_);
      break;
    case ElementType::ellipse:
      cairo_new_path(cr);  // text leaves a current point; the arc would join it with a line
      // An ellipse without width or height is nothing; scaling to it would break the context.
      if (!(std::abs(b.w) > 0 && std::abs(b.h) > 0)) break;
      cairo_save(cr);
      cairo_translate(cr, b.x + b.w / 2, b.y + b.h / 2);
      cairo_scale(cr, b.w / 2, b.h / 2);
      cairo_arc(cr, 0, 0, 1, 0, 2 * M_PI);
      cairo_restore(cr);
      fill_and_stroke(cr, shape, b, ink_);
      break;
    case ElementType::polygon:
    case ElementType::star:
      polygon_path(cr, b, e.sides, e.type == ElementType::star ? e.inner : 1.0);
      fill_and_stroke(cr, shape, b, ink_);
      break;
    case ElementType::line:
      cairo_move_to(cr, b.x, b.y);
      cairo_line_to(cr, b.x + b.w, b.y + b.h);
      fill_and_stroke(cr, shape, b, ink_);
      break;
    case ElementType::path:
      svg_path(cr, e, b);
      fill_and_stroke(cr, shape, b, ink_);
      break;
    case ElementType::text: text(pass, e, b, locals, index); break;
    case ElementType::image: image(pass, e, b, locals); break;
    case ElementType::icon: icon(pass, e, b, locals); break;
    case ElementType::repeat: visit_repeat(pass, e, b); break;
  }
  cairo_restore(cr);
  if (translucent) {
    cairo_pop_group_to_source(cr);
    cairo_paint_with_alpha(cr, opacity);
  }
  if (wraps) cairo_restore(cr);
}

void CardRenderer::visit_repeat(Pass& pass, const Element& e, const Box& area) {
  if (e.item.empty()) return;
  const Element& item = e.item.front();
  const int count = repeat_count(e, pass.card);
  const double iw = item.width.resolve(set_.card.width), ih = item.height.resolve(set_.card.height);
  const double dx = item.x.resolve(set_.card.width), dy = item.y.resolve(set_.card.height);
  const std::vector<Box> slots = repeat_slots(e, area, count, iw, ih);
  for (std::size_t i = 0; i < slots.size(); ++i) {
    Value index;
    index.kind = Value::Kind::integer;
    index.integer = static_cast<std::int64_t>(i) + 1;
    const std::vector<Local> locals = {{"index", index}};
    const Box slot{slots[i].x + dx, slots[i].y + dy, slots[i].w, slots[i].h};
    visit(pass, item, slot, &locals, static_cast<int>(i) + 1);
  }
}

const std::string& CardRenderer::resolved_family(const std::string& family) {
  auto it = resolved_families_.find(family);
  if (it == resolved_families_.end()) it = resolved_families_.emplace(family, fonts_.resolved_family(family)).first;
  return it->second;
}

std::vector<TextReport> CardRenderer::report() const {
  std::vector<std::size_t> order(first_fits_.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return first_fits_[a].order < first_fits_[b].order; });
  std::vector<TextReport> out;
  out.reserve(first_fits_.size());
  for (std::size_t i : order) {
    const FirstFit& box = first_fits_[i];
    std::vector<std::string> lines;
    lines.reserve(static_cast<std::size_t>(box.line_count));
    for (std::size_t at = 0; static_cast<int>(lines.size()) < box.line_count;) {
      const std::size_t end = std::min(box.line_texts->find('\n', at), box.line_texts->size());
      lines.push_back(box.line_texts->substr(at, end - at));
      at = end + 1;
    }
    out.push_back({box.card_id, std::get<Face>(box.order), *box.element, box.fitted_size, box.lines, *box.font,
                   box.overflow_mm, std::move(lines)});
  }
  return out;
}

const CardRenderer::Shared& CardRenderer::pooled(std::string text) {
  if (auto it = report_pool_.find(text); it != report_pool_.end()) return it->second;
  auto shared = std::make_shared<const std::string>(std::move(text));
  const std::string_view key = *shared;
  return report_pool_.emplace(key, std::move(shared)).first->second;
}

const CardRenderer::LayoutFacts& CardRenderer::layout_facts(const Element& e, const StyledText& styled) {
  // The layout decides the families (its key holds the element's font) and, with the icons'
  // names, the readable lines.
  std::string key = std::to_string(text_.layout_id());
  for (const InlineIcon& icon : styled.icons) key += '\0' + icon.name;
  if (const LayoutFacts* known = layout_facts_.find(key)) return *known;
  std::string families;
  for (const auto& f : inspect_fonts(text_.layout(), resolved_family(e.font)).families)
    families += (families.empty() ? "" : " + ") + f;
  // The lines joined: readable_lines leaves no line break inside a line.
  const std::vector<std::string> lines = readable_lines(text_.line_texts(), styled);
  std::string joined;
  for (std::size_t i = 0; i < lines.size(); ++i) joined += (i > 0 ? "\n" : "") + lines[i];
  layout_facts_.put(key, LayoutFacts{pooled(std::move(families)), pooled(std::move(joined)), static_cast<int>(lines.size())});
  return *layout_facts_.find(key);
}

void CardRenderer::text(Pass& pass, const Element& e, const Box& b, const std::vector<Local>* locals, int index) {
  // Without soft hyphens: what the checks read (a soft hyphen is invisible), where the icons sit,
  // and the text set unless fitting had to break words.
  const StyledText plain = styled_text(e, pass.card, locals, false);
  const int sequence = pass.texts++;
  const std::vector<const IconArt*> arts = icon_arts(plain, pass, e);
  if (pass.cr && noted_files_)
    for (const IconArt* art : arts)
      if (art) noted_files_->insert(art->file);
  if (!pass.cr) {
    // The preflight checks every character against the fonts; fitting waits for the first draw.
    // Compared with the family the element's font really resolves to: a family that resolves
    // elsewhere is reported once, by check_fonts, not once per character.
    report_fonts(pass, e, coverage_.check(plain.text, resolved_family(e.font)));
    return;
  }
  const auto key = std::make_tuple(&pass.card, pass.face, &e, index);
  if (auto it = fits_.find(key); it != fits_.end()) {
    const ChosenFit chosen = it->second;
    text_.lay_out(e, chosen.hyphenated ? styled_text(e, pass.card, locals) : plain, b.w, b.h, chosen.size, arts);
  } else {
    ChosenFit chosen = choose_fit(e, pass.card, plain, b, arts, locals);
    if (index == 0 && !locals && std::find(set_.print.uniform_sizes.begin(), set_.print.uniform_sizes.end(), e.name) !=
                                     set_.print.uniform_sizes.end())
      chosen.size = std::min(chosen.size, uniform_size(pass, e, b));
    const TextFit fit =
        text_.lay_out(e, chosen.hyphenated ? styled_text(e, pass.card, locals) : plain, b.w, b.h, chosen.size, arts);
    fits_.emplace(key, chosen);
    const double overflow_mm = pt_to_mm(std::max(fit.overflow_width, fit.overflow_height));
    const std::string name = index > 0 ? e.name + "[" + std::to_string(index) + "]" : e.name;
    const LayoutFacts& facts = layout_facts(e, plain);
    first_fits_.push_back(FirstFit{key, chosen.size, chosen.hyphenated, pass.card.id, fit.size, fit.lines,
                                   facts.line_count, overflow_mm, pooled(name), facts.font, facts.line_texts,
                                   {static_cast<std::size_t>(&pass.card - set_.cards.data()), pass.face, sequence},
                                   std::nullopt});
    if (!fit.fits()) {
      first_fits_.back().warning_at = pass.diags.size();
      const std::string field = printed_field(e, pass.card);
      pass.diags.warning(e.text_where,
                         "text of element '" + name + "'" + (field.empty() ? "" : " (field '" + field + "')") +
                             " overflows its box by " + format_number("%.1f", overflow_mm) + " mm at min_size " +
                             format_number("%g", e.min_size) + " pt",
                         "shorten the text, enlarge the box or lower min_size", pass.card.id, locale_);
    }
  }
  cairo_translate(pass.cr, b.x, b.y);
  text_.draw(pass.cr, e, b.h, text_ink(e.color, ink_));
}

std::vector<const IconArt*> CardRenderer::icon_arts(const StyledText& styled, Pass& pass, const Element& e) {
  std::vector<const IconArt*> arts;
  for (const auto& icon : styled.icons) arts.push_back(icon_art(icon.name, pass, e.text_where));
  return arts;
}

// Soft hyphens are a last resort: a text that fits its box somewhere between size and min_size
// without breaking a word is set so (a label never splits a short word to stay large); only text
// that would overflow gets its words broken at syllables.
CardRenderer::ChosenFit CardRenderer::choose_fit(const Element& e, const Card& card, const StyledText& plain,
                                                 const Box& b, const std::vector<const IconArt*>& arts,
                                                 const std::vector<Local>* locals) {
  const TextFit fit = text_.fit(e, plain, b.w, b.h, arts);
  if (fit.fits() || !language_.hyphenator) return ChosenFit{fit.size, false};
  return ChosenFit{text_.fit(e, styled_text(e, card, locals), b.w, b.h, arts).size, true};
}

double CardRenderer::uniform_size(Pass& pass, const Element& e, const Box& b) {
  const auto key = std::make_pair(&pass.tpl, &e);
  if (auto it = uniform_sizes_.find(key); it != uniform_sizes_.end()) return it->second;
  double smallest = e.size;
  for (const Card& card : set_.cards) {
    if (&template_for(card, pass.face) != &pass.tpl || !condition_holds(e.when, card)) continue;
    const StyledText plain = styled_text(e, card, nullptr, false);
    smallest = std::min(smallest, choose_fit(e, card, plain, b, icon_arts(plain, pass, e), nullptr).size);
  }
  uniform_sizes_.emplace(key, smallest);
  return smallest;
}

// Tofu (no font has the character) is an error; a fallback to another family a warning. Each
// character is reported once per template element, naming the first card and field that has it.
void CardRenderer::report_fonts(Pass& pass, const Element& e, const std::vector<FontProblem>& problems) {
  for (const FontProblem& problem : problems) {
    const std::string key = "glyph|" + pass.tpl.name + "|" + e.name + "|" + std::to_string(problem.codepoint);
    if (!reported_.insert(key).second) continue;
    // Which field brought the character in, if a placeholder did.
    char utf8[8] = {};
    g_unichar_to_utf8(static_cast<gunichar>(problem.codepoint), utf8);
    SourcePos where = e.text_where;
    std::string field;
    for (const Placeholder& p : placeholders_in(e.text)) {
      Value scratch;
      const Value* v = text_card(pass.card).lookup(p.expression, scratch);
      if (v && v != &scratch && v->kind == Value::Kind::string && v->string.find(utf8) != std::string::npos) {
        field = p.expression;
        if (v->where.line > 0) where = v->where;
        break;
      }
    }
    const std::string in = "in element '" + e.name + "'" + (field.empty() ? std::string() : " (field '" + field + "')");
    if (problem.kind == FontProblem::Kind::missing) {
      pass.diags.error(where, "no font has " + describe_codepoint(problem.codepoint) + " " + in,
                       "use characters the fonts of fonts/manifest.toml cover, or add a font that has it", pass.card.id,
                       locale_);
    } else {
      pass.diags.warning(where,
                         describe_codepoint(problem.codepoint) + " " + in + " is drawn in '" + problem.family +
                             "': font family '" + e.font + "' does not have it",
                         "choose a family that has the character, or avoid it", pass.card.id, locale_);
    }
  }
}

void CardRenderer::image(Pass& pass, const Element& e, const Box& b, const std::vector<Local>* locals) {
  const std::string src = bind_text(e.src, pass.card, locals);
  const AssetRef ref = split_asset_ref(src);
  auto file = asset(ref.file, e.src_where, pass.card, pass.diags);
  if (!file) return;
  if (pass.cr) {
    if (noted_files_) noted_files_->insert(*file);
    return images_.draw(pass.cr, *file, ref.fragment, b, e.fit);
  }
  try {
    images_.info(*file, ref.fragment);
  } catch (const std::runtime_error& err) {
    if (reported_.insert("image|" + src).second)
      pass.diags.error(e.src_where, std::string("unreadable image: ") + err.what(),
                       "replace the file with a valid SVG, PNG or JPEG, or correct the element id after #",
                       pass.card.id);
    return;
  }
  check_resolution(pass, e, src, *file, b);
}

void CardRenderer::icon(Pass& pass, const Element& e, const Box& b, const std::vector<Local>* locals) {
  const std::string name = bind_text(e.icon, pass.card, locals);
  const IconArt* art = icon_art(name, pass, e.icon_where);
  if (!art) return;
  if (pass.cr) {
    if (noted_files_) noted_files_->insert(art->file);
    return images_.draw(pass.cr, art->file, art->fragment, b, e.fit);
  }
  const IconDef* def = resolve_icon(name, pass.tpl, set_);
  check_resolution(pass, e, def ? def->src : name, art->file, b);
}

void CardRenderer::check_resolution(Pass& pass, const Element& e, const std::string& src,
                                    const std::filesystem::path& file, const Box& b) {
  const ImageCache::Info info = images_.info(file, split_asset_ref(src).fragment);
  if (info.vector || info.width <= 0 || info.height <= 0 || b.w <= 0 || b.h <= 0) return;
  const Placement p = place_into(info.width, info.height, b, e.fit);
  const double ppi = kPointsPerInch / std::max(p.sx, p.sy);  // image pixels per inch of card
  if (ppi >= kMinPrintPpi - 0.5) return;
  if (!reported_.insert("ppi|" + pass.tpl.name + "|" + e.name + "|" + src).second) return;
  const double factor = kMinPrintPpi / ppi;
  pass.diags.warning(e.where,
                     "image '" + src + "' of element '" + e.name + "' prints at " + format_number("%.0f", ppi) +
                         " ppi, below " + format_number("%.0f", kMinPrintPpi) + " ppi",
                     "use an image of at least " + format_number("%.0f", std::ceil(info.width * factor)) + " x " +
                         format_number("%.0f", std::ceil(info.height * factor)) + " px, or a vector SVG",
                     pass.card.id);
}

}  // namespace dw
