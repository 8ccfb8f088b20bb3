// pod_backs: one back file per deck, and a file of its own for a card whose back differs.
#include "print/pod_backs.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <stdexcept>
#include <string_view>

namespace dw {

std::string deck_back_file_name(const std::string& deck) { return deck + "-back.png"; }

std::size_t PodBacks::add_card(const std::string& deck, std::string own_file) {
  auto it = std::find(deck_names_.begin(), deck_names_.end(), deck);
  if (it == deck_names_.end()) it = deck_names_.insert(deck_names_.end(), deck);
  cards_.push_back(Card{static_cast<std::size_t>(it - deck_names_.begin()), std::move(own_file)});
  return cards_.size() - 1;
}

void PodBacks::take(std::size_t slot, const std::string& png) {
  Card& card = cards_.at(slot);
  if (card.back != kNone) throw std::logic_error("a card's back handed in twice: " + card.own_file);
  const std::size_t hash = std::hash<std::string_view>{}(png);
  const auto [first, last] = by_hash_.equal_range(hash);
  for (auto it = first; it != last; ++it) {
    if (*backs_[it->second] == png) {
      card.back = it->second;
      return;
    }
  }
  card.back = backs_.size();
  backs_.push_back(std::make_shared<const std::string>(png));
  by_hash_.emplace(hash, card.back);
}

PodBacks::Plan PodBacks::plan() const {
  Plan plan;
  plan.back_file_of.resize(cards_.size());
  for (const std::string& name : deck_names_) plan.decks.push_back(Deck{name, deck_back_file_name(name), {}, true});
  for (std::size_t slot = 0; slot < cards_.size(); ++slot) {
    if (cards_[slot].back == kNone) throw std::logic_error("no back handed in for " + cards_[slot].own_file);
    plan.decks[cards_[slot].deck].slots.push_back(slot);
  }
  for (Deck& deck : plan.decks) {
    // The deck's back: the one most of its cards have; going through the cards in order and
    // taking only a strictly larger count, a tie goes to the earliest card's back.
    std::map<std::size_t, int> cards_with;
    for (std::size_t slot : deck.slots) ++cards_with[cards_[slot].back];
    std::size_t shared = cards_[deck.slots.front()].back;
    for (std::size_t slot : deck.slots)
      if (cards_with[cards_[slot].back] > cards_with[shared]) shared = cards_[slot].back;
    plan.files.push_back(File{deck.back_file, backs_[shared]});
    for (std::size_t slot : deck.slots) {
      const Card& card = cards_[slot];
      if (card.back == shared) {
        plan.back_file_of[slot] = deck.back_file;
      } else {
        plan.back_file_of[slot] = card.own_file;
        plan.files.push_back(File{card.own_file, backs_[card.back]});
        deck.one_back = false;
      }
    }
  }
  return plan;
}

}  // namespace dw
