// booklet_build: a card set's rules booklet from start to finish: read [booklet] and the
// Markdown, check every reference (cards, icons, images, fonts) before anything is written, then
// typeset for a paper size and write the reading-order and imposed PDFs.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "booklet/booklet_config.hpp"
#include "booklet/booklet_document.hpp"
#include "booklet/booklet_localizer.hpp"
#include "booklet/imposition.hpp"
#include "booklet/booklet_typesetter.hpp"
#include "model/card_set.hpp"
#include "render/card_renderer.hpp"
#include "render/font_context.hpp"
#include "render/text_language.hpp"

namespace dw {

struct BookletOutput {
  std::filesystem::path reading_order;  // <set>-rules-a5.pdf or -half-letter.pdf
  std::filesystem::path imposed;        // <set>-rules-a4-booklet.pdf or -letter-booklet.pdf
  int pages = 0;   // booklet pages in reading order
  int sheets = 0;  // sheets of the imposed booklet
  std::vector<ContentsEntry> contents;
};

class BookletBuild {
 public:
  // `cards` may be null (no card pictures can then be placed).
  BookletBuild(const CardSet& set, CardRenderer* cards, const FontContext& fonts, Diagnostics& warnings);
  ~BookletBuild();

  // Prints translated words instead of the source's (set before load; must outlive the build).
  void set_localizer(BookletLocalizer* localizer) { localizer_ = localizer; }
  // The language of the text: quotation marks, hyphenation and the book's direction (set before
  // load).
  void set_language(const TextLanguage& language) { language_ = language; }
  // Reads the configuration and the Markdown and checks them; errors go to `problems`.
  // Returns false when the set has no booklet.
  bool load(Diagnostics& problems);
  // What load() read: the configuration (nullptr before load or without a booklet) and the
  // Markdown as it prints (localised when a localizer is set).
  const BookletConfig* config() const { return config_ ? &*config_ : nullptr; }
  const BookletDocument& document() const { return document_; }
  // Moves a diagnostic about the printed Markdown to where its words were written (the
  // translator's PO line for a localised piece).
  void relocate(Diagnostic& diagnostic);
  // Typesets for `paper` (a4 or letter) and writes both PDFs into `dir`.
  BookletOutput write(const std::string& paper, DuplexFlip flip, const std::filesystem::path& dir);
  // Typesets only (for benchmarks and tests).
  TypesetBooklet typeset(const std::string& paper);

 private:
  struct Engines;
  // The page geometry for `paper`, mirrored for a right-to-left language.
  BookletStyle style(const std::string& paper) const;
  // Parses the Markdown into document_ and checks its figures and icons.
  void check_document(const std::string& markdown, Diagnostics& problems);
  const CardSet& set_;
  CardRenderer* cards_;
  const FontContext& fonts_;
  Diagnostics& warnings_;
  std::optional<BookletConfig> config_;
  BookletDocument document_;
  std::unique_ptr<Engines> engines_;
  BookletLocalizer* localizer_ = nullptr;
  TextLanguage language_;
};

}  // namespace dw
