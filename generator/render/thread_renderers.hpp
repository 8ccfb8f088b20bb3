// thread_renderers: drawing cards on several threads. Each thread that draws gets its own font
// context and card renderer (Pango and the renderer's caches are not shared between threads; the
// fontconfig configuration is, as fontconfig allows), made from the build's the first time that
// thread draws. A job draws through
// draw(), which collects what it noted besides its pixels (diagnostics, text boxes fitted for
// the first time); the build hands those in, in the order of the output (hand_in), so the build's
// renderer reports every text box once and the warnings are those, and in the order, one thread
// drawing everything would give.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "model/diagnostic.hpp"
#include "render/card_renderer.hpp"
#include "render/font_context.hpp"
#include "render/ink_mode.hpp"

namespace dw {

// What one job noted while drawing.
struct DrawNotes {
  Diagnostics diagnostics;  // in the order the job gave them
  std::vector<CardRenderer::FirstFit> fits;
  // Warnings an output gives once whichever job meets them first (a sheet's lack of room for
  // its check bar): their position in `diagnostics` and what makes them the same.
  std::vector<std::pair<std::size_t, std::string>> once;
};

class ThreadRenderers {
 public:
  // `renderer` and `fonts`: the build's, preflighted. They must not draw while jobs do.
  ThreadRenderers(CardRenderer& renderer, const FontContext& fonts);
  ~ThreadRenderers();
  ThreadRenderers(const ThreadRenderers&) = delete;
  ThreadRenderers& operator=(const ThreadRenderers&) = delete;

  struct Drawer {
    Drawer(const FontContext& fonts, const CardRenderer& renderer);
    FontContext fonts;
    CardRenderer renderer;
  };

  // Runs `draw(drawer, notes)` with the calling thread's drawer printing in `ink` (the job's
  // diagnostics go to notes.diagnostics), and returns the notes with the text boxes fitted.
  template <typename Draw>
  DrawNotes draw(InkMode ink, Draw&& draw) {
    Drawer& drawer = here();
    drawer.renderer.set_ink_mode(ink);
    const std::size_t mark = drawer.renderer.fitted();
    DrawNotes notes;
    draw(drawer, notes);
    notes.fits = drawer.renderer.first_fits(mark);
    return notes;
  }

  // Takes in one job's notes; call for every job, in the order of the output. The build's
  // renderer adopts the fitted text boxes; the diagnostics go to `warnings` but for the
  // overflow warning of a text box already known and a once-warning already in `given`.
  void hand_in(DrawNotes&& notes, Diagnostics& warnings, std::set<std::string>& given);

  CardRenderer& renderer() { return renderer_; }
  // Runs `use(renderer())` while no thread is making its drawer from the build's renderer: for
  // work on the build's renderer (a render-cache key) while jobs draw.
  template <typename Use>
  decltype(auto) with_renderer(Use&& use) {
    const std::lock_guard<std::mutex> lock(original_mutex_);
    return use(renderer_);
  }

 private:
  Drawer& here();

  CardRenderer& renderer_;
  const FontContext& fonts_;
  std::mutex mutex_;
  std::mutex original_mutex_;  // held while a drawer copies the build's renderer, and by with_renderer
  std::map<std::thread::id, std::unique_ptr<Drawer>> drawers_;
};

}  // namespace dw
