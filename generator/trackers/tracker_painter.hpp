// tracker_painter: draws one player's copy of a tracker into a box (a card or a band of a page):
// the framed background, title and subtitle, then the track's numbered spaces (start marked,
// special spaces labelled), the pip groups, or the counter's dials or rows; a small note at the
// foot. plan_track is the geometry both the painter and the size check use.
#pragma once

#include <cairo.h>

#include "model/diagnostic.hpp"
#include "render/rich_layout.hpp"
#include "trackers/track_geometry.hpp"
#include "trackers/tracker_spec.hpp"

namespace dw {

struct TextArea {
  double x = 0, y = 0, width = 0, height = 0;
};

struct TrackPlan {
  std::vector<SpaceRect> spaces;
  TextArea title;  // where the title, subtitle and note go
};

// The frame margin inside a component's edge (cutting tolerance).
double component_margin(double width, double height);

TrackPlan plan_track(const TrackerSpec& t, double width, double height);

// The smallest space a token needs, in pt: a cube 10 mm, a paper clip 5.5 mm.
double min_space(TrackToken token);

// The side of a counter's row cell when the tracker fills `width` x `height`.
double counter_row_cell(double width, double height);

// Reports spaces too small for the token (tracks) or for a cube (counter rows) when the tracker
// fills `width` x `height`.
void check_tracker_fits(const TrackerSpec& t, double width, double height, Diagnostics& out);

void paint_tracker(cairo_t* cr, const TrackerSpec& t, int player, double width, double height, RichLayoutEngine& text);

}  // namespace dw
