// pdf_update: objects appended to a PDF that QPDFWriter wrote with object streams, as an
// incremental update: the file's own objects stay as written; the update defines some of them
// again (the catalog) and adds new ones, made here as text, numbered on from the file's last
// object, gathered in one Flate-compressed object stream and listed by a cross-reference stream
// whose /Prev is the file's. A thousand small objects made as text take a small part of the time
// QPDFWriter takes to write them (the bookmarks and page labels of a 1,200-page sheet PDF were
// two fifths of its write).
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace dw {

// What an update needs of the file it follows.
struct PdfEnd {
  std::size_t length = 0;  // the file's bytes
  long long xref = 0;      // where its cross-reference stream starts (its startxref)
  int size = 0;            // its /Size: the first object number free
  std::string id;          // its /ID array as written, "[<...><...>]"
  std::string info;        // its /Info reference as written ("12 0 R"), or empty
};

// Reads the end of a file of `length` bytes written by QPDFWriter with a cross-reference stream;
// `read(from)` gives the file's bytes from offset `from` to its end. A std::logic_error when the
// end is not as QPDFWriter writes it.
PdfEnd read_pdf_end(std::size_t length, const std::function<std::string(std::size_t from)>& read);

class PdfUpdate {
 public:
  explicit PdfUpdate(PdfEnd end);

  // The number add() gives the next object.
  int next_number() const { return end_.size + static_cast<int>(added_.size()); }
  // A new object (a dictionary, array or other value, not a stream): its number.
  int add(std::string object);
  // Object `number` of the file, defined again as `object`.
  void redefine(int number, std::string object);
  // The update's bytes, written right after the file's; `root`: the number of the catalog.
  std::string bytes(int root) const;

 private:
  PdfEnd end_;
  std::vector<std::string> added_;                  // numbered from end_.size on
  std::vector<std::pair<int, std::string>> again_;  // objects of the file defined again
};

}  // namespace dw
