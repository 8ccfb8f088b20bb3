// printed_glyphs: the font check of every printed text that is not a card's.
#include "pipeline/printed_glyphs.hpp"

#include <set>
#include <tuple>

#include "i18n/message_keys.hpp"
#include "localize/booklet_messages.hpp"
#include "localize/component_messages.hpp"
#include "pipeline/prepared_set.hpp"
#include "print/pnp_sheet.hpp"
#include "render/font_coverage.hpp"

namespace dw {

namespace {

class GlyphChecker {
 public:
  GlyphChecker(PreparedSet& prepared, Diagnostics& problems)
      : prepared_(prepared), coverage_(prepared.fonts()), problems_(problems) {}

  // Reports each character of `text` that no font has. `where` is the source's position; a
  // translated text (its `context` has a PO line) is reported there instead.
  void check(const std::string& text, const std::string& family, const std::string& context, SourcePos where,
             const std::string& what) {
    std::vector<FontProblem> missing;
    for (const FontProblem& p : coverage_.check(text, family))
      if (p.kind == FontProblem::Kind::missing) missing.push_back(p);
    if (missing.empty()) return;
    std::string locale;
    if (LocaleBuild* build = prepared_.locale()) {
      locale = build->locale();
      if (!context.empty())
        if (SourcePos origin = build->translator().origin(context); !origin.file.empty()) where = origin;
    }
    for (const FontProblem& p : missing) report(p.codepoint, family, where, what, locale);
  }

  // As check, for a piece of the rules Markdown: its position is moved by the booklet (to the PO
  // line of a translated piece).
  void check_markdown(const std::string& text, const std::string& family, const SourcePos& where,
                      const std::string& what) {
    for (const FontProblem& p : coverage_.check(text, family)) {
      if (p.kind != FontProblem::Kind::missing) continue;
      Diagnostics one;
      one.error(where, message(p.codepoint, family, what), hint());
      Diagnostic d = one.items().front();
      prepared_.booklet().relocate(d);
      if (LocaleBuild* build = prepared_.locale(); build && d.locale.empty()) d.locale = build->locale();
      if (reported_.insert({d.where.file, d.where.line, d.where.column, p.codepoint}).second) problems_.add(std::move(d));
    }
  }

 private:
  static std::string message(char32_t cp, const std::string& family, const std::string& what) {
    return "no font has " + describe_codepoint(cp) + " in " + what + ": '" + family +
           "' and every other family of fonts/manifest.toml lack it";
  }
  static std::string hint() {
    return "pick a font that has the character (add it to fonts/manifest.toml and name it), or drop the character";
  }
  void report(char32_t cp, const std::string& family, const SourcePos& where, const std::string& what,
              const std::string& locale) {
    if (!reported_.insert({where.file, where.line, where.column, cp}).second) return;
    problems_.error(where, message(cp, family, what), hint(), "", locale);
  }

  PreparedSet& prepared_;
  CharCoverage coverage_;
  Diagnostics& problems_;
  std::set<std::tuple<std::string, int, int, char32_t>> reported_;
};

// The set's title and the words deckwright writes on the sheets, in the sheets' caption family.
void check_sheet_text(PreparedSet& prepared, GlyphChecker& checker) {
  const CardSet& set = prepared.set();
  const std::string family = caption_family(prepared.fonts());
  checker.check(set.title, family, set_context("title"), set.title_where,
                "the set's title (sheet captions, booklet cover)");
  const SheetWords& words = prepared.sheet_words();
  const SourcePos set_file{set.set_file.string(), 0, 0};
  for (const SheetWord& word : sheet_word_catalogue())
    checker.check(words.*word.text, family, sheet_context(word.key), set_file,
                  std::string("the sheet word '") + word.key + "'");
}

bool is_title(const std::string& context) {
  const auto ends_with = [&](const std::string& tail) {
    return context.size() >= tail.size() && context.compare(context.size() - tail.size(), tail.size(), tail) == 0;
  };
  return ends_with("|title") || ends_with(":heading");
}

void check_components(PreparedSet& prepared, GlyphChecker& checker) {
  const auto visit_of = [&](const ComponentSpec& component) {
    return [&checker, &component](const std::string& context, const std::string& text, const SourcePos& where,
                                  const std::string& description) {
      checker.check(text, is_title(context) ? component.heading_font : component.font, context, where, description);
    };
  };
  for (const TrackerSpec& tracker : prepared.extras().trackers())
    for_each_tracker_text(tracker, visit_of(tracker.component));
  for (const AidSpec& aid : prepared.extras().aids()) for_each_aid_text(aid, visit_of(aid.component));
}

void check_blocks(const std::vector<Block>& blocks, const BookletConfig& config, GlyphChecker& checker) {
  for (const Block& b : blocks) {
    const bool heading = b.kind == BlockKind::heading;
    const std::string& family = heading ? config.heading_font : config.body_font;
    const std::string what = heading ? "a heading of the booklet" : "the booklet's text";
    checker.check_markdown(b.text.plain(), family, b.where, what);
    for (const auto& row : b.rows)
      for (const RichText& cell : row) checker.check_markdown(cell.plain(), config.body_font, b.where, "a table of the booklet");
    for (const Figure& f : b.figures) checker.check_markdown(f.caption, config.body_font, f.where, "a figure's caption");
    for (const auto& item : b.items) check_blocks(item, config, checker);
    check_blocks(b.children, config, checker);
  }
}

void check_booklet(PreparedSet& prepared, GlyphChecker& checker) {
  if (!prepared.has_booklet()) return;
  const BookletConfig* config = prepared.booklet().config();
  if (!config) return;
  const std::string& title = prepared.set().title;
  for_each_booklet_config_text(*config, [&](const std::string& context, const std::string& text,
                                            const std::string& description) {
    if (context == booklet_context("title") && text == title) return;  // the set's title, checked once
    const bool heading = context == booklet_context("title") || context == booklet_context("cover_label") ||
                         context == booklet_context("contents");
    checker.check(text, heading ? config->heading_font : config->body_font, context, config->where, description);
  });
  check_blocks(prepared.booklet().document().blocks, *config, checker);
}

}  // namespace

void check_printed_glyphs(PreparedSet& prepared, Diagnostics& problems) {
  GlyphChecker checker(prepared, problems);
  check_sheet_text(prepared, checker);
  check_components(prepared, checker);
  check_booklet(prepared, checker);
}

}  // namespace dw
