#pragma once
// Places point labels so that they overlap neither each other nor the plotted markers: each
// label, most important first, takes the nearest free spot on rings around its point. A label
// pushed away from its point gets a leader line; one that finds no free spot is hidden (its
// point still has a tooltip, its GPU a table row). Pure geometry in the caller's units (px in the
// window's power-vs-ITL chart, pt in the reports' chart), so it needs no widget and no plot and
// can be tested without either. In namespace wattgpu: shared by the report library and ui/.
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <vector>

namespace wattgpu {

struct LabelSpec {
    QPointF anchor;   // the point being labelled, px
    QSizeF size;      // the label's box including padding, px
    int priority = 0; // higher is placed first
};

struct PlacedLabel {
    QRectF rect; // px; meaningful when visible
    bool visible = false;
    bool needsLeader = false;
};

struct LabelPlacerOptions {
    QRectF bounds;             // labels stay inside (the axis rect)
    double gap = 5.0;          // px between a point and its label
    double maxDistance = 140;  // px: farthest a label may move from its point
    double leaderFrom = 14.0;  // px: draw a leader line beyond this distance
    std::vector<QRectF> taken; // px: boxes already drawn (e.g. the SLA label) no label may touch
    // When no spot within maxDistance is clear of markers: true takes the best spot that covers
    // one, false hides the label.
    bool coverMarkers = true;
};

std::vector<PlacedLabel> placeLabels(const std::vector<LabelSpec>& labels, const std::vector<QRectF>& obstacles,
                                     const LabelPlacerOptions& options);

// Number of pairs of visible labels whose rectangles intersect (0 when the placement worked).
int countOverlaps(const std::vector<QRectF>& rects);

// Labels a placement left hidden, and pairs of drawn leader lines that cross.
int hiddenLabels(const std::vector<PlacedLabel>& placed);
int leaderCrossings(const std::vector<LabelSpec>& labels, const std::vector<PlacedLabel>& placed);

// The end of a label's leader line on its box: the box's point nearest the anchor.
QPointF leaderEnd(const QPointF& anchor, const QRectF& rect);

} // namespace wattgpu
