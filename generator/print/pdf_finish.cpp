// pdf_finish: libqpdf rewrite of Cairo's output: boxes, labels, bookmarks, hints, /ID.
#include "print/pdf_finish.hpp"

#define POINTERHOLDER_TRANSITION 4
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageObjectHelper.hh>
#include <qpdf/Pipeline.hh>
#include <qpdf/QPDFWriter.hh>

#include "print/pdf_update.hpp"

#include "support/io_failure.hpp"

#include <cerrno>
#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <tuple>
#include <utility>
#include <stdexcept>

namespace dw {

namespace {

using Handle = QPDFObjectHandle;

// The TrimBox and BleedBox of the pages, one indirect array per distinct rectangle, which pages
// of one size and bleed all refer to (as to their one MediaBox, SharedValues): a thousand pages
// neither hold nor write a thousand copies of the same four numbers. The BleedBox is the
// MediaBox (its object, when it is one), and so is the TrimBox of a page without bleed.
class PageBoxes {
 public:
  void set(QPDF& pdf, QPDFPageObjectHelper& page, double bleed) {
    Handle media_box = page.getMediaBox();
    const auto media = media_box.getArrayAsRectangle();
    const Handle bleed_box = media_box.isIndirect() ? media_box : array(pdf, media);
    Handle::Rectangle trim(media.llx + bleed, media.lly + bleed, media.urx - bleed, media.ury - bleed);
    Handle dict = page.getObjectHandle();
    dict.replaceKey("/TrimBox", bleed == 0 ? bleed_box : array(pdf, trim));
    dict.replaceKey("/BleedBox", bleed_box);
  }

 private:
  Handle array(QPDF& pdf, const Handle::Rectangle& r) {
    const auto [it, added] = arrays_.try_emplace(std::make_tuple(r.llx, r.lly, r.urx, r.ury));
    if (added) it->second = pdf.makeIndirectObject(Handle::newArray(r));
    return it->second;
  }
  std::map<std::tuple<double, double, double, double>, Handle> arrays_;
};

// /PageLabels: one range per run of pages of one section numbered on from the run's first page.
// Built page by page (add), as the pages of a document in parts join, as the text of the number
// tree: a sheet PDF whose fronts and backs alternate has a range per page, 1,200 of them.
class PageLabels {
 public:
  void add(const PageInfo& page) {
    const std::size_t index = pages_++;
    const int n = ++counts_[page.section];
    if (index > 0 && page.section == previous_) return;
    previous_ = page.section;
    nums_ += std::to_string(index);
    if (page.section.empty()) {
      nums_ += " << >> ";
      return;
    }
    const auto [prefix, added] = prefixes_.try_emplace(page.section);
    if (added) prefix->second = Handle::newUnicodeString(page.section + " ").unparse();
    nums_ += " << /P " + prefix->second + " /S /D /St " + std::to_string(n) + " >> ";
  }

  // The number tree as written.
  std::string text() const { return "<< /Nums [ " + nums_ + "] >>"; }

 private:
  std::size_t pages_ = 0;
  std::string nums_;                             // page index, label, page index, label...
  std::map<std::string, std::string> prefixes_;  // each section's label prefix as written
  std::map<std::string, int> counts_;
  std::string previous_;
};

// /Outlines: a closed bookmark per section (in order of first appearance), a bookmark per page.
// Gathered page by page (add), as the pages of a document in parts join, and made at the end as
// text (objects), which becomes either objects of the document (attach) or a PdfUpdate's (add_to).
class Outline {
 public:
  void add(const PageInfo& info, const Handle& page) {
    if (info.section.empty()) return;
    if (!kids_.count(info.section)) {
      order_.push_back(info.section);
      sections_[info.section] = Item{Handle::newUnicodeString(info.section).unparse(), page};
    }
    kids_[info.section].push_back(Item{Handle::newUnicodeString(info.title).unparse(), page});
  }

  bool empty() const { return order_.empty(); }

