// clubs_cards: reading and checking the CLUBS rules tables (vocabulary in the header).
#include "engine/games/clubs/clubs_cards.hpp"

#include <algorithm>

#include "engine/games/common/rules_reader.hpp"

namespace dw::engine::games::clubs {

namespace {

const std::vector<std::string> kKeys = {"role", "rank", "strength", "draws"};
const std::vector<std::string> kRoles = {"defend", "attack", "counter", "heal"};

Diagnostic set_error(const CardSet& set, std::string message, std::string hint) {
  return error_diagnostic(SourcePos{set.set_file.string(), 0, 0}, std::move(message), std::move(hint));
}

}  // namespace

std::uint64_t ClubsCatalog::run_cards(int start) const {
  std::uint64_t out = 0;
  for (int r = start; r < start + kRunLength; ++r) {
    if (r < 1 || r > kMaxRank || heal_of_rank[static_cast<std::size_t>(r)] < 0) return 0;
    out |= std::uint64_t{1} << heal_of_rank[static_cast<std::size_t>(r)];
  }
  return out;
}

int ClubsCatalog::run_strength(int start) const {
  int best = 0;
  for (int r = start; r < start + kRunLength; ++r)
    best = std::max(best, cards[static_cast<std::size_t>(heal_of_rank[static_cast<std::size_t>(r)])].strength);
  return best;
}

ClubsCatalog read_clubs_catalog(const CardSet& set, Diagnostics& out) {
  ClubsCatalog catalog;
  catalog.heal_of_rank.fill(-1);
  std::array<const Card*, kMaxRank + 1> heal_card_of_rank{};
  for (const Card& card : set.cards) {
    if (card.rules.entries.empty()) continue;
    RulesReader rules(card, card.rules, "rules", "clubs", out);
    rules.only_keys(kKeys);
    const auto role = rules.choice("role", kRoles);
    const auto rank = rules.integer("rank", 1, kMaxRank, "ace 1, jack 11, queen 12, king 13");
    const auto strength = rules.integer("strength", 1, kMaxStrength, "the value the card fights with");
    int draws = 0;
    if (role && *role == static_cast<int>(Role::heal)) {
      draws = rules.integer("draws", 0, 20, "the cards an instant heal draws").value_or(0);
      if (rank && !rules.failed()) {
        if (card.count != 1)
          rules.error(nullptr, "a heal card must be a single copy (count = 1), not " + std::to_string(card.count),
                      "healing pools are runs of heal cards with different ranks");
        else if (const Card* other = heal_card_of_rank[static_cast<std::size_t>(*rank)])
          rules.error(rules.find("rank"), "heal card '" + other->id + "' already has rank " + std::to_string(*rank),
                      "heal cards need different ranks so that a run names its cards");
        else
          heal_card_of_rank[static_cast<std::size_t>(*rank)] = &card;
      }
    } else if (rules.has("draws")) {
      rules.error(rules.find("draws"), "rules.draws is only for heal cards", "remove draws, or set role = \"heal\"");
    }
    if (rules.failed()) continue;
    for (int copy = 0; copy < card.count; ++copy) {
      const int index = static_cast<int>(catalog.cards.size());
      ClubsCard c;
      c.name = copy == 0 ? card.id : card.id + "#" + std::to_string(copy + 1);
      c.role = static_cast<Role>(*role);
      c.rank = *rank;
      c.strength = *strength;
      c.draws = draws;
      if (index < kMaxCards) {
        catalog.by_role[static_cast<std::size_t>(c.role)] |= std::uint64_t{1} << index;
        if (c.role == Role::heal) catalog.heal_of_rank[static_cast<std::size_t>(c.rank)] = index;
      }
      catalog.cards.push_back(std::move(c));
    }
  }
  if (catalog.cards.size() > static_cast<std::size_t>(kMaxCards))
    out.add(set_error(set, "the deck has " + std::to_string(catalog.cards.size()) + " cards; clubs supports at most " +
                               std::to_string(kMaxCards),
                      "lower some counts"));
  return catalog;
}

}  // namespace dw::engine::games::clubs
