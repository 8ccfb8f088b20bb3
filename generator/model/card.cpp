// card: field lookup for placeholders.
#include "model/card.hpp"

namespace dw {

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
