// extras_build: the trackers and player aids of a card set, from declarations to PDFs: load and
// check them (keys, fonts, icons, space sizes, fit) before anything is written, then print them
// for a paper size: <set>-trackers-<paper>.pdf and <set>-aids-<paper>.pdf apart, or, sharing
// sheets, the card-size pieces handed to the deck's sheets and the rest in <set>-extras-<paper>.pdf.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "model/card_set.hpp"
#include "print/sheet_words.hpp"
#include "render/font_context.hpp"
#include "render/text_language.hpp"
#include "trackers/extras_localizer.hpp"
#include "trackers/aid_spec.hpp"
#include "trackers/component_sheet.hpp"
#include "trackers/tracker_spec.hpp"

namespace dw {

class RichLayoutEngine;

struct ExtrasOutput {
  std::filesystem::path pdf;
  ComponentSheetStats stats;
};

class ExtrasBuild {
 public:
  ExtrasBuild(const CardSet& set, const FontContext& fonts);
  ~ExtrasBuild();

  // Localisation (set before load): the language of the text and a hook that translates the
  // trackers' and aids' words once they are read.
  void set_language(const TextLanguage& language) { language_ = language; }
  void set_localizer(ExtrasLocalizer* localizer) { localizer_ = localizer; }  // must outlive the build
  // The words of the PDFs' titles (trackers_title, aids_title), in the build's language.
  void set_sheet_words(const SheetWords& words) { words_ = words; }
  // Errors go to `problems`, warnings (an aid that overflows) to `warnings`.
  void load(Diagnostics& problems, Diagnostics& warnings);
  bool empty() const { return trackers_.empty() && aids_.empty(); }
  // Apart: the trackers' PDF and the aids' PDF, each with sheets of its own.
  std::vector<ExtrasOutput> write(const std::string& paper, const std::filesystem::path& dir);
  // Every tracker, then every aid, as a printable component (drawing through this build).
  std::vector<Component> components() const;
  // The card-size components the deck's sheets take, each copy a piece in order: every copy of
  // those of trim size `deck_card`, then the first `turned` copies of those with that trim on its
  // side (landscape aids beside portrait cards), turned a quarter to stand in the deck's slots.
  std::vector<Component> deck_sized(SizePt deck_card, int turned) const;
  // How many copies the components with the deck's trim on its side have together.
  int turned_copies(SizePt deck_card) const;
  // Together: the components the deck's sheets do not take (another size, a page, the copies on
  // their side after the first `turned`) in one PDF, trackers and aids sharing its sheets;
  // nothing is written when there are none.
  std::vector<ExtrasOutput> write_shared(const std::string& paper, const std::filesystem::path& dir,
                                         SizePt deck_card, int turned);

  const std::vector<TrackerSpec>& trackers() const { return trackers_; }
  const std::vector<AidSpec>& aids() const { return aids_; }

 private:
  const CardSet& set_;
  const FontContext& fonts_;
  std::unique_ptr<RichLayoutEngine> text_;
  std::vector<TrackerSpec> trackers_;
  std::vector<AidSpec> aids_;
  TextLanguage language_;
  SheetWords words_;
  ExtrasLocalizer* localizer_ = nullptr;
};

}  // namespace dw
