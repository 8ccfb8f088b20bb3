// set_build: the targets of a build, each handed to its writer, and what each wrote.
#include "pipeline/set_build.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <optional>

#include "model/card_set_loader.hpp"
#include "pipeline/cache_inputs.hpp"
#include "pipeline/pnp_request.hpp"
#include "pipeline/prepared_set.hpp"
#include "model/project_home.hpp"
#include "pipeline/translation_tokens.hpp"
#include "print/back_mode.hpp"
#include "print/dtc_export.hpp"
#include "print/output_target.hpp"
#include "print/pnp_sheet.hpp"
#include "print/pod_export.hpp"
#include "print/tts_export.hpp"
#include "render/font_context.hpp"
#include "support/folder_lock.hpp"
#include "support/job_pool.hpp"
#include "support/left_to_exit.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

// The renderer prints in `mode` while the scope lasts (the pnp sheets), as designed after it.
class InkSaverScope {
 public:
  InkSaverScope(CardRenderer& renderer, InkMode mode) : renderer_(renderer) { renderer_.set_ink_mode(mode); }
  ~InkSaverScope() { renderer_.set_ink_mode(InkMode::full); }
  InkSaverScope(const InkSaverScope&) = delete;
  InkSaverScope& operator=(const InkSaverScope&) = delete;

 private:
  CardRenderer& renderer_;
};

// ", 12 PNGs from the cache" when any were; nothing otherwise.
std::string from_cache(int count, const std::string& what) {
  if (count <= 0) return {};
  return ", " + std::to_string(count) + " " + what + (count == 1 ? "" : "s") + " from the cache";
}

// One build of the set in one language: its prepared set, where it writes, what it wrote.
// `pnp_ends_run`: the print-and-play sheets are the last output of a process that exits after
// the build (BuildRequest::exits_after, last language, pnp the last target).
class OneBuild {
 public:
  OneBuild(const BuildRequest& request, PreparedSet& prepared, const std::string& locale, BuildPass& result,
           Diagnostics& warnings, JobPool& pool, bool pnp_ends_run)
      : request_(request),
        prepared_(prepared),
        set_(prepared.set()),
        locale_(locale),
        result_(result),
        warnings_(warnings),
        pool_(pool),
        renderers_(prepared.renderer(), prepared.fonts()),
        pnp_ends_run_(pnp_ends_run) {
    // Where a build of the set writes: output/<set>/, or output/<set>/<locale>/ for a locale.
    out_ = fs::path(request.out_dir) / set_.id;
    if (!locale.empty()) out_ /= locale;
  }

  void target(OutputTarget target) {
    switch (target) {
      case OutputTarget::pnp: return pnp();
      case OutputTarget::tgc: return pod(tgc_service());
      case OutputTarget::mpc: return pod(mpc_service());
      case OutputTarget::dtc: return dtc();
      case OutputTarget::tts: return tts();
    }
  }

  // Trackers and player aids, printed on the same papers as the card sheets: apart, or those the
  // deck's sheets did not take (pnp()) sharing sheets.
  void extras() {
    for (const auto& paper : papers())
      for (const ExtrasOutput& out : apart() ? prepared_.extras().write(paper, out_)
                                             : prepared_.extras().write_shared(paper, out_, deck_card(), turned_in_deck(paper)))
        wrote(out.pdf, std::to_string(out.stats.pieces) + " pieces on " + std::to_string(out.stats.pages) + " pages");
  }

  // The rules booklet for home printing and for screens, beside the pnp sheets.
  void booklet() {
    const DuplexFlip flip = parse_duplex_flip(request_.booklet_flip).value_or(DuplexFlip::short_edge);
    for (const auto& paper : papers()) {
      if (paper != "a4" && paper != "letter") continue;  // booklets are A5 on A4 or half-letter on Letter
      const BookletOutput out = prepared_.booklet().write(paper, flip, out_);
      wrote(out.reading_order, std::to_string(out.pages) + " pages in reading order");
      wrote(out.imposed, std::to_string(out.sheets) + " sheets, " + std::to_string(out.sheets * 4) +
                             " booklet pages, duplex " + duplex_flip_name(flip));
    }
  }

 private:
  void wrote(const fs::path& path, std::string summary) { result_.written.push_back({path, std::move(summary)}); }

