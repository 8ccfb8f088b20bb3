// schema_command: `deckwright schema [--out DIR]` writes the JSON Schemas of deckwright's TOML
// files (set.toml, card files, templates, sheet presets, player aids) for an editor's TOML
// language server (Taplo, Even Better TOML in VS Code): completion and checking as one types.
#pragma once

#include <CLI/CLI.hpp>
#include <filesystem>
#include <string>

namespace dw {

void add_schema_command(CLI::App& app, int& exit_code);

// The first line of a file written into `folder` that names the schema `schema_file` (of the
// project `home`'s schemas/ folder) for Taplo: "#:schema ../../schemas/set.schema.json\n",
// relative to `folder` so it survives moving the project as a whole.
std::string schema_directive(const std::filesystem::path& folder, const std::filesystem::path& home,
                             const std::string& schema_file);

}  // namespace dw
