-- Clashing Blades! (Lester Smith's sword duel for two) on deckwright's card kernel (API:
-- generator/engine/kernel/README.md): the basic game and the advanced rules, with the rules and
-- interpretations of the built-in C++ ruleset (generator/engine/games/clashing_blades/
-- clashing_blades.hpp). `deckwright play cardsets/clashing-blades --scripted` plays this script
-- instead; generator/engine/README.md compares the two.
--
-- Each card's part comes from its [card.rules] table: spades, diamonds and clubs with a strength
-- make the duel deck; hearts with health and duelist give health; hearts with only a strength
-- are extra hearts (advanced rule 1); cards with an event make the event deck (advanced rule 2).
-- Cards not in play stay in the zone "box". Actions: 0 passes (keep the attack, take the damage,
-- no sting, leave the event deck); card #c is action c (play, answer, shed, discard or sting
-- with it, or use that kept balance card); 255 turns over the next event.

local PASS, DRAW, HAND, MAX_DEALS = 0, 255, 7, 100
local HANDS, DOWN, STUNG, KEPT = { "hand1", "hand2" }, { "down1", "down2" }, { "stung1", "stung2" }, { "kept1", "kept2" }
local HEALTH, THREAT, FRONT = { "health1", "health2" }, { "threat1", "threat2" }, { "front1", "front2" }
local SHED, PENDING, START = { "shed1", "shed2" }, { "pending1", "pending2" }, { "start1", "start2" }

local function suit(k, c) return k.rule(c, "suit") end
local function strength(k, c) return k.rule(c, "strength") end
local function set_threats(k, t1, t2) k.set("threat1", t1); k.set("threat2", t2) end
local function move_all(k, from, to)
  local cards = k.cards(from)
  for i = 1, #cards do k.move(cards[i], to) end
end
local function discard_hand(k, p) move_all(k, HANDS[p], "discard") end
local function to(k, phase, p) k.set("phase", phase); k.set_turn(p) end

-- Answering a threat t with card c (a diamond or club): the damage the answerer still takes, and
-- the riposte's threat against the other duelist.
local function respond(k, t, c)
  local s = strength(k, c)
  if suit(k, c) == "diamonds" then return math.max(0, t - s), 0 end
  if s < t then return t - s, 0 end
  return 0, s - t
end

-- A duelist at 0 health or below loses; both at once: both lose.
local function defeated(k)
  local h1, h2 = k.get("health1"), k.get("health2")
  if h1 > 0 and h2 > 0 then return false end
  k.finish({ h1 > 0 and 1 or -1, h2 > 0 and 1 or -1 })
  return true
end

local begin_en_garde, disengage

-- Stung duelists shed before en garde; `fresh` right after a deal (no hand can be all hearts then).
local function next_shed(k, fresh)
  for v = 1, 2 do
    if k.get(SHED[v]) > 0 then
      if k.count(HANDS[v]) > 0 then return to(k, "shed", v) end
      k.set(SHED[v], 0)
    end
  end
  begin_en_garde(k, fresh)
end

-- Disengage (b) and (c): every card but the stings back into the deck, shuffled and dealt again,
-- the first card to the duelist who did not deal. Seat 1 deals first; dealers alternate.
local function start_deal(k)
  set_threats(k, 0, 0)
  local deals = k.get("deals")
  if deals >= MAX_DEALS then return k.finish({ 0, 0 }) end  -- nobody wins a duel without end
  for _, zone in ipairs({ "hand1", "hand2", "table", "discard" }) do move_all(k, zone, "deck") end
  k.set("deals", deals + 1)
  local dealer = deals % 2 + 1
  k.set("dealer", dealer)
  k.shuffle("deck")
  for _ = 1, HAND do
    k.draw("deck", HANDS[3 - dealer])
    k.draw("deck", HANDS[dealer])
  end
  for v = 1, 2 do  -- a sting makes its victim shed cards worth its strength
    local s = k.top(STUNG[v])
    k.set(SHED[v], s and strength(k, s) or 0)
  end
  next_shed(k, true)
