// csv_reader: the records of a CSV or TSV text (RFC 4180), one at a time, each cell with the
// line and column where it starts. Quoted cells may hold the delimiter, doubled quotes and line
// breaks; lines end with LF, CRLF or a lone CR; a UTF-8 byte order mark at the start is skipped.
// Every record must have as many cells as the first (the header). Problems (a quote left open,
// text after a closing quote, a ragged row, bytes that are not UTF-8, control characters, too
// many cells) stop the reading with a CsvError at their line:col.
//
// Positions: lines count from 1; columns count characters (UTF-8 code points) from 1, as the
// positions of TOML files do; a cell's position is that of its first character (the opening
// quote of a quoted cell). A line holding nothing at all is skipped (spreadsheets leave them at
// the end of files).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dw {

struct CsvCell {
  std::string text;     // unquoted: doubled quotes made single, CRLF and lone CR in it made LF
  bool quoted = false;  // written between quotes ("" is a quoted empty cell, nothing an unquoted one)
  int line = 0;
  int column = 0;
};

struct CsvRecord {
  std::vector<CsvCell> cells;
  int line = 0;  // where the record starts
};

struct CsvError {
  int line = 0;
  int column = 0;
  std::string message;
  std::string hint;
};

class CsvReader {
 public:
  // `delimiter` is ',' for CSV and '\t' for TSV; a record of more than `max_cells` cells is an error.
  CsvReader(std::string_view text, char delimiter, std::size_t max_cells);

  // The next record into `out`: false at the end of the text, or on an error (then error() is set).
  bool next(CsvRecord& out);
  const std::optional<CsvError>& error() const { return error_; }

 private:
  bool fail(int line, int column, std::string message, std::string hint);
  bool read_cell(CsvCell& cell, bool& record_ended);
  bool read_quoted(CsvCell& cell);
  bool read_unquoted(CsvCell& cell);
  // Consumes one line ending at pos_ (LF, CRLF or CR) if there is one.
  bool take_line_end();
  // Checks the character at pos_ (UTF-8 and no control character but tab) and steps over it.
  bool take_character(std::string& into);

  std::string_view text_;
  char delimiter_;
  std::size_t max_cells_;
  std::size_t pos_ = 0;
  int line_ = 1;
  int column_ = 1;
  std::size_t expected_cells_ = 0;  // set by the first record
  int record_end_line_ = 0, record_end_column_ = 0;  // just after the last cell read
  std::optional<CsvError> error_;
};

// The cell as CSV writes it: quoted (with doubled quotes) only when it holds the delimiter, a
// quote or a line break, or when `force_quotes` asks for it (an empty cell that means "").
std::string csv_cell(std::string_view text, char delimiter, bool force_quotes = false);

}  // namespace dw
