// dc_state: the moves of Duel Cards: who starts with the initiative, the two face-down plays,
// the reveal, marking damage and the end of a round (rules and interpretations in
// duel_cards.hpp).
#include "engine/games/duel_cards/dc_state.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

#include "engine/games/common/bit_words.hpp"

namespace dw::engine::games::duel_cards {

namespace {

int play_card(int play) { return play / 10; }
Shape play_shape(int play) { return static_cast<Shape>((play % 10) / 2); }
bool play_weak(int play) { return play % 2 == 1; }
bool single_card(Shape s) { return s == Shape::vertical || s == Shape::horizontal; }

}  // namespace

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::initiative: return "initiative";
    case Phase::first_play: return "first-play";
    case Phase::second_play: return "second-play";
    case Phase::mark: return "mark";
    case Phase::over: return "over";
  }
  return "?";
}

DcState::DcState(std::shared_ptr<const Game> game)
    : State(std::move(game)), game_(&static_cast<const DuelCardsGame&>(this->game())) {
  log_.reserve(64);
}

std::unique_ptr<State> DcState::clone() const { return std::unique_ptr<State>(new DcState(*this)); }

Player DcState::current_player() const {
  switch (phase_) {
    case Phase::initiative: return kChancePlayer;
    case Phase::over: return kTerminalPlayer;
    default: return actor_;
  }
}

int DcState::marks(Player p) const {
  return count_bits(static_cast<unsigned>(circles_[idx(p)][0])) +
         count_bits(static_cast<unsigned>(circles_[idx(p)][1]));
}

std::uint8_t DcState::covered_circles(Shape shape, bool weak) {
  constexpr std::uint8_t kTop = 0b000011, kMiddle = 0b001100, kBottom = 0b110000;
  switch (shape) {
    case Shape::high: return weak ? kBottom : kTop;  // turned a half turn, the rows swap ends
    case Shape::middle: return kMiddle;
    case Shape::low: return weak ? kTop : kBottom;
    default: return 0;
  }
}

const PlayInfo& DcState::play_info(Player p, int play) const {
  return game_->catalog().cards[idx(p)][static_cast<std::size_t>(play_card(play))]
      .plays[static_cast<std::size_t>(play_shape(play))];
}

PlayFacts DcState::facts(Player p, int play) const {
  const PlayInfo& info = play_info(p, play);
  const Chart& chart = game_->catalog().chart;
  return PlayFacts{info.name_id, info.attack, info.stops, play_weak(play) ? chart.weak : chart.strong};
}

std::uint32_t DcState::allowed_plays(Player p) const {
  std::uint32_t out = 0;
  const int last_name = last_[idx(p)] >= 0 ? play_info(p, last_[idx(p)]).name_id : -1;
  for (int play = 0; play < kPlayActions; ++play) {
    if (play_info(p, play).name_id == last_name) continue;
    const std::uint8_t marked = circles_[idx(p)][static_cast<std::size_t>(play_card(play))];
    const Shape shape = play_shape(play);
    if (single_card(shape) ? count_bits(static_cast<unsigned>(marked)) >= 3
                           : (marked & covered_circles(shape, play_weak(play))) != 0)
      continue;
    out |= 1U << play;
  }
  return out;
}

std::vector<Action> DcState::legal_actions() const {
  std::vector<Action> out;
  switch (phase_) {
    case Phase::initiative: return {DuelCardsGame::initiative_action(0), DuelCardsGame::initiative_action(1)};
    case Phase::first_play:
    case Phase::second_play:
      out.reserve(kPlayActions);
      for (std::uint32_t s = allowed_plays(actor_); s; s &= s - 1) out.push_back(std::countr_zero(s));
      break;
    case Phase::mark:
      for (int card = 0; card < kSides; ++card)
        for (int c = 0; c < kCircles; ++c)
          if (!((circles_[idx(marking_)][static_cast<std::size_t>(card)] >> c) & 1U))
            out.push_back(DuelCardsGame::mark_action(card, c));
      break;
    case Phase::over: break;
  }
  return out;
}

std::vector<std::pair<Action, double>> DcState::chance_outcomes() const {
  if (phase_ != Phase::initiative) return {};
  return {{DuelCardsGame::initiative_action(0), 0.5}, {DuelCardsGame::initiative_action(1), 0.5}};
}

std::vector<double> DcState::returns() const { return {returns_[0], returns_[1]}; }