  std::vector<std::string> papers() const { return requested_papers(request_.paper, set_); }
  // Trackers and aids apart: asked for, or an ink saver build (they have no light variant, so they
  // would more than undo its saving on the deck's sheets).
  bool apart() const { return request_.separate_extras || request_.ink_saver; }
  SizePt deck_card() const { return SizePt{set_.card.width, set_.card.height}; }

  // The card-size trackers and aids that go into the deck's sheets after its cards, each copy a
  // piece, on a sheet of `per_page` slots: those of the card's trim, then as many of those with the
  // trim on its side as fill the free slots of the last sheet (turned; the others stay in the
  // extras PDF, where they need no more sheets than a new deck sheet would). Records for the
  // extras PDF how many went in on each paper.
  std::vector<SheetPiece> deck_pieces(int per_page, const std::string& paper) {
    std::vector<SheetPiece> pieces;
    if (apart() || prepared_.extras().empty() || per_page < 1) return pieces;
    int upright = 0;
    for (const Component& c : prepared_.extras().deck_sized(deck_card(), 0)) upright += c.copies;
    const int placed = static_cast<int>(physical_cards(set_).size()) + upright;
    const int free = (per_page - placed % per_page) % per_page;
    const int turned = std::min(free, prepared_.extras().turned_copies(deck_card()));
    turned_in_deck_[paper] = turned;
    for (const Component& c : prepared_.extras().deck_sized(deck_card(), turned))
      for (int copy = 1; copy <= c.copies; ++copy)
        pieces.push_back(SheetPiece{c.name, [draw = c.draw, copy](cairo_t* cr, double w, double h) { draw(cr, copy, w, h); }});
    return pieces;
  }
  // How many copies on their side the deck's sheets took on `paper` (none without a pnp build).
  int turned_in_deck(const std::string& paper) const {
    const auto found = turned_in_deck_.find(paper);
    return found == turned_in_deck_.end() ? 0 : found->second;
  }

  void pnp() {
    const PnpCommandLine cli{request_.paper, request_.sheet, request_.backs, request_.marks, request_.back_offset,
                             request_.back_rotation, request_.back_bleed_mm};
    const PnpRequest pnp_request = resolve_pnp_request(cli, set_, prepared_.home() / "templates" / "sheets");
    // The default sheet and mode keep the plain name: clashing-blades-a4.pdf, clashing-blades-a4-fold.pdf,
    // clashing-blades-a4-poker-gutter.pdf
    // The ink saver's sheets are named apart (clashing-blades-a4-ink-saver.pdf) so both can be kept.
    const std::string suffix =
        (pnp_request.backs == BackMode::duplex_long ? "" : std::string("-") + back_mode_name(pnp_request.backs)) +
        (request_.ink_saver ? "-ink-saver" : "");
    const InkSaverScope ink(prepared_.renderer(), request_.ink_saver ? InkMode::saver : InkMode::full);
    PnpOptions pnp;
    pnp.backs = pnp_request.backs;
    pnp.alignment = pnp_request.alignment;
    pnp.back_bleed = pnp_request.back_bleed;
    if (request_.printer_margin_mm) pnp.printer_margin = mm_to_pt(*request_.printer_margin_mm);
    pnp.caption = set_.version.empty() ? set_.title : set_.title + " " + set_.version;
    pnp.words = prepared_.sheet_words();
    for (std::size_t i = 0; i < pnp_request.sheets.size(); ++i) {
      const SheetTemplate& sheet = pnp_request.sheets[i];
      const SheetLayout layout = pnp_request.backs == BackMode::fold ? fold_layout(sheet) : layout_sheet(sheet);
      pnp.pieces = deck_pieces(layout.per_page(), sheet.paper);
      const std::string stem = pnp_request.default_sheet[i] ? sheet.paper : sheet.name;
      const fs::path pdf = out_ / (set_.id + "-" + stem + suffix + ".pdf");
      // The last large output of a process that exits after the build: its joined document is
      // left to the exit (only the small extras and booklet PDFs may follow).
      pnp.document_left_to_exit = pnp_ends_run_ && i + 1 == pnp_request.sheets.size();
      const PnpStats stats =
          write_pnp_pdf(set_, renderers_, prepared_.fonts(), layout, pdf, warnings_, pnp, pool_);
      const std::string pieces =
          stats.pieces > 0 ? " and " + std::to_string(stats.pieces) + " trackers and aids" : std::string();
      wrote(pdf, std::to_string(stats.cards) + " cards" + pieces + " on " + std::to_string(stats.pages) + " pages, sheet " +
                     sheet.name + " (" + std::to_string(layout.per_page()) + " a page), backs " +
                     back_mode_name(pnp_request.backs));
    }
  }

