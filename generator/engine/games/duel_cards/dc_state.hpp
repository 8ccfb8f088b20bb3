// dc_state: one position of a Duel Cards duel: the marked circles of every card, who has the
// initiative, the plays of this round and of the last, damage still to mark, whose decision it
// is, and the log of what happened. Moves live in dc_state.cpp; the views (names, to_string,
// information state, resampling, evaluate) in dc_views.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/games/duel_cards/duel_cards.hpp"
#include "engine/state.hpp"

namespace dw::engine::games::duel_cards {

enum class Phase : std::uint8_t { initiative, first_play, second_play, mark, over };
const char* phase_name(Phase p);

// One thing that happened: who acted (-1 chance) and the action; a reveal (the second play of a
// round) also keeps the round's outcome, a mark whose cards it was on.
struct LogEntry {
  std::int8_t actor = -1;
  std::uint8_t action = 0;
  std::uint8_t damage0 = 0, damage1 = 0;
  std::int8_t holder = -1;  // reveal: initiative afterwards; mark: the owner of the marked card
};

class DcState : public State {
 public:
  explicit DcState(std::shared_ptr<const Game> game);

  Player current_player() const override;
  std::vector<Action> legal_actions() const override;
  std::vector<std::pair<Action, double>> chance_outcomes() const override;
  std::string action_to_string(Player player, Action action) const override;
  std::vector<double> returns() const override;
  std::unique_ptr<State> clone() const override;
  std::string information_state_string(Player player) const override;
  std::string to_string() const override;
  std::unique_ptr<State> resample_from_infostate(Player player, Rng& rng) const override;
  std::vector<ZoneCount> zone_counts() const override;
  std::vector<TrackedValue> tracked_values() const override;
  double evaluate(Player player) const override;
  void card_events(Action action, std::vector<CardEvent>& out) const override;  // dc_facts.cpp
  bool stopped_by_limit() const override;

  // Read access for tests, agents and reports.
  Phase phase() const { return phase_; }
  Player holder() const { return holder_; }
  int round() const { return round_; }
  int marks(Player p) const;
  std::uint8_t circles(Player p, int card) const { return circles_[idx(p)][static_cast<std::size_t>(card)]; }
  int last_play(Player p) const { return last_[idx(p)]; }
  // The plays `p` may make now, as a 20-bit set of play actions (rules 1 to 3 of the header).
  std::uint32_t allowed_plays(Player p) const;
  // What the chart gives when seat 0 plays `play0` and seat 1 `play1` now (before the damage
  // is capped by the circles left).
  RoundOutcome outcome_of(int play0, int play1) const;
  // The circles of a card a play covers: two-card plays only (0 for single-card plays).
  static std::uint8_t covered_circles(Shape shape, bool weak);

 protected:
  DcState(const DcState&) = default;
  void do_apply_action(Action action) override;

 private:
  static std::size_t idx(Player p) { return static_cast<std::size_t>(p); }
  const PlayInfo& play_info(Player p, int play) const;
  PlayFacts facts(Player p, int play) const;
  void reveal();
  void next_mark();
  void end_round();
  void finish(double r0, double r1);

  std::string play_text(Player p, int play) const;   // "head-swing (strong, high)"
  std::string shape_text(int play) const;            // "two cards, the top one high"
  std::string describe(std::size_t i, Player viewer) const;

  const DuelCardsGame* game_;
  std::array<std::array<std::uint8_t, kSides>, 2> circles_{};  // marked circles per card
  std::array<std::int8_t, 2> last_{-1, -1};     // the play each made last round
  std::array<std::int8_t, 2> chosen_{-1, -1};   // this round's plays
  std::array<std::int8_t, 2> damage_left_{0, 0};
  std::array<double, 2> returns_{0, 0};
  Phase phase_ = Phase::initiative;
  Player holder_ = 0;     // has the initiative
  Player actor_ = 0;      // decides now
  Player marking_ = 0;    // mark phase: whose circles are marked
  int round_ = 0;         // rounds completed
  int pending_ = -1;      // log index of the face-down first play, while it is hidden
  std::vector<LogEntry> log_;
};

}  // namespace dw::engine::games::duel_cards
