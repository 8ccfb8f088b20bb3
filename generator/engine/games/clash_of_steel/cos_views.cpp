// cos_views: how a Clash of Steel state is seen: the full description (to_string), the names of
// actions, what each player may know (information state), the zones and the tracked values.
//
// Hidden from a player: the other hands, the order of the deck (so what others draw), and the
// values of number cards others have put face down under a creature this turn until the reveal.
// Everything else is public: every card placed, every card discarded (discards lie face up,
// from hand too), whether a number card lies under a creature, hand and deck sizes, dice.
//
// The information state is the player's perfect-recall record: the history with every action
// written as its number in base 64 (fixed width, 2 digits for the bundled set), except what the
// player did not see: another player's draw shows only who drew ("~" and the seat), and a
// face-down number card of another player in the fights under way shows only that there is
// one ("?" and the action as if without a number card). A readable view of the present
// position follows. It needs no replay of the game: one pass over the history.
#include <algorithm>
#include <charconv>
#include <string_view>
#include <stdexcept>

#include "engine/games/clash_of_steel/cos_state.hpp"

namespace dw::engine::games::clash_of_steel {

namespace {

std::string seat_name(Player p) { return "p" + std::to_string(p); }

void append_int(std::string& out, long long v) {
  char buf[24];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, r.ptr);
}

}  // namespace

std::string CosState::action_to_string(Player player, Action action) const {
  const ActionCodec& codec = game_->codec();
  const auto name = [&](int t) { return type(t).name; };
  const auto number = [&](int k) { return k > 0 ? ", number card " + name(number_type(k)) : std::string(); };
  if (codec.is_draw(action)) {
    const Player q = codec.draw_seat(action);
    return (phase_ == Phase::deal ? "deal " + name(codec.draw_type(action)) + " to " + seat_name(q)
                                  : seat_name(q) + " draws " + name(codec.draw_type(action)));
  }
  if (codec.is_die(action))
    return std::string(roll_defender_ ? "defender" : "attacker") + " rolls " + std::to_string(codec.die_face(action));
  if (action == ActionCodec::pass()) {
    switch (phase_) {
      case Phase::place_resource: return "place no resource";
      case Phase::place_creature: return "place no creature";
      case Phase::declare: return num_combats_ == 0 ? "attack nobody" : "attack no one else";
      case Phase::defend: return "do not defend";
      default: return "pass";
    }
  }
  if (codec.is_attack(action)) {
    const AttackMove m = codec.attack_of(action);
    return "attack " + seat_name(m.target) + " with " + name(m.creature) + number(m.number);
  }
  if (codec.is_defend(action)) {
    const DefendMove m = codec.defend_of(action);
    return "defend with " + name(m.creature) + number(m.number);
  }
  if (codec.is_choose(action)) {
    const int t = codec.chosen_type(action);
    if (t >= game_->num_types()) return "action " + std::to_string(action);
    switch (phase_) {
      case Phase::place_resource: return (is_creature(t) ? "place creature " : "place resource ") + name(t);
      case Phase::place_creature: return "place creature " + name(t);
      case Phase::on_play:
        switch (type(placed_).on_play) {
          case OnPlay::discard_creature: return "discard creature " + name(t) + " for " + name(placed_);
          case OnPlay::discard_resource: return "discard resource " + name(t) + " for " + name(placed_);
          default: return "discard " + name(t) + " from hand for " + name(placed_);
        }
      case Phase::take_resource:
        return seat_name(combats_[static_cast<std::size_t>(cursor_)].target) + " loses resource " + name(t);
      case Phase::give_card: return "lose " + name(t) + " from hand";
      case Phase::trim_hand: return "discard " + name(t) + " to the hand limit";
      default: break;
    }
    return "choose " + name(t);
  }
  (void)player;
  return "action " + std::to_string(action);
}

void CosState::append_type_list(std::string& out, const std::uint8_t* counts, const std::vector<int>* only) const {
  bool any = false;
  auto add = [&](int t) {
    const int n = counts[t];
    if (n == 0) return;
    if (any) out += ", ";
    any = true;
    out += type(t).name;
    if (n > 1) {
      out += " x";
      append_int(out, n);
    }
  };
  if (only) {
    for (int t : *only) add(t);
  } else {
    for (int t = 0; t < game_->num_types(); ++t) add(t);
  }
  if (!any) out += '-';
}

