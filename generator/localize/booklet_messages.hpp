// booklet_messages: the translatable text of a set's rules booklet: the [booklet] strings
// (title when it is not the set's, subtitle, back text, and the booklet's own labels: "Rules of
// Play", "Contents", "Version {version}", "Typeset with deckwright") and every piece of the rules
// Markdown (markdown_segments), as PO template entries; and the BookletLocalizer that puts them
// back translated.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "booklet/booklet_config.hpp"
#include "booklet/booklet_localizer.hpp"
#include "i18n/markdown_segments.hpp"
#include "i18n/pot_writer.hpp"
#include "i18n/translator.hpp"
#include "model/card_set.hpp"

namespace dw {

// Empty when the set has no booklet. Problems reading it go to `out`.
std::vector<PotEntry> extract_booklet_messages(const CardSet& set, const std::filesystem::path& home, Diagnostics& out);

// Every [booklet] string that prints (cover, contents, back cover): its message context, its text
// and what it is ("Booklet: the subtitle on the cover").
void for_each_booklet_config_text(
    const BookletConfig& config,
    const std::function<void(const std::string& context, const std::string& text, const std::string& description)>& visit);

class TranslatedBooklet : public BookletLocalizer {
 public:
  // `source_title` is the set's title as written, `title` its translation (the booklet's default).
  TranslatedBooklet(std::string source_title, std::string title, Translator& translator)
      : source_title_(std::move(source_title)), title_(std::move(title)), translator_(translator) {}
  void localize_config(BookletConfig& config) override;
  std::string localize_markdown(const std::string& source) override;
  void relocate(Diagnostic& diagnostic) override;

 private:
  struct Placed {
    std::string context;
    int source_line = 0;    // first line of the piece in the source
    int source_lines = 1;   // lines it spans there
    int output_line = 0;    // its line in the localised Markdown
    int output_lines = 1;
    bool translated = false;
  };
  std::string source_title_;
  std::string title_;
  Translator& translator_;
  std::vector<Placed> placed_;
};

}  // namespace dw
