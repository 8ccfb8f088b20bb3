// build_command: the build pipeline, from card set folder to finished outputs: load and check
// everything first, then hand each requested target to its writer in print/.
#include "cli/build_command.hpp"

#include <algorithm>
#include <cstdio>
#include <iostream>

#include "booklet/booklet_build.hpp"
#include "cli/project_home.hpp"
#include "i18n/locale_build.hpp"
#include "model/binding.hpp"
#include "model/card_set_loader.hpp"
#include "print/back_mode.hpp"
#include "print/dtc_export.hpp"
#include "print/output_target.hpp"
#include "cli/pnp_request.hpp"
#include "print/pnp_sheet.hpp"
#include "print/pod_export.hpp"
#include "print/tts_export.hpp"
#include "render/card_renderer.hpp"
#include "trackers/extras_build.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

// Where a build of the set writes: output/<set>/, or output/<set>/<locale>/ for a locale.
fs::path set_out(const BuildOptions& options, const CardSet& set) {
  const fs::path dir = fs::path(options.out_dir) / set.id;
  return options.locale.empty() ? dir : dir / options.locale;
}

void build_pnp(const BuildOptions& options, const CardSet& set, CardRenderer& renderer, FontContext& fonts,
               const SheetWords& words, const fs::path& home, Diagnostics& warnings) {
  const PnpCommandLine cli{options.paper, options.sheet, options.backs, options.marks, options.back_offset,
                           options.back_rotation, options.back_bleed_mm};
  const PnpRequest request = resolve_pnp_request(cli, set, home / "templates" / "sheets");
  // The default sheet and mode keep the plain name: clashing-blades-a4.pdf, clashing-blades-a4-fold.pdf,
  // clashing-blades-a4-poker-gutter.pdf
  const std::string suffix =
      request.backs == BackMode::duplex_long ? "" : std::string("-") + back_mode_name(request.backs);
  PnpOptions pnp;
  pnp.backs = request.backs;
  pnp.alignment = request.alignment;
  pnp.back_bleed = request.back_bleed;
  pnp.caption = set.version.empty() ? set.title : set.title + " " + set.version;
  pnp.words = words;
  for (std::size_t i = 0; i < request.sheets.size(); ++i) {
    const SheetTemplate& sheet = request.sheets[i];
    const SheetLayout layout = request.backs == BackMode::fold ? fold_layout(sheet) : layout_sheet(sheet);
    const std::string stem = request.default_sheet[i] ? sheet.paper : sheet.name;
    const fs::path pdf = set_out(options, set) / (set.id + "-" + stem + suffix + ".pdf");
    const PnpStats stats = write_pnp_pdf(set, renderer, fonts, layout, pdf, warnings, pnp);
    if (options.verbose)
      std::cout << "wrote " << pdf.string() << ": " << stats.cards << " cards on " << stats.pages << " pages, sheet "
                << sheet.name << " (" << layout.per_page() << " a page), backs " << back_mode_name(request.backs)
                << "\n";
  }
}

void build_pod(const PodService& service, const BuildOptions& options, const CardSet& set, CardRenderer& renderer,
               Diagnostics& warnings) {
  const fs::path dir = set_out(options, set) / service.name;
  const PodStats stats = write_pod_pngs(set, renderer, service, dir, warnings);
  if (options.verbose)
    std::cout << "wrote " << dir.string() << ": " << stats.files << " PNGs of " << stats.canvas.width << "x"
              << stats.canvas.height << " px at " << service.ppi << " ppi for " << stats.cards << " cards\n";
}

void build_dtc(const BuildOptions& options, const CardSet& set, CardRenderer& renderer, Diagnostics& warnings) {
  const fs::path dir = set_out(options, set) / "dtc";
  const DtcStats stats = write_dtc_decks(set, renderer, dir, warnings);
  if (options.verbose)
    for (const DtcDeck& deck : stats.decks)
      std::printf("wrote %s: %zu cards, %zu pages, CMYK PDF/X-1a, total ink at most %.1f %%\n", deck.pdf.c_str(),
                  deck.cards.size(), 2 * deck.cards.size(), deck.max_ink);
}

void build_tts(const BuildOptions& options, const CardSet& set, CardRenderer& renderer, Diagnostics& warnings) {
  const fs::path dir = set_out(options, set) / "tts";
  const TtsStats stats = write_tts_deck(set, renderer, dir, options.tts_base_url, warnings);
  if (options.verbose) {
    const TtsSheet& first = stats.sheets.front();
    std::cout << "wrote " << stats.json.string() << ": " << stats.cards << " cards, " << stats.faces << " faces on "
              << stats.sheets.size() << " sheets of up to " << first.columns << "x" << first.rows << " cells of "
              << first.cell_width << "x" << first.cell_height << " px, "
              << (stats.unique_backs ? "a back sheet per sheet" : "one back image") << "\n";
  }
}

