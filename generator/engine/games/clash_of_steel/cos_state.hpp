// cos_state: one position of a Clash of Steel game: how many cards of each type lie in the deck,
// in every hand, in play and in the discard pile, the fights of the turn under way and whose
// decision it is. Moves live in cos_state.cpp, legal actions in cos_legal.cpp, the views
// (to_string, action names, information state, zone counts) in cos_views.cpp, resampling in
// cos_resample.cpp and the greedy agent's heuristic in cos_heuristic.cpp.
//
// The state is a flat block of small counters (no allocation when cloned apart from the history
// the State base keeps), so random play and resampling stay cheap.
#pragma once

#include <array>
#include <cstdint>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "engine/games/clash_of_steel/clash_of_steel.hpp"
#include "engine/games/clash_of_steel/cos_combat.hpp"
#include "engine/games/clash_of_steel/cos_scoring.hpp"
#include "engine/state.hpp"

namespace dw::engine::games::clash_of_steel {

enum class Phase : std::uint8_t {
  deal,            // chance: the opening hands, one card at a time
  draw,            // chance: the turn player's draw
  place_resource,  // turn player: a resource from hand, or none
  place_creature,  // turn player: a creature from hand, or none
  on_play,         // turn player: what the creature just placed makes them discard
  declare,         // turn player: an attack, or end the attacks
  defend,          // attacked player: a defender (and number card), or none
  roll,            // chance (house rule 2): the dice of the fights
  take_resource,   // turn player: which resource the undefended player loses
  give_card,       // undefended player without resources: which hand card they lose
  trim_hand,       // turn player (house rule 3): a card to discard down to the hand limit
  over,
};
const char* phase_name(Phase p);

using Counts = std::array<std::uint8_t, kMaxCardTypes>;

// The types with a non-zero count, as a mask (bit t: type t). present_types_by_words takes eight
// counts at a time in a 64-bit word (a byte's top bit is set when the byte is not zero, and one
// multiplication gathers the eight top bits); with SSE2 (every x86-64) present_types compares
// sixteen counts with zero at once, elsewhere it is present_types_by_words.
inline std::uint64_t present_types_by_words(const Counts& counts) {
  static_assert(kMaxCardTypes % 16 == 0 && kMaxCardTypes <= 64);
  constexpr std::uint64_t low7 = 0x7F7F7F7F7F7F7F7FULL, high = 0x8080808080808080ULL;
  std::uint64_t mask = 0;
  for (std::size_t word = 0; word < kMaxCardTypes / 8; ++word) {
    std::uint64_t x = 0;  // count 8 * word + b in byte b
    for (std::size_t b = 0; b < 8; ++b) x |= std::uint64_t{counts[8 * word + b]} << (8 * b);
    const std::uint64_t nonzero = (((x & low7) + low7) | x) & high;
    mask |= ((nonzero >> 7) * 0x0102040810204080ULL >> 56) << (8 * word);
  }
  return mask;
}

inline std::uint64_t present_types(const Counts& counts) {
#if defined(__SSE2__)
  std::uint64_t mask = 0;
  const __m128i zero = _mm_setzero_si128();
  for (std::size_t block = 0; block < kMaxCardTypes / 16; ++block) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(counts.data() + 16 * block));
    const auto empty = static_cast<std::uint64_t>(static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, zero))));
    mask |= (~empty & 0xFFFFu) << (16 * block);
  }
  return mask;
#else
  return present_types_by_words(counts);
#endif
}

// The type a chance draw from `deck` (deck_size cards) picks for u in [0, 1): the first type
// with copies, in type order, at which u - p_0 - p_1 - ... (floating point, p_t = copies of t /
// deck_size) falls below p_t; -1 for an empty deck. This is State::sample_chance's walk over
// chance_outcomes(), so a seed draws the same card with either. drawn_type_by_walk is that walk
// itself, drawn_type the same answer computed mostly in integers (cos_legal.cpp).
int drawn_type_by_walk(const Counts& deck, int deck_size, double u);
int drawn_type(const Counts& deck, int deck_size, double u);

// One attack of the turn under way.
struct Combat {
  std::int8_t target = -1;
  std::int8_t attacker = -1;        // creature type
  std::int8_t attack_number = 0;    // number choice (0: none)
  std::int8_t defender = -1;        // creature type, -1: no defence
  std::int8_t defense_number = 0;
  std::uint8_t attack_roll = 0;     // house rule 2
  std::uint8_t defense_roll = 0;
  bool answered = false;            // the target has made (or skipped) their defence choice
  bool attacker_destroyed = false;
  std::uint16_t attack_index = 0;   // history positions of the declaration and the defence
  std::uint16_t defense_index = 0;
};

// A card that left a hand: where in the history, and which type. Resampling uses these to give
// every hidden draw of an opponent a card that was in their hand when they played it.
struct Departure {
  std::uint16_t index = 0;
  std::uint8_t type = 0;
};
inline constexpr int kMaxDepartures = kStartingHand + kMaxTurns;

struct Seat {
  Counts hand{};
  Counts ready{};      // creatures in play that may act
  Counts exhausted{};  // creatures that attacked since their owner's turn began
  int hand_size = 0;
  int creatures = 0;   // in play, attacking ones included
  int resources = 0;
  bool eliminated = false;
  int departures = 0;
  std::array<Departure, kMaxDepartures> departed{};
};

class CosState : public State {
 public:
  explicit CosState(std::shared_ptr<const Game> game);

