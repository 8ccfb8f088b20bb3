// template_library: template lookup, inheritance and the template file (elements are read by
// element_reader).
#include "model/template_library.hpp"

#include <algorithm>
#include <set>

#include "model/containment.hpp"
#include "model/element_reader.hpp"
#include "model/suggest.hpp"
#include "model/toml_reader.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

// Adds `e` to the list, replacing the element of the same name when `replaces` is set.
void place(std::vector<Element>& elements, Element e, bool replaces) {
  if (replaces) {
    for (auto& existing : elements) {
      if (existing.name == e.name) {
        existing = std::move(e);
        return;
      }
    }
  }
  elements.push_back(std::move(e));
}

}  // namespace

std::optional<CardTemplate> TemplateLibrary::load(const fs::path& file, const std::string& name, Diagnostics& out,
                                                  std::vector<std::string>& chain) {
  Diagnostics diags;
  auto table = parse_toml_file(file.string(), diags);
  CardTemplate tpl;
  tpl.name = name;
  tpl.file = file;
  tpl.sources.push_back(file);
  if (table) {
    TomlReader r(*table, file.string(), "template '" + name + "'", diags);
    r.string("description");
    std::vector<std::pair<std::string, SourcePos>> parents;
    if (const toml::node* extends = r.node("extends")) {
      if (auto one = extends->as_string()) {
        parents.emplace_back(one->get(), pos_of(extends->source(), file.string()));
      } else if (auto many = extends->as_array()) {
        for (const auto& p : *many) {
          if (auto s = p.as_string()) parents.emplace_back(s->get(), pos_of(p.source(), file.string()));
          else r.error(pos_of(p.source(), file.string()), "entries of 'extends' must be template names", "write extends = [\"base\"]");
        }
      } else {
        r.error(r.where_of("extends"), "'extends' must be a template name or a list of them", "write extends = \"base\"");
      }
    }
    for (const auto& [parent, where] : parents) {
      if (std::find(chain.begin(), chain.end(), parent) != chain.end()) {
        std::string cycle;
        for (const auto& link : chain) cycle += link + " -> ";
        r.error(where, "circular template inheritance: " + cycle + parent, "remove one of the extends entries");
        continue;
      }
      if (chain.size() >= kMaxInheritanceDepth) {
        r.error(where, "template inheritance deeper than " + std::to_string(kMaxInheritanceDepth) + " levels",
                "flatten the chain of extends");
        continue;
      }
      chain.push_back(parent);
      const CardTemplate* base = get_in_chain(parent, where, diags, chain);
      chain.pop_back();
      if (!base) continue;
      for (const auto& source : base->sources)
        if (std::find(tpl.sources.begin(), tpl.sources.end(), source) == tpl.sources.end()) tpl.sources.push_back(source);
      for (const auto& e : base->elements) place(tpl.elements, e, true);  // later parents win
      for (const auto& icon : base->icons) {
        auto it = std::find_if(tpl.icons.begin(), tpl.icons.end(), [&](const IconDef& d) { return d.name == icon.name; });
        if (it != tpl.icons.end()) *it = icon;
        else tpl.icons.push_back(icon);
      }
    }
    if (const toml::table* icons = r.table("icons")) read_icon_table(*icons, file.string(), tpl.icons, diags);
    if (const toml::node* elements = r.node("element")) {
      const toml::array* list = elements->as_array();
      if (!list || !list->is_array_of_tables()) {
        r.error(pos_of(elements->source(), file.string()), "'element' must be an array of tables", "write each element as [[element]]");
      } else {
        for (const auto& node : *list) {
          const toml::table& t = *node.as_table();
          const Element* base = nullptr;
          if (auto n = t.get_as<std::string>("name")) {
            for (const auto& existing : tpl.elements)
              if (existing.name == n->get()) base = &existing;
          }
          if (auto e = read_element(t, file.string(), name, tpl.elements.size(), base, diags))
            place(tpl.elements, std::move(*e), base != nullptr);
        }
      }
    } else if (parents.empty()) {
      r.error(r.where(), "template '" + name + "' has no elements", "add [[element]] tables");
    }
    r.finish();
  }
  out.append(diags);
  if (diags.has_errors()) return std::nullopt;
  return tpl;
}

TemplateLibrary::TemplateLibrary(std::vector<fs::path> search_dirs, std::vector<fs::path> allowed_roots)
    : dirs_(std::move(search_dirs)), allowed_roots_(allowed_roots.empty() ? dirs_ : std::move(allowed_roots)) {}

const CardTemplate* TemplateLibrary::get(const std::string& name, const SourcePos& used_at, Diagnostics& out) {
  const std::lock_guard<std::mutex> lock(mutex_);
  std::vector<std::string> chain{name};
  const CardTemplate* tpl = get_in_chain(name, used_at, out, chain);
  if (!tpl || !localizer_) return tpl;
  // Localised once, after inheritance: parents are read from the template files as written.
  auto& localized = localized_[name];
  if (!localized) {
    localized = std::make_unique<CardTemplate>(*tpl);
    localizer_->localize_template(*localized);
  }
  return localized.get();
}

const CardTemplate* TemplateLibrary::get_in_chain(const std::string& name, const SourcePos& used_at, Diagnostics& out,
                                                  std::vector<std::string>& chain) {
  if (auto it = loaded_.find(name); it != loaded_.end()) return it->second.get();
  std::unique_ptr<CardTemplate> result;
  bool found = false;
  const bool safe_name = !name.empty() && name.find('/') == std::string::npos && name.find('\\') == std::string::npos &&
                         name != "." && name != "..";
  for (const auto& dir : dirs_) {
    const fs::path file = dir / (name + ".toml");
    std::error_code ec;
    if (safe_name && fs::is_regular_file(file, ec)) {
      found = true;
      if (!check_contained(file, allowed_roots_, used_at, out)) break;
      if (auto tpl = load(file, name, out, chain)) result = std::make_unique<CardTemplate>(std::move(*tpl));
      break;
    }
  }
  if (!found) {
    out.error(used_at, "no template named '" + name + "'" + did_you_mean(name, available()),
              "create templates/" + name + ".toml in the card set or templates/cards/ in the project");
  }
  auto* raw = result.get();
  loaded_.emplace(name, std::move(result));
  return raw;
}

std::vector<std::string> TemplateLibrary::available() const {
  std::set<std::string> names;
  for (const auto& dir : dirs_) {
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec))
      if (entry.path().extension() == ".toml") names.insert(entry.path().stem().string());
  }
  return {names.begin(), names.end()};
}

}  // namespace dw
