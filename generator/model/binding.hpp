// binding: connects cards to templates. Fills {placeholders} from a card's fields, evaluates
// conditions and repeat counts, finds icons, and checks, before anything is drawn, that every
// template a card uses exists, every placeholder names a field the card can have, every icon
// its text uses is declared and every image file a card needs is there.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/card_set.hpp"
#include "model/expression.hpp"
#include "model/template_library.hpp"

namespace dw {

// The most copies one repeat element may draw.
constexpr int kMaxRepeatCount = 500;

// Replaces every {expression} with its value for the card (a missing optional field is empty).
// `locals` (a repeat's index) shadow the card's fields.
std::string bind_text(const std::string& text, const Card& card, const std::vector<Local>* locals = nullptr);

// Whether an element's `when` condition holds for the card (true when there is none).
bool condition_holds(const std::string& when, const Card& card, const std::vector<Local>* locals = nullptr);

// How many copies a repeat element draws for the card (0 when its count does not evaluate to a
// number; clamped to 0..kMaxRepeatCount).
int repeat_count(const Element& repeat, const Card& card);

// The icon called `name` for a template: its own (and inherited) [icons] first, then the set's.
const IconDef* resolve_icon(const std::string& name, const CardTemplate& tpl, const CardSet& set);

// Looks for `relative` under each root in order (set folder first, then the project); refuses
// paths that leave their root. nullopt (and an error at `where`) when it exists nowhere.
std::optional<std::filesystem::path> find_asset(const std::vector<std::filesystem::path>& roots,
                                                const std::string& relative, const SourcePos& where,
                                                const std::string& card_id, Diagnostics& out);

void check_bindings(const CardSet& set, TemplateLibrary& templates,
                    const std::vector<std::filesystem::path>& asset_roots, Diagnostics& out);

}  // namespace dw
