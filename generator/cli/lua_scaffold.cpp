// lua_scaffold: the text of each file of a new scripted card set.
#include "cli/lua_scaffold.hpp"

#include "model/toml_writer.hpp"

namespace dw {

namespace {

constexpr const char* kRulesScript = R"lua(-- The rules of this card set, played by deckwright's card kernel (the API is documented in
-- generator/engine/kernel/README.md of deckwright; cardsets/german-whist is a larger example).
--
-- A trick game for two: five cards each from a shuffled deck of twelve (suns and moons, ranks 1
-- to 6). The leader plays a card face up; the other player follows the colour if they can and
-- plays a card too. The higher card of the colour led wins the round, and its winner leads the
-- next one. After five rounds, the player who won more of them wins the game.
--
-- Actions: playing card #c is action c - 1 (the kernel numbers the cards 1 to 12).

local function other(p) return 3 - p end

-- The cards of player p's hand that may be played now: any card to lead, else the colour led.
local function playable(k, p)
  local hand = k.cards("hand" .. p)
  local table_ = k.cards("table")
  if #table_ == 0 then return hand end
  local led = k.rule(table_[1], "colour")
  local following = {}
  for _, c in ipairs(hand) do
    if k.rule(c, "colour") == led then following[#following + 1] = c end
  end
  if #following > 0 then return following end
  return hand
end

local function end_round(k)
  local cards = k.cards("table")
  local leader = k.get("leader")
  local first, second = cards[1], cards[2]
  local winner = leader
  if k.rule(second, "colour") == k.rule(first, "colour") and k.rule(second, "rank") > k.rule(first, "rank") then
    winner = other(leader)
  end
  for _, c in ipairs(cards) do k.move(c, "won" .. winner) end
  k.add("rounds" .. winner, 1)
  if k.count("hand1") == 0 then
    if k.get("rounds1") > k.get("rounds2") then k.finish({ 1, -1 }) else k.finish({ -1, 1 }) end
    return
  end
  k.set("leader", winner)
  k.set_turn(winner)
end

return {
  players = 2,
  max_actions = 12,
  max_length = 22,  -- 12 chance events (the shuffle) and 10 cards played
  returns = { -1, 1 },
  card_rules = { colour = "string", rank = "integer" },  -- what each card's [card.rules] holds

  setup = function(k)
    k.zone("deck", { visibility = "hidden" })
    k.zone("hand1", { owner = 1, visibility = "owner", ordered = false })
    k.zone("hand2", { owner = 2, visibility = "owner", ordered = false })
    k.zone("table", { visibility = "public" })
    k.zone("won1", { visibility = "public", ordered = false })
    k.zone("won2", { visibility = "public", ordered = false })
    k.counter("rounds1", 0, 0, 5)
    k.counter("rounds2", 0, 0, 5)
    for _, c in ipairs(k.cards("box")) do k.move(c, "deck") end
    k.shuffle("deck")
    for _ = 1, 5 do
      k.draw("deck", "hand1")
      k.draw("deck", "hand2")
    end
    k.set("leader", 1)
    k.set_turn(1)
  end,

  legal = function(k, p)
    local actions = {}
    for i, c in ipairs(playable(k, p)) do actions[i] = c - 1 end
    return actions
  end,

  apply = function(k, p, a)
    k.move(a + 1, "table")
    if k.count("table") == 1 then
      k.set_turn(other(p))
    else
      end_round(k)
    end
  end,

  action_name = function(k, p, a)
    return "play " .. k.field(a + 1, "name")
  end,

  -- Rounds won count most; high cards in hand a little.
  heuristic = function(k, p)
    local score = (k.get("rounds" .. p) - k.get("rounds" .. other(p))) / 5
    for _, c in ipairs(k.cards("hand" .. p)) do score = score + (k.rule(c, "rank") - 3.5) / 100 end
    if score > 1 then return 1 elseif score < -1 then return -1 end
    return score
  end,
}
)lua";

constexpr const char* kFaceTemplate = R"(# The face of every card: a frame, the name, the value in a badge and the rules text.
description = "Card face: name, value badge, text"

[[element]]
name = "frame"
type = "rect"
x = "3mm"
y = "3mm"
width = "57.5mm"
height = "82.9mm"
fill = "#f4efe2"
stroke = "#2b2b40"
stroke_width = "1pt"

[[element]]
name = "title"
type = "text"
text = "**{name}**"
x = "6mm"
y = "6mm"
width = "39.5mm"
height = "8mm"
font = "DejaVu Serif"
size = 12
min_size = 6
color = "#2b2b40"

[[element]]
name = "badge"
type = "ellipse"
x = "50.5mm"
y = "5mm"
width = "8mm"
height = "8mm"
fill = "#2b4d80"

[[element]]
name = "value"
type = "text"
text = "**{value}**"
x = "50.5mm"
y = "5mm"
width = "8mm"
height = "8mm"
font = "DejaVu Serif"
size = 11
min_size = 6
align = "center"
valign = "middle"
color = "white"

[[element]]
name = "rules-text"
type = "text"
text = "{text}"
x = "6mm"
y = "50mm"
width = "51.5mm"
height = "30mm"
font = "DejaVu Serif"
size = 11
min_size = 5
color = "#1a1a1a"
)";

