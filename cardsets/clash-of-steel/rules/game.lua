-- Clash of Steel for four players on deckwright's card kernel (API: generator/engine/kernel/README.md):
-- the game of the built-in ruleset `clash-of-steel` (its rules and our readings of them are in
-- generator/engine/games/clash_of_steel/clash_of_steel.hpp) at its default options: ten game turns,
-- number cards, no house rules, the resource decision before the creature decision. Ratings, races,
-- bonuses, modifiers and placement effects come from the cards' [card.rules] tables.
--
-- A turn: draw; place a resource or none, then a creature or none (and what it makes you discard);
-- attack up to two different opponents, a creature each, a number card face down under it or not;
-- each attacked player may defend with a ready creature (and a number card); the cards are revealed
-- and every fight is resolved at once; an undefended player loses a resource (the attacker's
-- choice), else a hand card (their own). Attackers rest until their owner's next turn. After ten
-- game turns most resources wins, then most creatures, then the best standing attack; players
-- still tied share the win (0 each, the others -1).
--
-- Actions. Copies of a card are interchangeable: a decision offers each different card once, by
-- its lowest-numbered copy where the choice is made. 0 passes (no resource, no creature, no more
-- attacks, no defence); c chooses card #c; ATTACK + ((q-1)*128 + c-1)*129 + n attacks player q
-- with creature #c and number card #n (0: none); DEFEND + (c-1)*129 + n defends. A number card is
-- named by its card number, not its value: all see a card go under the creature, its face only at
-- the reveal (that it was the lowest-numbered copy of its kind in the hand stays true in every
-- resample, since every action must stay legal there).

-- Read once: the math library is a read-only view, where each read is a metatable lookup.
local max, abs = math.max, math.abs
local MAX_CARDS = 128
local W = MAX_CARDS + 1  -- the width of a number card's place in an attack or defence
local ATTACK, DEFEND = W, W + 4 * MAX_CARDS * W
local STARTING_HAND, TURNS, MAX_RESOURCES, MAX_CREATURES, MAX_ATTACKS = 8, 10, 10, 6, 2
-- Each attack of the turn, in public variables numbered by the attack: the attacked player, the
-- attacking creature, its number card, the defending creature and its number card (0: none).
local COMBAT = { "target", "attacker", "anum", "defender", "dnum" }
local Z = {}  -- zone and variable names numbered by player or attack, made once: Z.hand[2] is "hand2"
for _, n in ipairs({ "hand", "under", "ready", "tired", "res", "resources", table.unpack(COMBAT) }) do
  Z[n] = { n .. 1, n .. 2, n .. 3, n .. 4 }
end

-- An attack action's target, creature and number card (0: none).
local function attack_of(a)
  local x = a - ATTACK
  return x // (MAX_CARDS * W) + 1, x % (MAX_CARDS * W) // W + 1, x % W
end

