// replay_trace: one game's history played once more through its script with a record of what
// each call saw, so that a resample can check another deal of the unseen cards without playing
// the whole game through the script again.
//
// A resample keeps what the observer saw: every card's path from zone to zone, every counter,
// variable and turn. What may differ are the faces of cards the observer does not know. A script
// call depends only on what it reads through the kernel, so a call that read none of the changed
// faces does the same under the other deal. The trace keeps, for every player action, the kernel
// before and after it and the tokens whose faces `legal` and `apply` read; a check re-runs only
// the calls that read a changed face (legal: is the action still legal; apply: does it still do
// the same), each from the recorded kernel with the other faces put in.
//
// A resample's chain of samples checks deal after deal that differ from the true one in many
// faces but from each other in a few, so the same legal call would run again with the same faces
// at every check. Each decision remembers its last few re-run legal calls: the tokens the re-run
// read with the faces it saw, and whether the action was legal. A call reads the same faces in
// the same order whenever the faces it reads are the same (it sees nothing else that a deal
// changes: the premise of the whole trace), so a check whose faces match a remembered re-run
// takes its answer without calling the script.
#pragma once

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "engine/kernel/card_kernel.hpp"
#include "engine/kernel/script_program.hpp"

namespace dw::engine::kernel {

// A face given to a token in another deal: the token, its new face (set.cards index) and the
// history index of the chance event that dealt it.
struct FaceChange {
  int token = -1;
  int face = -1;
  int dealt_at = -1;
};

class ReplayTrace {
 public:
  // Plays `history` from `initial` (the kernel after set-up) through `program`. Script errors
  // propagate as ScriptError, as any replay's would.
  ReplayTrace(const CardKernel& initial, const std::vector<Action>& history, ScriptProgram& program);

  // The kernel at the end of the history, as the script made it.
  const CardKernel& last() const { return last_; }

  enum class Verdict { same_play, illegal, diverged };
  struct Check {
    Verdict verdict = Verdict::same_play;
    // illegal: the history index of the action that is not legal any more. diverged: the index of
    // the action whose apply did something else, and the kernel right after it under the other
    // deal (the rest of the history still has to be played).
    std::size_t index = 0;
    std::optional<CardKernel> kernel;
  };
  // Whether the history plays the same under `changes` (each token dealt by chance at dealt_at,
  // sorted by dealt_at): same_play when every re-run call did as before, illegal when an action
  // of the history is not legal any more, diverged when an apply did something else.
  Check check(const std::vector<FaceChange>& changes, ScriptProgram& program);

  // Under `changes` (after check() gave same_play): the legal actions of the player to move at the
  // end, into `out`, re-running legal on `changed_last` (the last kernel with the changes put in)
  // only if it read a changed face. False when the game is over or a chance event is due.
  bool final_legal(const std::vector<FaceChange>& changes, const CardKernel& changed_last, ScriptProgram& program,
                   std::vector<Action>& out);
  // The legal actions at the end of the history as recorded (empty when over or at chance).
  const std::vector<Action>& recorded_final_legal() const { return final_legal_; }

 private:
  // A re-run of a decision's legal call under other faces: the tokens it read (sorted, without
  // repeats), the face each had, and whether the decision's action was among the legal ones.
  struct LegalRerun {
    std::vector<int> reads, faces;
    bool legal = false;
  };
  static constexpr std::size_t kRerunsKept = 4;  // per decision, the oldest replaced first

  struct Decision {
    std::size_t index = 0;  // in the history
    Player player = 0;
    Action action = 0;
    CardKernel before, after;
    std::vector<int> legal_reads, apply_reads;  // sorted, without repeats
    std::vector<LegalRerun> reruns;             // at most kRerunsKept
    std::size_t next_rerun = 0;                 // the slot the next re-run takes once all are used
  };

  // Whether `d.action` is legal with the faces `face_now` gives (-2: d.before's own face):
  // a remembered re-run with the same faces, else the script's legal called and remembered.
  bool still_legal(Decision& d, const std::vector<FaceChange>& changes, std::size_t dealt,
                   const std::vector<int>& face_now, ScriptProgram& program);

  // Whether a sorted read list names a token marked in `mask`.
  static bool reads_any(const std::vector<int>& reads, const std::vector<unsigned char>& mask);

  std::vector<Decision> decisions_;
  CardKernel last_;
  bool has_final_legal_ = false;
  std::vector<Action> final_legal_;
  std::vector<int> final_reads_;
};

}  // namespace dw::engine::kernel
