// fuzz_text: the two small languages inside card text: our markup (**bold**, *italic*, escapes)
// turned into Pango attributes, and placeholder expressions ({attack + 1}, conditions) parsed
// and evaluated against a card. The input is split at a line "%%": markup, then expression.
#include <pango/pango.h>

#include <cstdint>

#include "fuzz_input_files.hpp"
#include "model/card.hpp"
#include "model/expression.hpp"
#include "render/text_markup.hpp"

namespace {

dw::Value number(std::int64_t n) {
  dw::Value v;
  v.kind = dw::Value::Kind::integer;
  v.integer = n;
  return v;
}

dw::Value text(std::string s) {
  dw::Value v;
  v.kind = dw::Value::Kind::string;
  v.string = std::move(s);
  return v;
}

dw::Card sample_card() {
  dw::Card card;
  card.id = "sample";
  card.kind = "attack";
  card.count = 2;
  card.fields.kind = dw::Value::Kind::table;
  card.fields.entries = {{"name", text("Lunge")}, {"attack", number(3)}, {"cost", number(-2)}};
  card.rules.kind = dw::Value::Kind::table;
  card.rules.entries = {{"strength", number(9)}};
  return card;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto parts = dw::fuzz::split_parts({reinterpret_cast<const char*>(data), size}, 2);
  const dw::StyledText styled = dw::parse_markup(parts[0]);
  PangoAttrList* attributes = dw::to_pango_attributes(styled);
  pango_attr_list_unref(attributes);

  static const dw::Card card = sample_card();
  dw::ExpressionError error;
  if (auto expression = dw::parse_expression(parts[1], &error)) {
    std::string message;
    if (auto value = dw::evaluate(*expression, card, &message)) (void)dw::truthy(*value);
  }
  return 0;
}
