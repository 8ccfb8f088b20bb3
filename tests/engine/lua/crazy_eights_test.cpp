// Crazy Eights (cardsets/crazy-eights, rules/game.lua) on the card kernel, checked from outside
// through the engine's State against the rules as the script's header and the booklet state them:
// what may be played (suit to follow, rank, wild eights naming a suit), drawing only when nothing
// fits and passing only when the stock is empty too, the two endings (an empty hand; a blocked deal
// decided by penalty points), hidden hands, resamples and 1,000 random games through the
// conformance checker. The test reads the kernel's full description (zones with card ids) and
// rebuilds each rule from it in C++, independently of the script.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cctype>
#include <iostream>
#include <set>
#include <sstream>

#include "../conformance.hpp"
#include "../engine_test_support.hpp"
#include "engine/state.hpp"

namespace dw::engine::testing {
namespace {

std::shared_ptr<const Game> crazy_eights() { return bundled_game("crazy-eights"); }

// A card as its id names it: "hearts-q" is the queen (12) of hearts.
struct PlayingCard {
  std::string suit;
  int rank = 0;
};

PlayingCard card_of(const std::string& id) {
  const auto dash = id.find('-');
  const std::string index = id.substr(dash + 1);
  int rank = index == "a" ? 1 : index == "j" ? 11 : index == "q" ? 12 : index == "k" ? 13 : std::stoi(index);
  return {id.substr(0, dash), rank};
}

// The printed name the cards file gives the card ("Queen of Hearts").
std::string name_of(const PlayingCard& c) {
  static const char* ranks[] = {"",     "Ace",   "Two",   "Three", "Four", "Five",  "Six",
                                "Seven", "Eight", "Nine", "Ten",   "Jack", "Queen", "King"};
  std::string suit = c.suit;
  suit[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(suit[0])));
  return std::string(ranks[c.rank]) + " of " + suit;
}

// The table as the full description shows it: each zone's card ids (bottom to top) and the suit an
// eight named, if the top card is an eight that named one.
struct Table {
  std::vector<std::string> hand[2], discard, stock;
  std::string named_suit;
};

std::vector<std::string> zone_ids(const std::string& text, const std::string& zone) {
  std::vector<std::string> ids;
  const auto at = text.rfind("\n" + zone + ":");
  if (at == std::string::npos) return ids;
  std::istringstream line(text.substr(at + zone.size() + 2, text.find('\n', at + 1) - at - zone.size() - 2));
  std::string token;
  while (line >> token) {
    const auto eq = token.find('=');
    std::string id = eq == std::string::npos ? "" : token.substr(eq + 1);
    if (!id.empty() && id.back() == '^') id.pop_back();
    ids.push_back(id);
  }
  return ids;
}

Table table_of(const State& state) {
  const std::string text = state.to_string();
  Table t;
  t.hand[0] = zone_ids(text, "hand1");
  t.hand[1] = zone_ids(text, "hand2");
  t.discard = zone_ids(text, "discard");
  t.stock = zone_ids(text, "stock");
  const auto at = text.find("\nsuit=\"");
  if (at != std::string::npos) t.named_suit = text.substr(at + 7, text.find('"', at + 7) - at - 7);
  return t;
}

int penalty(const std::vector<std::string>& hand) {
  int total = 0;
  for (const auto& id : hand) {
    const int r = card_of(id).rank;
    total += r == 8 ? 50 : r > 10 ? 10 : r;
  }
  return total;
}

// The names of the actions the rules allow player p on this table, built from the booklet's rules.
std::multiset<std::string> expected_actions(const Table& t, Player p) {
  const PlayingCard top = card_of(t.discard.back());
  const std::string suit = t.named_suit.empty() ? top.suit : t.named_suit;
  std::multiset<std::string> out;
  for (const auto& id : t.hand[p]) {
    const PlayingCard c = card_of(id);
    if (c.rank == 8) {
      for (const char* named : {"Clubs", "Diamonds", "Hearts", "Spades"})
        out.insert("play " + name_of(c) + ", naming " + named);
    } else if (c.suit == suit || c.rank == top.rank) {
      out.insert("play " + name_of(c));
    }
  }
  if (out.empty()) out.insert(t.stock.empty() ? "pass (no card to play and the stock is empty)" : "draw a card");
  return out;
}

void deal(State& state, Rng& rng) {
  while (state.is_chance_node()) state.apply_action(sample_chance_outcome(state, rng));
}

TEST(LuaCrazyEights, LegalActionsFollowSuitOrRankEightsAreWildAndDrawingOnlyWhenNothingFits) {
  const auto game = crazy_eights();
  int draws = 0, passes = 0, eights = 0, rank_matches = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    auto state = game->new_initial_state();
    Rng rng(seed);
    deal(*state, rng);
    while (!state->is_terminal()) {
      const Player p = state->current_player();
      const Table before = table_of(*state);
      std::multiset<std::string> names;
      for (Action a : state->legal_actions()) names.insert(state->action_to_string(p, a));
      ASSERT_EQ(names, expected_actions(before, p)) << "seed " << seed << "\n" << state->to_string();
      const auto legal = state->legal_actions();
      const Action a = legal[static_cast<std::size_t>(rng.below(legal.size()))];
      const std::string name = state->action_to_string(p, a);
      state->apply_action(a);
      if (state->is_terminal()) break;
      const Table after = table_of(*state);
      if (name == "draw a card") {
        ++draws;
        EXPECT_EQ(state->current_player(), p) << "the player who drew keeps the turn";
        EXPECT_EQ(after.hand[p].size(), before.hand[p].size() + 1);
        EXPECT_EQ(after.stock.size(), before.stock.size() - 1);
      } else if (name.rfind("pass", 0) == 0) {
        ++passes;
        EXPECT_EQ(state->current_player(), 1 - p);
      } else {
        EXPECT_EQ(state->current_player(), 1 - p);
        EXPECT_EQ(after.hand[p].size(), before.hand[p].size() - 1);
        const PlayingCard played = card_of(after.discard.back());
        EXPECT_EQ("play " + name_of(played), name.substr(0, name.find(',')));
        const auto naming = name.find(", naming ");
        if (naming != std::string::npos) {
          ++eights;
          std::string named = name.substr(naming + 9);
          named[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(named[0])));
          EXPECT_EQ(after.named_suit, named);
        } else {
          EXPECT_EQ(after.named_suit, "") << "a card that is not an eight leaves its own suit to follow";
          const std::string to_follow = before.named_suit.empty() ? card_of(before.discard.back()).suit : before.named_suit;
          rank_matches += played.suit != to_follow;
        }
      }
    }
  }
  // The random games went through every case.
  EXPECT_GT(draws, 0);
  EXPECT_GT(passes, 0);
  EXPECT_GT(eights, 0);
  EXPECT_GT(rank_matches, 0);
}

