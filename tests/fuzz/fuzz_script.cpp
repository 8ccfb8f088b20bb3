// fuzz_script: a rules script as a stranger's card set might carry it, run through the sandbox and
// the card kernel's API: loaded, set up, then up to three random games (legal actions, apply,
// action names, the heuristic, information states) and, at the end of each, a resample check on
// the game's replay trace. The input is the script's text; a first line "-- cards: N" (1 to 52)
// sets how many cards the game has (default 12), each with a suit and a rank in [card.rules] and
// a printed name. The sandbox runs with a small budget (200,000 instructions per call, 16 MiB) so
// that endless loops cost little. Any input must end cleanly or in a ScriptError (the script
// error diagnostic); anything else (another exception, a crash, a sanitizer report) is a finding.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/kernel/card_kernel.hpp"
#include "engine/kernel/replay_trace.hpp"
#include "engine/kernel/script_program.hpp"
#include "engine/rng.hpp"

namespace {

using namespace dw::engine;
using namespace dw::engine::kernel;

constexpr const char* kSuits[] = {"clubs", "diamonds", "hearts", "spades"};

dw::Value text_value(std::string s) {
  dw::Value v;
  v.kind = dw::Value::Kind::string;
  v.string = std::move(s);
  return v;
}

dw::Value integer_value(std::int64_t i) {
  dw::Value v;
  v.kind = dw::Value::Kind::integer;
  v.integer = i;
  return v;
}

// N cards: suits in turn, ranks 2 to 14 as the deck goes on.
dw::CardSet card_set(int cards) {
  dw::CardSet set;
  set.id = "fuzz";
  for (int i = 0; i < cards; ++i) {
    dw::Card card;
    card.id = "card-" + std::to_string(i + 1);
    card.kind = "card";
    card.fields.kind = dw::Value::Kind::table;
    card.fields.entries.push_back({"name", text_value("Card " + std::to_string(i + 1))});
    card.rules.kind = dw::Value::Kind::table;
    card.rules.entries.push_back({"suit", text_value(kSuits[i % 4])});
    card.rules.entries.push_back({"rank", integer_value(2 + (i / 4) % 13)});
    set.cards.push_back(std::move(card));
  }
  return set;
}

int cards_asked(std::string_view source) {
  constexpr std::string_view prefix = "-- cards: ";
  if (source.substr(0, prefix.size()) != prefix) return 12;
  int n = 0;
  for (std::size_t i = prefix.size(); i < source.size() && i < prefix.size() + 2 && source[i] >= '0' && source[i] <= '9'; ++i)
    n = n * 10 + (source[i] - '0');
  return std::clamp(n, 1, 52);
}

std::uint64_t seed_of(std::string_view source) {
  std::uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : source) h = (h ^ c) * 1099511628211ULL;
  return h;
}

// One random game from `initial`, at most `most` actions; then one resample check.
void play_one(const CardKernel& initial, ScriptProgram& program, int most, Rng& rng) {
  CardKernel k = initial;
  std::vector<Action> history, legal;
  while (!k.over && static_cast<int>(history.size()) < most) {
    Action a = 0;
    if (k.chance_pending()) {
      const auto faces = k.chance_faces();
      a = faces[static_cast<std::size_t>(rng.below(faces.size()))].first;
    } else {
      const Player p = k.turn;
      program.legal(k, p, legal);
      a = legal[static_cast<std::size_t>(rng.below(legal.size()))];
      (void)program.action_name(k, p, a);
      if (program.constants().has_heuristic) (void)program.heuristic(k, p);
    }
    program.play(k, a, static_cast<int>(history.size()));
    history.push_back(a);
  }
  for (int p = 0; p < k.players(); ++p) (void)k.information_state(p);

  // Another deal of the cards player 1 does not know, checked on the trace.
  ReplayTrace trace(initial, history, program);
  std::vector<FaceChange> changes;
  std::vector<int> tokens, faces;
  for (int t = 0; t < k.tokens(); ++t)
    if (k.face(t) >= 0 && k.dealt_at(t) >= 0 && !k.knows(0, t) && k.dealt_by(t) == 0) tokens.push_back(t);
  for (int t : tokens) faces.push_back(k.face(t));
  for (std::size_t i = faces.size(); i > 1; --i) std::swap(faces[i - 1], faces[static_cast<std::size_t>(rng.below(i))]);
  for (std::size_t i = 0; i < tokens.size(); ++i)
    if (faces[i] != k.face(tokens[i])) changes.push_back(FaceChange{tokens[i], faces[i], k.dealt_at(tokens[i])});
  std::sort(changes.begin(), changes.end(), [](const FaceChange& a, const FaceChange& b) { return a.dealt_at < b.dealt_at; });
  const ReplayTrace::Check check = trace.check(changes, program);
  if (check.verdict == ReplayTrace::Verdict::same_play) {
    CardKernel changed = k;
    std::vector<std::pair<int, int>> exchanged;
    for (const auto& c : changes) exchanged.emplace_back(c.token, c.face);
    changed.exchange_faces(exchanged);
    std::vector<Action> after;
    (void)trace.final_legal(changes, changed, program, after);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string source(reinterpret_cast<const char*>(data), size);
  const dw::CardSet set = card_set(cards_asked(source));
  try {
    ScriptProgram program("fuzz.lua", source, SandboxLimits{200'000, 16u << 20});
    auto catalogue = std::make_shared<KernelCatalogue>();
    catalogue->set = &set;
    catalogue->players = program.constants().players;
    for (std::size_t c = 0; c < set.cards.size(); ++c) {
      catalogue->playable.push_back(static_cast<int>(c));
      catalogue->initial_face.push_back(static_cast<int>(c));
    }
    CardKernel initial(catalogue);
    program.setup(initial);
    initial.freeze();
    Rng rng(seed_of(source));
    const int most = std::min(program.constants().max_length, 300);
    for (int game = 0; game < 3; ++game) play_one(initial, program, most, rng);
  } catch (const ScriptError&) {
  }
  return 0;
}
