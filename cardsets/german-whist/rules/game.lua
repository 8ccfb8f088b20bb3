-- German Whist for two, played on deckwright's card kernel (API: generator/engine/kernel/README.md).
--
-- Thirteen cards each; the next card of the stock is turned face up and its suit is trumps for the
-- whole game. The second player deals, so the first player leads. Follow suit if you can; the
-- highest trump wins the trick, else the highest card of the suit led (aces high). While the stock
-- lasts, the trick's winner takes its face-up card, the loser the face-down card below it, and the
-- next card is turned up; these thirteen tricks only build the hands. The thirteen tricks played
-- once the stock is empty are counted: more of them wins (+1, the other player -1).
--
-- Actions are cards (actions = "cards"): `legal` lists the cards that may be played and `apply`
-- receives the card played (cards are numbered 1 to 52 by the kernel).

local function other(p) return 3 - p end

local function trump(k) return k.rule(k.get("trump_card"), "suit") end

local HAND = { "hand1", "hand2" }
local TRICKS = { "tricks1", "tricks2" }

-- Who wins the trick whose first card `first` was led by `leader` and whose second card is `second`.
local function trick_winner(k, leader, first, second)
  local s1, s2 = k.rule(first, "suit"), k.rule(second, "suit")
  if s2 == s1 then
    if k.rule(second, "rank") > k.rule(first, "rank") then return other(leader) end
    return leader
  end
  if s2 == trump(k) then return other(leader) end
  return leader
end

-- The trick is complete: `second` (played by `p`) answered the card `first` that `leader` led.
local function end_trick(k, leader, first, second)
  local winner = trick_winner(k, leader, first, second)
  k.move(first, "played")
  k.move(second, "played")
  if k.get("counting") then k.add(TRICKS[winner], 1) end
  if k.count("stock") > 0 then
    local shown = k.draw("stock", HAND[winner])
    k.flip(shown, false)
    k.draw("stock", HAND[other(winner)])
    if k.count("stock") > 0 then
      k.flip(k.top("stock"), true)
    else
      k.set("counting", true)
    end
  end
  if k.count("hand1") == 0 and k.count("hand2") == 0 then
    if k.get("tricks1") > k.get("tricks2") then k.finish({ 1, -1 }) else k.finish({ -1, 1 }) end
    return
  end
  k.set("leader", winner)
  k.set_turn(winner)
end

return {
  players = 2,
  max_actions = 52,
  actions = "cards",
  max_length = 104,  -- 52 chance events (the shuffle) and 52 cards played
  returns = { -1, 1 },
  card_rules = { suit = "string", rank = "integer" },  -- what each card's [card.rules] holds

  setup = function(k)
    k.zone("stock", { visibility = "hidden" })
    k.zone("hand1", { owner = 1, visibility = "owner", ordered = false })
    k.zone("hand2", { owner = 2, visibility = "owner", ordered = false })
    k.zone("trick", { visibility = "public" })
    k.zone("played", { visibility = "public", ordered = false })
    k.counter("tricks1", 0, 0, 13)
    k.counter("tricks2", 0, 0, 13)
    for _, c in ipairs(k.cards("box")) do k.move(c, "stock") end
    k.shuffle("stock")
    for _ = 1, 13 do
      k.draw("stock", "hand1")
      k.draw("stock", "hand2")
    end
    local up = k.top("stock")
    k.flip(up, true)
    k.set("trump_card", up)
    k.set("counting", false)
    k.set("leader", 1)
    k.set_turn(1)
  end,

  -- Follow suit if you can. k.cards with a rule selects the cards of the suit led in one kernel
  -- call; `legal` runs in every step of every search rollout.
  legal = function(k, p)
    local led = k.top("trick")
    if led then
      local following = k.cards(HAND[p], "suit", k.rule(led, "suit"))
      if #following > 0 then return following end
    end
    return k.cards(HAND[p])
  end,

  apply = function(k, p, card)
    local led = k.top("trick")
    k.move(card, "trick")
    if not led then
      k.set_turn(other(p))
    else
      end_trick(k, other(p), led, card)  -- the other player led this trick
    end
  end,

  action_name = function(k, p, card)
    return "play " .. k.field(card, "name")
  end,

  -- Counted tricks decide; before that, trumps and high cards in hand are worth having.
  heuristic = function(k, p)
    local lead = k.get(TRICKS[p]) - k.get(TRICKS[other(p)])
    local strength = 0
    local trumps = trump(k)
    local ranks, suits = k.rules(HAND[p], "rank"), k.rules(HAND[p], "suit")
    for i = 1, #ranks do
      local value = (ranks[i] - 8) / 6
      if suits[i] == trumps then value = value + 1 end
      strength = strength + value
    end
    local score = lead / 7 + strength / 40
    if score > 1 then return 1 elseif score < -1 then return -1 end
    return score
  end,
}