// An eight turned up as the first discard names nothing: its own suit is the one to follow (and
// its rank, eight, matches only the other eights, which are wild anyway).
TEST(LuaCrazyEights, AnEightTurnedUpFirstLeavesItsOwnSuit) {
  const auto game = crazy_eights();
  int found = 0;
  for (std::uint64_t seed = 1; seed <= 300 && found < 3; ++seed) {
    auto state = game->new_initial_state();
    Rng rng(seed);
    deal(*state, rng);
    const Table t = table_of(*state);
    if (card_of(t.discard.back()).rank != 8) continue;
    ++found;
    EXPECT_EQ(t.named_suit, "");
    std::multiset<std::string> names;
    for (Action a : state->legal_actions()) names.insert(state->action_to_string(0, a));
    EXPECT_EQ(names, expected_actions(t, 0)) << "seed " << seed;
  }
  EXPECT_EQ(found, 3) << "no deal in 300 turned up an eight first";
}

// Every game ends within the script's bound: the player who empties their hand wins; a blocked
// game (stock empty, both hands holding cards) goes to the lower penalty count, equal counts draw.
TEST(LuaCrazyEights, EveryGameEndsByAnEmptyHandOrABlockDecidedByPenaltyPoints) {
  const auto game = crazy_eights();
  EXPECT_EQ(game->max_game_length(), 193);
  int emptied = 0, blocked = 0, drawn = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    auto state = game->new_initial_state();
    Rng rng(seed);
    while (!state->is_terminal()) {
      if (state->is_chance_node()) {
        state->apply_action(sample_chance_outcome(*state, rng));
        continue;
      }
      const auto legal = state->legal_actions();
      state->apply_action(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
    }
    EXPECT_LE(state->move_number(), 193);
    const Table t = table_of(*state);
    const auto r = state->returns();
    EXPECT_EQ(r[0] + r[1], 0);
    if (t.hand[0].empty() || t.hand[1].empty()) {
      ++emptied;
      EXPECT_EQ(r[0], t.hand[0].empty() ? 1 : -1) << "seed " << seed;
    } else {
      ++blocked;
      EXPECT_TRUE(t.stock.empty()) << "seed " << seed;
      const int a = penalty(t.hand[0]), b = penalty(t.hand[1]);
      EXPECT_EQ(r[0], a < b ? 1 : a > b ? -1 : 0) << "seed " << seed << ": penalties " << a << " and " << b;
      drawn += a == b;
    }
  }
  EXPECT_GT(emptied, 200);
  EXPECT_GT(blocked, 0);
  std::cout << "[ stats    ] crazy-eights: " << emptied << " hands emptied, " << blocked << " blocked (" << drawn
            << " drawn) of 300 random games\n";
}

