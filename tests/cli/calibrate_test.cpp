// `deckwright calibrate`: the two-page PDF (size, duplex hint, fonts, qpdf, determinism, the
// readings printed), and the scale's arithmetic: for every printer shift within +-4 mm in 0.5 mm
// steps exactly one pair lines up, and the number printed there undoes the shift.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#define POINTERHOLDER_TRANSITION 4
#include <qpdf/QPDF.hh>

#include <cmath>
#include <sstream>

#include "print/calibration_sheet.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;

TEST(CalibrationScale, ExactlyOnePairLinesUpAndItsNumberUndoesTheShift) {
  using S = CalibrationScale;
  for (int step = -8; step <= 8; ++step) {
    const double shift = step * 0.5;  // where the printer puts the back, mm
    int aligned = 0;
    double correction = 99;
    for (int k = -S::kPairs; k <= S::kPairs; ++k)
      for (int j = -S::kPairs; j <= S::kPairs; ++j)
        if (std::abs(S::front_line_mm(k) - (S::back_line_mm(j) + shift)) < 0.2) {
          ++aligned;
          EXPECT_EQ(j, k) << "pair lines up with a neighbour's line at shift " << shift;
          correction = S::correction_mm(k);
        }
    EXPECT_EQ(aligned, 1) << shift;
    EXPECT_DOUBLE_EQ(correction, -shift);
  }
}

TEST(Calibrate, WritesTwoPagesForDuplexAtTheRightSize) {
  for (const char* paper : {"a4", "letter"}) {
    TempDir out;
    const std::string pdf = (out.path() / "cal.pdf").string(), again = (out.path() / "again.pdf").string();
    const auto r = run_command(shell_quote(deckwright_binary()) + " calibrate --paper " + paper + " --out " +
                               shell_quote(pdf));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    ASSERT_EQ(run_command(shell_quote(deckwright_binary()) + " calibrate --paper " + paper + " --out " +
                          shell_quote(again)).exit_code, 0);
    EXPECT_EQ(read_file(pdf), read_file(again)) << "two builds differ";
    const auto info = run_command("pdfinfo " + shell_quote(pdf));
    EXPECT_THAT(info.out, ::testing::HasSubstr("Pages:           2")) << info.out;
    EXPECT_THAT(info.out, ::testing::HasSubstr(std::string(paper) == "a4" ? "595.276 x 841.89 pts (A4)" : "612 x 792 pts (letter)"));
    EXPECT_EQ(run_command("qpdf --check " + shell_quote(pdf)).exit_code, 0);
    const auto fonts = run_command("pdffonts " + shell_quote(pdf));
    std::istringstream lines(fonts.out);
    std::string line;
    for (int n = 0; std::getline(lines, line); ++n)
      if (n >= 2) {
        EXPECT_THAT(line, ::testing::HasSubstr(" yes yes yes ")) << line;
      }
    QPDF q;
    q.processFile(pdf.c_str());
    EXPECT_EQ(q.getRoot().getKey("/ViewerPreferences").getKey("/Duplex").getName(), "/DuplexFlipLongEdge");
    const auto text = run_command("pdftotext -f 1 -l 1 " + shell_quote(pdf) + " -");
    for (const char* s : {"Duplex calibration: front", "--back-offset X,Y", "+4", "-3.5", "50 mm"})
      EXPECT_THAT(text.out, ::testing::HasSubstr(s)) << s;
  }
  TempDir out;
  const auto bad = run_command(shell_quote(deckwright_binary()) + " calibrate --paper a5 --out " +
                               shell_quote((out.path() / "x.pdf").string()));
  EXPECT_EQ(bad.exit_code, 2);
}

}  // namespace
}  // namespace dw
