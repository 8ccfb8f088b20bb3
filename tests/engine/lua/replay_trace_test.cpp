// ReplayTrace (engine/kernel/replay_trace.hpp), the fast check behind resampling a scripted game:
// its verdict on another deal of the unseen cards agrees with playing the whole history through
// the script again (German Whist, and a script whose apply leaks a hidden face into a public
// variable, so that some deals play differently), also when one trace checks deal after deal, a
// deal that changes only faces no call read runs no script call at all, and a deal checked again
// takes the legal calls it re-ran from the trace's memory.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "../engine_test_support.hpp"
#include "engine/kernel/replay_trace.hpp"
#include "engine/rng.hpp"

namespace dw::engine::testing {
namespace {

namespace fs = std::filesystem;
using kernel::CardKernel;
using kernel::FaceChange;
using kernel::ReplayTrace;
using kernel::ScriptProgram;

// A card set's cards, its script and the kernel after set-up, as the lua ruleset builds them.
class Scripted {
 public:
  Scripted(const CardSet& set, const std::string& script_text) : set_(set) {
    catalogue_->set = &set_;
    catalogue_->players = 2;
    for (std::size_t c = 0; c < set_.cards.size(); ++c) {
      if (set_.cards[c].rules.entries.empty()) continue;
      catalogue_->playable.push_back(static_cast<int>(c));
      for (int copy = 0; copy < set_.cards[c].count; ++copy) catalogue_->initial_face.push_back(static_cast<int>(c));
    }
    program_ = std::make_unique<ScriptProgram>("game.lua", script_text);
    initial_ = std::make_unique<CardKernel>(catalogue_);
    program_->setup(*initial_);
    initial_->freeze();
  }

  ScriptProgram& program() { return *program_; }
  const CardKernel& initial() const { return *initial_; }

  // A random game's first `length` actions (fewer when it ends sooner), played on `k`.
  std::vector<Action> play(CardKernel& k, std::size_t length, Rng& rng) {
    std::vector<Action> history, legal;
    while (!k.over && history.size() < length) {
      Action a = 0;
      if (k.chance_pending()) {
        const auto faces = k.chance_faces();
        int total = 0;
        for (const auto& f : faces) total += f.second;
        int pick = static_cast<int>(rng.below(static_cast<std::uint64_t>(total)));
        for (const auto& [face, count] : faces) {
          if (pick < count) {
            a = face;
            break;
          }
          pick -= count;
        }
      } else {
        program_->legal(k, k.turn, legal);
        a = legal[static_cast<std::size_t>(rng.below(legal.size()))];
      }
      program_->play(k, a, static_cast<int>(history.size()));
      history.push_back(a);
    }
    return history;
  }