void CosState::append_public_view(std::string& out) const {
  out += "turn ";
  append_int(out, turn_);
  out += '/';
  append_int(out, game_->rules().turns);
  out += " phase=";
  out += phase_name(phase_);
  out += " turn-player=p";
  append_int(out, turn_player_);
  out += " actor=p";
  append_int(out, actor_);
  out += " deck=";
  append_int(out, deck_size_);
  out += '\n';
  for (Player q = 0; q < players(); ++q) {
    const Seat& s = seats_[idx(q)];
    out += 'p';
    append_int(out, q);
    out += s.eliminated ? " (out): hand " : ": hand ";
    append_int(out, s.hand_size);
    out += " | resources ";
    append_int(out, s.resources);
    out += ": ";
    append_type_list(out, resources_[idx(q)].data(), &game_->catalog().resources);
    out += " | ready: ";
    append_type_list(out, s.ready.data(), &game_->catalog().all_creatures);
    out += " | exhausted: ";
    append_type_list(out, s.exhausted.data(), &game_->catalog().all_creatures);
    out += '\n';
  }
  out += "discard: ";
  append_type_list(out, discard_.data());
  out += '\n';
  for (int i = 0; i < num_combats_; ++i) {
    const Combat& c = combats_[static_cast<std::size_t>(i)];
    out += "attack on p";
    append_int(out, c.target);
    out += ": ";
    out += type(c.attacker).name;
    if (c.attack_number > 0) out += " + card";
    if (c.attacker_destroyed) out += " (destroyed)";
    out += " vs ";
    out += !c.answered ? std::string_view("?") : c.defender < 0 ? std::string_view("none") : std::string_view(type(c.defender).name);
    if (c.defense_number > 0) out += " + card";
    if (revealed_) {
      out += " | revealed ";
      out += c.attack_number > 0 ? std::string_view(type(number_type(c.attack_number)).name) : std::string_view("-");
      out += '/';
      out += c.defense_number > 0 ? std::string_view(type(number_type(c.defense_number)).name) : std::string_view("-");
      out += " rolls ";
      append_int(out, c.attack_roll);
      out += '/';
      append_int(out, c.defense_roll);
    }
    out += '\n';
  }
}

std::string CosState::to_string() const {
  std::string out;
  out.reserve(2048);
  append_public_view(out);
  out += "deal-to=p";
  append_int(out, deal_to_);
  out += " deal-left=";
  append_int(out, deal_left_);
  out += " cursor=";
  append_int(out, cursor_);
  out += " roll-defender=";
  append_int(out, roll_defender_);
  out += " revealed=";
  append_int(out, revealed_);
  out += " placed=";
  append_int(out, placed_);
  out += " creature-first=";
  append_int(out, creature_first_);
  out += '\n';
  for (Player q = 0; q < players(); ++q) {
    const Seat& s = seats_[idx(q)];
    out += 'p';
    append_int(out, q);
    out += " hand: ";
    append_type_list(out, s.hand.data());
    out += " | left hand:";
    for (int d = 0; d < s.departures; ++d) {
      out += ' ';
      append_int(out, s.departed[static_cast<std::size_t>(d)].index);
      out += ':';
      append_int(out, s.departed[static_cast<std::size_t>(d)].type);
    }
    out += '\n';
  }
  for (int i = 0; i < num_combats_; ++i) {
    const Combat& c = combats_[static_cast<std::size_t>(i)];
    out += "combat ";
    append_int(out, i);
    out += ": numbers ";
    append_int(out, c.attack_number);
    out += '/';
    append_int(out, c.defense_number);
    out += " at ";
    append_int(out, c.attack_index);
    out += '/';
    append_int(out, c.defense_index);
    out += '\n';
  }
  out += "deck: ";
  append_type_list(out, deck_.data());
  out += "\nout of game: ";
  append_type_list(out, box_.data());
  out += "\nreturns:";
  for (Player q = 0; q < players(); ++q) {
    out += ' ';
    append_int(out, static_cast<long long>(returns_[idx(q)]));
  }
  out += '\n';
  return out;
}

