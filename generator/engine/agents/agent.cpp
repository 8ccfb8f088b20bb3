// agent: the uniform random agent and the agent factory (agent specs are parsed here).
#include "engine/agents/agent.hpp"

#include <charconv>
#include <stdexcept>

#include "engine/agents/greedy_agent.hpp"
#include "engine/agents/ismcts_agent.hpp"
#include "engine/agents/random_agent.hpp"

namespace dw::engine {

Action RandomAgent::choose(const State& state) {
  state.legal_actions_into(legal_);
  if (legal_.empty()) throw std::logic_error("RandomAgent: no legal action");
  return legal_[rng_.below(legal_.size())];
}

namespace {

std::vector<std::string_view> split(std::string_view text, char sep) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  while (true) {
    const std::size_t at = text.find(sep, start);
    parts.push_back(text.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
    if (at == std::string_view::npos) return parts;
    start = at + 1;
  }
}

[[noreturn]] void bad_spec(std::string_view spec, const std::string& why) {
  throw std::invalid_argument("agent '" + std::string(spec) + "': " + why);
}

int whole_number(std::string_view spec, std::string_view text, int lo, int hi, const char* what) {
  int n = 0;
  const auto* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, n);
  if (text.empty() || ec != std::errc() || ptr != end || n < lo || n > hi)
    bad_spec(spec, std::string(what) + " must be a whole number from " + std::to_string(lo) + " to " +
                       std::to_string(hi) + ", not '" + std::string(text) + "'");
  return n;
}

double real_number(std::string_view spec, std::string_view text, double lo, double hi, const char* what) {
  double x = 0;
  const auto* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, x);
  if (text.empty() || ec != std::errc() || ptr != end || !(x >= lo && x <= hi))
    bad_spec(spec, std::string(what) + " must be a number from " + std::to_string(lo) + " to " +
                       std::to_string(hi) + ", not '" + std::string(text) + "'");
  return x;
}

}  // namespace

std::vector<std::string> agent_kinds() { return {"greedy", "ismcts", "random"}; }

std::unique_ptr<Agent> make_agent(std::string_view spec, Player /*seat*/, std::uint64_t seed) {
  const auto parts = split(spec, ':');
  const std::string_view kind = parts.front();
  if (kind == "random") {
    if (parts.size() > 1) bad_spec(spec, "the random agent takes no parameters");
    return std::make_unique<RandomAgent>(seed);
  }
  if (kind == "greedy") {
    GreedyOptions options;
    if (parts.size() > 2) bad_spec(spec, "write greedy or greedy:SAMPLES");
    if (parts.size() == 2) options.determinizations = whole_number(spec, parts[1], 1, 1000, "the number of samples");
    return std::make_unique<GreedyAgent>(seed, options);
  }
  if (kind == "ismcts") {
    IsmctsOptions options;
    for (std::size_t i = 1; i < parts.size(); ++i) {
      const std::string_view p = parts[i];
      const auto eq = p.find('=');
      const std::string_view key = eq == std::string_view::npos ? std::string_view("sims") : p.substr(0, eq);
      const std::string_view value = eq == std::string_view::npos ? p : p.substr(eq + 1);
      if (key == "sims") options.simulations = whole_number(spec, value, 1, 1000000, "simulations");
      else if (key == "c") options.exploration = real_number(spec, value, 0, 100, "the exploration constant c");
      else if (key == "rollout") options.rollout_limit = whole_number(spec, value, 0, 1000000, "the rollout limit");
      else bad_spec(spec, "unknown parameter '" + std::string(key) + "' (ismcts knows sims, c and rollout)");
    }
    return std::make_unique<IsmctsAgent>(seed, options);
  }
  std::string known;
  for (const auto& k : agent_kinds()) known += (known.empty() ? "" : ", ") + k;
  throw std::invalid_argument("unknown agent '" + std::string(kind) + "' (known: " + known + ")");
}

}  // namespace dw::engine
