// dtc_export: deck PDFs for DriveThruCards, converted to CMYK PDF/X-1a by Ghostscript.
#include "print/dtc_export.hpp"

#include <unistd.h>

#define POINTERHOLDER_TRANSITION 4
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFWriter.hh>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <utility>

#include "print/pdf_finish.hpp"
#include "print/pdf_writer.hpp"
#include "print/drawing_digests.hpp"
#include "print/dtc_pieces.hpp"
#include "print/target_folder.hpp"
#include "render/c_handles.hpp"
#include "support/atomic_file.hpp"
#include "support/ordered_jobs.hpp"
#include "support/subprocess.hpp"
#include "support/scratch_dir.hpp"
#include "support/sha256.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

constexpr const char* kFixedPdfDate = "D:20260101000000Z";

std::string read_bytes(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

void write_bytes(const fs::path& p, const std::string& bytes) { write_file_atomically(p, bytes); }

// A PostScript string literal: backslashes and parentheses escaped.
std::string ps_string(const std::string& s) {
  std::string out = "(";
  for (char c : s) {
    if (c == '\\' || c == '(' || c == ')') out += '\\';
    out += c;
  }
  return out + ")";
}

// One face on its page: the trim at (kDtcBleed, kDtcBleed), the art to the set's bleed, and the
// band out to the page's edge filled with the art mirrored across the bleed's edge.
void draw_face_page(cairo_t* cr, CardRenderer& renderer, const CardGeometry& g, const Card& card, Face face,
                    Diagnostics& warnings) {
  const double b = std::min(g.bleed, kDtcBleed), B = kDtcBleed;
  cairo_save(cr);
  cairo_translate(cr, B, B);
  cairo_push_group(cr);
  cairo_rectangle(cr, -b, -b, g.width + 2 * b, g.height + 2 * b);
  cairo_clip(cr);
  renderer.draw(cr, card, face, warnings);
  const CairoPatternPtr art(cairo_pop_group(cr));
  const double lo[3] = {-B, -b, g.width + b}, hi_x[3] = {-b, g.width + b, g.width + B};
  const double lo_y[3] = {-B, -b, g.height + b}, hi_y[3] = {-b, g.height + b, g.height + B};
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) {
      if ((i != 1 || j != 1) && b >= B) continue;  // enough bleed: no band
      cairo_save(cr);
      cairo_rectangle(cr, lo[i], lo_y[j], hi_x[i] - lo[i], hi_y[j] - lo_y[j]);
      cairo_clip(cr);
      // Mirror about the left/right (top/bottom) bleed edge for the outer columns (rows).
      const double sx = i == 1 ? 1 : -1, sy = j == 1 ? 1 : -1;
      const double tx = i == 0 ? -2 * b : i == 2 ? 2 * (g.width + b) : 0;
      const double ty = j == 0 ? -2 * b : j == 2 ? 2 * (g.height + b) : 0;
      cairo_matrix_t m;
      cairo_matrix_init(&m, sx, 0, 0, sy, tx, ty);
      cairo_transform(cr, &m);
      cairo_set_source(cr, art.get());
      cairo_paint(cr);
      cairo_restore(cr);
    }
  cairo_restore(cr);
}

// The pdfmark program that makes Ghostscript's output PDF/X-1a: document info and the output
// intent with the ink-limited profile embedded.
std::string pdfx_program(const std::string& title, const fs::path& icc) {
  return "[ /GTS_PDFXVersion (PDF/X-1a:2003) /Title " + ps_string(title) +
         " /Trapped /False /DOCINFO pdfmark\n"
         "[ /_objdef {icc_PDFX} /type /stream /OBJ pdfmark\n"
         "[ {icc_PDFX} << /N 4 >> /PUT pdfmark\n"
         "[ {icc_PDFX} " + ps_string(icc.string()) + " (r) file /PUT pdfmark\n"
         "[ /_objdef {OutputIntent_PDFX} /type /dict /OBJ pdfmark\n"
         "[ {OutputIntent_PDFX} << /Type /OutputIntent /S /GTS_PDFX /OutputConditionIdentifier (CGATS TR 001) "
         "/RegistryName (http://www.color.org) /OutputCondition (SWOP coated) "
         "/Info (U.S. Web Coated SWOP) /DestOutputProfile {icc_PDFX} >> /PUT pdfmark\n"
         "[ {Catalog} << /OutputIntents [ {OutputIntent_PDFX} ] >> /PUT pdfmark\n";
}

