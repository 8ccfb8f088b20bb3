// markdown_segments: the line-based block walk.
#include "i18n/markdown_segments.hpp"

#include <string_view>

#include "i18n/text_tokens.hpp"

namespace dw {

namespace {

// One line of a container's content: where its content starts in the source, and the content.
struct Line {
  int number = 0;
  std::size_t offset = 0;  // source offset of content[0]
  std::string_view content;
  bool blank() const { return content.find_first_not_of(" \t") == std::string_view::npos; }
};

std::size_t indent_of(std::string_view s) {
  std::size_t n = 0;
  while (n < s.size() && s[n] == ' ') ++n;
  return n;
}

Line drop(const Line& line, std::size_t n) {
  n = std::min(n, line.content.size());
  return Line{line.number, line.offset + n, line.content.substr(n)};
}

bool is_fence(std::string_view s) {
  s.remove_prefix(std::min(indent_of(s), s.size()));
  return s.substr(0, 3) == "```" || s.substr(0, 3) == "~~~";
}

bool is_break(std::string_view s) {
  s.remove_prefix(std::min(indent_of(s), s.size()));
  if (s.size() < 3) return false;
  const char c = s[0];
  if (c != '-' && c != '*' && c != '_') return false;
  int count = 0;
  for (char x : s) {
    if (x == c) ++count;
    else if (x != ' ' && x != '\t') return false;
  }
  return count >= 3;
}

int heading_level(std::string_view s) {
  const std::size_t indent = indent_of(s);
  if (indent > 3) return 0;
  s.remove_prefix(indent);
  int level = 0;
  while (level < static_cast<int>(s.size()) && s[static_cast<std::size_t>(level)] == '#') ++level;
  if (level == 0 || level > 6) return 0;
  if (static_cast<std::size_t>(level) < s.size() && s[static_cast<std::size_t>(level)] != ' ') return 0;
  return level;
}

bool is_quote(std::string_view s) {
  const std::size_t indent = indent_of(s);
  return indent <= 3 && indent < s.size() && s[indent] == '>';
}

// The width of a list marker with its following spaces ("- ", "12. "), or 0.
std::size_t list_marker(std::string_view s) {
  std::size_t i = indent_of(s);
  if (i > 3 || i >= s.size()) return 0;
  if (s[i] == '-' || s[i] == '*' || s[i] == '+') {
    ++i;
  } else {
    const std::size_t digits = i;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
    if (i == digits || i - digits > 9 || i >= s.size() || (s[i] != '.' && s[i] != ')')) return 0;
    ++i;
  }
  if (i < s.size() && s[i] != ' ') return 0;
  std::size_t spaces = 0;
  while (i + spaces < s.size() && s[i + spaces] == ' ') ++spaces;
  if (i + spaces == s.size()) return i + 1;  // an empty item
  return spaces > 4 ? i + 1 : i + spaces;
}

bool is_table_row(std::string_view s) {
  s.remove_prefix(std::min(indent_of(s), s.size()));
  return !s.empty() && s[0] == '|';
}

bool is_delimiter_row(std::string_view s) {
  if (!is_table_row(s)) return false;
  for (char c : s)
    if (c != '|' && c != '-' && c != ':' && c != ' ' && c != '\t') return false;
  return s.find('-') != std::string_view::npos;
}

class Segmenter {
 public:
  std::vector<MarkdownSegment> out;

  void blocks(const std::vector<Line>& lines, SegmentKind paragraph_kind) {
    std::size_t i = 0;
    while (i < lines.size()) {
      const Line& line = lines[i];
      const std::string_view s = line.content;
      if (line.blank() || is_break(s)) {
        ++i;
      } else if (is_fence(s)) {
        const std::string_view fence = s.substr(indent_of(s), 3);
        ++i;
        while (i < lines.size() && lines[i].content.substr(indent_of(lines[i].content), 3) != fence) ++i;
        ++i;
      } else if (const int level = heading_level(s)) {
        Line text = drop(line, indent_of(s) + static_cast<std::size_t>(level));
        text = drop(text, indent_of(text.content));
        std::string_view body = text.content;
        while (!body.empty() && (body.back() == ' ' || body.back() == '#')) body.remove_suffix(1);
        add(SegmentKind::heading, {Line{text.number, text.offset, body}});
        section_ = std::string(body);
        ++i;
      } else if (is_quote(s)) {
        std::vector<Line> inner;
        while (i < lines.size() && !lines[i].blank() && (is_quote(lines[i].content) || !inner.empty())) {
          const Line& q = lines[i];
          if (is_quote(q.content)) {
            Line rest = drop(q, indent_of(q.content) + 1);
            if (!rest.content.empty() && rest.content[0] == ' ') rest = drop(rest, 1);
            inner.push_back(rest);
          } else if (starts_block(q.content)) {
            break;
          } else {
            inner.push_back(q);  // lazy continuation of the quoted paragraph
          }
          ++i;
        }
        blocks(inner, SegmentKind::quote);
      } else if (const std::size_t marker = list_marker(s)) {
        std::vector<Line> item{drop(line, marker)};
        ++i;
        while (i < lines.size()) {
          const Line& next = lines[i];
          if (next.blank()) {
            // A blank line belongs to the item only when indented content follows.
            std::size_t k = i;
            while (k < lines.size() && lines[k].blank()) ++k;
            if (k < lines.size() && indent_of(lines[k].content) >= marker) {
              for (; i < k; ++i) item.push_back(lines[i]);
              continue;
            }
            break;
          }
          if (indent_of(next.content) >= marker) {
            item.push_back(drop(next, marker));
          } else if (!starts_block(next.content) && !item.back().blank()) {
            item.push_back(drop(next, indent_of(next.content)));  // lazy continuation
          } else {
            break;
          }
          ++i;
        }
        blocks(item, SegmentKind::list_item);
      } else if (is_table_row(s) && i + 1 < lines.size() && is_delimiter_row(lines[i + 1].content)) {
        while (i < lines.size() && is_table_row(lines[i].content)) {
          if (!is_delimiter_row(lines[i].content)) cells(lines[i]);
          ++i;
        }
      } else {
        std::vector<Line> paragraph;
        while (i < lines.size() && !lines[i].blank() && (paragraph.empty() || !starts_block(lines[i].content))) {
          paragraph.push_back(drop(lines[i], indent_of(lines[i].content)));
          ++i;
        }
        if (!captions(paragraph)) add(paragraph_kind, paragraph);
      }
    }
  }