  // The outline as objects of `pdf`, the catalog's /Outlines.
  void attach(QPDF& pdf) const {
    if (order_.empty()) return;
    std::vector<Handle> reserved;
    for (std::size_t i = 0; i < object_count(); ++i) reserved.push_back(Handle::newReserved(&pdf));
    const std::vector<std::string> texts = objects([&reserved](std::size_t i) { return reserved[i].getObjectID(); },
                                                   [](Handle page) { return page.unparse(); });
    for (std::size_t i = 0; i < texts.size(); ++i)
      pdf.replaceReserved(reserved[i], Handle::parse(&pdf, texts[i], "bookmark"));
    pdf.getRoot().replaceKey("/Outlines", reserved.front());
  }

  // The outline's objects added to `update`, `page(handle)` giving a page's reference as
  // written: the number of its root.
  int add_to(PdfUpdate& update, const std::function<std::string(const Handle&)>& page) const {
    const int first = update.next_number();
    for (std::string& object : objects([first](std::size_t i) { return first + static_cast<int>(i); }, page))
      update.add(std::move(object));
    return first;
  }

 private:
  // The root, each section and each page's bookmark.
  std::size_t object_count() const {
    std::size_t count = 1;
    for (const auto& name : order_) count += 1 + kids_.at(name).size();
    return count;
  }

  // The outline's objects as text: the root, then each section followed by its pages' bookmarks.
  // `number(i)` is the number of the i-th, `page(handle)` a page's reference.
  std::vector<std::string> objects(const std::function<int(std::size_t)>& number,
                                   const std::function<std::string(const Handle&)>& page) const {
    const auto ref = [&number](std::size_t i) { return std::to_string(number(i)) + " 0 R"; };
    std::vector<std::size_t> at;  // each section's place, its bookmarks' following it
    std::size_t next = 1;
    for (const auto& name : order_) {
      at.push_back(next);
      next += 1 + kids_.at(name).size();
    }
    std::vector<std::string> objects{"<< /Count " + std::to_string(order_.size()) + " /First " + ref(at.front()) +
                                     " /Last " + ref(at.back()) + " /Type /Outlines >>"};
    for (std::size_t s = 0; s < order_.size(); ++s) {
      const std::vector<Item>& kids = kids_.at(order_[s]);
      const std::size_t own = at[s];
      const Item& section = sections_.at(order_[s]);
      std::string text = "<< /Count -" + std::to_string(kids.size()) + " /Dest [ " + page(section.page) +
                         " /Fit ] /First " + ref(own + 1) + " /Last " + ref(own + kids.size());
      if (s + 1 < order_.size()) text += " /Next " + ref(at[s + 1]);
      text += " /Parent " + ref(0);
      if (s > 0) text += " /Prev " + ref(at[s - 1]);
      objects.push_back(text + " /Title " + section.title + " >>");
      for (std::size_t k = 0; k < kids.size(); ++k) {
        const std::size_t kid = own + 1 + k;
        text = "<< /Dest [ " + page(kids[k].page) + " /Fit ]";
        if (k + 1 < kids.size()) text += " /Next " + ref(kid + 1);
        text += " /Parent " + ref(own);
        if (k > 0) text += " /Prev " + ref(kid - 1);
        objects.push_back(text + " /Title " + kids[k].title + " >>");
      }
    }
    return objects;
  }

