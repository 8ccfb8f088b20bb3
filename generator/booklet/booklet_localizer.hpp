// booklet_localizer: the hook through which a localised build replaces a booklet's words: the
// [booklet] strings (title, subtitle, back text, the booklet's own labels) and the rules Markdown
// itself, which is then parsed and checked as usual. Problems found in the replaced Markdown are
// handed back so they can point where the words were written (a translator's PO line).
#pragma once

#include <string>

#include "booklet/booklet_config.hpp"
#include "model/diagnostic.hpp"

namespace dw {

class BookletLocalizer {
 public:
  virtual ~BookletLocalizer() = default;
  virtual void localize_config(BookletConfig& config) = 0;
  // The Markdown to typeset in place of `source` (read from config.source_display).
  virtual std::string localize_markdown(const std::string& source) = 0;
  // Moves a diagnostic about the localised Markdown to the place its text came from.
  virtual void relocate(Diagnostic& diagnostic) = 0;
};

}  // namespace dw
