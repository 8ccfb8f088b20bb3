// Pins length parsing and the named size tables.
#include "model/units.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace dw {
namespace {

TEST(Units, ParsesEveryUnit) {
  EXPECT_NEAR(*parse_length_pt("25.4mm", nullptr), 72.0, 1e-9);
  EXPECT_NEAR(*parse_length_pt("2.54cm", nullptr), 72.0, 1e-9);
  EXPECT_NEAR(*parse_length_pt("0.125in", nullptr), 9.0, 1e-9);
  EXPECT_NEAR(*parse_length_pt("12pt", nullptr), 12.0, 1e-9);
  EXPECT_NEAR(*parse_length_pt(" 3 mm ", nullptr), mm_to_pt(3), 1e-9);
}

TEST(Units, LengthsStopAtTenMetresEitherWay) {
  EXPECT_NEAR(*parse_length_pt("10000mm", nullptr), mm_to_pt(10000), 1e-6);
  EXPECT_NEAR(*parse_length_pt("-1000cm", nullptr), mm_to_pt(-10000), 1e-6);
  for (const char* text : {"10001mm", "-10001mm", "1001cm", "394in", "28347pt", "1e300mm"}) {
    std::string why;
    EXPECT_FALSE(parse_length_pt(text, &why)) << text;
    EXPECT_THAT(why, ::testing::HasSubstr("is longer than the limit of 10 m (10000 mm)")) << text << ": " << why;
  }
}

TEST(Units, RefusesMissingAndUnknownUnits) {
  std::string why;
  EXPECT_FALSE(parse_length_pt("3", &why));
  EXPECT_THAT(why, ::testing::HasSubstr("no unit")) << why;
  EXPECT_FALSE(parse_length_pt("3px", &why));
  EXPECT_THAT(why, ::testing::HasSubstr("unknown unit 'px'")) << why;
  EXPECT_FALSE(parse_length_pt("mm", &why));
  EXPECT_FALSE(parse_length_pt("inf mm", &why));
}

TEST(Units, NamedCardSizes) {
  auto poker = named_card_size("poker");
  ASSERT_TRUE(poker);
  EXPECT_NEAR(poker->width, 180.0, 1e-9);
  EXPECT_NEAR(poker->height, 252.0, 1e-9);
  auto eu = named_card_size("poker-eu");
  ASSERT_TRUE(eu);
  EXPECT_NEAR(pt_to_mm(eu->width), 63.0, 1e-9);
  EXPECT_NEAR(pt_to_mm(eu->height), 88.0, 1e-9);
  for (const char* name : {"bridge", "mini", "tarot", "square"}) EXPECT_TRUE(named_card_size(name)) << name;
  EXPECT_FALSE(named_card_size("jumbo"));
}

TEST(Units, Papers) {
  EXPECT_NEAR(named_paper_size("a4")->width, 595.2756, 1e-3);
  EXPECT_NEAR(named_paper_size("letter")->width, 612.0, 1e-9);
  EXPECT_NEAR(named_paper_size("letter")->height, 792.0, 1e-9);
}

}  // namespace
}  // namespace dw