// Converts pages first..last (counted from 1) of `in`.
void ghostscript_to_pdfx(const fs::path& in, int first, int last, const fs::path& out, const fs::path& icc,
                         const fs::path& program) {
  const ProcessResult r = run_process({"gs", "-q", "-dBATCH", "-dNOPAUSE", "-dSAFER", "--permit-file-read=" + icc.string(),
                                       "-dFirstPage=" + std::to_string(first), "-dLastPage=" + std::to_string(last),
                                       "-sDEVICE=pdfwrite", "-dPDFX=true", "-dCompatibilityLevel=1.4",
                                       "-sColorConversionStrategy=CMYK", "-sProcessColorModel=DeviceCMYK",
                                       "-dUseFastColor=true", "-dAutoRotatePages=/None", "-dAutoFilterColorImages=false",
                                       "-dColorImageFilter=/FlateEncode", "-dAutoFilterGrayImages=false",
                                       "-dGrayImageFilter=/FlateEncode", "-dEmbedAllFonts=true",
                                       "-sOutputFile=" + out.string(), "-c",
                                       "{} bind setblackgeneration {} bind setundercolorremoval", "-f",
                                       program.string(), in.string()});
  if (r.exit_code != 0)
    throw std::runtime_error("Ghostscript could not convert " + in.filename().string() + " to PDF/X-1a (exit " +
                             std::to_string(r.exit_code) + "): " + r.output.substr(0, 500) +
                             (r.exit_code == 127 ? " (is the ghostscript package installed?)" : ""));
}

// One face of one card, a page of the deck.
using FaceOf = std::pair<const Card*, Face>;

// Ghostscript's output without what differs from run to run (the document info with its dates,
// the random /ID, the XMP packet with the run's time and a random document id), written with an
// /ID derived from the content: the same pages give the same bytes, so the deck joined from
// pieces (converted now or taken from the cache) and the cache's own files are deterministic.
void without_run_marks(const fs::path& converted, const fs::path& out) {
  QPDF pdf;
  pdf.setSuppressWarnings(true);
  pdf.processFile(converted.c_str());
  pdf.getTrailer().removeKey("/Info");
  pdf.getTrailer().removeKey("/ID");
  pdf.getRoot().removeKey("/Metadata");
  QPDFWriter writer(pdf, out.c_str());
  writer.setDeterministicID(true);
  writer.write();
}

// A piece of a deck's distinct pages, drawn into a PDF of its own by the thread that converts it.
struct ConvertedPiece {
  DrawNotes notes;
  double max_ink = 0;
};

// Draws `faces` into `rgb` with the calling thread's renderer, finishes the file and converts it
// into `cmyk` with Ghostscript; returns what the drawing noted and the piece's largest ink.
ConvertedPiece convert_piece(ThreadRenderers& renderers, InkMode ink, const CardGeometry& card, const SizePt& page,
                             const std::string& title, const std::vector<FaceOf>& faces, const fs::path& rgb,
                             const fs::path& finished, const fs::path& cmyk, const fs::path& icc,
                             const fs::path& program) {
  ConvertedPiece piece;
  piece.notes = renderers.draw(ink, [&](ThreadRenderers::Drawer& drawer, DrawNotes& noted) {
    PdfWriter out(rgb, page, PdfSetup{title, {}, CAIRO_PDF_VERSION_1_4});
    for (const auto& [drawn, face] : faces) {
      draw_face_page(out.context(), drawer.renderer, card, *drawn, face, noted.diagnostics);
      out.end_page();
    }
    out.finish();
  });
  FinishOptions finish;
  finish.version = "1.4";
  finish.object_streams = false;
  finish.pages.assign(faces.size(), PageInfo{"", "", kDtcBleed});
  finish_pdf(rgb, finished, finish);
  const fs::path converted = fs::path(cmyk).replace_extension(".gs.pdf");
  ghostscript_to_pdfx(finished, 1, static_cast<int>(faces.size()), converted, icc, program);
  piece.max_ink = measure_max_ink(converted);
  without_run_marks(converted, cmyk);
  return piece;
}