void CosState::append_history(std::string& out, Player viewer) const {
  static constexpr char kDigits[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";
  const ActionCodec& codec = game_->codec();
  // The face-down number cards of others in the fights under way (at most two per fight).
  std::array<std::size_t, 2 * kMaxAttacks> hidden{};
  int num_hidden = 0;
  for (int i = 0; i < num_combats_ && !revealed_; ++i) {
    const Combat& c = combats_[static_cast<std::size_t>(i)];
    if (c.attack_number > 0 && turn_player_ != viewer) hidden[static_cast<std::size_t>(num_hidden++)] = c.attack_index;
    if (c.answered && c.defense_number > 0 && c.target != viewer) hidden[static_cast<std::size_t>(num_hidden++)] = c.defense_index;
  }
  const auto& h = history();
  const std::size_t start = out.size();
  out.resize(start + h.size() * static_cast<std::size_t>(token_width_ + 1));
  char* p = out.data() + start;
  const int top = 6 * (token_width_ - 1);
  auto put = [&](Action a) {
    for (int shift = top; shift >= 0; shift -= 6) *p++ = kDigits[(a >> shift) & 63];
  };
  for (std::size_t i = 0; i < h.size(); ++i) {
    const Action a = h[i];
    if (codec.is_draw(a)) {
      const Player q = codec.draw_seat(a);
      if (q != viewer) {
        *p++ = '~';
        *p++ = kDigits[q];
        continue;
      }
    } else if (num_hidden > 0 && std::find(hidden.begin(), hidden.begin() + num_hidden, i) != hidden.begin() + num_hidden) {
      *p++ = '?';
      if (codec.is_attack(a)) {
        AttackMove m = codec.attack_of(a);
        m.number = 0;
        put(codec.attack(m));
      } else {
        DefendMove m = codec.defend_of(a);
        m.number = 0;
        put(codec.defend(m));
      }
      continue;
    }
    put(a);
  }
  out.resize(static_cast<std::size_t>(p - out.data()));
}

std::string CosState::information_state_string(Player player) const {
  if (player < 0 || player >= players()) throw std::invalid_argument("clash-of-steel: no seat " + std::to_string(player));
  std::string out;
  const auto& h = history();
  out.reserve(h.size() * static_cast<std::size_t>(token_width_ + 1) + 1024);
  out += "seat p";
  append_int(out, player);
  out += '\n';
  append_history(out, player);
  out += '\n';
  append_present_view(out, player);
  return out;
}

std::string CosState::table_view(Player player) const {
  if (player < 0 || player >= players()) throw std::invalid_argument("clash-of-steel: no seat " + std::to_string(player));
  std::string out = "you are p" + std::to_string(player) + "\n";
  append_present_view(out, player);
  return out;
}

void CosState::append_present_view(std::string& out, Player player) const {
  append_public_view(out);
  out += "my hand: ";
  append_type_list(out, seats_[idx(player)].hand.data());
  out += '\n';
  for (int i = 0; i < num_combats_ && !revealed_; ++i) {
    const Combat& c = combats_[static_cast<std::size_t>(i)];
    if (turn_player_ == player && c.attack_number > 0) {
      out += "under my attacker: ";
      out += type(number_type(c.attack_number)).name;
      out += '\n';
    }
    if (c.target == player && c.defense_number > 0) {
      out += "under my defender: ";
      out += type(number_type(c.defense_number)).name;
      out += '\n';
    }
  }
}

std::vector<ZoneCount> CosState::zone_counts() const {
  std::vector<ZoneCount> out;
  out.push_back({"deck", deck_size_});
  for (Player q = 0; q < players(); ++q) out.push_back({"hand " + seat_name(q), seats_[idx(q)].hand_size});
  for (Player q = 0; q < players(); ++q)
    out.push_back({"in play " + seat_name(q), seats_[idx(q)].creatures + seats_[idx(q)].resources});
  int under = 0;
  for (int i = 0; i < num_combats_; ++i)
    under += (combats_[static_cast<std::size_t>(i)].attack_number > 0) + (combats_[static_cast<std::size_t>(i)].defense_number > 0);
  out.push_back({"number cards in fights", under});
  int discarded = 0, boxed = 0;
  for (int t = 0; t < game_->num_types(); ++t) {
    discarded += discard_[ti(t)];
    boxed += box_[ti(t)];
  }
  out.push_back({"discard", discarded});
  out.push_back({"out of game", boxed});
  return out;
}

std::vector<TrackedValue> CosState::tracked_values() const {
  // The kept totals must agree with the per-type counts they summarise.
  int drift = 0;
  int deck = 0;
  for (std::uint8_t c : deck_) deck += c;
  drift += deck != deck_size_;
  for (Player q = 0; q < players(); ++q) {
    const Seat& s = seats_[idx(q)];
    int hand = 0, res = 0, creatures = 0;
    for (int t = 0; t < game_->num_types(); ++t) {
      hand += s.hand[ti(t)];
      res += resources_[idx(q)][ti(t)];
      creatures += creatures_of(q, t);
    }
    drift += (hand != s.hand_size) + (res != s.resources) + (creatures != s.creatures);
  }
  std::vector<TrackedValue> out = {{"counter drift", drift, 0, 0},
                                   {"turn", turn_, 1, game_->rules().turns},
                                   {"attacks", num_combats_, 0, kMaxAttacks}};
  for (Player q = 0; q < players(); ++q) {
    const Seat& s = seats_[idx(q)];
    out.push_back({"hand " + seat_name(q), s.hand_size, 0, game_->max_hand()});
    out.push_back({"resources " + seat_name(q), s.resources, 0, kMaxResources});
    out.push_back({"creatures " + seat_name(q), s.creatures, 0, kMaxCreatures});
  }
  return out;
}

}  // namespace dw::engine::games::clash_of_steel
