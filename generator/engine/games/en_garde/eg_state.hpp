// eg_state: one position of an En Garde! game: every card's zone (as counts per card type),
// Poise, Items, the Field of the Exchange under way and whose decision it is. The turn flow is
// in eg_state.cpp, the Exchange in eg_exchange.cpp, the views (description, information state,
// invariants, heuristic) in eg_views.cpp, resampling in eg_resample.cpp (dealing in eg_deal.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/games/en_garde/en_garde.hpp"
#include "engine/games/en_garde/eg_field.hpp"
#include "engine/state.hpp"

namespace dw::engine::games::en_garde {

struct DealRecord;  // eg_deal.hpp

enum class Phase : std::uint8_t {
  first,         // chance: who goes first
  deal,          // chance: the opening deal
  discard,       // turn player: discard cards before drawing
  refill,        // chance: draw up to nine
  main,          // turn player: Items, Restores, start an Exchange or shoot, end the turn
  enhance,       // attacker: Enhancements for the Attack just played
  duel,          // a duelist's turn in the Exchange
  riposte,       // after a riposte Response: an Attack or not
  bonus_attack,  // after a Fancy Move that grants an Attack: an Attack or not
  over,
};
const char* phase_name(Phase p);

using TypeCounts = std::array<std::uint8_t, kMaxCardTypes>;

class EgState : public State {
 public:
  explicit EgState(std::shared_ptr<const Game> game);

  Player current_player() const override;
  std::vector<Action> legal_actions() const override;
  void legal_actions_into(std::vector<Action>& out) const override;
  std::vector<std::pair<Action, double>> chance_outcomes() const override;
  void chance_outcomes_into(std::vector<std::pair<Action, double>>& out) const override;
  Action sample_chance(Rng& rng, std::vector<std::pair<Action, double>>& buffer) const override;
  // A random legal action (rollouts): the one State::sample_legal_action picks for the same
  // generator state; every decision is drawn from its count, not listed.
  Action sample_legal_action(Rng& rng, std::vector<Action>& buffer) const override;
  std::string action_to_string(Player player, Action action) const override;
  std::vector<double> returns() const override;
  std::unique_ptr<State> clone() const override;
  std::string information_state_string(Player player) const override;
  std::string table_view(Player player) const override;
  std::string to_string() const override;
  std::unique_ptr<State> resample_from_infostate(Player player, Rng& rng) const override;
  std::vector<ZoneCount> zone_counts() const override;
  std::vector<TrackedValue> tracked_values() const override;
  double evaluate(Player player) const override;
  // For the validator (eg_facts.cpp): the cards each action draws, plays or discards, and
  // whether the round limit ended the game.
  void card_events(Action action, std::vector<CardEvent>& out) const override;
  bool stopped_by_limit() const override { return phase_ == Phase::over && alive_count_ > 1; }

  // Read access for tests, agents and reports.
  Phase phase() const { return phase_; }
  Player turn_player() const { return turn_player_; }
  int poise(Player p) const { return poise_[idx(p)]; }
  bool in_game(Player p) const { return alive_[idx(p)]; }
  int item(Player p) const { return item_[idx(p)]; }
  int hand_size(Player p) const { return hand_size_[idx(p)]; }
  int hand_count(Player p, int type) const { return hand_[idx(p)][idx(type)]; }
  int deck_size() const { return deck_size_; }
  int discard_size() const { return discard_size_; }
  int turns() const { return turns_; }
  const Field& field() const { return field_; }
  int discard_count(int type) const { return discard_[idx(type)]; }
  // How the resample that made this state (or the state it was copied from) went, for tests and
  // measurements (all 0 otherwise): which dealer made the labellings it needed, the repairs the
  // walks needed, the layered search's rounds, the searches' work in steps (eg_deal.hpp,
  // DealWork) and the walks made.
  enum class DealSource : std::uint8_t {
    none,       // not a resample
    walk,       // new labellings by the walk
    labels,     // a labelling this state already holds for this viewer (no search)
    layered,    // a new labelling by the layered search within its budget
    unbounded,  // a new labelling by the layered search without a budget: the last resort
  };
  // The most search steps a resample takes when its source is not `unbounded`.
  static long max_bounded_resample_steps();
  // How many labellings this state holds for `viewer` (for tests; eg_resample.cpp).
  int labellings_held(Player viewer) const;
  struct ResampleEffort {
    DealSource source = DealSource::none;
    int repairs = 0;
    bool layered = false;
    int rounds = 0;
    long steps = 0;
    int walks = 0;  // walks made (each a pass over the record)
  };
  const ResampleEffort& resample_effort() const { return resample_effort_; }
  // resample_from_infostate with the deal made by the layered search alone (which otherwise runs
  // only when the walk gets stuck), so that tests can check it on any state.
  std::unique_ptr<EgState> resample_layered_for_test(Player viewer, Rng& rng) const;
  // How many times the discard pile has become the deck.
  int reshuffles() const { return static_cast<int>(reshuffles_.size()); }
  // The hand `p` showed on going out, or nullptr while they are in.
  const TypeCounts* shown_hand(Player p) const;
  const EnGardeGame& eg_game() const { return *game_; }

 protected:
  EgState(const EgState&) = default;
  void do_apply_action(Action action) override;

 private:
  static std::size_t idx(int i) { return static_cast<std::size_t>(i); }
  const CardCatalog& catalog() const { return game_->catalog(); }
  const CardType& type(int t) const { return game_->catalog().types[idx(t)]; }
  const ActionCodec& codec() const { return game_->codec(); }
  int duelist_index(Player p) const { return p == duelists_[0] ? 0 : 1; }
  Player opponent_in_exchange(Player p) const { return p == duelists_[0] ? duelists_[1] : duelists_[0]; }