// Joins Ghostscript's converted pieces into the deck: its pages in deck order, a repeated page
// sharing the first one's content. Ghostscript writes the time of the run and a random /ID:
// replace them, put the boxes back, keep the PDF/X keys, and write PDF 1.4 without object streams.
void assemble_deck(const std::vector<fs::path>& pieces, const std::vector<int>& deck_pages, const fs::path& out,
                   const std::string& title) {
  std::vector<std::unique_ptr<QPDF>> sources;  // must outlive the write: their streams are copied then
  std::vector<QPDFObjectHandle> distinct;
  for (const fs::path& piece : pieces) {
    auto& pdf = sources.emplace_back(std::make_unique<QPDF>());
    pdf->setSuppressWarnings(true);
    pdf->processFile(piece.c_str());
    for (auto& page : QPDFPageDocumentHelper(*pdf).getAllPages())
      distinct.push_back(sources.size() == 1 ? page.getObjectHandle()
                                             : sources.front()->copyForeignObject(page.getObjectHandle()));
  }
  QPDF& pdf = *sources.front();
  QPDFPageDocumentHelper pages(pdf);
  for (auto& page : pages.getAllPages()) pages.removePage(page);
  std::vector<bool> placed(distinct.size(), false);
  for (int index : deck_pages) {
    QPDFObjectHandle page = distinct.at(static_cast<std::size_t>(index));
    if (placed[static_cast<std::size_t>(index)]) page = pdf.makeIndirectObject(page.shallowCopy());
    placed[static_cast<std::size_t>(index)] = true;
    pages.addPage(QPDFPageObjectHelper(page), false);
  }
  QPDFObjectHandle info = QPDFObjectHandle::newDictionary();
  info.replaceKey("/Title", QPDFObjectHandle::newUnicodeString(title));
  info.replaceKey("/Creator", QPDFObjectHandle::newString("deckwright"));
  info.replaceKey("/Producer", QPDFObjectHandle::newString("deckwright with Ghostscript and qpdf"));
  info.replaceKey("/CreationDate", QPDFObjectHandle::newString(kFixedPdfDate));
  info.replaceKey("/ModDate", QPDFObjectHandle::newString(kFixedPdfDate));
  info.replaceKey("/GTS_PDFXVersion", QPDFObjectHandle::newString("PDF/X-1a:2003"));
  info.replaceKey("/Trapped", QPDFObjectHandle::newName("/False"));
  pdf.getTrailer().replaceKey("/Info", pdf.makeIndirectObject(info));
  pdf.getTrailer().removeKey("/ID");  // Ghostscript's is random; qpdf derives one from the content
  pdf.getRoot().removeKey("/Metadata");  // an XMP packet with the run's time; X-1a:2003 needs none
  pdf.getRoot().replaceKey("/ViewerPreferences", QPDFObjectHandle::parse("<< /PrintScaling /None >>"));
  for (auto& page : pages.getAllPages()) {
    const auto media = page.getMediaBox().getArrayAsRectangle();
    QPDFObjectHandle dict = page.getObjectHandle();
    dict.replaceKey("/TrimBox", QPDFObjectHandle::newArray(QPDFObjectHandle::Rectangle(
                                    media.llx + kDtcBleed, media.lly + kDtcBleed, media.urx - kDtcBleed,
                                    media.ury - kDtcBleed)));
    dict.replaceKey("/BleedBox", QPDFObjectHandle::newArray(media));
  }
  QPDFWriter writer(pdf, out.c_str());
  writer.setDeterministicID(true);
  writer.forcePDFVersion("1.4");
  writer.setObjectStreamMode(qpdf_o_disable);
  writer.write();
}

// What of the conversion decides a deck's bytes besides its pages: Ghostscript's version and
// the profile it embeds.
std::string conversion_digest(const fs::path& icc) {
  const ProcessResult r = run_process({"gs", "--version"});
  return RenderCache::combine({"ghostscript " + r.output + " exit " + std::to_string(r.exit_code), sha256_of_file(icc)});
}

