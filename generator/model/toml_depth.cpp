// toml_depth: one pass over a TOML text with an explicit stack of open arrays and inline tables.
#include "model/toml_depth.hpp"

#include <vector>

namespace dw {

namespace {

class DepthScanner {
 public:
  DepthScanner(std::string_view text, int limit) : s_(text), limit_(limit) {}

  // Offset and description of the first spot deeper than the limit, if any.
  std::optional<std::pair<std::size_t, std::string>> run() {
    frames_.push_back(Frame{Frame::top, 0, 0, true});
    while (pos_ < s_.size()) {
      Frame& f = frames_.back();
      const char c = s_[pos_];
      if (c == ' ' || c == '\t' || c == '\r') {
        ++pos_;
      } else if (c == '#') {
        while (pos_ < s_.size() && s_[pos_] != '\n') ++pos_;
      } else if (c == '\n') {
        ++pos_;
        if (f.kind == Frame::top) f.expect_key = true;
      } else if (f.kind == Frame::top && f.expect_key && c == '[') {
        const std::size_t start = pos_;
        ++pos_;
        if (at('[')) ++pos_;
        const int parts = key_parts();
        if (parts > limit_) return fail(start, "a table header of " + std::to_string(parts) + " parts");
        f.depth = parts;
        f.expect_key = false;
        while (at(']')) ++pos_;
      } else if (f.expect_key && f.kind == Frame::table && c == '}') {
        frames_.pop_back();
        ++pos_;
      } else if (f.expect_key) {
        const std::size_t start = pos_;
        const int parts = key_parts();
        if (parts == 0) {
          ++pos_;  // not a key: the parser reports it
          continue;
        }
        f.value_depth = f.depth + parts;
        if (f.value_depth > limit_)
          return fail(start, parts > limit_ ? "a dotted key of " + std::to_string(parts) + " parts"
                                            : "a key " + std::to_string(f.value_depth) + " levels deep");
        f.expect_key = false;
      } else if (c == '"' || c == '\'') {
        skip_string(c);
      } else if (c == '[' || c == '{') {
        const int depth = f.kind == Frame::array ? f.depth + 1 : f.value_depth;
        if (depth > limit_) return fail(pos_, std::string(c == '[' ? "an array " : "an inline table ") +
                                                  std::to_string(depth) + " levels deep");
        frames_.push_back(c == '[' ? Frame{Frame::array, depth, 0, false} : Frame{Frame::table, depth, 0, true});
        ++pos_;
      } else if ((c == ']' && f.kind == Frame::array) || (c == '}' && f.kind == Frame::table)) {
        frames_.pop_back();
        ++pos_;
      } else if (c == ',' && f.kind == Frame::table) {
        f.expect_key = true;
        ++pos_;
      } else {
        ++pos_;
      }
    }
    return std::nullopt;
  }

 private:
  struct Frame {
    enum Kind { top, array, table } kind;
    int depth;        // levels above the frame's own values (header parts at the top)
    int value_depth;  // depth of the value after the last key (top and inline tables)
    bool expect_key;
  };

  bool at(char c) const { return pos_ < s_.size() && s_[pos_] == c; }

  static bool bare_key_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
           static_cast<unsigned char>(c) >= 0x80;
  }

  // Counts the parts of a (dotted) key starting at pos_ and leaves pos_ after it.
  int key_parts() {
    int parts = 0;
    bool need_part = true;
    while (pos_ < s_.size()) {
      const char c = s_[pos_];
      if (c == ' ' || c == '\t') {
        ++pos_;
      } else if (c == '"' || c == '\'') {
        skip_single_line_string(c);
        if (need_part) ++parts;
        need_part = false;
      } else if (bare_key_char(c)) {
        while (pos_ < s_.size() && bare_key_char(s_[pos_])) ++pos_;
        if (need_part) ++parts;
        need_part = false;
      } else if (c == '.') {
        need_part = true;
        ++pos_;
      } else {
        break;
      }
    }
    return parts;
  }

  // A string on one line (keys and single-line values); stops before a newline if unclosed.
  void skip_single_line_string(char quote) {
    ++pos_;
    while (pos_ < s_.size() && s_[pos_] != '\n') {
      const char c = s_[pos_++];
      if (c == '\\' && quote == '"' && pos_ < s_.size() && s_[pos_] != '\n') ++pos_;
      else if (c == quote) return;
    }
  }

  void skip_string(char quote) {
    if (s_.compare(pos_, 3, std::string(3, quote)) != 0) return skip_single_line_string(quote);
    pos_ += 3;
    while (pos_ < s_.size()) {
      if (s_[pos_] == '\\' && quote == '"') {
        pos_ += 2;
      } else if (s_.compare(pos_, 3, std::string(3, quote)) == 0) {
        pos_ += 3;
        for (int extra = 0; extra < 2 && at(quote); ++extra) ++pos_;  // """" ends with a quote inside
        return;
      } else {
        ++pos_;
      }
    }
  }

  std::optional<std::pair<std::size_t, std::string>> fail(std::size_t at, std::string what) {
    return std::make_pair(at, std::move(what));
  }

  std::string_view s_;
  int limit_;
  std::size_t pos_ = 0;
  std::vector<Frame> frames_;
};

}  // namespace

std::optional<Diagnostic> toml_depth_error(std::string_view text, const std::string& file, int limit) {
  const auto found = DepthScanner(text, limit).run();
  if (!found) return std::nullopt;
  int line = 1;
  int column = 1;
  for (std::size_t i = 0; i < found->first && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
      ++column;  // columns count code points, as toml++ does
    }
  }
  return error_diagnostic(SourcePos{file, line, column},
                          found->second + " nests deeper than the limit of " + std::to_string(limit) + " levels",
                          "TOML may nest at most " + std::to_string(limit) +
                              " levels (table header parts, dotted key parts, arrays and inline tables together): "
                              "flatten the keys");
}

}  // namespace dw
