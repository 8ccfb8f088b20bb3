// diagnostic: formatting and collection of diagnostics.
#include "model/diagnostic.hpp"

#include <filesystem>

#include "model/terminal_text.hpp"

namespace dw {

namespace {

// Messages name files relative to the working folder: an absolute path inside it (a base set's or
// the project's template, found through an absolute project folder) is shortened to the relative
// path a user would type; a path elsewhere stays as it is.
std::string display_path(const std::string& file) {
  const std::filesystem::path path(file);
  if (!path.is_absolute()) return file;
  std::error_code ec;
  const std::filesystem::path here = std::filesystem::current_path(ec);
  if (ec) return file;
  const std::filesystem::path relative = path.lexically_relative(here);
  if (relative.empty() || *relative.begin() == ".." || relative == ".") return file;
  return relative.string();
}

}  // namespace

const char* severity_name(Severity s) {
  switch (s) {
    case Severity::error: return "error";
    case Severity::warning: return "warning";
    case Severity::note: return "note";
  }
  return "error";
}

std::string shortened_for_message(const std::string& text, std::size_t limit) {
  if (text.size() <= limit) return text;
  const auto boundary = [&](std::size_t at) {  // back to the start of a UTF-8 character
    while (at > 0 && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) --at;
    return at;
  };
  const std::size_t head = boundary(limit * 3 / 5);
  const std::size_t tail = boundary(text.size() - limit / 5);
  return text.substr(0, head) + " [... " + std::to_string(tail - head) + " bytes left out ...] " + text.substr(tail);
}

std::string format_diagnostic(const Diagnostic& d) {
  // Every part can quote an input (a file name, a key, a value): each is escaped on its own, so
  // no input can move the cursor, clear the screen, reach the clipboard or fake a line.
  std::string out = d.where.file.empty() ? std::string("deckwright") : terminal_text(display_path(d.where.file));
  if (d.where.line > 0) {
    out += ":" + std::to_string(d.where.line) + ":" + std::to_string(d.where.column > 0 ? d.where.column : 1);
  }
  out += ": ";
  out += severity_name(d.severity);
  out += ": ";
  out += terminal_text(shortened_for_message(d.message));
  if (!d.card_id.empty()) out += " [card " + terminal_text(d.card_id) + "]";
  if (!d.locale.empty()) out += " [locale " + terminal_text(d.locale) + "]";
  if (!d.hint.empty()) out += "\n  hint: " + terminal_text(shortened_for_message(d.hint));
  return out;
}

Diagnostic error_diagnostic(SourcePos where, std::string message, std::string hint, std::string card,
                            std::string locale) {
  return Diagnostic{Severity::error, std::move(where), std::move(message),
                    std::move(hint), std::move(card),  std::move(locale)};
}

Diagnostic warning_diagnostic(SourcePos where, std::string message, std::string hint, std::string card,
                              std::string locale) {
  return Diagnostic{Severity::warning, std::move(where), std::move(message),
                    std::move(hint),   std::move(card),  std::move(locale)};
}

void Diagnostics::error(SourcePos where, std::string message, std::string hint, std::string card, std::string locale) {
  add(error_diagnostic(std::move(where), std::move(message), std::move(hint), std::move(card), std::move(locale)));
}

void Diagnostics::warning(SourcePos where, std::string message, std::string hint, std::string card,
                          std::string locale) {
  add(warning_diagnostic(std::move(where), std::move(message), std::move(hint), std::move(card), std::move(locale)));
}

void Diagnostics::note(SourcePos where, std::string message, std::string hint, std::string card) {
  add(Diagnostic{Severity::note, std::move(where), std::move(message), std::move(hint), std::move(card), {}});
}

void Diagnostics::append(const Diagnostics& other) {
  items_.insert(items_.end(), other.items_.begin(), other.items_.end());
}

bool Diagnostics::has_errors() const {
  for (const auto& d : items_)
    if (d.severity == Severity::error) return true;
  return false;
}

std::string Diagnostics::format_all() const {
  std::string out;
  for (const auto& d : items_) out += format_diagnostic(d) + "\n";
  return out;
}

InputError::InputError(Diagnostics diagnostics)
    : std::runtime_error(diagnostics.format_all()), diagnostics_(std::move(diagnostics)) {}

namespace {
Diagnostics one_error(SourcePos where, std::string message, std::string hint) {
  Diagnostics d;
  d.error(std::move(where), std::move(message), std::move(hint));
  return d;
}
}  // namespace

InputError::InputError(SourcePos where, std::string message, std::string hint)
    : InputError(one_error(std::move(where), std::move(message), std::move(hint))) {}

}  // namespace dw
