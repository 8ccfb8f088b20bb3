// build_command: the build pipeline, from card set folder to finished outputs: load and check
// everything first, then hand each requested target to its writer in print/.
#include "cli/build_command.hpp"

#include <cstdio>
#include <iostream>

#include "cli/project_home.hpp"
#include "model/binding.hpp"
#include "model/card_set_loader.hpp"
#include "print/back_mode.hpp"
#include "print/output_target.hpp"
#include "print/pnp_sheet.hpp"
#include "print/pod_export.hpp"
#include "print/tts_export.hpp"
#include "render/card_renderer.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

void build_pnp(const BuildOptions& options, const CardSet& set, CardRenderer& renderer, Diagnostics& warnings) {
  const BackMode backs = parse_back_mode(options.backs).value_or(BackMode::duplex_long);
  // The default mode keeps the plain name; other modes name themselves: clashing-blades-a4-separate.pdf
  const std::string suffix = backs == BackMode::duplex_long ? "" : std::string("-") + back_mode_name(backs);
  std::vector<std::string> papers;
  if (options.paper == "all") papers = {"a4", "letter"};
  else papers = {options.paper.empty() ? set.default_paper : options.paper};
  const SizePt card_size{set.card.width, set.card.height};
  for (const auto& paper : papers) {
    const SheetLayout layout = layout_sheet(paper, card_size);
    const fs::path pdf = fs::path(options.out_dir) / set.id / (set.id + "-" + paper + suffix + ".pdf");
    const PnpStats stats = write_pnp_pdf(set, renderer, layout, pdf, warnings, backs);
    if (options.verbose)
      std::cout << "wrote " << pdf.string() << ": " << stats.cards << " cards on " << stats.sheets << " sheets ("
                << (backs == BackMode::none ? "fronts only" : backs == BackMode::separate ? "fronts, then backs"
                                                              : "fronts and backs")
                << ")\n";
  }
}

void build_pod(const PodService& service, const BuildOptions& options, const CardSet& set, CardRenderer& renderer,
               Diagnostics& warnings) {
  const fs::path dir = fs::path(options.out_dir) / set.id / service.name;
  const PodStats stats = write_pod_pngs(set, renderer, service, dir, warnings);
  if (options.verbose)
    std::cout << "wrote " << dir.string() << ": " << stats.files << " PNGs of " << stats.canvas.width << "x"
              << stats.canvas.height << " px at " << service.ppi << " ppi for " << stats.cards << " cards\n";
}

void build_tts(const BuildOptions& options, const CardSet& set, CardRenderer& renderer, Diagnostics& warnings) {
  const fs::path dir = fs::path(options.out_dir) / set.id / "tts";
  const TtsStats stats = write_tts_deck(set, renderer, dir, options.tts_base_url, warnings);
  if (options.verbose) {
    const TtsSheet& first = stats.sheets.front();
    std::cout << "wrote " << stats.json.string() << ": " << stats.cards << " cards, " << stats.faces << " faces on "
              << stats.sheets.size() << " sheets of up to " << first.columns << "x" << first.rows << " cells of "
              << first.cell_width << "x" << first.cell_height << " px, "
              << (stats.unique_backs ? "a back sheet per sheet" : "one back image") << "\n";
  }
}

void build_target(OutputTarget target, const BuildOptions& options, const CardSet& set, CardRenderer& renderer,
                  Diagnostics& warnings) {
  switch (target) {
    case OutputTarget::pnp: return build_pnp(options, set, renderer, warnings);
    case OutputTarget::tgc: return build_pod(tgc_service(), options, set, renderer, warnings);
    case OutputTarget::mpc: return build_pod(mpc_service(), options, set, renderer, warnings);
    case OutputTarget::tts: return build_tts(options, set, renderer, warnings);
  }
}

}  // namespace

void add_build_command(CLI::App& app, BuildOptions& options, int& exit_code) {
  CLI::App* build = app.add_subcommand("build", "Render a card set into print-and-play PDFs");
  build->add_option("set-dir", options.set_dir, "The card set folder (holds set.toml)")->required();
  build->add_option("--paper", options.paper, "Paper size: a4, letter or all (default: the set's paper)")
      ->check(CLI::IsMember({"a4", "letter", "all"}));
  build->add_option("--out", options.out_dir, "Output folder (default: output)");
  build->add_option("--target", options.targets,
                    "What to build, comma-separated: pnp (print-and-play PDF, the default), tgc (TheGameCrafter "
                    "PNGs), mpc (MakePlayingCards PNGs), tts (Tabletop Simulator deck) or all")
      ->delimiter(',')
      ->check(CLI::IsMember(target_choices()));
  build->add_option("--backs", options.backs,
                    "Backs of the pnp sheets: duplex-long (default; each fronts page followed by its backs, "
                    "mirrored for long-edge flipping), duplex-short, separate (all backs after all fronts) or none")
      ->check(CLI::IsMember(back_mode_names()));
  build->add_option("--tts-base-url", options.tts_base_url,
                    "Where the tts images will be hosted (http:// or https://); default: file:// URLs of the "
                    "written images, which work only on this computer")
      ->check(CLI::Validator(
          [](std::string& url) -> std::string {
            if (url.rfind("https://", 0) == 0 || url.rfind("http://", 0) == 0) return "";
            return "must start with https:// or http://";
          },
          "URL"));
  build->add_flag("-v,--verbose", options.verbose, "Print the files written and the text layout report");
  build->callback([&options, &exit_code] { exit_code = run_build(options); });
}

int run_build(const BuildOptions& options) {
  const fs::path set_dir = options.set_dir;
  Diagnostics warnings;
  try {
    const fs::path home = find_project_home(set_dir);
    CardSet set = load_card_set(set_dir, warnings);
    TemplateLibrary templates({set_dir / "templates", home / "templates" / "cards"});
    const std::vector<fs::path> asset_roots = {set_dir, home};
    Diagnostics problems;
    check_bindings(set, templates, asset_roots, problems);
    if (problems.has_errors()) throw InputError(problems);
    FontContext fonts(load_font_manifest(home / "fonts" / "manifest.toml"));
    CardRenderer renderer(set, templates, fonts, asset_roots);
    renderer.preflight(problems);
    if (problems.has_errors()) throw InputError(problems);
    warnings.append(problems);

    for (OutputTarget target : expand_targets(options.targets)) build_target(target, options, set, renderer, warnings);
    if (options.verbose) std::cout << format_layout_report(renderer.report(), false);
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
