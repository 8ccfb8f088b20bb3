// preview_page: what the browser is sent: one HTML page with a small script of our own (no
// libraries) and the preview's state as JSON, which the script turns into the page: every card's
// front and back with its caption and its own messages in its place, the diagnostics with their
// file:line:col, the print sheets and the booklet (page pictures and PDF links). The script sets
// every text from the set with textContent, never as HTML, so a set's text cannot inject markup.
// It listens to the server's event stream (/events) and fetches /state.json on every change.
#pragma once

#include <cstdint>
#include <string>

#include "serve/preview_builder.hpp"
#include "serve/sheet_builder.hpp"

namespace dw {

// The page (text/html), the same for every set.
const std::string& preview_page_html();

// The state the page shows, at `generation`.
std::string preview_state_json(std::uint64_t generation, const PreviewState& cards, const SheetState& sheets);

}  // namespace dw
