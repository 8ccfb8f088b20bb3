// po_catalog: reading through libgettextpo's message iterator.
#include "i18n/po_catalog.hpp"

#include <gettext-po.h>

#include <csetjmp>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "i18n/gettextpo_handles.hpp"
#include "i18n/po_positions.hpp"
#include "model/card_set_loader.hpp"

namespace dw {

namespace {

// libgettextpo reports problems through callbacks and requires that the callback never returns
// from a fatal error (it sends one after any syntax error). The callback collects diagnostics and
// leaves a fatal error by longjmp back into read_messages, which holds no C++ objects across the
// jump.
thread_local Diagnostics* g_sink = nullptr;
thread_local std::jmp_buf* g_fatal = nullptr;

void add_problem(int severity, const char* filename, std::size_t lineno, std::size_t column, const char* text) {
  if (!g_sink || !text) return;
  SourcePos where{filename ? filename : "", lineno == static_cast<std::size_t>(-1) ? 0 : static_cast<int>(lineno),
                  column == static_cast<std::size_t>(-1) ? 0 : static_cast<int>(column)};
  std::string message = text;
  while (!message.empty() && message.back() == '\n') message.pop_back();
  const bool fatal_summary = severity == PO_SEVERITY_FATAL_ERROR && where.line == 0;
  // The closing "found N fatal errors" adds nothing to the errors already listed.
  if (fatal_summary && g_sink->has_errors()) return;
  g_sink->add(Diagnostic{severity == PO_SEVERITY_WARNING ? Severity::warning : Severity::error, where, message,
                         "correct the PO file; `msgfmt -c` checks it the same way", {}, {}});
}

void xerror(int severity, po_message_t, const char* filename, std::size_t lineno, std::size_t column, int,
            const char* text) {
  add_problem(severity, filename, lineno, column, text);
  if (severity == PO_SEVERITY_FATAL_ERROR && g_fatal) std::longjmp(*g_fatal, 1);
}

void xerror2(int severity, po_message_t, const char* filename1, std::size_t lineno1, std::size_t column1, int,
             const char* text1, po_message_t, const char*, std::size_t, std::size_t, int, const char* text2) {
  const std::string text = std::string(text1 ? text1 : "") + (text2 ? std::string(" ") + text2 : "");
  add_problem(severity, filename1, lineno1, column1, text.c_str());
  if (severity == PO_SEVERITY_FATAL_ERROR && g_fatal) std::longjmp(*g_fatal, 1);
}

const po_xerror_handler kHandler{xerror, xerror2};

// Only plain C values live in this frame across the setjmp.
po_file_t read_messages(const char* path) {
  std::jmp_buf fatal;
  g_fatal = &fatal;
  po_file_t file = nullptr;
  if (setjmp(fatal) == 0) file = po_file_read(path, &kHandler);
  g_fatal = nullptr;
  return file;  // nullptr after a fatal error (libgettextpo's partial catalogue is abandoned)
}

std::string header_field(po_file_t file, const char* field) {
  // Though declared const, the header comes back as a fresh copy (xstrdup in libgettextpo 0.21;
  // found leaking by fuzz_po), so it is freed here like the field.
  char* header = const_cast<char*>(po_file_domain_header(file, nullptr));
  if (!header) return {};
  char* value = po_header_field(header, field);
  std::free(header);
  if (!value) return {};
  std::string out = value;
  std::free(value);
  return out;
}

}  // namespace

const PoEntry* PoCatalog::find(const std::optional<std::string>& context, std::string_view msgid) const {
  auto it = by_key_.find(po_message_key(context, msgid));
  return it == by_key_.end() ? nullptr : &entries[it->second];
}

const PoEntry* PoCatalog::find_context(std::string_view context) const {
  auto it = by_context_.find(context);
  return it == by_context_.end() ? nullptr : &entries[it->second];
}

void PoCatalog::index() {
  by_key_.clear();
  by_context_.clear();
  for (std::size_t i = 0; i < entries.size(); ++i) {
    by_key_.emplace(po_message_key(entries[i].context, entries[i].msgid), i);
    if (entries[i].context) by_context_.emplace(*entries[i].context, i);
  }
}

std::optional<PoCatalog> read_po_file(const std::filesystem::path& path, Diagnostics& out) {
  std::error_code size_ec;
  const std::uintmax_t bytes = std::filesystem::file_size(path, size_ec);
  if (!size_ec && bytes > kMaxPoFileBytes) {
    out.error(SourcePos{path.string(), 0, 0},
              "the PO file is " + std::to_string(bytes) + " bytes long; the limit is " +
                  std::to_string(kMaxPoFileBytes) + " bytes",
              "a translation holds the set's words once; check that the file is the right one");
    return std::nullopt;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    out.error(SourcePos{path.string(), 0, 0}, "cannot read the PO file", "check that it exists and is readable");
    return std::nullopt;
  }
  std::ostringstream text;
  text << in.rdbuf();
  const std::map<std::string, PoLines> lines = scan_po_positions(text.str());

  Diagnostics problems;
  g_sink = &problems;
  const PoFilePtr owned_file(read_messages(path.c_str()));
  po_file_t file = owned_file.get();
  g_sink = nullptr;
  out.append(problems);
  PoCatalog catalog;
  catalog.file = path;
  if (!file) {
    if (!problems.has_errors())
      out.error(SourcePos{path.string(), 0, 0}, "libgettextpo could not read the PO file", "check it with `msgfmt -c`");
    catalog.index();
    return catalog;
  }
  catalog.language = header_field(file, "Language");
  const PoIteratorPtr it(po_message_iterator(file, nullptr));
  while (po_message_t m = po_next_message(it.get())) {
    const char* msgid = po_message_msgid(m);
    if (!msgid || !*msgid || po_message_is_obsolete(m) || po_message_msgid_plural(m)) continue;
    PoEntry e;
    if (const char* ctx = po_message_msgctxt(m)) e.context = ctx;
    e.msgid = msgid;
    e.msgstr = po_message_msgstr(m) ? po_message_msgstr(m) : "";
    e.fuzzy = po_message_is_fuzzy(m) != 0;
    if (const char* prev = po_message_prev_msgid(m)) e.previous_msgid = prev;
    if (const char* comments = po_message_extracted_comments(m)) e.extracted_comments = comments;
    while (!e.extracted_comments.empty() && e.extracted_comments.back() == '\n') e.extracted_comments.pop_back();
    for (int i = 0; po_filepos_t pos = po_message_filepos(m, i); ++i) {
      const std::size_t line = po_filepos_start_line(pos);
      e.references.push_back(SourcePos{po_filepos_file(pos), line == static_cast<std::size_t>(-1) ? 0 : static_cast<int>(line), 0});
    }
    if (auto found = lines.find(po_message_key(e.context, e.msgid)); found != lines.end()) {
      e.where = SourcePos{path.string(), found->second.msgid, 1};
      e.msgstr_where = SourcePos{path.string(), found->second.msgstr, 1};
    } else {
      e.where = e.msgstr_where = SourcePos{path.string(), 0, 0};
    }
    if (e.msgstr.size() > kMaxFieldLength) {
      out.error(e.msgstr_where,
                "this translation (msgstr) is " + std::to_string(e.msgstr.size()) + " bytes long; the limit is " + std::to_string(kMaxFieldLength) +
                    " bytes, as for every printed field",
                "shorten the translation");
      e.msgstr.clear();
    } else if (const auto bidi = bidi_reordering_control(e.msgstr)) {
      const auto [message, hint] = bidi_control_message("this translation (msgstr)", bidi->first, bidi->second);
      out.error(e.msgstr_where, message, hint);
      e.msgstr.clear();
    }
    catalog.entries.push_back(std::move(e));
  }
  catalog.index();
  return catalog;
}

}  // namespace dw
