// preview_builder: load, bind, draw what changed, and gather the diagnostics, for the page.
#include "serve/preview_builder.hpp"

#include <algorithm>
#include <chrono>
#include <map>
#include <optional>
#include <set>

#include "model/card_set_loader.hpp"
#include "pipeline/prepared_set.hpp"
#include "model/project_home.hpp"
#include "print/png_encoder.hpp"
#include "render/proof_sheet.hpp"
#include "serve/face_inputs.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

std::string caption_of(const Card& card) {
  for (const char* field : {"name", "title"})
    if (const Value* value = card.fields.find(field); value && value->kind != Value::Kind::table)
      if (std::string shown = value->display(); !shown.empty()) return shown;
  return card.id;
}

std::string asset_name(const std::string& png) { return "face-" + hex64(fnv1a(png)) + ".png"; }

// Errors and warnings that name a card of `set` go to that card; the rest to `general`.
void split_by_card(const Diagnostics& found, const CardSet& set, std::map<std::string, std::vector<Diagnostic>>& by_card,
                   Diagnostics& general) {
  for (const auto& diagnostic : found.items()) {
    if (!diagnostic.card_id.empty() && set.find_card(diagnostic.card_id)) by_card[diagnostic.card_id].push_back(diagnostic);
    else general.add(diagnostic);
  }
}

bool any_error(const std::vector<Diagnostic>& diagnostics) {
  for (const auto& d : diagnostics)
    if (d.severity == Severity::error) return true;
  return false;
}

}  // namespace

PreviewBuilder::PreviewBuilder(fs::path set_dir, double dpi, AssetStore& assets, const std::atomic<bool>* stop)
    : set_dir_(std::move(set_dir)), dpi_(dpi), assets_(assets), stop_(stop) {}

PreviewState PreviewBuilder::rebuild(const std::function<void(const PreviewState&)>& partial) {
  const auto started = std::chrono::steady_clock::now();
  PreviewState state;
  Diagnostics warnings, general;
  const fs::path home = find_project_home(set_dir_);
  std::optional<CardSet> set;
  try {
    set = load_card_set(set_dir_, warnings);
  } catch (const InputError& bad) {
    general.append(bad.diagnostics());
  } catch (const std::exception& failure) {
    general.error(SourcePos{(set_dir_ / "set.toml").string(), 0, 0}, failure.what());
  }

  std::map<std::string, Asset> faces;  // the faces group: every PNG the page shows
  if (!set) {
    // The cards of the last good build stay on the page, marked stale; errors that name one of
    // them are shown in its place.
    state.cards = last_good_;
    for (auto& card : state.cards) {
      card.stale = true;
      card.problems.clear();
      for (const auto& diagnostic : general.items())
        if (diagnostic.card_id == card.id) card.problems.push_back(diagnostic);
    }
    faces = last_faces_;
    state.folders = last_folders_.empty() ? std::vector<fs::path>{set_dir_, home / "templates"} : last_folders_;
  } else {
    state.loaded = true;
    state.title = set->title;
    const FaceInputs inputs = gather_face_inputs(*set, home, hashes_);
    std::vector<std::string> keys;
    for (const auto& card : set->cards) {
      keys.push_back(face_key(card, *set, inputs));
      state.cards.push_back(CardPreview{card.id, caption_of(card), {}, {}, false, {}});
    }
    std::vector<std::shared_ptr<const DrawnFaces>> drawn(set->cards.size());
    // A long rebuild shows what it has drawn so far, now and then.
    auto shown_at = std::chrono::steady_clock::now();
    std::size_t drawn_so_far = 0;
    const auto drew_one = [&] {
      ++drawn_so_far;
      if (!partial || std::chrono::steady_clock::now() - shown_at < progress_every_) return;
      PreviewState progress = state;
      progress.partial = true;
      progress.drawn = drawn_so_far;
      assets_.replace_group("faces", place_faces(*set, drawn, progress.cards, true));
      progress.diagnostics = general.items();
      partial(progress);
      shown_at = std::chrono::steady_clock::now();
    };
    state.drawn = draw_cards(*set, home, keys, drawn, state.cards, general, drew_one);

    faces = place_faces(*set, drawn, state.cards, false);
    std::set<std::string> live_keys;
    for (std::size_t i = 0; i < set->cards.size(); ++i) {
      if (drawn[i]) live_keys.insert(keys[i]);
      for (const auto& diagnostic : state.cards[i].problems) general.add(diagnostic);
    }
    // The last build's faces are kept one build more: undoing a change (or fixing the error it
    // made) finds them again.
    std::set<std::string> kept = live_keys;
    kept.insert(last_keys_.begin(), last_keys_.end());
    cache_.keep_only(kept);
    last_keys_ = std::move(live_keys);
    state.folders = inputs.folders;
    state.folders.push_back(home / "templates");
    last_folders_ = state.folders;
    last_good_ = state.cards;
    last_faces_ = faces;
  }
  assets_.replace_group("faces", std::move(faces));

  general.append(warnings);
  for (Severity severity : {Severity::error, Severity::warning, Severity::note})
    for (const auto& diagnostic : general.items())
      if (diagnostic.severity == severity) state.diagnostics.push_back(diagnostic);
  state.build_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
  return state;
}