void DcState::do_apply_action(Action action) {
  const int a = static_cast<int>(action);
  switch (phase_) {
    case Phase::initiative:
      holder_ = a - kChanceBase;
      log_.push_back(LogEntry{-1, static_cast<std::uint8_t>(a), 0, 0, -1});
      phase_ = Phase::first_play;
      actor_ = 1 - holder_;
      return;
    case Phase::first_play:
      chosen_[idx(actor_)] = static_cast<std::int8_t>(a);
      pending_ = static_cast<int>(log_.size());
      log_.push_back(LogEntry{static_cast<std::int8_t>(actor_), static_cast<std::uint8_t>(a), 0, 0, -1});
      phase_ = Phase::second_play;
      actor_ = holder_;
      return;
    case Phase::second_play:
      chosen_[idx(actor_)] = static_cast<std::int8_t>(a);
      pending_ = -1;
      reveal();
      return;
    case Phase::mark: {
      const int card = (a - kMarkBase) / kCircles;
      const int circle = (a - kMarkBase) % kCircles;
      circles_[idx(marking_)][static_cast<std::size_t>(card)] |= static_cast<std::uint8_t>(1U << circle);
      log_.push_back(LogEntry{static_cast<std::int8_t>(actor_), static_cast<std::uint8_t>(a), 0, 0,
                              static_cast<std::int8_t>(marking_)});
      --damage_left_[idx(marking_)];
      next_mark();
      return;
    }
    case Phase::over: break;
  }
  throw std::logic_error("duel-cards: no action is possible when the duel is over");
}

RoundOutcome DcState::outcome_of(int play0, int play1) const {
  return resolve_round(game_->catalog().chart, facts(0, play0), facts(1, play1), holder_);
}

void DcState::reveal() {
  const RoundOutcome outcome = outcome_of(chosen_[0], chosen_[1]);
  for (Player p = 0; p < 2; ++p)
    damage_left_[idx(p)] = static_cast<std::int8_t>(std::min(outcome.damage[idx(p)], kMarksToLose - marks(p)));
  holder_ = outcome.holder;
  last_ = chosen_;
  log_.push_back(LogEntry{static_cast<std::int8_t>(actor_), static_cast<std::uint8_t>(chosen_[idx(actor_)]),
                          static_cast<std::uint8_t>(damage_left_[0]), static_cast<std::uint8_t>(damage_left_[1]),
                          static_cast<std::int8_t>(holder_)});
  next_mark();
}

void DcState::next_mark() {
  for (Player p = 0; p < 2; ++p)
    if (damage_left_[idx(p)] > 0) {
      phase_ = Phase::mark;
      marking_ = p;
      switch (game_->rules().marked_by) {
        case MarkedBy::initiative: actor_ = holder_; break;  // the marker's holder, after this round
        case MarkedBy::owner: actor_ = p; break;
        case MarkedBy::opponent: actor_ = 1 - p; break;
      }
      return;
    }
  end_round();
}

void DcState::end_round() {
  chosen_ = {-1, -1};
  ++round_;
  const bool lost0 = marks(0) >= kMarksToLose, lost1 = marks(1) >= kMarksToLose;
  if (lost0 && lost1) return game_->rules().mutual_knockout_draw ? finish(0, 0) : finish(-1, -1);
  if (lost0) return finish(-1, 1);
  if (lost1) return finish(1, -1);
  if (round_ >= game_->rules().max_rounds) return finish(0, 0);
  phase_ = Phase::first_play;
  actor_ = 1 - holder_;
}

void DcState::finish(double r0, double r1) {
  phase_ = Phase::over;
  returns_ = {r0, r1};
}

std::vector<ZoneCount> DcState::zone_counts() const {
  std::array<int, 2> on_table{};
  for (Player p = 0; p < 2; ++p)
    if (chosen_[idx(p)] >= 0) on_table[idx(p)] = single_card(play_shape(chosen_[idx(p)])) ? 1 : 2;
  return {{"hand p0", kSides - on_table[0]}, {"table p0", on_table[0]},
          {"hand p1", kSides - on_table[1]}, {"table p1", on_table[1]}};
}

std::vector<TrackedValue> DcState::tracked_values() const {
  std::vector<TrackedValue> out = {{"marks p0", marks(0), 0, kMarksToLose},
                                   {"marks p1", marks(1), 0, kMarksToLose},
                                   {"damage to mark p0", damage_left_[0], 0, kMarksToLose},
                                   {"damage to mark p1", damage_left_[1], 0, kMarksToLose},
                                   {"rounds", round_, 0, game_->rules().max_rounds}};
  // The header promises a player always has a legal play when a round begins.
  if (phase_ == Phase::first_play || phase_ == Phase::second_play)
    for (Player p = 0; p < 2; ++p)
      out.push_back({"plays allowed p" + std::to_string(p), count_bits(allowed_plays(p)), 1, kPlayActions});
  return out;
}

}  // namespace dw::engine::games::duel_cards