  // Zones.
  void hand_to_discard(Player p, int t);
  void draw_card(Player p, int t);
  void to_discard(int t, int n = 1);
  void reshuffle_if_needed();
  void pay(Player p, int cost) { poise_[idx(p)] = static_cast<std::int8_t>(pay_poise(poise_[idx(p)], cost)); }

  // Turn flow (eg_state.cpp).
  void begin_turn(Player p);
  void start_refill();
  void end_turn();
  void lose_poise(Player p, int damage);
  void eliminate(Player p);
  void after_losses();
  void finish(bool capped);
  std::uint32_t held_types(Player p) const { return types_present(hand_[idx(p)]); }  // bit t: p holds a t
  static std::uint32_t types_present(const TypeCounts& counts);  // bit t: counts[t] > 0
  void legal_main(std::vector<Action>& out) const;
  void apply_main(const Decoded& d);

  // The Exchange (eg_exchange.cpp).
  void legal_exchange(std::vector<Action>& out) const;
  void legal_attacks(std::vector<Action>& out) const;  // every Attack in the actor's hand
  // The duel's cards played without a target (the actor's; `held`: their types held), and
  // whether p may answer Attack k with Response t, or press Attack k with Press t.
  std::uint32_t duel_cards_without_target(std::uint32_t held) const;
  bool can_respond(Player p, int t, int k) const;
  bool can_press(Player p, int t, int k) const;
  Action sample_duel_action(Rng& rng) const;  // sample_legal_action's draw in the duel
  void apply_exchange(const Decoded& d);
  void start_exchange(Player attacker, Player defender, int attack);
  void add_attack(Player p, int attack);
  void next_duelist();
  void end_exchange(bool with_damage = true);  // false: a disengage, no Attack deals damage
  std::array<int, 2> projected_damage() const;

  // Views (eg_views.cpp).
  std::string card_action_name(const Decoded& d) const;
  void append_present_view(std::string& out, Player viewer) const;

  // Resampling (eg_resample.cpp). A labelling is one consistent deal of a viewer's record up to
  // the draws still held; a deal memo holds the labellings found for one viewer at one history.
  struct Labelling;
  struct DealMemo;
  std::shared_ptr<DealMemo> read_record(Player viewer) const;
  ResampleEffort make_labellings(DealMemo& memo, Player viewer, std::size_t wanted, bool layered_only) const;
  void add_labelling(DealMemo& memo, const DealRecord& record, Player viewer) const;
  void deal_on(Player viewer, const Labelling& labelling, Rng& rng);
  double standing(Player p, const std::array<int, 2>& projected) const;

  const EnGardeGame* game_;
  Phase phase_ = Phase::first;
  std::int8_t players_ = 2;
  std::int8_t turn_player_ = 0;
  std::int8_t actor_ = 0;        // who decides in the player phases
  std::int8_t drawer_ = 0;       // who receives the next card (deal, refill)
  std::int8_t discard_floor_ = 0;  // discards go in rising type order
  std::int8_t enhance_floor_ = 0;  // Enhancements too (so no type twice)
  std::int8_t current_attack_ = -1;
  std::int8_t riposte_cost_ = 0;   // paid with the riposte Attack, if one is played
  std::int8_t alive_count_ = 0;
  bool exchange_used_ = false;   // this turn's Exchange or shot is spent
  std::int16_t deal_left_ = 0;
  std::int16_t turns_ = 0;       // turns begun
  std::array<std::int8_t, 2> duelists_{-1, -1};
  std::array<bool, 2> disarm_pending_{false, false};  // by duelist: their opponent loses the Item
  Field field_;
  std::array<TypeCounts, kMaxPlayers> hand_{};
  std::array<std::int8_t, kMaxPlayers> hand_size_{};
  std::array<std::int8_t, kMaxPlayers> poise_{};
  std::array<std::int8_t, kMaxPlayers> item_{};
  std::array<bool, kMaxPlayers> alive_{};
  std::array<std::int8_t, kMaxPlayers> result_{};
  TypeCounts deck_{};
  TypeCounts discard_{};
  int deck_size_ = 0;
  int discard_size_ = 0;
  // Hands shown when their players went out: public, so part of every information state.
  struct Reveal {
    int after_move = 0;  // the history index of the action that put the player out
    std::int8_t seat = 0;
    TypeCounts cards{};
  };
  std::array<Reveal, kMaxPlayers> reveals_{};
  int reveal_count_ = 0;
  // Each time the discard pile became the deck: from which history index on draws come from it,
  // and what it held (public: the discard pile is face up). The first deck is the whole deck.
  struct Reshuffle {
    int first_draw = 0;
    TypeCounts deck{};
    std::array<TypeCounts, kMaxPlayers> drawn{};  // what each player has drawn from it
  };
  std::vector<Reshuffle> reshuffles_;
  std::array<TypeCounts, kMaxPlayers> first_deck_drawn_{};  // the same for the first deck
  ResampleEffort resample_effort_;
  // By viewer: the labellings made for that viewer at this history (or at a prefix of it, then
  // unused). They are a function of what the viewer's record gives (never another player's card),
  // so copies and resamples keep the viewer's (sharing it) and a resample drops the others'.
  // Written by the const resample_from_infostate, as a cache: a state and its copies are not
  // resampled from two threads at once.
  mutable std::array<std::shared_ptr<DealMemo>, kMaxPlayers> deal_memo_{};
};

}  // namespace dw::engine::games::en_garde
