// card_kernel: the physical game a rules script plays with: the set's cards as numbered physical
// cards (tokens), named zones (per player or shared, ordered or not, hidden, owner-visible or
// public), face up or down per card, moves, reveals, shuffles as explicit chance events, counters
// and public variables, whose turn it is and the result. It records who saw what, so information
// states come from it with no game code.
//
// The hidden-information model: a token is a physical card everyone can follow with their eyes
// (its number is public); what may be hidden is its face. Faces change only when a zone is
// shuffled: the shuffle turns its cards face down and gives them their faces again, one chance
// event per card (the outcome is the card definition it gets, drawn from the faces the zone held).
// A player knows a token's face from the moment they see it (their own or a public zone, face
// up, revealed to them) until the next shuffle of the zone it is in.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "engine/kernel/named_values.hpp"
#include "model/card_set.hpp"

namespace dw::engine::kernel {

enum class Visibility : unsigned char { hidden, owner, everyone };

struct ZoneSpec {
  std::string name;
  int owner = -1;  // a seat, or -1 for a shared zone
  Visibility visibility = Visibility::hidden;
  bool ordered = true;  // unordered zones keep their tokens sorted by number: order tells nothing
};

struct Counter {
  std::int64_t value = 0, min = 0, max = 0;
  bool operator==(const Counter&) const = default;
};

// A public variable of the game: everyone sees it (rules must not store hidden faces in it).
using VarValue = std::variant<bool, std::int64_t, std::string>;

// What happened, as recorded for information states: each record keeps who could see the face.
struct KernelEvent {
  enum class Kind : unsigned char { move, shuffle, face_dealt, reveal, flip, choice };
  Kind kind = Kind::move;
  int token = -1;
  int from = -1, to = -1;       // zones (move), zone (shuffle)
  int face = -1;                // definition index shown to `seen_by`
  std::uint32_t seen_by = 0;    // players who saw the face at this event
  std::int64_t action = 0;      // choice: the action; flip: 1 face up, 0 down
  int player = -1;              // choice: who chose
  bool operator==(const KernelEvent&) const = default;
};

// What every state of one game shares: the cards in play and the zones set-up declared.
struct KernelCatalogue {
  const CardSet* set = nullptr;
  std::vector<int> playable;          // set.cards indices that are in the game, in set order
  std::vector<int> initial_face;      // token -> set.cards index, in set order (copies expanded)
  std::vector<ZoneSpec> zones;        // zone 0 is "box"
  int players = 2;
  // The game's options as the script declared them (defaults filled in): name -> value, read with
  // k.option. `integer_options` names those whose values are integers.
  std::map<std::string, std::string, std::less<>> options;
  std::vector<std::string> integer_options;
};

class CardKernel {
 public:
  CardKernel(std::shared_ptr<KernelCatalogue> catalogue);

  const KernelCatalogue& catalogue() const { return *catalogue_; }
  const std::shared_ptr<KernelCatalogue>& catalogue_ptr() const { return catalogue_; }
  int players() const { return catalogue_->players; }
  int tokens() const { return static_cast<int>(face_.size()); }

  // Zones. declare_zone works only during set-up (before freeze()).
  int declare_zone(ZoneSpec spec);  // throws std::invalid_argument on a duplicate or bad spec
  void freeze() { frozen_ = true; }
  // Whether set-up is over: the zones and counters are then fixed (the same in every copy).
  bool frozen() const { return frozen_; }
  int find_zone(std::string_view name) const;  // -1 when none
  const ZoneSpec& zone(int z) const { return catalogue_->zones[static_cast<std::size_t>(z)]; }
  int zone_count() const { return static_cast<int>(catalogue_->zones.size()); }
  const std::vector<int>& contents(int z) const { return contents_[static_cast<std::size_t>(z)]; }
  int zone_of(int token) const { return zone_of_[static_cast<std::size_t>(token)]; }

  // Faces. -1 while a pending shuffle has not dealt the token its face yet.
  int face(int token) const { return face_[static_cast<std::size_t>(token)]; }
  bool knows(int player, int token) const { return (known_[static_cast<std::size_t>(token)] >> player) & 1U; }
  bool face_up(int token) const { return face_up_[static_cast<std::size_t>(token)] != 0; }
  // The history index of the chance event that dealt the token its face (-1: its set order).
  int dealt_at(int token) const { return dealt_at_[static_cast<std::size_t>(token)]; }
  // Which shuffle of the game dealt it (0, 1, ...; -1: none): faces are exchanged within one only.
  int dealt_by(int token) const { return dealt_by_[static_cast<std::size_t>(token)]; }

