// booklet_messages: the booklet's strings and Markdown pieces.
#include "localize/booklet_messages.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "localize/card_messages.hpp"
#include "i18n/message_keys.hpp"
#include "i18n/text_tokens.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

struct ConfigText {
  const char* key;
  std::string BookletConfig::*field;
  const char* description;
};

const std::vector<ConfigText>& config_texts() {
  static const std::vector<ConfigText> texts = {
      {"title", &BookletConfig::title, "Booklet: the title on the cover and in the running heads"},
      {"subtitle", &BookletConfig::subtitle, "Booklet: the subtitle on the cover"},
      {"back_text", &BookletConfig::back_text, "Booklet: the text of the back cover (\\n\\n starts a paragraph)"},
      {"cover_label", &BookletConfig::cover_label, "Booklet: the small line above the title on the cover"},
      {"contents", &BookletConfig::contents_title, "Booklet: the heading of the contents page"},
      {"version", &BookletConfig::version_label, "Booklet: the foot of the cover ({version} is the set's version)"},
      {"colophon", &BookletConfig::colophon, "Booklet: the foot of the back cover"},
  };
  return texts;
}

std::string read_text(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

int line_count(const std::string& s, std::size_t begin, std::size_t end) {
  return 1 + static_cast<int>(std::count(s.begin() + static_cast<std::ptrdiff_t>(begin), s.begin() + static_cast<std::ptrdiff_t>(end), '\n'));
}

}  // namespace

std::vector<PotEntry> extract_booklet_messages(const CardSet& set, const fs::path& home, Diagnostics& out) {
  std::vector<PotEntry> entries;
  const auto config = load_booklet_config(set, out);
  if (!config) return entries;
  const std::string set_file = reference_path(config->where.file, set.dir, home);
  for (const ConfigText& t : config_texts()) {
    const std::string& text = (*config).*(t.field);
    if (t.field == &BookletConfig::title && text == set.title) continue;  // set|title covers it
    if (t.field == &BookletConfig::contents_title && !config->contents) continue;
    if (!has_words(text)) continue;
    PotEntry e;
    e.context = booklet_context(t.key);
    e.msgid = text;
    e.comments.push_back(t.description);
    add_token_comments(text, t.field == &BookletConfig::version_label, e.comments);
    e.references.push_back(SourcePos{set_file, config->where.line, 0});
    entries.push_back(std::move(e));
  }
  const std::string source = read_text(config->source);
  const std::string file = reference_path(config->source_display, set.dir, home);
  const std::vector<MarkdownSegment> segments = markdown_segments(source);
  for (std::size_t i = 0; i < segments.size(); ++i) {
    const MarkdownSegment& seg = segments[i];
    PotEntry e;
    e.context = booklet_context(std::to_string(i + 1));
    e.msgid = seg.text;
    const std::string where = seg.kind == SegmentKind::heading ? std::string()
                              : seg.section.empty()            ? std::string(" at the start")
                                                               : " in \"" + seg.section + "\"";
    e.comments.push_back(std::string("Booklet: a ") + segment_kind_name(seg.kind) + where);
    e.comments.push_back("Markdown: keep **bold**, *italic*, `code` and links as marks around your words; write it on one line");
    add_token_comments(seg.text, false, e.comments);
    e.references.push_back(SourcePos{file, seg.line, 0});
    entries.push_back(std::move(e));
  }
  return entries;
}

void for_each_booklet_config_text(
    const BookletConfig& config,
    const std::function<void(const std::string& context, const std::string& text, const std::string& description)>& visit) {
  for (const ConfigText& t : config_texts()) {
    if (t.field == &BookletConfig::contents_title && !config.contents) continue;
    visit(booklet_context(t.key), config.*(t.field), t.description);
  }
}

void TranslatedBooklet::localize_config(BookletConfig& config) {
  for (const ConfigText& t : config_texts()) {
    std::string& text = config.*(t.field);
    if (!has_words(text)) continue;
    if (t.field == &BookletConfig::title && (text == source_title_ || text == title_)) text = title_;  // set|title
    else text = translator_.translate(booklet_context(t.key), text);
  }
}

std::string TranslatedBooklet::localize_markdown(const std::string& source) {
  const std::vector<MarkdownSegment> segments = markdown_segments(source);
  std::vector<std::optional<std::string>> replacements;
  placed_.clear();
  int shift = 0;  // output lines minus source lines so far
  for (std::size_t i = 0; i < segments.size(); ++i) {
    const MarkdownSegment& seg = segments[i];
    const std::string context = booklet_context(std::to_string(i + 1));
    const std::string text = translator_.translate(context, seg.text);
    Placed p;
    p.context = context;
    p.source_line = seg.line;
    p.source_lines = line_count(source, seg.begin, seg.end);
    p.output_line = seg.line + shift;
    p.translated = text != seg.text;
    if (p.translated) {
      replacements.emplace_back(text);
      p.output_lines = 1;
    } else {
      replacements.emplace_back(std::nullopt);
      p.output_lines = p.source_lines;
    }
    shift += p.output_lines - p.source_lines;
    placed_.push_back(p);
  }
  return replace_segments(source, segments, replacements);
}

void TranslatedBooklet::relocate(Diagnostic& d) {
  if (d.where.line <= 0) return;
  int shift = 0;
  for (const Placed& p : placed_) {
    if (d.where.line < p.output_line) break;
    if (d.where.line < p.output_line + p.output_lines) {
      if (p.translated) {
        const SourcePos origin = translator_.origin(p.context);
        d.message += " (in the translation of '" + p.context + "')";
        if (!origin.file.empty()) d.where = origin;
        d.locale = translator_.locale();
        return;
      }
      break;
    }
    shift = p.output_line + p.output_lines - (p.source_line + p.source_lines);
  }
  d.where.line -= shift;
}

}  // namespace dw
