// card_file_pieces: one scan of a card file's lines for its [[card]] headers, then the cuts.
#include "model/card_file_pieces.hpp"

#include <algorithm>

namespace dw {

namespace {

// Walks the text line by line. A line begins at the top level, outside any string or array; it is
// blank, a comment, a table header (always one line) or a key/value pair, whose value may span
// lines in a multi-line string or an array.
class HeaderScanner {
 public:
  explicit HeaderScanner(std::string_view text) : s_(text) {}

  // The offsets of the lines holding a [[card]] header; nullopt when the shape is another.
  std::optional<std::vector<std::size_t>> card_headers() {
    std::vector<std::size_t> headers;
    if (s_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;  // a byte order mark, which toml++ skips
    while (pos_ < s_.size()) {
      const std::size_t line = pos_;
      skip_blanks();
      if (pos_ >= s_.size()) break;
      const char c = s_[pos_];
      if (c == '\n') {
        ++pos_;
      } else if (c == '#') {
        skip_to_line_end();
      } else if (c == '[') {
        const std::string_view rest = s_.substr(pos_);
        if (rest.substr(0, 8) == "[[card]]") {
          pos_ += 8;
          skip_blanks();
          if (pos_ < s_.size() && s_[pos_] != '\n' && s_[pos_] != '#') return std::nullopt;
          headers.push_back(line);
        } else if (headers.empty() || (rest.substr(0, 6) != "[card." && rest.substr(0, 7) != "[[card.")) {
          return std::nullopt;  // a table outside the cards, or a key before the first card
        }
        skip_to_line_end();
      } else {
        if (headers.empty() || !skip_key_value()) return std::nullopt;
      }
    }
    return headers;
  }

 private:
  bool at(std::string_view what) const { return s_.substr(pos_, what.size()) == what; }

  void skip_blanks() {
    while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\r')) ++pos_;
  }

  // To the line feed ending the line (left for the caller).
  void skip_to_line_end() {
    const std::size_t feed = s_.find('\n', pos_);
    pos_ = feed == std::string_view::npos ? s_.size() : feed;
  }

  // A key/value pair from its key to the line feed after its value (consumed); false on a string
  // left open or a bracket closed that was never opened.
  bool skip_key_value() {
    int depth = 0;  // arrays and inline tables open
    while (pos_ < s_.size()) {
      const char c = s_[pos_];
      if (c == '"' || c == '\'') {
        if (!skip_string(c)) return false;
      } else if (c == '#') {
        skip_to_line_end();
      } else if (c == '\n') {
        ++pos_;
        if (depth == 0) return true;
      } else {
        if (c == '[' || c == '{')
          ++depth;
        else if ((c == ']' || c == '}') && --depth < 0)
          return false;
        ++pos_;
      }
    }
    return depth == 0;
  }

  // A string from its opening quote to after its closing one; false when it is never closed.
  bool skip_string(char quote) {
    const bool basic = quote == '"';
    const std::string_view triple = basic ? std::string_view("\"\"\"") : std::string_view("'''");
    if (at(triple)) {
      pos_ += 3;
      while (pos_ < s_.size()) {
        if (basic && s_[pos_] == '\\') {
          pos_ += 2;
        } else if (at(triple)) {
          pos_ += 3;
          for (int extra = 0; extra < 2 && pos_ < s_.size() && s_[pos_] == quote; ++extra) ++pos_;  // """a""""
          return true;
        } else {
          ++pos_;
        }
      }
      return false;
    }
    ++pos_;
    while (pos_ < s_.size() && s_[pos_] != '\n') {
      const char c = s_[pos_++];
      if (basic && c == '\\') {
        if (pos_ < s_.size() && s_[pos_] != '\n') ++pos_;
      } else if (c == quote) {
        return true;
      }
    }
    return false;
  }

  std::string_view s_;
  std::size_t pos_ = 0;
};

}  // namespace

std::optional<std::vector<CardFilePiece>> card_file_pieces(std::string_view text, std::size_t cards_per_piece) {
  const std::optional<std::vector<std::size_t>> headers = HeaderScanner(text).card_headers();
  if (!headers || headers->empty()) return std::nullopt;
  const std::size_t step = std::max<std::size_t>(cards_per_piece, 1);
  std::vector<CardFilePiece> out;
  std::size_t lines = 0;
  std::size_t counted_to = 0;
  for (std::size_t first = 0; first < headers->size(); first += step) {
    const std::size_t next = std::min(first + step, headers->size());
    CardFilePiece piece;
    piece.begin = first == 0 ? 0 : (*headers)[first];
    piece.end = next < headers->size() ? (*headers)[next] : text.size();
    lines += static_cast<std::size_t>(std::count(text.begin() + static_cast<std::ptrdiff_t>(counted_to),
                                                 text.begin() + static_cast<std::ptrdiff_t>(piece.begin), '\n'));
    counted_to = piece.begin;
    piece.lines_before = lines;
    piece.cards = next - first;
    out.push_back(piece);
  }
  return out;
}

}  // namespace dw
