// clubs_views: how a CLUBS state is seen: action names, the full description (to_string), what
// each player may know (information state: the log as they saw it, then the present view),
// resampling what a player cannot see, and the greedy agent's heuristic.
//
// Hidden from a player: the opponent's hand, the draw pile, the opponent's face-down defenders
// and the spades waiting against the player. Resampling deals exactly those cards again: the
// opponent's face-down defenders get clubs, the waiting attacks spades, the opponent's hand its
// known clubs (clubs.hpp) and then any cards, the pile the rest. The deal uses only counts and
// the number of known clubs, all public.
//
// The opponent's story is then told again to end in that deal, in the log and in the history
// (State::mutable_history), so the sample replays from its history to exactly itself. Every card
// the opponent drew is a token; a walk over the log, reading only what the viewer saw, moves the
// tokens as the opponent's actions did: a club placed or swapped in is taken from the clubs
// swapped back into the hand when there is one (else from the other tokens), and a club the
// opponent discards from hand is one of those swapped-back clubs when there is one, exactly the
// rule of the public known-clubs count, so the walk ends with as many swapped-back clubs in hand
// as the deal gave it known clubs. A card shown (healed, pooled, countered with, discarded, a
// defender or a spade shown when an attack is settled) names its token; the tokens still hidden
// take the new deal. The opponent's draws, placements, swaps and attacks are then rewritten with
// these cards: a legal game with every public event unchanged, which ends in the sampled state.
// A public card may thereby be drawn at another of the opponent's draws than it truly was; the
// viewer never saw which.
#include "engine/games/clubs/clubs_state.hpp"

#include <bit>
#include <cmath>
#include <stdexcept>

#include "engine/games/clubs/clubs_battle.hpp"
#include "engine/games/common/bit_words.hpp"

