// extras_localizer: the hook through which a localised build translates the trackers' and aids'
// words once they are read. One of the tool's localisation hooks, all of the same style
// (model/template_localizer.hpp).
#pragma once

#include <vector>

#include "trackers/aid_spec.hpp"
#include "trackers/tracker_spec.hpp"

namespace dw {

class ExtrasLocalizer {
 public:
  virtual ~ExtrasLocalizer() = default;
  virtual void localize_extras(std::vector<TrackerSpec>& trackers, std::vector<AidSpec>& aids) = 0;
};

}  // namespace dw
