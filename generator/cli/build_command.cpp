// build_command: the build pipeline, from card set folder to finished PDFs.
#include "cli/build_command.hpp"

#include <cstdio>
#include <iostream>

#include "cli/project_home.hpp"
#include "model/binding.hpp"
#include "model/card_set_loader.hpp"
#include "print/pnp_sheet.hpp"
#include "render/card_renderer.hpp"

namespace fs = std::filesystem;

namespace dw {

void add_build_command(CLI::App& app, BuildOptions& options, int& exit_code) {
  CLI::App* build = app.add_subcommand("build", "Render a card set into print-and-play PDFs");
  build->add_option("set-dir", options.set_dir, "The card set folder (holds set.toml)")->required();
  build->add_option("--paper", options.paper, "Paper size: a4, letter or all (default: the set's paper)")
      ->check(CLI::IsMember({"a4", "letter", "all"}));
  build->add_option("--out", options.out_dir, "Output folder (default: output)");
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

    std::vector<std::string> papers;
    if (options.paper == "all") papers = {"a4", "letter"};
    else papers = {options.paper.empty() ? set.default_paper : options.paper};
    const SizePt card_size{set.card.width, set.card.height};
    for (const auto& paper : papers) {
      const SheetLayout layout = layout_sheet(paper, card_size);
      const fs::path pdf = fs::path(options.out_dir) / set.id / (set.id + "-" + paper + ".pdf");
      const PnpStats stats = write_pnp_pdf(set, renderer, layout, pdf, warnings);
      if (options.verbose)
        std::cout << "wrote " << pdf.string() << ": " << stats.cards << " cards on " << stats.sheets
                  << " sheets (fronts and backs)\n";
    }
    if (options.verbose) {
      for (const auto& line : renderer.report()) {
        if (line.face != Face::front) continue;
        std::printf("layout %s %s size=%.2fpt lines=%d overflow=%.2fmm\n", line.card_id.c_str(), line.element.c_str(),
                    line.size, line.lines, line.overflow_mm);
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
