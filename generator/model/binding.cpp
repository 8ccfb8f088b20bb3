// binding: placeholder filling and load-time checks of cards against their templates.
#include "model/binding.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "model/card_set_loader.hpp"
#include "model/element_extent.hpp"
#include "model/suggest.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

// Expressions are parsed once per distinct source text and kept for the run: a deck of
// thousands of cards evaluates the same few dozen placeholders over and over. Each thread keeps
// its own (the bindings are checked, the cards preflighted and drawn on several at once).
const Expression* parsed(const std::string& source) {
  thread_local std::map<std::string, std::optional<Expression>, std::less<>> cache;
  auto it = cache.find(source);
  if (it == cache.end()) it = cache.emplace(source, parse_expression(source, nullptr)).first;
  return it->second ? &*it->second : nullptr;
}

// Appends how `e` prints for the card (Value::display of its value) to `out`; false, with nothing
// appended, when it cannot be evaluated. A bare name prints the value it reads, not a copy of it
// (a name the card lacks prints nothing).
bool append_displayed(const Expression& e, const Card& card, const std::vector<Local>* locals, std::string& out) {
  if (const std::string* name = e.only_name()) {
    Value scratch;
    if (const Value* v = name_value(*name, card, locals, scratch)) {
      if (v->kind == Value::Kind::string) out += v->string;  // what display() gives, uncopied
      else out += v->display();
    }
    return true;
  }
  auto v = evaluate(e, card, nullptr, locals);
  if (!v) return false;
  out += v->display();
  return true;
}

}  // namespace

std::string bind_text(const std::string& text, const Card& card, const std::vector<Local>* locals) {
  if (text.find('{') == std::string::npos) return text;
  std::string out;
  out.reserve(text.size());
  std::size_t pos = 0;
  for (const Placeholder& p : placeholders_in(text)) {
    out.append(text, pos, p.offset - 1 - pos);
    if (const Expression* e = parsed(p.expression)) append_displayed(*e, card, locals, out);
    pos = p.offset + p.expression.size() + 1;
  }
  out.append(text, pos, std::string::npos);
  return out;
}

bool condition_holds(const std::string& when, const Card& card, const std::vector<Local>* locals) {
  if (when.empty()) return true;
  const Expression* e = parsed(when);
  if (!e) return false;
  auto v = evaluate(*e, card, nullptr, locals);
  return v && truthy(*v);
}

int repeat_count(const Element& repeat, const Card& card) {
  const Expression* e = parsed(repeat.count);
  if (!e) return 0;
  auto v = evaluate(*e, card, nullptr);
  if (!v || !v->is_number() || !std::isfinite(v->as_number())) return 0;
  return static_cast<int>(std::clamp(std::floor(v->as_number()), 0.0, static_cast<double>(kMaxRepeatCount)));
}

const IconDef* resolve_icon(const std::string& name, const CardTemplate& tpl, const CardSet& set) {
  if (const IconDef* icon = find_icon(tpl.icons, name)) return icon;
  return find_icon(set.icons, name);
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
  out.error(where, "missing art file '" + relative + "'", "add the file to the card set's folder or correct the path",
            card_id);
  return std::nullopt;
}

namespace {

SourcePos shifted(SourcePos where, std::size_t offset) {
  where.column += static_cast<int>(offset) + 1;  // +1: the opening quote of the TOML string
  return where;
}

// The checks of one card against one template; `reported` keeps each problem to one message.
class TemplateCheck {
 public:
  TemplateCheck(const CardSet& set, const std::vector<fs::path>& roots, Diagnostics& out, std::set<std::string>& reported)
      : set_(set), roots_(roots), out_(out), reported_(reported) {}

  void run(const Card& card, const CardTemplate& tpl) {
    for (const auto& e : tpl.elements) element(card, tpl, e, nullptr);
  }

 private:
  bool known_field(const Card& card, const std::string& name, const std::vector<Local>* locals) const {
    if (locals)
      for (const auto& l : *locals)
        if (l.name == name) return true;
    if (name == "id" || name == "kind" || name == "count") return true;
    if (name.rfind("rules.", 0) == 0) return card.rules.find_path(name.substr(6)) != nullptr;
    return set_.find_field(name) != nullptr;
  }

