// dc_cards: reading and checking the Duel Cards rules tables (vocabulary in the header).
#include "engine/games/duel_cards/dc_cards.hpp"

#include <algorithm>
#include <optional>

#include "engine/games/common/rules_reader.hpp"

namespace dw::engine::games::duel_cards {

namespace {

const char* kRuleset = "duel-cards";
const std::vector<std::string> kCardKeys = {"player", "side", "plays"};
const std::vector<std::string> kChartKeys = {"strong", "weak", "chart"};
const std::vector<std::string> kShapeWords = {"vertical", "horizontal", "high", "middle", "low"};
const std::vector<std::string> kSideWords = {"attack", "defence"};
const std::vector<std::string> kKindWords = {"attack", "defence"};
const std::vector<std::string> kPlayKeys = {"name", "kind", "stops"};
const std::vector<std::string> kRowKeys = {"you", "strength", "enemy_damage", "your_damage", "initiative"};
const std::vector<std::string> kSituationWords = {"same-attack", "different-attack", "correct-defence",
                                                  "other-defence", "both-defend"};
const std::vector<std::string> kCompareWords = {"greater", "equal", "lower"};
const std::vector<std::string> kChangeWords = {"gained", "lost", "unchanged"};
const std::vector<std::string> kDamageWords = {"your-strength", "their-strength"};

Diagnostic set_error(const CardSet& set, std::string message, std::string hint) {
  return error_diagnostic(SourcePos{set.set_file.string(), 0, 0}, std::move(message), std::move(hint));
}

bool valid_name(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return (c >= 'a' && c <= 'z') || c == '-'; });
}

// A play's name or stops: a lowercase word.
std::optional<std::string> word(RulesReader& r, const char* key) {
  const Value* v = r.find(key);
  if (!v) {
    r.error(nullptr, r.name_of(key) + " is missing", std::string("add ") + key + " = \"...\" (a lowercase word)");
    return std::nullopt;
  }
  if (v->kind != Value::Kind::string || !valid_name(v->string)) {
    r.error(v, r.name_of(key) + " must be a lowercase word like \"head-swing\"");
    return std::nullopt;
  }
  return v->string;
}

std::optional<Damage> damage(RulesReader& r, const char* key) {
  const Value* v = r.find(key);
  if (v && v->kind == Value::Kind::string) {
    const auto i = r.choice(key, kDamageWords);
    if (!i) return std::nullopt;
    return Damage{*i == 0 ? Damage::Kind::your_strength : Damage::Kind::their_strength, 0};
  }
  const auto n = r.integer(key, 0, 6, "damage: 0 to 6, or \"your-strength\" or \"their-strength\"");
  if (!n) return std::nullopt;
  return Damage{Damage::Kind::fixed, *n};
}

struct CardReader {
  const CardSet& set;
  Diagnostics& out;
  DcCatalog catalog;
  std::array<std::array<const Card*, kSides>, 2> seen{};
  std::array<std::array<const Value*, kShapes * kSides>, 2> stops_at{};  // where each `stops` was written
  const Card* chart_card = nullptr;

  int name_id(const std::string& name) {
    const auto it = std::find(catalog.names.begin(), catalog.names.end(), name);
    if (it != catalog.names.end()) return static_cast<int>(it - catalog.names.begin());
    catalog.names.push_back(name);
    return static_cast<int>(catalog.names.size()) - 1;
  }

  void duel_card(const Card& card, RulesReader& rules) {
    rules.only_keys(kCardKeys);
    const auto player = rules.integer("player", 1, 2, "1 or 2: whose card it is");
    const auto side = rules.choice("side", kSideWords);
    const Value* plays = rules.table("plays");
    if (!player || !side || !plays) return;
    const auto seat = static_cast<std::size_t>(*player - 1);
    const auto s = static_cast<std::size_t>(*side);
    if (const Card* other = seen[seat][s]) {
      rules.error(rules.find("side"), "player " + std::to_string(*player) + " already has its " + kSideWords[s] +
                                          " card ('" + other->id + "')",
                  "each player has one attack card and one defence card");
      return;
    }
    seen[seat][s] = &card;
    DuelCard& dc = catalog.cards[seat][s];
    dc.id = card.id;
    RulesReader table(card, *plays, "rules.plays", kRuleset, out);
    table.only_keys(kShapeWords);
    for (int shape = 0; shape < kShapes; ++shape) {
      const Value* t = table.table(kShapeWords[static_cast<std::size_t>(shape)]);
      if (!t) continue;
      RulesReader play(card, *t, "rules.plays." + kShapeWords[static_cast<std::size_t>(shape)], kRuleset, out);
      play.only_keys(kPlayKeys);
      const auto name = word(play, "name");
      const auto kind = play.choice("kind", kKindWords);
      PlayInfo& info = dc.plays[static_cast<std::size_t>(shape)];
      if (name) {
        info.name = *name;
        info.name_id = name_id(*name);
      }
      if (kind) info.attack = *kind == 0;
      if (kind && *kind == 1) {
        if (const auto stops = word(play, "stops")) {
          info.stops = name_id(*stops);
          stops_at[seat][s * kShapes + static_cast<std::size_t>(shape)] = play.find("stops");
        }
      } else if (kind && play.has("stops")) {
        play.error(play.find("stops"), play.name_of("stops") + " is only for defences", "remove stops, or make it kind = \"defence\"");
      }
    }
  }

