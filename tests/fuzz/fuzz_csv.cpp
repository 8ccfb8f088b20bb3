// fuzz_csv: a CSV card file from fuzz input, loaded into a fixed set (fields of every type). Any
// input must end in cards or an InputError; and cards that load must survive the spreadsheet
// round trip: written by cards_as_csv and loaded again they give the same CSV (an input that
// breaks this aborts, and is a finding). The same input is also read as TSV by the bare reader.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "fuzz_input_files.hpp"
#include "model/card_csv_writer.hpp"
#include "model/card_set_loader.hpp"
#include "model/csv_reader.hpp"

namespace {

const char* kSet = R"(id = "fuzz"
title = "Fuzz"
version = "1"
[card]
size = "poker"
[fields]
name = { type = "string", required = true }
text = "text"
value = "integer"
weight = "number"
shiny = "boolean"
)";

// The cards of the set at `dir` as CSV, or "" when it does not load.
std::string loaded_as_csv(const std::filesystem::path& dir) {
  try {
    dw::Diagnostics warnings;
    return dw::cards_as_csv(dw::load_card_set(dir, warnings), ',');
  } catch (const dw::InputError&) {
    return "";
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  dw::CsvReader tsv(input, '\t', 64);
  dw::CsvRecord record;
  while (tsv.next(record)) {
  }

  const std::filesystem::path& dir = dw::fuzz::scratch_dir();
  static const bool written = [&] {
    dw::fuzz::write_file(dir / "set.toml", kSet);
    return true;
  }();
  (void)written;
  dw::fuzz::write_file(dir / "cards" / "cards.csv", input);
  const std::string first = loaded_as_csv(dir);
  if (first.empty()) return 0;
  dw::fuzz::write_file(dir / "cards" / "cards.csv", first);
  if (loaded_as_csv(dir) != first) std::abort();  // the written CSV does not read back as the same cards
  return 0;
}