  // Checks one expression (a placeholder, a condition or a count) for one card: syntax, names,
  // evaluation. Returns its value when it can be evaluated for this card.
  // `value_wanted`: false when only whether it can be evaluated matters (a placeholder); a bare
  // name can always be, so it is not evaluated then.
  std::optional<Value> expression(const Card& card, const std::string& source, SourcePos where,
                                  const std::string& element, const std::vector<Local>* locals, bool value_wanted = true) {
    const Parsed& parsed = parse(source);
    const std::optional<Expression>& e = parsed.expression;
    if (!e) {
      const std::string key = "syntax|" + where.file + std::to_string(where.line) + source;
      if (reported_.insert(key).second)
        out_.error(shifted(where, parsed.error.offset),
                   "bad expression '" + source + "' in element '" + element + "': " + parsed.error.message,
                   "write a field name, a number or 'text', joined by + - * / == != < > and or not");
      return std::nullopt;
    }
    bool ok = true;
    for (const auto& name : parsed.names) {
      if (known_field(card, name, locals)) continue;
      ok = false;
      const bool rules = name.rfind("rules.", 0) == 0;
      const std::string key = "name|" + where.file + std::to_string(where.line) + name + (rules ? card.id : "");
      if (!reported_.insert(key).second) continue;
      std::vector<std::string> candidates = {"id", "kind", "count"};
      for (const auto& f : set_.fields) candidates.push_back(f.name);
      if (locals)
        for (const auto& l : *locals) candidates.push_back(l.name);
      out_.error(where, "unknown field '" + name + "' in element '" + element + "'" + did_you_mean(name, candidates),
                 rules ? "add it to the card's [card.rules] table or correct the name"
                       : "declare it under [fields] in set.toml or correct the name",
                 rules ? card.id : std::string());
    }
    if (!ok) return std::nullopt;
    if (!value_wanted && e->only_name()) return Value{};
    std::string why;
    auto value = evaluate(*e, card, &why, locals);
    if (!value) {
      out_.error(where, "expression '" + source + "' in element '" + element + "' fails: " + why,
                 "check the types of the fields it uses", card.id);
    }
    return value;
  }

  bool placeholders(const Card& card, const std::string& source, const SourcePos& where, const std::string& element,
                    const std::vector<Local>* locals) {
    bool ok = true;
    for (const Placeholder& p : placeholders_in(source))
      ok = expression(card, p.expression, shifted(where, p.offset - 1), element, locals, false).has_value() && ok;
    return ok;
  }

  void unknown_icon(const Card& card, const CardTemplate& tpl, const std::string& name, const SourcePos& where,
                    const std::string& element, bool from_card) {
    const std::string key = "icon|" + name + "|" + where.file + std::to_string(where.line) + std::to_string(where.column);
    if (!reported_.insert(key).second) return;
    std::vector<std::string> names;
    for (const auto& icon : tpl.icons) names.push_back(icon.name);
    for (const auto& icon : set_.icons) names.push_back(icon.name);
    out_.error(where, "unknown icon '" + name + "' in element '" + element + "'" + did_you_mean(name, names),
               "declare it under [icons] in set.toml or the template, or write \\: for a colon that starts no icon",
               from_card ? card.id : std::string());
  }

  // An icon a card uses: declared, and its image file present.
  void icon_art(const Card& card, const IconDef& icon) {
    const std::string file = split_asset_ref(icon.src).file;
    if (!reported_.insert("iconart|" + icon.where.file + "|" + icon.name).second) return;
    find_asset(roots_, file, icon.where, card.id, out_);
  }

  // Every :icon: of a text element, traced back to where it was written: the template's text,
  // or the card field a placeholder brought in.
  void text_icons(const Card& card, const CardTemplate& tpl, const Element& e, const std::vector<Local>* locals) {
    const auto placeholders = placeholders_in(e.text);
    // The template's own tokens: each problem they have is reported once, by the first card that
    // reaches the element, so they are checked for that card only.
    if (literal_icons_checked_.insert(&e).second) {
      std::string literal = e.text;  // the template's own text with placeholders blanked out
      for (const auto& p : placeholders)
        std::fill_n(literal.begin() + static_cast<long>(p.offset) - 1, p.expression.size() + 2, ' ');
      for (const auto& token : icon_tokens_in(literal)) {
        if (const IconDef* icon = resolve_icon(token.name, tpl, set_)) icon_art(card, *icon);
        else unknown_icon(card, tpl, token.name, shifted(e.text_where, token.offset), e.name, false);
      }
    }
    for (const auto& p : placeholders) {
      const Expression* parsed_expr = parsed(p.expression);
      if (!parsed_expr) continue;
      std::string text;
      if (!append_displayed(*parsed_expr, card, locals, text)) continue;
      for (const auto& token : icon_tokens_in(text)) {
        if (const IconDef* icon = resolve_icon(token.name, tpl, set_)) {
          icon_art(card, *icon);
          continue;
        }
        // A placeholder that is just a field name points at the card's own text.
        Value scratch;
        const Value* field = card.lookup(p.expression, scratch);
        const bool in_field = field && field != &scratch && field->kind == Value::Kind::string && field->where.line > 0;
        unknown_icon(card, tpl, token.name, in_field ? shifted(field->where, token.offset) : shifted(e.text_where, p.offset - 1),
                     e.name, true);
      }
    }
  }