std::map<std::string, Asset> PreviewBuilder::place_faces(const CardSet& set,
                                                        const std::vector<std::shared_ptr<const DrawnFaces>>& drawn,
                                                        std::vector<CardPreview>& cards, bool partial) const {
  std::map<std::string, Asset> faces;
  std::map<std::string, const CardPreview*> previous;
  for (const auto& card : last_good_) previous[card.id] = &card;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    CardPreview& card = cards[i];
    const auto before = previous.find(card.id);
    if (drawn[i]) {
      for (const auto& diagnostic : placed_diagnostics(*drawn[i], set.cards[i])) card.problems.push_back(diagnostic);
      card.front = asset_name(drawn[i]->front_png);
      card.back = asset_name(drawn[i]->back_png);
      faces[card.front] = Asset{"image/png", std::make_shared<const std::string>(drawn[i]->front_png)};
      faces[card.back] = Asset{"image/png", std::make_shared<const std::string>(drawn[i]->back_png)};
      continue;
    }
    if (before == previous.end() || before->second->front.empty()) continue;  // never drawn yet
    // Not drawn now (it has errors, or a partial rebuild has not reached it yet): its faces of the
    // last build, marked stale; a partial rebuild shows the card as it was then, caption too.
    if (partial) card = *before->second;
    card.front = before->second->front;
    card.back = before->second->back;
    card.stale = true;
    for (const std::string& name : {card.front, card.back})
      if (auto kept = last_faces_.find(name); kept != last_faces_.end()) faces[name] = kept->second;
  }
  return faces;
}

std::size_t PreviewBuilder::draw_cards(const CardSet& set, const fs::path& home, const std::vector<std::string>& keys,
                                       std::vector<std::shared_ptr<const DrawnFaces>>& drawn,
                                       std::vector<CardPreview>& cards, Diagnostics& general,
                                       const std::function<void()>& drew_one) {
  std::vector<const Card*> missing;  // the cards the cache does not have
  for (std::size_t i = 0; i < set.cards.size(); ++i)
    if (!(drawn[i] = cache_.find(keys[i]))) missing.push_back(&set.cards[i]);

  // Binding every card comes first. When cards are missing, the preflight pass binds them all on
  // its way; only when that finds errors is the set without the cards in error prepared again,
  // so one card's error stops only that card.
  std::map<std::string, std::vector<Diagnostic>> by_card;
  std::optional<CardSet> drawable;         // outlives `prepared`, which refers to it
  std::unique_ptr<PreparedSet> prepared;
  std::vector<const Card*> chosen;
  Diagnostics problems, warnings;
  if (missing.empty()) {
    PreparedSet bound(set, home, PrepareOptions{"", PrepareStage::bindings, {}}, problems, warnings);
  } else {
    prepared = std::make_unique<PreparedSet>(set, home, PrepareOptions{"", PrepareStage::preflight, missing}, problems,
                                             warnings);
    chosen = missing;
  }
  if (!prepared || !prepared->reached(PrepareStage::bindings)) {
    split_by_card(problems, set, by_card, general);
    problems.clear();
    prepared.reset();
    chosen.clear();
    if (!missing.empty() && !general.has_errors()) {
      drawable = set;
      std::erase_if(drawable->cards, [&](const Card& card) { return any_error(by_card[card.id]); });
      for (const auto& card : drawable->cards)
        if (std::find_if(missing.begin(), missing.end(), [&](const Card* m) { return m->id == card.id; }) != missing.end())
          chosen.push_back(&card);
      if (!chosen.empty())
        prepared = std::make_unique<PreparedSet>(*drawable, home, PrepareOptions{"", PrepareStage::preflight, chosen},
                                                 problems, warnings);
    }
  }
  general.append(warnings);
  for (std::size_t i = 0; i < set.cards.size(); ++i)
    if (any_error(by_card[set.cards[i].id])) drawn[i] = nullptr;

  // The preflight's findings: a card's own stop only that card; others stop every card.
  std::size_t count = 0;
  if (prepared) {
    std::map<std::string, std::vector<Diagnostic>> found;
    Diagnostics preflight_general;
    split_by_card(problems, set, found, preflight_general);
    general.append(preflight_general);
    if (prepared->reached(PrepareStage::bindings) && !preflight_general.has_errors()) {
      for (const Card* card : chosen) {
        if (stop_ && *stop_) break;
        std::vector<Diagnostic>& own = found[card->id];
        if (any_error(own)) continue;
        Diagnostics drawing;
        auto faces = std::make_shared<DrawnFaces>();
        try {
          ProofImage front = render_proof_face(prepared->renderer(), set.card, *card, Face::front, dpi_, false, drawing);
          ProofImage back = render_proof_face(prepared->renderer(), set.card, *card, Face::back, dpi_, false, drawing);
          faces->front_png = encode_png(front.get(), dpi_);
          faces->back_png = encode_png(back.get(), dpi_);
        } catch (const std::exception& failure) {
          own.push_back(error_diagnostic(card->where, std::string("cannot draw the card: ") + failure.what(),
                                         "see the card's other messages", card->id));
          continue;
        }
        faces->diagnostics = own;
        for (const auto& diagnostic : drawing.items()) faces->diagnostics.push_back(diagnostic);
        faces->card_at = card->where;
        own.clear();
        const std::size_t index = static_cast<std::size_t>(set.find_card(card->id) - set.cards.data());
        cache_.store(keys[index], faces);
        drawn[index] = faces;
        ++count;
        drew_one();
      }
    }
    for (auto& [id, own] : found) by_card[id].insert(by_card[id].end(), own.begin(), own.end());
  }
  for (std::size_t i = 0; i < set.cards.size(); ++i) {
    const auto& own = by_card[set.cards[i].id];
    cards[i].problems.insert(cards[i].problems.end(), own.begin(), own.end());
  }
  return count;
}

}  // namespace dw
