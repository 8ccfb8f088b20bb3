// pod_backs: which back file each card gets at the print-on-demand image targets (tgc, mpc).
// TheGameCrafter gives a deck one back image and lets a card override it; MakePlayingCards takes
// "the same image for all backs" or an image per card (README: Targets and back modes). So per
// deck (the cards of one cards file) the back that most of its cards have, byte for byte (on a
// tie, the earliest card's), is written once as <deck>-back.png, and only a card whose back
// differs from it keeps a file of its own, under the name the target gives it.
//
// Backs are handed in as PNG bytes in any order (one taken from the render cache comes before
// one still being drawn); the plan depends only on which cards' bytes are equal, never on the
// order they came in, so it is the same for any number of threads and with or without the
// cache. Equal backs are kept once, so a deck of one back holds one PNG in memory.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace dw {

// "duel-back.png": the file of the back a deck shares.
std::string deck_back_file_name(const std::string& deck);

class PodBacks {
 public:
  // Registers the next card, in the set's order; returns its slot for take(). `own_file` is the
  // name its back is written under should it differ from its deck's.
  std::size_t add_card(const std::string& deck, std::string own_file);
  // The card's back as PNG bytes (called once per slot, in any order).
  void take(std::size_t slot, const std::string& png);

  struct File {
    std::string name;
    std::shared_ptr<const std::string> png;
  };
  struct Deck {
    std::string name;
    std::string back_file;           // the back most of its cards share
    std::vector<std::size_t> slots;  // its cards, in order
    bool one_back = true;            // every card has the deck's back
  };
  struct Plan {
    std::vector<Deck> decks;                // in the order their first card came
    std::vector<std::string> back_file_of;  // per slot: the file its back is in
    std::vector<File> files;                // to write: each deck's back, then its cards' own, in order
  };
  // Decides every card's back file. Throws std::logic_error if a slot has no back.
  Plan plan() const;

 private:
  struct Card {
    std::size_t deck;
    std::string own_file;
    std::size_t back = kNone;  // index into backs_
  };
  static constexpr std::size_t kNone = static_cast<std::size_t>(-1);

  std::vector<std::string> deck_names_;
  std::vector<Card> cards_;
  std::vector<std::shared_ptr<const std::string>> backs_;      // distinct bytes
  std::unordered_multimap<std::size_t, std::size_t> by_hash_;  // hash of the bytes -> index in backs_
};

}  // namespace dw
