// card_renderer: draws one face (front or back) of one card from its template with Cairo:
// shapes, paths, gradients, fitted text with inline icons, images, icons and repeats. The Cairo
// origin is the card's trim top-left corner, in points. Before any output is opened, the
// preflight decodes every image and checks every character of every text against the fonts.
// Each text box is fitted once, when its card is first drawn, on the FontContext's own Pango
// context (never the surface's); later draws lay it out at the fitted size, so a card drawn on a
// PDF and on a PNG has the same lines.
// A renderer belongs to one thread. To draw on several, each thread gets its own copy (the
// copy constructor below, with the thread's own FontContext); fitting gives the same sizes on
// every copy, and what a copy fitted first (first_fits) is handed to the build's renderer
// (adopt), in the order of the output, so its report and warnings are those of one thread.
#pragma once

#include <cairo.h>

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <memory>
#include <string_view>
#include <unordered_map>
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
  // A renderer for another thread, drawing with `fonts` (that thread's): the set, templates,
  // asset roots, language, translated card text and the problems already reported are the
  // original's (read now: the original must not draw meanwhile); images are decoded again into
  // its own cache and texts fitted again, to the same sizes.
  CardRenderer(const CardRenderer& original, FontContext& fonts);

  // A text box fitted for the first time by this renderer, for adopt(): its key, its size, its
  // report line, and where its overflow warning went among the diagnostics of the draw(), as the
  // count of diagnostics before it (none when it fits).
  // The report line is kept small: a set of thousands of cards holds one per text box for the
  // whole build. Element names, font families and line texts are shared strings, pooled by the
  // renderer that fitted the box (a rules text repeated on many cards is held once per thread).
  struct FirstFit {
    std::tuple<const Card*, Face, const Element*, int> key;
    double size = 0;
    bool hyphenated = false;
    std::string card_id;
    double fitted_size = 0;  // the size laid out (`size`, or min_size's layout when nothing fits)
    int lines = 0;
    int line_count = 0;  // lines in `line_texts`
    double overflow_mm = 0;
    std::shared_ptr<const std::string> element, font, line_texts;  // line_texts joined by '\n'
    std::tuple<std::size_t, Face, int> order;  // card index, face, position on the face
    std::optional<std::size_t> warning_at;
  };
  // A mark for first_fits(): how many text boxes this renderer fitted and still reports.
  std::size_t fitted() const { return first_fits_.size(); }
  // The text boxes fitted since `mark` (a fitted() value), handed on: this renderer's report()
  // no longer has them, the renderer that adopts them reports them.
  std::vector<FirstFit> first_fits(std::size_t mark);
  // Takes in a text box another renderer fitted; false when this one already knew it (its report
  // line and warning were given then, so its warning is to be dropped).
  bool adopt(FirstFit&& fit);
  // Off: adopt() keeps the chosen fit (the drawing needs it) but not the report line, so report()
  // lacks the adopted boxes. For a build whose report nobody reads: at 5,400 cards the lines are
  // some megabytes held until the end. On by default, and in the copies drawing on threads.
  void keep_adopted_report(bool keep) { keep_adopted_report_ = keep; }

  // Checks fonts and characters and decodes every image of `cards` (every card of the set when
  // empty). Errors: unknown fonts, unreadable images or sprite ids, characters no font has.
  // Warnings: font fallback, images below 300 ppi.
  void preflight(Diagnostics& out, const std::vector<const Card*>& cards = {});
  // Draws the face. A text box drawn for the first time is fitted now; text overflowing at
  // min_size is a warning in `warnings`, once per text box however often the card is drawn.
  void draw(cairo_t* cr, const Card& card, Face face, Diagnostics& warnings);
  // Each text box fitted (or adopted) so far, once, in the set's card order, front before back.
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
  // the render cache keys a face by them (print/render_cache.hpp).
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
  // The size the card's text of `e` fits its box at, without soft hyphens where it can; `plain`
  // is the text without them and `arts` its icons' art.
  ChosenFit choose_fit(const Element& e, const Card& card, const StyledText& plain, const Box& box,
                       const std::vector<const IconArt*>& arts, const std::vector<Local>* locals);
  // The art of each icon of `styled`, in order (nullptr for an unknown or unreadable one).
  std::vector<const IconArt*> icon_arts(const StyledText& styled, Pass& pass, const Element& e);
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
  using Shared = std::shared_ptr<const std::string>;
  const Shared& pooled(std::string text);
  // What the report reads from a layout (its font families, its lines with icons named), kept by
  // TextBox::layout_id and the icons' names: a remembered layout is not read again.
  struct LayoutFacts {
    Shared font;
    Shared line_texts;
    int line_count;
  };
  const LayoutFacts& layout_facts(const Element& e, const StyledText& styled);
  LruCache<LayoutFacts> layout_facts_{TextBox::kRememberedLayouts};
  // Each text box fitted here (but those first_fits() handed on) or adopted: the report's lines.
  std::vector<FirstFit> first_fits_;
  bool keep_adopted_report_ = true;
  std::unordered_map<std::string_view, Shared> report_pool_;  // keys view their values
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