// The render cache's key of every face of the deck, found in deck order (so their warnings come
// in that order); a card's copies share theirs.
using FaceKeys = std::map<FaceOf, std::string>;
FaceKeys face_keys_of(RenderCache& cache, CardRenderer& renderer, const DtcDeck& deck, Diagnostics& warnings) {
  FaceKeys keys;
  for (const Card* card : deck.cards)
    for (Face face : {Face::back, Face::front})
      if (!keys.count({card, face})) keys.emplace(FaceOf{card, face}, cache.face_key(renderer, *card, face, "dtc page", warnings));
  return keys;
}

// The cache key of a deck: the conversion, the title and every page's face key in order.
std::string deck_key(const DtcDeck& deck, const FaceKeys& keys, const std::string& title, const std::string& conversion) {
  std::vector<std::string> parts{"dtc deck", title, conversion};
  for (const Card* card : deck.cards)
    for (Face face : {Face::back, Face::front}) parts.push_back(keys.at({card, face}));
  return RenderCache::combine(parts);
}

// The cache key of a piece as Ghostscript converted it: the conversion, the title (in its
// pdfmark program) and its pages' face keys in order.
std::string piece_key(const std::vector<FaceOf>& faces, const FaceKeys& keys, const std::string& title,
                      const std::string& conversion) {
  std::vector<std::string> parts{"dtc piece", title, conversion};
  for (const FaceOf& page : faces) parts.push_back(keys.at(page));
  return RenderCache::combine(parts);
}

// The key of the largest ink measured in what `key` names.
std::string ink_key(const std::string& key) { return RenderCache::combine({key, "max ink"}); }

// The key of the list of a deck's piece keys, so a deck taken whole keeps its pieces cached.
std::string piece_list_key(const std::string& deck) { return RenderCache::combine({deck, "pieces"}); }

std::string ink_text(double ink) {
  char text[40];
  std::snprintf(text, sizeof text, "%.17g", ink);
  return text;
}

// Whether a piece read back from the cache is a PDF qpdf reads with `pages` pages: the cache
// checks its bytes against their digest, this that they can be joined into the deck.
bool joinable_piece(const std::string& pdf, std::size_t pages) {
  try {
    QPDF piece;
    piece.setSuppressWarnings(true);
    piece.processMemoryFile("cached piece", pdf.data(), pdf.size());
    return QPDFPageDocumentHelper(piece).getAllPages().size() == pages;
  } catch (const std::exception&) {
    return false;
  }
}

// A measured ink read back from the cache: a number and nothing else, or nullopt.
std::optional<double> cached_ink(RenderCache& cache, const std::string& key) {
  const std::optional<std::string> text = cache.store().find(ink_key(key));
  if (!text || text->empty()) return std::nullopt;
  char* end = nullptr;
  const double ink = std::strtod(text->c_str(), &end);
  if (!end || *end != '\0' || !(ink >= 0 && ink <= 400)) return std::nullopt;
  return ink;
}

void check_ink(const DtcDeck& deck) {
  if (deck.max_ink > kDtcInkLimit)
    throw std::runtime_error(deck.name + ": total ink reaches " + std::to_string(deck.max_ink) +
                             " %, over DriveThruCards' 240 %");
}

}  // namespace

fs::path ghostscript_swop_profile() { return "/usr/share/color/icc/ghostscript/default_cmyk.icc"; }

std::vector<DtcDeck> dtc_decks(const CardSet& set) {
  std::vector<DtcDeck> decks;
  for (const Card& card : set.cards) {
    if (card.count <= 0) continue;
    const std::string name = card.deck();
    auto it = std::find_if(decks.begin(), decks.end(), [&](const DtcDeck& d) { return d.name == name; });
    if (it == decks.end()) it = decks.insert(decks.end(), DtcDeck{name, {}, {}, 0});
    for (int i = 0; i < card.count; ++i) it->cards.push_back(&card);
  }
  return decks;
}

