// lua ruleset: a card set whose rules are a Lua 5.4 script in the set (set.toml:
// ruleset = "lua", rules_script = "rules/game.lua"), played on the card kernel
// (engine/kernel/). The script's API is documented in engine/kernel/README.md.
//
// ScriptGame loads the script once to check it and to run its setup (the initial state is kept and
// cloned); each thread that plays the game takes an interpreter of its own from the game's pool.
// ScriptState is a CardKernel plus the engine's history: chance nodes are the faces a pending
// shuffle deals, player nodes ask the script for legal actions (kept until the next action) and
// apply them. Information states come from the kernel's record of who saw what.
//
// Resampling for a player: the faces of the cards that player does not know are exchanged among
// cards dealt by the same shuffle (so every chance event stays possible) and written into the
// history at the chance events that dealt them. A sample is kept only if every action stays legal,
// the player's information state is the same and, when they are to move, so are their legal
// actions. The check runs on the state's trace (kernel/replay_trace.hpp, built by its first
// resample): only the script calls that read a changed face run again, and only a deal under
// which some apply does something else is played on through the script. The first resample of a
// state for a player tries up to 16 independent draws; the sample found (when none fits because
// the other players' plays have narrowed the faces down, the draw that fitted furthest repaired by
// exchanges, and only when that fails the state itself moved on first) starts a chain, and each
// later resample of that state tries two exchanges of two faces from the chain's last sample,
// keeping each that fits. Every sample replays to itself. Files: script_state.hpp (ScriptGame,
// ScriptState), script_resample.cpp (resampling), lua_ruleset.cpp (loading and registration).
// The game options are the script's own (its `options` table): make() checks them, fills in their
// defaults and hands them to k.option, so the registry leaves them to it (factory_checks_options).
// A set of a built-in ruleset that carries a rules_script too is played here after
// use_rules_script (registry.hpp; `play --scripted`).
// Script errors (and the sandbox's limits) are InputErrors at the script's file:line: exit 2.
#pragma once

#include "engine/registry.hpp"

namespace dw::engine::games::lua {

inline constexpr const char* kRulesetName = "lua";

RulesetInfo ruleset_info();

}  // namespace dw::engine::games::lua
