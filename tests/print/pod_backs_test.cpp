// pod_backs: a deck whose cards share a back gets one back file; a card whose back differs keeps
// a file of its own; the deck's back is the one most of its cards have (a tie going to the
// earliest card's); decks never share a file; and the plan is the same whatever order the backs
// came in.
#include "print/pod_backs.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

namespace dw {
namespace {

std::vector<std::string> names(const PodBacks::Plan& plan) {
  std::vector<std::string> out;
  for (const auto& file : plan.files) out.push_back(file.name);
  return out;
}

TEST(PodBacks, ADeckOfOneBackGetsOneFile) {
  PodBacks backs;
  for (int i = 1; i <= 3; ++i) backs.take(backs.add_card("duel", "00" + std::to_string(i) + "-back.png"), "red");
  const PodBacks::Plan plan = backs.plan();
  EXPECT_EQ(names(plan), std::vector<std::string>{"duel-back.png"});
  EXPECT_EQ(*plan.files[0].png, "red");
  EXPECT_EQ(plan.back_file_of, std::vector<std::string>(3, "duel-back.png"));
  ASSERT_EQ(plan.decks.size(), 1u);
  EXPECT_EQ(plan.decks[0].name, "duel");
  EXPECT_TRUE(plan.decks[0].one_back);
  EXPECT_EQ(plan.decks[0].slots, (std::vector<std::size_t>{0, 1, 2}));
}

TEST(PodBacks, ACardWithAnotherBackKeepsItsOwnFile) {
  PodBacks backs;
  backs.take(backs.add_card("duel", "001-back.png"), "red");
  backs.take(backs.add_card("duel", "002-back.png"), "gold");
  backs.take(backs.add_card("duel", "003-back.png"), "red");
  const PodBacks::Plan plan = backs.plan();
  EXPECT_EQ(names(plan), (std::vector<std::string>{"duel-back.png", "002-back.png"}));
  EXPECT_EQ(*plan.files[1].png, "gold");
  EXPECT_EQ(plan.back_file_of, (std::vector<std::string>{"duel-back.png", "002-back.png", "duel-back.png"}));
  EXPECT_FALSE(plan.decks[0].one_back);
}

TEST(PodBacks, TheDecksBackIsTheOneMostCardsHave) {
  PodBacks backs;
  backs.take(backs.add_card("duel", "001-back.png"), "gold");  // first, but alone
  backs.take(backs.add_card("duel", "002-back.png"), "red");
  backs.take(backs.add_card("duel", "003-back.png"), "red");
  const PodBacks::Plan plan = backs.plan();
  EXPECT_EQ(*plan.files[0].png, "red");
  EXPECT_EQ(names(plan), (std::vector<std::string>{"duel-back.png", "001-back.png"}));
}

TEST(PodBacks, ATieGoesToTheEarliestCardsBack) {
  PodBacks backs;
  const std::size_t a = backs.add_card("duel", "001-back.png");
  const std::size_t b = backs.add_card("duel", "002-back.png");
  backs.take(b, "gold");  // handed in first, as a back taken from the cache would be
  backs.take(a, "red");
  const PodBacks::Plan plan = backs.plan();
  EXPECT_EQ(*plan.files[0].png, "red");
  EXPECT_EQ(names(plan), (std::vector<std::string>{"duel-back.png", "002-back.png"}));
}

TEST(PodBacks, ThePlanDoesNotDependOnTheOrderBacksCameIn) {
  const std::vector<std::pair<std::string, std::string>> cards{
      {"duel", "red"}, {"events", "blue"}, {"duel", "gold"}, {"duel", "red"}, {"events", "blue"}};
  const auto plan_of = [&](bool reverse) {
    PodBacks backs;
    std::vector<std::size_t> slots;
    for (std::size_t i = 0; i < cards.size(); ++i)
      slots.push_back(backs.add_card(cards[i].first, "00" + std::to_string(i + 1) + "-back.png"));
    for (std::size_t k = 0; k < cards.size(); ++k) {
      const std::size_t i = reverse ? cards.size() - 1 - k : k;
      backs.take(slots[i], cards[i].second);
    }
    return backs.plan();
  };
  const PodBacks::Plan forward = plan_of(false), backward = plan_of(true);
  EXPECT_EQ(names(forward), (std::vector<std::string>{"duel-back.png", "003-back.png", "events-back.png"}));
  EXPECT_EQ(names(forward), names(backward));
  EXPECT_EQ(forward.back_file_of, backward.back_file_of);
  for (std::size_t i = 0; i < forward.files.size(); ++i) EXPECT_EQ(*forward.files[i].png, *backward.files[i].png);
}

TEST(PodBacks, DecksWithEqualBacksStillGetAFileEach) {
  PodBacks backs;
  backs.take(backs.add_card("duel", "001-back.png"), "red");
  backs.take(backs.add_card("health", "002-back.png"), "red");
  const PodBacks::Plan plan = backs.plan();
  EXPECT_EQ(names(plan), (std::vector<std::string>{"duel-back.png", "health-back.png"}));
  EXPECT_EQ(plan.files[0].png, plan.files[1].png) << "the bytes are kept once";
}

TEST(PodBacks, EveryCardNeedsItsBackOnce) {
  PodBacks backs;
  const std::size_t slot = backs.add_card("duel", "001-back.png");
  EXPECT_THROW(backs.plan(), std::logic_error);
  backs.take(slot, "red");
  EXPECT_THROW(backs.take(slot, "red"), std::logic_error);
}

}  // namespace
}  // namespace dw
