// markdown_parser: md4c callbacks building the block tree, with source positions.
#include "booklet/markdown_parser.hpp"

#include <glib.h>
#include <md4c.h>

#include <algorithm>
#include <map>
#include <utility>

namespace dw {

namespace {

// Named entities a rules text may reasonably use; numeric ones are decoded generally.
const std::map<std::string, std::string>& named_entities() {
  static const std::map<std::string, std::string> table = {
      {"amp", "&"},       {"lt", "<"},        {"gt", ">"},        {"quot", "\""},      {"apos", "'"},
      {"nbsp", "\u00A0"}, {"mdash", "\u2014"}, {"ndash", "\u2013"}, {"hellip", "\u2026"}, {"times", "\u00D7"},
      {"copy", "\u00A9"}, {"lsquo", "\u2018"}, {"rsquo", "\u2019"}, {"ldquo", "\u201C"}, {"rdquo", "\u201D"},
      {"middot", "\u00B7"}, {"rarr", "\u2192"}, {"larr", "\u2190"}, {"minus", "\u2212"}, {"deg", "\u00B0"},
      {"frac12", "\u00BD"}, {"shy", "\u00AD"}, {"thinsp", "\u2009"}, {"bull", "\u2022"}, {"sect", "\u00A7"},
  };
  return table;
}

std::string encode_utf8(gunichar c) {
  char buffer[8] = {};
  const int n = g_unichar_to_utf8(c, buffer);
  return std::string(buffer, static_cast<std::size_t>(n));
}

struct LineIndex {
  std::vector<std::size_t> starts{0};
  explicit LineIndex(const std::string& s) {
    for (std::size_t i = 0; i < s.size(); ++i)
      if (s[i] == '\n') starts.push_back(i + 1);
  }
  SourcePos at(std::size_t offset, const std::string& file) const {
    const auto it = std::upper_bound(starts.begin(), starts.end(), offset);
    const std::size_t line = static_cast<std::size_t>(it - starts.begin());
    return SourcePos{file, static_cast<int>(line), static_cast<int>(offset - starts[line - 1] + 1)};
  }
};

// A block under construction. List items and the document are containers too.
struct Frame {
  MD_BLOCKTYPE type = MD_BLOCK_DOC;
  Block block;
  bool where_set = false;
  bool implicit_paragraph_open = false;  // tight list items carry text without a paragraph
  bool html_reported = false;            // inline HTML is reported once per block
};

class Builder {
 public:
  Builder(const std::string& source, const std::string& file, Diagnostics& out, const MarkupOptions& typography)
      : source_(source), file_(file), lines_(source), out_(out), typography_(typography) {
    doc_.file = file;
    last_pos_ = SourcePos{file, 1, 1};  // until text is seen, block diagnostics point at the start
    frames_.push_back(Frame{});
  }

  BookletDocument take() { return std::move(doc_); }
  bool stopped() const { return stopped_; }

  // The error for quotes and lists nested too deep; its non-zero result stops md4c.
  int stop_too_deep(const SourcePos& where) {
    if (stopped_) return 1;  // md4c may still call back while it unwinds
    error(where, "block quotes and lists nest more than " + std::to_string(kMaxMarkdownNesting) + " deep here",
          "a booklet nests quotes and lists at most " + std::to_string(kMaxMarkdownNesting) +
              " levels; flatten the text");
    stopped_ = true;
    return 1;
  }

  void error(SourcePos where, std::string message, std::string hint) {
    out_.error(std::move(where), std::move(message), std::move(hint));
  }

  bool in_source(const char* p) const { return p >= source_.data() && p < source_.data() + source_.size(); }
  SourcePos pos(const char* p) const {
    if (in_source(p)) return lines_.at(static_cast<std::size_t>(p - source_.data()), file_);
    return last_pos_;
  }
  // The position of the block being built (its first text), for block-level diagnostics.
  SourcePos current_block_pos() const {
    for (auto it = frames_.rbegin(); it != frames_.rend(); ++it)
      if (it->where_set) return it->block.where;
    return last_pos_;
  }

