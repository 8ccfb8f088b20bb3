// card_checks: card id and printed field checks shared by the TOML and CSV card readers.
#include "model/card_checks.hpp"

#include <cstdio>

#include "model/card_set_loader.hpp"

namespace dw {

namespace {

bool value_matches(const Value& v, FieldType t) {
  switch (t) {
    case FieldType::string:
    case FieldType::text: return v.kind == Value::Kind::string;
    case FieldType::integer: return v.kind == Value::Kind::integer;
    case FieldType::number: return v.is_number();
    case FieldType::boolean: return v.kind == Value::Kind::boolean;
  }
  return false;
}

}  // namespace

bool refuse_control_characters(Diagnostics& out, const std::string& text, const SourcePos& where,
                               const std::function<std::string()>& what) {
  if (const auto bidi = bidi_reordering_control(text)) {
    const auto [message, hint] = bidi_control_message(what(), bidi->first, bidi->second);
    out.error(where, message, hint);
    return true;
  }
  const auto found = forbidden_control_character(text);
  if (!found) return false;
  char code[8];
  std::snprintf(code, sizeof code, "U+%04X", found->first);
  out.error(where, what() + " holds the control character " + code + " at byte " + std::to_string(found->second) +
                       "; printed text would be cut or garbled there",
            std::string("remove it (in TOML it is written \\u") + (code + 2) +
                "); printed text may hold tabs and line breaks, no other control characters");
  return true;
}

void check_card_id(const std::string& id, const SourcePos& where, std::map<std::string, SourcePos>& seen,
                   Diagnostics& out) {
  if (!is_valid_id(id)) {
    out.error(where, "card id '" + id + "' is not valid", "use 1 to 64 lower-case letters, digits, '-' or '_'");
  } else if (auto it = seen.find(id); it != seen.end()) {
    out.error(where, "duplicate card id '" + id + "'",
              "the same id is first used at " + it->second.file + ":" + std::to_string(it->second.line) +
                  "; give every card its own id");
  } else {
    seen.emplace(id, where);
  }
}

bool check_field_value(const FieldSpec& spec, const Value& v, const std::string& what, Diagnostics& out) {
  if (!value_matches(v, spec.type)) {
    out.error(v.where, "field '" + spec.name + "' of " + what + " must be " +
                           (spec.type == FieldType::text ? std::string("text (a string)") : field_type_name(spec.type)) +
                           ", not " + Value::kind_name(v.kind),
              "change the value, or its type under [fields] in set.toml");
    return false;
  }
  if (v.kind == Value::Kind::string && v.string.size() > kMaxFieldLength) {
    out.error(v.where, "field '" + spec.name + "' of " + what + " is " + std::to_string(v.string.size()) +
                           " bytes long; the limit is " + std::to_string(kMaxFieldLength),
              "a card holds a few hundred words at most: shorten the text or move it to the rules booklet");
    return false;
  }
  // The field's description is made only for a value that holds a control character.
  if (v.kind == Value::Kind::string &&
      refuse_control_characters(out, v.string, v.where, [&] { return "field '" + spec.name + "' of " + what; }))
    return false;
  return true;
}

}  // namespace dw
