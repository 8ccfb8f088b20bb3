// cb_state: one position of a Clashing Blades! duel: where every card is, health, the current
// threats, stings and kept events, and whose decision it is. The basic moves live in
// cb_state.cpp, the advanced rules (stings, events) in cb_advanced.cpp, the views (to_string,
// information state, resampling) in cb_views.cpp and the heuristic in cb_heuristic.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/games/clashing_blades/clashing_blades.hpp"
#include "engine/games/clashing_blades/cb_interactions.hpp"
#include "engine/games/common/roomy_vector.hpp"
#include "engine/state.hpp"

namespace dw::engine::games::clashing_blades {

enum class Phase : std::uint8_t {
  deal,           // chance: the next card of the deal
  shed,           // advanced rule 1: a stung duelist discards cards before en garde
  en_garde,
  spade_duel,
  exchange,
  sting,          // advanced rule 1: the attacker may add a heart card to the damage
  event_offer,    // advanced rule 2: after an exact counter, turn over an event or not
  event_draw,     // chance: the top card of the event deck
  event_discard,  // advanced rule 2 (trickery): the foe discards cards of their choice
  over
};
const char* phase_name(Phase p);

// Where a card is. Face-down en garde cards are on the table (and hidden by the views). Duel
// cards use the first six zones, event cards the last four.
enum class Zone : std::uint8_t { deck, hand0, hand1, table, discard, stung, events, events_used, kept0, kept1 };
inline constexpr int kZones = 10;

class CbState : public State {
 public:
  explicit CbState(std::shared_ptr<const Game> game);

  Player current_player() const override;
  std::vector<Action> legal_actions() const override;
  void legal_actions_into(std::vector<Action>& out) const override;
  std::vector<std::pair<Action, double>> chance_outcomes() const override;
  void chance_outcomes_into(std::vector<std::pair<Action, double>>& out) const override;
  Action sample_chance(Rng& rng, std::vector<std::pair<Action, double>>& buffer) const override;
  std::string action_to_string(Player player, Action action) const override;
  std::vector<double> returns() const override;
  std::unique_ptr<State> clone() const override;
  std::string information_state_string(Player player) const override;
  std::string to_string() const override;
  std::unique_ptr<State> resample_from_infostate(Player player, Rng& rng) const override;
  std::vector<ZoneCount> zone_counts() const override;
  std::vector<TrackedValue> tracked_values() const override;
  double evaluate(Player player) const override;
  std::string public_summary() const override;
  void card_events(Action action, std::vector<CardEvent>& out) const override;  // cb_facts.cpp
  bool stopped_by_limit() const override;

  // Read access for tests, agents and reports.
  Phase phase() const { return phase_; }
  int health(Player p) const { return health_[idx(p)]; }
  int threat(Player p) const { return threat_[idx(p)]; }
  int hand_size(Player p) const { return hand_count_[idx(p)]; }
  int deck_size() const { return count_[static_cast<int>(Zone::deck)]; }
  int discard_size() const { return count_[static_cast<int>(Zone::discard)]; }
  int event_deck_size() const { return count_[static_cast<int>(Zone::events)]; }
  int deals() const { return deals_; }
  Zone zone_of(int card) const { return zone_[static_cast<std::size_t>(card)]; }
  // Zone of event card e (zone_ keeps events after the duel cards).
  Zone event_zone(int e) const { return zone_[static_cast<std::size_t>(cb_game_->num_cards() + e)]; }
  int sting(Player victim) const { return sting_[idx(victim)]; }    // heart card before the victim, or -1
  int to_shed(Player victim) const { return shed_[idx(victim)]; }  // strength still to discard
  std::vector<int> hand(Player p) const;

 protected:
  CbState(const CbState&) = default;
  void do_apply_action(Action action) override;

