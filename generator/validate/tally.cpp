// tally: adding games, merging tallies and their JSON form.
#include "validate/tally.hpp"

#include <algorithm>
#include <stdexcept>

namespace dw::validate {

namespace {

void keep_lowest(std::vector<GameRef>& refs) {
  std::sort(refs.begin(), refs.end(), [](const GameRef& a, const GameRef& b) { return a.index < b.index; });
  if (refs.size() > kKeptGames) refs.resize(kKeptGames);
}

template <typename T>
void add_all(std::vector<T>& into, const std::vector<T>& from) {
  for (std::size_t i = 0; i < into.size() && i < from.size(); ++i) into[i] += from[i];
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
  if (r.winner >= 0) {
    ++t.decided;
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
  t.games += o.games;
  t.decided += o.decided;
  t.shared += o.shared;
  t.timeouts += o.timeouts;
  t.crashes += o.crashes;
  add_all(t.seat_wins, o.seat_wins);
  add_all(t.agent_wins, o.agent_wins);
  t.actions += o.actions;
  t.decisions += o.decisions;
  t.multi_option += o.multi_option;
  t.timeout_decisions += o.timeout_decisions;
  for (const auto& [len, count] : o.lengths) t.lengths[len] += count;
  for (std::size_t c = 0; c < t.cards.size(); ++c) {
    CardTally& a = t.cards[c];
    const CardTally& b = o.cards[c];
    a.seen += b.seen;
    a.seen_wins += b.seen_wins;
    a.unseen += b.unseen;
    a.unseen_wins += b.unseen_wins;
    add_all(a.seen_by_seat, b.seen_by_seat);
    a.playable_games += b.playable_games;
    a.played_games += b.played_games;
    a.timeout_played_games += b.timeout_played_games;
    a.timeout_chosen += b.timeout_chosen;
    a.playable += b.playable;
    a.chosen += b.chosen;
    a.search_playable += b.search_playable;
    a.search_chosen += b.search_chosen;
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
  t.agents = j.at("agents").get<std::vector<std::string>>();
  t.players = j.at("players").get<int>();
  t.planned = j.at("planned").get<int>();
  t.games = j.at("games").get<int>();
  t.decided = j.at("decided").get<int>();
  t.shared = j.at("shared").get<int>();
  t.timeouts = j.at("timeouts").get<int>();
  t.crashes = j.at("crashes").get<int>();
  t.seat_wins = j.at("seat_wins").get<std::vector<int>>();
  t.agent_wins = j.at("agent_wins").get<std::vector<int>>();
  t.actions = j.at("actions").get<long long>();
  t.decisions = j.at("decisions").get<long long>();
  t.multi_option = j.at("multi_option").get<long long>();
  t.timeout_decisions = j.at("timeout_decisions").get<long long>();
  for (const auto& pair : j.at("lengths")) t.lengths[pair.at(0).get<int>()] = pair.at(1).get<int>();
  const Json& cs = j.at("cards");
  if (static_cast<int>(cs.size()) != cards.size()) throw std::invalid_argument("the shard's cards are not the set's cards");
  t.cards.resize(static_cast<std::size_t>(cards.size()));
  for (int c = 0; c < cards.size(); ++c) {
    const Json& a = cs.at(cards.id(c));
    CardTally& ct = t.cards[static_cast<std::size_t>(c)];
    ct.seen = a.at(0).get<int>();
    ct.seen_wins = a.at(1).get<int>();
    ct.unseen = a.at(2).get<int>();
    ct.unseen_wins = a.at(3).get<int>();
    ct.seen_by_seat = a.at(4).get<std::vector<int>>();
    ct.playable_games = a.at(5).get<int>();
    ct.played_games = a.at(6).get<int>();
    ct.playable = a.at(7).get<int>();
    ct.chosen = a.at(8).get<int>();
    ct.search_playable = a.at(9).get<int>();
    ct.search_chosen = a.at(10).get<int>();
    ct.timeout_played_games = a.at(11).get<int>();
    ct.timeout_chosen = a.at(12).get<int>();
  }
  t.crash_games = refs_from(j.at("crash_games"));
  t.timeout_games = refs_from(j.at("timeout_games"));
  t.outcomes = j.at("outcomes").get<std::string>();
  return t;
}

}  // namespace dw::validate
