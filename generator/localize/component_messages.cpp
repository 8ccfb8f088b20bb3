// component_messages: one walk over the specs' strings serves extraction and localisation.
#include "localize/component_messages.hpp"

#include "localize/card_messages.hpp"
#include "i18n/message_keys.hpp"
#include "i18n/text_tokens.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

// Calls visit(context, text, where, description) for every translatable string of a tracker.
template <typename Spec, typename Visit>
void walk_tracker(Spec& t, Visit&& visit) {
  auto& c = t.component;
  const std::string what = "Tracker '" + c.id + "'";
  visit(tracker_context(c.id, "title"), c.title, c.where, what + ", title");
  visit(tracker_context(c.id, "subtitle"), c.subtitle, c.where, what + ", subtitle");
  visit(tracker_context(c.id, "note"), c.note, c.where, what + ", the small print at its foot");
  if (t.kind == TrackerKind::track) {
    visit(tracker_context(c.id, "start"), t.start_caption, c.where, what + ", caption under the start space (a few letters)");
    for (auto& label : t.labels)
      visit(tracker_context(c.id, "label:" + std::to_string(label.value)), label.text, label.where,
            what + ", caption under space " + std::to_string(label.value) + " (a few letters)");
  }
  for (std::size_t g = 0; g < t.groups.size(); ++g)
    visit(tracker_context(c.id, "group:" + std::to_string(g + 1)), t.groups[g].label, c.where,
          what + ", label of pip group " + std::to_string(g + 1));
  if (t.kind == TrackerKind::counter) {
    visit(tracker_context(c.id, "tens"), t.tens_caption, c.where, what + ", label of the tens dial or row");
    visit(tracker_context(c.id, "units"), t.units_caption, c.where, what + ", label of the units dial or row");
  }
}

template <typename Spec, typename Visit>
void walk_aid(Spec& a, Visit&& visit) {
  auto& c = a.component;
  const std::string stem = fs::path(a.file).stem().string();
  const std::string what = "Player aid '" + c.id + "'";
  visit(aid_context(stem, "title"), c.title, c.where, what + ", title");
  visit(aid_context(stem, "subtitle"), c.subtitle, c.where, what + ", subtitle");
  visit(aid_context(stem, "note"), c.note, c.where, what + ", the small print at its foot");
  for (std::size_t s = 0; s < a.sections.size(); ++s) {
    auto& section = a.sections[s];
    const std::string n = std::to_string(s + 1);
    const std::string in = what + ", section " + n;
    visit(aid_context(stem, n + ":heading"), section.heading, section.where, in + ", heading");
    visit(aid_context(stem, n + ":text"), section.text, section.where, in + ", paragraph");
    for (std::size_t i = 0; i < section.items.size(); ++i)
      visit(aid_context(stem, n + ":" + std::to_string(i + 1)), section.items[i], section.where,
            in + ", list item " + std::to_string(i + 1));
    for (std::size_t r = 0; r < section.rows.size(); ++r)
      for (std::size_t col = 0; col < section.rows[r].size(); ++col)
        visit(aid_context(stem, n + ":" + std::to_string(r) + "," + std::to_string(col)), section.rows[r][col],
              section.where,
              in + ", table " + (r == 0 && section.header ? std::string("header") : "row " + std::to_string(r)) +
                  ", column " + std::to_string(col + 1));
  }
}

struct Collector {
  const CardSet& set;
  const fs::path& home;
  std::vector<PotEntry>& out;
  const char* fit_note;
  void operator()(const std::string& context, const std::string& text, const SourcePos& where,
                  const std::string& description) const {
    if (!has_words(text)) return;
    PotEntry e;
    e.context = context;
    e.msgid = text;
    e.comments.push_back(description);
    e.comments.push_back(fit_note);
    add_token_comments(text, text.find("{player}") != std::string::npos, e.comments);
    e.references.push_back(SourcePos{reference_path(where.file, set.dir, home), where.line, 0});
    out.push_back(std::move(e));
  }
};

}  // namespace

std::vector<PotEntry> extract_tracker_messages(const std::vector<TrackerSpec>& trackers, const CardSet& set,
                                               const fs::path& home) {
  std::vector<PotEntry> out;
  Collector collect{set, home, out, "Text on a tracker shrinks to its space; keep captions short"};
  for (const auto& t : trackers) walk_tracker(t, collect);
  return out;
}

std::vector<PotEntry> extract_aid_messages(const std::vector<AidSpec>& aids, const CardSet& set, const fs::path& home) {
  std::vector<PotEntry> out;
  Collector collect{set, home, out, "The whole aid is scaled (130 % down to 40 %) to fit its card or page"};
  for (const auto& a : aids) walk_aid(a, collect);
  return out;
}

void localize_trackers(std::vector<TrackerSpec>& trackers, Translator& translator) {
  for (auto& t : trackers)
    walk_tracker(t, [&](const std::string& context, std::string& text, const SourcePos&, const std::string&) {
      if (has_words(text)) text = translator.translate(context, text);
    });
}

void localize_aids(std::vector<AidSpec>& aids, Translator& translator) {
  for (auto& a : aids)
    walk_aid(a, [&](const std::string& context, std::string& text, const SourcePos&, const std::string&) {
      if (has_words(text)) text = translator.translate(context, text);
    });
}

void for_each_tracker_text(const TrackerSpec& tracker, const ComponentTextVisit& visit) { walk_tracker(tracker, visit); }

void for_each_aid_text(const AidSpec& aid, const ComponentTextVisit& visit) { walk_aid(aid, visit); }

}  // namespace dw
