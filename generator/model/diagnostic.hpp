// diagnostic: the one report type of the whole tool. A diagnostic has a severity, a source
// position (file:line:col), optionally a card id and locale, a message and a hint saying what to
// do. Printed GCC-style so editors can jump to it. Message wording lives in diagnostic_messages.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace dw {

enum class Severity { error, warning, note };

struct SourcePos {
  std::string file;
  int line = 0;
  int column = 0;
  bool operator==(const SourcePos&) const = default;
};

struct Diagnostic {
  Severity severity = Severity::error;
  SourcePos where;
  std::string message;
  std::string hint;     // what the user should do; may be empty
  std::string card_id;  // may be empty
  std::string locale;   // may be empty
  bool operator==(const Diagnostic&) const = default;
};

// One diagnostic of that severity, for functions that build one to hand back.
Diagnostic error_diagnostic(SourcePos where, std::string message, std::string hint = {}, std::string card = {},
                            std::string locale = {});
Diagnostic warning_diagnostic(SourcePos where, std::string message, std::string hint = {}, std::string card = {},
                              std::string locale = {});

// "error", "warning" or "note", as messages and reports write it.
const char* severity_name(Severity s);

// "file:line:col: error: message [card X]" followed by an indented "hint" line when there is one.
// Control characters, bidi controls and bytes that are not UTF-8 in any part are shown escaped
// (terminal_text).
// A message (or hint) longer than kMaxShownMessage bytes is shown with its middle left out, so one
// that quotes a huge input (a megabyte expression) stays readable; the report files keep it whole.
std::string format_diagnostic(const Diagnostic& d);

inline constexpr std::size_t kMaxShownMessage = 2000;

// `text` when it fits in `limit` bytes; else its start and end (cut at UTF-8 character
// boundaries) around "[... N bytes left out ...]".
std::string shortened_for_message(const std::string& text, std::size_t limit = kMaxShownMessage);

// An ordered collection of diagnostics gathered while loading or building.
class Diagnostics {
 public:
  void add(Diagnostic d) { items_.push_back(std::move(d)); }
  // Adds one diagnostic of that severity; the hint says what to do, the card names the card.
  void error(SourcePos where, std::string message, std::string hint = {}, std::string card = {},
             std::string locale = {});
  void warning(SourcePos where, std::string message, std::string hint = {}, std::string card = {},
               std::string locale = {});
  void note(SourcePos where, std::string message, std::string hint = {}, std::string card = {});
  void append(const Diagnostics& other);
  void clear() { items_.clear(); }
  bool has_errors() const;
  std::size_t size() const { return items_.size(); }
  const std::vector<Diagnostic>& items() const { return items_; }
  std::string format_all() const;

 private:
  std::vector<Diagnostic> items_;
};

// Thrown when input is bad: carries every error found (not just the first).
class InputError : public std::runtime_error {
 public:
  explicit InputError(Diagnostics diagnostics);
  // One error: the common case of an input that stops a command at once.
  InputError(SourcePos where, std::string message, std::string hint = {});
  const Diagnostics& diagnostics() const { return diagnostics_; }

 private:
  Diagnostics diagnostics_;
};

}  // namespace dw
