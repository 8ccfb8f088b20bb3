// Replay files: a played game survives writing and reading; bad files are reported with
// file:line:col; a replay that does not fit the game names the offending line.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/agents/random_agent.hpp"
#include "engine/play.hpp"
#include "engine/replay.hpp"
#include "engine_test_support.hpp"
#include "support/temp_dir.hpp"

namespace dw::engine::testing {
namespace {

PlayedGame random_game(const Game& game, std::uint64_t seed) {
  RandomAgent a(agent_seed(seed, 0)), b(agent_seed(seed, 1));
  Agent* agents[] = {&a, &b};
  return play_game(game, agents, seed);
}

std::string errors_of(const std::string& text) {
  try {
    parse_replay(text, "r.replay");
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

const char* kHeader =
    "deckwright-replay 1\n"
    "ruleset clashing-blades\n"
    "cardset clashing-blades\n"
    "options players=2,event-deck=off,extra-hearts=off,hand-size=7,marcus-king=off,max-deals=100\n"
    "seed 5\n"
    "actions\n";

TEST(Replay, RoundTripThroughAFile) {
  auto game = bundled_game("clashing-blades");
  const PlayedGame played = random_game(*game, 5);
  dw::testing::TempDir dir;
  const auto path = dir.path() / "game.replay";
  write_replay_file(path, *game, played.replay);
  const Replay read = read_replay_file(path);
  EXPECT_EQ(read.ruleset, "clashing-blades");
  EXPECT_EQ(read.card_set_id, "clashing-blades");
  EXPECT_EQ(read.seed, 5u);
  EXPECT_EQ(read.options, game->options());
  EXPECT_EQ(read.actions(), played.replay.actions());
  ASSERT_FALSE(read.steps.empty());
  EXPECT_EQ(read.steps[0].where.line, 7);
  auto state = replay_game(*game, read);
  EXPECT_EQ(state->to_string(), played.final_state->to_string());
  EXPECT_EQ(state->returns(), played.returns);
  // The header written is exactly the documented one.
  const std::string text = format_replay(*game, played.replay);
  EXPECT_EQ(text.substr(0, std::string(kHeader).size()), kHeader);
}

TEST(Replay, ReaderReportsPositions) {
  EXPECT_THAT(errors_of("hello\n"), ::testing::HasSubstr("r.replay:1:1: error: not a deckwright replay file"));
  EXPECT_THAT(errors_of("deckwright-replay 9\n"), ::testing::HasSubstr("r.replay:1:19: error: replay format version 9"));
  EXPECT_THAT(errors_of(std::string(kHeader) + "chance 3\np0 x7\nend\n"), ::testing::HasSubstr("r.replay:8:4: error: action 'x7'"));
  EXPECT_THAT(errors_of(std::string(kHeader) + "  banker 3\nend\n"), ::testing::HasSubstr("r.replay:7:3: error: unknown player 'banker'"));
  EXPECT_THAT(errors_of(std::string(kHeader) + "chance 3\n"), ::testing::HasSubstr("r.replay:7:1: error: the replay ends without 'end'"));
  EXPECT_THAT(errors_of("deckwright-replay 1\nruleset a\ncolour red\nactions\nend\n"), ::testing::HasSubstr("r.replay:3:1: error: unknown header line 'colour'"));
  EXPECT_THAT(errors_of("deckwright-replay 1\nruleset a\nactions\nend\n"), ::testing::HasSubstr("r.replay:3:1: error: the header has no 'seed' line"));
  EXPECT_THAT(errors_of("deckwright-replay 1\nruleset a\ncardset b\noptions players=two\nseed 1\nactions\nend\n"), ::testing::HasSubstr("r.replay:4:9: error: players must be a positive whole number"));
  EXPECT_THAT(errors_of(std::string(kHeader) + "end\nchance 1\n"), ::testing::HasSubstr("r.replay:8:1: error: text after 'end'"));
  EXPECT_EQ(errors_of(std::string(kHeader) + "# only a comment\n\nend\n"), "no error");
}

TEST(Replay, IllegalOrMisattributedActionsNameTheirLine) {
  auto game = bundled_game("clashing-blades");
  auto replay_errors = [&](const std::string& body) {
    try {
      replay_game(*game, parse_replay(std::string(kHeader) + body, "r.replay"));
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  // Dealing the same card twice.
  EXPECT_THAT(replay_errors("chance 3\nchance 3\nend\n"), ::testing::HasSubstr("r.replay:8:1: error: action 3 is not legal here"));
  // A player action where chance acts.
  EXPECT_THAT(replay_errors("p0 3\nend\n"), ::testing::HasSubstr("r.replay:7:1: error: it is chance's turn here, not p0"));
  EXPECT_EQ(replay_errors("chance 3\nchance 4\nend\n"), "no error");
  // Options left out of the header (an older file) count at their defaults; others must match.
  const std::string short_header = "deckwright-replay 1\nruleset clashing-blades\ncardset clashing-blades\n"
                                   "options players=2\nseed 5\nactions\n";
  EXPECT_NO_THROW(replay_game(*game, parse_replay(short_header + "chance 3\nend\n", "r.replay")));
  std::string changed = kHeader;
  changed.replace(changed.find("hand-size=7"), 11, "hand-size=6");
  EXPECT_THROW(replay_game(*game, parse_replay(changed + "end\n", "r.replay")), InputError);
  // The replay of another card set.
  std::string other = kHeader;
  other.replace(other.find("cardset clashing-blades"), 23, "cardset other-blades");
  try {
    replay_game(*game, parse_replay(other + "end\n", "r.replay"));
    ADD_FAILURE() << "expected an InputError";
  } catch (const InputError& e) {
    EXPECT_THAT(std::string(e.what()), ::testing::HasSubstr("the replay is of card set 'other-blades'")) << e.what();
  }
}

}  // namespace
}  // namespace dw::engine::testing
