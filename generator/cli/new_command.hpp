// new_command: `deckwright new <dir>` with no option writes a complete card set of its own
// (starter_scaffold.hpp). `deckwright new <dir> --base <set>` scaffolds a card set that builds on
// another (set.toml `base`; a bundled set by name, so the reference survives moving the project,
// or any set folder by relative path): a set.toml that says what it keeps and how to add, replace or remove
// cards, and cards/new-cards.toml with a commented example card copied from the base (and a copy
// of the base card's art under the example's name, where the templates name art after the card).
// Out of the box the new set plays and prints exactly like its base. `deckwright new <dir>
// --ruleset lua` instead writes a scripted game of its own that builds, plays and validates as is
// (lua_scaffold.hpp).
//
// Exit codes: 0 written, 2 bad input (a folder that exists and is not empty, a base that is not a
// card set or has errors).
#pragma once

#include <CLI/CLI.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include "model/card_set.hpp"

namespace dw {

struct NewOptions {
  std::string dir;
  std::string base;
  std::string ruleset;  // "lua": a scripted set from nothing (lua_scaffold.hpp) instead of the starter set
  std::string id;     // default: the folder's name
  std::string title;  // default: "<base title>, custom"
};

void add_new_command(CLI::App& app, NewOptions& options, int& exit_code);
int run_new(const NewOptions& options);

// The two files' text, for `base` loaded from `base_dir`, written into `dir` (used by run_new).
// `reference`: what set.toml's `base` says (a bundled set's name, or a path from `dir`).
std::string scaffold_set_toml(const CardSet& base, const std::string& reference, const std::string& id,
                              const std::string& title, const std::string& dir);
// `art`: files copied for the example card (relative to the new set), named in a comment.
std::string scaffold_cards_toml(const CardSet& base, const std::vector<std::string>& art);

}  // namespace dw