  Player current_player() const override;
  std::vector<Action> legal_actions() const override;
  void legal_actions_into(std::vector<Action>& out) const override;
  std::vector<std::pair<Action, double>> chance_outcomes() const override;
  void chance_outcomes_into(std::vector<std::pair<Action, double>>& out) const override;
  Action sample_chance(Rng& rng, std::vector<std::pair<Action, double>>& buffer) const override;
  // A random legal action (rollouts): the one State::sample_legal_action picks for the same
  // generator state, without listing the declare and defend decisions (cos_legal.cpp).
  Action sample_legal_action(Rng& rng, std::vector<Action>& buffer) const override;
  std::string action_to_string(Player player, Action action) const override;
  std::vector<double> returns() const override;
  std::unique_ptr<State> clone() const override;
  std::string information_state_string(Player player) const override;
  std::string table_view(Player player) const override;
  std::string to_string() const override;
  std::unique_ptr<State> resample_from_infostate(Player player, Rng& rng) const override;
  std::vector<ZoneCount> zone_counts() const override;
  std::vector<TrackedValue> tracked_values() const override;
  void card_events(Action action, std::vector<CardEvent>& out) const override;  // cos_facts.cpp
  // Greedy heuristic (cos_heuristic.cpp): the player's lead in resources in play, with creatures
  // in play, their strength and cards in hand as smaller terms, squashed into (-1, 1).
  double evaluate(Player player) const override;

  // Read access for tests, agents and reports.
  Phase phase() const { return phase_; }
  int turn() const { return turn_; }
  Player turn_player() const { return turn_player_; }
  const Seat& seat(Player p) const { return seats_[idx(p)]; }
  int resources_of(Player p, int type) const { return resources_[idx(p)][static_cast<std::size_t>(type)]; }
  int creatures_of(Player p, int type) const;  // ready + exhausted + attacking
  // The creature types p has in play (creatures_of(p, t) > 0 exactly for these), bit t.
  std::uint64_t creature_types_in_play(Player p) const;
  int hand_count(Player p, int type) const { return seats_[idx(p)].hand[static_cast<std::size_t>(type)]; }
  int deck_size() const { return deck_size_; }
  int deck_count(int type) const { return deck_[static_cast<std::size_t>(type)]; }
  int discard_count(int type) const { return discard_[static_cast<std::size_t>(type)]; }
  int num_combats() const { return num_combats_; }
  const Combat& combat(int i) const { return combats_[static_cast<std::size_t>(i)]; }
  const ClashOfSteelGame& cos_game() const { return *game_; }
  // The end-of-game standing of a seat as it is now (cos_scoring.hpp).
  Standing standing(Player p) const;

 protected:
  CosState(const CosState&) = default;
  void do_apply_action(Action action) override;

 private:
  static std::size_t idx(Player p) { return static_cast<std::size_t>(p); }
  static std::size_t ti(int type) { return static_cast<std::size_t>(type); }
  const CardType& type(int t) const { return game_->catalog().types[ti(t)]; }
  int number_type(int choice) const { return game_->catalog().numbers[static_cast<std::size_t>(choice - 1)]; }
  int players() const { return game_->rules().players; }

  // Moves (cos_state.cpp).
  void give(Player p, int type);  // deck -> hand
  void leave_hand(Player p, int type);  // hand -> (caller's zone), recorded as a departure
  void destroy_in_play(Player p, int type);  // a ready creature -> discard
  void begin_turn(Player p);
  void after_placing();
  void place_creature(Action action);  // from hand, then its on-placement effect
  void after_creature();  // the creature decision (and its effect) is over
  bool is_creature(int t) const;
  bool can_declare() const;
  bool can_place_resource(int type) const;
  void start_defences();
  void next_defence();
  void reveal();
  void next_roll();
  void resolve_fights();
  void losses_from(int combat);
  void finish_attacks();
  void end_turn();
  void end_game_turn();
  void end_game();
  bool has_ready(Player p) const;  // a creature that may defend
  void legal_choices(std::vector<Action>& out) const;
  // The decisions other than declare and defend: one choice per card type (bit t), after a pass
  // when `pass_first` is set.
  std::uint64_t type_choices(bool& pass_first) const;
  // The number choices the actor holds, bit k for choice k (none when dice replace number cards).
  std::uint64_t held_number_choices() const;
  // The seats the actor may still declare an attack on (not out, not attacked this turn), bit q.
  std::uint64_t open_targets() const;

  // Views (cos_views.cpp).
  void append_history(std::string& out, Player viewer) const;
  void append_type_list(std::string& out, const std::uint8_t* counts, const std::vector<int>* only = nullptr) const;
  void append_public_view(std::string& out) const;
  // The public view, then `player`'s hand and their face-down number cards in the fights.
  void append_present_view(std::string& out, Player player) const;

  const ClashOfSteelGame* game_;
  int token_width_ = 2;  // base-64 digits per action in the information state
  std::array<Seat, kMaxPlayers> seats_{};
  std::array<ResourceCounts, kMaxPlayers> resources_{};
  Counts deck_{};
  Counts discard_{};
  Counts box_{};  // cards out of the game: spare starting creatures, number cards under dice
  int deck_size_ = 0;
  std::array<Combat, kMaxAttacks> combats_{};
  int num_combats_ = 0;
  int cursor_ = 0;        // the combat being defended, rolled for or resolved
  bool roll_defender_ = false;
  bool revealed_ = false;  // the number cards of this turn's fights are face up
  Phase phase_ = Phase::deal;
  Player turn_player_ = 0;
  Player actor_ = 0;       // who decides now
  Player deal_to_ = 0;
  int deal_left_ = 0;
  int turn_ = 1;
  int placed_ = -1;        // the creature whose on-placement effect is pending
  bool creature_first_ = false;  // placing=either: this turn's creature came before the resource decision
  std::array<double, kMaxPlayers> returns_{};
};

}  // namespace dw::engine::games::clash_of_steel
