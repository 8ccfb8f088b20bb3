// binding: connects cards to templates. Fills {placeholders} from a card's fields, and checks,
// before anything is drawn, that every template a card uses exists, every placeholder names a
// field the card can have, and every image file a card needs is there.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/card_set.hpp"
#include "model/template_library.hpp"

namespace dw {

// Replaces every {expression} with its value for the card (a missing optional field is empty).
std::string bind_text(const std::string& text, const Card& card);

// Whether an element's `when` condition holds for the card (true when there is none).
bool condition_holds(const std::string& when, const Card& card);

// Looks for `relative` under each root in order (set folder first, then the project); refuses
// paths that leave their root. nullopt (and an error at `where`) when it exists nowhere.
std::optional<std::filesystem::path> find_asset(const std::vector<std::filesystem::path>& roots,
                                                const std::string& relative, const SourcePos& where,
                                                const std::string& card_id, Diagnostics& out);

void check_bindings(const CardSet& set, TemplateLibrary& templates,
                    const std::vector<std::filesystem::path>& asset_roots, Diagnostics& out);

}  // namespace dw
