// proof_command: the proof pipeline: load and check the set, preflight the chosen cards, warn of
// the templates' design risks (model/design_risks.hpp), then write their face PNGs, the contact
// sheet and the layout report.
#include "cli/proof_command.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <iostream>

#include "cli/guarded_run.hpp"
#include "model/card_set_loader.hpp"
#include "model/design_risks.hpp"
#include "model/suggest.hpp"
#include "pipeline/prepared_set.hpp"
#include "model/project_home.hpp"
#include "print/png_encoder.hpp"
#include "print/target_folder.hpp"
#include "render/proof_sheet.hpp"
#include "support/atomic_file.hpp"
#include "validate/terminal_summary.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

// The cards named on the command line, in the set's order; every card when none is named.
std::vector<const Card*> chosen_cards(const CardSet& set, const std::vector<std::string>& ids) {
  std::vector<const Card*> out;
  Diagnostics unknown;
  std::vector<std::string> all;
  for (const auto& card : set.cards) all.push_back(card.id);
  for (const auto& id : ids) {
    if (set.find_card(id)) continue;
    unknown.error(SourcePos{}, "no card '" + id + "' in set '" + set.id + "'" + did_you_mean(id, all),
                  "give the id of a card in " + set.set_file.string());
  }
  if (unknown.has_errors()) throw InputError(unknown);
  for (const auto& card : set.cards)
    if (ids.empty() || std::find(ids.begin(), ids.end(), card.id) != ids.end()) out.push_back(&card);
  return out;
}

}  // namespace

void add_proof_command(CLI::App& app, ProofOptions& options, int& exit_code) {
  CLI::App* proof = app.add_subcommand("proof", "Render card faces to PNG proofs and a contact sheet");
  proof->add_option("set-dir", options.set_dir, "The card set folder (holds set.toml)")->required();
  proof->add_option("--card", options.cards, "Only this card (by id); repeat for several");
  proof->add_option("--dpi", options.dpi, "Resolution of the face PNGs (default 150)")->check(CLI::Range(36.0, 1200.0));
  proof->add_flag("--guides", options.guides, "Draw the bleed edge, the trim line and the safe zone over each face");
  proof->add_flag("--ink-saver", options.ink_saver, "Proof the printer-friendly colours of build --ink-saver");
  proof->add_flag("--grayscale", options.grayscale,
                  "Proof in greys, as a black-and-white printer prints the cards (with --ink-saver: the ink saver's)");
  proof->add_option("--out", options.out_dir, "Output folder (default: output); proofs go to <out>/<set>/proof/");
  proof->add_option("--report", options.report_file, "Write the layout report (every text box's size, lines, font) here");
  proof->add_flag("-v,--verbose", options.verbose, "Print every face PNG written too");
  proof->callback([&options, &exit_code] { exit_code = run_proof(options); });
}

int run_proof(const ProofOptions& options) {
  return run_guarded([&](Diagnostics& warnings) {
    const fs::path home = find_project_home(options.set_dir);
    const CardSet set = load_card_set(options.set_dir, warnings);
    const std::vector<const Card*> cards = chosen_cards(set, options.cards);
    Diagnostics problems;
    PreparedSet prepared(set, home, PrepareOptions{"", PrepareStage::preflight, cards}, problems, warnings);
    if (problems.has_errors()) throw InputError(problems);
    warnings.append(problems);
    warn_design_risks(set, prepared.templates(), warnings);
    CardRenderer& renderer = prepared.renderer();
    renderer.set_ink_mode(options.ink_saver ? InkMode::saver : InkMode::full);

    const fs::path dir = fs::path(options.out_dir) / set.id / "proof";
    TargetFolder folder(dir, {".png"});
    const int digits = std::max(3, static_cast<int>(std::to_string(set.cards.size()).size()));
    validate::ProgressBar bar(stderr, isatty(fileno(stderr)) != 0);
    long long done = 0;
    for (const Card* card : cards) {
      bar.update("proof", done++, static_cast<long long>(cards.size()));
      const std::size_t position = static_cast<std::size_t>(card - set.cards.data()) + 1;
      char number[16];
      std::snprintf(number, sizeof number, "%0*zu", digits, position);
      for (Face face : {Face::front, Face::back}) {
        ProofImage image = render_proof_face(renderer, set.card, *card, face, options.dpi, options.guides, warnings);
        if (options.grayscale) convert_to_gray(image.get());
        const fs::path file =
            folder.write(std::string(number) + "-" + card->id + "-" + face_name(face) + ".png", encode_png(image.get(), options.dpi));
        if (options.verbose) std::cout << "wrote " << file.string() << "\n";
      }
    }
    bar.update("contact sheet", done, static_cast<long long>(cards.size()));
    ProofImage sheet = render_contact_sheet(renderer, prepared.fonts(), set, cards, warnings);
    if (options.grayscale) convert_to_gray(sheet.get());
    const fs::path sheet_file = folder.write("contact-sheet.png", encode_png(sheet.get(), 72));
    bar.done();
    std::cout << "wrote " << dir.string() << ": " << 2 * cards.size() << " face PNGs at " << options.dpi << " dpi ("
              << cards.size() << (cards.size() == 1 ? " card" : " cards") << ", front and back)\n";
    std::cout << "wrote " << sheet_file.string() << ": contact sheet of " << cards.size()
              << (cards.size() == 1 ? " card" : " cards") << "\n";
    // A proof of some cards leaves the other cards' proofs in place; a full proof replaces all.
    if (options.cards.empty()) folder.remove_stale();
    if (!options.report_file.empty()) {
      write_file_atomically(options.report_file, format_layout_report(renderer.report(), true));
      std::cout << "wrote " << options.report_file << ": layout report\n";
    }
    return 0;
  });
}

}  // namespace dw
