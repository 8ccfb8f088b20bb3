// card_set: lookups over a loaded card set.
#include "model/card_set.hpp"

namespace dw {

const Card* CardSet::find_card(std::string_view wanted) const {
  for (const auto& c : cards)
    if (c.id == wanted) return &c;
  return nullptr;
}

const FieldSpec* CardSet::find_field(std::string_view name) const {
  for (const auto& f : fields)
    if (f.name == name) return &f;
  return nullptr;
}

std::vector<std::filesystem::path> template_dirs(const CardSet& set, const std::filesystem::path& home) {
  std::vector<std::filesystem::path> dirs{set.dir / "templates"};
  for (const auto& base : set.bases) dirs.push_back(base / "templates");
  dirs.push_back(home / "templates" / "cards");
  return dirs;
}

std::vector<std::filesystem::path> asset_roots(const CardSet& set, const std::filesystem::path& home) {
  std::vector<std::filesystem::path> roots{set.dir};
  roots.insert(roots.end(), set.bases.begin(), set.bases.end());
  roots.push_back(home);
  return roots;
}

int CardSet::total_count() const {
  int total = 0;
  for (const auto& c : cards) total += c.count;
  return total;
}

std::string CardSet::face_template_of(const Card& c) const {
  if (!c.template_name.empty()) return c.template_name;
  if (auto it = kind_templates.find(c.kind); it != kind_templates.end()) return it->second;
  return c.kind;
}

std::string CardSet::back_template_of(const Card& c) const {
  return c.back.empty() ? back_template : c.back;
}

SourcePos CardSet::face_template_named_at(const Card& c) const {
  if (!c.template_name.empty()) return c.template_where;
  if (auto it = kind_templates_where.find(c.kind); it != kind_templates_where.end()) return it->second;
  return c.kind_where;
}

SourcePos CardSet::back_template_named_at(const Card& c) const {
  return c.back.empty() ? back_template_where : c.back_where;
}

const char* field_type_name(FieldType t) {
  switch (t) {
    case FieldType::string: return "string";
    case FieldType::text: return "text";
    case FieldType::integer: return "integer";
    case FieldType::number: return "number";
    case FieldType::boolean: return "boolean";
  }
  return "string";
}

}  // namespace dw
