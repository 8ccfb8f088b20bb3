// pot_writer: building the in-memory catalogue and writing it.
#include "i18n/pot_writer.hpp"

#include <gettext-po.h>

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <csetjmp>
#include <cstring>
#include <stdexcept>
#include <thread>

#include "i18n/gettextpo_handles.hpp"
#include "support/atomic_file.hpp"

namespace dw {

namespace {

thread_local std::string* g_error = nullptr;
thread_local std::jmp_buf* g_fatal = nullptr;

void xerror(int severity, po_message_t, const char*, std::size_t, std::size_t, int, const char* text) {
  if (g_error && severity != PO_SEVERITY_WARNING && g_error->empty()) *g_error = text ? text : "unknown error";
  if (severity == PO_SEVERITY_FATAL_ERROR && g_fatal) std::longjmp(*g_fatal, 1);
}

void xerror2(int severity, po_message_t, const char*, std::size_t, std::size_t, int, const char* text, po_message_t,
             const char*, std::size_t, std::size_t, int, const char*) {
  xerror(severity, nullptr, nullptr, 0, 0, 0, text);
}

const po_xerror_handler kHandler{xerror, xerror2};

bool write_messages(po_file_t file, const char* path) {
  std::jmp_buf fatal;
  g_fatal = &fatal;
  bool ok = false;
  if (setjmp(fatal) == 0) ok = po_file_write(file, path, &kHandler) != nullptr;
  g_fatal = nullptr;
  return ok;
}

// libgettextpo writes through its own stdio and does not report a failed write (a full disk left
// a truncated .pot that was announced as written), so it writes into a pipe here and the text is
// then written with write_file_atomically, which checks every write, flush, close and rename.
bool write_messages_to_text(po_file_t file, std::string& text) {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) throw std::runtime_error(std::string("cannot make a pipe: ") + std::strerror(errno));
  std::thread reader([&text, in = fds[0]] {
    char buffer[65536];
    ssize_t n = 0;
    while ((n = ::read(in, buffer, sizeof buffer)) > 0 || (n < 0 && errno == EINTR))
      if (n > 0) text.append(buffer, static_cast<std::size_t>(n));
  });
  const bool ok = write_messages(file, ("/dev/fd/" + std::to_string(fds[1])).c_str());
  ::close(fds[1]);  // the reader sees the end of the text
  reader.join();
  ::close(fds[0]);
  return ok;
}

std::string joined_comments(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& line : lines) out += line + "\n";
  return out;
}

}  // namespace

std::string pot_header_text(const PotHeader& header) {
  return "Project-Id-Version: " + header.project + "\n" + "Report-Msgid-Bugs-To: " + header.bugs_to + "\n" +
         // Left empty rather than xgettext's placeholders, which `msgfmt -c` warns about.
         "PO-Revision-Date: \n"
         "Last-Translator: \n"
         "Language-Team: \n"
         "Language: \n"
         "MIME-Version: 1.0\n"
         "Content-Type: text/plain; charset=UTF-8\n"
         "Content-Transfer-Encoding: 8bit\n"
         "X-Generator: deckwright i18n extract\n";
}

void write_pot_file(const std::filesystem::path& path, const PotHeader& header, const std::vector<PotEntry>& entries) {
  const PoFilePtr owned_file(po_file_create());
  po_file_t file = owned_file.get();
  {
    const PoIteratorPtr it(po_message_iterator(file, nullptr));
    po_message_t head = po_message_create();
    po_message_set_msgid(head, "");
    po_message_set_msgstr(head, pot_header_text(header).c_str());
    po_message_set_fuzzy(head, 1);  // a template's header is fuzzy until a translator fills it in
    po_message_insert(it.get(), head);
    for (const PotEntry& e : entries) {
      po_message_t m = po_message_create();
      if (e.context) po_message_set_msgctxt(m, e.context->c_str());
      po_message_set_msgid(m, e.msgid.c_str());
      po_message_set_msgstr(m, "");
      po_message_set_extracted_comments(m, joined_comments(e.comments).c_str());
      for (const SourcePos& ref : e.references)
        po_message_add_filepos(m, ref.file.c_str(),
                               ref.line > 0 ? static_cast<std::size_t>(ref.line) : static_cast<std::size_t>(-1));
      po_message_insert(it.get(), m);
    }
  }  // the iterator is released before the file is written
  std::string error;
  g_error = &error;
  std::string text;
  const bool ok = write_messages_to_text(file, text);
  g_error = nullptr;
  if (!ok || !error.empty()) throw std::runtime_error("cannot write " + path.string() + ": " + error);
  write_file_atomically(path, text);  // creates the folder, or says why it cannot
}

}  // namespace dw
