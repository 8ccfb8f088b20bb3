// card_tables: [[card]] tables to Cards, one by one, in slices on a pool, or from pieces parsed apart.
#include "model/card_tables.hpp"

#include <algorithm>
#include <iterator>
#include <string_view>

#include "model/card_checks.hpp"
#include "model/card_set_loader.hpp"
#include "model/toml_reader.hpp"
#include "support/ordered_jobs.hpp"

namespace dw {

namespace {

// One [[card]] table to a Card, its problems to `diags`. The check of its id against the ids read
// before it, the one part that depends on the other cards, is left to `check_id`, called where it
// falls in the card's diagnostics, so cards may be read apart and their diagnostics joined in order.
template <typename CheckId>
Card read_card(const toml::table& t, const std::string& file, const std::vector<FieldSpec>& fields, Diagnostics& diags,
               CheckId&& check_id) {
  Card card;
  card.where = pos_of(t.source(), file);
  auto id = [&] {
    TomlReader r(t, file, "a card", diags);
    r.allow_all();
    return r.string("id", true);
  }();
  const std::string what = id ? "card '" + *id + "'" : "a card";
  TomlReader r(t, file, what, diags);
  r.string("id");
  if (id) {
    check_id(*id, r.where_of("id"));
    card.id = *id;
  }
  card.count = static_cast<int>(r.integer("count", 0, kMaxCardCount).value_or(1));
  card.count_where = r.where_of("count");
  card.kind = r.string("kind", true).value_or("");
  card.kind_where = r.where_of("kind");
  card.template_name = r.string("template").value_or("");
  card.template_where = r.where_of("template");
  card.back = r.string("back").value_or("");
  card.back_where = r.where_of("back");
  if (const toml::node* rules = r.node("rules")) {
    if (rules->is_table()) card.rules = to_value(*rules, file);
    else r.error(pos_of(rules->source(), file), "'rules' in " + what + " must be a table",
                 "write [card.rules] under the card, or rules = { ... }");
  }
  if (card.rules.kind == Value::Kind::none) card.rules.kind = Value::Kind::table;
  card.fields.kind = Value::Kind::table;
  card.fields.where = card.where;
  for (const auto& spec : fields) {
    const toml::node* n = r.node(spec.name.c_str());
    if (spec.type_unknown) continue;
    if (!n) {
      if (spec.required)
        r.error(card.where, what + " is missing the required field '" + spec.name + "'",
                "add " + spec.name + " = ... (declared in set.toml at line " + std::to_string(spec.where.line) + ")");
      continue;
    }
    Value v = to_value(*n, file);
    if (!check_field_value(spec, v, what, diags)) continue;
    card.fields.entries.push_back({spec.name, std::move(v)});
  }
  r.finish();
  return card;
}

// Tables [begin, end) of a card file read apart from the others (on the pool): their cards, their
// diagnostics, and the ids to check against those read before them, each with how many of the
// diagnostics come before its check.
struct IdToCheck {
  std::size_t diagnostics_before;
  std::string id;
  SourcePos where;
};
struct CardSlice {
  std::vector<Card> cards;
  Diagnostics diags;
  std::vector<IdToCheck> ids;
};

CardSlice read_slice(const toml::array& list, std::size_t begin, std::size_t end, const std::string& file,
                     const std::vector<FieldSpec>& fields) {
  CardSlice slice;
  slice.cards.reserve(end - begin);
  for (std::size_t i = begin; i < end; ++i)
    slice.cards.push_back(
        read_card(*list[i].as_table(), file, fields, slice.diags, [&](const std::string& id, const SourcePos& where) {
          slice.ids.push_back({slice.diags.size(), id, where});
        }));
  return slice;
}

// A slice's cards added to `cards` and its diagnostics to `diags`, its ids checked against `seen`
// where they fall among them: as if its tables had been read here, after the slices before it.
void join_slice(CardSlice& slice, std::vector<Card>& cards, std::map<std::string, SourcePos>& seen,
                Diagnostics& diags) {
  std::size_t joined = 0;
  const auto join_until = [&](std::size_t end) {
    for (; joined < end; ++joined) diags.add(slice.diags.items()[joined]);
  };
  for (const IdToCheck& id : slice.ids) {
    join_until(id.diagnostics_before);
    check_card_id(id.id, id.where, seen, diags);
  }
  join_until(slice.diags.size());
  for (Card& card : slice.cards) cards.push_back(std::move(card));
}

// The positions in `file` of a slice read from a piece of it parsed apart, moved down by the
// `lines` before the piece: every position a card holds (its own, its keys', each field's and rules
// value's) and every diagnostic's. Positions in other files (set.toml's) and none (line 0) stay.
void move_down(SourcePos& where, int lines, const std::string& file) {
  if (where.line > 0 && where.file == file) where.line += lines;
}

void move_down(Value& value, int lines, const std::string& file) {
  move_down(value.where, lines, file);
  for (Value& item : value.items) move_down(item, lines, file);
  for (ValueEntry& entry : value.entries) move_down(entry.value, lines, file);
}

void move_down(CardSlice& slice, int lines, const std::string& file) {
  for (Card& card : slice.cards) {
    for (SourcePos* where : {&card.where, &card.kind_where, &card.template_where, &card.back_where, &card.count_where})
      move_down(*where, lines, file);
    move_down(card.fields, lines, file);
    move_down(card.rules, lines, file);
  }
  Diagnostics moved;
  for (Diagnostic diagnostic : slice.diags.items()) {
    move_down(diagnostic.where, lines, file);
    moved.add(std::move(diagnostic));
  }
  slice.diags = std::move(moved);
  for (IdToCheck& id : slice.ids) move_down(id.where, lines, file);
}

}  // namespace

// The first `count` [[card]] tables of `list` read to the end of set.cards, their diagnostics to
// `diags`: in turn on this thread, or with a pool of more than one thread in slices of
// kCardsPerJob read at once, joined in the file's order. Either way the cards, the diagnostics
// and their order are the same.
void read_cards(const toml::array& list, std::size_t count, const std::string& file, CardSet& set,
                std::map<std::string, SourcePos>& seen, Diagnostics& diags, JobPool* pool) {
  if (!pool || pool->threads() <= 1 || count <= kCardsPerJob) {
    for (std::size_t i = 0; i < count; ++i)
      set.cards.push_back(read_card(*list[i].as_table(), file, set.fields, diags, [&](const std::string& id, const SourcePos& where) {
        check_card_id(id, where, seen, diags);
      }));
    return;
  }
  OrderedJobs<CardSlice> slices(*pool, (count + kCardsPerJob - 1) / kCardsPerJob);
  for (std::size_t begin = 0; begin < count; begin += kCardsPerJob) {
    const std::size_t end = std::min(count, begin + kCardsPerJob);
    slices.submit(
        [&list, &file, &fields = set.fields, begin, end] { return read_slice(list, begin, end, file, fields); });
  }
  set.cards.reserve(set.cards.size() + count);
  while (!slices.empty()) {
    CardSlice slice = slices.take();
    join_slice(slice, set.cards, seen, diags);
  }
}

// The cards of a TOML card file's `text` (read from `source`, checked for nesting) parsed and read
// in `pieces` of kCardsPerJob cards (card_file_pieces.hpp) at once on the pool, each piece's
// tables let go where they were read. False, with nothing added, when the file is cut in fewer
// than two, holds more cards than the set has room for, or a piece does not parse to its run of
// [[card]] tables: the caller parses the file whole, which reports any error exactly as always.
// True: the cards, the diagnostics and their order are those read_cards gives for the whole file.
bool read_cards_in_pieces(const std::string& text, const std::vector<CardFilePiece>& pieces, const std::string& source,
                          const std::string& display, CardSet& set, std::map<std::string, SourcePos>& seen,
                          Diagnostics& diags, JobPool& pool, std::size_t room) {
  if (pieces.size() < 2) return false;
  std::size_t count = 0;
  for (const CardFilePiece& piece : pieces) count += piece.cards;
  if (count > room) return false;
  struct ReadPiece {
    bool parsed = false;
    CardSlice slice;
  };
  OrderedJobs<ReadPiece> jobs(pool, pieces.size());
  for (const CardFilePiece& piece : pieces)
    jobs.submit([&text, &source, &display, &fields = set.fields, piece] {
      ReadPiece out;
      toml::table table;
      try {
        table =
            toml::parse(std::string_view(text).substr(piece.begin, piece.end - piece.begin), std::string_view(source));
      } catch (const toml::parse_error&) {
        return out;
      }
      const toml::node* cards = table.get("card");
      const toml::array* list = cards ? cards->as_array() : nullptr;
      if (table.size() != 1 || !list || !list->is_array_of_tables() || list->size() != piece.cards) return out;
      out.slice = read_slice(*list, 0, list->size(), display, fields);
      move_down(out.slice, static_cast<int>(piece.lines_before), display);
      out.parsed = true;
      return out;
    });
  // Each piece is joined as it comes, while the pool reads the next, into a copy of what it joins
  // to: a piece that does not parse leaves the set, its ids and the diagnostics as they were.
  std::vector<Card> cards;
  cards.reserve(count);
  std::map<std::string, SourcePos> ids = seen;
  Diagnostics found;
  while (!jobs.empty()) {
    ReadPiece piece = jobs.take();
    if (!piece.parsed) return false;  // the pieces still out are waited for, and dropped
    join_slice(piece.slice, cards, ids, found);
  }
  if (set.cards.empty())
    set.cards = std::move(cards);
  else
    set.cards.insert(set.cards.end(), std::make_move_iterator(cards.begin()), std::make_move_iterator(cards.end()));
  seen = std::move(ids);
  diags.append(found);
  return true;
}

}  // namespace dw
