// proof_command: the proof pipeline: load and check the set, preflight the chosen cards, then
// write their face PNGs, the contact sheet and the layout report.
#include "cli/proof_command.hpp"

#include <algorithm>
#include <cstdio>
#include <iostream>

#include "cli/project_home.hpp"
#include "model/binding.hpp"
#include "model/card_set_loader.hpp"
#include "model/suggest.hpp"
#include "print/png_encoder.hpp"
#include "print/target_folder.hpp"
#include "render/proof_sheet.hpp"
#include "support/atomic_file.hpp"

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
    Diagnostic d;
    d.message = "no card '" + id + "' in set '" + set.id + "'" + did_you_mean(id, all);
    d.hint = "give the id of a card in " + set.set_file.string();
    unknown.add(d);
  }
  if (unknown.has_errors()) throw InputError(unknown);
  for (const auto& card : set.cards)
    if (ids.empty() || std::find(ids.begin(), ids.end(), card.id) != ids.end()) out.push_back(&card);
  return out;
}

void write_text_file(const fs::path& file, const std::string& text) {
  if (file.has_parent_path()) fs::create_directories(file.parent_path());
  AtomicFile out(file);
  FILE* f = std::fopen(out.temp_path().c_str(), "wb");
  if (!f) throw std::runtime_error(file.string() + ": cannot write");
  const bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
  if (std::fclose(f) != 0 || !ok) throw std::runtime_error(file.string() + ": cannot write");
  out.commit();
}

}  // namespace

void add_proof_command(CLI::App& app, ProofOptions& options, int& exit_code) {
  CLI::App* proof = app.add_subcommand("proof", "Render card faces to PNG proofs and a contact sheet");
  proof->add_option("set-dir", options.set_dir, "The card set folder (holds set.toml)")->required();
  proof->add_option("--card", options.cards, "Only this card (by id); repeat for several");
  proof->add_option("--dpi", options.dpi, "Resolution of the face PNGs (default 150)")->check(CLI::Range(36.0, 1200.0));
  proof->add_flag("--guides", options.guides, "Draw the bleed edge, the trim line and the safe zone over each face");
  proof->add_option("--out", options.out_dir, "Output folder (default: output); proofs go to <out>/<set>/proof/");
  proof->add_option("--report", options.report_file, "Write the layout report (every text box's size, lines, font) here");
  proof->add_flag("-v,--verbose", options.verbose, "Print the files written");
  proof->callback([&options, &exit_code] { exit_code = run_proof(options); });
}

int run_proof(const ProofOptions& options) {
  const fs::path set_dir = options.set_dir;
  Diagnostics warnings;
  try {
    const fs::path home = find_project_home(set_dir);
    CardSet set = load_card_set(set_dir, warnings);
    const std::vector<const Card*> cards = chosen_cards(set, options.cards);
    TemplateLibrary templates(template_dirs(set, home));
    const std::vector<fs::path> roots = asset_roots(set, home);
    Diagnostics problems;
    check_bindings(set, templates, roots, problems);
    if (problems.has_errors()) throw InputError(problems);
    FontContext fonts(load_font_manifest(home / "fonts" / "manifest.toml"));
    CardRenderer renderer(set, templates, fonts, roots);
    renderer.preflight(problems, cards);
    if (problems.has_errors()) throw InputError(problems);
    warnings.append(problems);

    const fs::path dir = fs::path(options.out_dir) / set.id / "proof";
    TargetFolder folder(dir, {".png"});
    const int digits = std::max(3, static_cast<int>(std::to_string(set.cards.size()).size()));
    for (const Card* card : cards) {
      const std::size_t position = static_cast<std::size_t>(card - set.cards.data()) + 1;
      char number[16];
      std::snprintf(number, sizeof number, "%0*zu", digits, position);
      for (Face face : {Face::front, Face::back}) {
        ProofImage image = render_proof_face(renderer, set.card, *card, face, options.dpi, options.guides, warnings);
        const fs::path file =
            folder.write(std::string(number) + "-" + card->id + "-" + face_name(face) + ".png", encode_png(image.get(), options.dpi));
        if (options.verbose) std::cout << "wrote " << file.string() << "\n";
      }
    }
    ProofImage sheet = render_contact_sheet(renderer, fonts, set, cards, warnings);
    const fs::path sheet_file = folder.write("contact-sheet.png", encode_png(sheet.get(), 72));
    if (options.verbose) std::cout << "wrote " << sheet_file.string() << "\n";
    // A proof of some cards leaves the other cards' proofs in place; a full proof replaces all.
    if (options.cards.empty()) folder.remove_stale();
    if (!options.report_file.empty()) {
      write_text_file(options.report_file, format_layout_report(renderer.report(), true));
      if (options.verbose) std::cout << "wrote " << options.report_file << "\n";
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
