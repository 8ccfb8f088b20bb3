// po_positions: where each message of a PO file stands, by line. libgettextpo reads a PO file's
// content but does not say on which line a message was written, and a translator needs that
// line in every message about a translation. This is a small scan of the keyword lines (msgctxt,
// msgid, msgstr and their continuation strings) that finds, for each message, the line of its
// msgid and of its msgstr; libgettextpo remains the parser of record.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace dw {

struct PoLines {
  int msgid = 0;   // 1-based line of the msgid keyword
  int msgstr = 0;  // 1-based line of the (first) msgstr keyword
};

// The key a message is found by: its context (when it has one) and its msgid.
std::string po_message_key(const std::optional<std::string>& context, std::string_view msgid);

// Line positions of every message of `text` (a PO file's content) that is not obsolete.
std::map<std::string, PoLines> scan_po_positions(std::string_view text);

// The C-escaped content of a PO string literal ("a\"b" -> a"b), without the quotes.
std::string unescape_po_string(std::string_view quoted);

}  // namespace dw
