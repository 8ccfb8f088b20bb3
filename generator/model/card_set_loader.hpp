// card_set_loader: reads a card set folder (set.toml plus the card files it lists) into a CardSet,
// collecting every problem as a diagnostic. Throws InputError when any error was found.
#pragma once

#include <filesystem>
#include <optional>

#include "model/card_set.hpp"

namespace dw {

// Limits that keep hostile input from exhausting the machine.
constexpr int kMaxCardCount = 1000;   // copies of one card
constexpr int kMaxCardsInSet = 20000; // distinct card definitions
constexpr std::size_t kMaxFieldLength = 16384;  // bytes of one printed field

CardSet load_card_set(const std::filesystem::path& dir, Diagnostics& warnings);

// A relative path named in a card set, resolved inside `root`; an absolute path or one that
// leaves `root` (through .. or a symlink) is refused with a diagnostic at `where`.
std::optional<std::filesystem::path> resolve_inside(const std::filesystem::path& root,
                                                    const std::string& relative,
                                                    const SourcePos& where, Diagnostics& out);

}  // namespace dw