  int enter_block(MD_BLOCKTYPE type, void* detail) {
    if (type == MD_BLOCK_QUOTE || type == MD_BLOCK_UL || type == MD_BLOCK_OL) {
      // Too deep: reported at the first text inside (md4c gives blocks no position), or where
      // the block ends; the parse stops there.
      if (++nesting_ > kMaxMarkdownNesting) too_deep_ = true;
    }
    if (frames_.back().type == MD_BLOCK_LI) close_implicit_paragraph();
    Frame f;
    f.type = type;
    switch (type) {
      case MD_BLOCK_DOC: return 0;
      case MD_BLOCK_QUOTE: f.block.kind = BlockKind::quote; break;
      case MD_BLOCK_UL: f.block.kind = BlockKind::list; break;
      case MD_BLOCK_OL:
        f.block.kind = BlockKind::list;
        f.block.ordered = true;
        f.block.start = static_cast<int>(static_cast<MD_BLOCK_OL_DETAIL*>(detail)->start);
        break;
      case MD_BLOCK_LI: break;
      case MD_BLOCK_HR:
        f.block.kind = BlockKind::page_break;
        break;
      case MD_BLOCK_H:
        f.block.kind = BlockKind::heading;
        f.block.level = static_cast<int>(static_cast<MD_BLOCK_H_DETAIL*>(detail)->level);
        break;
      case MD_BLOCK_CODE: f.block.kind = BlockKind::code; break;
      case MD_BLOCK_HTML: break;
      case MD_BLOCK_P: f.block.kind = BlockKind::paragraph; break;
      case MD_BLOCK_TABLE: f.block.kind = BlockKind::table; break;
      case MD_BLOCK_THEAD:
      case MD_BLOCK_TBODY: break;
      case MD_BLOCK_TR: table().rows.emplace_back(); break;
      case MD_BLOCK_TH:
      case MD_BLOCK_TD: {
        Block& t = table();
        t.rows.back().emplace_back();
        if (t.rows.size() == 1) {
          const MD_ALIGN a = static_cast<MD_BLOCK_TD_DETAIL*>(detail)->align;
          t.aligns.push_back(a == MD_ALIGN_CENTER ? CellAlign::center : a == MD_ALIGN_RIGHT ? CellAlign::right : CellAlign::left);
        }
        break;
      }
    }
    frames_.push_back(std::move(f));
    return 0;
  }

  int leave_block(MD_BLOCKTYPE type) {
    if (too_deep_) return stop_too_deep(last_pos_);
    if (type == MD_BLOCK_QUOTE || type == MD_BLOCK_UL || type == MD_BLOCK_OL) --nesting_;
    if (type == MD_BLOCK_DOC) return 0;
    if (frames_.back().type == MD_BLOCK_LI) close_implicit_paragraph();
    Frame f = std::move(frames_.back());
    frames_.pop_back();
    switch (type) {
      case MD_BLOCK_THEAD:
      case MD_BLOCK_TBODY:
      case MD_BLOCK_TR:
      case MD_BLOCK_TH:
      case MD_BLOCK_TD: return 0;
      case MD_BLOCK_HTML:
        error(f.where_set ? f.block.where : last_pos_, "raw HTML is not supported in a booklet",
              "write it in Markdown (emphasis, lists, tables, images) instead");
        return 0;
      case MD_BLOCK_LI:
        if (frames_.back().block.kind == BlockKind::list) frames_.back().block.items.push_back(std::move(f.block.children));
        return 0;
      case MD_BLOCK_H:
        if (!f.where_set) {  // an empty heading ("####" alone) has no text to place it by
          f.block.where = current_block_pos();
          f.where_set = true;
        }
        if (f.block.level > 3)
          error(f.block.where, "heading level " + std::to_string(f.block.level) + " is deeper than a booklet has",
                "use #, ## or ### (levels 1 to 3)");
        trim_trailing_space(f.block.text);
        break;
      case MD_BLOCK_P:
        finish_paragraph(f.block);
        break;
      case MD_BLOCK_CODE:
        while (!f.block.text.text.empty() && f.block.text.text.back() == '\n') {
          f.block.text.text.pop_back();
          for (auto& s : f.block.text.spans) s.end = std::min(s.end, f.block.text.text.size());
        }
        break;
      default: break;
    }
    if (!f.where_set) f.block.where = f.type == MD_BLOCK_HR ? last_pos_ : current_block_pos();
    add_to_parent(std::move(f.block));
    return 0;
  }

