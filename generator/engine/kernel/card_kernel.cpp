// card_kernel: zones, moves, shuffles as chance, knowledge per player and the information-state
// text built from it.
#include "engine/kernel/card_kernel.hpp"

#include <algorithm>
#include <stdexcept>

namespace dw::engine::kernel {

CardKernel::CardKernel(std::shared_ptr<KernelCatalogue> catalogue) : catalogue_(std::move(catalogue)) {
  const std::size_t n = catalogue_->initial_face.size();
  face_ = catalogue_->initial_face;
  zone_of_.assign(n, 0);
  dealt_at_.assign(n, -1);
  dealt_by_.assign(n, -1);
  known_.assign(n, 0);
  face_up_.assign(n, 0);
  if (catalogue_->zones.empty()) catalogue_->zones.push_back(ZoneSpec{"box", -1, Visibility::everyone, true});
  contents_.resize(catalogue_->zones.size());
  for (std::size_t t = 0; t < n; ++t) {
    contents_[0].push_back(static_cast<int>(t));
    known_[t] = everyone();
  }
}

int CardKernel::declare_zone(ZoneSpec spec) {
  if (frozen_) throw std::invalid_argument("zones are declared in setup only");
  if (spec.name.empty()) throw std::invalid_argument("a zone needs a name");
  if (find_zone(spec.name) >= 0) throw std::invalid_argument("zone '" + spec.name + "' is declared twice");
  if (spec.owner >= players()) throw std::invalid_argument("zone '" + spec.name + "' has an owner who is not a player");
  if (spec.visibility == Visibility::owner && spec.owner < 0)
    throw std::invalid_argument("zone '" + spec.name + "' is visible to its owner but has none");
  if (catalogue_->zones.size() >= 1024) throw std::invalid_argument("more than 1024 zones");
  catalogue_->zones.push_back(std::move(spec));
  contents_.emplace_back();
  return static_cast<int>(catalogue_->zones.size()) - 1;
}

int CardKernel::find_zone(std::string_view name) const {
  const auto& zones = catalogue_->zones;
  for (std::size_t z = 0; z < zones.size(); ++z)
    if (zones[z].name == name) return static_cast<int>(z);
  return -1;
}

std::uint32_t CardKernel::viewers(int z) const {
  const ZoneSpec& spec = zone(z);
  switch (spec.visibility) {
    case Visibility::everyone: return everyone();
    case Visibility::owner: return 1U << spec.owner;
    case Visibility::hidden: return 0;
  }
  return 0;
}

void CardKernel::learn(int token) {
  if (face_[static_cast<std::size_t>(token)] < 0) return;
  known_[static_cast<std::size_t>(token)] |= face_up(token) ? everyone() : viewers(zone_of(token));
}

void CardKernel::move(int token, int to, bool to_bottom) {
  const int from = zone_of(token);
  auto& source = contents_[static_cast<std::size_t>(from)];
  source.erase(std::find(source.begin(), source.end(), token));
  auto& target = contents_[static_cast<std::size_t>(to)];
  if (!zone(to).ordered) target.insert(std::lower_bound(target.begin(), target.end(), token), token);
  else if (to_bottom) target.insert(target.begin(), token);
  else target.push_back(token);
  zone_of_[static_cast<std::size_t>(token)] = to;
  learn(token);
  events_.push_back(KernelEvent{KernelEvent::Kind::move, token, from, to, face(token), known_[static_cast<std::size_t>(token)]});
}

void CardKernel::flip(int token, bool up) {
  face_up_[static_cast<std::size_t>(token)] = up ? 1 : 0;
  learn(token);
  KernelEvent e{KernelEvent::Kind::flip, token, -1, -1, face(token), known_[static_cast<std::size_t>(token)]};
  e.action = up ? 1 : 0;
  events_.push_back(e);
}

void CardKernel::reveal(int token, std::uint32_t who) {
  if (face(token) >= 0) known_[static_cast<std::size_t>(token)] |= who;
  events_.push_back(KernelEvent{KernelEvent::Kind::reveal, token, -1, -1, face(token), who});
}

void CardKernel::shuffle(int z) {
  const auto& in_zone = contents_[static_cast<std::size_t>(z)];
  if (in_zone.empty()) return;
  for (int t : in_zone)
    if (face(t) < 0) throw std::invalid_argument("zone '" + zone(z).name + "' is shuffled again before its last shuffle was dealt");
  PendingShuffle p;
  p.zone = z;
  p.serial = shuffles_++;
  p.tokens = in_zone;
  p.counts.assign(catalogue_->set->cards.size(), 0);
  for (int t : in_zone) {
    ++p.counts[static_cast<std::size_t>(face(t))];
    face_[static_cast<std::size_t>(t)] = -1;
    face_up_[static_cast<std::size_t>(t)] = 0;
    known_[static_cast<std::size_t>(t)] = 0;
  }
  pending_.push_back(std::move(p));
  events_.push_back(KernelEvent{KernelEvent::Kind::shuffle, -1, z, z});
}

void CardKernel::record_choice(int player, std::int64_t action) {
  KernelEvent e{KernelEvent::Kind::choice};
  e.player = player;
  e.action = action;
  events_.push_back(e);
}

std::vector<std::pair<int, int>> CardKernel::chance_faces() const {
  std::vector<std::pair<int, int>> out;
  const PendingShuffle& p = pending_.front();
  for (std::size_t d = 0; d < p.counts.size(); ++d)
    if (p.counts[d] > 0) out.emplace_back(static_cast<int>(d), p.counts[d]);
  return out;
}

int CardKernel::chance_token() const { return pending_.front().tokens[pending_.front().next]; }

void CardKernel::deal_face(int definition, int history_index) {
  PendingShuffle& p = pending_.front();
  const int token = p.tokens[p.next++];
  --p.counts[static_cast<std::size_t>(definition)];
  face_[static_cast<std::size_t>(token)] = definition;
  dealt_at_[static_cast<std::size_t>(token)] = history_index;
  dealt_by_[static_cast<std::size_t>(token)] = p.serial;
  learn(token);
  events_.push_back(KernelEvent{KernelEvent::Kind::face_dealt, token, -1, -1, definition, known_[static_cast<std::size_t>(token)]});
  if (p.next == p.tokens.size()) pending_.erase(pending_.begin());
}

void CardKernel::define_counter(const std::string& name, Counter counter) {
  if (frozen_) throw std::invalid_argument("counters are defined in setup only");
  if (counter.min > counter.max || counter.value < counter.min || counter.value > counter.max)
    throw std::invalid_argument("counter '" + name + "' starts outside its bounds");
  if (!counters_.emplace(name, counter).second) throw std::invalid_argument("counter '" + name + "' is defined twice");
}

void CardKernel::exchange_faces(const std::vector<std::pair<int, int>>& faces) {
  // Per token: the new face while the record is walked back to the token's latest deal (-1: none).
  std::vector<int> pending(face_.size(), -1);
  std::size_t open = 0;
  for (const auto& [token, definition] : faces) {
    face_[static_cast<std::size_t>(token)] = definition;
    pending[static_cast<std::size_t>(token)] = definition;
    ++open;
  }
  for (auto e = events_.rbegin(); e != events_.rend() && open > 0; ++e) {
    if (e->token < 0 || pending[static_cast<std::size_t>(e->token)] < 0) continue;
    e->face = pending[static_cast<std::size_t>(e->token)];
    if (e->kind == KernelEvent::Kind::face_dealt) {
      pending[static_cast<std::size_t>(e->token)] = -1;
      --open;
    }
  }
}

bool CardKernel::same_play_apart_from(const CardKernel& other, const std::vector<unsigned char>& changed) const {
  auto is_changed = [&](int token) { return token >= 0 && changed[static_cast<std::size_t>(token)] != 0; };
  if (turn != other.turn || over != other.over || result != other.result || shuffles_ != other.shuffles_ ||
      zone_of_ != other.zone_of_ || dealt_at_ != other.dealt_at_ || dealt_by_ != other.dealt_by_ ||
      known_ != other.known_ || face_up_ != other.face_up_ || contents_ != other.contents_ ||
      pending_ != other.pending_ || counters_ != other.counters_ || vars_ != other.vars_ ||
      events_.size() != other.events_.size() || face_.size() != other.face_.size())
    return false;
  for (std::size_t t = 0; t < face_.size(); ++t)
    if (!is_changed(static_cast<int>(t)) && face_[t] != other.face_[t]) return false;
  for (std::size_t i = 0; i < events_.size(); ++i) {
    KernelEvent mine = events_[i];
    if (is_changed(mine.token)) mine.face = other.events_[i].face;
    if (!(mine == other.events_[i])) return false;
  }
  return true;
}

const std::string& CardKernel::face_name(int definition) const {
  return catalogue_->set->cards[static_cast<std::size_t>(definition)].id;
}

std::string CardKernel::event_text(const KernelEvent& e, int player) const {
  const bool sees = player < 0 || ((e.seen_by >> player) & 1U);
  auto card = [&] {
    std::string s = "#" + std::to_string(e.token + 1);
    if (sees && e.face >= 0) s += " " + face_name(e.face);
    return s;
  };
  switch (e.kind) {
    case KernelEvent::Kind::move: return card() + " " + zone(e.from).name + ">" + zone(e.to).name;
    case KernelEvent::Kind::shuffle: return "shuffle " + zone(e.from).name;
    case KernelEvent::Kind::face_dealt: return card() + " dealt";
    case KernelEvent::Kind::reveal: return card() + " revealed";
    case KernelEvent::Kind::flip: return card() + (e.action ? " up" : " down");
    case KernelEvent::Kind::choice: return "p" + std::to_string(e.player + 1) + " chose " + std::to_string(e.action);
  }
  return {};
}

namespace {
std::string var_text(const VarValue& v) {
  if (const auto* b = std::get_if<bool>(&v)) return *b ? "true" : "false";
  if (const auto* i = std::get_if<std::int64_t>(&v)) return std::to_string(*i);
  return "\"" + std::get<std::string>(v) + "\"";
}
}  // namespace

std::string CardKernel::information_state(int player) const {
  std::string out = "p" + std::to_string(player + 1) + "\n";
  for (const auto& e : events_) out += event_text(e, player) + "\n";
  for (int z = 0; z < zone_count(); ++z) {
    out += zone(z).name + ":";
    for (int t : contents(z)) {
      out += " #" + std::to_string(t + 1);
      if (face(t) >= 0 && (player < 0 || knows(player, t))) out += "=" + face_name(face(t));
      if (face_up(t)) out += "^";
    }
    out += "\n";
  }
  for (const auto& [name, c] : counters_) out += name + "=" + std::to_string(c.value) + "\n";
  for (const auto& [name, v] : vars_) out += name + "=" + var_text(v) + "\n";
  out += "turn p" + std::to_string(turn + 1) + (over ? " over" : "") + (chance_pending() ? " dealing" : "") + "\n";
  return out;
}

std::string CardKernel::printed_name(int definition) const {
  const Card& card = catalogue_->set->cards[static_cast<std::size_t>(definition)];
  const Value* name = card.fields.find("name");
  return name && name->kind == Value::Kind::string && !name->string.empty() ? name->string : card.id;
}

std::string CardKernel::player_view(int player) const {
  std::string out;
  for (int z = 1; z < zone_count(); ++z) {  // zone 0, the box, holds what set-up left out
    const ZoneSpec& spec = zone(z);
    const auto& cards = contents(z);
    out += spec.name;
    if (spec.owner == player) out += " (yours)";
    else if (spec.owner >= 0) out += " (player " + std::to_string(spec.owner + 1) + "'s)";
    out += ":";
    std::string names;
    int unknown = 0;
    for (int t : cards) {
      if (face(t) >= 0 && knows(player, t)) {
        names += (names.empty() ? " " : ", ") + printed_name(face(t)) + (face_up(t) ? " (face up)" : "");
      } else {
        ++unknown;
      }
    }
    if (cards.empty()) out += " empty";
    out += names;
    if (unknown > 0)
      out += std::string(names.empty() ? " " : ", and ") + std::to_string(unknown) + (unknown == 1 ? " card" : " cards") +
             " you cannot see";
    out += "\n";
  }
  std::string values;
  for (const auto& [name, c] : counters_) values += (values.empty() ? "" : ", ") + name + " " + std::to_string(c.value);
  for (const auto& [name, v] : vars_) values += (values.empty() ? "" : ", ") + name + " " + var_text(v);
  if (!values.empty()) out += values + "\n";
  return out;
}

std::string CardKernel::describe() const {
  std::string out = information_state(-1);
  for (int p = 0; p < players(); ++p) {
    out += "p" + std::to_string(p + 1) + " knows:";
    for (int t = 0; t < tokens(); ++t)
      if (knows(p, t)) out += " #" + std::to_string(t + 1);
    out += "\n";
  }
  return out;
}

}  // namespace dw::engine::kernel
