// binding: placeholder filling and load-time checks of cards against their templates.
#include "model/binding.hpp"

#include <set>

#include "model/card_set_loader.hpp"
#include "model/suggest.hpp"

namespace fs = std::filesystem;

namespace dw {

std::string bind_text(const std::string& text, const Card& card) {
  std::string out;
  out.reserve(text.size());
  std::size_t pos = 0;
  Value scratch;
  while (pos < text.size()) {
    const auto open = text.find('{', pos);
    const auto close = open == std::string::npos ? std::string::npos : text.find('}', open + 1);
    if (close == std::string::npos) {
      out.append(text, pos, std::string::npos);
      break;
    }
    out.append(text, pos, open - pos);
    const Value* v = card.lookup(std::string_view(text).substr(open + 1, close - open - 1), scratch);
    if (v) out += v->display();
    pos = close + 1;
  }
  return out;
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

void check_template(const CardSet& set, const Card& card, const CardTemplate& tpl,
                    const std::vector<fs::path>& roots, Diagnostics& out, std::set<std::string>& reported) {
  std::vector<std::string> candidates = {"id", "kind", "count"};
  for (const auto& f : set.fields) candidates.push_back(f.name);
  for (const auto& e : tpl.elements) {
    const std::string& source = e.type == ElementType::image ? e.src : e.text;
    const SourcePos& where = e.type == ElementType::image ? e.src_where : e.text_where;
    bool ok = true;
    for (const auto& name : placeholders_in(source)) {
      if (known_field(set, card, name)) continue;
      ok = false;
      const std::string key = tpl.name + "|" + e.name + "|" + name + (name.rfind("rules.", 0) == 0 ? card.id : "");
      if (!reported.insert(key).second) continue;
      out.add(Diagnostic{Severity::error, where,
                         "unknown field '{" + name + "}' in element '" + e.name + "'" + did_you_mean(name, candidates),
                         "declare it under [fields] in set.toml or correct the name", card.id, {}});
    }
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
    for (const std::string& name : {set.face_template_of(card), set.back_template_of(card)}) {
      if (name.empty()) {
        out.add(Diagnostic{Severity::error, card.where, "card '" + card.id + "' has no back template",
                           "set back = \"...\" under [print] in set.toml or on the card", card.id, {}});
        continue;
      }
      const std::string key = "tpl|" + name;
      const CardTemplate* tpl = nullptr;
      if (reported.count(key) == 0) {
        Diagnostics found;
        tpl = templates.get(name, card.where, found);
        if (!tpl) {
          for (auto d : found.items()) {
            if (d.where == card.where) d.card_id = card.id;
            out.add(d);
          }
          reported.insert(key);
          continue;
        }
        out.append(found);
      } else {
        continue;
      }
      check_template(set, card, *tpl, roots, out, reported);
    }
  }
}

}  // namespace dw
