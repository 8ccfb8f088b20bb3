-- Crazy Eights for two, played on deckwright's card kernel (API: generator/engine/kernel/README.md).
--
-- The rules as this script plays them (the booklet states the same in words):
-- * One 52-card deck. Seven cards each; the next card of the stock is turned face up to start the
--   discard pile. The second player deals, so the first player plays first.
-- * The card to match is the top of the discard pile. You may play a card of the suit to follow or
--   of the same rank. The suit to follow is the top card's suit, or the suit named with an eight.
-- * Eights are wild: an eight may be played on any card, and whoever plays it names the suit to
--   follow (any of the four, its own included). An eight turned up as the first discard names
--   nothing: its own suit is the suit to follow.
-- * You must play if you can. If you cannot, draw one card from the stock; keep drawing, one card
--   per action, until you can play (then you must play) or the stock is empty.
-- * The stock is not renewed. With the stock empty, a player who cannot play passes. When both
--   players pass in a row, the game is blocked.
-- * The game ends when a player plays their last card: that player wins (+1, the other -1). A
--   blocked game goes to the player whose hand counts fewer penalty points (eight 50, king, queen
--   and jack 10, ace 1, any other card its rank); equal counts are a draw (0 each).
--
-- Actions: 0..51 play card a + 1 (any card but an eight); 52 + 4 * s + n plays the eight of suit s
-- naming suit n (suits numbered 0..3 as in SUITS); 68 draws; 69 passes.

local SUITS = { "clubs", "diamonds", "hearts", "spades" }
local SUIT_NUMBER = { clubs = 0, diamonds = 1, hearts = 2, spades = 3 }
local SUIT_NAME = { clubs = "Clubs", diamonds = "Diamonds", hearts = "Hearts", spades = "Spades" }
local HAND = { "hand1", "hand2" }
local EIGHTS = 52
local DRAW = 68
local PASS = 69
local DEALT = 7

local function other(p) return 3 - p end

-- The penalty points of the cards in a hand, counted when a blocked game ends.
local function penalty(k, zone)
  local total = 0
  local cards = k.cards(zone)
  for i = 1, #cards do
    local r = k.rule(cards[i], "rank")
    if r == 8 then total = total + 50 elseif r > 10 then total = total + 10 else total = total + r end
  end
  return total
end

local function end_blocked(k)
  local a, b = penalty(k, HAND[1]), penalty(k, HAND[2])
  if a < b then k.finish({ 1, -1 }) elseif b < a then k.finish({ -1, 1 }) else k.finish({ 0, 0 }) end
end