  void element(const Card& card, const CardTemplate& tpl, const Element& e, const std::vector<Local>* locals) {
    if (!e.when.empty()) {
      if (!expression(card, e.when, e.when_where, e.name, locals)) return;
      if (!condition_holds(e.when, card, locals)) return;
    }
    switch (e.type) {
      case ElementType::text:
        if (placeholders(card, e.text, e.text_where, e.name, locals)) text_icons(card, tpl, e, locals);
        break;
      case ElementType::image: {
        if (!placeholders(card, e.src, e.src_where, e.name, locals)) break;
        const std::string file = split_asset_ref(bind_text(e.src, card, locals)).file;
        // One report per missing file and place, not one per card that shares it.
        const std::string key = "art|" + file + "|" + tpl.name + "|" + e.name;
        if (reported_.count(key)) break;
        Diagnostics found;
        if (!find_asset(roots_, file, e.src_where, card.id, found)) {
          reported_.insert(key);
          out_.append(found);
        }
        break;
      }
      case ElementType::icon: {
        if (!placeholders(card, e.icon, e.icon_where, e.name, locals)) break;
        const std::string name = bind_text(e.icon, card, locals);
        if (const IconDef* icon = resolve_icon(name, tpl, set_)) icon_art(card, *icon);
        else unknown_icon(card, tpl, name, e.icon_where, e.name, e.icon.find('{') != std::string::npos);
        break;
      }
      case ElementType::repeat: {
        auto count = expression(card, e.count, e.count_where, e.name, locals);
        if (!count) break;
        if (!count->is_number() || count->as_number() < 0 || count->as_number() > kMaxRepeatCount) {
          out_.error(e.count_where,
                     "count of repeat '" + e.name + "' is " + count->display() + ", not a number from 0 to " +
                         std::to_string(kMaxRepeatCount),
                     "make the count expression give a whole number", card.id);
          break;
        }
        if (e.item.empty()) break;
        // The item is checked once with index 1; its expressions may read index and the card.
        Value one;
        one.kind = Value::Kind::integer;
        one.integer = 1;
        const std::vector<Local> index = {{"index", one}};
        element(card, tpl, e.item.front(), &index);
        break;
      }
      default: break;
    }
  }

  // An expression's source parsed once for every card that uses it: the tree or the error, and
  // the names it reads.
  struct Parsed {
    std::optional<Expression> expression;
    ExpressionError error;
    std::vector<std::string> names;
  };
  const Parsed& parse(const std::string& source) {
    auto it = parsed_.find(source);
    if (it == parsed_.end()) {
      Parsed parsed;
      parsed.expression = parse_expression(source, &parsed.error);
      if (parsed.expression) parsed.names = parsed.expression->names();
      it = parsed_.emplace(source, std::move(parsed)).first;
    }
    return it->second;
  }

  const CardSet& set_;
  const std::vector<fs::path>& roots_;
  Diagnostics& out_;
  std::set<std::string>& reported_;
  std::map<std::string, Parsed, std::less<>> parsed_;
  // The text elements whose own :icon: tokens were checked: they are the same for every card.
  std::set<const Element*> literal_icons_checked_;
};

}  // namespace

void check_bindings(const CardSet& set, TemplateLibrary& templates, const std::vector<fs::path>& roots,
                    Diagnostics& out) {
  std::set<std::string> reported;
  TemplateCheck check(set, roots, out, reported);
  for (const auto& icon : set.icons) {
    // Every declared icon's file must exist, used or not.
    if (!reported.insert("iconart|" + icon.where.file + "|" + icon.name).second) continue;
    find_asset(roots, split_asset_ref(icon.src).file, icon.where, {}, out);
  }
  // Each template named, looked up once (nullptr: it failed, and was reported by the first card
  // naming it); a later lookup of a loaded template reports nothing.
  std::map<std::string, const CardTemplate*, std::less<>> looked_up;
  for (const auto& card : set.cards) {
    for (const bool front : {true, false}) {
      const std::string name = front ? set.face_template_of(card) : set.back_template_of(card);
      if (name.empty()) {
        out.error(card.where, "card '" + card.id + "' has no back template",
                  "set back = \"...\" under [print] in set.toml or on the card", card.id);
        continue;
      }
      auto known = looked_up.find(name);
      if (known == looked_up.end()) {
        const SourcePos named_at = front ? set.face_template_named_at(card) : set.back_template_named_at(card);
        Diagnostics found;
        const CardTemplate* tpl = templates.get(name, named_at, found);
        if (!tpl) {
          for (auto d : found.items()) {
            if (d.where == named_at) d.card_id = card.id;
            out.add(d);
          }
        } else {
          out.append(found);
          warn_elements_off_card(*tpl, set.card, out);
        }
        known = looked_up.emplace(name, tpl).first;
      }
      if (known->second) check.run(card, *known->second);
    }
  }
}

}  // namespace dw
