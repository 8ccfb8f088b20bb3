// agent: the uniform random agent and the agent factory.
#include "engine/agents/agent.hpp"

#include <stdexcept>

#include "engine/agents/random_agent.hpp"

namespace dw::engine {

Action RandomAgent::choose(const State& state) {
  const auto legal = state.legal_actions();
  if (legal.empty()) throw std::logic_error("RandomAgent: no legal action");
  return legal[rng_.below(legal.size())];
}

std::vector<std::string> agent_kinds() { return {"random"}; }

std::unique_ptr<Agent> make_agent(std::string_view kind, Player /*seat*/, std::uint64_t seed) {
  if (kind == "random") return std::make_unique<RandomAgent>(seed);
  std::string known;
  for (const auto& k : agent_kinds()) known += (known.empty() ? "" : ", ") + k;
  throw std::invalid_argument("unknown agent '" + std::string(kind) + "' (known: " + known + ")");
}

}  // namespace dw::engine