-- Card c goes on the pile; `named` is the suit an eight names (nil for any other card: the variable
-- "suit" holds only a named suit, else the top card's own suit is the one to follow).
local function discard(k, p, c, named)
  k.move(c, "discard")
  k.set("suit", named)
  k.set("passes", 0)
  if k.count(HAND[p]) == 0 then
    if p == 1 then k.finish({ 1, -1 }) else k.finish({ -1, 1 }) end
    return
  end
  k.set_turn(other(p))
end

return {
  players = 2,
  max_actions = 70,
  -- 52 chance events (the shuffle), at most 37 draws (the stock after the deal and the first
  -- discard), at most 51 plays (every card but the first discard) and at most 53 passes (never two
  -- in a row without a play between them, or the game is blocked): 193.
  max_length = 193,
  returns = { -1, 1 },
  -- The search's rollouts stop after 10 player actions and the heuristic scores them: as strong
  -- against greedy as rollouts to the end, at half the cost (engine README, issue 23).
  search_rollout = 10,
  card_rules = { suit = "string", rank = "integer" },

  setup = function(k)
    k.zone("stock", { visibility = "hidden" })
    k.zone(HAND[1], { owner = 1, visibility = "owner", ordered = false })
    k.zone(HAND[2], { owner = 2, visibility = "owner", ordered = false })
    k.zone("discard", { visibility = "public" })
    for _, c in ipairs(k.cards("box")) do k.move(c, "stock") end
    k.shuffle("stock")
    for _ = 1, DEALT do
      k.draw("stock", HAND[1])
      k.draw("stock", HAND[2])
    end
    k.flip(k.draw("stock", "discard"), true)  -- its face is dealt after set-up; legal reads it
    k.set("passes", 0)
    k.set_turn(1)
  end,

  -- The cards that can be played (an eight four times, once per suit it may name); else a draw
  -- while the stock lasts; else a pass.
  legal = function(k, p)
    local top = k.top("discard")
    local suit, rank = k.get("suit") or k.rule(top, "suit"), k.rule(top, "rank")
    -- The hand's cards with their ranks and suits read in two bulk calls (the same faces as a
    -- k.rule per card: every card's rank is needed).
    local hand = k.cards(HAND[p])
    local ranks, suits = k.rules(HAND[p], "rank"), k.rules(HAND[p], "suit")
    local out, n = {}, 0
    for i = 1, #hand do
      local r = ranks[i]
      if r == 8 then
        local first = EIGHTS + 4 * SUIT_NUMBER[suits[i]]
        for named = 0, 3 do
          n = n + 1
          out[n] = first + named
        end
      elseif r == rank or suits[i] == suit then
        n = n + 1
        out[n] = hand[i] - 1
      end
    end
    if n > 0 then return out end
    if k.count("stock") > 0 then return { DRAW } end
    return { PASS }
  end,

  apply = function(k, p, a)
    if a == DRAW then
      k.draw("stock", HAND[p])  -- the player keeps the turn: they play it, draw again or pass
    elseif a == PASS then
      local passes = k.get("passes") + 1
      if passes >= 2 then
        end_blocked(k)
        return
      end
      k.set("passes", passes)
      k.set_turn(other(p))
    elseif a >= EIGHTS then
      local own, named = SUITS[(a - EIGHTS) // 4 + 1], SUITS[(a - EIGHTS) % 4 + 1]
      local hand = k.cards(HAND[p])
      for i = 1, #hand do
        local c = hand[i]
        if k.rule(c, "rank") == 8 and k.rule(c, "suit") == own then
          discard(k, p, c, named)
          return
        end
      end
    else
      discard(k, p, a + 1, nil)
    end
  end,

  action_name = function(k, p, a)
    if a == DRAW then return "draw a card" end
    if a == PASS then return "pass (no card to play and the stock is empty)" end
    if a >= EIGHTS then
      local own, named = SUITS[(a - EIGHTS) // 4 + 1], SUITS[(a - EIGHTS) % 4 + 1]
      return "play Eight of " .. SUIT_NAME[own] .. ", naming " .. SUIT_NAME[named]
    end
    return "play " .. k.field(a + 1, "name")
  end,

  -- Fewer cards than the other hand is what wins. Eights held are worth keeping for later; cards of
  -- the suit to follow (after p's play, often the suit p named) mean p can answer what comes; and
  -- as the stock runs low, penalty points in hand are a risk if the game blocks.
  heuristic = function(k, p)
    local mine, theirs = k.count(HAND[p]), k.count(HAND[other(p)])
    local top = k.top("discard")
    local suit = k.get("suit") or k.rule(top, "suit")
    local eights, following, points = 0, 0, 0
    local ranks, suits = k.rules(HAND[p], "rank"), k.rules(HAND[p], "suit")
    for i = 1, #ranks do
      local r = ranks[i]
      if r == 8 then
        eights = eights + 1
        points = points + 50
      else
        if suits[i] == suit then following = following + 1 end
        if r > 10 then points = points + 10 else points = points + r end
      end
    end
    local late = 1 - k.count("stock") / 37
    local score = (theirs - mine) / 8 + eights / 8 + following / 8 - late * points / 200
    if score > 1 then return 1 elseif score < -1 then return -1 end
    return score
  end,
}
