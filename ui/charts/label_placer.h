#pragma once
// Places point labels so that they overlap neither each other nor the plotted markers: each
// label, most important first, takes the nearest free spot on rings around its point. A label
// pushed away from its point gets a leader line; one that finds no free spot is hidden (its
// point still has a tooltip). Pure geometry in pixels, so it can be tested without a plot.
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <vector>

namespace wattgpu::ui {

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
};

std::vector<PlacedLabel> placeLabels(const std::vector<LabelSpec>& labels, const std::vector<QRectF>& obstacles,
                                     const LabelPlacerOptions& options);

// Number of pairs of visible labels whose rectangles intersect (0 when the placement worked).
int countOverlaps(const std::vector<QRectF>& rects);

// The end of a label's leader line on its box: the box's point nearest the anchor.
QPointF leaderEnd(const QPointF& anchor, const QRectF& rect);

} // namespace wattgpu::ui
