// card_messages: walking cards and templates for their words.
#include "localize/card_messages.hpp"

#include <algorithm>
#include <cstdio>
#include <set>

#include "i18n/message_keys.hpp"
#include "i18n/text_tokens.hpp"
#include "model/expression.hpp"
#include "model/units.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

template <typename F>
void for_each_text_element(const CardTemplate& tpl, F&& visit) {
  for (const Element& e : tpl.elements) {
    if (e.type == ElementType::text) visit(e, e);
    for (const Element& item : e.item)
      if (item.type == ElementType::text) visit(item, e);
  }
}

std::string box_comment(const PrintedBox& box, const CardGeometry& card) {
  const Element& e = *box.element;
  char text[256];
  std::snprintf(text, sizeof text, "Box '%s' of template '%s': %.1f x %.1f mm, %g pt shrinking to %g pt, %s",
                e.name.c_str(), box.template_name.c_str(), pt_to_mm(e.width.resolve(card.width)),
                pt_to_mm(e.height.resolve(card.height)), e.size, e.min_size,
                e.max_lines > 0 ? ("at most " + std::to_string(e.max_lines) + (e.max_lines == 1 ? " line" : " lines")).c_str()
                                : "as many lines as fit");
  return text;
}

std::string card_name(const Card& card) {
  const Value* name = card.fields.find("name");
  return name && name->kind == Value::Kind::string && !name->string.empty() ? name->string : card.id;
}

}  // namespace

std::string reference_path(const std::string& file, const fs::path& set_dir, const fs::path& home) {
  std::error_code ec;
  const fs::path path = fs::weakly_canonical(fs::path(file), ec);
  for (const fs::path& root : {set_dir, home}) {
    const fs::path base = fs::weakly_canonical(root, ec);
    const fs::path relative = path.lexically_relative(base);
    if (!relative.empty() && *relative.begin() != "..") return relative.generic_string();
  }
  return fs::path(file).generic_string();
}

std::string template_text_owner(const Element& e) { return fs::path(e.text_where.file).stem().string(); }

void add_token_comments(const std::string& text, bool with_placeholders, std::vector<std::string>& comments) {
  const KeptTokens kept = kept_tokens(text, with_placeholders);
  auto unique = [](std::vector<std::string> v) {
    v.erase(std::unique(v.begin(), v.end()), v.end());
    std::string out;
    for (const auto& s : v) out += (out.empty() ? "" : " ") + s;
    return out;
  };
  if (!kept.icons.empty()) comments.push_back("Keep these icon tokens as written: " + unique(kept.icons));
  if (!kept.placeholders.empty()) comments.push_back("Keep these placeholders as written: " + unique(kept.placeholders));
  if (text.find('*') != std::string::npos)
    comments.push_back("Markup: **bold** and *italic* may move with the words they stress; \\: prints a colon");
}

PrintedFields printed_text_fields(const CardSet& set, TemplateLibrary& templates) {
  PrintedFields out(set.cards.size());
  for (std::size_t c = 0; c < set.cards.size(); ++c) {
    const Card& card = set.cards[c];
    for (const std::string& name : {set.face_template_of(card), set.back_template_of(card)}) {
      Diagnostics ignored;  // check_bindings reports missing templates
      const CardTemplate* tpl = name.empty() ? nullptr : templates.get(name, card.where, ignored);
      if (!tpl) continue;
      for_each_text_element(*tpl, [&](const Element& e, const Element&) {
        for (const Placeholder& p : placeholders_in(e.text)) {
          auto expr = parse_expression(p.expression, nullptr);
          if (!expr) continue;
          for (const std::string& field : expr->names()) {
            const FieldSpec* spec = set.find_field(field);
            if (!spec || (spec->type != FieldType::string && spec->type != FieldType::text)) continue;
            const Value* value = card.fields.find(field);
            if (!value || value->kind != Value::Kind::string || !has_words(value->string)) continue;
            auto& boxes = out[c][field];
            const bool known = std::any_of(boxes.begin(), boxes.end(), [&](const PrintedBox& b) { return b.element == &e; });
            if (!known) boxes.push_back(PrintedBox{tpl->name, &e});
          }
        }
      });
    }
  }
  return out;
}

std::vector<PotEntry> extract_card_messages(const CardSet& set, TemplateLibrary& templates, const fs::path& home) {
  std::vector<PotEntry> out;
  const PrintedFields printed = printed_text_fields(set, templates);
  for (std::size_t c = 0; c < set.cards.size(); ++c) {
    const Card& card = set.cards[c];
    for (const FieldSpec& spec : set.fields) {
      auto it = printed[c].find(spec.name);
      if (it == printed[c].end()) continue;
      const Value& value = *card.fields.find(spec.name);
      PotEntry e;
      e.context = card_field_context(card.id, spec.name);
      e.msgid = value.string;
      e.comments.push_back("Card \"" + card_name(card) + "\" (" + card.id + "), field '" + spec.name + "'");
      for (const PrintedBox& box : it->second) e.comments.push_back(box_comment(box, set.card));
      add_token_comments(value.string, false, e.comments);
      e.references.push_back(SourcePos{reference_path(value.where.file, set.dir, home), value.where.line, 0});
      out.push_back(std::move(e));
    }
  }
  // Template texts, once per element where it is written, in template name order.
  std::set<std::string> names;
  for (const Card& card : set.cards)
    for (const std::string& name : {set.face_template_of(card), set.back_template_of(card)})
      if (!name.empty()) names.insert(name);
  std::set<std::string> seen;
  for (const std::string& name : names) {
    Diagnostics ignored;
    const CardTemplate* tpl = templates.get(name, SourcePos{}, ignored);
    if (!tpl) continue;
    for_each_text_element(*tpl, [&](const Element& el, const Element&) {
      if (!has_words(el.text)) return;
      const std::string context = template_text_context(template_text_owner(el), el.name);
      if (!seen.insert(context).second) return;
      PotEntry e;
      e.context = context;
      e.msgid = el.text;
      e.comments.push_back("Template '" + template_text_owner(el) + "', element '" + el.name +
                           "': words printed on every card drawn with it");
      e.comments.push_back(box_comment(PrintedBox{name, &el}, set.card));
      add_token_comments(el.text, true, e.comments);
      e.references.push_back(SourcePos{reference_path(el.text_where.file, set.dir, home), el.text_where.line, 0});
      out.push_back(std::move(e));
    });
  }
  return out;
}

}  // namespace dw
