// The kernel's bulk reads and the interpreter's caches behind every `k` call: k.cards(zone, key,
// value) selects cards by a rule, k.rules(zone, key) lists a zone's rule values, both read every
// face of the zone (a heuristic may not use them on a hidden zone), zone names built at run time
// or longer than Lua interns find their zone, one interpreter serving kernels of two card sets
// finds each set's zones and rules, a script with actions = "cards" works in cards while the
// engine's actions stay card - 1, and the small-block pool keeps blocks apart and their bytes
// across resizes.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <set>
#include <variant>

#include "engine/kernel/card_kernel.hpp"
#include "engine/kernel/script_program.hpp"
#include "engine/kernel/small_block_pool.hpp"

namespace dw::engine::testing {
namespace {

using kernel::CardKernel;
using kernel::KernelCatalogue;
using kernel::ScriptError;
using kernel::ScriptProgram;

// Cards c1..c<n>: rank i, suit "a" for odd i and "b" for even i, except the last card, which has
// no suit. With `flipped`, the suits are the other way round.
CardSet numbered_cards(int n, bool flipped = false) {
  CardSet set;
  set.id = "numbered";
  for (int i = 1; i <= n; ++i) {
    Card card;
    card.id = "c" + std::to_string(i);
    card.rules.kind = Value::Kind::table;
    Value rank;
    rank.kind = Value::Kind::integer;
    rank.integer = i;
    card.rules.entries.push_back({"rank", rank});
    if (i < n) {
      Value suit;
      suit.kind = Value::Kind::string;
      suit.string = ((i % 2 == 1) != flipped) ? "a" : "b";
      card.rules.entries.push_back({"suit", suit});
    }
    set.cards.push_back(card);
  }
  return set;
}

// Set-up declares an extra zone first when the set has more than eight cards (so zone numbers
// differ between sets), turns the cards face down, puts the odd cards in hand1 and the even ones in hand2 and the last card
// in a zone whose name is longer than the strings Lua interns. `legal` returns, as actions (card
// c is action c - 1), the cards the kernel variable `mode` asks for; 15 when none.
constexpr const char* kScript = R"lua(
local LONG = "a zone whose name is longer than the forty bytes Lua interns"
return {
  players = 2,
  max_actions = 16,
  max_length = 40,
  setup = function(k)
    if k.count("box") > 8 then k.zone("extra", { visibility = "public" }) end
    k.zone("hand1", { owner = 1, visibility = "owner", ordered = false })
    k.zone("hand2", { owner = 2, visibility = "owner", ordered = false })
    k.zone(LONG, { visibility = "public" })
    k.shuffle("box")  -- faces down: each player learns only the faces of the zones they see
    local cards = k.cards("box")
    for i = 1, #cards - 1 do k.move(cards[i], "hand" .. (2 - cards[i] % 2)) end
    k.move(cards[#cards], LONG)
    k.set_turn(1)
  end,
  legal = function(k, p)
    local mode, hand, picked = k.get("mode"), "hand" .. p, {}
    if mode == "suit" then picked = k.cards(hand, "suit", "a")
    elseif mode == "rank" then picked = k.cards(hand, "rank", 3.0)
    elseif mode == "no-suit" then picked = k.cards(LONG, "suit", nil)
    elseif mode == "rules" then
      local cards, ranks = k.cards(hand), k.rules(hand, "rank")
      for i = 1, #cards do if ranks[i] > 4 then picked[#picked + 1] = cards[i] end end
    elseif mode == "long" then picked = k.cards(LONG)
    end
    local out = {}
    for i, c in ipairs(picked) do out[i] = c - 1 end
    if #out == 0 then out[1] = 15 end
    return out
  end,
  apply = function(k, p, a) k.finish({ 0, 0 }) end,
  action_name = function(k, p, a) return "card " .. (a + 1) end,
  heuristic = function(k, p) return #k.cards("hand2", "suit", "a") / 10 end,
}
)lua";

// The kernel after set-up for `set`, run by `program`.
class ScriptedSet {
 public:
  ScriptedSet(const CardSet& set, ScriptProgram& program) : set_(set) {
    auto catalogue = std::make_shared<KernelCatalogue>();
    catalogue->set = &set_;
    for (std::size_t c = 0; c < set_.cards.size(); ++c) {
      catalogue->playable.push_back(static_cast<int>(c));
      catalogue->initial_face.push_back(static_cast<int>(c));
    }
    kernel_ = std::make_unique<CardKernel>(catalogue);
    program.setup(*kernel_);
    kernel_->freeze();
    // The shuffle's chance events give each card its own face again (the first face left).
    for (int index = 0; kernel_->chance_pending(); ++index) kernel_->deal_face(kernel_->chance_faces().front().first, index);
  }
  // The actions legal returns for player 1 in `mode`.
  std::vector<Action> legal(ScriptProgram& program, const std::string& mode) {
    kernel_->vars()["mode"] = mode;
    std::vector<Action> out;
    program.legal(*kernel_, 0, out);
    return out;
  }
  CardKernel& kernel() { return *kernel_; }

 private:
  CardSet set_;
  std::unique_ptr<CardKernel> kernel_;
};

TEST(LuaKernelApi, CardsSelectsByARuleValue) {
  ScriptProgram program("game.lua", kScript);
  ScriptedSet game(numbered_cards(8), program);
  // hand1 holds c1, c3, c5, c7 (all of suit a); c3 has rank 3, which the float 3.0 equals.
  EXPECT_EQ(game.legal(program, "suit"), (std::vector<Action>{0, 2, 4, 6}));
  EXPECT_EQ(game.legal(program, "rank"), (std::vector<Action>{2}));
  // nil selects the cards without the rule: c8, the one card in the long-named zone.
  EXPECT_EQ(game.legal(program, "no-suit"), (std::vector<Action>{7}));
  EXPECT_EQ(game.legal(program, "long"), (std::vector<Action>{7}));
}

TEST(LuaKernelApi, RulesListsAZonesValuesInCardOrder) {
  ScriptProgram program("game.lua", kScript);
  ScriptedSet game(numbered_cards(8), program);
  EXPECT_EQ(game.legal(program, "rules"), (std::vector<Action>{4, 6}));  // c5 and c7 rank above 4
}

TEST(LuaKernelApi, SelectingReadsEveryFaceOfTheZone) {
  ScriptProgram program("game.lua", kScript);
  ScriptedSet game(numbered_cards(8), program);
  // Player 1's heuristic selects in player 2's hand, whose faces player 1 does not know.
  try {
    (void)program.heuristic(game.kernel(), 0);
    ADD_FAILURE() << "a heuristic selected among hidden cards";
  } catch (const ScriptError& e) {
    EXPECT_NE(std::string(e.what()).find("hidden from player 1"), std::string::npos) << e.what();
  }
  EXPECT_DOUBLE_EQ(program.heuristic(game.kernel(), 1), 0.0);  // player 2 knows their hand: no suit a
}

TEST(LuaKernelApi, OneInterpreterServesTheKernelsOfTwoSets) {
  ScriptProgram program("game.lua", kScript);
  ScriptedSet eight(numbered_cards(8), program);
  EXPECT_EQ(eight.legal(program, "suit"), (std::vector<Action>{0, 2, 4, 6}));
  // Nine cards: "extra" comes first, so hand1 is another zone number; and the suits are flipped.
  ScriptedSet nine(numbered_cards(9, true), program);
  EXPECT_EQ(nine.kernel().find_zone("hand1"), eight.kernel().find_zone("hand1") + 1);
  EXPECT_EQ(nine.legal(program, "suit"), (std::vector<Action>{15}));  // hand1's odd cards are all of suit b now
  EXPECT_EQ(nine.legal(program, "rank"), (std::vector<Action>{2}));
  // And back to the first set's kernel.
  EXPECT_EQ(eight.legal(program, "suit"), (std::vector<Action>{0, 2, 4, 6}));
}

// Cards in hand1 are legal; apply keeps the card it receives in a variable; with @CARD@ set, legal
// lists that card as well.
constexpr const char* kCardActions = R"lua(
return {
  players = 2,
  max_actions = 8,
  actions = "@ACTIONS@",
  max_length = 40,
  setup = function(k)
    k.zone("hand1", { owner = 1, visibility = "owner", ordered = false })
    local cards = k.cards("box")
    for i = 1, #cards - 1, 2 do k.move(cards[i], "hand1") end
    k.set_turn(1)
  end,
  legal = function(k, p)
    local hand = k.cards("hand1")
    if @CARD@ then hand[#hand + 1] = @CARD@ end
    return hand
  end,
  apply = function(k, p, card) k.set("applied", card) end,
  action_name = function(k, p, card) return "card " .. card end,
}
)lua";

std::string card_actions_script(const std::string& actions, const std::string& card) {
  std::string text = kCardActions;
  text.replace(text.find("@ACTIONS@"), 9, actions);
  for (std::size_t at; (at = text.find("@CARD@")) != std::string::npos;) text.replace(at, 6, card);
  return text;
}

TEST(LuaKernelApi, CardActionsAreCardsToTheScriptAndCardMinusOneToTheEngine) {
  ScriptProgram program("game.lua", card_actions_script("cards", "false"));
  EXPECT_TRUE(program.constants().card_actions);
  ScriptedSet game(numbered_cards(8), program);
  std::vector<Action> legal;
  program.legal(game.kernel(), 0, legal);
  EXPECT_EQ(legal, (std::vector<Action>{0, 2, 4, 6}));  // cards 1, 3, 5 and 7
  program.apply(game.kernel(), 0, 4);
  EXPECT_EQ(std::get<std::int64_t>(game.kernel().vars().at("applied")), 5);
  EXPECT_EQ(program.action_name(game.kernel(), 0, 4), "card 5");
}

// k.get, k.set and k.add find a name again where they found it last (api_cache): a variable
// made or deleted before it moves the others, and every kernel of a game has its counters in
// one order. Each apply reads and writes through names the interpreter has seen before.
constexpr const char* kNames = R"lua(
return {
  players = 2,
  max_actions = 2,
  max_length = 40,
  setup = function(k)
    k.counter("a", 0, 0, 100)
    k.counter("z", 0, 0, 100)
    k.set_turn(1)
  end,
  legal = function(k, p) return { 0, 1 } end,
  apply = function(k, p, a)
    k.set("m", 1)
    k.set("y", 2)
    local y = k.get("y")   -- y is second
    k.set("b", 3)          -- before m and y: y is third
    local moved = k.get("y")
    k.set("m", nil)        -- y is second again
    k.add("z", k.get("y") + y + moved)
    k.add("a", k.get("b"))
    k.set("b", nil)
    k.set("y", k.get("y") + a)
  end,
  action_name = function(k, p, a) return "name " .. a end,
}
)lua";

TEST(LuaKernelApi, NamesAreFoundAgainWhenOthersComeAndGo) {
  ScriptProgram program("game.lua", kNames);
  ScriptedSet first(numbered_cards(2), program);
  CardKernel second = first.kernel();
  for (int round = 0; round < 2; ++round) {
    program.apply(first.kernel(), 0, 1);
    program.apply(second, 0, 0);
  }
  EXPECT_EQ(first.kernel().counters().at("z").value, 2 * (2 + 2 + 2));  // y read as 2 each time
  EXPECT_EQ(first.kernel().counters().at("a").value, 6);
  EXPECT_EQ(std::get<std::int64_t>(first.kernel().vars().at("y")), 3);
  EXPECT_EQ(first.kernel().vars().size(), 1u);
  EXPECT_EQ(second.counters().at("z").value, 2 * (2 + 2 + 2));
  EXPECT_EQ(second.counters().at("a").value, 6);
  EXPECT_EQ(std::get<std::int64_t>(second.vars().at("y")), 2);
}

TEST(LuaKernelApi, CardActionsRefuseCardsOutsideMaxActions) {
  for (const std::string card : {"0", "9"}) {
    ScriptProgram program("game.lua", card_actions_script("cards", card));
    ScriptedSet game(numbered_cards(8), program);
    std::vector<Action> legal;
    try {
      program.legal(game.kernel(), 0, legal);
      ADD_FAILURE() << "card " << card << " was accepted";
    } catch (const ScriptError& e) {
      EXPECT_NE(std::string(e.what()).find("card " + card + " is outside 1 to max_actions (8)"), std::string::npos) << e.what();
    }
  }
  // The same list as integers: 8 is outside 0 to 7 only as an action.
  ScriptProgram integers("game.lua", card_actions_script("integers", "false"));
  EXPECT_FALSE(integers.constants().card_actions);
  EXPECT_THROW(ScriptProgram("game.lua", card_actions_script("moves", "false")), ScriptError);
}

TEST(KernelSmallBlockPool, BlocksAreDistinctAlignedAndKeepTheirBytes) {
  kernel::SmallBlockPool pool;
  std::set<void*> seen;
  std::vector<std::pair<void*, std::size_t>> blocks;
  for (std::size_t size = 1; size <= 300; size += 7) {
    void* block = pool.resize(nullptr, 0, size);
    ASSERT_NE(block, nullptr);
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(block) % 16, 0u) << size;
    EXPECT_TRUE(seen.insert(block).second) << size;
    std::memset(block, static_cast<int>(size & 0xff), size);
    blocks.emplace_back(block, size);
  }
  // Growing and shrinking across size classes, and into and out of malloc's sizes, keeps the bytes.
  for (auto& [block, size] : blocks) {
    const auto fill = static_cast<unsigned char>(size & 0xff);
    for (std::size_t to : {size + 20, size * 3 + 300, size}) {
      block = pool.resize(block, size, to);
      ASSERT_NE(block, nullptr);
      const auto* bytes = static_cast<const unsigned char*>(block);
      for (std::size_t i = 0; i < std::min(size, to); ++i) ASSERT_EQ(bytes[i], fill) << size << " -> " << to;
      if (to > size) std::memset(static_cast<unsigned char*>(block) + size, fill, to - size);
      size = to;
    }
  }
  for (const auto& [block, size] : blocks) pool.release(block, size);
  // A released block of a size class is the next one that class gives out.
  void* a = pool.resize(nullptr, 0, 40);
  pool.release(a, 40);
  EXPECT_EQ(pool.resize(nullptr, 0, 33), a);
}

}  // namespace
}  // namespace dw::engine::testing
