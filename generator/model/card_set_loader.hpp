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

class JobPool;

// Limits that keep hostile input from exhausting the machine.
constexpr int kMaxCardCount = 1000;   // copies of one card
constexpr int kMaxCardsInSet = 20000; // distinct card definitions
constexpr std::size_t kMaxFieldLength = 16384;  // bytes of one printed field
constexpr std::uintmax_t kMaxCardFileBytes = 16u << 20;  // one card file (TOML, CSV or TSV): 16 MiB
constexpr std::size_t kMaxCsvColumns = 1024;           // columns of a CSV or TSV card file

// With a pool of more than one thread, the [[card]] tables of a card file are read on it (the
// cards and diagnostics are the same as without one, in the same order).
CardSet load_card_set(const std::filesystem::path& dir, Diagnostics& warnings, JobPool* pool = nullptr);

// Whether a file found in cards/ is a card file: .toml, or a spreadsheet's .csv or .tsv.
bool is_card_file_name(const std::filesystem::path& path);

// The id rule of sets and cards: 1 to 64 lower-case letters, digits, '-' or '_' (so never a path
// separator, "..", or a leading dot).
bool is_valid_id(const std::string& id);

// The first control character printed text may not hold (any C0 character but tab and line feed,
// a carriage return not followed by a line feed, DEL) and its byte offset. A NUL ends the text
// where Pango and Cairo read it; the others draw as nothing or garble the line.
std::optional<std::pair<unsigned char, std::size_t>> forbidden_control_character(const std::string& text);

// The first bidi embedding, override or isolate control (U+202A-U+202E, U+2066-U+2069) in `text`
// and its byte offset. They make printed and displayed text read in another order than it is
// written ("Healer\u202Eevil" shows as "Healerlive"); the renderer orders right-to-left scripts by
// itself, so printed text never needs them. The marks U+200E and U+200F, which only steer the
// neutral characters next to them and which right-to-left translations may need, are allowed.
std::optional<std::pair<char32_t, std::size_t>> bidi_reordering_control(const std::string& text);

// The diagnostic text for a bidi control found by bidi_reordering_control in `what`: a message
// naming U+XXXX and its byte offset, and a hint.
std::pair<std::string, std::string> bidi_control_message(const std::string& what, char32_t code, std::size_t at);

// A relative path named in a card set, resolved inside `root`; an absolute path or one that
// leaves `root` (through .. or a symlink) is refused with a diagnostic at `where`.
std::optional<std::filesystem::path> resolve_inside(const std::filesystem::path& root,
                                                    const std::string& relative,
                                                    const SourcePos& where, Diagnostics& out);

}  // namespace dw