constexpr const char* kBackTemplate = R"(# The back of every card: one field over the card and its bleed.
description = "Card back: a solid field"

[[element]]
name = "field"
type = "rect"
bleed = true
fill = "#2b2b40"
)";

std::string quoted(const std::string& s) {
  return toml_value(Value{Value::Kind::string, false, 0, 0, s, {}, {}, {}});
}

std::string set_toml(const std::string& id, const std::string& title) {
  std::string out;
  out += "# " + toml_comment(title) + ": a card game whose rules are the Lua script rules/game.lua, played and\n";
  out += "# validated by deckwright (`deckwright play`, `deckwright validate`) and printed with `deckwright build`.\n";
  out += "# Change the cards in cards/cards.toml, the rules in rules/game.lua and the booklet in booklet/rules.md.\n";
  out += "id = " + quoted(id) + "\n";
  out += "title = " + quoted(title) + "\n";
  out += "version = \"0.1.0\"\n";
  out += "ruleset = \"lua\"\n";
  out += "rules_script = \"rules/game.lua\"\n";
  out += "cards = [\"cards/cards.toml\"]\n\n";
  out += "[card]\nsize = \"poker\"\nbleed = \"3mm\"\nsafe = \"4mm\"\n\n";
  out += "[print]\npaper = \"a4\"\nback = \"back\"\n\n";
  out += "[templates]\ncard = \"face\"\n\n";
  out += "[fields]\nname = { type = \"string\", required = true }\nvalue = { type = \"string\", required = true }\n"
         "text = { type = \"text\", required = true }\n\n";
  out += "[booklet]\nsource = \"booklet/rules.md\"\nsubtitle = \"A trick game for two players\"\n";
  return out;
}

std::string cards_toml() {
  static const char* const kNames[] = {"One", "Two", "Three", "Four", "Five", "Six"};
  std::string out;
  out += "# The twelve cards: suns and moons, ranks 1 to 6. [card.rules] is what the rules script reads\n";
  out += "# (k.rule(card, \"colour\"), k.rule(card, \"rank\")); the printed fields are name, value and text.\n";
  for (const char* colour : {"sun", "moon"}) {
    for (int rank = 1; rank <= 6; ++rank) {
      const std::string name = std::string(kNames[rank - 1]) + " of " + (colour[0] == 's' ? "Suns" : "Moons");
      out += "\n[[card]]\n";
      out += "id = \"" + std::string(colour) + "-" + std::to_string(rank) + "\"\n";
      out += "kind = \"card\"\n";
      out += "name = " + quoted(name) + "\n";
      out += "value = \"" + std::to_string(rank) + "\"\n";
      out += "text = \"Follow the colour led if you can. The higher card of the colour led wins the round.\"\n";
      out += "[card.rules]\n";
      out += "colour = \"" + std::string(colour) + "\"\n";
      out += "rank = " + std::to_string(rank) + "\n";
    }
  }
  return out;
}

std::string booklet(const std::string& title) {
  std::string out;
  out += "# " + title + "\n\n";
  out += "A trick game for two players. Rewrite this booklet as your game grows: it is printed by\n";
  out += "`deckwright build` from booklet/rules.md.\n\n";
  out += "## What You Need\n\n";
  out += "The twelve cards of this set: six suns and six moons, ranked 1 to 6.\n\n";
  out += "## How to Play\n\n";
  out += "Shuffle the cards and deal five to each player; set the last two aside unseen. The first\n";
  out += "player leads a round by playing any card face up. The other player then plays a card of the\n";
  out += "same colour if they have one, or else any card.\n\n";
  out += "The higher card of the colour led wins the round. Its winner takes both cards and leads the\n";
  out += "next round.\n\n";
  out += "## Winning\n\n";
  out += "After five rounds, the player who won more of them wins the game.\n";
  return out;
}

}  // namespace

std::vector<std::pair<std::string, std::string>> lua_scaffold_files(const std::string& id, const std::string& title) {
  return {
      {"set.toml", set_toml(id, title)},
      {"cards/cards.toml", cards_toml()},
      {"templates/face.toml", kFaceTemplate},
      {"templates/back.toml", kBackTemplate},
      {"rules/game.lua", kRulesScript},
      {"booklet/rules.md", booklet(title)},
  };
}

}  // namespace dw
