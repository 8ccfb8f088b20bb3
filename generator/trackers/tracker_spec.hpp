// tracker_spec: the trackers a card set declares in set.toml as [[tracker]] tables:
// - kind = "track": numbered spaces from `from` to `to` laid out in a line, a serpentine or
//   around the edge of the component, the `start` space marked, labelled special spaces
//   ([[tracker.label]] value/text), spaces sized for a paper clip or a cube (`token`);
// - kind = "pips": groups of circles or boxes to tick ([[tracker.group]] label/count/shape);
// - kind = "counter": two dials, or two rows of 0-9, for the tens and the units of a value up to 99.
// Loading checks every key and value with file:line:col; track_geometry checks the space sizes.
#pragma once

#include <string>
#include <vector>

#include "model/card_set.hpp"
#include "trackers/component_spec.hpp"

namespace dw {

enum class TrackerKind { track, pips, counter };
enum class TrackLayout { line, serpentine, around };
enum class TrackToken { clip, cube };
enum class PipShape { circle, box };
enum class CounterStyle { dials, rows };

struct TrackLabel {
  int value = 0;
  std::string text;
  SourcePos where;
};

struct PipGroup {
  std::string label;
  int count = 1;
  PipShape shape = PipShape::circle;
};

struct TrackerSpec {
  ComponentSpec component;
  TrackerKind kind = TrackerKind::track;
  // track
  int from = 1, to = 10, start = 1;
  TrackLayout layout = TrackLayout::line;
  int columns = 0;  // spaces per row for line and serpentine (0: as many as fit)
  TrackToken token = TrackToken::cube;
  std::vector<TrackLabel> labels;
  // pips
  std::vector<PipGroup> groups;
  // counter
  int max = 99;
  CounterStyle counter_style = CounterStyle::dials;
  // Words the painter prints (translated with the set's other text).
  std::string start_caption = "start";  // under the start space of a track
  std::string tens_caption = "tens";    // counter dials or rows
  std::string units_caption = "units";

  int spaces() const { return (from > to ? from - to : to - from) + 1; }
  // The value of the i-th space from the start of the track.
  int value_at(int i) const { return from > to ? from - i : from + i; }
};

// Every [[tracker]] of set.toml, after the trackers of the sets it builds on (a [[tracker]] with an
// inherited id replaces that one; `remove_trackers = [ids]` drops inherited ones); errors go to `out`.
std::vector<TrackerSpec> load_trackers(const CardSet& set, Diagnostics& out);

}  // namespace dw