  void chart(const Card& card, RulesReader& rules) {
    if (chart_card) {
      rules.error(rules.find("chart"), "the chart is already given by card '" + chart_card->id + "'",
                  "keep one chart card");
      return;
    }
    chart_card = &card;
    rules.only_keys(kChartKeys);
    Chart& c = catalog.chart;
    c.strong = rules.integer("strong", 1, 3, "the strength of an upright play").value_or(2);
    c.weak = rules.integer("weak", 1, 3, "the strength of a play turned a half turn").value_or(1);
    if (c.weak >= c.strong && rules.has("weak") && rules.has("strong"))
      rules.error(rules.find("weak"), "weak must be lower than strong", "e.g. strong = 2, weak = 1");
    const Value* rows = rules.array("chart");
    if (!rows) return;
    std::array<std::array<const Value*, kCompares>, kSituations> given{};
    for (std::size_t i = 0; i < rows->items.size(); ++i) {
      const Value& item = rows->items[i];
      const std::string path = "rules.chart[" + std::to_string(i + 1) + "]";
      if (item.kind != Value::Kind::table) {
        rules.error(&item, path + " must be a table like { you = \"same-attack\", strength = \"greater\", ... }");
        continue;
      }
      RulesReader row(card, item, path, kRuleset, out);
      row.only_keys(kRowKeys);
      const auto you = row.choice("you", kSituationWords);
      const auto cmp = row.choice("strength", kCompareWords);
      const auto enemy = damage(row, "enemy_damage");
      const auto yours = damage(row, "your_damage");
      const auto change = row.choice("initiative", kChangeWords);
      if (!you || !cmp || !enemy || !yours || !change) continue;
      const Value*& slot = given[static_cast<std::size_t>(*you)][static_cast<std::size_t>(*cmp)];
      if (slot) {
        row.error(row.find("you"), "the chart already has the row " + kSituationWords[static_cast<std::size_t>(*you)] +
                                       " / " + kCompareWords[static_cast<std::size_t>(*cmp)] + " (line " +
                                       std::to_string(slot->where.line) + ")",
                  "each (you, strength) pair appears once");
        continue;
      }
      slot = &item;
      c.rows[static_cast<std::size_t>(*you)][static_cast<std::size_t>(*cmp)] =
          ChartRow{*enemy, *yours, static_cast<Change>(*change)};
    }
    for (std::size_t s = 0; s < kSituations; ++s)
      for (std::size_t k = 0; k < kCompares; ++k)
        if (!given[s][k] && !rules.failed())
          rules.error(rows, "the chart has no row for you = \"" + kSituationWords[s] + "\", strength = \"" +
                                kCompareWords[k] + "\"",
                      "the chart needs all fifteen rows (five situations, three strengths)");
  }

  void finish() {
    if (!chart_card) out.add(set_error(set, "the card set has no chart card", "add a card whose rules table holds strong, weak and chart"));
    for (std::size_t seat = 0; seat < 2; ++seat)
      for (std::size_t s = 0; s < kSides; ++s)
        if (!seen[seat][s])
          out.add(set_error(set, "player " + std::to_string(seat + 1) + " has no " + kSideWords[s] + " card",
                            "add a card with player = " + std::to_string(seat + 1) + ", side = \"" + kSideWords[s] + "\""));
    if (out.has_errors()) return;
    for (std::size_t seat = 0; seat < 2; ++seat) {
      std::vector<int> ids;
      for (std::size_t s = 0; s < kSides; ++s)
        for (std::size_t shape = 0; shape < kShapes; ++shape) {
          const PlayInfo& play = catalog.cards[seat][s].plays[shape];
          if (std::find(ids.begin(), ids.end(), play.name_id) != ids.end())
            out.add(set_error(set, "player " + std::to_string(seat + 1) + " has two plays named '" + play.name + "'",
                              "a player's ten plays need ten different names"));
          ids.push_back(play.name_id);
          if (play.attack) continue;
          // The attack a defence stops must be one the other player can make.
          bool found = false;
          for (const auto& card : catalog.cards[1 - seat])
            for (const auto& theirs : card.plays) found = found || (theirs.attack && theirs.name_id == play.stops);
          if (!found) {
            Diagnostic d;
            const Value* at = stops_at[seat][s * kShapes + shape];
            d.where = at ? at->where : SourcePos{set.set_file.string(), 0, 0};
            d.message = "'" + catalog.names[static_cast<std::size_t>(play.stops)] + "' is not an attack of player " +
                        std::to_string(2 - seat);
            d.hint = "stops names the attack this defence is the correct answer to";
            d.card_id = catalog.cards[seat][s].id;
            out.add(std::move(d));
          }
        }
    }
  }
};

}  // namespace

const char* shape_name(Shape s) {
  return kShapeWords[static_cast<std::size_t>(s)].c_str();
}

const char* side_name(int side) { return kSideWords[static_cast<std::size_t>(side)].c_str(); }

DcCatalog read_dc_catalog(const CardSet& set, Diagnostics& out) {
  CardReader reader{set, out, {}, {}, {}, nullptr};
  for (const Card& card : set.cards) {
    if (card.rules.entries.empty()) continue;
    RulesReader rules(card, card.rules, "rules", kRuleset, out);
    if (card.count != 1) {
      rules.error(nullptr, "a duel-cards card must be a single copy (count = 1), not " + std::to_string(card.count));
      continue;
    }
    if (rules.has("chart") || rules.has("strong") || rules.has("weak")) reader.chart(card, rules);
    else reader.duel_card(card, rules);
  }
  reader.finish();
  return std::move(reader.catalog);
}

}  // namespace dw::engine::games::duel_cards
