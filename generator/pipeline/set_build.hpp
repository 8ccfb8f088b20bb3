// set_build: the build of a card set, from its folder to its finished outputs: prepare the set
// (prepared_set.hpp) in its own words or in each requested locale, then hand each requested
// target to its writer in print/, booklet/ and trackers/. It returns what it wrote; printing is
// the command line's business.
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/diagnostic.hpp"

namespace dw {

struct BuildRequest {
  std::string set_dir;
  std::string paper;  // a4, letter, a3, tabloid or all; empty: the set's default
  std::string out_dir = "output";
  std::vector<std::string> targets = {"pnp"};  // pnp, tgc, mpc, dtc, tts or all
  std::string backs;                           // pnp back mode (print/back_mode.hpp); empty: the set's
  std::string sheet;                           // pnp sheet preset (templates/sheets/); empty: default
  std::string marks;                           // crop-mark style; empty: the sheet's
  std::string back_offset;                     // "X,Y" mm seen from the front; empty: the set's
  std::optional<double> back_rotation;         // degrees clockwise seen from the front
  std::optional<double> back_bleed_mm;         // the backs' bleed on pnp sheets
  std::optional<double> printer_margin_mm;     // no mark or note nearer the paper's edge; default 5
  std::string tts_base_url;                    // empty: file:// URLs to the written images
  std::string booklet_flip = "short-edge";     // imposed booklet duplex: short-edge or long-edge
  std::vector<std::string> locales;            // build these locales (localize/locale_build.hpp)
  // Trackers and aids in PDFs of their own (<set>-trackers-<paper>.pdf, <set>-aids-<paper>.pdf) instead
  // of the card-size ones filling the pnp sheets' free slots and the rest sharing <set>-extras-<paper>.pdf.
  bool separate_extras = false;
  bool ink_saver = false;  // pnp sheets in the ink saver's light tints (render/ink_mode.hpp), *-ink-saver.pdf
  // Told before each output is written: what comes next ("pnp", "booklet", ...), the outputs done
  // and the outputs of the whole build (the CLI draws a progress bar from it). May be empty.
  std::function<void(const std::string& stage, long long done, long long total)> progress;
  // Threads drawing the pnp sheets and the tgc/mpc faces and encoding the image targets' PNGs
  // (support/job_pool.hpp); 0: the machine's cores. The outputs are the same for any number.
  unsigned jobs = 0;
  // Keep the tgc, mpc, tts and dtc outputs in output/<set>/.cache/<target>/ and take every face,
  // sheet or deck whose inputs are unchanged from there (print/render_cache.hpp). The outputs are the
  // same either way; false (--no-cache) draws everything and leaves the cache folder alone.
  bool cache = true;
  // Fill each pass's layout_report (the CLI prints it with --verbose). Off, it is not built: at
  // 5,400 cards its string alone is some megabytes, held at the end of the build when the PDF's
  // memory peaks.
  bool layout_report = false;
  // The caller ends the process as soon as build_set returns (the command line): what the build
  // holds at its end (the last print-and-play document, the fonts and renderers, the set) is left
  // to the exit instead of freed (support/left_to_exit.hpp), which saves tens of milliseconds
  // after the last file is written. Never for a caller that goes on (serve, the tests).
  bool exits_after = false;
};

// One file or folder written, with a line saying what it holds ("12 cards on 4 pages, ...").
struct WrittenOutput {
  std::filesystem::path path;
  std::string summary;
};

// One pass of a build: the set in its own words, or in one locale.
struct BuildPass {
  std::string locale;  // empty: the set's own words
  std::vector<WrittenOutput> written;
  std::string layout_report;   // every text box's size and font (format_layout_report); empty unless asked
  std::string locale_summary;  // "de: 312 of 329 messages translated"; empty without a locale
};

struct BuildResult {
  std::vector<BuildPass> passes;
};

// Builds the set. Bad input throws InputError carrying every error; warnings go to `warnings`.
BuildResult build_set(const BuildRequest& request, Diagnostics& warnings);

}  // namespace dw