  struct Item {
    std::string title;  // as written
    Handle page;
  };
  std::vector<std::string> order_;
  std::map<std::string, std::vector<Item>> kids_;
  std::map<std::string, Item> sections_;
};

std::string written(Handle value, const std::function<std::string(const Handle&)>& ref);

// The dictionary `dict` (direct or not) as text, its references to objects given by `ref`.
std::string written_dictionary(Handle dict, const std::function<std::string(const Handle&)>& ref) {
  std::string out = "<<";
  for (const std::string& key : dict.getKeys()) out += " " + Handle::newName(key).unparse() + " " + written(dict.getKey(key), ref);
  return out + " >>";
}

// `value` as text, its references to objects given by `ref` (as QPDFWriter numbered them).
std::string written(Handle value, const std::function<std::string(const Handle&)>& ref) {
  if (value.isIndirect()) return ref(value);
  if (value.isDictionary()) return written_dictionary(value, ref);
  if (value.isArray()) {
    std::string out = "[";
    for (const Handle& item : value.getArrayAsVector()) out += " " + written(item, ref);
    return out + " ]";
  }
  return value.unparse();
}

// One object in memory for each distinct direct value held by the pages and their resources:
// Cairo gives every page its own /Type name and /Group, /MediaBox, /ExtGState and /Font
// dictionaries, most of them alike, and qpdf holds each as a tree of objects (a few kilobytes a page). Values
// equal as written (the same text, indirect references included) are written the same wherever
// they stand, so the file does not change; only the copies kept until the write do.
// Cairo also gives every page its own indirect /Resources dictionary, on the pages of one
// document the same one over and over (its fonts are the document's): pages whose resources are
// equal as written share the first page's object, and the copies are not written (a 1200-page
// sheet PDF holds 1200 fewer objects, about 1 % smaller, and the qpdf write takes a quarter less).
// The page's /MediaBox and transparency /Group, the same on every page of a document, are made
// one indirect object each that the pages refer to: written once, not 1,200 times, they take a
// fifth of the qpdf write of a 1,200-page sheet PDF's pages away.
class SharedValues {
 public:
  void share(QPDF& pdf, Handle dict) {
    share_values(dict, &pdf);
    Handle resources = dict.getKey("/Resources");
    if (!resources.isIndirect() || !resources.isDictionary()) return;
    share_values(resources, nullptr);
    const auto [known, added] = resources_.try_emplace(resources.unparseResolved(), resources);
    if (!added) dict.replaceKey("/Resources", known->second);
  }

 private:
  // `pdf`: the page's document, where its /MediaBox and /Group become indirect; null for a
  // resource dictionary.
  void share_values(Handle& dict, QPDF* pdf) {
    for (const std::string& key : dict.getKeys()) {
      Handle value = dict.getKey(key);
      if (value.isIndirect()) continue;
      const bool own_object = pdf && (key == "/MediaBox" || key == "/Group");
      const auto [known, added] = (own_object ? objects_ : values_).try_emplace(value.unparse(), value);
      if (added && own_object) known->second = pdf->makeIndirectObject(value.shallowCopy());
      if (!added || own_object) dict.replaceKey(key, known->second);
    }
  }
  std::map<std::string, Handle> values_;
  std::map<std::string, Handle> objects_;    // the pages' /MediaBox and /Group objects, by their text
  std::map<std::string, Handle> resources_;  // by the text of the dictionary, its references as written
};

// The parts of a document drawn in parts each embed their own subsets of the fonts. Cairo names a
// subset by its font and its glyphs ("IGPMYF+DejaVuSerif"), so two parts' fonts of one name and
// kind are the same subset: every /Font resource is pointed at the first of its name met, and
// the copies, no longer referenced, are not written. Pages are walked as they join (share), each
// resource holder once.
class FontSubsets {
 public:
  void share(const std::vector<Handle>& pages, std::size_t from) {
    std::vector<Handle> holders(pages.begin() + static_cast<std::ptrdiff_t>(from), pages.end());
    while (!holders.empty()) {
      Handle holder = holders.back();
      holders.pop_back();
      if (holder.isIndirect() && !seen_.insert(holder.getObjGen()).second) continue;
      Handle dict = holder.isStream() ? holder.getDict() : holder;
      if (!dict.isDictionary()) continue;
      Handle resources = dict.getKey("/Resources");
      if (!resources.isDictionary()) continue;
      Handle fonts = resources.getKey("/Font");
      if (fonts.isDictionary()) {
        for (const std::string& key : fonts.getKeys()) {
          Handle font = fonts.getKey(key);
          if (!font.isIndirect() || !font.isDictionary() || !font.getKey("/BaseFont").isName()) continue;
          const std::string name = font.getKey("/BaseFont").getName() + " " + font.getKey("/Subtype").unparse() + " " +
                                   font.getKey("/Encoding").unparse();
          const auto [known, added] = first_.emplace(name, font);
          if (!added && known->second.getObjGen() != font.getObjGen()) fonts.replaceKey(key, known->second);
        }
      }
      // Forms and patterns drawn on the page have resources of their own.
      for (const char* kind : {"/XObject", "/Pattern"}) {
        Handle named = resources.getKey(kind);
        if (!named.isDictionary()) continue;
        for (const std::string& key : named.getKeys()) holders.push_back(named.getKey(key));
      }
    }
  }

