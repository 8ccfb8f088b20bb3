// higher_card: the test-only ruleset's catalog, game, state and registration (rules in the
// header).
#include "higher_card/higher_card.hpp"

#include <algorithm>
#include <array>

#include "engine/games/common/rules_reader.hpp"
#include "engine/registry.hpp"
#include "engine/state.hpp"

namespace dw::engine::testing::higher_card {

namespace {

struct CardType {
  std::string id;
  int value = 0;
  int count = 0;
};

constexpr int kMaxTypes = 16;

std::vector<CardType> read_catalog(const CardSet& set, Diagnostics& out) {
  std::vector<CardType> types;
  int total = 0;
  for (const Card& card : set.cards) {
    if (card.rules.entries.empty()) continue;
    games::RulesReader rules(card, card.rules, "rules", kRulesetName, out);
    rules.only_keys({"value"});
    const auto value = rules.integer("value", 1, 9, "the card's value, 1 to 9");
    if (!value) continue;
    types.push_back({card.id, *value, card.count});
    total += card.count;
  }
  Diagnostic d;
  d.where = SourcePos{set.set_file.string(), 0, 0};
  if (static_cast<int>(types.size()) > kMaxTypes) {
    d.message = "higher-card supports at most " + std::to_string(kMaxTypes) + " different cards";
    d.hint = "merge cards of the same value";
    out.add(d);
  } else if (total < 4) {
    d.message = "the deck has " + std::to_string(total) + " cards; higher-card needs at least 4";
    d.hint = "add cards with a [card.rules] value";
    out.add(d);
  }
  return types;
}

class HigherCardGame : public Game {
 public:
  HigherCardGame(std::string card_set_id, GameOptions options, std::vector<CardType> types)
      : Game(kRulesetName, std::move(card_set_id), std::move(options)), types_(std::move(types)) {
    for (const auto& t : types_) total_ += t.count;
  }
  int num_players() const override { return 2; }
  int num_distinct_actions() const override { return num_types() + 2; }
  int max_chance_outcomes() const override { return num_types(); }
  int max_game_length() const override { return 6; }  // two deals, two decisions, two new deals
  double min_return() const override { return -1; }
  double max_return() const override { return 1; }
  int total_cards() const override { return total_; }
  std::unique_ptr<State> new_initial_state() const override;

  int num_types() const { return static_cast<int>(types_.size()); }
  const CardType& type(int t) const { return types_[static_cast<std::size_t>(t)]; }

 private:
  std::vector<CardType> types_;
  int total_ = 0;
};

class HigherCardState : public State {
 public:
  explicit HigherCardState(std::shared_ptr<const Game> game) : State(std::move(game)) {
    for (int t = 0; t < rules().num_types(); ++t) deck_.push_back(rules().type(t).count);
    discards_.assign(deck_.size(), 0);
  }

  Player current_player() const override {
    if (phase_ == Phase::done) return kTerminalPlayer;
    return phase_ == Phase::deal ? kChancePlayer : seat_;
  }

  std::vector<Action> legal_actions() const override {
    std::vector<Action> out;
    if (phase_ == Phase::decide) return {keep(), swap()};
    if (phase_ == Phase::deal)
      for (std::size_t t = 0; t < deck_.size(); ++t)
        if (deck_[t] > 0) out.push_back(static_cast<Action>(t));
    return out;
  }

  std::vector<std::pair<Action, double>> chance_outcomes() const override {
    std::vector<std::pair<Action, double>> out;
    if (phase_ != Phase::deal) return out;
    int left = 0;
    for (int c : deck_) left += c;
    for (std::size_t t = 0; t < deck_.size(); ++t)
      if (deck_[t] > 0) out.emplace_back(static_cast<Action>(t), static_cast<double>(deck_[t]) / left);
    return out;
  }

  std::string action_to_string(Player, Action action) const override {
    if (action == keep()) return "keep";
    if (action == swap()) return "swap";
    return "deal " + rules().type(static_cast<int>(action)).id;
  }

  std::vector<double> returns() const override {
    if (phase_ != Phase::done) return {0, 0};
    const int a = rules().type(hand_[0]).value, b = rules().type(hand_[1]).value;
    if (a == b) return {0, 0};
    return a > b ? std::vector<double>{1, -1} : std::vector<double>{-1, 1};
  }

  std::unique_ptr<State> clone() const override { return std::unique_ptr<State>(new HigherCardState(*this)); }

  // What `player` saw, event by event: their own deals by card, the other's deals as "drew", every
  // decision, and every swapped card (it goes face up).
  std::string information_state_string(Player player) const override {
    std::string out = "seat " + std::to_string(player) + ":";
    for (const auto& e : log_) {
      out += " p" + std::to_string(e.seat);
      if (e.kind == Event::Kind::deal) out += e.seat == player ? " drew " + rules().type(e.card).id : " drew";
      else if (e.kind == Event::Kind::keep) out += " keeps";
      else out += " swaps " + rules().type(e.card).id;
      out += ";";
    }
    return out;
  }

