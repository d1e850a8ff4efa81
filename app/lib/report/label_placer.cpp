#include "app/lib/report/label_placer.h"

#include <QLineF>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <numeric>
#include <optional>

namespace wattgpu {

namespace {

// Distance from a point to the nearest point of a rectangle.
double distanceTo(const QPointF& p, const QRectF& r)
{
    const double dx = std::max({r.left() - p.x(), 0.0, p.x() - r.right()});
    const double dy = std::max({r.top() - p.y(), 0.0, p.y() - r.bottom()});
    return std::hypot(dx, dy);
}

void untangle(const std::vector<LabelSpec>& labels, const std::vector<QRectF>& obstacles, const LabelPlacerOptions& opt,
              std::vector<PlacedLabel>& out);

} // namespace

QPointF leaderEnd(const QPointF& anchor, const QRectF& rect)
{
    return {std::clamp(anchor.x(), rect.left(), rect.right()), std::clamp(anchor.y(), rect.top(), rect.bottom())};
}

std::vector<PlacedLabel> placeLabels(const std::vector<LabelSpec>& labels, const std::vector<QRectF>& obstacles,
                                     const LabelPlacerOptions& opt)
{
    std::vector<PlacedLabel> out(labels.size());
    std::vector<std::size_t> order(labels.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (labels[a].priority != labels[b].priority)
            return labels[a].priority > labels[b].priority;
        return labels[a].anchor.x() < labels[b].anchor.x();
    });

    // Directions tried on each ring, in order of preference: right, left, above, below, then
    // diagonals and in-betweens. Reading order favours labels to the right of their point.
    static const double kAngles[] = {0, 180, -90, 90, -35, 35, -145, 145, -60, 60, -120, 120, -15, 15, -165, 165};
    static const auto kDirections = [] {
        std::array<QPointF, std::size(kAngles)> d;
        for (std::size_t i = 0; i < d.size(); ++i)
            d[i] = QPointF(std::cos(kAngles[i] * std::numbers::pi / 180.0),
                           std::sin(kAngles[i] * std::numbers::pi / 180.0));
        return d;
    }();
    // The clash and overlap tests run for every candidate spot of every label, so they work on
    // plain edges: QRectF's tests normalise both rectangles on each call. Same strict tests as
    // QRectF::intersects and ::intersected for the positive sizes used here; empty boxes touch
    // nothing, as there.
    struct Box {
        double l, t, r, b;
        bool intersects(const Box& o) const { return l < o.r && o.l < r && t < o.b && o.t < b; }
        double overlapArea(const Box& o) const
        {
            const double w = std::min(r, o.r) - std::max(l, o.l);
            const double h = std::min(b, o.b) - std::max(t, o.t);
            return w > 0 && h > 0 ? w * h : 0.0;
        }
    };
    auto boxOf = [](const QRectF& q) {
        const QRectF n = q.normalized();
        return Box{n.left(), n.top(), n.right(), n.bottom()};
    };
    auto usable = [](const QRectF& q) { return q.width() != 0 && q.height() != 0; };
    std::vector<Box> placed;
    placed.reserve(labels.size() + opt.taken.size());
    for (const QRectF& t : opt.taken)
        if (usable(t))
            placed.push_back(boxOf(t));
    std::vector<Box> markers;
    markers.reserve(obstacles.size());
    for (const QRectF& o : obstacles)
        if (usable(o))
            markers.push_back(boxOf(o));
    const bool bounded = !opt.bounds.isNull();
    const Box bounds = bounded ? boxOf(opt.bounds) : Box{};
    std::vector<Box> nearPlaced, nearObstacles;

    for (std::size_t idx : order) {
        const LabelSpec& l = labels[idx];
        const double w = l.size.width();
        const double h = l.size.height();
        if (!(w > 0 && h > 0))
            continue; // nothing to show
        // Only what a candidate can touch: labels and markers within the farthest ring's reach.
        const double reach = opt.maxDistance + opt.gap + w + h;
        const Box around{l.anchor.x() - reach, l.anchor.y() - reach, l.anchor.x() + reach, l.anchor.y() + reach};
        nearPlaced.clear();
        nearObstacles.clear();
        for (const Box& p : placed)
            if (p.intersects(around))
                nearPlaced.push_back(p);
        for (const Box& o : markers)
            if (o.intersects(around))
                nearObstacles.push_back(o);
        bool found = false;
        Box best{};
        Box fallback{}; // covers a marker, used only when nothing better exists
        bool haveFallback = false;
        for (double ring = 0; ring <= opt.maxDistance && !found; ring += (ring < 12 ? 4 : ring < 40 ? 8 : 14)) {
            double bestCost = 1e18;
            for (const QPointF& dir : kDirections) {
                const double c = dir.x();
                const double s = dir.y();
                // Ellipse-shaped offset: the box's nearest edge ends up ~gap+ring from the point.
                const double cx = l.anchor.x() + c * (w / 2 + opt.gap + ring);
                const double cy = l.anchor.y() + s * (h / 2 + opt.gap + ring);
                const Box r{cx - w / 2, cy - h / 2, cx - w / 2 + w, cy - h / 2 + h};
                if (bounded && (r.l < bounds.l || r.r > bounds.r || r.t < bounds.t || r.b > bounds.b))
                    continue;
                bool clash = false;
                for (const Box& p : nearPlaced)
                    if (p.intersects(r)) {
                        clash = true;
                        break;
                    }
                if (clash)
                    continue;
                const double dx = std::max({r.l - l.anchor.x(), 0.0, l.anchor.x() - r.r});
                const double dy = std::max({r.t - l.anchor.y(), 0.0, l.anchor.y() - r.b});
                double cost = std::hypot(dx, dy);
                for (const Box& o : nearObstacles)
                    cost += o.overlapArea(r) * 4.0;
                if (cost < bestCost) {
                    bestCost = cost;
                    best = r;
                }
            }
            // Accept the ring when its best spot covers no marker; otherwise look further out.
            if (bestCost < 1e17) {
                bool coversMarker = false;
                for (const Box& o : nearObstacles)
                    if (o.intersects(best)) {
                        coversMarker = true;
                        break;
                    }
                if (!coversMarker)
                    found = true;
                else if (!haveFallback) {
                    fallback = best;
                    haveFallback = true;
                }
            }
        }
        if (!found && haveFallback && opt.coverMarkers) {
            best = fallback;
            found = true;
        }
        if (found) {
            const QRectF rect(best.l, best.t, w, h);
            out[idx].rect = rect;
            out[idx].visible = true;
            out[idx].needsLeader = distanceTo(l.anchor, rect) > opt.leaderFrom;
            placed.push_back(best);
        }
    }
    untangle(labels, obstacles, opt, out);
    return out;
}

