// build_command: `deckwright build <set-dir>`: the options of a build, handed to the pipeline
// (pipeline/set_build.hpp), and what it wrote printed.
#include "cli/build_command.hpp"

#include <unistd.h>

#include <cstdio>
#include <iostream>

#include "cli/guarded_run.hpp"
#include "print/back_mode.hpp"
#include "print/output_target.hpp"
#include "print/sheet_template.hpp"
#include "validate/terminal_summary.hpp"

namespace dw {

void add_build_command(CLI::App& app, BuildOptions& options, int& exit_code) {
  CLI::App* build = app.add_subcommand("build", "Render a card set into print-and-play PDFs");
  build->add_option("set-dir", options.request.set_dir, "The card set folder (holds set.toml)")->required();
  build->add_option("--paper", options.request.paper,
                    "Paper of the pnp sheets: a4, letter, a3, tabloid or all (a4 and letter); default: the set's")
      ->check(CLI::IsMember({"a4", "letter", "a3", "tabloid", "all"}));
  build->add_option("--sheet", options.request.sheet,
                    "Sheet preset of templates/sheets/ (such as a4-poker-gutter); default: <paper>-<card size>");
  build->add_option("--out", options.request.out_dir, "Output folder (default: output)");
  build->add_option("--target", options.request.targets,
                    "What to build, comma-separated: pnp (print-and-play PDF, the default), tgc (TheGameCrafter "
                    "PNGs), mpc (MakePlayingCards PNGs), dtc (DriveThruCards CMYK PDF/X-1a decks), tts (Tabletop "
                    "Simulator deck) or all")
      ->delimiter(',')
      ->check(CLI::IsMember(target_choices()));
  build->add_option("--backs", options.request.backs,
                    "Backs of the pnp sheets: duplex-long (default; each fronts page followed by its backs, "
                    "mirrored for long-edge flipping), duplex-short, separate (all backs after all fronts), fold "
                    "(backs beside fronts, to fold and glue) or none")
      ->check(CLI::IsMember(back_mode_names()));
  build->add_option("--marks", options.request.marks, "Crop-mark style: corner, cross, edge or none; default: the sheet's")
      ->check(CLI::IsMember(mark_style_names()));
  build->add_option("--back-offset", options.request.back_offset,
                    "Move the backs X,Y mm (right, down, seen from the front) to correct the printer; see calibrate");
  build->add_option("--back-rotation", options.request.back_rotation,
                    "Turn the backs DEG degrees clockwise (seen from the front) to correct the printer")
      ->check(CLI::Range(-5.0, 5.0));
  build->add_option("--back-bleed", options.request.back_bleed_mm,
                    "Bleed of the backs in mm where the sheet has room (wider than the fronts' hides misregistration)")
      ->check(CLI::Range(0.0, 10.0));
  build->add_option("--printer-margin", options.request.printer_margin_mm,
                    "What the printer leaves unprinted at the paper's edge, in mm: no crop mark, caption or check "
                    "bar goes nearer (default 5); cut lines without room get ticks in the gutters")
      ->check(CLI::Range(0.0, 20.0));
  build->add_option("--tts-base-url", options.request.tts_base_url,
                    "Where the tts images will be hosted (http:// or https://); default: file:// URLs of the "
                    "written images, which work only on this computer")
      ->check(CLI::Validator(
          [](std::string& url) -> std::string {
            if (url.rfind("https://", 0) == 0 || url.rfind("http://", 0) == 0) return "";
            return "must start with https:// or http://";
          },
          "URL"));
  build->add_option("--booklet-flip", options.request.booklet_flip,
                    "How the printer turns the imposed rules booklet's sheets: short-edge (default) or long-edge "
                    "(every back side is then printed upside down so it comes out right)")
      ->check(CLI::IsMember({"short-edge", "long-edge"}));
  build->add_option("--locale", options.request.locales,
                    "Build in these locales, comma-separated, into output/<set>/<locale>/: a language with a "
                    "locales/<lang>.po (de, fr, ...), all (every one), x-long (text 40 % longer, accented) or x-debug "
                    "(every message bracketed)")
      ->delimiter(',');
  build->add_flag("--ink-saver", options.request.ink_saver,
                  "Printer-friendly pnp sheets (<set>-<paper>-ink-saver.pdf): backs, fields, borders and art as light "
                  "tints, text kept dark; under half the toner");
  build->add_flag("--separate-extras", options.request.separate_extras,
                  "Print trackers and player aids apart (<set>-trackers-<paper>.pdf, <set>-aids-<paper>.pdf), each "
                  "on sheets of its own (so does --ink-saver); by default the card-size ones fill the free slots of the pnp sheets (backs "
                  "left blank) and the rest share <set>-extras-<paper>.pdf");
  build->add_flag("--strict", options.strict, "Fail (exit 1) when the build gives warnings");
  build->add_option("--jobs", options.request.jobs,
                    "Threads drawing the pnp sheets and the tgc and mpc faces and encoding the tgc, mpc and tts "
                    "images (default: the machine's cores); the files are the same for any number")
      ->check(CLI::Range(1u, 1024u));
  build->add_flag("--no-cache", options.no_cache,
                  "Draw every tgc, mpc, tts and dtc face again instead of taking unchanged ones from "
                  "output/<set>/.cache/ (the files are the same either way)");
  build->add_flag("-v,--verbose", options.verbose, "Print the text layout report too");
  build->callback([&options, &exit_code] { exit_code = run_build(options); });
}

int run_build(const BuildOptions& options) {
  return run_guarded([&](Diagnostics& warnings) {
    BuildRequest request = options.request;
    request.cache = !options.no_cache;
    request.layout_report = options.verbose;
    request.exits_after = true;  // main returns once the build is reported
    validate::ProgressBar bar(stderr, isatty(fileno(stderr)) != 0);
    request.progress = [&bar](const std::string& stage, long long done, long long total) { bar.update(stage, done, total); };
    const BuildResult result = build_set(request, warnings);
    bar.done();
    for (const BuildPass& pass : result.passes) {
      for (const WrittenOutput& out : pass.written) std::cout << "wrote " << out.path.string() << ": " << out.summary << "\n";
      if (options.verbose) std::cout << pass.layout_report;
      if (!pass.locale_summary.empty()) std::cout << "locale " << pass.locale_summary << "\n";
    }
    return options.strict ? fail_on_warnings(warnings) : 0;
  });
}

}  // namespace dw
