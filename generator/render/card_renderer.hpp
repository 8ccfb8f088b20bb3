// card_renderer: draws one face (front or back) of one card from its template with Cairo:
// shapes, paths, gradients, fitted text with inline icons, images, icons and repeats. The Cairo
// origin is the card's trim top-left corner, in points. Before any output is opened, the
// preflight decodes every image and checks every character of every text against the fonts.
// Each text box is fitted once, when its card is first drawn, on the FontContext's own Pango
// context (never the surface's); later draws lay it out at the fitted size, so a card drawn on a
// PDF and on a PNG has the same lines.
#pragma once

#include <cairo.h>

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "model/binding.hpp"
#include "model/card_set.hpp"
#include "model/template_library.hpp"
#include "render/card_text_localizer.hpp"
#include "render/font_context.hpp"
#include "render/font_coverage.hpp"
#include "render/image_cache.hpp"
#include "render/ink_mode.hpp"
#include "render/inline_icons.hpp"
#include "render/layout_report.hpp"
#include "render/shape_paths.hpp"
#include "render/text_box.hpp"
#include "render/text_language.hpp"

namespace dw {

// Images printed below this effective resolution get a warning.
constexpr double kMinPrintPpi = 300;

class CardRenderer {
 public:
  CardRenderer(const CardSet& set, TemplateLibrary& templates, FontContext& fonts,
               std::vector<std::filesystem::path> asset_roots);

  // Checks fonts and characters and decodes every image of `cards` (every card of the set when
  // empty). Errors: unknown fonts, unreadable images or sprite ids, characters no font has.
  // Warnings: font fallback, images below 300 ppi.
  void preflight(Diagnostics& out, const std::vector<const Card*>& cards = {});
  // Draws the face. A text box drawn for the first time is fitted now; text overflowing at
  // min_size is a warning in `warnings`, once per text box however often the card is drawn.
  void draw(cairo_t* cr, const Card& card, Face face, Diagnostics& warnings);
  // Each text box fitted so far, once, in the set's card order, front before back.
  std::vector<TextReport> report() const;
  const CardTemplate& template_for(const Card& card, Face face);

  // Localisation (before the preflight): the language's quotes, hyphenation and direction, and
  // `locale` named in every warning and error about a card's text.
  void set_language(const TextLanguage& language, const std::string& locale);
  // Text is bound from a copy of the set's cards whose printed fields the hook translated, while
  // conditions, icons and images still read the set's own cards (render/card_text_localizer.hpp).
  void set_localizer(CardTextLocalizer& localizer);
  // How colours print from now on (render/ink_mode.hpp); fitting is the same in every mode.
  void set_ink_mode(InkMode mode) { ink_ = mode; }
  InkMode ink_mode() const { return ink_; }
  // Every image or icon file the draws from now on read is added to `files` (nullptr: none noted);
  // the render cache keys a face by them (print/face_cache.hpp).
  void note_files(std::set<std::filesystem::path>* files) { noted_files_ = files; }

 private:
  // One face being checked (cr == nullptr) or drawn.
  struct Pass {
    cairo_t* cr;
    const Card& card;
    Face face;
    const CardTemplate& tpl;
    Diagnostics& diags;
    int texts = 0;  // text boxes visited so far: their order on the face
  };
  void visit(Pass& pass, const Element& e, const Box& box, const std::vector<Local>* locals, int index);
  void visit_repeat(Pass& pass, const Element& e, const Box& box);
  void text(Pass& pass, const Element& e, const Box& box, const std::vector<Local>* locals, int index);
  void image(Pass& pass, const Element& e, const Box& box, const std::vector<Local>* locals);
  void icon(Pass& pass, const Element& e, const Box& box, const std::vector<Local>* locals);
  void check_resolution(Pass& pass, const Element& e, const std::string& src, const std::filesystem::path& file,
                        const Box& box);
  void report_fonts(Pass& pass, const Element& e, const std::vector<FontProblem>& problems);
  // Fitted sizes by (card, face, element, repeat index), and whether the text needed soft
  // hyphens to fit: drawing lays out at these.
  struct ChosenFit {
    double size = 0;
    bool hyphenated = false;
  };
  // The size the card's text of `e` fits its box at, without soft hyphens where it can.
  ChosenFit choose_fit(Pass& pass, const Element& e, const Card& card, const Box& box, const std::vector<Local>* locals);
  // For an element of [print] uniform_sizes: the smallest size any card drawn with the same
  // template fits its text at (once per template and element).
  double uniform_size(Pass& pass, const Element& e, const Box& box);
  const std::string& resolved_family(const std::string& family);
  std::optional<std::filesystem::path> asset(const std::string& relative, const SourcePos& where, const Card& card,
                                             Diagnostics& diags);
  const IconArt* icon_art(const std::string& name, Pass& pass, const SourcePos& used_at);
  void check_fonts(const CardTemplate& tpl, Diagnostics& out);
  const Card& text_card(const Card& card) const;
  // With `hyphenate` (and a language that has a dictionary) words get soft hyphens.
  StyledText styled_text(const Element& e, const Card& card, const std::vector<Local>* locals, bool hyphenate = true) const;

  const CardSet& set_;
  TemplateLibrary& templates_;
  FontContext& fonts_;
  std::vector<std::filesystem::path> roots_;
  ImageCache images_;
  TextBox text_;
  CharCoverage coverage_;
  std::vector<TextReport> report_;  // one line per text box, in the order fitted
  std::vector<std::tuple<std::size_t, Face, int>> report_order_;  // card index, face, position on the face
  std::map<std::tuple<const Card*, Face, const Element*, int>, ChosenFit> fits_;
  std::map<std::pair<const CardTemplate*, const Element*>, double> uniform_sizes_;
  std::map<std::string, std::optional<std::filesystem::path>> assets_;  // relative path -> file
  std::map<std::string, std::unique_ptr<IconArt>> arts_;                 // icon src -> art (nullptr: bad)
  std::map<std::string, std::string> resolved_families_;  // family asked for -> family fontconfig gives
  std::set<std::string> reported_;  // problems already reported (one message each)
  TextLanguage language_;
  std::string locale_;           // empty: the source language
  std::vector<Card> text_cards_;  // empty: bind text from the set's cards
  InkMode ink_ = InkMode::full;
  std::set<std::filesystem::path>* noted_files_ = nullptr;
};

}  // namespace dw
