// The template gallery (tests/gallery) end to end: its proof's layout report matches the golden
// dump; the warnings it is built to show appear; line breaks are the same in the PDF and in the
// PNG proofs; the PDF passes qpdf, is byte-identical when built again, and carries the JPEG
// photo byte for byte and every image once, however often it is drawn.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "print/sheet_layout.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;

const std::string kGallery = std::string(DW_SOURCE_DIR) + "/tests/gallery";

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// Words of a text, whitespace collapsed.
std::string words(const std::string& text) {
  std::istringstream in(text);
  std::string out, word;
  while (in >> word) out += (out.empty() ? "" : " ") + word;
  return out;
}

struct Images {
  std::string list;  // pdfimages -list output
  std::vector<std::vector<std::string>> rows;  // its table rows, split on spaces
};

Images list_images(const std::string& pdf) {
  const auto r = run_command("pdfimages -list " + shell_quote(pdf));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  Images images{r.out, {}};
  const auto all = lines_of(r.out);
  for (std::size_t i = 2; i < all.size(); ++i) {  // two header lines
    std::istringstream in(all[i]);
    std::vector<std::string> cells;
    for (std::string c; in >> c;) cells.push_back(c);
    if (cells.size() > 9) images.rows.push_back(cells);
  }
  return images;
}

TEST(Gallery, ProofLayoutMatchesTheGoldenDump) {
  TempDir out;
  const auto report = out.path() / "layout.txt";
  const auto r = run_command(shell_quote(deckwright_binary()) + " proof " + shell_quote(kGallery) + " --out " +
                             shell_quote(out.path().string()) + " --report " + shell_quote(report.string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string actual = read_file(report);
  const std::string golden = read_file(kGallery + "/golden/layout.txt");
  if (actual != golden) {
    const std::string kept = std::string(DW_BINARY_DIR) + "/gallery-layout.txt";
    std::ofstream(kept) << actual;
    const auto diff = run_command("diff -u " + shell_quote(kGallery + "/golden/layout.txt") + " " + shell_quote(kept));
    ADD_FAILURE() << "the gallery's layout changed; review and, if intended, run\n  cp " << kept << " "
                  << kGallery << "/golden/layout.txt\n" << diff.out;
  }
  // What the gallery is built to show: one text box too small, one image too coarse...
  EXPECT_THAT(r.err, ::testing::HasSubstr("text.toml:190:8: warning: text of element 'overflow' (field 'note') overflows its box by 2.1 mm at min_size 5 pt [card text-b]")) << r.err;
  EXPECT_THAT(r.err, ::testing::HasSubstr("images.toml:142:1: warning: image 'art/coarse-shield.png' of element 'coarse' prints at 87 ppi, below 300 ppi [card images-a]")) << r.err;
  // ... and, as the design-risk checks see it, a frame close to the trim and a corner ribbon's
  // text past the safe zone (the gallery keeps them: they show the warnings).
  EXPECT_THAT(r.err, ::testing::HasSubstr("base.toml:15:1: warning: element 'frame' of templates 'shapes', 'text', 'images' runs along the trim within 3.0 mm")) << r.err;
  EXPECT_THAT(r.err, ::testing::HasSubstr("shapes.toml:385:1: warning: text element 'ribbon-text' of template 'shapes' reaches 2.3 mm outside the safe zone")) << r.err;
  EXPECT_EQ(lines_of(r.err).size(), 8u) << "four warnings with a hint each, nothing else: " << r.err;
  // Every face and the contact sheet.
  for (const char* name : {"001-shapes-a-front.png", "002-shapes-b-back.png", "006-images-b-front.png", "contact-sheet.png"})
    EXPECT_TRUE(std::filesystem::is_regular_file(out.path() / "gallery" / "proof" / name)) << name;
}

TEST(Gallery, LineBreaksAreTheSameInThePdfAndThePngProof) {
  TempDir out;
  const auto report = out.path() / "layout.txt";
  const auto proof = run_command(shell_quote(deckwright_binary()) + " proof " + shell_quote(kGallery) + " --out " +
                                 shell_quote(out.path().string()) + " --report " + shell_quote(report.string()));
  ASSERT_EQ(proof.exit_code, 0) << proof.err;
  const auto build = run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(kGallery) + " --out " +
                                 shell_quote(out.path().string()) + " --verbose");
  ASSERT_EQ(build.exit_code, 0) << build.err;
  // The same sizes, line counts and fonts for every text box of every face...
  std::vector<std::string> from_proof, from_build;
  std::vector<std::string> justified;  // ... and the lines of text-a's justified paragraph, as the proof reports them
  bool in_justified = false;
  for (const auto& line : lines_of(read_file(report))) {
    if (line.rfind("layout ", 0) == 0) from_proof.push_back(line);
    if (line.rfind("layout ", 0) == 0) in_justified = line.rfind("layout text-a front justified ", 0) == 0;
    else if (in_justified) justified.push_back(line.substr(4));
  }
  for (const auto& line : lines_of(build.out))
    if (line.rfind("layout ", 0) == 0) from_build.push_back(line);
  EXPECT_EQ(from_proof, from_build);
  ASSERT_EQ(justified.size(), 4u);
  // ... and the PDF really breaks the paragraph there: the text inside its box on the page, line by line.
  const SheetLayout layout = layout_sheet("a4", SizePt{mm_to_pt(63.5), mm_to_pt(88.9)});
  const Slot slot = layout.front_slot(3);  // shapes-a, shapes-b twice, then text-a
  const double x = slot.x + mm_to_pt(6.5), y = slot.y + mm_to_pt(38.5), w = mm_to_pt(50.5), h = mm_to_pt(16);
  const auto text = run_command("pdftotext -f 1 -l 1 -r 72 -layout -x " + std::to_string(static_cast<int>(x)) + " -y " +
                                std::to_string(static_cast<int>(y)) + " -W " + std::to_string(static_cast<int>(w)) + " -H " +
                                std::to_string(static_cast<int>(h)) + " " +
                                shell_quote((out.path() / "gallery" / "gallery-a4.pdf").string()) + " -");
  ASSERT_EQ(text.exit_code, 0) << text.err;
  std::vector<std::string> pdf_lines;
  for (const auto& line : lines_of(text.out))
    if (!words(line).empty()) pdf_lines.push_back(words(line));
  ASSERT_EQ(pdf_lines.size(), justified.size()) << text.out;
  for (std::size_t i = 0; i < justified.size(); ++i) EXPECT_EQ(pdf_lines[i], words(justified[i])) << "line " << i + 1;
}

TEST(Gallery, PdfCarriesTheJpegAsItIsAndEveryImageOnce) {
  TempDir out;
  const auto build = run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(kGallery) + " --out " +
                                 shell_quote(out.path().string()));
  ASSERT_EQ(build.exit_code, 0) << build.err;
  const std::string pdf = (out.path() / "gallery" / "gallery-a4.pdf").string();
  const Images images = list_images(pdf);
  // pdfimages lists every placement; the object ID column (the 11th) tells which image object
  // each one shows. Columns: page num type width height color comp bpc enc interp object ID ...
  std::map<std::string, std::set<std::string>> objects_per_size;
  std::set<std::string> jpegs;
  int placements = 0;
  for (const auto& row : images.rows) {
    if (row[2] != "image") continue;
    ++placements;
    objects_per_size[row[3] + "x" + row[4]].insert(row[10]);
    if (row[8] == "jpeg") {
      jpegs.insert(row[10]);
      EXPECT_EQ(row[3] + "x" + row[4], "760x480");
    }
  }
  EXPECT_GT(placements, 10);
  EXPECT_EQ(jpegs.size(), 1u) << "dusk.jpg is drawn eight times on two cards: " << images.list;
  for (const auto& [size, objects] : objects_per_size) EXPECT_EQ(objects.size(), 1u) << size << "\n" << images.list;
  EXPECT_TRUE(objects_per_size.count("640x640")) << "texture.png\n" << images.list;
  EXPECT_TRUE(objects_per_size.count("128x128")) << "coin.png\n" << images.list;
  EXPECT_TRUE(objects_per_size.count("24x24")) << "coarse-shield.png\n" << images.list;
  // Clean for qpdf, and the same bytes when built again.
  const auto check = run_command("qpdf --check " + shell_quote(pdf));
  EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
  TempDir again;
  ASSERT_EQ(run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(kGallery) + " --out " +
                        shell_quote(again.path().string())).exit_code, 0);
  EXPECT_TRUE(read_file(pdf) == read_file(again.path() / "gallery" / "gallery-a4.pdf")) << "not byte-identical";
    // The embedded JPEG is the file's own bytes: never decoded and compressed again.
  const auto extracted = run_command("cd " + shell_quote(out.path().string()) + " && pdfimages -j " + shell_quote(pdf) + " img");
  ASSERT_EQ(extracted.exit_code, 0) << extracted.err;
  std::string found;
  for (const auto& entry : std::filesystem::directory_iterator(out.path()))
    if (entry.path().extension() == ".jpg") found = read_file(entry.path());
  EXPECT_EQ(found, read_file(kGallery + "/art/dusk.jpg"));
}

