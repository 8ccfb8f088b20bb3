// card: one card definition of a card set: identity, count, kind, printed fields and the `rules`
// table the engine reads. A plain value type.
#pragma once

#include <string>

#include "model/diagnostic.hpp"
#include "model/value.hpp"

namespace dw {

struct Card {
  std::string id;
  int count = 1;
  std::string kind;
  std::string template_name;  // the face template; resolved from the kind when not given
  std::string back;           // the back template; the set's default when empty
  Value fields;               // table of printed fields, keyed by the set's field names
  Value rules;                // table of mechanics for the engine (may be empty)
  SourcePos where;            // the [[card]] header
  SourcePos kind_where, template_where, back_where;  // where kind, template and back were written
  SourcePos count_where;      // where count was written (the [[card]] header when it was not)

  // A printed field or a builtin (id, kind, count), or a dotted rules path ("rules.strength").
  const Value* lookup(std::string_view name, Value& scratch) const;
  // The card's deck: the cards file it was written in, by its stem ("cards/duel.toml": "duel").
  std::string deck() const;
  bool operator==(const Card&) const = default;
};

}  // namespace dw
