// card_set_loader: reads a card set folder (set.toml plus the card files it lists) into a CardSet,
// collecting every problem as a diagnostic. Throws InputError when any error was found.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>

#include "model/card_set.hpp"

namespace dw {

// Limits that keep hostile input from exhausting the machine.
constexpr int kMaxCardCount = 1000;   // copies of one card
constexpr int kMaxCardsInSet = 20000; // distinct card definitions
constexpr std::size_t kMaxFieldLength = 16384;  // bytes of one printed field
constexpr std::uintmax_t kMaxCardFileBytes = 16u << 20;  // one card file (TOML, CSV or TSV): 16 MiB
constexpr std::size_t kMaxCsvColumns = 1024;           // columns of a CSV or TSV card file

CardSet load_card_set(const std::filesystem::path& dir, Diagnostics& warnings);

// Whether a file found in cards/ is a card file: .toml, or a spreadsheet's .csv or .tsv.
bool is_card_file_name(const std::filesystem::path& path);

// The id rule of sets and cards: 1 to 64 lower-case letters, digits, '-' or '_' (so never a path
// separator, "..", or a leading dot).
bool is_valid_id(const std::string& id);

// The first control character printed text may not hold (any C0 character but tab and line feed,
// a carriage return not followed by a line feed, DEL) and its byte offset. A NUL ends the text
// where Pango and Cairo read it; the others draw as nothing or garble the line.
std::optional<std::pair<unsigned char, std::size_t>> forbidden_control_character(const std::string& text);

// A relative path named in a card set, resolved inside `root`; an absolute path or one that
// leaves `root` (through .. or a symlink) is refused with a diagnostic at `where`.
std::optional<std::filesystem::path> resolve_inside(const std::filesystem::path& root,
                                                    const std::string& relative,
                                                    const SourcePos& where, Diagnostics& out);

}  // namespace dw
