// schema_command: the bundled schemas written into a folder, each path printed.
#include "cli/schema_command.hpp"

#include <iostream>

#include "cli/bundled_schemas.hpp"
#include "cli/guarded_run.hpp"
#include "support/atomic_file.hpp"
#include "support/io_failure.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

int run_schema(const fs::path& out) {
  return run_guarded([&](Diagnostics&) {
    std::error_code ec;
    if (fs::exists(out, ec) && !fs::is_directory(out, ec))
      bad_argument("--out", "'" + out.string() + "' is a file, not a folder", "give a folder to write the schemas into");
    create_folder(out);
    for (const BundledSchema& schema : bundled_schemas()) {
      const fs::path file = out / std::string(schema.file_name);
      write_file_atomically(file, std::string(schema.text));
      std::cout << "wrote " << file.string() << "\n";
    }
    return 0;
  });
}

}  // namespace

std::string schema_directive(const fs::path& folder, const fs::path& home, const std::string& schema_file) {
  std::error_code ec;
  const fs::path target = fs::weakly_canonical(home / "schemas" / schema_file, ec);
  fs::path relative = fs::relative(target, fs::weakly_canonical(folder, ec), ec);
  if (ec || relative.empty()) relative = target;
  return "#:schema " + relative.generic_string() + "\n";
}

void add_schema_command(CLI::App& app, int& exit_code) {
  static std::string out = "schemas";
  CLI::App* cmd = app.add_subcommand(
      "schema", "Write the JSON Schemas of set.toml, card files, templates, sheets and aids for editor completion (Taplo)");
  cmd->add_option("--out", out, "The folder to write them into (default: schemas/ in the current folder)");
  cmd->callback([&exit_code] { exit_code = run_schema(out); });
}

}  // namespace dw
