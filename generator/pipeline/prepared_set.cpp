// prepared_set: the stages of preparing a set, in the order every command needs them.
#include "pipeline/prepared_set.hpp"

#include "model/binding.hpp"
#include "model/containment.hpp"
#include "pipeline/printed_glyphs.hpp"

namespace fs = std::filesystem;

namespace dw {

FontManifest project_font_manifest(const fs::path& home) { return load_font_manifest(home / "fonts" / "manifest.toml"); }

std::shared_future<std::shared_ptr<FontContext>> start_source_fonts(const fs::path& home) {
  return std::async(std::launch::async, [home] { return std::make_shared<FontContext>(project_font_manifest(home)); })
      .share();
}

PreparedSet::PreparedSet(const CardSet& source, fs::path home, const PrepareOptions& options, Diagnostics& problems,
                         Diagnostics& warnings)
    : source_(source), home_(std::move(home)) {
  if (!prepare_templates(options, problems) || options.until == PrepareStage::templates) return;
  const bool beside = options.pool && options.pool->threads() > 1 && !locale_ && options.until != PrepareStage::bindings;
  if (beside) {
    if (!prepare_bindings_beside_preflight(options, problems) || options.until == PrepareStage::preflight) return;
  } else {
    if (!prepare_bindings(problems) || options.until == PrepareStage::bindings) return;
    if (!prepare_preflight(options, problems) || options.until == PrepareStage::preflight) return;
  }
  prepare_components(problems, warnings);
}

PreparedSet::~PreparedSet() = default;

namespace {
// The language of a set's own text, English: its quotation marks and its hyphenation dictionary
// (Debian's hyphen-en-us), for the build without a locale.
const TextLanguage& source_language() {
  static const TextLanguage english = TextLanguage::for_locale("en");
  return english;
}
}  // namespace

bool PreparedSet::prepare_templates(const PrepareOptions& options, Diagnostics& problems) {
  if (!options.locale.empty()) {
    locale_ = std::make_unique<LocaleBuild>(source_, options.locale, problems);
    if (problems.has_errors()) return false;
  }
  // A set built on another finds templates and art in its bases too (card_set.hpp).
  templates_ = std::make_unique<TemplateLibrary>(template_dirs(source_, home_), containment_roots(source_, home_));
  if (locale_) locale_->localize(*templates_);
  return finished(PrepareStage::templates, problems);
}

bool PreparedSet::prepare_bindings(Diagnostics& problems) {
  roots_ = dw::asset_roots(source_, home_);
  check_bindings(set(), *templates_, roots_, problems);
  return finished(PrepareStage::bindings, problems);
}

bool PreparedSet::prepare_preflight(const PrepareOptions& options, Diagnostics& problems) {
  preflight(options, problems);
  return finished(PrepareStage::preflight, problems);
}

void PreparedSet::preflight(const PrepareOptions& options, Diagnostics& found) {
  if (!locale_ && options.source_fonts.valid())
    fonts_ = options.source_fonts.get();
  else
    fonts_ = std::make_shared<FontContext>(project_font_manifest(home_), locale_ ? locale_->language().tag : "");
  renderer_ = std::make_unique<CardRenderer>(set(), *templates_, *fonts_, roots_);
  if (locale_) locale_->localize(*renderer_, *templates_);
  else renderer_->set_language(source_language(), "");
  renderer_->preflight(found, options.cards);
}

bool PreparedSet::prepare_bindings_beside_preflight(const PrepareOptions& options, Diagnostics& problems) {
  roots_ = dw::asset_roots(source_, home_);
  // The check loads the templates into a library of its own: a template's problems are reported
  // by the first get() that loads it, which must be the check's, as when it runs alone (the
  // preflight loads them again, quietly; they are a few small files).
  const std::shared_future<Diagnostics> bindings =
      options.pool->submit([this, library = std::make_shared<TemplateLibrary>(template_dirs(source_, home_),
                                                                              containment_roots(source_, home_))] {
        Diagnostics found;
        check_bindings(set(), *library, roots_, found);
        return found;
      });
  Diagnostics preflight_found;
  std::exception_ptr preflight_failed;
  try {
    preflight(options, preflight_found);
  } catch (...) {
    preflight_failed = std::current_exception();
  }
  problems.append(options.pool->wait(bindings));
  // Alone, the preflight runs only on a set whose bindings hold: what it found otherwise is dropped.
  if (!finished(PrepareStage::bindings, problems)) return false;
  if (preflight_failed) std::rethrow_exception(preflight_failed);
  problems.append(preflight_found);
  return finished(PrepareStage::preflight, problems);
}

void PreparedSet::prepare_components(Diagnostics& problems, Diagnostics& warnings) {
  booklet_ = std::make_unique<BookletBuild>(set(), renderer_.get(), *fonts_, warnings);
  if (locale_) locale_->localize(*booklet_);
  else booklet_->set_language(source_language());
  has_booklet_ = booklet_->load(problems);
  extras_ = std::make_unique<ExtrasBuild>(set(), *fonts_);
  if (locale_) locale_->localize(*extras_);
  else extras_->set_language(source_language());
  extras_->load(problems, warnings);
  if (locale_) words_ = locale_->sheet_words();
  extras_->set_sheet_words(words_);
  // Every character printed outside the cards has a font (the cards' were checked in preflight).
  if (!problems.has_errors()) check_printed_glyphs(*this, problems);
  finished(PrepareStage::components, problems);
}

bool PreparedSet::finished(PrepareStage stage, const Diagnostics& problems) {
  ready_ = !problems.has_errors();
  if (ready_) reached_ = static_cast<int>(stage);
  return ready_;
}

}  // namespace dw
