// What each En Garde! player may know: the information state hides the other hands and shows
// everything public; resampling deals the unseen cards again consistently with it, and rewrites
// the other players' hidden draws so that the history replays to the sample (by the walk and, when
// it gets stuck, by the layered search, both checked); the heuristic stays in [-1, 1].
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "en_garde/script.hpp"
#include "engine/agents/random_agent.hpp"

namespace dw::engine::games::en_garde {
namespace {

using testing::Script;
constexpr Player kSam = 0;
constexpr Player kJen = 1;

// The rules' example up to Jen's riposte, with Jen's two unplayed cards chosen by the caller.
void example_start(Script& sc, const char* jen_a, const char* jen_b) {
  sc.first(kSam);
  sc.deal({{"thrust", "masterful-strike", "thrust", "masterful-strike", "parry-riposte", "coupe",
            "tuck-in-your-shirt", "tuck-in-your-shirt", "tuck-in-your-shirt"},
           {"slash", "powerful-strike", "parry-riposte", "lunge", "taste-my-blade", "slash", "powerful-strike", jen_a,
            jen_b}});
  sc.play(kSam, sc.pass(kSam));
  sc.play(kSam, sc.challenge(kSam, kJen, "thrust"));
  sc.play(kSam, sc.card(kSam, "masterful-strike"));
  sc.play(kSam, sc.pass(kSam));
  sc.play(kJen, sc.respond(kJen, "parry-riposte", 0));
  sc.play(kJen, sc.card(kJen, "lunge"));
  sc.play(kJen, sc.pass(kJen));
}

TEST(EnGardeViews, InformationStateHidesOnlyTheOtherHands) {
  Script a, b;
  example_start(a, "thrust", "thrust");
  example_start(b, "hard-parry", "disarm");
  // Sam cannot tell the two apart; Jen can.
  EXPECT_EQ(a.state().information_state_string(kSam), b.state().information_state_string(kSam));
  EXPECT_NE(a.state().information_state_string(kJen), b.state().information_state_string(kJen));
  const std::string sam = a.state().information_state_string(kSam);
  EXPECT_THAT(sam, ::testing::Not(::testing::HasSubstr("Hard Parry")));
  EXPECT_THAT(sam, ::testing::HasSubstr("my hand: Thrust x1 Masterful Strike x1 Parry Riposte x1 Coupé x1 Tuck In Your Shirt x3")) << sam;
  EXPECT_THAT(sam, ::testing::HasSubstr("field: 1.p0 Thrust + Masterful Strike / Parry Riposte; 2.p1 Lunge;")) << sam;
  EXPECT_THAT(sam, ::testing::HasSubstr("p1: 8 Poise, 7 cards")) << sam;
  // Each seat's view starts with its seat, so the two never coincide.
  EXPECT_EQ(sam.rfind("p0:", 0), 0u);
}

// Checks that `sample` is a state `viewer` cannot tell from `original`, with every card
// accounted for, and that the sample's history agrees with each other player's sampled hand:
// every card that left their hand was drawn by them before, and their draws not yet matched
// are exactly the hand they hold (or showed when going out).
void expect_consistent_resample(const EgState& original, const EgState& sample, Player viewer) {
  const int n = original.game().num_players();
  const int types = original.eg_game().catalog().num_types();
  EXPECT_EQ(sample.information_state_string(viewer), original.information_state_string(viewer));
  EXPECT_EQ(sample.current_player(), original.current_player());
  for (int t = 0; t < types; ++t) {
    EXPECT_EQ(sample.hand_count(viewer, t), original.hand_count(viewer, t));
    EXPECT_EQ(sample.discard_count(t), original.discard_count(t));
  }
  for (Player q = 0; q < n; ++q) {
    EXPECT_EQ(sample.hand_size(q), original.hand_size(q));
    EXPECT_EQ(sample.poise(q), original.poise(q));
    EXPECT_EQ(sample.item(q), original.item(q));
  }
  EXPECT_EQ(sample.zone_counts().size(), original.zone_counts().size());
  int cards = 0;
  for (const auto& z : sample.zone_counts()) cards += z.cards;
  EXPECT_EQ(cards, original.game().total_cards());
  // The history: the viewer's own entries and every public action are unchanged.
  const auto& codec = sample.eg_game().codec();
  ASSERT_EQ(sample.history().size(), original.history().size());
  for (std::size_t i = 0; i < sample.history().size(); ++i) {
    const Player owner = codec.draw_owner(original.history()[i]);
    if (owner < 0 || owner == viewer) {
      EXPECT_EQ(sample.history()[i], original.history()[i]) << "entry " << i;
    }
  }
  // Every other player's story holds together.
  for (Player q = 0; q < n; ++q) {
    if (q == viewer) continue;
    std::vector<int> held(static_cast<std::size_t>(types), 0);
    for (Action a : sample.history()) {
      const Decoded d = codec.decode(a);
      if (d.actor != q || d.move == Move::first) continue;
      if (d.move == Move::draw) {
        ++held[static_cast<std::size_t>(d.card)];
      } else if (d.card >= 0) {
        EXPECT_GT(held[static_cast<std::size_t>(d.card)], 0) << "p" << q << " played a card never drawn";
        --held[static_cast<std::size_t>(d.card)];
      }
    }
    const TypeCounts* shown = sample.shown_hand(q);
    for (int t = 0; t < types; ++t)
      EXPECT_EQ(held[static_cast<std::size_t>(t)], shown ? (*shown)[static_cast<std::size_t>(t)] : sample.hand_count(q, t))
          << "p" << q << " type " << t;
  }
  // The strongest check: the sample's history, replayed from the start, is legal and leads to
  // the sample itself, so it is a state the viewer truly cannot tell from the original (each
  // deck gave the others only what it held).
  {
    std::unique_ptr<State> replayed;
    ASSERT_NO_THROW(replayed = sample.game().state_from_actions(sample.history()));
    EXPECT_EQ(replayed->to_string(), sample.to_string());
  }
}

TEST(EnGardeViews, ResamplingDealsOnlyWhatTheViewerCannotSee) {
  Script sc;
  example_start(sc, "thrust", "thrust");
  Rng rng(7);
  int changed = 0;
  for (int i = 0; i < 200; ++i) {
    auto sample = sc.state().resample_from_infostate(kSam, rng);
    const auto& s = static_cast<const EgState&>(*sample);
    expect_consistent_resample(sc.s(), s, kSam);
    // Jen's six cards come from the 63 Sam cannot see (her hand and the deck).
    changed += s.hand_count(kJen, sc.t("thrust")) != 2;
    // The sample plays on: Sam's options are the same.
    EXPECT_EQ(sample->legal_actions(), sc.state().legal_actions());
  }
  EXPECT_GT(changed, 150);
  // From Jen's seat, Sam's hand is dealt again instead.
  auto sample = sc.state().resample_from_infostate(kJen, rng);
  expect_consistent_resample(sc.s(), static_cast<const EgState&>(*sample), kJen);
}

// Plays a seeded random game (chance, then the random agent) for `moves` actions or to its end.
std::unique_ptr<State> random_game(const Game& game, std::uint64_t seed, int moves) {
  Rng chance(seed);
  RandomAgent agent(seed + 2000);
  auto state = game.new_initial_state();
  while (!state->is_terminal() && state->move_number() < moves)
    state->apply_action(state->is_chance_node() ? sample_chance_outcome(*state, chance) : agent.choose(*state));
  return state;
}

// Resamples every 7th state of random games for every seat (with `layered`, by the layered search
// alone) and checks each sample; returns {samples, after a reshuffle, made by the layered search}.
std::array<int, 3> resample_random_games(const std::string& options, int games, bool layered) {
  auto game = dw::engine::testing::bundled_game("en-garde", options);
  std::array<int, 3> counts{};
  for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(games); ++seed) {
    Rng chance(seed), checker(seed + 1000);
    RandomAgent agent(seed + 2000);
    auto state = game->new_initial_state();
    while (!state->is_terminal()) {
      if (state->move_number() % 7 == 0) {
        for (Player p = 0; p < game->num_players(); ++p) {
          const auto& original = static_cast<const EgState&>(*state);
          std::unique_ptr<State> sample = layered
                                              ? std::unique_ptr<State>(original.resample_layered_for_test(p, checker))
                                              : state->resample_from_infostate(p, checker);
          const auto& eg = static_cast<const EgState&>(*sample);
          expect_consistent_resample(original, eg, p);
          if (::testing::Test::HasFailure()) return counts;
          ++counts[0];
          counts[1] += eg.reshuffles() > 0;
          counts[2] += eg.resample_effort().layered;
        }
      }
      state->apply_action(state->is_chance_node() ? sample_chance_outcome(*state, chance) : agent.choose(*state));
    }
  }
  return counts;
}

TEST(EnGardeViews, ResamplingInRandomGamesStaysConsistent) {
  // Random games of 2, 3 and 6 players, with players going out (their shown hands stay put) and,
  // with six players, many reshuffles (six hands hold 54 of the 85 cards).
  for (const int players : {2, 3, 6}) {
    const auto [samples, after_reshuffle, layered] =
        resample_random_games("players=" + std::to_string(players), 40, false);
    std::cout << "[ stats    ] " << players << " players: " << samples << " resamples, " << after_reshuffle
              << " after a reshuffle, " << layered << " by the layered search\n";
    if (::testing::Test::HasFailure()) return;
    if (players == 6) {
      EXPECT_GT(after_reshuffle, samples / 2);
    }
    EXPECT_LE(layered, samples / 100);  // the walk deals nearly all of them
  }
}

TEST(EnGardeViews, LayeredSearchAloneStaysConsistent) {
  // The search the walk falls back on, run on every sampled state instead of the walk.
  for (const char* options : {"players=2", "players=4,pistol=off", "players=6"}) {
    const auto [samples, after_reshuffle, layered] = resample_random_games(options, 12, true);
    std::cout << "[ stats    ] " << options << ": " << samples << " layered resamples, " << after_reshuffle
              << " after a reshuffle\n";
    if (::testing::Test::HasFailure()) return;
    EXPECT_EQ(layered, samples);
    if (std::string(options) != "players=2") {
      EXPECT_GT(after_reshuffle, samples / 4);
    }
  }
}

TEST(EnGardeViews, ResamplingAfterPlayersShowedTheirHands) {
  // Six players, late in a long game: four decks turned over and players out, whose shown hands
  // pin down what they held. Here the walk often gets stuck (the resample that the old
  // deck-blind last resort got wrong), and every resample must still replay to itself.
  auto game = dw::engine::testing::bundled_game("en-garde", "players=6");
  const auto state = random_game(*game, 13, 633);
  const auto& original = static_cast<const EgState&>(*state);
  ASSERT_GE(original.reshuffles(), 4);
  int out = 0;
  for (Player p = 0; p < 6; ++p) out += original.shown_hand(p) != nullptr;
  ASSERT_GE(out, 2);
  Rng rng(5);
  int layered = 0;
  for (int i = 0; i < 40; ++i)
    for (Player p = 0; p < 6; ++p) {
      auto sample = state->resample_from_infostate(p, rng);
      const auto& eg = static_cast<const EgState&>(*sample);
      expect_consistent_resample(original, eg, p);
      if (::testing::Test::HasFailure()) return;
      layered += eg.resample_effort().layered;
      auto alone = original.resample_layered_for_test(p, rng);
      expect_consistent_resample(original, *alone, p);
      if (::testing::Test::HasFailure()) return;
    }
  std::cout << "[ stats    ] " << out << " players out, " << original.reshuffles() << " reshuffles: " << layered
            << " of 240 resamples by the layered search\n";
  EXPECT_GT(layered, 0);
}

// A long six-player history: random play where an Attack or a shot is chosen only one time in 25
// it is offered, with 200 rounds allowed, so the game runs thousands of actions through many
// reshuffles, with players going out now and then (their hands shown).
std::unique_ptr<State> long_quiet_game(const Game& game, std::uint64_t seed, std::size_t actions) {
  const auto& codec = static_cast<const EnGardeGame&>(game).codec();
  Rng rng(seed);
  std::vector<Action> legal, quiet;
  auto state = game.new_initial_state();
  while (!state->is_terminal() && state->history().size() < actions) {
    if (state->is_chance_node()) {
      state->apply_action(sample_chance_outcome(*state, rng));
      continue;
    }
    state->legal_actions_into(legal);
    quiet.clear();
    for (Action a : legal) {
      const Move m = codec.decode(a).move;
      if (m != Move::challenge && m != Move::shoot) quiet.push_back(a);
    }
    const auto& from = quiet.empty() || rng.below(25) == 0 ? legal : quiet;
    state->apply_action(from[rng.below(from.size())]);
  }
  return state;
}

TEST(EnGardeViews, ResampleSearchStepsStayUnderAFixedCapOnALongHistory) {
  // The searches that deal a resample (eg_resample.cpp) count their steps and stop at a budget
  // that does not grow with the history. At every 600th action of a 4,800-action game, 24
  // resamples for each seat still in: the walks that make a state's labellings for a seat number
  // at most 16 in all, and every resample searches within the cap, except a first one that needs
  // the unbounded last resort (the layered search run to the end, counted here); once the
  // labellings are made, a resample walks and searches nothing. Every fourth sample is checked to
  // replay to itself.
  auto game = dw::engine::testing::bundled_game("en-garde", "players=6,max-rounds=200");
  const long cap = EgState::max_bounded_resample_steps();
  long most = 0, most_last_resort = 0;
  int checked = 0, last_resort = 0, pairs = 0, without_search = 0;
  for (std::size_t length = 600; length <= 4800; length += 600) {
    const auto state = long_quiet_game(*game, 11, length);
    ASSERT_EQ(state->history().size(), length) << "the game ended early";
    const auto& original = static_cast<const EgState&>(*state);
    Rng rng(length);
    for (Player p = 0; p < 6; ++p) {
      if (!original.in_game(p)) continue;
      ++pairs;
      int walks = 0;
      for (int i = 0; i < 24; ++i) {
        auto sample = state->resample_from_infostate(p, rng);
        const auto& eg = static_cast<const EgState&>(*sample);
        const EgState::ResampleEffort& effort = eg.resample_effort();
        walks += effort.walks;
        if (effort.source == EgState::DealSource::unbounded) {
          ++last_resort;
          most_last_resort = std::max(most_last_resort, effort.steps);
          EXPECT_EQ(i, 0) << "the last resort runs only when a state holds no labelling for the seat";
        } else {
          EXPECT_LE(effort.steps, cap) << length << " actions, p" << p;
          most = std::max(most, effort.steps);
        }
        without_search += effort.walks == 0 && effort.steps == 0;
        EXPECT_LE(original.labellings_held(p), 8);
        if (i % 4 == 0) expect_consistent_resample(original, eg, p);
        if (::testing::Test::HasFailure()) return;
        ++checked;
      }
      EXPECT_LE(walks, 16) << length << " actions, p" << p;
    }
    if (length == 4800) {
      EXPECT_GE(original.reshuffles(), 10);
    }
  }
  std::cout << "[ stats    ] " << checked << " resamples of " << pairs << " states and seats, up to 4,800 actions: "
            << without_search << " without a walk or a search, at most " << most << " search steps (cap " << cap
            << "); " << last_resort << " first resamples by the last resort, at most " << most_last_resort
            << " steps\n";
  EXPECT_GE(without_search, checked - 16 * pairs);
}

TEST(EnGardeViews, ResamplesAreAFunctionOfWhatTheViewerSees) {
  // A state and one of its resamples for p0, rebuilt from its history (so it holds no labellings),
  // are the same to p0: equally seeded resamples of the two give the same samples, however many
  // resamples the first state has already made with another stream.
  auto game = dw::engine::testing::bundled_game("en-garde", "players=5");
  const auto state = long_quiet_game(*game, 3, 1500);
  Rng other(77), first(9);
  const auto twin_sample = state->resample_from_infostate(0, first);
  const auto twin = game->state_from_actions(twin_sample->history());
  ASSERT_EQ(twin->information_state_string(0), state->information_state_string(0));
  ASSERT_NE(twin->to_string(), state->to_string()) << "the resample changed no hidden card";
  for (int i = 0; i < 50; ++i) state->resample_from_infostate(0, other);
  Rng a(123), b(123);
  for (int i = 0; i < 40; ++i) {
    const auto from_state = state->resample_from_infostate(0, a);
    const auto from_twin = twin->resample_from_infostate(0, b);
    ASSERT_EQ(from_state->history(), from_twin->history()) << "sample " << i;
    ASSERT_EQ(from_state->to_string(), from_twin->to_string()) << "sample " << i;
  }
}

TEST(EnGardeViews, HeuristicReadsPoiseAndTheFieldWithinBounds) {
  Script sc;
  example_start(sc, "thrust", "thrust");
  // Sam at 9 Poise faces Jen's unblocked Lunge (3): 6 once the Exchange ends; Jen at 8 faces
  // nothing unblocked.
  EXPECT_NEAR(sc.state().evaluate(kSam), (1 + 6) / 12.0 - (1 + 8) / 12.0, 1e-12);
  EXPECT_NEAR(sc.state().evaluate(kJen), (1 + 8) / 12.0 - (1 + 6) / 12.0, 1e-12);
  sc.play(kSam, sc.respond(kSam, "parry-riposte", 1));  // blocking the Lunge improves Sam's lot
  EXPECT_NEAR(sc.state().evaluate(kSam), (1 + 9) / 12.0 - (1 + 8) / 12.0, 1e-12);
  // Over random games the value stays in [-1, 1] and ends at the returns.
  auto game = dw::engine::testing::bundled_game("en-garde", "players=4");
  Rng chance(3);
  RandomAgent agent(4);
  auto state = game->new_initial_state();
  while (!state->is_terminal()) {
    for (Player p = 0; p < 4; ++p) {
      EXPECT_GE(state->evaluate(p), -1.0);
      EXPECT_LE(state->evaluate(p), 1.0);
    }
    state->apply_action(state->is_chance_node() ? sample_chance_outcome(*state, chance) : agent.choose(*state));
  }
  for (Player p = 0; p < 4; ++p) EXPECT_EQ(state->evaluate(p), state->returns()[static_cast<std::size_t>(p)]);
}

}  // namespace
}  // namespace dw::engine::games::en_garde