  // Moves (top of an ordered zone = the end of its list).
  void move(int token, int zone, bool to_bottom = false);
  void flip(int token, bool up);
  void reveal(int token, std::uint32_t players);
  void shuffle(int zone);  // turns the zone's cards face down; their faces are dealt by chance
  void record_choice(int player, std::int64_t action);

  // Chance: a shuffle is pending while some of its tokens have no face yet.
  bool chance_pending() const { return !pending_.empty(); }
  // The faces the next pending token may get, with their counts (definition index, count).
  std::vector<std::pair<int, int>> chance_faces() const;
  // The same without a copy: per definition (set.cards index), the faces of the pending shuffle
  // still to deal (zero for most), and how many there are in all.
  const std::vector<int>& chance_counts() const { return pending_.front().counts; }
  int chance_left() const {
    const PendingShuffle& p = pending_.front();
    return static_cast<int>(p.tokens.size() - p.next);
  }
  int chance_token() const;
  void deal_face(int definition, int history_index);  // precondition: a count of it remains

  // Counters (bounded integers, tracked) and variables (public scalars).
  void define_counter(const std::string& name, Counter counter);
  const NamedValues<Counter>& counters() const { return counters_; }
  NamedValues<Counter>& counters() { return counters_; }
  NamedValues<VarValue>& vars() { return vars_; }
  const NamedValues<VarValue>& vars() const { return vars_; }

  // Turn and end.
  int turn = 0;
  bool over = false;
  std::vector<double> result;

  // Which players can see the faces in zone z (face-down cards; face-up cards everyone sees).
  std::uint32_t viewers(int zone) const;
  std::uint32_t everyone() const { return (1U << players()) - 1U; }

  const std::vector<KernelEvent>& events() const { return events_; }
  // The cards and the set's rules: a face's name for logs.
  const std::string& face_name(int definition) const;

  // What `player` may know, in words: every event as they saw it, then the zones, counters,
  // variables and whose turn it is (equal exactly when they cannot tell two states apart).
  std::string information_state(int player) const;
  // Everything, hidden faces included.
  std::string describe() const;
  // What `player` sees now, for a person: each zone with the cards whose faces they know by their
  // printed name (the id when the card has none) and the others counted, then the counters and
  // variables.
  std::string player_view(int player) const;
  // A face's printed name (its field "name"), else its id.
  std::string printed_name(int definition) const;

  // Overwrites the faces of tokens (resampling); the caller keeps the history consistent.
  void set_face_for_resample(int token, int definition) { face_[static_cast<std::size_t>(token)] = definition; }
  // Resampling: gives each (token, definition) pair's token that face, here and in the record from
  // the chance event that dealt it on (each token was dealt by chance; the caller rewrites the
  // history's chance events to match).
  void exchange_faces(const std::vector<std::pair<int, int>>& faces);
  // Whether `other` holds the same play as this kernel: the same cards in the same places, the same
  // knowledge, record, counters, variables, turn and result, with the faces of the tokens marked in
  // `changed` (indexed by token) left out of the comparison.
  bool same_play_apart_from(const CardKernel& other, const std::vector<unsigned char>& changed) const;

 private:
  struct PendingShuffle {
    int zone = 0;
    std::vector<int> tokens;   // in the zone's order when shuffled
    std::vector<int> counts;   // per set.cards index: faces still to deal
    std::size_t next = 0;
    int serial = 0;
    bool operator==(const PendingShuffle&) const = default;
  };
  void learn(int token);  // adds the viewers of the token's zone (and everyone when face up)
  std::string event_text(const KernelEvent& e, int player) const;

  std::shared_ptr<KernelCatalogue> catalogue_;
  bool frozen_ = false;
  std::vector<int> face_, zone_of_, dealt_at_, dealt_by_;
  int shuffles_ = 0;
  std::vector<std::uint32_t> known_;
  std::vector<unsigned char> face_up_;
  std::vector<std::vector<int>> contents_;
  std::vector<PendingShuffle> pending_;
  NamedValues<Counter> counters_;
  NamedValues<VarValue> vars_;
  std::vector<KernelEvent> events_;
};

}  // namespace dw::engine::kernel