  int enter_span(MD_SPANTYPE type, void* detail) {
    switch (type) {
      case MD_SPAN_EM: ++italic_; break;
      case MD_SPAN_STRONG: ++bold_; break;
      case MD_SPAN_CODE: ++code_; break;
      case MD_SPAN_IMG: {
        const auto* img = static_cast<MD_SPAN_IMG_DETAIL*>(detail);
        Figure fig;
        fig.src = attribute(img->src);
        fig.where = img->src.size > 0 ? pos(img->src.text) : last_pos_;
        if (img->src.size > 0 && in_source(img->src.text)) last_pos_ = fig.where;
        ++image_depth_;
        Frame& target = inline_frame();
        if (target.type == MD_BLOCK_H || target.type == MD_BLOCK_TH || target.type == MD_BLOCK_TD) {
          error(fig.where, "an image cannot stand in a heading or a table cell",
                "put the image in a paragraph of its own");
          break;
        }
        if (fig.src.empty()) {
          error(fig.where, "image without a source", "write ![caption](art/picture.svg) or ![caption](card:ID)");
          break;
        }
        if (fig.src.rfind("card:", 0) == 0) {
          fig.card_id = fig.src.substr(5);
          if (fig.card_id.empty())
            error(fig.where, "'card:' names no card", "write ![caption](card:ID) with the id of a card of the set");
        }
        target.block.figures.push_back(std::move(fig));
        break;
      }
      default: break;
    }
    return 0;
  }

  int leave_span(MD_SPANTYPE type) {
    switch (type) {
      case MD_SPAN_EM: --italic_; break;
      case MD_SPAN_STRONG: --bold_; break;
      case MD_SPAN_CODE: --code_; break;
      case MD_SPAN_IMG: --image_depth_; break;
      default: break;
    }
    return 0;
  }

  int text(MD_TEXTTYPE type, const MD_CHAR* p, MD_SIZE size) {
    if (in_source(p)) last_pos_ = pos(p);
    if (too_deep_) return stop_too_deep(last_pos_);
    mark_where();
    const std::string_view s(p, size);
    Frame& target = inline_frame();
    if (image_depth_ > 0) {  // alt text becomes the caption
      if (!target.block.figures.empty() && type != MD_TEXT_HTML) {
        std::string& caption = target.block.figures.back().caption;
        if (type != MD_TEXT_NORMAL) {
          caption += decode(type, s, p);
        } else {
          for (std::size_t i = 0; i < s.size(); ++i) {
            if (is_typographer_quote(s, i, p)) caption += typographic_quote(s[i], caption, typography_.quotes);
            else caption += s[i];
          }
        }
      }
      return 0;
    }
    RichText& rich = inline_target(target);
    switch (type) {
      case MD_TEXT_NORMAL:
      {
        check_literal_markup(s, p);
        const std::size_t icons_before = rich.icons.size();
        append_text(rich, s, p);
        record_icons(rich, icons_before, s, p);
        break;
      }
      case MD_TEXT_CODE: rich.append(s, bold_ > 0, italic_ > 0, true); break;
      case MD_TEXT_BR: rich.append("\n"); break;
      case MD_TEXT_SOFTBR: rich.append(" ", bold_ > 0, italic_ > 0, code_ > 0); break;
      case MD_TEXT_NULLCHAR: rich.append("\uFFFD"); break;
      case MD_TEXT_ENTITY: rich.append(decode(type, s, p), bold_ > 0, italic_ > 0); break;
      case MD_TEXT_HTML:
        if (frames_.back().type != MD_BLOCK_HTML && !std::exchange(frames_.back().html_reported, true))
          error(pos(p), "raw HTML is not supported in a booklet", "write it in Markdown, or escape '<' as \\<");
        break;
      default: rich.append(s); break;
    }
    return 0;
  }

 private:
  Block& table() {
    for (auto it = frames_.rbegin(); it != frames_.rend(); ++it)
      if (it->type == MD_BLOCK_TABLE) return it->block;
    return frames_.back().block;  // unreachable: md4c nests rows in tables
  }