namespace dw::engine::games::clubs {

namespace {

std::string seat(Player p) { return "p" + std::to_string(p); }

const char* loss_reason(int why) {
  switch (static_cast<LossReason>(why)) {
    case LossReason::hit_directly: return "an attack on them got through";
    case LossReason::empty_hand: return "their hand is empty after the discard";
    case LossReason::nothing_to_discard: return "nothing left to discard";
  }
  return "?";
}

// Moves `count` randomly chosen items of cards[0, size) to its front (partial Fisher-Yates).
void choose_front(std::array<std::int8_t, kMaxCards>& cards, int size, int count, Rng& rng) {
  for (int i = 0; i < count; ++i) {
    const int j = i + static_cast<int>(rng.below(static_cast<std::uint64_t>(size - i)));
    std::swap(cards[static_cast<std::size_t>(i)], cards[static_cast<std::size_t>(j)]);
  }
}

int to_list(std::uint64_t set, std::array<std::int8_t, kMaxCards>& out) {
  int n = 0;
  for (; set; set &= set - 1) out[static_cast<std::size_t>(n++)] = static_cast<std::int8_t>(std::countr_zero(set));
  return n;
}

}  // namespace

std::string ClubsState::card_name(int c) const { return c >= 0 ? card(c).name : std::string("none"); }

std::string ClubsState::action_to_string(Player player, Action action) const {
  const int n = game_->num_cards();
  const int a = static_cast<int>(action);
  if (action < 0 || action > game_->pass_action()) return "action " + std::to_string(action);
  if (player == kChancePlayer) return "draw " + card_name(a) + " for " + seat(actor_);
  if (action == game_->pass_action()) return phase_ == Phase::setup ? "ready" : "no counter";
  auto target_name = [&](int t) {
    if (t < kSlots) return "the defender in place " + std::to_string(t + 1);
    if (t < kDirectTarget) return "the pool from rank " + std::to_string(t - kSlots + 1);
    return std::string("the opponent directly");
  };
  if (a < n) {
    if (phase_ == Phase::resolve) return "counter with " + card_name(a);
    if (card(a).role == Role::defend) return "place " + card_name(a) + " face down";
    if (card(a).role == Role::heal) return "heal with " + card_name(a) + " (draws " + std::to_string(card(a).draws) + ")";
    return "play " + card_name(a);
  }
  if (a < 2 * n) {
    const int c = a - n;
    if (hand_[idx(actor_)] & bit(c)) return "discard " + card_name(c);
    return "discard " + card_name(c) + " from the defenders";
  }
  if (a < 5 * n)
    return "swap " + card_name((a - 2 * n) / kSlots) + " into place " + std::to_string((a - 2 * n) % kSlots + 1);
  if (a < 5 * n + kRunStarts) {
    const int start = a - 5 * n + 1;
    std::string names;
    for (std::uint64_t s = game_->catalog().run_cards(start); s; s &= s - 1)
      names += (names.empty() ? "" : " ") + card_name(std::countr_zero(s));
    return "lay a healing pool: " + names;
  }
  const int rel = a - 5 * n - kRunStarts;
  return "attack " + target_name(rel % kTargets) + " with " + card_name(rel / kTargets);
}

void ClubsState::describe(const Event& e, Player viewer, std::string& out) const {
  // Appends piece by piece: information states are written often (search agents key on them).
  const bool sees = viewer == kChancePlayer || viewer == e.actor;
  auto who = [&] {
    out += 'p';
    out += static_cast<char>('0' + e.actor);
  };
  auto card_or = [&](int c, const char* otherwise) { out += sees ? card(c).name : std::string_view(otherwise); };
  auto number = [&](int n) { out += std::to_string(n); };
  auto target = [&](int t, int owner) {
    out += 'p';
    out += static_cast<char>('0' + owner);
    if (t < kSlots) {
      out += " place ";
      number(t + 1);
    } else if (t < kDirectTarget) {
      out += " pool from rank ";
      number(t - kSlots + 1);
    } else {
      out += " directly";
    }
  };
  switch (e.type) {
    case EventType::draw: who(); out += " draws "; card_or(e.a, "a card"); break;
    case EventType::ready: who(); out += " is ready"; break;
    case EventType::turn: out += "turn of "; who(); break;
    case EventType::place:
      who(); out += " places "; card_or(e.a, "a club"); out += " face down in place "; number(e.b + 1);
      break;
    case EventType::swap:
      who(); out += " swaps "; card_or(e.a, "a club"); out += " into place "; number(e.b + 1);
      out += ", taking back "; card_or(e.c, "the club there");
      break;
    case EventType::heal: who(); out += " heals with "; out += card(e.a).name; break;
    case EventType::pool: who(); out += " lays the healing pool from rank "; number(e.a); break;
    case EventType::attack:
      who(); out += " attacks "; target(e.b, 1 - e.actor); out += " with "; card_or(e.a, "a face-down spade");
      break;
    case EventType::settle:
      who(); out += " settles the attack on "; target(e.a, e.actor); out += ": "; out += card(e.b).name;
      out += " against "; out += e.c >= 0 ? card(e.c).name : std::string("no counter");
      if (e.d >= 0) {
        out += ", defender ";
        out += card(e.d).name;
      }
      out += ": ";
      out += outcome_name(static_cast<Outcome>(e.e));
      break;
    case EventType::discard:
      who(); out += " discards "; out += card(e.a).name;
      if (e.b >= 0) {
        out += " from place ";
        number(e.b + 1);
      }
      break;
    case EventType::lose: who(); out += " loses: "; out += loss_reason(e.a); break;
  }
  out += '\n';
}

std::string ClubsState::to_string() const {
  std::string out = "phase=" + std::string(phase_name(phase_)) + " actor=" + seat(actor_) +
                    " turn=" + std::to_string(turn_) + " draws-left=" + std::to_string(draws_left_) +
                    " after-draw=" + phase_name(after_draw_) + " target=" + std::to_string(target_) +
                    " changed=" + std::to_string(changed_) + " known-clubs=" + std::to_string(known_clubs_[0]) + "," +
                    std::to_string(known_clubs_[1]) + "\n";
  auto list = [&](std::uint64_t set) {
    std::string s;
    for (; set; set &= set - 1) s += " " + card_name(std::countr_zero(set));
    return s;
  };
  out += "deck:" + list(deck_) + "\ndiscard:" + list(discard_) + "\n";
  for (Player p = 0; p < 2; ++p) {
    out += seat(p) + " hand:" + list(hand_[idx(p)]) + "\n" + seat(p) + " defenders:";
    for (int s = 0; s < kSlots; ++s)
      out += " " + card_name(slot_[idx(p)][static_cast<std::size_t>(s)]) + (face_up(p, s) ? "(up)" : "");
    out += " pools=" + std::to_string(pools_[idx(p)]) + " attacked:";
    for (int t = 0; t < kTargets; ++t)
      if (attack_on_[idx(p)][static_cast<std::size_t>(t)] >= 0)
        out += " " + std::to_string(t) + "=" + card_name(attack_on_[idx(p)][static_cast<std::size_t>(t)]);
    out += "\n";
  }
  out += "returns=" + std::to_string(returns_[0]) + "," + std::to_string(returns_[1]) + "\nlog:";
  for (const Event& e : log_)
    out += " " + std::to_string(static_cast<int>(e.type)) + ":" + std::to_string(e.actor) + ":" + std::to_string(e.a) +
           ":" + std::to_string(e.b) + ":" + std::to_string(e.c) + ":" + std::to_string(e.d) + ":" + std::to_string(e.e);
  return out + "\n";
}

std::string ClubsState::information_state_string(Player player) const {
  if (player < 0 || player > 1) throw std::invalid_argument("clubs: no seat " + std::to_string(player));
  std::string out;
  out.reserve(48 * log_.size() + 512);
  out += "seat " + seat(player) + "\n";
  for (const Event& e : log_) describe(e, player, out);
  out += "now: phase=" + std::string(phase_name(phase_)) + " actor=" + seat(actor_) + " turn=" + std::to_string(turn_) +
         " deck=" + std::to_string(count_bits(deck_)) + " hands=" + std::to_string(hand_size(0)) + "," +
         std::to_string(hand_size(1)) + "\nmy hand:";
  for (std::uint64_t s = hand_[idx(player)]; s; s &= s - 1) out += " " + card_name(std::countr_zero(s));
  for (Player p = 0; p < 2; ++p) {
    out += "\n" + seat(p) + " defenders:";
    for (int s = 0; s < kSlots; ++s) {
      const int c = slot_[idx(p)][static_cast<std::size_t>(s)];
      if (c < 0) out += " -";
      else if (face_up(p, s)) out += " " + card_name(c) + "(up)";
      else out += p == player ? " " + card_name(c) + "(down)" : std::string(" (down)");
    }
    out += " pools=" + std::to_string(pools_[idx(p)]) + " attacked at:";
    for (int t = 0; t < kTargets; ++t) {
      const int c = attack_on_[idx(p)][static_cast<std::size_t>(t)];
      if (c >= 0) out += " " + std::to_string(t) + (p == player ? "" : "=" + card_name(c));
    }
  }
  return out + "\n";
}

std::unique_ptr<State> ClubsState::resample_from_infostate(Player viewer, Rng& rng) const {
  if (viewer < 0 || viewer > 1) throw std::invalid_argument("clubs: no seat " + std::to_string(viewer));
  auto out = std::unique_ptr<ClubsState>(new ClubsState(*this));
  const Player opp = 1 - viewer;
  const std::size_t o = idx(opp), v = idx(viewer);
  const std::uint64_t clubs = role_set(Role::defend), spades = role_set(Role::attack);

  // The hidden places and the cards now in them.
  std::uint64_t hidden = deck_ | hand_[o];
  std::array<int, kSlots> down_places{};
  int n_down = 0;
  for (int s = 0; s < kSlots; ++s)
    if (slot_[o][static_cast<std::size_t>(s)] >= 0 && !face_up(opp, s)) {
      down_places[static_cast<std::size_t>(n_down++)] = s;
      hidden |= bit(slot_[o][static_cast<std::size_t>(s)]);
    }
  std::array<int, kTargets> attack_targets{};
  int n_attacks = 0;
  for (int t = 0; t < kTargets; ++t)
    if (attack_on_[v][static_cast<std::size_t>(t)] >= 0) {
      attack_targets[static_cast<std::size_t>(n_attacks++)] = t;
      hidden |= bit(attack_on_[v][static_cast<std::size_t>(t)]);
    }
  const int hand_n = count_bits(hand_[o]);
  const int known = known_clubs_[o];

  // Deal again: clubs for face-down defenders and known clubs, spades for attacks, then the rest.
  // hand_list: the new hand, its `known` clubs first.
  std::array<std::int8_t, kMaxCards> pick{}, hand_list{};
  int m = to_list(hidden & clubs, pick);
  choose_front(pick, m, n_down + known, rng);
  std::uint64_t new_hand = 0, taken = 0;
  for (int i = 0; i < n_down; ++i) {
    const int c = pick[static_cast<std::size_t>(i)];
    out->slot_[o][static_cast<std::size_t>(down_places[static_cast<std::size_t>(i)])] = static_cast<std::int8_t>(c);
    taken |= bit(c);
  }
  for (int i = 0; i < known; ++i) {
    const std::int8_t c = pick[static_cast<std::size_t>(n_down + i)];
    hand_list[static_cast<std::size_t>(i)] = c;
    new_hand |= bit(c);
  }
  m = to_list(hidden & spades, pick);
  choose_front(pick, m, n_attacks, rng);
  for (int i = 0; i < n_attacks; ++i) {
    const int c = pick[static_cast<std::size_t>(i)];
    out->attack_on_[v][static_cast<std::size_t>(attack_targets[static_cast<std::size_t>(i)])] = static_cast<std::int8_t>(c);
    taken |= bit(c);
  }
  taken |= new_hand;
  m = to_list(hidden & ~taken, pick);
  choose_front(pick, m, hand_n - known, rng);
  for (int i = 0; i < hand_n - known; ++i) {
    const std::int8_t c = pick[static_cast<std::size_t>(i)];
    hand_list[static_cast<std::size_t>(known + i)] = c;
    new_hand |= bit(c);
  }
  out->hand_[o] = new_hand;
  out->deck_ = hidden & ~taken & ~new_hand;

  // Tell the opponent's story again so that it ends in the new deal (see the file comment). Every
  // card the opponent drew is a token, numbered in draw order; the walk reads only what the viewer
  // saw (event types, places, targets, cards shown) and writes token numbers into the opponent's
  // private fields, which the second walk turns into cards.
  std::array<std::int8_t, kMaxCards> token_card{}, plain{}, club_tokens{};
  token_card.fill(-1);
  int n_tokens = 0, n_plain = 0, n_club = 0;
  std::array<std::int8_t, kSlots> slot_token{};
  slot_token.fill(-1);
  std::array<std::int8_t, kTargets> attack_token{};  // the opponent's spades waiting against the viewer
  attack_token.fill(-1);
  auto take_plain = [&] {
    if (n_plain == 0) throw std::logic_error("clubs: resampling found no card in a hand");
    return plain[static_cast<std::size_t>(--n_plain)];
  };
  auto take_club = [&] { return n_club > 0 ? club_tokens[static_cast<std::size_t>(--n_club)] : take_plain(); };
  auto name = [&](std::int8_t token, int c) {
    if (token >= 0) token_card[static_cast<std::size_t>(token)] = static_cast<std::int8_t>(c);
  };
  for (Event& e : out->log_) {
    if (e.actor == viewer) {
      if (e.type == EventType::settle) {  // an opponent's attack shows its spade
        name(attack_token[static_cast<std::size_t>(e.a)], e.b);
        attack_token[static_cast<std::size_t>(e.a)] = -1;
      }
      continue;
    }
    switch (e.type) {
      case EventType::draw:
        plain[static_cast<std::size_t>(n_plain++)] = static_cast<std::int8_t>(n_tokens);
        e.a = static_cast<std::int8_t>(n_tokens++);
        break;
      case EventType::place:
        e.a = take_club();
        slot_token[static_cast<std::size_t>(e.b)] = e.a;
        break;
      case EventType::swap:
        e.a = take_club();
        e.c = slot_token[static_cast<std::size_t>(e.b)];
        slot_token[static_cast<std::size_t>(e.b)] = e.a;
        club_tokens[static_cast<std::size_t>(n_club++)] = e.c;
        break;
      case EventType::heal: name(take_plain(), e.a); break;
      case EventType::pool:
        for (std::uint64_t s = game_->catalog().run_cards(e.a); s; s &= s - 1) name(take_plain(), std::countr_zero(s));
        break;
      case EventType::attack:
        e.a = take_plain();
        attack_token[static_cast<std::size_t>(e.b)] = e.a;
        break;
      case EventType::settle:
        if (e.c >= 0) name(take_plain(), e.c);
        if (e.a < kSlots && e.d >= 0) {
          name(slot_token[static_cast<std::size_t>(e.a)], e.d);
          if (static_cast<Outcome>(e.e) == Outcome::broken) slot_token[static_cast<std::size_t>(e.a)] = -1;
        }
        break;
      case EventType::discard:
        if (e.b >= 0) {
          name(slot_token[static_cast<std::size_t>(e.b)], e.a);
          slot_token[static_cast<std::size_t>(e.b)] = -1;
        } else {
          name(card(e.a).role == Role::defend && n_club > 0 ? club_tokens[static_cast<std::size_t>(--n_club)] : take_plain(),
               e.a);
        }
        break;
      case EventType::ready:
      case EventType::turn:
      case EventType::lose: break;
    }
  }
  // The tokens still hidden take the new deal. In hand, the clubs swapped back (exactly `known` of
  // them: the walk follows the rule of known_clubs_) take the hand's known clubs, the other tokens
  // the rest of the hand.
  for (int i = 0; i < n_down; ++i) {
    const auto s = static_cast<std::size_t>(down_places[static_cast<std::size_t>(i)]);
    name(slot_token[s], out->slot_[o][s]);
  }
  for (int i = 0; i < n_attacks; ++i) {
    const auto t = static_cast<std::size_t>(attack_targets[static_cast<std::size_t>(i)]);
    name(attack_token[t], out->attack_on_[v][t]);
  }
  if (n_club != known || n_club + n_plain != hand_n) throw std::logic_error("clubs: resampling lost track of a hand");
  for (int i = 0; i < n_club; ++i) name(club_tokens[static_cast<std::size_t>(i)], hand_list[static_cast<std::size_t>(i)]);
  for (int i = 0; i < n_plain; ++i) name(plain[static_cast<std::size_t>(i)], hand_list[static_cast<std::size_t>(known + i)]);
  for (int i = 0; i < n_tokens; ++i)
    if (token_card[static_cast<std::size_t>(i)] < 0) throw std::logic_error("clubs: resampling lost track of a card");

  // Second walk: tokens become cards, in the log and in the history (one action per event, apart
  // from the turn and lose events an action brings along).
  std::vector<Action>& hist = out->mutable_history();
  std::size_t h = 0;
  for (Event& e : out->log_) {
    if (e.type == EventType::turn || e.type == EventType::lose) continue;
    const std::size_t at = h++;
    if (e.actor != opp) continue;
    switch (e.type) {
      case EventType::draw:
      case EventType::place:
        e.a = token_card[static_cast<std::size_t>(e.a)];
        hist[at] = game_->play_action(e.a);  // a drawn card, or the club placed
        break;
      case EventType::swap:
        e.a = token_card[static_cast<std::size_t>(e.a)];
        e.c = token_card[static_cast<std::size_t>(e.c)];
        hist[at] = game_->swap_action(e.a, e.b);
        break;
      case EventType::attack:
        e.a = token_card[static_cast<std::size_t>(e.a)];
        hist[at] = game_->attack_action(e.a, e.b);
        break;
      default: break;
    }
  }
  return out;
}

double ClubsState::evaluate(Player player) const {
  if (phase_ == Phase::over) return returns_[idx(player)];
  const Player opp = 1 - player;
  const std::size_t me = idx(player), them = idx(opp);
  int waiting_mine = 0, waiting_theirs = 0, my_clubs = 0;
  for (int c : attack_on_[them]) waiting_mine += c >= 0 ? 1 : 0;
  for (int c : attack_on_[me]) waiting_theirs += c >= 0 ? 1 : 0;
  for (int s = 0; s < kSlots; ++s)
    if (slot_[me][static_cast<std::size_t>(s)] >= 0 && !face_up(player, s))
      my_clubs += card(slot_[me][static_cast<std::size_t>(s)]).strength;
  const int my_def = defenders(player), their_def = defenders(opp);
  double score = 0.3 * (my_def - their_def) +
                 0.2 * (count_bits(static_cast<unsigned>(pools_[me])) - count_bits(static_cast<unsigned>(pools_[them]))) +
                 0.06 * (hand_size(player) - hand_size(opp)) + 0.15 * (waiting_mine - waiting_theirs) + 0.01 * my_clubs;
  if (my_def == 0) score -= 0.5;
  if (their_def == 0) score += 0.5;
  if (hand_size(player) <= 1) score -= 0.4;
  return std::tanh(score);
}

}  // namespace dw::engine::games::clubs
