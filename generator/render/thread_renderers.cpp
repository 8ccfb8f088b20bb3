// thread_renderers: a drawer per thread, and the notes of jobs handed in in order.
#include "render/thread_renderers.hpp"

#include <algorithm>

namespace dw {

ThreadRenderers::Drawer::Drawer(const FontContext& build_fonts, const CardRenderer& build_renderer)
    : fonts(build_fonts, FontContext::SameFonts{}), renderer(build_renderer, fonts) {}

ThreadRenderers::ThreadRenderers(CardRenderer& renderer, const FontContext& fonts) : renderer_(renderer), fonts_(fonts) {}

ThreadRenderers::~ThreadRenderers() = default;

ThreadRenderers::Drawer& ThreadRenderers::here() {
  const std::thread::id me = std::this_thread::get_id();
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (auto it = drawers_.find(me); it != drawers_.end()) return *it->second;
  }
  // Made outside the map's lock (loading the fonts takes a while); only this thread adds its own.
  std::unique_ptr<Drawer> drawer;
  {
    const std::lock_guard<std::mutex> copying(original_mutex_);
    drawer = std::make_unique<Drawer>(fonts_, renderer_);
  }
  const std::lock_guard<std::mutex> lock(mutex_);
  return *drawers_.emplace(me, std::move(drawer)).first->second;
}

void ThreadRenderers::hand_in(DrawNotes&& notes, Diagnostics& warnings, std::set<std::string>& given) {
  std::vector<bool> dropped(notes.diagnostics.size(), false);
  for (CardRenderer::FirstFit& fit : notes.fits) {
    const std::optional<std::size_t> warning = fit.warning_at;
    if (!renderer_.adopt(std::move(fit)) && warning && *warning < dropped.size()) dropped[*warning] = true;
  }
  for (const auto& [at, key] : notes.once)
    if (at < dropped.size() && !given.insert(key).second) dropped[at] = true;
  const std::vector<Diagnostic>& items = notes.diagnostics.items();
  for (std::size_t i = 0; i < items.size(); ++i)
    if (!dropped[i]) warnings.add(items[i]);
}

}  // namespace dw
