// set_messages: gathering the parts.
#include "localize/set_messages.hpp"

#include <algorithm>

#include "localize/booklet_messages.hpp"
#include "localize/card_messages.hpp"
#include "localize/component_messages.hpp"
#include "i18n/message_keys.hpp"
#include "localize/sheet_messages.hpp"
#include "i18n/text_tokens.hpp"

namespace fs = std::filesystem;

namespace dw {

std::vector<PotEntry> extract_set_messages(const CardSet& set, TemplateLibrary& templates, const fs::path& home,
                                           Diagnostics& out) {
  std::vector<PotEntry> all;
  if (has_words(set.title)) {
    PotEntry title;
    title.context = set_context("title");
    title.msgid = set.title;
    title.comments.push_back("The card set's title: on the sheets' captions and the booklet's cover");
    title.references.push_back(SourcePos{reference_path(set.set_file.string(), set.dir, home), 0, 0});
    all.push_back(std::move(title));
  }
  auto append = [&all](std::vector<PotEntry> part) { all.insert(all.end(), part.begin(), part.end()); };
  append(extract_card_messages(set, templates, home));
  append(extract_tracker_messages(load_trackers(set, out), set, home));
  append(extract_aid_messages(load_aids(set, out), set, home));
  append(extract_booklet_messages(set, home, out));
  append(extract_sheet_messages());
  return all;
}

fs::path pot_path(const CardSet& set) { return set.dir / "locales" / (set.id + ".pot"); }

std::vector<fs::path> po_files(const CardSet& set) {
  std::vector<fs::path> out;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(set.dir / "locales", ec))
    if (entry.path().extension() == ".po" && entry.is_regular_file(ec)) out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace dw
