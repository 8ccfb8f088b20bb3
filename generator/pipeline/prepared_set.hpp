// prepared_set: a loaded card set made ready to draw, once, the same way for every command that
// draws it (build, proof, validate's render checks, i18n extract, update and check). Preparing
// runs these stages in order and stops after the one asked for, or at the first that finds errors:
//   templates  the template folders of the set and of every base, localised when a locale is given
//   bindings   asset roots (set, bases, project) and every card bound to its template and art
//   preflight  fonts in the locale's language, the renderer (translated card text) and its checks
//   components the rules booklet, the trackers and aids, the words printed on the sheets, and a
//              font for every character they and the title print (printed_glyphs)
// Errors go to `problems` (the caller decides whether they stop the command); warnings that the
// booklet and trackers raise while loading go to `warnings`.
#pragma once

#include <filesystem>
#include <future>
#include <memory>
#include <string>
#include <vector>

#include "booklet/booklet_build.hpp"
#include "localize/locale_build.hpp"
#include "model/card_set.hpp"
#include "model/template_library.hpp"
#include "print/sheet_words.hpp"
#include "render/card_renderer.hpp"
#include "render/font_context.hpp"
#include "support/job_pool.hpp"
#include "trackers/extras_build.hpp"

namespace dw {

enum class PrepareStage { templates, bindings, preflight, components };

struct PrepareOptions {
  std::string locale;                  // empty: the set's own words
  PrepareStage until = PrepareStage::components;
  std::vector<const Card*> cards;      // the cards to preflight; empty: every card
  // With more than one thread, the bindings are checked on it while this thread preflights (in
  // the set's own words; a locale's translator is not shared between threads). The diagnostics
  // are the same as without: the bindings' first, and the preflight's only when those hold.
  JobPool* pool = nullptr;
  // The fonts of the set's own words, made beforehand (start_source_fonts), for the preflight to
  // take instead of making them; not valid: it makes them. Unused for a locale.
  std::shared_future<std::shared_ptr<FontContext>> source_fonts = {};
};

// The fonts of the set's own words at `home` (project_font_manifest, English), made on a thread
// of their own from now: what PrepareOptions::source_fonts takes. A failure arrives where the
// preflight would have made them. The last copy of the future let go waits for the thread.
std::shared_future<std::shared_ptr<FontContext>> start_source_fonts(const std::filesystem::path& home);

class PreparedSet {
 public:
  PreparedSet(const CardSet& source, std::filesystem::path home, const PrepareOptions& options, Diagnostics& problems,
              Diagnostics& warnings);
  ~PreparedSet();
  PreparedSet(const PreparedSet&) = delete;
  PreparedSet& operator=(const PreparedSet&) = delete;

  // Every stage up to `until` ran without errors.
  bool ready() const { return ready_; }
  // That stage ran without errors (so its objects are there).
  bool reached(PrepareStage stage) const { return reached_ >= static_cast<int>(stage); }
  // The set as it prints: the source, or its localised copy (translated title).
  const CardSet& set() const { return locale_ ? locale_->set() : source_; }
  const CardSet& source() const { return source_; }
  const std::filesystem::path& home() const { return home_; }
  const std::vector<std::filesystem::path>& asset_roots() const { return roots_; }
  TemplateLibrary& templates() { return *templates_; }
  // The later stages' objects; only valid when that stage ran (ready() and `until` reached it).
  FontContext& fonts() { return *fonts_; }
  CardRenderer& renderer() { return *renderer_; }
  BookletBuild& booklet() { return *booklet_; }
  bool has_booklet() const { return has_booklet_; }
  ExtrasBuild& extras() { return *extras_; }
  const SheetWords& sheet_words() const { return words_; }
  // The locale's hooks and report; nullptr in the set's own words.
  LocaleBuild* locale() { return locale_.get(); }

 private:
  bool prepare_templates(const PrepareOptions& options, Diagnostics& problems);
  bool prepare_bindings(Diagnostics& problems);
  bool prepare_preflight(const PrepareOptions& options, Diagnostics& problems);
  void preflight(const PrepareOptions& options, Diagnostics& found);  // the fonts, the renderer and its checks
  bool prepare_bindings_beside_preflight(const PrepareOptions& options, Diagnostics& problems);
  void prepare_components(Diagnostics& problems, Diagnostics& warnings);
  bool finished(PrepareStage stage, const Diagnostics& problems);

  const CardSet& source_;
  std::filesystem::path home_;
  std::unique_ptr<LocaleBuild> locale_;
  std::unique_ptr<TemplateLibrary> templates_;
  std::vector<std::filesystem::path> roots_;
  std::shared_ptr<FontContext> fonts_;
  std::unique_ptr<CardRenderer> renderer_;
  std::unique_ptr<BookletBuild> booklet_;
  std::unique_ptr<ExtrasBuild> extras_;
  SheetWords words_;
  bool has_booklet_ = false;
  bool ready_ = false;
  int reached_ = -1;  // the last stage that ran without errors
};

// The font manifest of the project at `home` (fonts/manifest.toml).
FontManifest project_font_manifest(const std::filesystem::path& home);

}  // namespace dw
