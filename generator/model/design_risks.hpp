// design_risks: print risks a template carries that a paper cutter shows, found from the
// template's geometry: a border or ornament whose edge runs along a trim edge closer than 3 mm
// (inside the card or in its bleed short of the bleed edge: a cut 1 mm off makes it visibly
// uneven, or shows it), and text whose box leaves the safe zone (a cut can take letters). Each
// warning names the element's file:line:col and the cards that draw it.
#pragma once

#include "model/card_set.hpp"
#include "model/diagnostic.hpp"
#include "model/template_library.hpp"

namespace dw {

// An edge closer to the trim than this (and not reaching the bleed edge) is a risk.
constexpr double kTrimEdgeRiskMm = 3.0;
// An edge runs along a trim edge when it covers at least this share of the trim edge's length.
constexpr double kAlongTrimShare = 1.0 / 3.0;

// Warnings for every face and back template the set's cards use, once per element, naming the
// cards on which the element is drawn (its `when` holding).
void warn_design_risks(const CardSet& set, TemplateLibrary& templates, Diagnostics& out);

}  // namespace dw