double measure_max_ink(const fs::path& pdf, int dpi) {
  ScratchDir scratch;
  const fs::path pam = scratch.path() / "page-%04d.pam";
  const ProcessResult r = run_process({"gs", "-q", "-dBATCH", "-dNOPAUSE", "-dSAFER", "-sDEVICE=pamcmyk32",
                                       "-r" + std::to_string(dpi), "-sOutputFile=" + pam.string(), pdf.string()});
  if (r.exit_code != 0) throw std::runtime_error("Ghostscript could not render " + pdf.string() + ": " + r.output);
  int most = 0;
  for (const auto& entry : fs::directory_iterator(scratch.path())) {
    const std::string bytes = read_bytes(entry.path());
    const auto header = bytes.find("ENDHDR\n");
    if (header == std::string::npos) throw std::runtime_error("unexpected Ghostscript PAM output");
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data()) + header + 7;
    const std::size_t n = (bytes.size() - header - 7) / 4;
    for (std::size_t i = 0; i < n; ++i, p += 4) most = std::max(most, p[0] + p[1] + p[2] + p[3]);
  }
  return most * 100.0 / 255;
}

DtcStats write_dtc_decks(const CardSet& set, ThreadRenderers& renderers, const fs::path& dir, Diagnostics& warnings,
                         JobPool& pool, RenderCache* cache) {
  DtcStats stats;
  stats.decks = dtc_decks(set);
  ScratchDir scratch;
  const fs::path icc = ghostscript_swop_profile();
  if (!fs::is_regular_file(icc))
    throw std::runtime_error("cannot find " + icc.string() + ": install the ghostscript package (libgs-common)");
  TargetFolder folder(dir, {".pdf"});
  const std::string conversion = cache ? conversion_digest(icc) : std::string();
  const InkMode ink_mode = renderers.renderer().ink_mode();
  std::set<std::string> given;  // once-warnings given (ThreadRenderers::hand_in)
  for (DtcDeck& deck : stats.decks) {
    const std::string title = set.title + " — " + deck.name;
    const std::string name = set.id + "-" + deck.name + ".pdf";
    FaceKeys keys;
    std::string key;
    if (cache) {
      keys = face_keys_of(*cache, renderers.renderer(), deck, warnings);
      key = deck_key(deck, keys, title, conversion);
      const std::optional<std::string> pdf = cache->store().find(key);
      const std::optional<double> ink = pdf ? cached_ink(*cache, key) : std::nullopt;
      if (pdf && ink) {
        deck.max_ink = *ink;
        check_ink(deck);
        deck.pdf = folder.write_if_changed(name, *pdf);
        deck.cached = true;
        // Its pieces stay cached for the next edit (a list that does not parse keeps none).
        if (const std::optional<std::string> list = cache->store().find(piece_list_key(key)))
          for (std::size_t at = 0; at + 65 <= list->size(); at += 65)
            if (is_cache_key(std::string_view(*list).substr(at, 64))) {
              cache->store().keep(list->substr(at, 64));
              cache->store().keep(ink_key(list->substr(at, 64)));
            }
        continue;
      }
    }
    const fs::path program = scratch.path() / "pdfx.ps", fixed = scratch.path() / "fixed.pdf";
    write_bytes(program, pdfx_program(title, icc));
    // The build's renderer finds the distinct drawings in deck order (a deck's backs are usually
    // one drawing, and a card counted twice is the same card twice); dtc_pieces cuts them into
    // pieces by their cards. A piece the cache holds (its faces' keys unchanged) is taken from
    // it; any other is drawn by a job into a PDF of its own with its thread's renderer, converted
    // and measured while the next ones are found. The pieces depend on the cards only, never on
    // the number of threads or the cache, so neither does the deck.
    const SizePt page{set.card.width + 2 * kDtcBleed, set.card.height + 2 * kDtcBleed};
    DrawingDigests digests;
    std::map<std::string, int> page_of_drawing;
    std::vector<int> deck_pages;
    std::vector<FaceOf> distinct;
    struct Piece {
      fs::path cmyk;
      std::string key;  // with a cache
      bool cached = false;
      double max_ink = 0;
    };
    std::vector<Piece> pieces;
    std::size_t piece_start = 0;
    OrderedJobs<ConvertedPiece> converting(pool, std::numeric_limits<std::size_t>::max());
    const auto end_piece = [&] {
      const std::vector<FaceOf> faces(distinct.begin() + static_cast<std::ptrdiff_t>(piece_start), distinct.end());
      piece_start = distinct.size();
      const std::string n = std::to_string(pieces.size());
      Piece& piece = pieces.emplace_back();
      piece.cmyk = scratch.path() / ("cmyk-" + n + ".pdf");
      if (cache) {
        piece.key = piece_key(faces, keys, title, conversion);
        const std::optional<std::string> pdf = cache->store().find(piece.key);
        const std::optional<double> ink = pdf ? cached_ink(*cache, piece.key) : std::nullopt;
        if (pdf && ink && joinable_piece(*pdf, faces.size())) {
          write_bytes(piece.cmyk, *pdf);
          piece.cached = true;
          piece.max_ink = *ink;
          ++deck.cached_pieces;
          return;
        }
      }
      const fs::path rgb = scratch.path() / ("rgb-" + n + ".pdf"), finished = scratch.path() / ("finished-" + n + ".pdf");
      converting.submit([&renderers, ink_mode, &set, page, title, faces, rgb, finished, cmyk = piece.cmyk, icc, program] {
        return convert_piece(renderers, ink_mode, set.card, page, title, faces, rgb, finished, cmyk, icc, program);
      });
    };
    std::map<FaceOf, int> page_of_face;  // a card counted twice is the same drawing: found once
    for (const Card* card : deck.cards)
      for (Face face : {Face::back, Face::front}) {
        if (const auto known = page_of_face.find({card, face}); known != page_of_face.end()) {
          deck_pages.push_back(known->second);
          continue;
        }
        // Drawings cairo-script cannot serialize (some SVG art) fall back to the card itself.
        // Without a cache, texts are fitted here first, so their warnings come from here, in deck
        // order.
        std::string digest;
        try {
          digest = renderers.with_renderer([&](CardRenderer& renderer) {
            return digests.digest_of(page, [&](cairo_t* cr) { draw_face_page(cr, renderer, set.card, *card, face, warnings); });
          });
        } catch (const std::exception&) {  // the real drawing reports a genuine failure
        }
        if (digest.empty())
          digest = "card " + std::to_string(card - set.cards.data()) + (face == Face::back ? " back" : " front");
        const auto [it, is_new] = page_of_drawing.emplace(std::move(digest), static_cast<int>(distinct.size()));
        if (is_new) {
          distinct.emplace_back(card, face);
          if (dtc_piece_ends_after(card->id, face, distinct.size() - piece_start)) end_piece();
        }
        deck_pages.push_back(it->second);
        page_of_face.emplace(FaceOf{card, face}, it->second);
      }
    if (piece_start < distinct.size()) end_piece();
    deck.pieces = static_cast<int>(pieces.size());
    for (Piece& piece : pieces) {
      if (!piece.cached) {
        ConvertedPiece converted = converting.take();
        renderers.hand_in(std::move(converted.notes), warnings, given);
        piece.max_ink = converted.max_ink;
        if (cache) {
          cache->store().store(piece.key, read_bytes(piece.cmyk));
          cache->store().store(ink_key(piece.key), ink_text(piece.max_ink));
        }
      }
      deck.max_ink = std::max(deck.max_ink, piece.max_ink);
    }
    std::vector<fs::path> piece_files;
    for (const Piece& piece : pieces) piece_files.push_back(piece.cmyk);
    assemble_deck(piece_files, deck_pages, fixed, title);
    check_ink(deck);
    const std::string bytes = read_bytes(fixed);
    deck.pdf = folder.write(name, bytes);
    if (cache) {
      std::string list;
      for (const Piece& piece : pieces) list += piece.key + "\n";
      cache->store().store(key, bytes);
      cache->store().store(ink_key(key), ink_text(deck.max_ink));
      cache->store().store(piece_list_key(key), list);
    }
  }
  stats.removed = folder.remove_stale();
  if (cache) cache->store().evict_unused();
  return stats;
}

}  // namespace dw
