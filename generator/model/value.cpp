// value: lookups and display of Values.
#include "model/value.hpp"

#include <cmath>
#include <cstdio>

namespace dw {

const Value* Value::find(std::string_view key) const {
  for (const auto& e : entries)
    if (e.key == key) return &e.value;
  return nullptr;
}

const Value* Value::find_path(std::string_view dotted) const {
  const Value* current = this;
  while (current) {
    const auto dot = dotted.find('.');
    current = current->find(dotted.substr(0, dot));
    if (dot == std::string_view::npos) return current;
    dotted.remove_prefix(dot + 1);
  }
  return nullptr;
}

std::string Value::display() const {
  switch (kind) {
    case Kind::none: return "";
    case Kind::boolean: return boolean ? "true" : "false";
    case Kind::integer: return std::to_string(integer);
    case Kind::real: {
      char buf[64];
      std::snprintf(buf, sizeof buf, "%g", real);
      return buf;
    }
    case Kind::string: return string;
    case Kind::array: {
      std::string out;
      for (const auto& item : items) out += (out.empty() ? "" : ", ") + item.display();
      return out;
    }
    case Kind::table: return "";
  }
  return "";
}

const char* Value::kind_name(Kind k) {
  switch (k) {
    case Kind::none: return "nothing";
    case Kind::boolean: return "a boolean";
    case Kind::integer: return "an integer";
    case Kind::real: return "a number";
    case Kind::string: return "a string";
    case Kind::array: return "an array";
    case Kind::table: return "a table";
  }
  return "?";
}

bool Value::operator==(const Value& o) const {
  return kind == o.kind && boolean == o.boolean && integer == o.integer && real == o.real &&
         string == o.string && items == o.items && entries == o.entries && where == o.where;
}

}  // namespace dw