 private:
  CardSet set_;
  std::shared_ptr<kernel::KernelCatalogue> catalogue_ = std::make_shared<kernel::KernelCatalogue>();
  std::unique_ptr<ScriptProgram> program_;
  std::unique_ptr<CardKernel> initial_;
};

std::string read_text(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Another deal for `observer`: the faces of the cards they do not know, exchanged at random among
// the cards dealt by the same shuffle; sorted by the chance event that dealt each.
std::vector<FaceChange> another_deal(const CardKernel& k, int observer, Rng& rng) {
  std::vector<std::vector<int>> groups;
  for (int t = 0; t < k.tokens(); ++t) {
    if (k.face(t) < 0 || k.dealt_at(t) < 0 || k.knows(observer, t)) continue;
    const auto g = static_cast<std::size_t>(k.dealt_by(t));
    if (groups.size() <= g) groups.resize(g + 1);
    groups[g].push_back(t);
  }
  std::vector<FaceChange> changes;
  for (const auto& group : groups) {
    std::vector<int> faces;
    for (int t : group) faces.push_back(k.face(t));
    for (std::size_t i = faces.size(); i > 1; --i) std::swap(faces[i - 1], faces[static_cast<std::size_t>(rng.below(i))]);
    for (std::size_t i = 0; i < group.size(); ++i)
      if (faces[i] != k.face(group[i])) changes.push_back(FaceChange{group[i], faces[i], k.dealt_at(group[i])});
  }
  std::sort(changes.begin(), changes.end(), [](const FaceChange& a, const FaceChange& b) { return a.dealt_at < b.dealt_at; });
  return changes;
}

struct Tally {
  int same = 0, illegal = 0, diverged = 0;
};

// Plays games, and at points along them checks other deals both ways: with the trace, and by
// playing the whole history with the changed chance events through the script.
Tally compare_with_full_replays(Scripted& game, int games, std::size_t shortest, std::size_t longest, std::uint64_t seed) {
  Tally tally;
  Rng rng(seed);
  for (int g = 0; g < games; ++g) {
    CardKernel k = game.initial();
    const std::size_t length = shortest + static_cast<std::size_t>(rng.below(longest - shortest + 1));
    const std::vector<Action> history = game.play(k, length, rng);
    ReplayTrace trace(game.initial(), history, game.program());
    EXPECT_EQ(trace.last().describe(), k.describe());
    // Several deals for each observer on one trace, as a resample's chain checks them: the
    // later checks may take remembered re-runs of the earlier ones.
    for (int deal = 0; deal < 6; ++deal) {
      const int observer = deal % 2;
      const auto changes = another_deal(k, observer, rng);
      if (changes.empty()) continue;
      std::vector<Action> actions = history;
      for (const auto& c : changes) actions[static_cast<std::size_t>(c.dealt_at)] = c.face;
      const ReplayTrace::Check check = trace.check(changes, game.program());

      // The reference: the whole history through the script.
      CardKernel full = game.initial();
      bool illegal = false;
      std::vector<Action> legal;
      for (std::size_t i = 0; i < actions.size() && !illegal; ++i) {
        if (!full.chance_pending()) {
          game.program().legal(full, full.turn, legal);
          if (!std::binary_search(legal.begin(), legal.end(), actions[i])) {
            illegal = true;
            break;
          }
        }
        game.program().play(full, actions[i], static_cast<int>(i));
        if (check.verdict == ReplayTrace::Verdict::diverged && i == check.index) {
          EXPECT_EQ(check.kernel->describe(), full.describe()) << "game " << g << ", action " << i;
          break;
        }
      }
      switch (check.verdict) {
        case ReplayTrace::Verdict::same_play: {
          ++tally.same;
          EXPECT_FALSE(illegal) << "game " << g;
          CardKernel changed = k;
          std::vector<std::pair<int, int>> faces;
          for (const auto& c : changes) faces.emplace_back(c.token, c.face);
          changed.exchange_faces(faces);
          EXPECT_EQ(changed.describe(), full.describe()) << "game " << g;
          break;
        }
        case ReplayTrace::Verdict::illegal:
          ++tally.illegal;
          EXPECT_TRUE(illegal) << "game " << g;
          break;
        case ReplayTrace::Verdict::diverged:
          ++tally.diverged;
          EXPECT_FALSE(illegal) << "game " << g;
          break;
      }
    }
  }
  return tally;
}

TEST(LuaReplayTrace, AgreesWithFullReplaysOfGermanWhist) {
  const fs::path dir = fs::path(DW_SOURCE_DIR) / "cardsets" / "german-whist";
  Scripted game(load_bundled("german-whist"), read_text(dir / "rules" / "game.lua"));
  const Tally tally = compare_with_full_replays(game, 60, 52, 104, 3);
  std::cout << "[ tally    ] same play " << tally.same << ", illegal " << tally.illegal << ", diverged " << tally.diverged << "\n";
  // Both verdicts occur: hands that did not follow suit make many deals illegal.
  EXPECT_GT(tally.same, 5);
  EXPECT_GT(tally.illegal, 5);
}

// Six cards, two each; the apply makes the hidden top card of the deck public knowledge through
// a variable, so another deal of the deck can change what apply does.
constexpr const char* kLeakyGame = R"lua(return {
  players = 2,
  max_actions = 6,
  max_length = 10,
  setup = function(k)
    k.zone("deck", { visibility = "hidden" })
    k.zone("hand1", { owner = 1, visibility = "owner", ordered = false })
    k.zone("hand2", { owner = 2, visibility = "owner", ordered = false })
    k.zone("table", { visibility = "public" })
    for _, c in ipairs(k.cards("box")) do k.move(c, "deck") end
    k.shuffle("deck")
    for _ = 1, 2 do k.draw("deck", "hand1") k.draw("deck", "hand2") end
    k.set_turn(1)
  end,
  legal = function(k, p)
    local out = {}
    for i, c in ipairs(k.cards("hand" .. p)) do out[i] = c - 1 end
    return out
  end,
  apply = function(k, p, a)
    k.set("high", k.rule(k.top("deck"), "rank") > 3)
    k.move(a + 1, "table")
    if k.count("hand1") + k.count("hand2") == 0 then k.finish({ 0, 0 }) else k.set_turn(3 - p) end
  end,
  action_name = function(k, p, a) return "play " .. k.id(a + 1) end,
}
)lua";

CardSet six_cards() {
  CardSet set;
  set.id = "six";
  for (int rank = 1; rank <= 6; ++rank) {
    Card card;
    card.id = "c" + std::to_string(rank);
    card.count = 1;
    card.rules.kind = Value::Kind::table;
    Value r;
    r.kind = Value::Kind::integer;
    r.integer = rank;
    card.rules.entries.push_back({"rank", r});
    set.cards.push_back(card);
  }
  return set;
}

TEST(LuaReplayTrace, AgreesWithFullReplaysWhenADealChangesThePlay) {
  Scripted game(six_cards(), kLeakyGame);
  const Tally tally = compare_with_full_replays(game, 80, 1, 10, 5);
  std::cout << "[ tally    ] same play " << tally.same << ", illegal " << tally.illegal << ", diverged " << tally.diverged << "\n";
  EXPECT_GT(tally.same, 5);
  EXPECT_GT(tally.diverged, 5);
}

// Two cards deep in the stock, never looked at by any call: the check needs no script call.
TEST(LuaReplayTrace, FacesNoCallReadNeedNoScriptCall) {
  const fs::path dir = fs::path(DW_SOURCE_DIR) / "cardsets" / "german-whist";
  Scripted game(load_bundled("german-whist"), read_text(dir / "rules" / "game.lua"));
  Rng rng(17);
  CardKernel k = game.initial();
  const std::vector<Action> history = game.play(k, 52 + 20, rng);  // the deal and ten tricks
  ReplayTrace trace(game.initial(), history, game.program());
  const int stock = k.find_zone("stock");
  std::vector<int> deep;
  for (int t : k.contents(stock))
    if (!k.face_up(t) && !k.knows(0, t)) deep.push_back(t);
  ASSERT_GE(deep.size(), 2u);
  const int a = deep[0], b = deep[1];
  ASSERT_NE(k.face(a), k.face(b));
  std::vector<FaceChange> changes{{a, k.face(b), k.dealt_at(a)}, {b, k.face(a), k.dealt_at(b)}};
  std::sort(changes.begin(), changes.end(), [](const FaceChange& x, const FaceChange& y) { return x.dealt_at < y.dealt_at; });
  const long long calls = game.program().calls();
  EXPECT_EQ(trace.check(changes, game.program()).verdict, ReplayTrace::Verdict::same_play);
  EXPECT_EQ(game.program().calls(), calls);
}

// A deal checked a second time re-runs no legal call: each decision remembers the faces its
// re-run read. German Whist's apply reads only played and face-up cards, which every player
// knows, so another deal of the unseen cards changes what legal calls read and nothing else.
TEST(LuaReplayTrace, ADealCheckedAgainTakesTheRememberedLegalCalls) {
  const fs::path dir = fs::path(DW_SOURCE_DIR) / "cardsets" / "german-whist";
  Scripted game(load_bundled("german-whist"), read_text(dir / "rules" / "game.lua"));
  Rng rng(23);
  int rerun_checks = 0;
  for (int g = 0; g < 20; ++g) {
    CardKernel k = game.initial();
    const std::vector<Action> history = game.play(k, 52 + 10 + rng.below(30), rng);
    ReplayTrace trace(game.initial(), history, game.program());
    const auto changes = another_deal(k, static_cast<int>(g % 2), rng);
    if (changes.empty()) continue;
    const long long before = game.program().calls();
    const ReplayTrace::Verdict first = trace.check(changes, game.program()).verdict;
    if (game.program().calls() > before) ++rerun_checks;
    const long long again = game.program().calls();
    EXPECT_EQ(trace.check(changes, game.program()).verdict, first) << "game " << g;
    EXPECT_EQ(game.program().calls(), again) << "game " << g;
  }
  EXPECT_GT(rerun_checks, 10);  // the first checks did run the script
}

}  // namespace
}  // namespace dw::engine::testing
