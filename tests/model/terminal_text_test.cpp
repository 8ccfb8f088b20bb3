// Pins terminal safety: control characters, C1 controls, bidi overrides and isolates and bytes
// that are not UTF-8 come out as visible escapes, in terminal_text and in every part of a
// formatted diagnostic; ordinary text, accents and symbols pass unchanged.
#include "model/terminal_text.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "model/diagnostic.hpp"

namespace dw {
namespace {

// True when `s` holds a byte a terminal could act on (C0, DEL) or a C1/bidi code point.
bool has_raw_control(const std::string& s) {
  for (unsigned char c : s)
    if ((c < 0x20 && c != '\n') || c == 0x7F) return true;
  for (const char* bad : {"\xC2\x9B", "\xE2\x80\xAE", "\xE2\x81\xA6", "\xE2\x80\xAA"})
    if (s.find(bad) != std::string::npos) return true;
  return false;
}

TEST(TerminalText, EscapesControlSequences) {
  EXPECT_EQ(terminal_text("a\x1b[2Jb"), "a\\x1b[2Jb");
  EXPECT_EQ(terminal_text("\x1b]52;c;aGk=\x07"), "\\x1b]52;c;aGk=\\x07");
  EXPECT_EQ(terminal_text("del\x7f"), "del\\x7f");
  EXPECT_EQ(terminal_text(std::string("nul\0end", 7)), "nul\\x00end");
  EXPECT_EQ(terminal_text("two\nlines\tand tab"), "two\\x0alines\\x09and tab");
  EXPECT_EQ(terminal_text("two\nlines\tand tab", LineBreaks::keep), "two\nlines\tand tab");
  EXPECT_EQ(terminal_text("cr\r", LineBreaks::keep), "cr\\x0d");
}

TEST(TerminalText, EscapesC1BidiAndBrokenUtf8) {
  EXPECT_EQ(terminal_text("csi\xC2\x9B" "2J"), "csi\\u{9b}2J");                        // U+009B
  EXPECT_EQ(terminal_text("abc\xE2\x80\xAE" "fed"), "abc\\u{202e}fed");                // RIGHT-TO-LEFT OVERRIDE
  EXPECT_EQ(terminal_text("\xE2\x81\xA6x\xE2\x81\xA9"), "\\u{2066}x\\u{2069}");        // isolates
  EXPECT_EQ(terminal_text("raw\x9b" "2J"), "raw\\x9b2J");                               // 8-bit CSI, not UTF-8
  EXPECT_EQ(terminal_text("cut\xE2\x80"), "cut\\xe2\\x80");                             // truncated sequence
  EXPECT_EQ(terminal_text("\xC0\xAF"), "\\xc0\\xaf");                                   // overlong '/'
}

TEST(TerminalText, LeavesOrdinaryTextAlone) {
  const std::string text = "Épée · 剣 ⚔ \xF0\x9F\x83\x81 \"quoted\" \\ back-slash";
  EXPECT_EQ(terminal_text(text), text);
  EXPECT_EQ(terminal_text("\xE2\x80\x8F"), "\xE2\x80\x8F");  // a right-to-left mark is not an override
}

TEST(TerminalText, ValidUtf8) {
  EXPECT_TRUE(is_valid_utf8("Épée ⚔ \xF0\x9F\x83\x81"));
  EXPECT_FALSE(is_valid_utf8("cut\xE2\x80"));
  EXPECT_FALSE(is_valid_utf8("\xC0\xAF"));
  EXPECT_FALSE(is_valid_utf8("\xED\xA0\x80"));  // a UTF-16 surrogate
}

TEST(TerminalText, EveryPartOfADiagnosticIsEscaped) {
  const std::string hostile = "x\x1b[2J\x1b]52;c;aGk=\x07\xE2\x80\xAEy";
  const Diagnostic d{Severity::error, SourcePos{"cards/" + hostile + ".toml", 3, 4}, "unknown key '" + hostile + "'",
                     "remove '" + hostile + "'", hostile, hostile};
  const std::string text = format_diagnostic(d);
  EXPECT_FALSE(has_raw_control(text)) << text;
  EXPECT_THAT(text, ::testing::HasSubstr("cards/x\\x1b[2J\\x1b]52;c;aGk=\\x07\\u{202e}y.toml:3:4: error: unknown key 'x\\x1b[2J"))
      << text;
  EXPECT_THAT(text, ::testing::HasSubstr("\n  hint: remove 'x\\x1b")) << text;
  // A newline in a quoted value cannot start a line that looks like another diagnostic.
  const Diagnostic fake{Severity::error, SourcePos{"a.toml", 1, 1}, "bad 'v\nset.toml:1:1: error: forged'", "", "", ""};
  EXPECT_THAT(format_diagnostic(fake), ::testing::Not(::testing::HasSubstr("\n")));
}

// A message quoting a megabyte expression is shown with its middle left out (issue 20: messages
// quoted whole megabyte expressions); its start and end stay, cut between UTF-8 characters.
TEST(TerminalText, AHugeQuotedInputIsShortened) {
  std::string expression;
  for (int i = 0; i < 200000; ++i) expression += "value + \u00e9 ";
  const Diagnostic d{Severity::error, SourcePos{"t.toml", 8, 4}, "bad expression '" + expression + "1' in element 'text2'",
                     "hint", "", ""};
  const std::string text = format_diagnostic(d);
  EXPECT_LT(text.size(), kMaxShownMessage + 200) << "was " << text.size();
  EXPECT_THAT(text, ::testing::StartsWith("t.toml:8:4: error: bad expression 'value + \u00e9 value"));
  EXPECT_THAT(text, ::testing::HasSubstr(" bytes left out ...] "));
  EXPECT_THAT(text, ::testing::HasSubstr("value + \u00e9 1' in element 'text2'\n  hint: hint"));
  EXPECT_FALSE(has_raw_control(text));
  const std::string shown = shortened_for_message(d.message);
  EXPECT_TRUE(is_valid_utf8(shown));
  EXPECT_EQ(shortened_for_message("short"), "short");
}

}  // namespace
}  // namespace dw
