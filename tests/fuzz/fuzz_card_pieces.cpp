// fuzz_card_pieces: a card file read the two ways a build reads one: parsed whole by toml++, and
// cut at its [[card]] header lines (card_file_pieces, here in pieces of two cards so a small input
// is cut at all) whose pieces are parsed apart on a pool (read_cards_in_pieces). Whenever the
// pieces are taken, the whole file must parse too and give the same cards (ids, fields, rules,
// every position) and the same diagnostics in the same order; a piece that cannot be taken falls
// back to the whole parse, so only a difference, a crash or a sanitizer report is a finding. A
// difference would be a card file a build reads otherwise on two threads than on one, or broken
// TOML that a build on two threads lets through.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>

#include "model/card_file_pieces.hpp"
#include "model/card_set.hpp"
#include "model/card_tables.hpp"
#include "model/toml_depth.hpp"
#include "model/toml_reader.hpp"
#include "support/job_pool.hpp"

namespace {

constexpr const char* kFile = "cards/cards.toml";
constexpr std::size_t kRoom = 100000;

dw::CardSet with_fields() {
  dw::CardSet set;
  set.fields = {{"name", dw::FieldType::string, true, false, {}},
                {"value", dw::FieldType::integer, false, false, {}},
                {"text", dw::FieldType::text, false, false, {}}};
  return set;
}

// NaN is the one value unequal to itself; two reads of `nan` are the same read.
void settle_nans(dw::Value& value) {
  if (value.kind == dw::Value::Kind::real && std::isnan(value.real)) value.real = 0, value.string = "nan";
  for (dw::Value& item : value.items) settle_nans(item);
  for (dw::ValueEntry& entry : value.entries) settle_nans(entry.value);
}

struct Read {
  dw::CardSet set = with_fields();
  dw::Diagnostics diags;
};

// The whole file as the loader reads it on one thread; false when toml++ refuses it.
bool read_whole(std::string_view text, Read& out) {
  toml::table table;
  try {
    table = toml::parse(text, std::string_view(kFile));
  } catch (const toml::parse_error&) {
    return false;
  }
  dw::TomlReader top(table, kFile, "card file", out.diags);
  const toml::node* cards = top.node("card");
  top.finish();
  const toml::array* list = cards ? cards->as_array() : nullptr;
  if (!list || !list->is_array_of_tables()) return false;
  std::map<std::string, dw::SourcePos> seen;
  dw::read_cards(*list, std::min(list->size(), kRoom), kFile, out.set, seen, out.diags, nullptr);
  return true;
}

[[noreturn]] void finding(const char* what, std::string_view text) {
  std::fprintf(stderr, "fuzz_card_pieces: %s\n--- input ---\n%.*s\n", what, static_cast<int>(text.size()), text.data());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  // The loader refuses a file nested too deep before toml++ sees it, whichever way it would read it.
  if (dw::toml_depth_error(text, kFile)) return 0;
  const auto pieces = dw::card_file_pieces(text, 2);
  if (!pieces) return 0;
  static dw::JobPool pool(2);
  Read apart;
  std::map<std::string, dw::SourcePos> seen;
  if (!dw::read_cards_in_pieces(text, *pieces, kFile, kFile, apart.set, seen, apart.diags, pool, kRoom)) return 0;
  Read whole;
  if (!read_whole(text, whole)) finding("the pieces were read but the whole file does not parse", text);
  for (auto* read : {&apart, &whole})
    for (dw::Card& card : read->set.cards) settle_nans(card.fields), settle_nans(card.rules);
  if (apart.set.cards != whole.set.cards) finding("the pieces give other cards than the whole file", text);
  if (apart.diags.format_all() != whole.diags.format_all())
    finding("the pieces give other diagnostics than the whole file", text);
  return 0;
}