TEST(LuaCrazyEights, OpponentsHandIsHiddenAndResamplesDealItAgain) {
  const auto game = crazy_eights();
  auto state = game->new_initial_state();
  Rng rng(7);
  deal(*state, rng);
  const std::string seen = state->information_state_string(0);
  const auto line = [](const std::string& text, const std::string& zone) {
    const auto at = text.rfind("\n" + zone + ":");
    return text.substr(at + 1, text.find('\n', at + 1) - at - 1);
  };
  EXPECT_THAT(line(state->to_string(), "hand2"), ::testing::HasSubstr("="));
  EXPECT_THAT(line(seen, "hand2"), ::testing::Not(::testing::HasSubstr("=")));
  EXPECT_THAT(line(seen, "stock"), ::testing::Not(::testing::HasSubstr("=")));
  EXPECT_THAT(line(seen, "hand1"), ::testing::HasSubstr("="));
  EXPECT_THAT(line(seen, "discard"), ::testing::HasSubstr("^"));
  int changed = 0;
  for (int i = 0; i < 20; ++i) {
    const auto sample = state->resample_from_infostate(0, rng);
    EXPECT_EQ(sample->information_state_string(0), seen);
    EXPECT_EQ(sample->legal_actions(), state->legal_actions());
    EXPECT_EQ(game->state_from_actions(sample->history())->to_string(), sample->to_string());
    changed += line(sample->to_string(), "hand2") != line(state->to_string(), "hand2");
  }
  EXPECT_GT(changed, 15);
}

TEST(LuaCrazyEights, ThousandRandomGames) {
  const ConformanceStats stats = run_conformance(*crazy_eights(), 1000, /*seed=*/23, /*resample_every=*/25, /*replay_every=*/4);
  EXPECT_EQ(stats.games, 1000);
  EXPECT_GT(stats.resamples_that_changed_hidden_cards, 0);
  EXPECT_LE(stats.longest_game, 193);
}

}  // namespace
}  // namespace dw::engine::testing