  // The render cache of one target, or nullptr for a build without (--no-cache).
  std::unique_ptr<RenderCache> cache_for(const std::string& target) {
    if (!request_.cache) return nullptr;
    if (inputs_digest_.empty()) inputs_digest_ = build_inputs_digest(prepared_, locale_);
    return std::make_unique<RenderCache>(set_, inputs_digest_, out_ / ".cache" / target);
  }

  void pod(const PodService& service) {
    const fs::path dir = out_ / service.name;
    const std::unique_ptr<RenderCache> cache = cache_for(service.name);
    const PodStats stats = write_pod_pngs(set_, renderers_, service, dir, warnings_, pool_, cache.get());
    const auto count = [](int n, const std::string& what) {
      return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
    };
    const std::string own = stats.own_backs > 0 ? " and " + count(stats.own_backs, "card back") + " of their own"
                                                 : std::string();
    wrote(dir, std::to_string(stats.files) + " PNGs of " + std::to_string(stats.canvas.width) + "x" +
                   std::to_string(stats.canvas.height) + " px at " + std::to_string(std::lround(service.ppi)) +
                   " ppi for " + count(stats.cards, "card") + ": the fronts, " + count(stats.decks, "deck back") +
                   own + "; upload list " + stats.manifest + from_cache(stats.cached, "face"));
  }

  void dtc() {
    const std::unique_ptr<RenderCache> cache = cache_for("dtc");
    const DtcStats stats = write_dtc_decks(set_, renderers_, out_ / "dtc", warnings_, pool_, cache.get());
    for (const DtcDeck& deck : stats.decks) {
      char line[240];
      const std::string pieces = deck.cached_pieces > 0 ? ", " + std::to_string(deck.cached_pieces) + " of " +
                                                              std::to_string(deck.pieces) + " pieces from the cache"
                                                        : std::string();
      std::snprintf(line, sizeof line, "%zu cards, %zu pages, CMYK PDF/X-1a, total ink at most %.1f %%%s%s",
                    deck.cards.size(), 2 * deck.cards.size(), deck.max_ink, deck.cached ? " (from the cache)" : "",
                    pieces.c_str());
      wrote(deck.pdf, line);
    }
  }

  void tts() {
    const std::unique_ptr<RenderCache> cache = cache_for("tts");
    const TtsStats stats =
        write_tts_deck(set_, renderers_, out_ / "tts", request_.tts_base_url, warnings_, pool_, cache.get());
    const TtsSheet& first = stats.sheets.front();
    wrote(stats.json, std::to_string(stats.cards) + " cards, " + std::to_string(stats.faces) + " faces on " +
                          std::to_string(stats.sheets.size()) + " sheets of up to " + std::to_string(first.columns) +
                          "x" + std::to_string(first.rows) + " cells of " + std::to_string(first.cell_width) + "x" +
                          std::to_string(first.cell_height) + " px, " +
                          (stats.unique_backs ? "a back sheet per sheet" : "one back image") +
                          from_cache(stats.cached, "image"));
  }

  const BuildRequest& request_;
  PreparedSet& prepared_;
  const CardSet& set_;
  std::string locale_;
  std::string inputs_digest_;  // build_inputs_digest, made when a cache first needs it
  BuildPass& result_;
  Diagnostics& warnings_;
  JobPool& pool_;
  // A renderer for each thread that draws (the parallel targets'); they report to the prepared set's.
  ThreadRenderers renderers_;
  fs::path out_;
  const bool pnp_ends_run_;  // its pnp document is left to the exit (see the constructor)
  std::map<std::string, int> turned_in_deck_;  // paper: copies on their side in the deck's sheets
};

// `lock`: the output folder's lock, taken once the first pass is ready to write (so a set with
// errors leaves no folder) and held until every pass is written.
// The outputs of a whole build, counted for BuildRequest::progress.
struct BuildSteps {
  long long done = 0;
  long long total = 0;
};

BuildSteps count_steps(const BuildRequest& request, std::size_t passes) {
  const std::vector<OutputTarget> targets = expand_targets(request.targets);
  const bool pnp = std::find(targets.begin(), targets.end(), OutputTarget::pnp) != targets.end();
  return BuildSteps{0, static_cast<long long>(passes * (targets.size() + (pnp ? 2 : 0)))};
}

