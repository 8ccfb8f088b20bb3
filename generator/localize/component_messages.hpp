// component_messages: the translatable text of trackers (title, subtitle, note, labels of special
// spaces, pip group labels and the painter's own captions "start", "tens", "units") and player
// aids (title, subtitle, note, and every section's heading, paragraph, list items and table
// cells): extracted as PO template entries and put back translated into the loaded specs.
#pragma once

#include <functional>

#include <filesystem>
#include <vector>

#include "i18n/pot_writer.hpp"
#include "i18n/translator.hpp"
#include "trackers/aid_spec.hpp"
#include "trackers/tracker_spec.hpp"

namespace dw {

std::vector<PotEntry> extract_tracker_messages(const std::vector<TrackerSpec>& trackers, const CardSet& set,
                                               const std::filesystem::path& home);
std::vector<PotEntry> extract_aid_messages(const std::vector<AidSpec>& aids, const CardSet& set,
                                           const std::filesystem::path& home);

void localize_trackers(std::vector<TrackerSpec>& trackers, Translator& translator);

// Every printed string of a tracker or an aid: its message context, its text, where it was
// declared and what it is ("Tracker 'health', title"), for checks over the printed words.
using ComponentTextVisit = std::function<void(const std::string& context, const std::string& text,
                                              const SourcePos& where, const std::string& description)>;
void for_each_tracker_text(const TrackerSpec& tracker, const ComponentTextVisit& visit);
void for_each_aid_text(const AidSpec& aid, const ComponentTextVisit& visit);
void localize_aids(std::vector<AidSpec>& aids, Translator& translator);

}  // namespace dw
