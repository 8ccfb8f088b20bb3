// dc_views: how a Duel Cards state is seen: action names, the full description (to_string), what
// each player may know (information state: the log as they saw it, then the present view),
// resampling and the greedy agent's heuristic.
//
// The only hidden thing in Duel Cards is the first player's face-down play while the second
// player chooses: the second player sees its shape (unless face-down-shape=hidden), not the card
// below nor its strength. Resampling for the second player picks a play the first player was
// allowed to make with that shape, uniformly, and writes it into the log and into the history
// (the face-down play is the last action then), so the sample replays from its history; in every
// other position nothing is hidden.
#include "engine/games/duel_cards/dc_state.hpp"

#include <bit>
#include <cmath>
#include <stdexcept>

#include "engine/games/common/bit_words.hpp"

namespace dw::engine::games::duel_cards {

namespace {

std::string seat(Player p) { return "p" + std::to_string(p); }

std::string circle_row(std::uint8_t marked) {
  std::string s;
  for (int c = 0; c < kCircles; ++c) s += (marked >> c) & 1U ? 'x' : 'o';
  return s;
}

}  // namespace

std::string DcState::shape_text(int play) const {
  switch (static_cast<Shape>((play % 10) / 2)) {
    case Shape::vertical: return "one card, upright";
    case Shape::horizontal: return "one card, sideways";
    case Shape::high: return "two cards, the top one high";
    case Shape::middle: return "two cards, the top one in the middle";
    case Shape::low: return "two cards, the top one low";
  }
  return "?";
}

std::string DcState::play_text(Player p, int play) const {
  const int card = play / 10;
  return play_info(p, play).name + ", " + (play % 2 ? "weak" : "strong") + " (" + side_name(card) + " card " +
         ((play % 10) / 2 < 2 ? "alone" : "below") + ", " + shape_name(static_cast<Shape>((play % 10) / 2)) + ")";
}

std::string DcState::action_to_string(Player player, Action action) const {
  const int a = static_cast<int>(action);
  if (a >= kChanceBase && a < kChanceBase + 2) return "the initiative starts with " + seat(a - kChanceBase);
  if (a >= 0 && a < kPlayActions) return "play " + play_text(player < 0 ? actor_ : player, a);
  if (a >= kMarkBase && a < kChanceBase) {
    const int card = (a - kMarkBase) / kCircles;
    const std::string whose = phase_ == Phase::mark && marking_ != player ? seat(marking_) + "'s " : std::string();
    return "mark circle " + std::to_string((a - kMarkBase) % kCircles + 1) + " of " + whose + side_name(card) + " card";
  }
  return "action " + std::to_string(action);
}

std::string DcState::describe(std::size_t i, Player viewer) const {
  const LogEntry& e = log_[i];
  if (e.actor < 0) return seat(e.action - kChanceBase) + " starts with the initiative";
  const std::string who = seat(e.actor);
  if (e.action >= kMarkBase)
    return who + " marks circle " + std::to_string((e.action - kMarkBase) % kCircles + 1) + " of " + seat(e.holder) +
           "'s " + side_name((e.action - kMarkBase) / kCircles) + " card";
  if (e.holder < 0) {  // a first play, face down
    if (viewer == kChancePlayer || viewer == e.actor) return who + " plays face down: " + play_text(e.actor, e.action);
    return who + " plays face down" + (game_->rules().shape_shown ? ": " + shape_text(e.action) : std::string());
  }
  const LogEntry& first = log_[i - 1];
  std::array<std::string, 2> shown;
  shown[static_cast<std::size_t>(first.actor)] = play_text(first.actor, first.action);
  shown[static_cast<std::size_t>(e.actor)] = play_text(e.actor, e.action);
  return who + " plays; revealed: p0 " + shown[0] + ", p1 " + shown[1] + "; damage " + std::to_string(e.damage0) +
         " to p0, " + std::to_string(e.damage1) + " to p1; initiative " + seat(e.holder);
}

std::string DcState::to_string() const {
  std::string out = "phase=" + std::string(phase_name(phase_)) + " actor=" + seat(actor_) + " holder=" + seat(holder_) +
                    " marking=" + seat(marking_) + " round=" + std::to_string(round_) +
                    " pending=" + std::to_string(pending_) + "\n";
  for (Player p = 0; p < 2; ++p)
    out += seat(p) + " attack=" + circle_row(circles_[idx(p)][0]) + " defence=" + circle_row(circles_[idx(p)][1]) +
           " chosen=" + std::to_string(chosen_[idx(p)]) + " last=" + std::to_string(last_[idx(p)]) +
           " to-mark=" + std::to_string(damage_left_[idx(p)]) + "\n";
  out += "returns=" + std::to_string(returns_[0]) + "," + std::to_string(returns_[1]) + "\nlog:";
  for (const LogEntry& e : log_)
    out += " " + std::to_string(e.actor) + ":" + std::to_string(e.action) + ":" + std::to_string(e.damage0) + ":" +
           std::to_string(e.damage1) + ":" + std::to_string(e.holder);
  return out + "\n";
}

std::string DcState::information_state_string(Player player) const {
  if (player < 0 || player > 1) throw std::invalid_argument("duel-cards: no seat " + std::to_string(player));
  std::string out;
  out.reserve(96 * log_.size() + 256);
  out += "seat " + seat(player) + "\n";
  for (std::size_t i = 0; i < log_.size(); ++i) {
    out += describe(i, player);
    out += '\n';
  }
  out += "now: round " + std::to_string(round_ + 1) + " phase=" + phase_name(phase_) + " actor=" + seat(actor_) +
         " initiative=" + seat(holder_) + "\n";
  for (Player p = 0; p < 2; ++p)
    out += seat(p) + " circles: attack " + circle_row(circles_[idx(p)][0]) + ", defence " +
           circle_row(circles_[idx(p)][1]) + "\n";
  return out;
}

std::unique_ptr<State> DcState::resample_from_infostate(Player viewer, Rng& rng) const {
  if (viewer < 0 || viewer > 1) throw std::invalid_argument("duel-cards: no seat " + std::to_string(viewer));
  auto out = std::unique_ptr<DcState>(new DcState(*this));
  if (phase_ != Phase::second_play || viewer != actor_) return out;  // nothing is hidden from viewer
  const Player first = 1 - viewer;
  const int real = chosen_[idx(first)];
  std::uint32_t candidates = allowed_plays(first);
  if (game_->rules().shape_shown) {
    std::uint32_t same_shape = 0;
    for (std::uint32_t s = candidates; s; s &= s - 1)
      if ((std::countr_zero(s) % 10) / 2 == (real % 10) / 2) same_shape |= 1U << std::countr_zero(s);
    candidates = same_shape;
  }
  int pick = static_cast<int>(rng.below(static_cast<std::uint64_t>(count_bits(candidates))));
  for (; pick > 0; --pick) candidates &= candidates - 1;
  const int play = std::countr_zero(candidates);
  out->chosen_[idx(first)] = static_cast<std::int8_t>(play);
  out->log_[static_cast<std::size_t>(pending_)].action = static_cast<std::uint8_t>(play);
  // The face-down play was the last action (second_play follows first_play at once): the history
  // names the new play, so it replays to the sample.
  out->mutable_history().back() = play;
  return out;
}

double DcState::evaluate(Player player) const {
  if (phase_ == Phase::over) return returns_[idx(player)];
  const Player opp = 1 - player;
  // The score of a position where each side will carry `marks` and `holder` has the initiative.
  // A position where someone will carry six marks is decided: it scores what the duel returns.
  const double mutual = game_->rules().mutual_knockout_draw ? 0.0 : -1.0;
  auto score = [&](int my_marks, int their_marks, Player holder) {
    if (my_marks >= kMarksToLose || their_marks >= kMarksToLose)
      return my_marks < kMarksToLose ? 1.0 : their_marks < kMarksToLose ? -1.0 : mutual;
    return std::tanh(0.4 * (their_marks - my_marks) + (holder == player ? 0.15 : -0.15) +
                     0.03 * (count_bits(allowed_plays(player)) - count_bits(allowed_plays(opp))));
  };
  const int mine = marks(player) + damage_left_[idx(player)], theirs = marks(opp) + damage_left_[idx(opp)];
  if (phase_ != Phase::second_play || actor_ == player) return score(mine, theirs, holder_);
  // The player's own face-down play is known to them: average its outcome over every play the
  // opponent may answer with (all public).
  const int own = chosen_[idx(player)];
  double total = 0;
  int count = 0;
  for (std::uint32_t s = allowed_plays(opp); s; s &= s - 1, ++count) {
    const int answer = std::countr_zero(s);
    const RoundOutcome o = player == 0 ? outcome_of(own, answer) : outcome_of(answer, own);
    total += score(std::min(kMarksToLose, mine + o.damage[idx(player)]), std::min(kMarksToLose, theirs + o.damage[idx(opp)]),
                   o.holder);
  }
  return total / count;
}

}  // namespace dw::engine::games::duel_cards
