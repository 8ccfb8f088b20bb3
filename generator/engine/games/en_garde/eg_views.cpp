// eg_views: how an En Garde! state is seen: action names, the full description (to_string),
// what each player may know (information state), the invariants the conformance run checks and
// the greedy agent's heuristic. Resampling is in eg_resample.cpp.
//
// Hidden from a player: the other players' hands and the order of the deck. Everything else is
// public: who goes first, who draws when (not what), every card played or discarded (the
// discard pile is face up), Items, the Field, Poise, and the hand of a player who goes out.
#include <algorithm>
#include <charconv>
#include <stdexcept>

#include "engine/games/en_garde/eg_state.hpp"

namespace dw::engine::games::en_garde {

namespace {

std::string seat(Player p) { return "p" + std::to_string(p); }

void append_number(std::string& out, long long n) {
  char buf[24];
  const auto r = std::to_chars(buf, buf + sizeof buf, n);
  out.append(buf, r.ptr);
}

}  // namespace

// ---- action names ----

std::string EgState::card_action_name(const Decoded& d) const {
  const CardType& c = type(d.card);
  switch (phase_) {
    case Phase::discard: return "discard " + c.name;
    case Phase::main:
      if (c.kind == CardKind::item) return "put " + c.name + " in play";
      return "play " + c.name + " (+" + std::to_string(c.restore) + " Poise)";
    case Phase::enhance: return "enhance with " + c.name;
    case Phase::riposte: return "riposte with " + c.name;
    case Phase::duel:
    case Phase::bonus_attack:
      return c.kind == CardKind::attack ? "attack with " + c.name : "play " + c.name;
    default: return "play " + c.name;
  }
}

std::string EgState::action_to_string(Player /*player*/, Action action) const {
  if (action < 0 || action >= codec().num_actions()) return "action " + std::to_string(action);
  const Decoded d = codec().decode(action);
  switch (d.move) {
    case Move::first: return seat(d.actor) + " goes first";
    case Move::draw: return seat(d.actor) + " draws " + type(d.card).name;
    case Move::card: return card_action_name(d);
    case Move::respond: {
      std::string out = "face attack " + std::to_string(d.target + 1);
      if (d.target < field_.count) out += " (" + type(field_.at(d.target).card).name + ")";
      return out + " with " + type(d.card).name;
    }
    case Move::press: {
      std::string out = type(d.card).name + ": remove the ";
      if (d.target < field_.count && field_.at(d.target).response >= 0)
        out += type(field_.at(d.target).response).name + " ";
      return out + "facing attack " + std::to_string(d.target + 1);
    }
    case Move::challenge: return "challenge " + seat(d.target) + " with " + type(d.card).name;
    case Move::shoot: {
      const int it = item_[idx(d.actor)];
      return "shoot " + seat(d.target) + (it >= 0 ? " with " + type(it).name : std::string());
    }
    case Move::discard_item: {
      const int it = item_[idx(d.actor)];
      return "put away " + (it >= 0 ? type(it).name : std::string("the Item"));
    }
    case Move::pass:
      switch (phase_) {
        case Phase::discard: return "keep the rest and draw";
        case Phase::main: return "end the turn";
        case Phase::enhance: return "no more Enhancements";
        case Phase::duel: return "pass (end the Exchange)";
        case Phase::riposte: return "no riposte";
        case Phase::bonus_attack: return "no extra Attack";
        default: return "pass";
      }
  }
  return "action " + std::to_string(action);
}

// ---- descriptions ----
// Built by appending to one string: the conformance run asks for them at every state.

namespace {

void append_seat(std::string& out, Player p) {
  out += 'p';
  append_number(out, p);
}

void append_counts(std::string& out, const CardCatalog& catalog, const TypeCounts& counts, bool names) {
  for (int t = 0; t < catalog.num_types(); ++t) {
    const int n = counts[static_cast<std::size_t>(t)];
    if (n == 0) continue;
    const CardType& c = catalog.types[static_cast<std::size_t>(t)];
    out += ' ';
    out += names ? c.name : c.id;
    out += names ? " x" : "x";
    append_number(out, n);
  }
}

}  // namespace

std::string EgState::to_string() const {
  std::string out;
  out.reserve(1024);
  out += "phase=";
  out += phase_name(phase_);
  out += " turn=";
  append_seat(out, turn_player_);
  out += " actor=";
  append_seat(out, actor_);
  out += " drawer=";
  append_seat(out, drawer_);
  for (const auto& [label, value] :
       {std::pair<const char*, int>{" turns=", turns_}, {" deal-left=", deal_left_}, {" discard-floor=", discard_floor_},
        {" enhance-floor=", enhance_floor_}, {" exchange-used=", exchange_used_}, {" riposte-cost=", riposte_cost_},
        {" duelists=", duelists_[0]}, {",", duelists_[1]}, {" disarm=", disarm_pending_[0]}, {",", disarm_pending_[1]},
        {" current=", current_attack_}, {" reveals=", reveal_count_}}) {
    out += label;
    append_number(out, value);
  }
  for (Player p = 0; p < players_; ++p) {
    out += '\n';
    append_seat(out, p);
    out += alive_[idx(p)] ? " poise=" : " (out) poise=";
    append_number(out, poise_[idx(p)]);
    out += " item=";
    out += item_[idx(p)] >= 0 ? type(item_[idx(p)]).id : std::string("-");
    out += " result=";
    append_number(out, result_[idx(p)]);
    out += " hand:";
    append_counts(out, catalog(), hand_[idx(p)], false);
  }
  out += "\ndeck:";
  append_counts(out, catalog(), deck_, false);
  out += "\ndiscard:";
  append_counts(out, catalog(), discard_, false);
  out += "\nfield:";
  for (int k = 0; k < field_.count; ++k) {
    const FieldAttack& a = field_.at(k);
    out += " [";
    append_seat(out, a.owner);
    out += ' ';
    out += type(a.card).id;
    for (std::uint32_t m = a.enhancements; m != 0; m &= m - 1) {
      out += '+';
      out += type(std::countr_zero(m)).id;
    }
    if (a.response >= 0) {
      out += " / ";
      out += type(a.response).id;
    }
    out += ']';
  }
  out += '\n';
  return out;
}

void EgState::append_present_view(std::string& out, Player viewer) const {
  out += "\nmy hand:";
  append_counts(out, catalog(), hand_[idx(viewer)], true);
  for (Player p = 0; p < players_; ++p) {
    out += '\n';
    append_seat(out, p);
    out += ": ";
    if (!alive_[idx(p)]) {
      out += "out";
      continue;
    }
    if (poise_[idx(p)] == 0) {
      out += "No Poise, ";
    } else {
      append_number(out, poise_[idx(p)]);
      out += " Poise, ";
    }
    append_number(out, hand_size_[idx(p)]);
    out += " cards";
    if (item_[idx(p)] >= 0) {
      out += ", ";
      out += type(item_[idx(p)]).name;
      out += " in play";
    }
  }
  if (field_.count > 0) {
    out += "\nfield:";
    for (int k = 0; k < field_.count; ++k) {
      const FieldAttack& a = field_.at(k);
      out += ' ';
      append_number(out, k + 1);
      out += '.';
      append_seat(out, a.owner);
      out += ' ';
      out += type(a.card).name;
      for (std::uint32_t m = a.enhancements; m != 0; m &= m - 1) {
        out += " + ";
        out += type(std::countr_zero(m)).name;
      }
      if (a.response >= 0) {
        out += " / ";
        out += type(a.response).name;
      }
      out += ';';
    }
  }
  out += "\ndeck ";
  append_number(out, deck_size_);
  out += ", discard ";
  append_number(out, discard_size_);
  out += ", ";
  out += phase_name(phase_);
  out += '\n';
}

std::string EgState::table_view(Player player) const {
  if (player < 0 || player >= players_) throw std::invalid_argument("en-garde: no seat " + std::to_string(player));
  std::string out = "you are ";
  append_seat(out, player);
  append_present_view(out, player);
  return out;
}

std::string EgState::information_state_string(Player player) const {
  // "p<seat>:" then two characters per action of the history, in base 94 over '!'..'~' (the
  // action number; every action fits, see kInfoBase), two spaces for a card drawn by another
  // player, and " R<seat>=<count>,<count>...;" after the action that put a player out (the hand
  // they showed); then the present view in words (append_present_view), which follows from the
  // rest but is what a person at the table would look at.
  if (player < 0 || player >= players_) throw std::invalid_argument("en-garde: no seat " + std::to_string(player));
  const auto& hist = history();
  std::string out;
  out.reserve(400 + 2 * hist.size());
  append_seat(out, player);
  out += ':';
  int r = 0;
  std::size_t from = 0;  // the actions before a reveal are written in one go
  auto write_codes = [&](std::size_t to) {
    const std::size_t at = out.size();
    out.resize(at + 2 * (to - from));
    char* p = out.data() + at;
    for (std::size_t i = from; i < to; ++i, p += 2) {
      const Action a = hist[i];
      const ActionCodec::Brief& b = codec().brief(a);
      if (b.draw && b.actor != player) {
        p[0] = p[1] = ' ';
      } else {
        p[0] = static_cast<char>('!' + a / kInfoBase);
        p[1] = static_cast<char>('!' + a % kInfoBase);
      }
    }
    from = to;
  };
  for (; r < reveal_count_; ++r) {
    write_codes(static_cast<std::size_t>(reveals_[idx(r)].after_move) + 1);
    out += " R";
    append_number(out, reveals_[idx(r)].seat);
    for (int t = 0; t < catalog().num_types(); ++t) {
      out += t ? ',' : '=';
      append_number(out, reveals_[idx(r)].cards[idx(t)]);
    }
    out += ';';
  }
  write_codes(hist.size());
  append_present_view(out, player);
  return out;
}

// ---- invariants ----

std::vector<ZoneCount> EgState::zone_counts() const {
  std::vector<ZoneCount> out = {{"deck", deck_size_}, {"discard", discard_size_}, {"field", field_.cards()}};
  for (Player p = 0; p < players_; ++p) {
    out.push_back({"hand " + seat(p), hand_size_[idx(p)]});
    out.push_back({"item " + seat(p), item_[idx(p)] >= 0 ? 1 : 0});
  }
  return out;
}

std::vector<TrackedValue> EgState::tracked_values() const {
  // The size counters are kept incrementally; they must agree with the per-type counts.
  auto sum = [&](const TypeCounts& c) {
    int s = 0;
    for (auto v : c) s += v;
    return s;
  };
  int drift = (sum(deck_) != deck_size_) + (sum(discard_) != discard_size_);
  int alive = 0;
  for (Player p = 0; p < players_; ++p) {
    drift += sum(hand_[idx(p)]) != hand_size_[idx(p)];
    alive += alive_[idx(p)];
  }
  drift += alive != alive_count_;
  std::vector<TrackedValue> out = {{"counter drift", drift, 0, 0},
                                   {"players in", alive_count_, 0, players_},
                                   {"turns", turns_, 0, game_->max_turns()},
                                   {"attacks on the field", field_.count, 0, kMaxAttacks}};
  for (Player p = 0; p < players_; ++p) {
    out.push_back({"poise " + seat(p), poise_[idx(p)], 0, kMaxPoise});
    out.push_back({"hand " + seat(p), hand_size_[idx(p)], 0, kHandSize});
  }
  return out;
}

// ---- heuristic ----

double EgState::standing(Player p, const std::array<int, 2>& projected) const {
  if (!alive_[idx(p)]) return 0;
  int poise = poise_[idx(p)];
  if (phase_ >= Phase::enhance && phase_ <= Phase::bonus_attack && (p == duelists_[0] || p == duelists_[1])) {
    poise = apply_poise_loss(poise, projected[idx(duelist_index(p))]);
    if (poise < 0) return 0;
  }
  return (1.0 + poise + (item_[idx(p)] >= 0 ? 1 : 0)) / 12.0;
}

double EgState::evaluate(Player player) const {
  if (phase_ == Phase::over) return result_[idx(player)];
  const bool in_exchange = phase_ >= Phase::enhance && phase_ <= Phase::bonus_attack;
  const std::array<int, 2> projected = in_exchange ? projected_damage() : std::array<int, 2>{0, 0};
  double others = 0;
  for (Player q = 0; q < players_; ++q)
    if (q != player) others += standing(q, projected);
  const double value = standing(player, projected) - others / (players_ - 1);
  return std::clamp(value, -1.0, 1.0);
}

}  // namespace dw::engine::games::en_garde