 private:
  std::map<std::string, Handle> first_;
  std::set<QPDFObjGen> seen_;  // resource holders already walked
};

// The file qpdf writes into: every write, the flush and the close checked (qpdf's own file output
// does not check the close, and a PDF cut short by a full disk passed as written). A failure is
// remembered, not thrown inside qpdf's writing (which cannot take an exception from its
// pipeline); close() throws the first one as an IoFailure naming the output with the system's
// reason.
// qpdf calls finish() on its output after every stream it writes (1,300 times for a 1,200-page
// sheet PDF), so finish() does not flush: the file is written in large blocks and flushed once,
// by close() (a flush per stream was 1,300 small writes, ~4 ms of the qpdf write).
class CheckedFile : public Pipeline {
 public:
  CheckedFile(const std::filesystem::path& file, std::filesystem::path named)
      : Pipeline("PDF output", nullptr), named_(std::move(named)), file_(std::fopen(file.c_str(), "w+b")) {
    if (!file_) throw IoFailure(named_, "cannot write PDF: opening the file failed", errno);
    std::setvbuf(file_, nullptr, _IOFBF, kBlock);
  }
  ~CheckedFile() override {
    if (file_) std::fclose(file_);
  }
  void write(unsigned char const* data, size_t length) override {
    if (failed_.empty() && std::fwrite(data, 1, length, file_) != length) remember("writing the file failed");
    written_ += length;
  }
  std::size_t written() const { return written_; }
  // The bytes written from offset `from` on, read back from the file; writing goes on at its end.
  // Outside qpdf's writing, so a failure (the first one, if writing failed before) is thrown.
  std::string read_back(std::size_t from) {
    std::string bytes(written_ > from ? written_ - from : 0, '\0');
    if (failed_.empty() && std::fflush(file_) != 0) remember("writing the file failed");
    if (failed_.empty() && (std::fseek(file_, static_cast<long>(from), SEEK_SET) != 0 ||
                            std::fread(bytes.data(), 1, bytes.size(), file_) != bytes.size() ||
                            std::fseek(file_, 0, SEEK_END) != 0))
      remember("reading the file back failed");
    if (!failed_.empty()) throw IoFailure(named_, "cannot write PDF: " + failed_, error_);
    return bytes;
  }
  void finish() override {}
  void close() {
    std::FILE* file = std::exchange(file_, nullptr);
    if (failed_.empty() && std::fflush(file) != 0) remember("writing the file failed");
    if (std::fclose(file) != 0) remember("closing the file failed");
    if (!failed_.empty()) throw IoFailure(named_, "cannot write PDF: " + failed_, error_);
  }

