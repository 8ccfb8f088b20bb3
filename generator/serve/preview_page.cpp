// preview_page: the page's HTML, style and script, and the state as JSON (nlohmann::json).
#include "serve/preview_page.hpp"

#include <nlohmann/json.hpp>

namespace dw {

namespace {

// "file:line:col" as the command line prints it (line and column left out when unknown).
std::string place_of(const SourcePos& where) {
  std::string place = where.file;
  if (where.line > 0) {
    place += ":" + std::to_string(where.line);
    if (where.column > 0) place += ":" + std::to_string(where.column);
  }
  return place;
}

nlohmann::json diagnostic_json(const Diagnostic& d) {
  return {{"severity", severity_name(d.severity)}, {"where", place_of(d.where)}, {"message", d.message},
          {"hint", d.hint},                        {"card", d.card_id}};
}

// Invalid UTF-8 in a set's text would make the JSON writer throw; such bytes become U+FFFD.
std::string to_json_text(const nlohmann::json& value) {
  return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace

const std::string& preview_page_html() {
  static const std::string page = R"page(<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>deckwright preview</title>
<style>
body { font-family: sans-serif; margin: 1em 2em; background: #f4f4f2; color: #222; }
header { display: flex; gap: 1em; align-items: baseline; flex-wrap: wrap; }
#status { color: #666; font-size: 0.9em; }
#diagnostics { list-style: none; padding: 0; }
.diagnostic { font-family: monospace; white-space: pre-wrap; overflow-wrap: anywhere; margin: 0.2em 0; }
.problems { padding-left: 1em; }
.diagnostic.error { color: #b00020; }
.diagnostic.warning { color: #8a5a00; }
.hint { color: #555; }
#cards { display: flex; flex-wrap: wrap; gap: 1em; }
.card { background: #fff; border: 1px solid #ccc; padding: 0.5em; width: 17em; }
.card.stale img { opacity: 0.4; }
.card.has-error { border-color: #b00020; }
.faces { display: flex; gap: 0.3em; }
.faces img { width: 8.2em; height: auto; }
.caption { font-weight: bold; margin-top: 0.3em; }
.card-id { color: #666; font-size: 0.85em; }
.sheet-file { margin: 1em 0; }
.sheet-pages { display: flex; flex-wrap: wrap; gap: 0.5em; }
.sheet-pages img { border: 1px solid #ccc; background: #fff; }
</style>
</head>
<body>
<header><h1 id="title">deckwright preview</h1><span id="status">loading…</span></header>
<section><h2>Diagnostics</h2><ul id="diagnostics"></ul></section>
<section><h2>Cards</h2><div id="cards"></div></section>
<section><h2>Print sheets</h2><p id="sheet-status"></p><div id="sheets"></div></section>
<section><h2>Booklet</h2><div id="booklet"></div></section>
<script>
"use strict";
function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
function diagnosticItem(d) {
  const item = element("li", "diagnostic " + d.severity,
                       d.where + ": " + d.severity + ": " + d.message + (d.card ? " [card " + d.card + "]" : ""));
  if (d.hint) item.appendChild(element("div", "hint", "hint: " + d.hint));
  return item;
}
function faceImage(name, alt) {
  const img = element("img");
  img.src = "/asset/" + name;
  img.alt = alt;
  return img;
}
function cardBox(card) {
  const box = element("div", "card");
  box.id = "card-" + card.id;
  if (card.stale) box.classList.add("stale");
  if (card.problems.some(p => p.severity === "error")) box.classList.add("has-error");
  const faces = element("div", "faces");
  if (card.front) faces.appendChild(faceImage(card.front, card.caption + " (front)"));
  if (card.back) faces.appendChild(faceImage(card.back, card.caption + " (back)"));
  if (!card.front) faces.appendChild(element("div", "not-drawn", "not drawn: see its messages below"));
  box.appendChild(faces);
  box.appendChild(element("div", "caption", card.caption));
  box.appendChild(element("div", "card-id", card.id + (card.stale ? " (as last drawn)" : "")));
  const problems = element("ul", "problems");
  for (const p of card.problems) problems.appendChild(diagnosticItem(p));
  box.appendChild(problems);
  return box;
}
function sheetFile(file) {
  const box = element("div", "sheet-file");
  const link = element("a", "", file.name + " (PDF)");
  link.href = "/asset/" + file.pdf;
  box.appendChild(link);
  const pages = element("div", "sheet-pages");
  file.pages.forEach((name, i) => pages.appendChild(faceImage(name, file.name + " page " + (i + 1))));
  box.appendChild(pages);
  return box;
}
function replaceChildren(parent, children) {
  parent.replaceChildren(...children);
}
// Card boxes are kept by id and rebuilt only when their content changed, so images already
// shown are not fetched again.
const shownCards = new Map();
function show(state) {
  document.title = (state.title || "deckwright") + " – preview";
  document.getElementById("title").textContent = state.title || "deckwright preview";
  document.getElementById("status").textContent =
      (state.loaded ? "" : "the set has errors: cards as last drawn. ") + state.summary;
  replaceChildren(document.getElementById("diagnostics"), state.diagnostics.map(diagnosticItem));
  const boxes = [];
  const seen = new Set();
  for (const card of state.cards) {
    const signature = JSON.stringify(card);
    let known = shownCards.get(card.id);
    if (!known || known.signature !== signature) {
      known = {signature: signature, box: cardBox(card)};
      shownCards.set(card.id, known);
    }
    seen.add(card.id);
    boxes.push(known.box);
  }
  for (const id of [...shownCards.keys()]) if (!seen.has(id)) shownCards.delete(id);
  replaceChildren(document.getElementById("cards"), boxes);
  document.getElementById("sheet-status").textContent =
      state.sheets.status + (state.sheets.stale ? " (showing an earlier build)" : "") +
      (state.sheets.message ? ": " + state.sheets.message : "");
  const isBooklet = f => f.booklet;
  replaceChildren(document.getElementById("sheets"), state.sheets.files.filter(f => !isBooklet(f)).map(sheetFile));
  replaceChildren(document.getElementById("booklet"), state.sheets.files.filter(isBooklet).map(sheetFile));
  document.body.dataset.generation = state.generation;
}
let fetching = false, again = false;
async function refresh() {
  if (fetching) { again = true; return; }
  fetching = true;
  try {
    do {
      again = false;
      const response = await fetch("/state.json", {cache: "no-store"});
      if (response.ok) show(await response.json());
    } while (again);
  } catch (e) {
    document.getElementById("status").textContent = "the server does not answer";
  } finally {
    fetching = false;
  }
}
const events = new EventSource("/events");
events.onmessage = refresh;
events.onerror = () => { document.getElementById("status").textContent = "reconnecting to the server…"; };
refresh();
</script>
</body>
</html>
)page";
  return page;
}

std::string preview_state_json(std::uint64_t generation, const PreviewState& cards, const SheetState& sheets) {
  nlohmann::json state;
  state["generation"] = generation;
  state["title"] = cards.title;
  state["loaded"] = cards.loaded;
  const std::string summary =
      cards.partial ? "drawing the cards: " + std::to_string(cards.drawn) + " drawn so far…"
                    : std::to_string(cards.cards.size()) + " cards, " + std::to_string(cards.drawn) + " drawn in " +
                          std::to_string(static_cast<long>(cards.build_ms)) + " ms";
  state["summary"] = summary;
  state["cards"] = nlohmann::json::array();
  for (const auto& card : cards.cards) {
    nlohmann::json problems = nlohmann::json::array();
    for (const auto& p : card.problems) problems.push_back(diagnostic_json(p));
    state["cards"].push_back({{"id", card.id},
                              {"caption", card.caption},
                              {"front", card.front},
                              {"back", card.back},
                              {"stale", card.stale},
                              {"problems", problems}});
  }
  state["diagnostics"] = nlohmann::json::array();
  for (const auto& d : cards.diagnostics) state["diagnostics"].push_back(diagnostic_json(d));
  nlohmann::json files = nlohmann::json::array();
  for (const auto& file : sheets.files) files.push_back({{"name", file.name}, {"booklet", file.booklet}, {"pdf", file.pdf}, {"pages", file.pages}});
  state["sheets"] = {{"status", sheet_status_name(sheets.status)},
                     {"message", sheets.message},
                     {"stale", sheets.stale},
                     {"files", files}};
  return to_json_text(state);
}

}  // namespace dw
