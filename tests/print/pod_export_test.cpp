// pod_export: the canvas of every named card size at TheGameCrafter and MakePlayingCards
// (reference/print.md, section 1.1), and file names that pair fronts with backs.
#include "print/pod_export.hpp"

#include <gtest/gtest.h>

namespace dw {
namespace {

struct Expected {
  const char* size;
  int tgc_width, tgc_height, mpc_width, mpc_height;
};

class PodCanvasSizes : public ::testing::TestWithParam<Expected> {};

TEST_P(PodCanvasSizes, TrimPlusBleedAt300Ppi) {
  const Expected& e = GetParam();
  const auto trim = named_card_size(e.size);
  ASSERT_TRUE(trim);
  const PodCanvas tgc = pod_canvas(tgc_service(), *trim);
  EXPECT_EQ(tgc.width, e.tgc_width);
  EXPECT_EQ(tgc.height, e.tgc_height);
  EXPECT_DOUBLE_EQ(tgc.px_per_pt, 300.0 / 72.0);
  const PodCanvas mpc = pod_canvas(mpc_service(), *trim);
  EXPECT_EQ(mpc.width, e.mpc_width);
  EXPECT_EQ(mpc.height, e.mpc_height);
}

INSTANTIATE_TEST_SUITE_P(NamedSizes, PodCanvasSizes,
                         ::testing::Values(Expected{"poker", 825, 1125, 822, 1122},      // 750 x 1050 trim
                                           Expected{"poker-eu", 819, 1114, 816, 1111},   // 744 x 1039
                                           Expected{"bridge", 750, 1125, 747, 1122},     // 675 x 1050
                                           Expected{"mini", 600, 825, 597, 822},         // 525 x 750
                                           Expected{"tarot", 900, 1500, 897, 1497},      // 825 x 1425
                                           Expected{"square", 902, 902, 899, 899}),      // 827 x 827
                         [](const auto& param_info) {
                           std::string name = param_info.param.size;
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

TEST(PodExport, FileNamesPairFrontAndBack) {
  Card card;
  card.id = "spade-7";
  card.count = 3;
  EXPECT_EQ(pod_file_name(7, 3, card, Face::front), "007-spade-7-x3-front.png");
  EXPECT_EQ(pod_file_name(7, 3, card, Face::back), "007-spade-7-x3-back.png");
  EXPECT_EQ(pod_file_name(1234, 4, card, Face::front), "1234-spade-7-x3-front.png");
}

TEST(PodExport, Services) {
  EXPECT_STREQ(tgc_service().name, "tgc");
  EXPECT_DOUBLE_EQ(tgc_service().bleed_px, 37.5);
  EXPECT_STREQ(mpc_service().name, "mpc");
  EXPECT_DOUBLE_EQ(mpc_service().bleed_px, 36);
}

}  // namespace
}  // namespace dw
