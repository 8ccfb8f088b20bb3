// calibrate_command: options and running of `deckwright calibrate`.
#include "cli/calibrate_command.hpp"

#include <iostream>
#include <memory>

#include "cli/guarded_run.hpp"
#include "pipeline/prepared_set.hpp"
#include "model/project_home.hpp"
#include "print/calibration_sheet.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

struct CalibrateOptions {
  std::string paper = "a4";
  std::string backs = "duplex-long";
  std::string out;  // default: output/calibration-<paper>[-duplex-short].pdf
};

int run_calibrate(const CalibrateOptions& o) {
  return run_guarded([&](Diagnostics&) {
    const fs::path home = find_project_home(fs::current_path());
    FontContext fonts(project_font_manifest(home));
    const bool short_edge = o.backs == "duplex-short";
    const fs::path pdf =
        o.out.empty() ? fs::path("output") / ("calibration-" + o.paper + (short_edge ? "-duplex-short" : "") + ".pdf")
                      : fs::path(o.out);
    write_calibration_pdf(o.paper, short_edge ? MirrorAxis::horizontal : MirrorAxis::vertical, fonts, pdf);
    std::cout << "wrote " << pdf.string() << ": print it duplex (" << (short_edge ? "short" : "long")
              << " edge) at actual size and follow the steps on its first page\n";
    return 0;
  });
}

}  // namespace

void add_calibrate_command(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<CalibrateOptions>();
  CLI::App* cmd = app.add_subcommand(
      "calibrate", "Write a two-page duplex test sheet that measures your printer's back offset in 0.5 mm steps");
  cmd->add_option("--paper", options->paper, "Paper: a4 or letter (default a4)")->check(CLI::IsMember({"a4", "letter"}));
  cmd->add_option("--backs", options->backs, "How you print duplex: duplex-long (default) or duplex-short")
      ->check(CLI::IsMember({"duplex-long", "duplex-short"}));
  cmd->add_option("--out", options->out, "The PDF to write (default output/calibration-<paper>.pdf)");
  cmd->callback([options, &exit_code] { exit_code = run_calibrate(*options); });
}

}  // namespace dw
