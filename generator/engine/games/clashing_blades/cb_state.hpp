// cb_state: one position of a Clashing Blades! duel: where every card is, health, the current
// threats and whose decision it is. Moves live in cb_state.cpp; the views (to_string,
// information state, resampling) in cb_views.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/games/clashing_blades/clashing_blades.hpp"
#include "engine/games/clashing_blades/cb_interactions.hpp"
#include "engine/state.hpp"

namespace dw::engine::games::clashing_blades {

enum class Phase : std::uint8_t { deal, en_garde, spade_duel, exchange, over };
const char* phase_name(Phase p);

// Where a card is. Face-down en garde cards are on the table (and hidden by the views).
enum class Zone : std::uint8_t { deck, hand0, hand1, table, discard };

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

  // Read access for tests, agents and reports.
  Phase phase() const { return phase_; }
  int health(Player p) const { return health_[idx(p)]; }
  int threat(Player p) const { return threat_[idx(p)]; }
  int hand_size(Player p) const { return hand_count_[idx(p)]; }
  int deck_size() const { return count_[static_cast<int>(Zone::deck)]; }
  int discard_size() const { return count_[static_cast<int>(Zone::discard)]; }
  int table_size() const { return count_[static_cast<int>(Zone::table)]; }
  int deals() const { return deals_; }
  Zone zone_of(int card) const { return zone_[static_cast<std::size_t>(card)]; }
  std::vector<int> hand(Player p) const;
  const ClashingBladesGame& cb_game() const { return *cb_game_; }

 protected:
  CbState(const CbState&) = default;
  void do_apply_action(Action action) override;

 private:
  static std::size_t idx(Player p) { return static_cast<std::size_t>(p); }
  static Zone hand_zone(Player p) { return p == 0 ? Zone::hand0 : Zone::hand1; }
  const DuelCard& card(Action a) const { return cb_game_->catalog().cards[static_cast<std::size_t>(a)]; }
  Play play_of(int card_index) const;
  bool can_answer_with(Action a, Player p) const;  // a diamond or club in p's hand
  void move_card(int card_index, Zone to);

  void start_deal();
  void begin_en_garde();
  void reveal();
  void offer_drop();
  void apply_response(Player responder, const ResponseResult& r);
  void disengage_no_threat();
  void suffer(std::array<int, 2> damage);
  void end_game(bool draw);

  // What `viewer` learns from `action` taken here (cb_views.cpp).
  std::string observe(Player viewer, Action action) const;
  std::string private_view(Player viewer) const;

  const ClashingBladesGame* cb_game_;
  std::vector<Zone> zone_;                 // per card
  std::array<int, 5> count_{};             // cards per zone
  std::array<int, 2> hand_count_{};
  std::array<int, 2> health_{};
  std::array<int, 2> threat_{};
  std::array<int, 2> chosen_{-1, -1};      // en garde card per seat (-1: none yet / none)
  std::array<int, 2> front_{-1, -1};       // the card each seat has in play now (-1: none)
  std::array<double, 2> returns_{0, 0};
  Phase phase_ = Phase::deal;
  Player actor_ = 0;         // who decides in en_garde, spade_duel and exchange
  Player deal_to_ = 0;       // who receives the next dealt card
  int deal_left_ = 0;        // cards still to deal in this deal
  int deals_ = 0;            // deals begun
  Player dealer_ = 0;
  int declines_ = 0;         // spade duel: options declined so far
  int applied_ = 0;          // actions applied so far (the history's length once recorded)
  std::vector<int> deal_start_;  // per deal: the history index of its first dealt card
};

}  // namespace dw::engine::games::clashing_blades
