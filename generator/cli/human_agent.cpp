// human_agent: terminal prompts for a person's seat (see the header).
#include "cli/human_agent.hpp"

#include <charconv>

#include "model/terminal_text.hpp"

namespace dw {

namespace {

// The lines of `now` after the longest run of whole lines it shares with `before`.
std::string new_lines(const std::string& before, const std::string& now) {
  std::size_t common = 0, line_start = 0;
  while (common < before.size() && common < now.size() && before[common] == now[common]) {
    if (now[common] == '\n') line_start = common + 1;
    ++common;
  }
  return now.substr(line_start);
}

}  // namespace

void HumanAgent::show_news(const engine::State& state) {
  const std::string now = state.table_view(seat_);
  out_ << terminal_text(new_lines(shown_, now), LineBreaks::keep);
  shown_ = now;
}

engine::Action HumanAgent::choose(const engine::State& state) {
  out_ << "--- your turn (p" << seat_ << ") ---\n";
  // A ruleset with a view of the table for a person shows it; else the information state's news.
  if (const std::string view = state.player_view(seat_); !view.empty()) out_ << terminal_text(view, LineBreaks::keep);
  else show_news(state);
  const auto legal = state.legal_actions();
  for (std::size_t i = 0; i < legal.size(); ++i)
    out_ << "  " << i + 1 << ") " << terminal_text(state.action_to_string(seat_, legal[i])) << "\n";
  while (true) {
    out_ << "choose 1-" << legal.size() << ": " << std::flush;
    std::string line;
    if (!std::getline(in_, line)) throw HumanQuit();
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    std::size_t start = line.find_first_not_of(' ');
    if (start == std::string::npos) start = line.size();
    std::size_t choice = 0;
    const char* first = line.data() + start;
    const char* last = line.data() + line.size();
    auto [ptr, ec] = std::from_chars(first, last, choice);
    if (first != last && ec == std::errc() && ptr == last && choice >= 1 && choice <= legal.size()) {
      out_ << "you: " << terminal_text(state.action_to_string(seat_, legal[choice - 1])) << "\n";
      return legal[choice - 1];
    }
    out_ << "'" << terminal_text(line) << "' is not a choice; type a number from 1 to " << legal.size() << "\n";
  }
}

}  // namespace dw
