// Clash of Steel's fast paths (cos_legal.cpp, cos_resample.cpp) must not change a single game:
// seeded games of every agent kind are pinned by the action lists they had before the speed work,
// the chance shortcut is checked against State::sample_chance's walk, also at the very ends of
// every card type's block where floating point and integers could disagree, the zone masks
// against the counts they summarise, and the legal actions against the rules listed type by type.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/agents/agent.hpp"
#include "engine/games/clash_of_steel/cos_state.hpp"
#include "engine/play.hpp"
#include "engine_test_support.hpp"
#include "model/card_set_loader.hpp"
#include "support/temp_dir.hpp"

namespace dw::engine::games::clash_of_steel {
namespace {

using dw::engine::testing::bundled_game;

std::uint64_t fnv1a(const std::vector<Action>& actions) {
  std::uint64_t h = 1469598103934665603ULL;
  for (Action a : actions) {
    h ^= static_cast<std::uint64_t>(a);
    h *= 1099511628211ULL;
  }
  return h;
}

struct SeededGame {
  const char* options;
  std::vector<std::string> agents;
  std::uint64_t seed;
  // Recorded with deckwright play --log at commit 57fb42f (before the fast paths), when ismcts
  // rolled out to the end by default: the specs now say rollout=0 to play the same games.
  std::size_t actions;
  std::uint64_t digest;  // fnv1a of those actions
};

TEST(ClashOfSteelFastPaths, SeededGamesAreTheGamesTheyWere) {
  const std::vector<SeededGame> games = {
      {"", {"random", "random", "random", "random"}, 11, 259, 0x400c16f5c3fa4eb7ULL},
      {"players=2", {"ismcts:60:rollout=0", "random"}, 3, 111, 0x32da9651fca07930ULL},
      {"dice=d6", {"greedy:4", "ismcts:30:rollout=0", "random", "random"}, 5, 296, 0x5abf99733e0dc702ULL},
      {"players=3,hand-limit=on,elimination=on,turns=4", {"random", "greedy", "random"}, 8, 84, 0x565414bb0470e1aeULL},
      {"players=2,turns=30", {"random", "random"}, 21, 301, 0x5d4f650fd7cb5d77ULL},
  };
  for (const SeededGame& g : games) {
    auto game = bundled_game("clash-of-steel", g.options);
    std::vector<std::unique_ptr<Agent>> owned;
    std::vector<Agent*> agents;
    for (std::size_t p = 0; p < g.agents.size(); ++p) {
      owned.push_back(make_agent(g.agents[p], static_cast<Player>(p), agent_seed(g.seed, static_cast<Player>(p))));
      agents.push_back(owned.back().get());
    }
    const PlayedGame played = play_game(*game, agents, g.seed);
    const auto& actions = played.final_state->history();
    EXPECT_EQ(actions.size(), g.actions) << "options '" << g.options << "', seed " << g.seed;
    EXPECT_EQ(fnv1a(actions), g.digest) << "options '" << g.options << "', seed " << g.seed;
  }
}

TEST(ClashOfSteelFastPaths, PresentTypesMarksEveryNonZeroCount) {
  Rng rng(17);
  for (int round = 0; round < 2000; ++round) {
    Counts counts{};
    std::uint64_t expected = 0;
    for (std::size_t t = 0; t < counts.size(); ++t) {
      const auto draw = rng.below(4);  // zero half the time; sometimes 128 and more (the top bit)
      counts[t] = static_cast<std::uint8_t>(draw < 2 ? 0 : draw == 2 ? 1 + rng.below(127) : 128 + rng.below(128));
      if (counts[t] != 0) expected |= std::uint64_t{1} << t;
    }
    ASSERT_EQ(present_types(counts), expected) << "round " << round;
    ASSERT_EQ(present_types_by_words(counts), expected) << "round " << round;
  }
}

// The u that Rng::uniform can return nearest to each end of every type's block, and a few
// thousand around it (both sides of the 2^-39 margin), plus random ones.
void expect_walk_everywhere(const Counts& deck, Rng& rng) {
  int size = 0;
  for (std::uint8_t c : deck) size += c;
  std::vector<double> us;
  for (int i = 0; i < 200; ++i) us.push_back(rng.uniform());
  int before = 0;
  for (std::uint8_t c : deck) {
    before += c;
    if (c == 0) continue;
    const double end = static_cast<double>(before) / size;
    const auto m = static_cast<std::int64_t>(std::floor(end * 0x1.0p53));
    for (std::int64_t d : {0LL, 1LL, 2LL, 64LL, 1000LL, 16383LL, 16384LL, 16385LL, 40000LL})
      for (std::int64_t sign : {-1LL, 1LL}) {
        const std::int64_t at = m + sign * d;  // the margin is 2^14 steps of 2^-53
        if (at >= 0 && at < (std::int64_t{1} << 53)) us.push_back(static_cast<double>(at) * 0x1.0p-53);
      }
    us.push_back(std::nextafter(end, 0.0));  // off the 2^-53 grid: the walk itself
  }
  for (double u : us)
    ASSERT_EQ(drawn_type(deck, size, u), drawn_type_by_walk(deck, size, u)) << "deck of " << size << ", u = " << u;
}

TEST(ClashOfSteelFastPaths, DrawnTypeIsTheWalkEvenAtBlockEnds) {
  Rng rng(23);
  auto game = bundled_game("clash-of-steel");
  const auto initial = game->new_initial_state();
  const auto& state = static_cast<const CosState&>(*initial);
  Counts bundled{};
  for (int t = 0; t < static_cast<const ClashOfSteelGame&>(*game).num_types(); ++t)
    bundled[static_cast<std::size_t>(t)] = static_cast<std::uint8_t>(state.deck_count(t));
  expect_walk_everywhere(bundled, rng);
  for (int round = 0; round < 300; ++round) {  // small, large (up to 48 x 255) and sparse decks
    Counts deck{};
    const std::uint64_t most = round % 3 == 0 ? 3 : round % 3 == 1 ? 40 : 255;
    int size = 0;
    for (std::uint8_t& c : deck) {
      c = static_cast<std::uint8_t>(rng.below(3) == 0 ? 0 : rng.below(most + 1));
      size += c;
    }
    if (size == 0) deck[7] = 1;
    expect_walk_everywhere(deck, rng);
  }
  const Counts empty{};
  EXPECT_EQ(drawn_type(empty, 0, 0.5), -1);
}

TEST(ClashOfSteelFastPaths, SampleChanceDrawsWhatTheGenericWalkDraws) {
  for (const char* options : {"", "dice=d6", "dice=d4,players=2"}) {
    auto game = bundled_game("clash-of-steel", options);
    Rng play(5), probe(99);
    std::vector<Action> legal;
    std::vector<std::pair<Action, double>> buffer;
    int checked = 0;
    for (int g = 0; g < 20; ++g) {
      auto state = game->new_initial_state();
      while (!state->is_terminal()) {
        if (!state->is_chance_node()) {
          state->legal_actions_into(legal);
          state->apply_action(legal[play.below(legal.size())]);
          continue;
        }
        for (int k = 0; k < 8; ++k) {
          Rng fast(probe.next()), generic = fast;
          ASSERT_EQ(state->sample_chance(fast, buffer), state->State::sample_chance(generic, buffer)) << options;
          ASSERT_EQ(fast.state(), generic.state());
          ++checked;
        }
        state->apply_action(state->sample_chance(play, buffer));
      }
    }
    EXPECT_GT(checked, 1000) << options;
  }
}

// The legal actions as the rules state them, type by type (no masks), for the phases whose
// inputs the state shows (all but the placement effect and the choice of a lost resource).
bool plain_legal_actions(const CosState& s, std::vector<Action>& out) {
  const ClashOfSteelGame& game = s.cos_game();
  const Catalog& catalog = game.catalog();
  const ActionCodec& codec = game.codec();
  const Player me = s.current_player();
  const int types = game.num_types();
  const int numbers = game.rules().die_faces > 0 ? 0 : static_cast<int>(catalog.numbers.size());
  const auto kind = [&](int t) { return catalog.types[static_cast<std::size_t>(t)].kind; };
  const auto with_numbers = [&](auto make) {
    out.push_back(make(0));
    for (int k = 1; k <= numbers; ++k)
      if (s.hand_count(me, catalog.numbers[static_cast<std::size_t>(k - 1)]) > 0) out.push_back(make(k));
  };
  out.clear();
  switch (s.phase()) {
    case Phase::place_resource:
      out.push_back(ActionCodec::pass());
      for (int t = 0; t < types; ++t) {
        const int needs = catalog.types[static_cast<std::size_t>(t)].requires_resource;
        if (s.hand_count(me, t) > 0 && kind(t) == CardKind::resource && s.seat(me).resources < kMaxResources &&
            (needs < 0 || s.resources_of(me, needs) > 0))
          out.push_back(codec.choose(t));
      }
      return true;
    case Phase::place_creature:
      out.push_back(ActionCodec::pass());
      for (int t = 0; t < types && s.seat(me).creatures < kMaxCreatures; ++t)
        if (s.hand_count(me, t) > 0 && kind(t) == CardKind::creature) out.push_back(codec.choose(t));
      return true;
    case Phase::declare:
      out.push_back(ActionCodec::pass());
      for (Player q = 0; q < game.num_players(); ++q) {
        bool attacked = false;
        for (int i = 0; i < s.num_combats(); ++i) attacked |= s.combat(i).target == q;
        if (q == me || s.seat(q).eliminated || attacked) continue;
        for (int t = 0; t < types; ++t)
          if (s.seat(me).ready[static_cast<std::size_t>(t)] > 0 && catalog.types[static_cast<std::size_t>(t)].can_attack)
            with_numbers([&](int k) { return codec.attack({q, t, k}); });
      }
      return true;
    case Phase::defend:
      out.push_back(ActionCodec::pass());
      for (int t = 0; t < types; ++t)
        if (s.seat(me).ready[static_cast<std::size_t>(t)] > 0) with_numbers([&](int k) { return codec.defend({t, k}); });
      return true;
    case Phase::give_card:
    case Phase::trim_hand:
      for (int t = 0; t < types; ++t)
        if (s.hand_count(me, t) > 0) out.push_back(codec.choose(t));
      return true;
    default: return false;
  }
}

// A set whose number cards lie between creatures and resources (so number choice k is not type
// first + k - 1), with a resource that needs another.
const char* kScatteredCards = R"([[card]]
id = "militia"
kind = "creature"
count = 4
[card.rules]
type = "creature"
attack = 3
defense = 3
race = "human"
attacks = false
starting = true

[[card]]
id = "two"
kind = "number"
count = 12
[card.rules]
type = "number"
value = 2

[[card]]
id = "orcs"
kind = "creature"
count = 24
[card.rules]
type = "creature"
attack = 4
defense = 3
race = "orc"

[[card]]
id = "plains"
kind = "resource"
count = 14
[card.rules]
type = "resource"

[[card]]
id = "five"
kind = "number"
count = 12
[card.rules]
type = "number"
value = 5

[[card]]
id = "castle"
kind = "resource"
count = 8
[card.rules]
type = "resource"
requires = "plains"

[[card]]
id = "knights"
kind = "creature"
count = 20
[card.rules]
type = "creature"
attack = 5
defense = 5
race = "human"
)";

void expect_plain_legal_actions(const Game& game, int games, std::uint64_t seed) {
  Rng rng(seed);
  std::vector<Action> fast, plain;
  int checked = 0;
  for (int g = 0; g < games; ++g) {
    auto state = game.new_initial_state();
    while (!state->is_terminal()) {
      if (state->is_chance_node()) {
        state->apply_action(sample_chance_outcome(*state, rng));
        continue;
      }
      state->legal_actions_into(fast);
      if (plain_legal_actions(static_cast<const CosState&>(*state), plain)) {
        ASSERT_EQ(fast, plain) << "game " << g << ", move " << state->move_number() << ": " << state->to_string();
        ++checked;
      }
      state->apply_action(fast[rng.below(fast.size())]);
    }
  }
  EXPECT_GT(checked, games * 20);
}

TEST(ClashOfSteelFastPaths, LegalActionsAreThoseTheRulesList) {
  for (const char* options : {"", "players=2,hand-limit=on", "dice=d6,elimination=on,players=3"})
    expect_plain_legal_actions(*bundled_game("clash-of-steel", options), 40, 7);
  dw::testing::TempDir dir;
  dir.write("set.toml", R"(id = "scattered"
title = "Scattered"
version = "0.1.0"
ruleset = "clash-of-steel"

[card]
size = "poker"
)");
  dir.write("cards/cards.toml", kScatteredCards);
  Diagnostics warnings;
  auto game = make_game(load_card_set(dir.path(), warnings), GameOptions{}, warnings);
  const auto& numbers = static_cast<const ClashOfSteelGame&>(*game).catalog().numbers;
  ASSERT_EQ(numbers.size(), 2u);
  ASSERT_NE(numbers[1], numbers[0] + 1);
  expect_plain_legal_actions(*game, 60, 8);
}

}  // namespace
}  // namespace dw::engine::games::clash_of_steel