std::vector<std::string> papers_of(const BuildOptions& options, const CardSet& set) {
  if (options.paper == "all") return {"a4", "letter"};
  return {options.paper.empty() ? set.default_paper : options.paper};
}

// The rules booklet for home printing and for screens, beside the pnp sheets.
void build_booklet(const BuildOptions& options, const CardSet& set, BookletBuild& booklet) {
  const DuplexFlip flip = parse_duplex_flip(options.booklet_flip).value_or(DuplexFlip::short_edge);
  for (const auto& paper : papers_of(options, set)) {
    if (paper != "a4" && paper != "letter") continue;  // booklets are A5 on A4 or half-letter on Letter
    const BookletOutput out = booklet.write(paper, flip, set_out(options, set));
    if (options.verbose) {
      std::cout << "wrote " << out.reading_order.string() << ": " << out.pages << " pages in reading order\n";
      std::cout << "wrote " << out.imposed.string() << ": " << out.sheets << " sheets, " << out.sheets * 4
                << " booklet pages, duplex " << duplex_flip_name(flip) << "\n";
    }
  }
}

// Trackers and player aids, printed on the same papers as the card sheets.
void build_extras(const BuildOptions& options, const CardSet& set, ExtrasBuild& extras) {
  for (const auto& paper : papers_of(options, set)) {
    for (const ExtrasOutput& out : extras.write(paper, set_out(options, set)))
      if (options.verbose)
        std::cout << "wrote " << out.pdf.string() << ": " << out.stats.pieces << " pieces on " << out.stats.pages
                  << " pages\n";
  }
}

void build_target(OutputTarget target, const BuildOptions& options, const CardSet& set, CardRenderer& renderer,
                  FontContext& fonts, const SheetWords& words, const fs::path& home, Diagnostics& warnings) {
  switch (target) {
    case OutputTarget::pnp: return build_pnp(options, set, renderer, fonts, words, home, warnings);
    case OutputTarget::tgc: return build_pod(tgc_service(), options, set, renderer, warnings);
    case OutputTarget::mpc: return build_pod(mpc_service(), options, set, renderer, warnings);
    case OutputTarget::dtc: return build_dtc(options, set, renderer, warnings);
    case OutputTarget::tts: return build_tts(options, set, renderer, warnings);
  }
}

}  // namespace

void add_build_command(CLI::App& app, BuildOptions& options, int& exit_code) {
  CLI::App* build = app.add_subcommand("build", "Render a card set into print-and-play PDFs");
  build->add_option("set-dir", options.set_dir, "The card set folder (holds set.toml)")->required();
  build->add_option("--paper", options.paper,
                    "Paper of the pnp sheets: a4, letter, a3, tabloid or all (a4 and letter); default: the set's")
      ->check(CLI::IsMember({"a4", "letter", "a3", "tabloid", "all"}));
  build->add_option("--sheet", options.sheet,
                    "Sheet preset of templates/sheets/ (such as a4-poker-gutter); default: <paper>-<card size>");
  build->add_option("--out", options.out_dir, "Output folder (default: output)");
  build->add_option("--target", options.targets,
                    "What to build, comma-separated: pnp (print-and-play PDF, the default), tgc (TheGameCrafter "
                    "PNGs), mpc (MakePlayingCards PNGs), dtc (DriveThruCards CMYK PDF/X-1a decks), tts (Tabletop "
                    "Simulator deck) or all")
      ->delimiter(',')
      ->check(CLI::IsMember(target_choices()));
  build->add_option("--backs", options.backs,
                    "Backs of the pnp sheets: duplex-long (default; each fronts page followed by its backs, "
                    "mirrored for long-edge flipping), duplex-short, separate (all backs after all fronts), fold "
                    "(backs beside fronts, to fold and glue) or none")
      ->check(CLI::IsMember(back_mode_names()));
  build->add_option("--marks", options.marks, "Crop-mark style: corner, cross, edge or none; default: the sheet's")
      ->check(CLI::IsMember(mark_style_names()));
  build->add_option("--back-offset", options.back_offset,
                    "Move the backs X,Y mm (right, down, seen from the front) to correct the printer; see calibrate");
  build->add_option("--back-rotation", options.back_rotation,
                    "Turn the backs DEG degrees clockwise (seen from the front) to correct the printer")
      ->check(CLI::Range(-5.0, 5.0));
  build->add_option("--back-bleed", options.back_bleed_mm,
                    "Bleed of the backs in mm where the sheet has room (wider than the fronts' hides misregistration)")
      ->check(CLI::Range(0.0, 10.0));
  build->add_option("--tts-base-url", options.tts_base_url,
                    "Where the tts images will be hosted (http:// or https://); default: file:// URLs of the "
                    "written images, which work only on this computer")
      ->check(CLI::Validator(
          [](std::string& url) -> std::string {
            if (url.rfind("https://", 0) == 0 || url.rfind("http://", 0) == 0) return "";
            return "must start with https:// or http://";
          },
          "URL"));
  build->add_option("--booklet-flip", options.booklet_flip,
                    "How the printer turns the imposed rules booklet's sheets: short-edge (default) or long-edge "
                    "(every back side is then printed upside down so it comes out right)")
      ->check(CLI::IsMember({"short-edge", "long-edge"}));
  build->add_option("--locale", options.locales,
                    "Build in these locales, comma-separated, into output/<set>/<locale>/: a language with a "
                    "locales/<lang>.po (de, fr, ...), all (every one), x-long (text 40 % longer, accented) or x-debug "
                    "(every message bracketed)")
      ->delimiter(',');
  build->add_flag("-v,--verbose", options.verbose, "Print the files written and the text layout report");
  build->callback([&options, &exit_code] { exit_code = run_build(options); });
}