 private:
  void remember(const std::string& what) {
    if (!failed_.empty()) return;
    failed_ = what;
    error_ = errno != 0 ? errno : EIO;
  }
  static constexpr std::size_t kBlock = 256 * 1024;  // bytes written to the file at a time
  std::filesystem::path named_;
  std::FILE* file_;
  std::size_t written_ = 0;
  std::string failed_;  // the first failure, empty while none
  int error_ = 0;
};

}  // namespace

void finish_pdf(const std::filesystem::path& in, const std::filesystem::path& out, const FinishOptions& options,
                const std::filesystem::path& output) {
  PdfJoin join;
  join.add(in);
  join.finish(out, options, output);
}

struct PdfJoin::Document {
  QPDF pdf;
  std::size_t parts = 0;
  std::size_t pages = 0;  // pages whose values are shared
  SharedValues shared;
  FontSubsets fonts;                 // from the second part on
  PageBoxes boxes;                   // of the pages planned as they joined
  Outline outline;                   // the same
  PageLabels labels;                 // the same
  std::vector<PageInfo> planned;     // those pages' plan, checked against finish()'s
};

PdfJoin::PdfJoin() : document_(std::make_unique<Document>()) { document_->pdf.setSuppressWarnings(true); }

PdfJoin::~PdfJoin() = default;

void PdfJoin::add(const std::filesystem::path& part) {
  add_read([&part](QPDF& pdf) { pdf.processFile(part.c_str()); }, {});
}

void PdfJoin::add(std::string_view part, const std::string& name, const std::vector<PageInfo>& plan) {
  add_read([&](QPDF& pdf) { pdf.processMemoryFile(name.c_str(), part.data(), part.size()); }, plan);
}

void PdfJoin::add_read(const std::function<void(QPDF&)>& read, const std::vector<PageInfo>& plan) {
  Document& doc = *document_;
  QPDF& pdf = doc.pdf;
  QPDFPageDocumentHelper document(pdf);
  if (doc.parts++ == 0) {
    read(pdf);
  } else {
    // A later part's pages are copied in after the earlier ones. Their stream data is read from
    // the part when written (it stays until then); the part's own parsed objects are let go as
    // soon as its pages are copied, so one part's are held at a time.
    // Its pages' alike resources are shared before the copy (as SharedValues does after it), so
    // one copy of them is made, not one a page.
    QPDF later;
    later.setSuppressWarnings(true);
    read(later);
    std::map<std::string, Handle> resources;
    for (QPDFPageObjectHelper& page : QPDFPageDocumentHelper(later).getAllPages()) {
      Handle dict = page.getObjectHandle();
      Handle own = dict.getKey("/Resources");
      if (own.isIndirect() && own.isDictionary()) {
        const auto [known, added] = resources.try_emplace(own.unparseResolved(), own);
        if (!added) dict.replaceKey("/Resources", known->second);
      }
      document.addPage(page, false);
    }
  }
  // qpdf's own list of the pages, kept up to date as pages are added (not a list of page helpers
  // made afresh after every part).
  const std::vector<Handle>& pages = pdf.getAllPages();
  const std::size_t before = doc.pages;
  for (std::size_t i = before; i < pages.size(); ++i) doc.shared.share(pdf, pages[i]);
  doc.pages = pages.size();
  // A document of one part keeps its fonts as they are; from the second part on, the first
  // part's pages are walked with the second's.
  if (doc.parts == 2) doc.fonts.share(pages, 0);
  else if (doc.parts > 2) doc.fonts.share(pages, before);
  if (plan.empty()) return;
  if (doc.planned.size() != before || plan.size() != pages.size() - before)
    throw std::logic_error("page plan of " + std::to_string(plan.size()) + " pages for a part of " +
                           std::to_string(pages.size() - before) + " after " + std::to_string(before) +
                           " pages of which " + std::to_string(doc.planned.size()) + " were planned");
  for (std::size_t i = 0; i < plan.size(); ++i) {
    QPDFPageObjectHelper page(pages[before + i]);
    doc.boxes.set(pdf, page, plan[i].bleed);
    doc.outline.add(plan[i], pages[before + i]);
    doc.labels.add(plan[i]);
  }
  doc.planned.insert(doc.planned.end(), plan.begin(), plan.end());
}

void PdfJoin::finish(const std::filesystem::path& out, const FinishOptions& options, const std::filesystem::path& output) {
  Document& doc = *document_;
  if (doc.parts == 0) throw std::logic_error("PdfJoin::finish without a part");
  QPDF& pdf = doc.pdf;
  std::string prefs = "<< /PrintScaling /None";
  if (options.duplex_long_edge) prefs += " /Duplex /DuplexFlipLongEdge";
  else if (options.duplex_short_edge) prefs += " /Duplex /DuplexFlipShortEdge";
  if (options.right_to_left) prefs += " /Direction /R2L";
  prefs += " >>";
  pdf.getRoot().replaceKey("/ViewerPreferences", Handle::parse(prefs));
  const std::vector<Handle>& pages = pdf.getAllPages();
  if (!options.pages.empty() && options.pages.size() != pages.size())
    throw std::logic_error("page plan of " + std::to_string(options.pages.size()) + " pages for a PDF of " +
                           std::to_string(pages.size()));
  // The pages planned as they joined have their boxes and bookmarks; the plan must be the same.
  const std::size_t planned = doc.planned.size();
  for (std::size_t i = 0; i < planned; ++i) {
    const PageInfo* given = i < options.pages.size() ? &options.pages[i] : nullptr;
    if (!given || given->section != doc.planned[i].section || given->title != doc.planned[i].title ||
        given->bleed != doc.planned[i].bleed)
      throw std::logic_error("page " + std::to_string(i + 1) + " was joined with another plan than it is finished with");
  }
  for (std::size_t i = planned; i < pages.size(); ++i) {
    QPDFPageObjectHelper page(pages[i]);
    doc.boxes.set(pdf, page, options.pages.empty() ? 0 : options.pages[i].bleed);
    if (options.pages.empty()) continue;
    doc.outline.add(options.pages[i], pages[i]);
    doc.labels.add(options.pages[i]);
  }
  // With object streams, the page labels and the bookmarks follow the document as an update made
  // here (PdfUpdate); otherwise (PDF 1.4) they are objects of the document QPDFWriter writes.
  Handle root = pdf.getRoot();
  const bool update = options.object_streams && !options.pages.empty();
  if (update) {
    root.removeKey("/PageLabels");
    root.removeKey("/Outlines");
  } else if (!options.pages.empty()) {
    root.replaceKey("/PageLabels", Handle::parse(doc.labels.text()));
    doc.outline.attach(pdf);
  }
  if (!doc.outline.empty()) root.replaceKey("/PageMode", Handle::newName("/UseOutlines"));
  CheckedFile file(out, output.empty() ? out : output);
  QPDFWriter writer(pdf);
  writer.setOutputPipeline(&file);
  writer.setDeterministicID(true);
  writer.setMinimumPDFVersion(options.version);
  writer.setObjectStreamMode(options.object_streams ? qpdf_o_generate : qpdf_o_disable);
  writer.write();
  if (update) {
    PdfUpdate after(read_pdf_end(file.written(), [&file](std::size_t from) { return file.read_back(from); }));
    const auto ref = [&writer](const Handle& object) {
      const int number = writer.getRenumberedObjGen(object.getObjGen()).getObj();  // 0: not written
      return number == 0 ? std::string("null") : std::to_string(number) + " 0 R";
    };
    std::string catalog = written_dictionary(root, ref);
    catalog.resize(catalog.size() - 2);  // its ">>": the labels and bookmarks join its keys
    catalog += "/PageLabels " + std::to_string(after.add(doc.labels.text())) + " 0 R ";
    if (!doc.outline.empty()) catalog += "/Outlines " + std::to_string(doc.outline.add_to(after, ref)) + " 0 R ";
    const int catalog_number = writer.getRenumberedObjGen(root.getObjGen()).getObj();
    after.redefine(catalog_number, catalog + ">>");
    const std::string bytes = after.bytes(catalog_number);
    file.write(reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size());
  }
  file.close();
}

}  // namespace dw
