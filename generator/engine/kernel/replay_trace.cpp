// replay_trace: recording the history's script calls with the faces they read, and re-running
// only the calls that read a face another deal changes.
#include "engine/kernel/replay_trace.hpp"

#include <algorithm>

namespace dw::engine::kernel {

namespace {

void sort_unique(std::vector<int>& tokens) {
  std::sort(tokens.begin(), tokens.end());
  tokens.erase(std::unique(tokens.begin(), tokens.end()), tokens.end());
}

// Gives tokens other faces for the length of one read-only call, and their own back after it
// (also when the call throws).
class FacesLent {
 public:
  FacesLent(CardKernel& k, const std::vector<FaceChange>& changes, std::size_t count) : k_(k), changes_(changes), count_(count) {
    for (std::size_t i = 0; i < count_; ++i) {
      own_.push_back(k_.face(changes_[i].token));
      k_.set_face_for_resample(changes_[i].token, changes_[i].face);
    }
  }
  ~FacesLent() {
    for (std::size_t i = 0; i < count_; ++i) k_.set_face_for_resample(changes_[i].token, own_[i]);
  }
  FacesLent(const FacesLent&) = delete;
  FacesLent& operator=(const FacesLent&) = delete;

 private:
  CardKernel& k_;
  const std::vector<FaceChange>& changes_;
  std::size_t count_;
  std::vector<int> own_;
};

}  // namespace

ReplayTrace::ReplayTrace(const CardKernel& initial, const std::vector<Action>& history, ScriptProgram& program)
    : last_(initial) {
  std::vector<Action> legal;
  for (std::size_t i = 0; i < history.size(); ++i) {
    if (last_.chance_pending()) {
      program.play(last_, history[i], static_cast<int>(i));
      continue;
    }
    Decision d{i, last_.turn, history[i], last_, last_, {}, {}, {}, 0};
    program.legal(last_, d.player, legal, &d.legal_reads);
    program.play(last_, d.action, static_cast<int>(i), &d.apply_reads, [&](CardKernel& k) { k = d.before; });
    sort_unique(d.legal_reads);
    sort_unique(d.apply_reads);
    d.after = last_;
    decisions_.push_back(std::move(d));
  }
  if (!last_.over && !last_.chance_pending()) {
    program.legal(last_, last_.turn, final_legal_, &final_reads_);
    sort_unique(final_reads_);
    has_final_legal_ = true;
  }
}

bool ReplayTrace::reads_any(const std::vector<int>& reads, const std::vector<unsigned char>& mask) {
  for (int t : reads)
    if (mask[static_cast<std::size_t>(t)]) return true;
  return false;
}

bool ReplayTrace::still_legal(Decision& d, const std::vector<FaceChange>& changes, std::size_t dealt,
                              const std::vector<int>& face_now, ScriptProgram& program) {
  const auto face_of = [&](int t) {
    const int f = face_now[static_cast<std::size_t>(t)];
    return f == -2 ? d.before.face(t) : f;
  };
  for (const LegalRerun& r : d.reruns) {
    bool same = true;
    for (std::size_t i = 0; i < r.reads.size() && same; ++i) same = face_of(r.reads[i]) == r.faces[i];
    if (same) return r.legal;
  }
  LegalRerun rerun;
  std::vector<Action> legal;
  {
    const FacesLent lent(d.before, changes, dealt);
    program.legal(d.before, d.player, legal, &rerun.reads);
  }
  sort_unique(rerun.reads);
  for (int t : rerun.reads) rerun.faces.push_back(face_of(t));
  rerun.legal = std::binary_search(legal.begin(), legal.end(), d.action);
  const bool answer = rerun.legal;
  if (d.reruns.size() < kRerunsKept) {
    d.reruns.push_back(std::move(rerun));
  } else {
    d.reruns[d.next_rerun] = std::move(rerun);
    d.next_rerun = (d.next_rerun + 1) % kRerunsKept;
  }
  return answer;
}

ReplayTrace::Check ReplayTrace::check(const std::vector<FaceChange>& changes, ScriptProgram& program) {
  Check out;
  // Tokens whose face differs by the time of the current decision (dealt before it).
  std::vector<unsigned char> changed(static_cast<std::size_t>(last_.tokens()), 0);
  std::vector<int> face_now(static_cast<std::size_t>(last_.tokens()), -2);  // -2: the recorded face
  std::size_t dealt = 0;
  std::vector<std::pair<int, int>> faces;
  for (Decision& d : decisions_) {
    while (dealt < changes.size() && static_cast<std::size_t>(changes[dealt].dealt_at) < d.index) {
      changed[static_cast<std::size_t>(changes[dealt].token)] = 1;
      face_now[static_cast<std::size_t>(changes[dealt].token)] = changes[dealt].face;
      ++dealt;
    }
    if (dealt == 0) continue;
    if (reads_any(d.legal_reads, changed) && !still_legal(d, changes, dealt, face_now, program)) {
      out.verdict = Verdict::illegal;
      out.index = d.index;
      return out;
    }
    if (reads_any(d.apply_reads, changed)) {
      CardKernel k = d.before;
      faces.clear();
      for (std::size_t i = 0; i < dealt; ++i) faces.emplace_back(changes[i].token, changes[i].face);
      k.exchange_faces(faces);
      program.play(k, d.action, static_cast<int>(d.index), nullptr, [&](CardKernel& again) {
        again = d.before;
        again.exchange_faces(faces);
      });
      if (!k.same_play_apart_from(d.after, changed)) {
        out.verdict = Verdict::diverged;
        out.index = d.index;
        out.kernel = std::move(k);
        return out;
      }
    }
  }
  return out;
}

bool ReplayTrace::final_legal(const std::vector<FaceChange>& changes, const CardKernel& changed_last,
                              ScriptProgram& program, std::vector<Action>& out) {
  if (!has_final_legal_) return false;
  std::vector<unsigned char> changed(static_cast<std::size_t>(last_.tokens()), 0);
  for (const FaceChange& c : changes) changed[static_cast<std::size_t>(c.token)] = 1;
  if (reads_any(final_reads_, changed)) program.legal(changed_last, changed_last.turn, out);
  else out = final_legal_;
  return true;
}

}  // namespace dw::engine::kernel