  void mark_where() {
    for (auto& f : frames_)
      if (!f.where_set && f.type != MD_BLOCK_DOC) {
        f.block.where = last_pos_;
        f.where_set = true;
      }
  }

  Frame& inline_frame() { return frames_.back(); }

  // Where inline text goes: the block's text, the current table cell, or a tight list item's
  // implicit paragraph.
  RichText& inline_target(Frame& f) {
    if (f.type == MD_BLOCK_TH || f.type == MD_BLOCK_TD) return table().rows.back().back();
    if (f.type == MD_BLOCK_LI) {
      if (!f.implicit_paragraph_open) {
        Block p;
        p.kind = BlockKind::paragraph;
        p.where = last_pos_;
        f.block.children.push_back(std::move(p));
        f.implicit_paragraph_open = true;
      }
      return f.block.children.back().text;
    }
    return f.block.text;
  }

  void close_implicit_paragraph() {
    Frame& li = frames_.back();
    if (!li.implicit_paragraph_open) return;
    li.implicit_paragraph_open = false;
    trim_trailing_space(li.block.children.back().text);
  }

  void add_to_parent(Block b) {
    Frame& parent = frames_.back();
    if (parent.type == MD_BLOCK_DOC) doc_.blocks.push_back(std::move(b));
    else parent.block.children.push_back(std::move(b));
  }

  static void trim_trailing_space(RichText& t) {
    while (!t.text.empty() && (t.text.back() == ' ' || t.text.back() == '\n')) t.text.pop_back();
    for (auto& s : t.spans) s.end = std::min(s.end, t.text.size());
    std::erase_if(t.spans, [](const RichSpan& s) { return s.start >= s.end; });
  }

  void finish_paragraph(Block& b) {
    trim_trailing_space(b.text);
    if (b.figures.empty()) return;
    const bool only_space = std::all_of(b.text.text.begin(), b.text.text.end(), [](char c) { return c == ' ' || c == '\n'; });
    if (!only_space) {
      error(b.figures.front().where, "an image shares its paragraph with text",
            "put images (and card:ID pictures) in a paragraph of their own, separated by blank lines");
      b.figures.clear();
      return;
    }
    b.kind = BlockKind::figures;
    b.text = RichText{};
  }

  bool escaped(const char* p) const { return in_source(p) && p > source_.data() && p[-1] == '\\'; }

  // Whether byte i of the run s (at p) is a straight quote the typographer sets curly.
  bool is_typographer_quote(std::string_view s, std::size_t i, const char* p) const {
    return typography_.typographer && (s[i] == '\'' || s[i] == '"') && !escaped(p + i);
  }

  // Appends a run of plain text: icon tokens become icons and straight quotes curly ones, chosen
  // from the text of the block set so far (md4c hands a sentence over in several runs).
  void append_text(RichText& rich, std::string_view s, const char* p) {
    std::size_t done = 0;
    for (std::size_t i = 0; i <= s.size(); ++i) {
      if (i < s.size() && !is_typographer_quote(s, i, p)) continue;
      const std::string_view run = s.substr(done, i - done);
      append_with_icons(rich, run, bold_ > 0, italic_ > 0, [&](std::size_t k) { return escaped(p + done + k); });
      if (i < s.size()) rich.append(typographic_quote(s[i], rich.text, typography_.quotes), bold_ > 0, italic_ > 0);
      done = i + 1;
    }
  }

  void check_literal_markup(std::string_view s, const char* p) {
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (escaped(p + i)) continue;
      if (s[i] == '*') {
        error(pos(p + i), "'*' opens or closes no emphasis",
              "close the emphasis (*italic*, **bold**) or write \\* for a literal asterisk");
        return;
      }
      if (s.compare(i, 2, "![") == 0 || s.compare(i, 2, "](") == 0) {
        error(pos(p + i), "unfinished image or link", "write ![caption](source) or [text](target) in full, on one line");
        return;
      }
    }
  }

  // Records where each icon appended from this text run was written.
  void record_icons(const RichText& rich, std::size_t icons_before, std::string_view run, const char* p) {
    std::size_t from = 0;
    for (std::size_t i = icons_before; i < rich.icons.size(); ++i) {
      const std::string token = ":" + rich.icons[i].name + ":";
      const std::size_t at = run.find(token, from);
      if (at == std::string_view::npos) {
        doc_.icons.push_back(IconUse{rich.icons[i].name, last_pos_});
        continue;
      }
      doc_.icons.push_back(IconUse{rich.icons[i].name, pos(p + at)});
      from = at + token.size();
    }
  }

