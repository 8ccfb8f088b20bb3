// card_text_localizer: the hook through which a localised build translates the card fields that
// are printed as text. The renderer hands over a copy of the set's cards, parallel to them; the
// hook translates their printed fields in place, and text is then bound from the copy while
// conditions, icons and images still read the set's own cards. One of the tool's localisation
// hooks, all of the same style (model/template_localizer.hpp).
#pragma once

#include <vector>

#include "model/card.hpp"

namespace dw {

class CardTextLocalizer {
 public:
  virtual ~CardTextLocalizer() = default;
  virtual void localize_card_text(std::vector<Card>& cards) = 0;
};

}  // namespace dw