end

begin_en_garde = function(k, fresh)
  if k.get("extra") and not fresh then
    -- Hearts cannot be played on their own: a hand of nothing but hearts is discarded face up.
    for p = 1, 2 do
      local hand = k.cards(HANDS[p])
      local only_hearts = #hand > 0
      for i = 1, #hand do
        if suit(k, hand[i]) ~= "hearts" then only_hearts = false; break end
      end
      if only_hearts then discard_hand(k, p) end
    end
  end
  local n1 = k.count("hand1")
  if n1 == 0 and k.count("hand2") == 0 then
    for v = 1, 2 do move_all(k, STUNG[v], "discard") end  -- a sting lasts one deal
    return start_deal(k)
  end
  to(k, "en_garde", n1 > 0 and 1 or 2)
end

local function next_sting_decision(k)
  for victim = 1, 2 do
    if k.get(PENDING[victim]) then return to(k, "sting", 3 - victim) end
  end
  start_deal(k)
end

-- Damage: health falls; the deal is over (with extra hearts, after the attackers' stings).
local function suffer(k, d1, d2)
  k.add("health1", -d1); k.add("health2", -d2)
  set_threats(k, 0, 0)
  if defeated(k) then return end
  if not k.get("extra") then return start_deal(k) end
  for v = 1, 2 do move_all(k, STUNG[v], "discard") end  -- this deal's stings are over
  k.set("pending1", d1 > 0); k.set("pending2", d2 > 0)
  next_sting_decision(k)
end

local function hurt(k, p, damage) if p == 1 then suffer(k, damage, 0) else suffer(k, 0, damage) end end

-- Advanced rule 2: the duelist who stopped a threat exactly may turn over an event.
local function after_exact_counter(k, p)
  if k.count("events") == 0 then return disengage(k) end
  to(k, "event_offer", p)
  k.set("counterer", p)
end

-- Disengage (a): nobody is threatened; the played cards are discarded, a new en garde begins.
disengage = function(k)
  move_all(k, "table", "discard")
  set_threats(k, 0, 0)
  begin_en_garde(k, false)
end

-- Player p answers the threat they face with card c (from hand onto the table).
local function answer(k, p, c, facing)
  k.move(c, "table")
  set_threats(k, 0, 0)
  k.set("balance_used", false)
  local damage, riposte = respond(k, facing, c)
  if damage > 0 then return hurt(k, p, damage) end
  if riposte > 0 then
    k.set(THREAT[3 - p], riposte)
    return to(k, "exchange", 3 - p)
  end
  if strength(k, c) == facing then return after_exact_counter(k, p) end
  disengage(k)
end

-- A spade of strength s from x against y's card (nil: none) at en garde, added to the threats t.
local function spade_against(k, s, other, x, y, t)
  if not other then t[y] = t[y] + s; return end
  local o = strength(k, other)
  if suit(k, other) == "diamonds" then t[y] = t[y] + math.max(0, s - o)
  elseif o < s then t[y] = t[y] + s - o
  else t[x] = t[x] + o - s end
end

-- Both en garde cards are turned up together and resolved by the table of card interactions.
local function reveal(k)
  local plays = {}
  for p = 1, 2 do
    plays[p] = k.top(DOWN[p])
    if plays[p] then k.move(plays[p], "table") end
  end
  local a, b = plays[1], plays[2]
  local a_spade, b_spade = a and suit(k, a) == "spades", b and suit(k, b) == "spades"
  local t = { 0, 0 }
  if a_spade and b_spade then
    local t1, t2 = strength(k, b), strength(k, a)
    set_threats(k, t1, t2)
    k.set("declines", 0)  -- the duelist facing more damage has the first option; a tie: the non-dealer
    return to(k, "spade_duel", t1 == t2 and 3 - k.get("dealer") or t1 > t2 and 1 or 2)
  end
  if a_spade then spade_against(k, strength(k, a), b, 1, 2, t) end
  if b_spade then spade_against(k, strength(k, b), a, 2, 1, t) end
  set_threats(k, t[1], t[2])
  if t[1] > 0 or t[2] > 0 then return to(k, "exchange", t[1] > 0 and 1 or 2) end
  for p = 1, 2 do
    local mine, theirs = plays[p], plays[3 - p]
    if mine and theirs and suit(k, mine) ~= "spades" and suit(k, theirs) == "spades"
        and strength(k, mine) == strength(k, theirs) then
      return after_exact_counter(k, p)
    end
  end
  disengage(k)
end

local function use_balance(k, p, e)
  k.move(e, "used")
  local facing = k.get(THREAT[p]) - k.rule(e, "value")
  if facing > 0 then  -- the same duelist may still add one diamond, or take the rest
    k.set(THREAT[p], facing)
    return k.set("balance_used", true)
  end
  set_threats(k, 0, 0)
  if facing == 0 then after_exact_counter(k, p) else disengage(k) end
end

local function resolve_event(k, e)
  local me = k.get("counterer")
  local foe = 3 - me
  local effect, value = k.rule(e, "event"), k.rule(e, "value")
  k.move(e, effect == "balance" and KEPT[me] or "used")
  if effect == "punch" then
    k.add(HEALTH[foe], -value)
    if defeated(k) then return end
  elseif effect == "second-wind" then
    k.set(HEALTH[me], math.min(k.get(START[me]), k.get(HEALTH[me]) + value))
  elseif effect == "trickery" and k.count(HANDS[foe]) > 0 then
    k.set("discard_left", math.min(value, k.count(HANDS[foe])))
    return to(k, "event_discard", foe)
  elseif effect == "disarm-foe" or effect == "drop-weapon" then  -- a joker: a hand is discarded
    discard_hand(k, effect == "disarm-foe" and foe or me)
  elseif effect == "pistol" then  -- the smoke: every used event goes back, shuffled
    move_all(k, "used", "events")
    k.shuffle("events")
    return hurt(k, foe, value)
  end
  disengage(k)
end

local APPLY = {
  en_garde = function(k, p, a)
    k.set(FRONT[p], a)
    k.move(a, DOWN[p])
    if k.count(HANDS[3 - p]) > 0 and k.count(DOWN[3 - p]) == 0 then k.set_turn(3 - p) else reveal(k) end
  end,
  spade_duel = function(k, p, a)
    if a ~= PASS then
      k.move(k.get(FRONT[p]), "discard")  -- the attack is dropped
      return answer(k, p, a, k.get(THREAT[p]))
    end
    local declines = k.get("declines") + 1
    k.set("declines", declines)
    if declines == 2 then suffer(k, k.get("threat1"), k.get("threat2")) else k.set_turn(3 - p) end
  end,
  exchange = function(k, p, a)
    local facing = k.get(THREAT[p])
    if a == PASS then
      k.set("balance_used", false)
      hurt(k, p, facing)
    elseif k.where(a) == KEPT[p] then
      use_balance(k, p, a)
    else
      answer(k, p, a, facing)
    end
  end,
  shed = function(k, p, a)
    k.move(a, "discard")
    k.set(SHED[p], math.max(0, k.get(SHED[p]) - strength(k, a)))
    next_shed(k, false)
  end,
  sting = function(k, p, a)
    k.set(PENDING[3 - p], false)
    if a ~= PASS then k.move(a, STUNG[3 - p]) end
    next_sting_decision(k)
  end,
  event_offer = function(k, p, a)
    if a == PASS then disengage(k) else resolve_event(k, k.draw("events", "used")) end
  end,
  event_discard = function(k, p, a)
    k.move(a, "discard")
    local left = k.get("discard_left") - 1
    if left > 0 and k.count(HANDS[p]) > 0 then return k.set("discard_left", left) end
    k.set("discard_left", 0)
    disengage(k)
  end,
}

-- The cards of p's hand that `keep` accepts, as actions (the hand's own list when all of them).
local function hand_actions(k, p, keep)
  local hand = k.cards(HANDS[p])
  if not keep then return hand, #hand end
  local out, n = {}, 0
  for i = 1, #hand do
    local c = hand[i]
    if keep(k, c) then n = n + 1; out[n] = c end
  end
  return out, n
