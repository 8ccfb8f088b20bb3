// binding: placeholder filling and load-time checks of cards against their templates.
#include "model/binding.hpp"

#include <set>

#include "model/card_set_loader.hpp"
#include "model/expression.hpp"
#include "model/suggest.hpp"

namespace fs = std::filesystem;

namespace dw {

std::string bind_text(const std::string& text, const Card& card) {
  std::string out;
  out.reserve(text.size());
  std::size_t pos = 0;
  for (const Placeholder& p : placeholders_in(text)) {
    out.append(text, pos, p.offset - 1 - pos);
    if (auto e = parse_expression(p.expression, nullptr)) {
      if (auto v = evaluate(*e, card, nullptr)) out += v->display();
    }
    pos = p.offset + p.expression.size() + 1;
  }
  out.append(text, pos, std::string::npos);
  return out;
}

bool condition_holds(const std::string& when, const Card& card) {
  if (when.empty()) return true;
  auto e = parse_expression(when, nullptr);
  if (!e) return false;
  auto v = evaluate(*e, card, nullptr);
  return v && truthy(*v);
}

std::optional<fs::path> find_asset(const std::vector<fs::path>& roots, const std::string& relative,
                                   const SourcePos& where, const std::string& card_id, Diagnostics& out) {
  for (const auto& root : roots) {
    Diagnostics refused;
    auto path = resolve_inside(root, relative, where, refused);
    if (!path) {
      for (auto d : refused.items()) {
        d.card_id = card_id;
        out.add(d);
      }
      return std::nullopt;
    }
    std::error_code ec;
    if (fs::is_regular_file(*path, ec)) return path;
  }
  out.add(Diagnostic{Severity::error, where, "missing art file '" + relative + "'",
                     "add the file to the card set's folder or correct the path", card_id, {}});
  return std::nullopt;
}

namespace {

bool known_field(const CardSet& set, const Card& card, const std::string& name) {
  if (name == "id" || name == "kind" || name == "count") return true;
  if (name.rfind("rules.", 0) == 0) return card.rules.find_path(name.substr(6)) != nullptr;
  return set.find_field(name) != nullptr;
}

SourcePos shifted(SourcePos where, std::size_t offset) {
  where.column += static_cast<int>(offset) + 1;  // +1: the opening quote of the TOML string
  return where;
}

// Checks one expression (a placeholder or a condition) for one card: syntax, names, evaluation.
// Returns true when it can be evaluated for this card.
bool check_expression(const CardSet& set, const Card& card, const std::string& source, SourcePos where,
                      const std::string& element, std::set<std::string>& reported, Diagnostics& out) {
  ExpressionError error;
  auto e = parse_expression(source, &error);
  if (!e) {
    const std::string key = "syntax|" + where.file + std::to_string(where.line) + source;
    if (reported.insert(key).second)
      out.add(Diagnostic{Severity::error, shifted(where, error.offset),
                         "bad expression '" + source + "' in element '" + element + "': " + error.message,
                         "write a field name, a number or 'text', joined by + - * / == != < > and or not", {}, {}});
    return false;
  }
  std::vector<std::string> candidates = {"id", "kind", "count"};
  for (const auto& f : set.fields) candidates.push_back(f.name);
  bool ok = true;
  for (const auto& name : e->names()) {
    if (known_field(set, card, name)) continue;
    ok = false;
    const bool rules = name.rfind("rules.", 0) == 0;
    const std::string key = "name|" + where.file + std::to_string(where.line) + name + (rules ? card.id : "");
    if (!reported.insert(key).second) continue;
    out.add(Diagnostic{Severity::error, where,
                       "unknown field '" + name + "' in element '" + element + "'" + did_you_mean(name, candidates),
                       rules ? "add it to the card's [card.rules] table or correct the name"
                             : "declare it under [fields] in set.toml or correct the name",
                       rules ? card.id : std::string(), {}});
  }
  if (!ok) return false;
  std::string why;
  if (!evaluate(*e, card, &why)) {
    out.add(Diagnostic{Severity::error, where, "expression '" + source + "' in element '" + element + "' fails: " + why,
                       "check the types of the fields it uses", card.id, {}});
    return false;
  }
  return true;
}

void check_template(const CardSet& set, const Card& card, const CardTemplate& tpl,
                    const std::vector<fs::path>& roots, Diagnostics& out, std::set<std::string>& reported) {
  for (const auto& e : tpl.elements) {
    if (!e.when.empty()) {
      if (!check_expression(set, card, e.when, e.when_where, e.name, reported, out)) continue;
      if (!condition_holds(e.when, card)) continue;
    }
    const std::string& source = e.type == ElementType::image ? e.src : e.text;
    const SourcePos& where = e.type == ElementType::image ? e.src_where : e.text_where;
    bool ok = true;
    for (const Placeholder& p : placeholders_in(source))
      ok = check_expression(set, card, p.expression, shifted(where, p.offset - 1), e.name, reported, out) && ok;
    if (!ok || e.type != ElementType::image) continue;
    const std::string file = bind_text(e.src, card);
    // One report per missing file and place, not one per card that shares it.
    if (reported.count("art|" + file + "|" + tpl.name + "|" + e.name)) continue;
    Diagnostics found;
    if (!find_asset(roots, file, where, card.id, found)) {
      reported.insert("art|" + file + "|" + tpl.name + "|" + e.name);
      out.append(found);
    }
  }
}

}  // namespace

void check_bindings(const CardSet& set, TemplateLibrary& templates, const std::vector<fs::path>& roots,
                    Diagnostics& out) {
  std::set<std::string> reported;
  for (const auto& card : set.cards) {
    const std::pair<std::string, SourcePos> uses[] = {{set.face_template_of(card), set.face_template_named_at(card)},
                                                       {set.back_template_of(card), set.back_template_named_at(card)}};
    for (const auto& [name, named_at] : uses) {
      if (name.empty()) {
        out.add(Diagnostic{Severity::error, card.where, "card '" + card.id + "' has no back template",
                           "set back = \"...\" under [print] in set.toml or on the card", card.id, {}});
        continue;
      }
      if (reported.count("tpl|" + name)) continue;
      Diagnostics found;
      const CardTemplate* tpl = templates.get(name, named_at, found);
      if (!tpl) {
        for (auto d : found.items()) {
          if (d.where == named_at) d.card_id = card.id;
          out.add(d);
        }
        reported.insert("tpl|" + name);
        continue;
      }
      out.append(found);
      check_template(set, card, *tpl, roots, out, reported);
    }
  }
}

}  // namespace dw
