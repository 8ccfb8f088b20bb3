// clubs_state: one position of a CLUBS game: every card's place (as 64-bit sets), defenders,
// healing pools, attacks waiting, the phase and whose decision it is, and the log of what
// happened (clubs_log.hpp). Moves live in clubs_state.cpp; the views (to_string, information
// state, resampling, evaluate) in clubs_views.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/games/clubs/clubs.hpp"
#include "engine/games/clubs/clubs_log.hpp"
#include "engine/games/common/roomy_vector.hpp"
#include "engine/state.hpp"

namespace dw::engine::games::clubs {

enum class Phase : std::uint8_t { deal, setup, draw, resolve, main, over };
const char* phase_name(Phase p);

class ClubsState : public State {
 public:
  explicit ClubsState(std::shared_ptr<const Game> game);

  Player current_player() const override;
  std::vector<Action> legal_actions() const override;
  void legal_actions_into(std::vector<Action>& out) const override;
  std::vector<std::pair<Action, double>> chance_outcomes() const override;
  void chance_outcomes_into(std::vector<std::pair<Action, double>>& out) const override;
  // State::sample_chance's walk over the outcomes, done on the deck's bits without the list.
  Action sample_chance(Rng& rng, std::vector<std::pair<Action, double>>& buffer) const override;
  // The action legal_actions_into would list at the drawn place, without building the list.
  Action sample_legal_action(Rng& rng, std::vector<Action>& buffer) const override;
  std::string action_to_string(Player player, Action action) const override;
  std::vector<double> returns() const override;
  std::unique_ptr<State> clone() const override;
  std::string information_state_string(Player player) const override;
  std::string to_string() const override;
  std::unique_ptr<State> resample_from_infostate(Player player, Rng& rng) const override;
  std::vector<ZoneCount> zone_counts() const override;
  std::vector<TrackedValue> tracked_values() const override;
  double evaluate(Player player) const override;
  void card_events(Action action, std::vector<CardEvent>& out) const override;  // clubs_facts.cpp

  // Read access for tests, agents and reports.
  Phase phase() const { return phase_; }
  int turn() const { return turn_; }
  std::uint64_t hand(Player p) const { return hand_[idx(p)]; }
  int hand_size(Player p) const;
  std::uint64_t deck() const { return deck_; }
  std::uint64_t discards() const { return discard_; }
  int defender(Player p, int place) const { return slot_[idx(p)][static_cast<std::size_t>(place)]; }
  bool face_up(Player p, int place) const { return (face_up_[idx(p)] >> place) & 1U; }
  int defenders(Player p) const;
  // Runs laid as healing pools by p: bit s - 1 for the run starting at rank s.
  unsigned pools(Player p) const { return pools_[idx(p)]; }
  // The spade waiting against p at target t (clubs.hpp), or -1.
  const std::vector<Event>& log() const { return log_; }

 protected:
  ClubsState(const ClubsState&) = default;
  void do_apply_action(Action action) override;

 private:
  static std::size_t idx(Player p) { return static_cast<std::size_t>(p); }
  static std::uint64_t bit(int card) { return std::uint64_t{1} << card; }
  const ClubsCard& card(int i) const { return game_->catalog().cards[static_cast<std::size_t>(i)]; }
  std::uint64_t role_set(Role r) const { return game_->catalog().by_role[static_cast<std::size_t>(r)]; }
  int free_place(Player p) const;  // the lowest free defender place, or -1
  bool can_attack(Player attacker, int target) const;
  unsigned attack_targets(Player attacker) const;  // bit t set: can_attack(attacker, t)
  // The parts of a setup or main-phase decision, for add_legal_moves and sample_legal_action:
  std::uint64_t playable_cards() const;  // cards of the actor's hand that may be placed or heal
  std::uint64_t discardable_cards() const;  // the actor's hand and places (main phase)
  unsigned swappable_places() const;  // bit p: the club at the actor's place p may be swapped
  unsigned pool_starts() const;  // bit s - 1: the actor's hand holds the run starting at rank s
  void add_legal_moves(std::vector<Action>& out) const;

  void log_event(EventType type, int a = -1, int b = -1, int c = -1, int d = -1, int e = -1);
  void draw_cards(int wanted, Phase then);
  void after_draws();
  void start_turn(Player p);
  void next_attack();
  void enter_main();
  void settle(int counter);
  void end_turn();
  void lose(Player p, LossReason why);

  // Appends event `e` as `viewer` saw it (kChancePlayer: everything), one line (clubs_views.cpp).
  void describe(const Event& e, Player viewer, std::string& out) const;
  std::string card_name(int card) const;

  const ClubsGame* game_;
  std::uint64_t deck_ = 0;
  std::uint64_t discard_ = 0;
  std::array<std::uint64_t, 2> hand_{};
  std::array<std::array<std::int8_t, kSlots>, 2> slot_{};   // defender per place, -1 free
  std::array<std::uint8_t, 2> face_up_{};                   // per place bit
  std::array<std::uint16_t, 2> pools_{};
  std::array<std::array<std::int8_t, kTargets>, 2> attack_on_{};  // spades waiting against p
  std::array<std::uint8_t, 2> known_clubs_{};
  std::array<double, 2> returns_{0, 0};
  std::uint8_t changed_ = 0;       // places filled or swapped by the actor this turn
  Phase phase_ = Phase::deal;
  Phase after_draw_ = Phase::main;  // where a draw phase leads
  Player actor_ = 0;                // who decides, or who receives the draws
  int draws_left_ = 0;
  int target_ = -1;                 // resolve: the target being settled
  int turn_ = 0;
  RoomyVector<Event, 128> log_;  // a copy keeps room for more (a search plays on from its copies)
};

}  // namespace dw::engine::games::clubs