namespace {

// One build of the set: in its own words, or in `locale` when one is given.
void build_once(const BuildOptions& options, const CardSet& source, const fs::path& home, Diagnostics& warnings) {
  std::unique_ptr<LocaleBuild> locale;
  Diagnostics problems;
  if (!options.locale.empty()) {
    locale = std::make_unique<LocaleBuild>(source, options.locale, problems);
    if (problems.has_errors()) throw InputError(problems);
  }
  const CardSet& set = locale ? locale->set() : source;
  // A set built on another finds templates and art in its bases too (card_set.hpp).
  TemplateLibrary templates(template_dirs(source, home));
  if (locale) locale->localize(templates);
  const std::vector<fs::path> roots = asset_roots(source, home);
  check_bindings(set, templates, roots, problems);
  if (problems.has_errors()) throw InputError(problems);
  FontContext fonts(load_font_manifest(home / "fonts" / "manifest.toml"), locale ? locale->language().tag : "");
  CardRenderer renderer(set, templates, fonts, roots);
  if (locale) locale->localize(renderer, templates);
  renderer.preflight(problems);
  BookletBuild booklet(set, &renderer, fonts, warnings);
  if (locale) locale->localize(booklet);
  const bool has_booklet = booklet.load(problems);
  ExtrasBuild extras(set, fonts);
  if (locale) locale->localize(extras);
  extras.load(problems, warnings);
  const SheetWords words = locale ? locale->sheet_words() : SheetWords{};
  extras.set_sheet_words(words);
  if (problems.has_errors()) throw InputError(problems);
  warnings.append(problems);

  const std::vector<OutputTarget> targets = expand_targets(options.targets);
  for (OutputTarget target : targets) build_target(target, options, set, renderer, fonts, words, home, warnings);
  if (std::find(targets.begin(), targets.end(), OutputTarget::pnp) != targets.end()) {
    if (!extras.empty()) build_extras(options, set, extras);
    if (has_booklet) build_booklet(options, set, booklet);
  }
  if (options.verbose) std::cout << format_layout_report(renderer.report(), false);
  if (locale) {
    // The build report: every message printed in the source language.
    warnings.append(locale->fallbacks());
    if (options.verbose) std::cout << "locale " << locale->summary() << "\n";
  }
}

}  // namespace

int run_build(const BuildOptions& options) {
  const fs::path set_dir = options.set_dir;
  Diagnostics warnings;
  try {
    const fs::path home = find_project_home(set_dir);
    const CardSet set = load_card_set(set_dir, warnings);
    if (options.locales.empty()) {
      build_once(options, set, home, warnings);
    } else {
      Diagnostics problems;
      const std::vector<std::string> locales = resolve_locales(set, options.locales, problems);
      if (problems.has_errors()) throw InputError(problems);
      for (const std::string& locale : locales) {
        BuildOptions one = options;
        one.locale = locale;
        build_once(one, set, home, warnings);
      }
    }
    std::cerr << warnings.format_all();
    return 0;
  } catch (const InputError& e) {
    std::cerr << warnings.format_all() << e.diagnostics().format_all();
    return 2;
  } catch (const std::exception& e) {
    std::cerr << warnings.format_all() << "deckwright: error: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace dw
