// booklet_bench: Google Benchmark of booklet typesetting. A 40-page rules booklet of mixed
// content (chapters, sections, justified paragraphs with inline icons and emphasis, lists, example
// boxes, tables, rows of Clashing Blades! cards drawn as vectors) is parsed from Markdown and
// typeset into recorded A5 pages; a second benchmark also writes both PDFs (reading order and
// imposed, each through the qpdf pass). The Markdown is generated with a fixed seed, so every run
// typesets the same text. Run: build/dev/tests/bench/booklet_bench (see README, Performance).
#include <benchmark/benchmark.h>

#include <filesystem>
#include <random>
#include <sstream>

#include "booklet/booklet_style.hpp"
#include "booklet/booklet_typesetter.hpp"
#include "booklet/booklet_writer.hpp"
#include "booklet/figure_art.hpp"
#include "booklet/markdown_parser.hpp"
#include "model/binding.hpp"
#include "model/card_set_loader.hpp"
#include "render/card_renderer.hpp"
#include "render/font_manifest.hpp"
#include "render/rich_layout.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace {

const char* kWords[] = {"duelist", "blade",   "parry",  "riposte", "attack", "card",   "hand",   "strength", "threat",
                        "damage",  "health",  "deck",   "exchange", "turn",  "rank",   "suit",   "answer",   "clash",
                        "step",    "lunge",   "guard",  "point",   "fresh",  "shuffle", "deal",  "reveal",   "quick",
                        "steady",  "bold",    "careful", "opponent", "table", "moment", "choice", "tempo",    "edge"};

std::string sentence(std::mt19937& rng, int words) {
  std::uniform_int_distribution<std::size_t> pick(0, std::size(kWords) - 1);
  std::uniform_int_distribution<int> chance(0, 19);
  std::string s;
  for (int i = 0; i < words; ++i) {
    std::string w = kWords[pick(rng)];
    if (i == 0) w[0] = static_cast<char>(w[0] - 'a' + 'A');
    const int c = chance(rng);
    if (c == 0) w = "**" + w + "**";
    else if (c == 1) w = "*" + w + "*";
    else if (c == 2) w += " :spade:";
    else if (c == 3) w += " :diamond:";
    s += (i ? " " : "") + w;
  }
  return s + ".";
}

std::string paragraph(std::mt19937& rng) {
  std::string p;
  for (int i = 0; i < 5; ++i) p += sentence(rng, 9 + static_cast<int>(rng() % 8)) + " ";
  return p + "\n\n";
}

// About 40 A5 pages of mixed content.
std::string mixed_markdown() {
  std::mt19937 rng(20261121);
  std::ostringstream md;
  const char* cards[] = {"spade-3", "diamond-7", "club-9", "heart-6", "spade-10", "club-2"};
  for (int chapter = 1; chapter <= 9; ++chapter) {
    md << "# Chapter " << chapter << ": " << sentence(rng, 3) << "\n\n" << paragraph(rng);
    for (int section = 1; section <= 3; ++section) {
      md << "## Section " << chapter << "." << section << "\n\n" << paragraph(rng) << paragraph(rng);
      md << "- " << sentence(rng, 8) << "\n- " << sentence(rng, 12) << "\n- " << sentence(rng, 6) << "\n\n";
      md << "> **Example.** " << sentence(rng, 14) << " " << sentence(rng, 10) << "\n\n";
      if (section == 2) {
        md << "| Move | When | Effect |\n|:--|:--|:--|\n";
        for (int r = 0; r < 5; ++r) md << "| " << sentence(rng, 2) << " | " << sentence(rng, 3) << " | " << sentence(rng, 9) << " |\n";
        md << "\n";
      }
      if (section != 2) {
        md << "![" << sentence(rng, 2) << "](card:" << cards[(chapter + section) % 6] << ") ![" << sentence(rng, 2)
           << "](card:" << cards[(chapter + 2 * section) % 6] << ")\n\n";
      }
      md << "### Details\n\n" << paragraph(rng) << "1. " << sentence(rng, 10) << "\n2. " << sentence(rng, 7) << "\n\n";
    }
  }
  return md.str();
}

struct Fixture {
  fs::path set_dir = fs::path(DW_SOURCE_DIR) / "cardsets" / "clashing-blades";
  dw::Diagnostics warnings;
  dw::CardSet set = dw::load_card_set(set_dir, warnings);
  dw::TemplateLibrary templates{{set_dir / "templates", fs::path(DW_SOURCE_DIR) / "templates" / "cards"}};
  dw::FontContext fonts{dw::load_font_manifest(fs::path(DW_SOURCE_DIR) / "fonts" / "manifest.toml")};
  dw::CardRenderer renderer{set, templates, fonts, {set_dir, fs::path(DW_SOURCE_DIR)}};
  dw::RichLayoutEngine text{fonts, {set_dir / "art" / "icons", set_dir / "art"}};
  dw::FigureArt art{set, &renderer, warnings};
  dw::BookletConfig config;
  std::string markdown = mixed_markdown();
  Fixture() {
    config.title = "Benchmark Rules";
    config.subtitle = "Forty pages of mixed content";
    config.cover_art = set_dir / "art" / "cover.svg";
    config.back_text = "A booklet for timing.";
  }
};

Fixture& fixture() {
  static Fixture f;
  return f;
}

void BM_TypesetBooklet(benchmark::State& state) {
  Fixture& f = fixture();
  const dw::BookletStyle style = dw::booklet_style("a4", f.config);
  int pages = 0;
  for (auto _ : state) {
    dw::Diagnostics problems;
    const dw::BookletDocument doc = dw::parse_markdown(f.markdown, "bench.md", problems);
    if (problems.has_errors()) state.SkipWithError(problems.format_all().c_str());
    dw::BookletTypesetter typesetter(style, f.config, "1", f.text, f.art);
    const dw::TypesetBooklet booklet = typesetter.typeset(doc);
    pages = static_cast<int>(booklet.pages.size());
    benchmark::DoNotOptimize(pages);
  }
  state.counters["pages"] = pages;
  state.counters["markdown_kB"] = static_cast<double>(f.markdown.size()) / 1024.0;
}
BENCHMARK(BM_TypesetBooklet)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void BM_TypesetAndWriteBothPdfs(benchmark::State& state) {
  Fixture& f = fixture();
  const dw::BookletStyle style = dw::booklet_style("a4", f.config);
  dw::testing::TempDir out;
  int pages = 0;
  for (auto _ : state) {
    dw::Diagnostics problems;
    const dw::BookletDocument doc = dw::parse_markdown(f.markdown, "bench.md", problems);
    dw::BookletTypesetter typesetter(style, f.config, "1", f.text, f.art);
    const dw::TypesetBooklet booklet = typesetter.typeset(doc);
    dw::write_reading_order_pdf(booklet, style, f.config.title, out.path() / "reading.pdf");
    dw::write_imposed_pdf(booklet, style, f.config.title, dw::DuplexFlip::short_edge, out.path() / "imposed.pdf");
    pages = static_cast<int>(booklet.pages.size());
  }
  state.counters["pages"] = pages;
}
BENCHMARK(BM_TypesetAndWriteBothPdfs)->Unit(benchmark::kMillisecond)->MinTime(2.0);

}  // namespace

BENCHMARK_MAIN();
