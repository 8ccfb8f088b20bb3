// template_localizer: the hook through which a localised build replaces a template's words (the
// text of its text elements and of their repeated items). Like every localisation hook of the
// tool (card_text_localizer, booklet_localizer, extras_localizer), it is an interface the
// component calls on its own data, handed over with set_localizer() before the component loads.
#pragma once

#include "model/card_template.hpp"

namespace dw {

class TemplateLocalizer {
 public:
  virtual ~TemplateLocalizer() = default;
  // Translates the words of `tpl` in place (called once per template, after inheritance).
  virtual void localize_template(CardTemplate& tpl) = 0;
};

}  // namespace dw