end

local function not_heart(k, c) return suit(k, c) ~= "hearts" end
local function heart(k, c) return suit(k, c) == "hearts" end
local function parry(k, c) return suit(k, c) == "diamonds" end
local function parry_or_riposte(k, c) local s = suit(k, c); return s == "diamonds" or s == "clubs" end

local NAMES = { en_garde = "en garde ", spade_duel = "drop the attack, play ", exchange = "answer with ",
                shed = "shed ", event_discard = "discard " }

return {
  players = 2,
  max_actions = 256,
  -- per deal: a shuffle of 36 cards, 64 decisions (the C++ bound), 15 events shuffled back
  max_length = MAX_DEALS * 130 + 20,
  returns = { -1, 1 },
  -- The search's rollouts stop after 10 player actions and the heuristic scores them: as strong
  -- against greedy as rollouts to the end, at half the cost (engine README, issue 23).
  search_rollout = 10,
  card_rules = { suit = "string", strength = "integer", health = "integer", duelist = "integer",
                 event = "string", value = "integer", needs = "string" },
  options = {
    ["extra-hearts"] = { "off", "on", help = "advanced rule 1: extra heart cards sting a wounded duelist" },
    ["event-deck"] = { "off", "on", help = "advanced rule 2: an exact counter may turn over an event card" },
    ["marcus-king"] = { "off", "on", help = "optional rule: the Marcus King joins the event deck (needs event-deck)" },
  },

  setup = function(k)
    k.zone("deck", { visibility = "hidden" })
    k.zone("events", { visibility = "hidden" })
    for p = 1, 2 do  -- hands and face-down en garde cards are seen by their owner, the rest by all
      for _, z in ipairs({ HANDS[p], DOWN[p] }) do k.zone(z, { owner = p, visibility = "owner", ordered = false }) end
    end
    for _, z in ipairs({ "stung1", "stung2", "kept1", "kept2", "table", "discard", "used" }) do
      k.zone(z, { visibility = "public", ordered = false })
    end
    local extra, events, marcus = k.option("extra-hearts") == "on", k.option("event-deck") == "on", k.option("marcus-king") == "on"
    if marcus and not events then error("marcus-king=on needs event-deck=on: the Marcus King is an event card") end
    if k.count("box") >= DRAW then error("too many cards: the actions number them up to 254") end
    local start, max_blow, hearts = { 0, 0 }, 0, 0
    for _, c in ipairs(k.cards("box")) do
      local s, event = suit(k, c), k.rule(c, "event")
      if event then
        if events and (marcus or not k.rule(c, "needs")) then k.move(c, "events") end
        if event == "punch" or event == "pistol" then max_blow = math.max(max_blow, k.rule(c, "value")) end
      elseif s == "hearts" and k.rule(c, "health") then
        local d = k.rule(c, "duelist")
        start[d] = start[d] + k.rule(c, "health")
      elseif s == "hearts" then
        if extra then k.move(c, "deck"); hearts = hearts + 1 end
      else
        k.move(c, "deck")
        max_blow = math.max(max_blow, strength(k, c))
      end
    end
    if hearts >= HAND then error("this script deals hands of " .. HAND .. ": it needs fewer extra hearts") end
    for p = 1, 2 do
      k.counter(HEALTH[p], start[p], 1 - max_blow, start[p])
      k.set(START[p], start[p]); k.set(SHED[p], 0); k.set(PENDING[p], false)
    end
    k.set("extra", extra); k.set("deals", 0); k.set("declines", 0); k.set("balance_used", false)
    k.set("discard_left", 0); k.set("counterer", 1)
    if events then k.shuffle("events") end
    start_deal(k)
  end,

  legal = function(k, p)
    local phase = k.get("phase")
    if phase == "en_garde" then return (hand_actions(k, p, k.get("extra") and not_heart or nil)) end
    if phase == "shed" or phase == "event_discard" then return (hand_actions(k, p)) end
    if phase == "event_offer" then return { PASS, DRAW } end
    -- a sting: a heart or none; a spade duel or an exchange: one diamond or club (no club after a
    -- balance card), or pass
    local used = k.get("balance_used")
    local out, n = hand_actions(k, p, phase == "sting" and heart or used and parry or parry_or_riposte)
    n = n + 1; out[n] = PASS
    if phase == "exchange" and not used then
      local kept = k.cards(KEPT[p])
      for i = 1, #kept do n = n + 1; out[n] = kept[i] end
    end
    return out
  end,

  apply = function(k, p, a) APPLY[k.get("phase")](k, p, a) end,

  action_name = function(k, p, a)
    local phase = k.get("phase")
    if a == DRAW then return "turn over an event" end
    if a == PASS then
      if phase == "spade_duel" then return "keep the attack" end
      if phase == "exchange" then return "take " .. k.get(THREAT[p]) .. " damage" end
      return phase == "sting" and "no sting" or "leave the event deck"
    end
    local name = k.field(a, "name")
    if k.where(a) == KEPT[p] then return "use balance " .. name .. " (" .. k.rule(a, "value") .. ")" end
    if phase == "sting" then return "sting player " .. (3 - p) .. " with " .. name end
    return (NAMES[phase] or "play ") .. name
  end,

  -- As the C++ ruleset's evaluate: health margin after open threats, hand sizes, one's own
  -- face-down spade, kept balance and what each still owes a sting, squashed with tanh. While a
  -- deal's faces are being dealt (p does not know their own hand yet) it sees what the C++
  -- ruleset sees after the deal's first card: one card in the non-dealer's hand, nothing owed.
  heuristic = function(k, p)
    local o = 3 - p
    local threat = k.get(THREAT[p])
    local my_loss, my_spade = threat, 0
    if threat > 0 then
      local hand = k.cards(HANDS[p])
      for i = 1, #hand do
        if suit(k, hand[i]) ~= "spades" then my_loss = math.min(my_loss, (respond(k, threat, hand[i]))) end
      end
    end
    local down, balance = k.top(DOWN[p]), 0
    if down and suit(k, down) == "spades" then my_spade = strength(k, down) end
    local mine_kept, theirs_kept = k.cards(KEPT[p]), k.cards(KEPT[o])
    for i = 1, #mine_kept do balance = balance + k.rule(mine_kept[i], "value") end
    for i = 1, #theirs_kept do balance = balance - k.rule(theirs_kept[i], "value") end
    local mine, theirs, owed = k.count(HANDS[p]), k.count(HANDS[o]), k.get(SHED[p]) - k.get(SHED[o])
    local top = k.top(HANDS[p])
    if top and not k.known(top, p) then
      mine = p == 3 - k.get("dealer") and 1 or 0
      theirs, owed = 1 - mine, 0
    end
    local margin = (k.get(HEALTH[p]) - my_loss) - (k.get(HEALTH[o]) - 0.5 * k.get(THREAT[o]))
        + 0.5 * (mine - theirs) + 0.4 * my_spade + 0.5 * balance - 0.3 * owed
    local e = math.exp(margin / 3)
    return (e - 1) / (e + 1)
  end,
}