 private:
  static bool starts_block(std::string_view s) {
    return heading_level(s) || is_quote(s) || list_marker(s) || is_fence(s) || is_break(s) || is_table_row(s);
  }

  void add(SegmentKind kind, const std::vector<Line>& lines) {
    MarkdownSegment seg;
    seg.kind = kind;
    seg.section = section_;
    for (const Line& l : lines) {
      std::string_view t = l.content;
      std::size_t lead = 0;
      while (lead < t.size() && (t[lead] == ' ' || t[lead] == '\t')) ++lead;
      t.remove_prefix(lead);
      while (!t.empty() && (t.back() == ' ' || t.back() == '\t' || t.back() == '\r')) t.remove_suffix(1);
      if (t.empty()) continue;
      if (seg.text.empty()) {
        seg.begin = l.offset + lead;
        seg.line = l.number;
      } else {
        seg.text += ' ';
      }
      seg.text += t;
      seg.end = l.offset + lead + t.size();
    }
    if (!seg.text.empty() && has_words(seg.text)) out.push_back(std::move(seg));
  }

  // A paragraph of images only: one piece per caption. False when the paragraph has other text.
  bool captions(const std::vector<Line>& paragraph) {
    std::vector<MarkdownSegment> found;
    for (const Line& l : paragraph) {
      const std::string_view s = l.content;
      std::size_t i = 0;
      while (i < s.size()) {
        if (s[i] == ' ' || s[i] == '\t' || s[i] == '\r') {
          ++i;
          continue;
        }
        if (s.substr(i, 2) != "![") return false;
        const std::size_t close = s.find("](", i + 2);
        const std::size_t end = close == std::string_view::npos ? close : s.find(')', close + 2);
        if (end == std::string_view::npos) return false;
        const std::string_view caption = s.substr(i + 2, close - i - 2);
        if (has_words(std::string(caption))) {
          MarkdownSegment seg;
          seg.kind = SegmentKind::caption;
          seg.begin = l.offset + i + 2;
          seg.end = seg.begin + caption.size();
          seg.text = caption;
          seg.line = l.number;
          seg.section = section_;
          found.push_back(std::move(seg));
        }
        i = end + 1;
      }
    }
    for (auto& seg : found) out.push_back(std::move(seg));
    return true;
  }

  void cells(const Line& row) {
    const std::string_view s = row.content;
    std::size_t start = s.find('|') + 1;
    for (std::size_t i = start; i <= s.size(); ++i) {
      const bool escaped = i > 0 && i < s.size() && s[i] == '|' && s[i - 1] == '\\';
      if (i < s.size() && (s[i] != '|' || escaped)) continue;
      if (i == s.size() && s.substr(start).find_first_not_of(" \t\r") == std::string_view::npos) break;
      add(SegmentKind::table_cell, {Line{row.number, row.offset + start, s.substr(start, i - start)}});
      start = i + 1;
    }
  }

  std::string section_;
};

}  // namespace

const char* segment_kind_name(SegmentKind kind) {
  switch (kind) {
    case SegmentKind::heading: return "heading";
    case SegmentKind::paragraph: return "paragraph";
    case SegmentKind::list_item: return "list item";
    case SegmentKind::quote: return "paragraph of an example box";
    case SegmentKind::table_cell: return "table cell";
    case SegmentKind::caption: return "picture caption";
  }
  return "paragraph";
}

std::vector<MarkdownSegment> markdown_segments(const std::string& source) {
  std::vector<Line> lines;
  std::size_t start = 0;
  int number = 0;
  while (start < source.size()) {
    std::size_t end = source.find('\n', start);
    if (end == std::string::npos) end = source.size();
    std::string_view content(source.data() + start, end - start);
    if (!content.empty() && content.back() == '\r') content.remove_suffix(1);
    lines.push_back(Line{++number, start, content});
    start = end + 1;
  }
  Segmenter segmenter;
  segmenter.blocks(lines, SegmentKind::paragraph);
  return std::move(segmenter.out);
}

std::string replace_segments(const std::string& source, const std::vector<MarkdownSegment>& segments,
                             const std::vector<std::optional<std::string>>& replacements) {
  std::string out;
  std::size_t done = 0;
  for (std::size_t i = 0; i < segments.size(); ++i) {
    if (i >= replacements.size() || !replacements[i]) continue;
    const MarkdownSegment& seg = segments[i];
    out.append(source, done, seg.begin - done);
    std::string text = *replacements[i];
    for (char& c : text)
      if (c == '\n' || c == '\r') c = ' ';
    if (seg.kind == SegmentKind::table_cell) {
      std::string escaped;
      for (std::size_t k = 0; k < text.size(); ++k) {
        if (text[k] == '|' && (k == 0 || text[k - 1] != '\\')) escaped += '\\';
        escaped += text[k];
      }
      text = escaped;
    }
    out += text;
    done = seg.end;
  }
  out.append(source, done);
  return out;
}

}  // namespace dw