  std::string to_string() const override {
    std::string out = "phase " + std::to_string(static_cast<int>(phase_)) + " seat " + std::to_string(seat_) + " deck";
    for (int c : deck_) out += " " + std::to_string(c);
    out += " discards";
    for (int c : discards_) out += " " + std::to_string(c);
    for (int h : hand_) out += " hand " + (h < 0 ? std::string("-") : rules().type(h).id);
    return out;
  }

  // Deals the other player's card in hand again from what `player` cannot see (the deck and that
  // card), and rewrites the deal that gave it, in the log and in the history.
  std::unique_ptr<State> resample_from_infostate(Player player, Rng& rng) const override {
    std::unique_ptr<HigherCardState> copy(new HigherCardState(*this));
    const Player other = 1 - player;
    const int held = hand_[static_cast<std::size_t>(other)];
    if (held < 0) return copy;
    std::vector<int> pool = deck_;
    ++pool[static_cast<std::size_t>(held)];
    int left = 0;
    for (int c : pool) left += c;
    int pick = static_cast<int>(rng.below(static_cast<std::uint64_t>(left)));
    int type = 0;
    while (pick >= pool[static_cast<std::size_t>(type)]) pick -= pool[static_cast<std::size_t>(type++)];
    ++copy->deck_[static_cast<std::size_t>(held)];
    --copy->deck_[static_cast<std::size_t>(type)];
    copy->hand_[static_cast<std::size_t>(other)] = type;
    const std::size_t deal = deal_of_hand_[static_cast<std::size_t>(other)];
    copy->log_[deal].card = type;
    copy->rewrite_history(copy->log_[deal].history_index, type);
    return copy;
  }

  std::vector<ZoneCount> zone_counts() const override {
    int deck = 0, discards = 0;
    for (int c : deck_) deck += c;
    for (int c : discards_) discards += c;
    return {{"deck", deck}, {"hand 0", hand_[0] >= 0}, {"hand 1", hand_[1] >= 0}, {"discards", discards}};
  }

  std::vector<TrackedValue> tracked_values() const override {
    int swaps = 0;
    for (int c : discards_) swaps += c;
    return {{"swaps", swaps, 0, 2}};
  }

 protected:
  HigherCardState(const HigherCardState&) = default;

  void do_apply_action(Action action) override {
    const auto s = static_cast<std::size_t>(seat_);
    if (phase_ == Phase::deal) {
      const int type = static_cast<int>(action);
      --deck_[static_cast<std::size_t>(type)];
      hand_[s] = type;
      deal_of_hand_[s] = log_.size();
      log_.push_back({Event::Kind::deal, seat_, type, history().size()});
      if (opening_ && seat_ == 0) {
        seat_ = 1;
      } else {
        phase_ = opening_ || seat_ == 0 ? Phase::decide : Phase::done;
        seat_ = opening_ ? 0 : 1;
        opening_ = false;
      }
      return;
    }
    if (action == swap()) {
      log_.push_back({Event::Kind::swap, seat_, hand_[s], history().size()});
      ++discards_[static_cast<std::size_t>(hand_[s])];
      hand_[s] = -1;
      phase_ = Phase::deal;
      return;
    }
    log_.push_back({Event::Kind::keep, seat_, -1, history().size()});
    if (seat_ == 0) seat_ = 1;
    else phase_ = Phase::done;
  }

 private:
  enum class Phase { deal, decide, done };
  struct Event {
    enum class Kind { deal, keep, swap };
    Kind kind;
    Player seat;
    int card;  // dealt or swapped away; -1 for keep
    std::size_t history_index;
  };

  const HigherCardGame& rules() const { return static_cast<const HigherCardGame&>(game()); }
  Action keep() const { return rules().num_types(); }
  Action swap() const { return rules().num_types() + 1; }

  Phase phase_ = Phase::deal;
  Player seat_ = 0;
  bool opening_ = true;  // the first two deals
  std::vector<int> deck_, discards_;
  std::array<int, 2> hand_{-1, -1};
  std::array<std::size_t, 2> deal_of_hand_{0, 0};  // index into log_ of the deal of each hand
  std::vector<Event> log_;
};

std::unique_ptr<State> HigherCardGame::new_initial_state() const {
  return std::make_unique<HigherCardState>(shared_from_this());
}

std::shared_ptr<const Game> make(const CardSet& set, const GameOptions& options, Diagnostics& out) {
  auto types = read_catalog(set, out);
  if (out.has_errors()) return nullptr;
  return std::make_shared<HigherCardGame>(set.id, options, std::move(types));
}

RulesetInfo ruleset_info() {
  RulesetInfo info;
  info.name = kRulesetName;
  info.summary = "Higher Card: a test-only ruleset, one card each, keep or swap, the higher card wins";
  info.factory = make;
  return info;
}

const RulesetRegistration registration(&ruleset_info);

}  // namespace

}  // namespace dw::engine::testing::higher_card