  std::string attribute(const MD_ATTRIBUTE& a) {
    std::string out;
    for (unsigned i = 0; a.substr_offsets && a.substr_offsets[i] < a.size; ++i) {
      const std::string_view piece(a.text + a.substr_offsets[i], a.substr_offsets[i + 1] - a.substr_offsets[i]);
      out += decode(a.substr_types[i], piece, a.text + a.substr_offsets[i]);
    }
    return out;
  }

  std::string decode(MD_TEXTTYPE type, std::string_view s, const char* p) {
    if (type == MD_TEXT_NULLCHAR) return "\uFFFD";
    if (type != MD_TEXT_ENTITY) return std::string(s);
    if (s.size() > 3 && s[1] == '#') {
      const bool hex = s[2] == 'x' || s[2] == 'X';
      const std::string digits(s.substr(hex ? 3 : 2, s.size() - (hex ? 4 : 3)));
      const unsigned long code = std::strtoul(digits.c_str(), nullptr, hex ? 16 : 10);
      if (code > 0 && g_unichar_validate(static_cast<gunichar>(code))) return encode_utf8(static_cast<gunichar>(code));
    } else if (s.size() > 2) {
      const auto& names = named_entities();
      if (auto it = names.find(std::string(s.substr(1, s.size() - 2))); it != names.end()) return it->second;
    }
    error(pos(p), "unknown character entity '" + std::string(s) + "'",
          "type the character itself (the file is UTF-8) or write \\& for a literal ampersand");
    return std::string(s);
  }

  const std::string& source_;
  std::string file_;
  LineIndex lines_;
  Diagnostics& out_;
  MarkupOptions typography_;  // the typographer and the language's quotation marks
  BookletDocument doc_;
  std::vector<Frame> frames_;
  SourcePos last_pos_;
  int bold_ = 0, italic_ = 0, code_ = 0, image_depth_ = 0;
  int nesting_ = 0;        // block quotes and lists open
  bool too_deep_ = false;  // nesting_ went past kMaxMarkdownNesting
  bool stopped_ = false;   // the parse was stopped with an error
};

}  // namespace

SourcePos source_position(const std::string& source, std::size_t offset, const std::string& file) {
  return LineIndex(source).at(offset, file);
}

BookletDocument parse_markdown(const std::string& source, const std::string& file, Diagnostics& out,
                               const MarkupOptions& typography) {
  const char* end = nullptr;
  if (!g_utf8_validate(source.data(), static_cast<gssize>(source.size()), &end)) {
    out.error(source_position(source, static_cast<std::size_t>(end - source.data()), file),
              "the booklet is not valid UTF-8 text", "save the file as UTF-8");
    BookletDocument empty;
    empty.file = file;
    return empty;
  }
  Builder builder(source, file, out, typography);
  MD_PARSER parser{};
  parser.flags = MD_FLAG_TABLES | MD_FLAG_NOINDENTEDCODEBLOCKS;
  parser.enter_block = [](MD_BLOCKTYPE t, void* d, void* u) { return static_cast<Builder*>(u)->enter_block(t, d); };
  parser.leave_block = [](MD_BLOCKTYPE t, void*, void* u) { return static_cast<Builder*>(u)->leave_block(t); };
  parser.enter_span = [](MD_SPANTYPE t, void* d, void* u) { return static_cast<Builder*>(u)->enter_span(t, d); };
  parser.leave_span = [](MD_SPANTYPE t, void*, void* u) { return static_cast<Builder*>(u)->leave_span(t); };
  parser.text = [](MD_TEXTTYPE t, const MD_CHAR* p, MD_SIZE n, void* u) { return static_cast<Builder*>(u)->text(t, p, n); };
  if (md_parse(source.data(), static_cast<MD_SIZE>(source.size()), &parser, &builder) != 0 && !builder.stopped())
    out.error(SourcePos{file, 1, 1}, "the Markdown parser gave up on this file", "check the file for unusual content");
  return builder.take();
}

}  // namespace dw