TEST(Gallery, OneImageOnFiftyFourCardsIsEmbeddedOnce) {
  TempDir set;
  set.write("set.toml", "id = \"many\"\ntitle = \"Many\"\nversion = \"1\"\n[card]\nsize = \"poker\"\n[print]\nback = \"back\"\n");
  std::string cards;
  for (int i = 0; i < 54; ++i) cards += "[[card]]\nid = \"c" + std::to_string(i) + "\"\nkind = \"face\"\n";
  set.write("cards/cards.toml", cards);
  set.write("templates/face.toml", "[[element]]\ntype = \"image\"\nsrc = \"art/dusk.jpg\"\nfit = \"cover\"\n"
                                   "[[element]]\ntype = \"image\"\nsrc = \"art/texture.png\"\nwidth = \"20mm\"\nheight = \"20mm\"\n");
  set.write("templates/back.toml", "[[element]]\ntype = \"image\"\nsrc = \"art/texture.png\"\nbleed = true\nfit = \"cover\"\n");
  std::filesystem::create_directories(set.path() / "art");
  std::filesystem::copy_file(kGallery + "/art/dusk.jpg", set.path() / "art/dusk.jpg");
  std::filesystem::copy_file(kGallery + "/art/texture.png", set.path() / "art/texture.png");
  TempDir out;
  const auto build = run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) + " --out " +
                                 shell_quote(out.path().string()));
  ASSERT_EQ(build.exit_code, 0) << build.err;
  const Images images = list_images((out.path() / "many" / "many-a4.pdf").string());
  std::set<std::string> jpeg, png;  // image object IDs
  int jpeg_placements = 0, png_placements = 0;
  for (const auto& row : images.rows) {
    if (row[2] != "image") continue;
    if (row[8] == "jpeg") jpeg.insert(row[10]), ++jpeg_placements;
    else if (row[3] == "640") png.insert(row[10]), ++png_placements;
  }
  EXPECT_EQ(jpeg_placements, 54);
  EXPECT_EQ(png_placements, 108);
  EXPECT_EQ(jpeg.size(), 1u) << "one JPEG object for 54 cards: " << images.list;
  EXPECT_EQ(png.size(), 1u) << "one texture object for 54 fronts and 54 backs: " << images.list;
}

}  // namespace
}  // namespace dw
