// render_checks: the card set drawn once, front and back of every card, on a recording surface,
// so that everything the renderer finds becomes a finding: text that overflows its box, characters
// no font has (tofu) or that another family draws, images printed below 300 ppi, borders along a
// trim edge and text outside the safe zone (design-risk), and any template,
// field or art problem that would stop a build. Only the set's own text is checked for now; once
// the set has locales (issue #9), each locale's text is drawn the same way.
#pragma once

#include <filesystem>
#include <vector>

#include "model/card_set.hpp"
#include "validate/finding.hpp"

namespace dw::validate {

// `home` is the project folder (fonts/manifest.toml, templates/cards/).
std::vector<Finding> check_rendering(const CardSet& set, const std::filesystem::path& home);

// The category of a renderer diagnostic (overflow, tofu, font-fallback, low-resolution, design-risk,
// render).
const char* render_category(const Diagnostic& d);

}  // namespace dw::validate
