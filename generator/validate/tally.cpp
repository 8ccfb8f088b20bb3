// tally: adding games, merging tallies and their JSON form.
#include "validate/tally.hpp"

#include <algorithm>
#include <limits>
#include <numeric>
#include <stdexcept>

namespace dw::validate {

namespace {

void keep_lowest(std::vector<GameRef>& refs) {
  std::sort(refs.begin(), refs.end(), [](const GameRef& a, const GameRef& b) { return a.index < b.index; });
  if (refs.size() > kKeptGames) refs.resize(kKeptGames);
}

// Adds with a check: a sum of shards that leaves the type is an error naming the field.
template <typename T>
void add_checked(T& into, T add, const std::string& field) {
  if (__builtin_add_overflow(into, add, &into))
    throw std::invalid_argument(field + " overflows when the shards are added up");
}

template <typename T>
void add_all(std::vector<T>& into, const std::vector<T>& from, const std::string& field) {
  for (std::size_t i = 0; i < into.size() && i < from.size(); ++i) add_checked(into[i], from[i], field);
}

// A count read from a shard: a whole number from 0 to the largest T, or an error naming the field.
template <typename T>
T count_of(const Json& j, const std::string& field) {
  constexpr auto most = static_cast<std::uint64_t>(std::numeric_limits<T>::max());
  const auto refuse = [&] {
    throw std::invalid_argument(field + " is " + j.dump() + "; a count is a whole number from 0 to " + std::to_string(most));
  };
  if (!j.is_number_integer()) refuse();
  if (j.is_number_unsigned()) {
    if (j.get<std::uint64_t>() > most) refuse();
    return static_cast<T>(j.get<std::uint64_t>());
  }
  const auto value = j.get<std::int64_t>();
  if (value < 0 || static_cast<std::uint64_t>(value) > most) refuse();
  return static_cast<T>(value);
}

std::vector<int> counts_of(const Json& j, const std::string& field, std::size_t size) {
  if (!j.is_array() || j.size() != size)
    throw std::invalid_argument(field + " must list " + std::to_string(size) + " counts, one per seat");
  std::vector<int> out;
  for (std::size_t i = 0; i < j.size(); ++i) out.push_back(count_of<int>(j[i], field + "[" + std::to_string(i) + "]"));
  return out;
}

long long sum_of(const std::vector<int>& v) { return std::accumulate(v.begin(), v.end(), 0LL); }

void require(bool holds, const std::string& what) {
  if (!holds) throw std::invalid_argument(what);
}

// The sums every real tally keeps (see add_game): the shard's outcomes, wins and card counts agree.
void check_consistent(const LineupTally& t, const std::string& in, const CardIndex& cards) {
  const long long finished = static_cast<long long>(t.decided) + t.shared;
  require(t.games <= t.planned, in + "games is " + std::to_string(t.games) + ", more than the " +
                                    std::to_string(t.planned) + " games of the line-up");
  require(finished + t.crashes == t.games, in + "decided (" + std::to_string(t.decided) + ") + shared (" +
                                               std::to_string(t.shared) + ") + crashes (" + std::to_string(t.crashes) +
                                               ") is not games (" + std::to_string(t.games) + ")");
  require(t.decisions <= t.actions && t.multi_option <= t.decisions && t.timeout_decisions <= t.decisions,
          in + "multi_option, timeout_decisions or decisions is larger than what holds it");
  require(t.timeouts <= finished, in + "timeouts is " + std::to_string(t.timeouts) + ", more than the games finished");
  require(sum_of(t.seat_wins) == t.decided, in + "seat_wins add up to " + std::to_string(sum_of(t.seat_wins)) +
                                                ", not decided (" + std::to_string(t.decided) + ")");
  require(sum_of(t.agent_wins) == t.decided, in + "agent_wins add up to " + std::to_string(sum_of(t.agent_wins)) +
                                                 ", not decided (" + std::to_string(t.decided) + ")");
  long long lengths = 0;
  for (const auto& [length, games] : t.lengths) lengths += games;
  require(lengths == finished, in + "lengths count " + std::to_string(lengths) + " games, not decided + shared (" +
                                   std::to_string(finished) + ")");
  long long led = 0, settled = 0;
  for (const auto& [changes, games] : t.lead_changes) led += games;
  for (const auto& [percent, games] : t.settled_percent) {
    require(percent <= 100, in + "settled_percent holds " + std::to_string(percent) + ", above 100");
    settled += games;
  }
  require(led == finished, in + "lead_changes count " + std::to_string(led) + " games, not decided + shared (" +
                               std::to_string(finished) + ")");
  require(settled == t.decided, in + "settled_percent counts " + std::to_string(settled) + " games, not decided (" +
                                    std::to_string(t.decided) + ")");
  require(t.outcomes.size() == static_cast<std::size_t>(t.planned),
          in + "outcomes has " + std::to_string(t.outcomes.size()) + " entries for " + std::to_string(t.planned) + " games");
  std::vector<int> seat_wins(t.seat_wins.size(), 0);
  int tallied = 0, shared = 0, crashes = 0;
  for (const char c : t.outcomes) {
    if (c == '.') continue;
    ++tallied;
    if (c == '=') ++shared;
    else if (c == 'x') ++crashes;
    else if (c >= '0' && c - '0' < t.players) ++seat_wins[static_cast<std::size_t>(c - '0')];
    else throw std::invalid_argument(in + "outcomes holds '" + std::string(1, c) + "', which is no seat, '=', 'x' or '.'");
  }
  require(tallied == t.games && shared == t.shared && crashes == t.crashes && seat_wins == t.seat_wins,
          in + "outcomes do not match games, shared, crashes and seat_wins");
  const long long player_games = finished * t.players;
  for (const auto& refs : {&t.crash_games, &t.timeout_games}) {
    require(refs->size() <= kKeptGames, in + "lists more than " + std::to_string(kKeptGames) + " crash or timeout games");
    for (const GameRef& g : *refs)
      require(g.index >= 0 && g.index < t.planned, in + "names game " + std::to_string(g.index) + ", outside the line-up");
  }
  for (std::size_t c = 0; c < t.cards.size(); ++c) {
    const CardTally& k = t.cards[c];
    const std::string card = in + "card '" + cards.id(static_cast<int>(c)) + "': ";
    require(static_cast<long long>(k.seen) + k.unseen == player_games,
            card + "seen + unseen is not the " + std::to_string(player_games) + " player-games finished");
    require(k.seen_wins <= k.seen && k.unseen_wins <= k.unseen, card + "counts more wins than games");
    require(sum_of(k.seen_by_seat) == k.seen, card + "seen_by_seat does not add up to seen");
    require(k.playable_games <= player_games && k.played_games <= player_games &&
                k.timeout_played_games <= k.played_games,
            card + "played or playable games exceed the " + std::to_string(player_games) + " player-games finished");
    require(k.search_playable <= k.playable && k.search_chosen <= k.chosen && k.timeout_chosen <= k.chosen,
            card + "a part of playable or chosen is larger than the whole");
  }
}

Json refs_json(const std::vector<GameRef>& refs) {
  Json out = Json::array();
  for (const auto& r : refs) {
    Json j;
    j["index"] = r.index;
    j["seed"] = r.seed;
    j["seats"] = r.seat_agents;
    if (!r.detail.empty()) j["detail"] = r.detail;
    if (!r.replay.empty()) j["replay"] = r.replay;
    out.push_back(j);
  }
  return out;
}

std::vector<GameRef> refs_from(const Json& j) {
  std::vector<GameRef> out;
  for (const auto& r : j) {
    GameRef g;
    g.index = r.at("index").get<int>();
    g.seed = r.at("seed").get<std::uint64_t>();
    g.seat_agents = r.at("seats").get<std::vector<std::string>>();
    g.detail = r.value("detail", std::string());
    g.replay = r.value("replay", std::string());
    out.push_back(g);
  }
  return out;
}

}  // namespace

LineupTally empty_tally(const Lineup& lineup, int players, int cards) {
  LineupTally t;
  t.label = lineup.label;
  t.agents = lineup.agents;
  t.players = players;
  t.planned = lineup.games;
  t.seat_wins.assign(static_cast<std::size_t>(players), 0);
  t.agent_wins.assign(static_cast<std::size_t>(players), 0);
  CardTally blank;
  blank.seen_by_seat.assign(static_cast<std::size_t>(players), 0);
  t.cards.assign(static_cast<std::size_t>(cards), blank);
  t.outcomes.assign(static_cast<std::size_t>(lineup.games), '.');
  return t;
}

std::vector<std::string> seat_specs(const LineupTally& t, int index) {
  std::vector<std::string> seats(static_cast<std::size_t>(t.players));
  for (int a = 0; a < t.players; ++a)
    seats[static_cast<std::size_t>(seat_of_agent(a, index, t.players))] = t.agents[static_cast<std::size_t>(a)];
  return seats;
}

void add_game(LineupTally& t, const GameRecord& r) {
  const int n = t.players;
  ++t.games;
  if (r.index >= 0 && r.index < static_cast<int>(t.outcomes.size()))
    t.outcomes[static_cast<std::size_t>(r.index)] = !r.crash.empty() ? 'x' : r.winner >= 0 ? static_cast<char>('0' + r.winner) : '=';
  if (!r.crash.empty()) {
    ++t.crashes;
    t.crash_games.push_back({r.index, r.seed, r.crash, r.seat_agents, {}});
    keep_lowest(t.crash_games);
    return;
  }
  t.actions += r.actions;
  t.decisions += r.decisions;
  t.multi_option += r.multi_option;
  ++t.lengths[r.decisions];
  ++t.lead_changes[r.lead_changes];
  if (r.winner >= 0) {
    ++t.decided;
    ++t.settled_percent[r.decisions > 0 ? static_cast<int>(100LL * r.settled_at / r.decisions) : 0];
    ++t.seat_wins[static_cast<std::size_t>(r.winner)];
    const int agent = ((r.winner - r.index) % n + n) % n;  // seat_of_agent inverted
    ++t.agent_wins[static_cast<std::size_t>(agent)];
  } else {
    ++t.shared;
  }
  if (r.timeout) {
    ++t.timeouts;
    t.timeout_decisions += r.decisions;
    t.timeout_games.push_back({r.index, r.seed, {}, r.seat_agents, {}});
    keep_lowest(t.timeout_games);
  }
  const int nc = static_cast<int>(t.cards.size());
  for (int s = 0; s < n; ++s) {
    const bool won = r.winner == s;
    const bool searching = is_searching_agent(r.seat_agents[static_cast<std::size_t>(s)]);
    for (int c = 0; c < nc; ++c) {
      const std::size_t i = static_cast<std::size_t>(s * nc + c);
      CardTally& ct = t.cards[static_cast<std::size_t>(c)];
      if (r.seen[i]) {
        ++ct.seen;
        ct.seen_wins += won;
        ++ct.seen_by_seat[static_cast<std::size_t>(s)];
      } else {
        ++ct.unseen;
        ct.unseen_wins += won;
      }
      ct.playable_games += r.playable[i] > 0;
      ct.played_games += r.chosen[i] > 0;
      ct.timeout_played_games += r.timeout && r.chosen[i] > 0;
      if (r.timeout) ct.timeout_chosen += r.chosen[i];
      ct.playable += r.playable[i];
      ct.chosen += r.chosen[i];
      if (searching) {
        ct.search_playable += r.playable[i];
        ct.search_chosen += r.chosen[i];
      }
    }
  }
}

void merge(LineupTally& t, const LineupTally& o) {
  if (o.label != t.label || o.players != t.players || o.planned != t.planned || o.cards.size() != t.cards.size())
    throw std::invalid_argument("tallies of different line-ups cannot be merged ('" + t.label + "', '" + o.label + "')");
  const std::string in = "line-up '" + t.label + "': ";
  add_checked(t.games, o.games, in + "games");
  add_checked(t.decided, o.decided, in + "decided");
  add_checked(t.shared, o.shared, in + "shared");
  add_checked(t.timeouts, o.timeouts, in + "timeouts");
  add_checked(t.crashes, o.crashes, in + "crashes");
  add_all(t.seat_wins, o.seat_wins, in + "seat_wins");
  add_all(t.agent_wins, o.agent_wins, in + "agent_wins");
  add_checked(t.actions, o.actions, in + "actions");
  add_checked(t.decisions, o.decisions, in + "decisions");
  add_checked(t.multi_option, o.multi_option, in + "multi_option");
  add_checked(t.timeout_decisions, o.timeout_decisions, in + "timeout_decisions");
  for (const auto& [len, count] : o.lengths) add_checked(t.lengths[len], count, in + "lengths");
  for (const auto& [changes, count] : o.lead_changes) add_checked(t.lead_changes[changes], count, in + "lead_changes");
  for (const auto& [percent, count] : o.settled_percent) add_checked(t.settled_percent[percent], count, in + "settled_percent");
  for (std::size_t c = 0; c < t.cards.size(); ++c) {
    CardTally& a = t.cards[c];
    const CardTally& b = o.cards[c];
    const std::string card = in + "card " + std::to_string(c + 1) + " ";
    add_checked(a.seen, b.seen, card + "seen");
    add_checked(a.seen_wins, b.seen_wins, card + "seen_wins");
    add_checked(a.unseen, b.unseen, card + "unseen");
    add_checked(a.unseen_wins, b.unseen_wins, card + "unseen_wins");
    add_all(a.seen_by_seat, b.seen_by_seat, card + "seen_by_seat");
    add_checked(a.playable_games, b.playable_games, card + "playable_games");
    add_checked(a.played_games, b.played_games, card + "played_games");
    add_checked(a.timeout_played_games, b.timeout_played_games, card + "timeout_played_games");
    add_checked(a.timeout_chosen, b.timeout_chosen, card + "timeout_chosen");
    add_checked(a.playable, b.playable, card + "playable");
    add_checked(a.chosen, b.chosen, card + "chosen");
    add_checked(a.search_playable, b.search_playable, card + "search_playable");
    add_checked(a.search_chosen, b.search_chosen, card + "search_chosen");
  }
  t.crash_games.insert(t.crash_games.end(), o.crash_games.begin(), o.crash_games.end());
  keep_lowest(t.crash_games);
  t.timeout_games.insert(t.timeout_games.end(), o.timeout_games.begin(), o.timeout_games.end());
  keep_lowest(t.timeout_games);
  for (std::size_t i = 0; i < t.outcomes.size() && i < o.outcomes.size(); ++i) {
    if (o.outcomes[i] == '.') continue;
    if (t.outcomes[i] != '.') throw std::invalid_argument("game " + std::to_string(i) + " of line-up '" + t.label + "' was played twice");
    t.outcomes[i] = o.outcomes[i];
  }
}

Json to_json(const LineupTally& t, const CardIndex& cards) {
  Json j;
  j["label"] = t.label;
  j["agents"] = t.agents;
  j["players"] = t.players;
  j["planned"] = t.planned;
  j["games"] = t.games;
  j["decided"] = t.decided;
  j["shared"] = t.shared;
  j["timeouts"] = t.timeouts;
  j["crashes"] = t.crashes;
  j["seat_wins"] = t.seat_wins;
  j["agent_wins"] = t.agent_wins;
  j["actions"] = t.actions;
  j["decisions"] = t.decisions;
  j["multi_option"] = t.multi_option;
  j["timeout_decisions"] = t.timeout_decisions;
  Json lengths = Json::array();
  for (const auto& [len, count] : t.lengths) lengths.push_back({len, count});
  j["lengths"] = lengths;
  Json leads = Json::array(), settled = Json::array();
  for (const auto& [changes, count] : t.lead_changes) leads.push_back({changes, count});
  for (const auto& [percent, count] : t.settled_percent) settled.push_back({percent, count});
  j["lead_changes"] = leads;
  j["settled_percent"] = settled;
  Json cs = Json::object();
  for (std::size_t c = 0; c < t.cards.size(); ++c) {
    const CardTally& ct = t.cards[c];
    cs[cards.id(static_cast<int>(c))] = {ct.seen, ct.seen_wins, ct.unseen, ct.unseen_wins, ct.seen_by_seat, ct.playable_games,
                                         ct.played_games, ct.playable, ct.chosen, ct.search_playable, ct.search_chosen,
                                         ct.timeout_played_games, ct.timeout_chosen};
  }
  j["cards"] = cs;
  j["crash_games"] = refs_json(t.crash_games);
  j["timeout_games"] = refs_json(t.timeout_games);
  j["outcomes"] = t.outcomes;
  return j;
}

LineupTally tally_from_json(const Json& j, const CardIndex& cards) {
  LineupTally t;
  t.label = j.at("label").get<std::string>();
  const std::string in = "line-up '" + t.label + "': ";
  t.agents = j.at("agents").get<std::vector<std::string>>();
  t.players = count_of<int>(j.at("players"), in + "players");
  t.planned = count_of<int>(j.at("planned"), in + "planned");
  t.games = count_of<int>(j.at("games"), in + "games");
  t.decided = count_of<int>(j.at("decided"), in + "decided");
  t.shared = count_of<int>(j.at("shared"), in + "shared");
  t.timeouts = count_of<int>(j.at("timeouts"), in + "timeouts");
  t.crashes = count_of<int>(j.at("crashes"), in + "crashes");
  const auto seats = static_cast<std::size_t>(t.players);
  t.seat_wins = counts_of(j.at("seat_wins"), in + "seat_wins", seats);
  t.agent_wins = counts_of(j.at("agent_wins"), in + "agent_wins", seats);
  t.actions = count_of<long long>(j.at("actions"), in + "actions");
  t.decisions = count_of<long long>(j.at("decisions"), in + "decisions");
  t.multi_option = count_of<long long>(j.at("multi_option"), in + "multi_option");
  t.timeout_decisions = count_of<long long>(j.at("timeout_decisions"), in + "timeout_decisions");
  for (const auto& pair : j.at("lengths")) {
    const int length = count_of<int>(pair.at(0), in + "a length");
    add_checked(t.lengths[length], count_of<int>(pair.at(1), in + "lengths"), in + "lengths");
  }
  for (const auto& pair : j.at("lead_changes")) {
    const int changes = count_of<int>(pair.at(0), in + "a number of lead changes");
    add_checked(t.lead_changes[changes], count_of<int>(pair.at(1), in + "lead_changes"), in + "lead_changes");
  }
  for (const auto& pair : j.at("settled_percent")) {
    const int percent = count_of<int>(pair.at(0), in + "a settled percentage");
    add_checked(t.settled_percent[percent], count_of<int>(pair.at(1), in + "settled_percent"), in + "settled_percent");
  }
  const Json& cs = j.at("cards");
  if (static_cast<int>(cs.size()) != cards.size()) throw std::invalid_argument("the shard's cards are not the set's cards");
  t.cards.resize(static_cast<std::size_t>(cards.size()));
  for (int c = 0; c < cards.size(); ++c) {
    const Json& a = cs.at(cards.id(c));
    const std::string card = in + "card '" + cards.id(c) + "' ";
    CardTally& ct = t.cards[static_cast<std::size_t>(c)];
    const auto at = [&](int i, const char* name) { return count_of<int>(a.at(static_cast<std::size_t>(i)), card + name); };
    ct.seen = at(0, "seen");
    ct.seen_wins = at(1, "seen_wins");
    ct.unseen = at(2, "unseen");
    ct.unseen_wins = at(3, "unseen_wins");
    ct.seen_by_seat = counts_of(a.at(4), card + "seen_by_seat", seats);
    ct.playable_games = at(5, "playable_games");
    ct.played_games = at(6, "played_games");
    ct.playable = at(7, "playable");
    ct.chosen = at(8, "chosen");
    ct.search_playable = at(9, "search_playable");
    ct.search_chosen = at(10, "search_chosen");
    ct.timeout_played_games = at(11, "timeout_played_games");
    ct.timeout_chosen = at(12, "timeout_chosen");
  }
  t.crash_games = refs_from(j.at("crash_games"));
  t.timeout_games = refs_from(j.at("timeout_games"));
  t.outcomes = j.at("outcomes").get<std::string>();
  check_consistent(t, in, cards);
  return t;
}

}  // namespace dw::validate
