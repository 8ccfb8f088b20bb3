// card: field lookup for placeholders, and the card's deck.
#include "model/card.hpp"

#include <filesystem>

namespace dw {

std::string Card::deck() const { return std::filesystem::path(where.file).stem().string(); }

const Value* Card::lookup(std::string_view name, Value& scratch) const {
  if (name == "id" || name == "kind") {
    scratch = Value{};
    scratch.kind = Value::Kind::string;
    scratch.string = name == "id" ? id : kind;
    return &scratch;
  }
  if (name == "count") {
    scratch = Value{};
    scratch.kind = Value::Kind::integer;
    scratch.integer = count;
    return &scratch;
  }
  if (name.rfind("rules.", 0) == 0) return rules.find_path(name.substr(6));
  return fields.find(name);
}

}  // namespace dw