 private:
  static std::size_t idx(Player p) { return static_cast<std::size_t>(p); }
  static Zone hand_zone(Player p) { return p == 0 ? Zone::hand0 : Zone::hand1; }
  static Zone kept_zone(Player p) { return p == 0 ? Zone::kept0 : Zone::kept1; }
  const DuelCard& card(Action a) const { return cb_game_->catalog().cards[static_cast<std::size_t>(a)]; }
  const EventCard& event(int e) const { return cb_game_->catalog().events[static_cast<std::size_t>(e)]; }
  std::string card_name(Action a) const;  // duel card or event action
  Play play_of(int card_index) const;
  void move_card(int card_index, Zone to);
  // The duel cards in zone z (events are not in these sets).
  const CardMask& cards_in(Zone z) const { return cards_in_[static_cast<std::size_t>(z)]; }
  const CardMask& suit_cards(Suit s) const { return cb_game_->suit_cards(s); }
  void make_public(int card_index) { public_cards_.push_back(static_cast<std::int16_t>(card_index)); }

  // cb_state.cpp: the basic game.
  void start_deal();
  void after_deal();
  void begin_en_garde();
  void reveal();
  void apply_response(Player responder, const ResponseResult& r, bool exact);
  void disengage_no_threat();
  void suffer(std::array<int, 2> damage);
  void end_game(bool draw);
  bool check_for_defeat();  // ends the game if someone is at 0 or below

  // cb_advanced.cpp: stings (advanced rule 1) and events (advanced rule 2).
  void apply_advanced(Action action);
  void legal_advanced(std::vector<Action>& out) const;
  void discard_hearts_only_hands();
  void end_stings();  // the deal a sting lasted for is over
  void next_sting_decision();
  void next_shed();
  void after_exact_counter(Player counterer);
  void resolve_event(int e);
  void discard_hand(Player p);
  void use_balance(int e);

  // What `viewer` learns from `action` taken here (cb_views.cpp).
  std::string observe(Player viewer, Action action) const;
  std::string private_view(Player viewer) const;

  const ClashingBladesGame* cb_game_;
  std::vector<Zone> zone_;                 // per duel card, then per event card
  std::array<int, kZones> count_{};        // cards per zone
  std::array<CardMask, kZones> cards_in_{};  // duel cards per zone, kept with zone_ by move_card
  std::array<int, 2> hand_count_{};
  std::array<int, 2> health_{};
  std::array<int, 2> threat_{};
  std::array<int, 2> chosen_{-1, -1};      // en garde card per seat (-1: none yet / none)
  std::array<int, 2> front_{-1, -1};       // the card each seat has in play now (-1: none)
  std::array<int, 2> sting_{-1, -1};       // heart card before each victim (advanced rule 1)
  std::array<int, 2> shed_{0, 0};          // strength each stung victim must still discard
  std::array<bool, 2> sting_pending_{false, false};  // per victim: the attacker may still sting
  std::array<double, 2> returns_{0, 0};
  Phase phase_ = Phase::deal;
  Player actor_ = 0;         // who decides in the player phases
  Player deal_to_ = 0;       // who receives the next dealt card
  int deal_left_ = 0;        // cards still to deal in this deal
  int deals_ = 0;            // deals begun
  Player dealer_ = 0;
  int declines_ = 0;         // spade duel: options declined so far
  bool balance_used_ = false;  // the actor used a balance card against the present threat
  int discard_left_ = 0;     // trickery: cards the actor must still discard
  Player counterer_ = 0;     // who countered exactly and may turn over / turned over an event
  int applied_ = 0;          // actions applied so far (the history's length once recorded)
  // Logs appended to in play: a copy keeps room for more (a search plays on from its copies).
  RoomyVector<int, 8> deal_start_;              // per deal: the history index of its first dealt card
  RoomyVector<std::int16_t, 64> public_cards_;  // duel cards shown face up, in order
  RoomyVector<int, 8> public_start_;            // per deal: where its part of public_cards_ begins
};

}  // namespace dw::engine::games::clashing_blades
