// sheet_words: the catalogue and the formats.
#include "print/sheet_words.hpp"

namespace dw {

const std::vector<SheetWord>& sheet_word_catalogue() {
  static const std::vector<SheetWord> catalogue = {
      {"check-bar", &SheetWords::check_bar,
       "Print sheets: the caption above the check bar, a line exactly 50 mm long with ticks every 5 mm that "
       "shows whether the printer scaled the page. Keep the length (50 mm) in the text; one short line in 6 pt"},
      {"fronts", &SheetWords::fronts,
       "Print sheets: the name of the pages that carry the card fronts, in the sheet caption ({section}), the "
       "PDF's page labels (\"Fronts 3\") and its bookmarks"},
      {"backs", &SheetWords::backs,
       "Print sheets: the name of the pages that carry the card backs, in the sheet caption ({section}), the "
       "PDF's page labels (\"Backs 3\") and its bookmarks"},
      {"fold-sheets", &SheetWords::fold_sheets,
       "Print sheets: the name of the pages printed with fronts and backs side by side, to be folded, in the "
       "sheet caption ({section}), the PDF's page labels and its bookmarks"},
      {"caption", &SheetWords::caption,
       "Print sheets: the small caption in the margin of every page. {caption} is the set's title and version, "
       "{section} the page kind (Fronts, Backs or Fold sheets, translated above), {sheet} the sheet's number and "
       "{sheets} how many sheets there are; the placeholders may change places"},
      {"sheet-title", &SheetWords::sheet_title,
       "Print sheets: a page's bookmark in the PDF outline, below its page kind. {sheet} is the sheet's number, "
       "{sheets} how many sheets there are"},
      {"pnp-title", &SheetWords::pnp_title,
       "The document title of the print-and-play PDF (shown in a PDF viewer's title bar). {title} is the set's "
       "title"},
      {"trackers-title", &SheetWords::trackers_title,
       "The document title of the trackers PDF (shown in a PDF viewer's title bar). {title} is the set's title"},
      {"aids-title", &SheetWords::aids_title,
       "The document title of the player aids PDF (shown in a PDF viewer's title bar). {title} is the set's "
       "title"},
      {"extras-title", &SheetWords::extras_title,
       "The document title of the PDF where trackers and player aids share sheets (shown in a PDF viewer's "
       "title bar). {title} is the set's title"},
  };
  return catalogue;
}

std::string fill_sheet_format(const std::string& format,
                              const std::vector<std::pair<std::string, std::string>>& values) {
  std::string out;
  std::size_t at = 0;
  while (at < format.size()) {
    const std::size_t open = format.find('{', at);
    if (open == std::string::npos) break;
    const std::size_t close = format.find('}', open);
    if (close == std::string::npos) break;
    out.append(format, at, open - at);
    const std::string name = format.substr(open + 1, close - open - 1);
    bool filled = false;
    for (const auto& [key, value] : values)
      if (key == name) {
        out += value;
        filled = true;
        break;
      }
    if (!filled) out.append(format, open, close - open + 1);
    at = close + 1;
  }
  out.append(format, at, std::string::npos);
  return out;
}

std::string sheet_caption(const SheetWords& words, const std::string& caption, const std::string& section, int sheet,
                          int sheets) {
  return fill_sheet_format(words.caption, {{"caption", caption},
                                           {"section", section},
                                           {"sheet", std::to_string(sheet + 1)},
                                           {"sheets", std::to_string(sheets)}});
}

std::string sheet_bookmark(const SheetWords& words, int sheet, int sheets) {
  return fill_sheet_format(words.sheet_title, {{"sheet", std::to_string(sheet + 1)}, {"sheets", std::to_string(sheets)}});
}

std::string document_title(const std::string& format, const std::string& title) {
  return fill_sheet_format(format, {{"title", title}});
}

}  // namespace dw