namespace {

void untangle(const std::vector<LabelSpec>& labels, const std::vector<QRectF>& obstacles, const LabelPlacerOptions& opt,
              std::vector<PlacedLabel>& out)
{
    // Two leaders that cross swap their labels' spots when both labels fit in the other's: the
    // swap removes the crossing and shortens the two leaders together (the triangle inequality),
    // so the passes end. Dense clusters of small models were a tangle of crossing leaders.
    auto leaderOf = [&](std::size_t i) { return QLineF(labels[i].anchor, leaderEnd(labels[i].anchor, out[i].rect)); };
    auto centredAt = [](const QSizeF& size, const QPointF& c) {
        return QRectF(c.x() - size.width() / 2, c.y() - size.height() / 2, size.width(), size.height());
    };
    auto markersCovered = [&](const QRectF& r) {
        return std::count_if(obstacles.begin(), obstacles.end(), [&r](const QRectF& o) { return o.intersects(r); });
    };
    auto fits = [&](const QRectF& r, std::size_t a, std::size_t b) {
        if (!opt.bounds.isNull() && !opt.bounds.contains(r))
            return false;
        for (const QRectF& t : opt.taken)
            if (t.intersects(r))
                return false;
        for (std::size_t k = 0; k < out.size(); ++k)
            if (k != a && k != b && out[k].visible && out[k].rect.intersects(r))
                return false;
        return true;
    };
    for (int pass = 0; pass < 6; ++pass) {
        bool changed = false;
        for (std::size_t i = 0; i < out.size(); ++i) {
            if (!out[i].visible || !out[i].needsLeader)
                continue;
            for (std::size_t j = i + 1; j < out.size(); ++j) {
                if (!out[j].visible || !out[j].needsLeader
                    || leaderOf(i).intersects(leaderOf(j), nullptr) != QLineF::BoundedIntersection)
                    continue;
                // Each label takes the other's spot centred on it, or flush with its left or its
                // right edge (labels of different widths in a tight column fit only that way).
                std::optional<std::pair<QRectF, QRectF>> swapped;
                for (int align = 0; align < 3 && !swapped; ++align) {
                    auto at = [&](const QSizeF& size, const QRectF& spot) {
                        QRectF r = centredAt(size, spot.center());
                        if (align == 1)
                            r.moveLeft(spot.left());
                        else if (align == 2)
                            r.moveRight(spot.right());
                        return r;
                    };
                    const QRectF ri = at(labels[i].size, out[j].rect), rj = at(labels[j].size, out[i].rect);
                    if (!ri.intersects(rj) && fits(ri, i, j) && fits(rj, i, j)
                        && markersCovered(ri) + markersCovered(rj)
                            <= markersCovered(out[i].rect) + markersCovered(out[j].rect))
                        swapped = std::make_pair(ri, rj);
                }
                if (!swapped)
                    continue;
                const auto& [ri, rj] = *swapped;
                out[i].rect = ri;
                out[j].rect = rj;
                out[i].needsLeader = distanceTo(labels[i].anchor, ri) > opt.leaderFrom;
                out[j].needsLeader = distanceTo(labels[j].anchor, rj) > opt.leaderFrom;
                changed = true;
                if (!out[i].needsLeader)
                    break;
            }
        }
        if (!changed)
            break;
    }
}

} // namespace

int hiddenLabels(const std::vector<PlacedLabel>& placed)
{
    return int(std::count_if(placed.begin(), placed.end(), [](const PlacedLabel& p) { return !p.visible; }));
}

int leaderCrossings(const std::vector<LabelSpec>& labels, const std::vector<PlacedLabel>& placed)
{
    std::vector<QLineF> leaders;
    for (std::size_t i = 0; i < placed.size() && i < labels.size(); ++i)
        if (placed[i].visible && placed[i].needsLeader)
            leaders.emplace_back(labels[i].anchor, leaderEnd(labels[i].anchor, placed[i].rect));
    int n = 0;
    for (std::size_t i = 0; i < leaders.size(); ++i)
        for (std::size_t j = i + 1; j < leaders.size(); ++j)
            n += leaders[i].intersects(leaders[j], nullptr) == QLineF::BoundedIntersection;
    return n;
}

int countOverlaps(const std::vector<QRectF>& rects)
{
    int n = 0;
    for (std::size_t i = 0; i < rects.size(); ++i)
        for (std::size_t j = i + 1; j < rects.size(); ++j)
            if (rects[i].intersects(rects[j]))
                ++n;
    return n;
}

} // namespace wattgpu
