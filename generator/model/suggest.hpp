// suggest: "did you mean" suggestions for misspelt keys and names (edit distance).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace dw {

std::size_t edit_distance(std::string_view a, std::string_view b);

// The closest candidate within a distance proportional to the word's length, or "" if none.
std::string closest_match(std::string_view word, const std::vector<std::string>& candidates);

// " (did you mean 'x'?)" or "" when there is no close candidate.
std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates);

}  // namespace dw
