// csv_reader: an RFC 4180 state machine over the text, cell by cell, keeping line and column.
#include "model/csv_reader.hpp"

#include <cstdio>

namespace dw {

namespace {

std::string hex_byte(unsigned char c) {
  char text[8];
  std::snprintf(text, sizeof text, "0x%02X", c);
  return text;
}

// The length of the UTF-8 sequence starting at `at` in `s`, or 0 when it is not well formed
// (stray continuation byte, overlong form, surrogate, beyond U+10FFFF, cut short).
std::size_t utf8_sequence_length(std::string_view s, std::size_t at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  const unsigned char lead = byte(at);
  std::size_t length = 0;
  unsigned char low = 0x80, high = 0xBF;  // the range of the second byte
  if (lead >= 0xC2 && lead <= 0xDF) length = 2;
  else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    if (lead == 0xE0) low = 0xA0;
    if (lead == 0xED) high = 0x9F;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    if (lead == 0xF0) low = 0x90;
    if (lead == 0xF4) high = 0x8F;
  } else {
    return 0;
  }
  if (at + length > s.size()) return 0;
  if (byte(at + 1) < low || byte(at + 1) > high) return 0;
  for (std::size_t i = 2; i < length; ++i)
    if (byte(at + i) < 0x80 || byte(at + i) > 0xBF) return 0;
  return length;
}

}  // namespace

CsvReader::CsvReader(std::string_view text, char delimiter, std::size_t max_cells)
    : text_(text), delimiter_(delimiter), max_cells_(max_cells) {
  if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;  // the byte order mark is not a character of the header
}

bool CsvReader::fail(int line, int column, std::string message, std::string hint) {
  error_ = CsvError{line, column, std::move(message), std::move(hint)};
  return false;
}

bool CsvReader::take_line_end() {
  if (pos_ >= text_.size()) return false;
  if (text_[pos_] == '\r') {
    ++pos_;
    if (pos_ < text_.size() && text_[pos_] == '\n') ++pos_;
  } else if (text_[pos_] == '\n') {
    ++pos_;
  } else {
    return false;
  }
  ++line_;
  column_ = 1;
  return true;
}

bool CsvReader::take_character(std::string& into) {
  const auto c = static_cast<unsigned char>(text_[pos_]);
  if (c < 0x80) {
    if ((c < 0x20 && c != '\t') || c == 0x7F) {
      char code[8];
      std::snprintf(code, sizeof code, "U+%04X", c);
      return fail(line_, column_, std::string("the cell holds the control character ") + code,
                  "remove it; a cell may hold tabs and line breaks, no other control characters");
    }
    into += static_cast<char>(c);
    ++pos_;
    ++column_;
    return true;
  }
  const std::size_t length = utf8_sequence_length(text_, pos_);
  if (length == 0)
    return fail(line_, column_, "the byte " + hex_byte(c) + " is not UTF-8",
                "save the file as UTF-8 (in a spreadsheet: \"CSV UTF-8\" or the UTF-8 character set)");
  into.append(text_.substr(pos_, length));
  pos_ += length;
  ++column_;
  return true;
}

bool CsvReader::read_unquoted(CsvCell& cell) {
  while (pos_ < text_.size()) {
    const char c = text_[pos_];
    if (c == delimiter_ || c == '\n' || c == '\r') return true;
    if (c == '"')
      return fail(line_, column_, "a quote inside a cell that does not start with one",
                  "put the whole cell between quotes and write the quote twice: \"6\"\" ruler\"");
    if (!take_character(cell.text)) return false;
  }
  return true;
}

bool CsvReader::read_quoted(CsvCell& cell) {
  const int open_line = line_, open_column = column_;
  cell.quoted = true;
  ++pos_;
  ++column_;
  while (true) {
    if (pos_ >= text_.size())
      return fail(open_line, open_column, "the quote that opens this cell is never closed",
                  "close the cell with a quote; a quote inside a cell is written twice (\"\")");
    const char c = text_[pos_];
    if (c == '"') {
      ++pos_;
      ++column_;
      if (pos_ < text_.size() && text_[pos_] == '"') {  // a doubled quote is one quote of the text
        cell.text += '"';
        ++pos_;
        ++column_;
        continue;
      }
      return true;
    }
    if (c == '\n' || c == '\r') {
      take_line_end();
      cell.text += '\n';
      continue;
    }
    if (!take_character(cell.text)) return false;
  }
}

bool CsvReader::read_cell(CsvCell& cell, bool& record_ended) {
  cell = CsvCell{};
  cell.line = line_;
  cell.column = column_;
  const bool ok = pos_ < text_.size() && text_[pos_] == '"' ? read_quoted(cell) : read_unquoted(cell);
  if (!ok) return false;
  record_end_line_ = line_;  // where the record ends if it ends here: before its line break
  record_end_column_ = column_;
  if (pos_ >= text_.size()) {
    record_ended = true;
    return true;
  }
  const char c = text_[pos_];
  if (c == delimiter_) {
    ++pos_;
    ++column_;
    record_ended = false;
    return true;
  }
  if (c == '\n' || c == '\r') {
    take_line_end();
    record_ended = true;
    return true;
  }
  return fail(line_, column_, "text after the quote that closes the cell",
              std::string("end the cell at its closing quote with ") + (delimiter_ == '\t' ? "a tab" : "a comma") +
                  " or a line break; a quote inside a cell is written twice (\"\")");
}

bool CsvReader::next(CsvRecord& out) {
  if (error_) return false;
  while (pos_ < text_.size() && (text_[pos_] == '\n' || text_[pos_] == '\r')) take_line_end();  // empty lines
  if (pos_ >= text_.size()) return false;
  out.cells.clear();
  out.line = line_;
  bool ended = false;
  while (!ended) {
    CsvCell cell;
    if (!read_cell(cell, ended)) return false;
    if (out.cells.size() >= max_cells_)
      return fail(cell.line, cell.column, "the row has more than " + std::to_string(max_cells_) + " cells",
                  "a card file has at most " + std::to_string(max_cells_) + " columns; split the data or remove empty columns");
    if (expected_cells_ != 0 && out.cells.size() >= expected_cells_)
      return fail(cell.line, cell.column,
                  "the row has more cells than the header's " + std::to_string(expected_cells_),
                  std::string("remove the extra cells, or quote the cell that holds ") +
                      (delimiter_ == '\t' ? "a tab" : "a comma") + ": \"Hello, world\"");
    out.cells.push_back(std::move(cell));
  }
  if (expected_cells_ == 0) expected_cells_ = out.cells.size();
  if (out.cells.size() < expected_cells_)
    return fail(record_end_line_, record_end_column_,
                "the row has " + std::to_string(out.cells.size()) + " cells, the header " +
                    std::to_string(expected_cells_),
                std::string("add the missing cells; an empty cell is nothing between two ") +
                    (delimiter_ == '\t' ? "tabs" : "commas"));
  return true;
}

std::string csv_cell(std::string_view text, char delimiter, bool force_quotes) {
  const bool quote = force_quotes || text.find_first_of(std::string{delimiter, '"', '\n', '\r'}) != std::string_view::npos;
  if (!quote) return std::string(text);
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  out += '"';
  return out;
}

}  // namespace dw
