// terminal_text: text that came from an input (a card name, a file name, a quoted value), made
// safe to print on a terminal. Control characters (C0, DEL, C1), the Unicode bidi overrides and
// isolates (U+202A-202E, U+2066-2069) and bytes that are not UTF-8 are shown as escapes, so a set
// cannot clear the screen, set the clipboard (OSC 52), or reorder what a message appears to say.
#pragma once

#include <string>
#include <string_view>

namespace dw {

enum class LineBreaks { escape, keep };

// `text` with every unsafe character written as an escape: bytes below U+0080 as \x1b, others as
// \u{202e}, bytes that are not UTF-8 as \xff. With LineBreaks::keep, '\n' and '\t' stay as they are
// (multi-line text such as a game state); otherwise they are escaped too. A backslash is kept: the
// escapes only have to be readable, not reversible.
std::string terminal_text(std::string_view text, LineBreaks line_breaks = LineBreaks::escape);

// True when every byte of `text` belongs to a well-formed UTF-8 sequence.
bool is_valid_utf8(std::string_view text);

}  // namespace dw