-- The different cards among `cards`, each by its lowest-numbered copy, as (id -> representative)
-- and in order of first appearance (unordered zones list their cards by number).
local function representatives(k, cards, keep)
  local reps, seen = {}, {}
  for i = 1, #cards do
    local c = cards[i]
    local id = (not keep or keep(c)) and k.id(c)
    if id and not seen[id] then seen[id], reps[#reps + 1] = c, c end
  end
  return reps, seen
end

-- The different cards of type `what` in `zone`, as representatives gives them (one bulk read of
-- the zone's types: the faces of all its cards, as a k.rule per card would).
local function of_type(k, zone, what) return representatives(k, k.cards(zone, "type", what)) end

-- The resources in play: which cards each player has (by id) and the modifiers of every
-- different resource in play, read once per call that needs ratings.
local function board(k)
  local at, mods, seen = {}, {}, {}
  for q = 1, k.players() do
    at[q] = {}
    local res = k.cards(Z.res[q])
    for i = 1, #res do
      local r = res[i]
      local rid = k.id(r)
      local own = not seen[rid] and k.rule(r, "modifier") or {}
      for j = 1, #own do mods[#mods + 1] = { rid, own[j] } end
      at[q][rid], seen[rid] = true, true
    end
  end
  return { at = at, mods = mods }
end

-- The sum of the resource modifiers of `stat` on creature #c owned by `owner`; `attacked` is the
-- player it attacks (nil: none). A modifier counts once however many copies of its resource lie
-- where it applies; different resources add up.
local function modifiers(k, b, c, stat, owner, attacked)
  local id, total = k.id(c), 0
  local mods = b.mods
  for i = 1, #mods do
    local rid, m = mods[i][1], mods[i][2]
    local whose = m.whose or "owner"
    if m.creature == id and m.stat == stat and ((whose == "owner" and b.at[owner][rid]) or whose == "everyone" or
                                                (whose == "attackers" and attacked and b.at[attacked][rid])) then
      total = total + m.amount
    end
  end
  return total
end

-- Creature #c's own bonuses of `stat` against creature #foe's race.
local function bonuses(k, c, stat, foe)
  local race, total = k.rule(foe, "race"), 0
  local own = k.rule(c, "bonus") or {}
  for i = 1, #own do
    local b = own[i]
    if b.stat == stat then
      local versus = b.versus
      for j = 1, #versus do if versus[j] == race then total = total + b.amount break end end
    end
  end
  return total
end

local function rating(k, b, c, stat, owner, foe, attacked)
  return max(0, k.rule(c, stat) + bonuses(k, c, stat, foe) + modifiers(k, b, c, stat, owner, attacked))
end

-- The attack rating outside a fight (the last tie-breaker and the heuristic).
local function standing_attack(k, b, c, owner)
  return max(0, k.rule(c, "attack") + modifiers(k, b, c, "attack", owner, nil))
end

-- A player's creatures in play: ready, resting, and attacking on their own turn.
local function in_play(k, p)
  local all = k.cards(Z.ready[p])
  local tired = k.cards(Z.tired[p])
  for i = 1, #tired do all[#all + 1] = tired[i] end
  local attacking = k.get("tp") == p and k.cards("attacking") or {}
  for i = 1, #attacking do all[#all + 1] = attacking[i] end
  return all
end

local function creatures(k, p) return #in_play(k, p) end
local function attacked(k, q)
  for i = 1, k.get("combats") do if k.get(Z.target[i]) == q then return true end end
  return false
end

-- Whether the turn player may declare another attack: one more attack, a player not yet
-- attacked and a ready creature that may attack.
local function can_declare(k)
  if k.get("combats") >= MAX_ATTACKS then return false end
  local p, target = k.get("tp"), false
  for q = 1, k.players() do target = target or (q ~= p and not attacked(k, q)) end
  local ready = target and k.cards(Z.ready[p]) or {}
  for i = 1, #ready do
    if k.rule(ready[i], "attacks") ~= false then return true end
  end
  return false
end

local function begin_turn(k, p)
  k.set("tp", p)
  k.set_turn(p)
  local tired = k.cards(Z.tired[p])
  for i = 1, #tired do k.move(tired[i], Z.ready[p]) end
  if k.count("deck") > 0 then k.draw("deck", Z.hand[p]) end
  k.set("phase", "place_resource")
end

-- Most resources wins, then most creatures, then the best standing attack (-1 without creatures).
local function end_game(k)
  local b, keys, best, winners = board(k), {}, -1, 0
  for q = 1, k.players() do
    local top = -1
    local mine = in_play(k, q)
    for i = 1, #mine do top = max(top, standing_attack(k, b, mine[i], q)) end
    keys[q] = (k.count(Z.res[q]) * 100 + #mine) * 100 + top + 1
    if keys[q] > best then best, winners = keys[q], 1 elseif keys[q] == best then winners = winners + 1 end
  end
  local returns = {}
  for q = 1, k.players() do returns[q] = keys[q] < best and -1 or (winners == 1 and 1 or 0) end
  k.finish(returns)
end

-- The attacks are over: surviving attackers rest, and the next player's turn (or game turn) begins.
local function end_turn(k)
  local p = k.get("tp")
  local attacking = k.cards("attacking")
  for i = 1, #attacking do k.move(attacking[i], Z.tired[p]) end
  for i = 1, k.get("combats") do for j = 1, #COMBAT do k.set(Z[COMBAT[j]][i], nil) end end
  k.set("combats", 0)
  if p < k.players() then return begin_turn(k, p + 1) end
  if k.get("turn") == TURNS then return end_game(k) end
  k.add("turn", 1)
  begin_turn(k, 1)
end

-- The undefended attacks from combat i on: the attacked player loses a resource (the attacker
-- chooses), else a card from hand (they choose), else nothing.
local function losses_from(k, i)
  for j = i, k.get("combats") do
    local q = k.get(Z.target[j])
    if k.get(Z.defender[j]) == 0 then
      k.set("cursor", j)
      if k.count(Z.res[q]) > 0 then k.set("phase", "take_resource"); k.set_turn(k.get("tp")); return end
      if k.count(Z.hand[q]) > 0 then k.set("phase", "give_card"); k.set_turn(q); return end
    end
  end
  end_turn(k)
end

-- Every fight at once (ratings depend on resources only, which fights do not change), after the
-- number cards are turned over and discarded.
local function resolve(k)
  local p, b, fights = k.get("tp"), board(k), {}
  for i = 1, k.get("combats") do
    local a, d, q = k.get(Z.attacker[i]), k.get(Z.defender[i]), k.get(Z.target[i])
    if d ~= 0 then
      local an, dn = k.get(Z.anum[i]), k.get(Z.dnum[i])
      fights[#fights + 1] = { a, d, rating(k, b, a, "attack", p, d, q) + (an > 0 and k.rule(an, "value") or 0),
                              rating(k, b, d, "defense", q, a, nil) + (dn > 0 and k.rule(dn, "value") or 0) }
    end
  end
  for q = 1, k.players() do
    local under = k.cards(Z.under[q])
    for i = 1, #under do k.move(under[i], "discard") end
  end
  for i = 1, #fights do
    local f = fights[i]
    if f[3] >= f[4] then k.move(f[2], "discard") end
    if f[3] <= f[4] then k.move(f[1], "discard") end
  end
  k.set_turn(p)
  losses_from(k, 1)
end

-- The defences, in the order of the attacks: a player with no ready creature cannot defend.
local function next_defence(k, i)
  for j = i, k.get("combats") do
    local q = k.get(Z.target[j])
    if k.count(Z.ready[q]) > 0 then k.set("cursor", j); k.set("phase", "defend"); k.set_turn(q); return end
  end
  resolve(k)
end

local function after_placing(k)
  k.set("placed", 0)
  if can_declare(k) then k.set("phase", "declare") else next_defence(k, 1) end
end

local function place_creature(k, p, c)
  k.move(c, Z.ready[p])
  local effect = k.rule(c, "on_play")
  if (effect == "discard-creature" and creatures(k, p) > 1) or
      (effect == "discard-resource" and k.count(Z.res[p]) > 0) or
      (effect == "discard-hand" and k.count(Z.hand[p]) > 0) then
    k.set("placed", c); k.set("phase", "on_play")
  else after_placing(k) end
end

-- The different number cards of p's hand.
local function hand_numbers(k, p) return of_type(k, Z.hand[p], "number") end

-- Each creature of `fighters`, alone and with each of `numbers` (hand_numbers).
local function fight_actions(out, base, fighters, numbers)
  local n = #out
  for i = 1, #fighters do
    local alone = base + (fighters[i] - 1) * W
    n = n + 1
    out[n] = alone
    for j = 1, #numbers do
      n = n + 1
      out[n] = alone + numbers[j]
    end
  end
end

local function legal(k, p)
  local phase, out = k.get("phase"), { 0 }
  if phase == "place_resource" then
    if k.count(Z.res[p]) < MAX_RESOURCES then
      local _, have = representatives(k, k.cards(Z.res[p]))
      local resources = of_type(k, Z.hand[p], "resource")
      for i = 1, #resources do
        local c = resources[i]
        local needs = k.rule(c, "requires")
        if not needs or have[needs] then out[#out + 1] = c end
      end
    end
  elseif phase == "place_creature" then
    if creatures(k, p) < MAX_CREATURES then
      local kinds = of_type(k, Z.hand[p], "creature")
      for i = 1, #kinds do out[#out + 1] = kinds[i] end
    end
  elseif phase == "on_play" then  -- what the placed creature's effect makes its owner discard
    local placed = k.get("placed")
    local from = ({ ["discard-creature"] = "ready", ["discard-resource"] = "res" })[k.rule(placed, "on_play")] or "hand"
    return representatives(k, k.cards(Z[from][p]), function(c) return c ~= placed end)
  elseif phase == "declare" then
    local attackers = representatives(k, k.cards(Z.ready[p]), function(c) return k.rule(c, "attacks") ~= false end)
    local numbers  -- read once, for the first player who may be attacked
    for q = 1, k.players() do
      if q ~= p and not attacked(k, q) then
        numbers = numbers or hand_numbers(k, p)
        fight_actions(out, ATTACK + (q - 1) * MAX_CARDS * W, attackers, numbers)
      end
    end
  elseif phase == "defend" then
    fight_actions(out, DEFEND, representatives(k, k.cards(Z.ready[p])), hand_numbers(k, p))
  elseif phase == "take_resource" then
    return representatives(k, k.cards(Z.res[k.get(Z.target[k.get("cursor")])]))
  else -- give_card
    return representatives(k, k.cards(Z.hand[p]))
  end
  return out
end

local function apply(k, p, a)
  local phase = k.get("phase")
  if phase == "place_resource" then
    if a > 0 then k.move(a, Z.res[p]) end
    k.set(Z.resources[p], k.count(Z.res[p]))
    k.set("phase", "place_creature")
  elseif phase == "place_creature" then
    if a > 0 then place_creature(k, p, a) else after_placing(k) end
  elseif phase == "on_play" then
    k.move(a, "discard")
    k.set(Z.resources[p], k.count(Z.res[p]))
    after_placing(k)
  elseif phase == "declare" then
    if a == 0 then return next_defence(k, 1) end
    local q, c, n = attack_of(a)
    local i = k.get("combats") + 1; k.set("combats", i)
    local values = { q, c, n, 0, 0 }
    for j = 1, #values do k.set(Z[COMBAT[j]][i], values[j]) end
    k.move(c, "attacking")
    if n > 0 then k.move(n, Z.under[p]) end
    if not can_declare(k) then next_defence(k, 1) end
  elseif phase == "defend" then
    local i = k.get("cursor")
    if a > 0 then
      local x = a - DEFEND
      k.set(Z.defender[i], x // W + 1); k.set(Z.dnum[i], x % W)
      if x % W > 0 then k.move(x % W, Z.under[p]) end
    end
    next_defence(k, i + 1)
  else -- take_resource, give_card
    local i, q = k.get("cursor"), k.get(Z.target[k.get("cursor")])
    k.move(a, "discard")
    k.set(Z.resources[q], k.count(Z.res[q]))
    losses_from(k, i + 1)
  end
end

local function name(k, c) return k.field(c, "name") end
local function number_name(k, p, n)
  return n == 0 and "" or ", number card " .. (k.known(n, p) and name(k, n) or "(hidden)")
end

local PASS = { place_resource = "place no resource", place_creature = "place no creature", defend = "do not defend" }
local DISCARD = { ["discard-creature"] = "creature %s", ["discard-resource"] = "resource %s",
                  ["discard-hand"] = "%s from hand" }

-- The names the C++ ruleset gives its actions (seats from p0), so both can be compared.
local function action_name(k, p, a)
  local phase = k.get("phase")
  if a == 0 and phase == "declare" then return k.get("combats") == 0 and "attack nobody" or "attack no one else" end
  if a == 0 then return PASS[phase] or "pass" end
  if a >= DEFEND then
    local x = a - DEFEND
    return "defend with " .. name(k, x // W + 1) .. number_name(k, p, x % W)
  elseif a >= ATTACK then
    local q, c, n = attack_of(a)
    return "attack p" .. (q - 1) .. " with " .. name(k, c) .. number_name(k, p, n)
  end
  if phase == "place_resource" then return "place resource " .. name(k, a)
  elseif phase == "place_creature" then return "place creature " .. name(k, a)
  elseif phase == "on_play" then
    local placed = k.get("placed")
    return "discard " .. string.format(DISCARD[k.rule(placed, "on_play")], name(k, a)) .. " for " .. name(k, placed)
  elseif phase == "take_resource" then
    return "p" .. (k.get(Z.target[k.get("cursor")]) - 1) .. " loses resource " .. name(k, a)
  end
  return "lose " .. name(k, a) .. " from hand"
end

-- Public strength: 1 per resource in play, 0.4 per creature, 0.05 per point of each creature's
-- standing attack and printed defense, 0.1 per card in hand; the player adds 0.05 per point of the
-- number cards in their own hand. The lead over the best other player, squashed into (-1, 1).
local function heuristic(k, p)
  local b = board(k)
  local function score(q)
    local mine = in_play(k, q)
    local v = k.count(Z.res[q]) + 0.4 * #mine + 0.1 * k.count(Z.hand[q])
    for i = 1, #mine do v = v + 0.05 * (standing_attack(k, b, mine[i], q) + k.rule(mine[i], "defense")) end
    return v
  end
  local mine = score(p)
  local numbers = k.cards(Z.hand[p], "type", "number")
  for i = 1, #numbers do mine = mine + 0.05 * k.rule(numbers[i], "value") end
  local best = -math.huge
  for q = 1, k.players() do if q ~= p then best = max(best, score(q)) end end
  return (mine - best) / (abs(mine - best) + 2)
end

return {
  players = 4,
  max_actions = DEFEND + MAX_CARDS * W,
  max_length = MAX_CARDS + 4 * TURNS * 9,  -- the shuffle, then per turn at most 9 decisions (2 + 1 + 2 + 2 + 2)
  returns = { -1, 1 },
  -- The search's rollouts stop after 10 player actions (not the 40 of four-player tables) and the
  -- heuristic scores them: as strong against greedy, at half the cost (engine README, issue 23).
  search_rollout = 10,
  card_rules = {
    type = "string", attack = "integer", defense = "integer", race = "string", attacks = "boolean",
    starting = "boolean", on_play = "string", bonus = "array", requires = "string", modifier = "array",
    value = "integer",
  },

  setup = function(k)
    local players = k.players()
    k.zone("deck", { visibility = "hidden" })
    k.zone("discard", { visibility = "public", ordered = false })
    k.zone("attacking", { visibility = "public", ordered = false })
    for p = 1, players do
      k.zone(Z.hand[p], { owner = p, visibility = "owner", ordered = false })
      k.zone(Z.under[p], { owner = p, visibility = "owner", ordered = false })
      for _, name in ipairs({ "ready", "tired", "res" }) do
        k.zone(Z[name][p], { owner = p, visibility = "public", ordered = false })
      end
      k.counter(Z.resources[p], 0, 0, MAX_RESOURCES)
    end
    k.counter("turn", 1, 1, TURNS)
    local box = k.cards("box")
    if #box > MAX_CARDS then error("Clash of Steel plays at most " .. MAX_CARDS .. " cards") end
    local starting = {}
    for _, c in ipairs(box) do
      if k.rule(c, "starting") then
        local id = k.id(c)
        starting[id] = (starting[id] or 0) + 1
        if starting[id] <= players then k.move(c, Z.ready[starting[id]]) end
      else
        k.move(c, "deck")
      end
    end
    k.shuffle("deck")
    for _ = 1, STARTING_HAND do
      for p = 1, players do k.draw("deck", Z.hand[p]) end
    end
    k.set("combats", 0); k.set("placed", 0)
    begin_turn(k, 1)
  end,

  legal = legal,
  apply = apply,
  action_name = action_name,
  heuristic = heuristic,
}