// `last_pass`: no pass in another language follows.
// `source_fonts`: the fonts of the set's own words when made beforehand (PrepareOptions::source_fonts).
void build_in(const BuildRequest& request, const CardSet& source, const fs::path& home, const std::string& locale,
              BuildResult& all, Diagnostics& warnings, std::optional<FolderLock>& lock, BuildSteps& steps, JobPool& pool,
              bool last_pass, const std::shared_future<std::shared_ptr<FontContext>>& source_fonts) {
  BuildPass& result = all.passes.emplace_back();
  result.locale = locale;
  Diagnostics problems;
  // Held by pointer to be left to the exit at the end of a run's last pass (BuildRequest::exits_after).
  auto held = std::make_unique<PreparedSet>(
      source, home, PrepareOptions{locale, PrepareStage::components, {}, &pool, source_fonts}, problems, warnings);
  PreparedSet& prepared = *held;
  // A translation printed without an icon or placeholder of its source (or with one it does not
  // have) is an error, as in `i18n check`.
  if (const LocaleBuild* localized = prepared.locale(); localized && localized->catalog() && !problems.has_errors())
    check_translation_tokens(localized->catalog()->catalog(), source_messages(source, home), locale, problems);
  if (problems.has_errors()) throw InputError(problems);
  warnings.append(problems);
  if (!lock) lock.emplace(fs::path(request.out_dir) / source.id);

  // The report lines of the boxes the threads fitted are held only for a report that is asked for.
  prepared.renderer().keep_adopted_report(request.layout_report);
  const std::vector<OutputTarget> targets = expand_targets(request.targets);
  const bool pnp_ends_run = request.exits_after && last_pass && !targets.empty() && targets.back() == OutputTarget::pnp;
  auto build_held = std::make_unique<OneBuild>(request, prepared, locale, result, warnings, pool, pnp_ends_run);
  OneBuild& build = *build_held;
  const auto step = [&](const std::string& stage) {
    if (request.progress) request.progress(locale.empty() ? stage : locale + " " + stage, steps.done++, steps.total);
  };
  for (OutputTarget target : targets) {
    step(target_name(target));
    build.target(target);
  }
  if (std::find(targets.begin(), targets.end(), OutputTarget::pnp) != targets.end()) {
    step("extras");
    if (!prepared.extras().empty()) build.extras();
    step("booklet");
    if (prepared.has_booklet()) build.booklet();
  }
  if (request.layout_report) result.layout_report = format_layout_report(prepared.renderer().report(), false);
  if (LocaleBuild* localized = prepared.locale()) {
    // The build report: every message printed in the source language.
    warnings.append(localized->fallbacks());
    result.locale_summary = localized->summary();
  }
  // Every thread's fonts and renderer and the prepared set are freed only by the exit, then.
  if (request.exits_after && last_pass) {
    leave_to_exit(std::move(build_held));
    leave_to_exit(std::move(held));
  }
}

}  // namespace

BuildResult build_set(const BuildRequest& request, Diagnostics& warnings) {
  // First made, last gone: its workers finish the jobs still queued (the pnp document let go on
  // them) while this thread lets the set go.
  JobPool pool(request.jobs);
  start_font_setup();  // while the set loads
  const fs::path home = find_project_home(request.set_dir);
  // On more than one thread, a build in the set's own words has its fonts made while the set
  // loads (the preflight, which needs them first, would make them after).
  std::shared_future<std::shared_ptr<FontContext>> source_fonts;
  if (pool.threads() > 1 && request.locales.empty()) source_fonts = start_source_fonts(home);
  auto held = std::make_unique<const CardSet>(load_card_set(request.set_dir, warnings, &pool));
  const CardSet& set = *held;
  BuildResult result;
  // No locale asked: one pass in the source language ("").
  std::vector<std::string> locales{""};
  if (!request.locales.empty()) {
    Diagnostics problems;
    locales = resolve_locales(set, request.locales, problems);
    if (problems.has_errors()) throw InputError(problems);
  }
  std::optional<FolderLock> lock;
  BuildSteps steps = count_steps(request, locales.size());
  for (std::size_t i = 0; i < locales.size(); ++i)
    build_in(request, set, home, locales[i], result, warnings, lock, steps, pool, i + 1 == locales.size(), source_fonts);
  if (request.progress) request.progress("done", steps.total, steps.total);
  if (request.exits_after) leave_to_exit(std::move(held));
  return result;
}

}  // namespace dw
