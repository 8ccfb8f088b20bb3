// Pins the RFC 4180 reader: quoting, doubled quotes, multi-line cells, line ends, the byte order
// mark, cell positions, and each malformed input stopped at its line:col.
#include "model/csv_reader.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace dw {
namespace {

// Every record of `text`, or the error that stopped the reading as "line:col: message".
struct Read {
  std::vector<CsvRecord> records;
  std::string error;
};

Read read_all(std::string_view text, char delimiter = ',', std::size_t max_cells = 100) {
  Read out;
  CsvReader reader(text, delimiter, max_cells);
  CsvRecord record;
  while (reader.next(record)) out.records.push_back(record);
  if (reader.error())
    out.error = std::to_string(reader.error()->line) + ":" + std::to_string(reader.error()->column) + ": " +
                reader.error()->message;
  return out;
}

std::vector<std::string> texts(const CsvRecord& r) {
  std::vector<std::string> out;
  for (const auto& c : r.cells) out.push_back(c.text);
  return out;
}

using ::testing::ElementsAre;
using ::testing::HasSubstr;

TEST(CsvReader, PlainCellsAndPositions) {
  const Read r = read_all("id,name\nace,Ace of Spades\n");
  ASSERT_EQ(r.error, "");
  ASSERT_EQ(r.records.size(), 2u);
  EXPECT_THAT(texts(r.records[1]), ElementsAre("ace", "Ace of Spades"));
  EXPECT_EQ(r.records[1].line, 2);
  EXPECT_EQ(r.records[1].cells[1].line, 2);
  EXPECT_EQ(r.records[1].cells[1].column, 5);
  EXPECT_FALSE(r.records[1].cells[1].quoted);
}

TEST(CsvReader, QuotedCellsHoldCommasAndDoubledQuotes) {
  const Read r = read_all("a,b,c\n\"x, y\",\"say \"\"hi\"\"\",\"\"\n");
  ASSERT_EQ(r.error, "");
  EXPECT_THAT(texts(r.records[1]), ElementsAre("x, y", "say \"hi\"", ""));
  EXPECT_TRUE(r.records[1].cells[2].quoted);
  EXPECT_EQ(r.records[1].cells[1].column, 8);  // the opening quote
}

TEST(CsvReader, MultiLineCellsKeepTheirLineBreaksAndTheNextCellItsLine) {
  const Read r = read_all("a,b\r\n\"one\r\ntwo\nthree\",after\r\nx,y\r\n");
  ASSERT_EQ(r.error, "");
  ASSERT_EQ(r.records.size(), 3u);
  EXPECT_EQ(r.records[1].cells[0].text, "one\ntwo\nthree");
  EXPECT_EQ(r.records[1].cells[1].line, 4);
  EXPECT_EQ(r.records[1].cells[1].column, 8);
  EXPECT_EQ(r.records[2].line, 5);
}

TEST(CsvReader, LineEndsLfCrLfAndLoneCrAreAlike) {
  for (const char* text : {"a,b\n1,2\n", "a,b\r\n1,2\r\n", "a,b\r1,2\r", "a,b\n1,2"}) {
    const Read r = read_all(text);
    ASSERT_EQ(r.error, "") << text;
    ASSERT_EQ(r.records.size(), 2u) << text;
    EXPECT_THAT(texts(r.records[1]), ElementsAre("1", "2")) << text;
  }
}

TEST(CsvReader, SkipsTheByteOrderMarkAndCountsColumnsInCharacters) {
  const Read r = read_all("\xEF\xBB\xBFid,n\xC3\xA4me,x\n\xC3\xA9t\xC3\xA9,b,c\n");
  ASSERT_EQ(r.error, "");
  EXPECT_EQ(r.records[0].cells[0].text, "id");
  EXPECT_EQ(r.records[0].cells[0].column, 1);
  EXPECT_EQ(r.records[0].cells[2].column, 9);  // "id,näme," is 8 characters
  EXPECT_EQ(r.records[1].cells[1].column, 5);  // "été," is 4
}

TEST(CsvReader, EmptyLinesAreSkippedAndATrailingDelimiterIsAnEmptyCell) {
  const Read r = read_all("a,b\n\n1,\n\n\n");
  ASSERT_EQ(r.error, "");
  ASSERT_EQ(r.records.size(), 2u);
  EXPECT_THAT(texts(r.records[1]), ElementsAre("1", ""));
  EXPECT_EQ(r.records[1].line, 3);
}

TEST(CsvReader, TabSeparatedValues) {
  const Read r = read_all("a\tb\n\"x\ty\"\tz, w\n", '\t');
  ASSERT_EQ(r.error, "");
  EXPECT_THAT(texts(r.records[1]), ElementsAre("x\ty", "z, w"));
}

TEST(CsvReader, ARowWithTooManyCellsStopsAtTheFirstExtraOne) {
  const Read r = read_all("a,b\n1,2\n3,4,5\n");
  EXPECT_EQ(r.error, "3:5: the row has more cells than the header's 2");
  EXPECT_EQ(r.records.size(), 2u);
}

TEST(CsvReader, ARowShortOfCellsStopsWhereItEnds) {
  const Read r = read_all("a,b,c\n1,\"two\"\n");
  EXPECT_EQ(r.error, "2:8: the row has 2 cells, the header 3");
}

TEST(CsvReader, AnUnterminatedQuoteIsReportedAtTheQuote) {
  const Read r = read_all("a,b\n1,\"never\nclosed\n");
  EXPECT_EQ(r.error, "2:3: the quote that opens this cell is never closed");
}

TEST(CsvReader, TextAfterAClosingQuote) {
  const Read r = read_all("a,b\n\"x\"y,2\n");
  EXPECT_EQ(r.error, "2:4: text after the quote that closes the cell");
}

TEST(CsvReader, AQuoteInsideAnUnquotedCell) {
  const Read r = read_all("a,b\n6\" ruler,2\n");
  EXPECT_EQ(r.error, "2:2: a quote inside a cell that does not start with one");
}

TEST(CsvReader, ControlCharactersAndBytesThatAreNotUtf8) {
  EXPECT_EQ(read_all("a,b\n1,x\x01y\n").error, "2:4: the cell holds the control character U+0001");
  EXPECT_EQ(read_all("a,b\n1,caf\xE9\n").error, "2:6: the byte 0xE9 is not UTF-8");
  EXPECT_EQ(read_all("a,b\n1,\xED\xA0\x80\n").error, "2:3: the byte 0xED is not UTF-8");  // a surrogate
}

TEST(CsvReader, AMillionColumnsStopAtTheLimit) {
  std::string header(2'000'000, ',');
  const Read r = read_all(header, ',', 1024);
  EXPECT_EQ(r.error, "1:1025: the row has more than 1024 cells");
}

TEST(CsvCell, QuotesOnlyWhereNeeded) {
  EXPECT_EQ(csv_cell("plain text", ','), "plain text");
  EXPECT_EQ(csv_cell("a, b", ','), "\"a, b\"");
  EXPECT_EQ(csv_cell("a, b", '\t'), "a, b");
  EXPECT_EQ(csv_cell("say \"hi\"", ','), "\"say \"\"hi\"\"\"");
  EXPECT_EQ(csv_cell("two\nlines", ','), "\"two\nlines\"");
  EXPECT_EQ(csv_cell("", ','), "");
  EXPECT_EQ(csv_cell("", ',', true), "\"\"");
}

TEST(CsvCell, WhatItWritesReadsBack) {
  const std::vector<std::string> cells = {"", "a,b", "\"", "x\ny", "\"\"\"", " lead"};
  std::string line;
  for (std::size_t i = 0; i < cells.size(); ++i) line += (i ? "," : "") + csv_cell(cells[i], ',', cells[i].empty());
  const Read r = read_all(line + "\n");
  ASSERT_EQ(r.error, "");
  EXPECT_EQ(texts(r.records[0]), cells);
}

}  // namespace
}  // namespace dw
