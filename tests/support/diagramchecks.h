#pragma once

// Switchless and full-mesh designs for the drawing's tests, and the checks
// that a user's eye makes on them: a direct cable runs round the cards, not
// through a card or past another adapter's handle, and apart from the others.
// The exported diagram's and the canvas's paths go through the same checks.

#include "model/design.h"
#include "model/objectowners.h"

#include <QLineF>
#include <QPolygonF>
#include <QRectF>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <map>

namespace hvnet::testdiagram {

// How far apart two direct cables' parallel runs are at least, and how far a
// cable keeps from a handle it does not end at.
constexpr qreal parallelGap = 10;
constexpr qreal handleGap = 6;

// The switchless starter with a third server, cabled straight to both others
// (a three-node full mesh): N1's second storage port to N3, N2's to N3, N3's
// two 10 GbE ports to the switches; N3 right of N2 on the same row.
inline Design threeNodeMesh(Design design)
{
    const auto renamed = [](const QString &id) {
        return id.startsWith(QLatin1String("n2-")) ? QStringLiteral("n3-") + id.mid(3) : id;
    };
    Node n3 = design.nodes.at(1);
    n3.id = QStringLiteral("n3");
    n3.name = QStringLiteral("S2D-N03");
    for (Adapter &a : n3.adapters)
        a.id = renamed(a.id);
    for (VSwitch &v : n3.vswitches) {
        v.id = renamed(v.id);
        for (QString &u : v.uplinks)
            u = renamed(u);
    }
    for (Interface &i : n3.interfaces) {
        i.id = renamed(i.id);
        i.attach.target = renamed(i.attach.target);
        i.attach.teamMapping = renamed(i.attach.teamMapping);
        if (i.address.endsWith(QLatin1String(".12")))
            i.address = i.address.chopped(3) + QStringLiteral(".13");
    }
    design.nodes.push_back(n3);
    design.clusters.front().members << QStringLiteral("n3");
    for (Switch &sw : design.switches)
        sw.ports.push_back({sw.id + QStringLiteral("-ethernet1-1-3"), QStringLiteral("ethernet1/1/3"), 10, {}, {}, {}});
    std::erase_if(design.links, [](const Link &l) { return l.a == QLatin1String("n1-s2"); });
    design.links.push_back({QStringLiteral("l6"), QStringLiteral("n1-s2"), QStringLiteral("n3-s1"), LinkKind::Cable});
    design.links.push_back({QStringLiteral("l8"), QStringLiteral("n2-s2"), QStringLiteral("n3-s2"), LinkKind::Cable});
    design.links.push_back(
        {QStringLiteral("l9"), QStringLiteral("n3-nic1"), QStringLiteral("sw-a-ethernet1-1-3"), LinkKind::Cable});
    design.links.push_back(
        {QStringLiteral("l10"), QStringLiteral("n3-nic2"), QStringLiteral("sw-b-ethernet1-1-3"), LinkKind::Cable});
    design.layout[QStringLiteral("n3")] = Point{1040, 0};
    return design;
}

// What is wrong with the drawn direct cables (server to server), one line
// each; empty when they are drawn clearly. paths: each drawn cable by link id;
// cards: each card by node or switch id; handles: each adapter's handle.
inline QStringList directCableProblems(const Design &design, const std::map<QString, QPolygonF> &paths,
    const std::map<QString, QRectF> &cards, const std::map<QString, QPointF> &handles)
{
    const ObjectOwners owners(design);
    QStringList problems;
    std::vector<std::pair<QString, QLineF>> runs; // of every direct cable
    for (const Link &link : design.links) {
        if (owners.nodeOf(link.a).isEmpty() || owners.nodeOf(link.b).isEmpty())
            continue;
        const auto path = paths.find(link.id);
        if (path == paths.end() || path->second.size() < 2) {
            problems << QStringLiteral("%1 is not drawn").arg(link.id);
            continue;
        }
        const QPolygonF &p = path->second;
        if (QLineF(p.front(), handles.at(link.a)).length() > 0.5 || QLineF(p.back(), handles.at(link.b)).length() > 0.5)
            problems << QStringLiteral("%1 does not run from %2 to %3").arg(link.id, link.a, link.b);
        for (int i = 1; i < p.size(); ++i) {
            const QLineF run(p[i - 1], p[i]);
            if (run.length() < 0.01)
                continue;
            runs.emplace_back(link.id, run);
            // Through a card: sampled along the run, strictly inside.
            const int steps = std::max(2, int(run.length()));
            for (const auto &[id, card] : cards) {
                const QRectF inside = card.adjusted(1, 1, -1, -1);
                for (int s = 0; s <= steps; ++s)
                    if (inside.contains(run.pointAt(qreal(s) / steps))) {
                        problems << QStringLiteral("%1 runs across card %2").arg(link.id, id);
                        break;
                    }
            }
            // Past a handle it does not end at.
            for (const auto &[adapter, handle] : handles) {
                if (adapter == link.a || adapter == link.b)
                    continue;
                const QPointF d = run.p2() - run.p1();
                const qreal t = std::clamp(QPointF::dotProduct(handle - run.p1(), d) / QPointF::dotProduct(d, d), 0.0, 1.0);
                if (QLineF(run.pointAt(t), handle).length() < handleGap)
                    problems << QStringLiteral("%1 runs through adapter %2").arg(link.id, adapter);
            }
        }
    }
    // Parallel runs of two cables: apart where they lie side by side.
    for (std::size_t i = 0; i < runs.size(); ++i)
        for (std::size_t j = i + 1; j < runs.size(); ++j) {
            const auto &[idA, r] = runs[i];
            const auto &[idB, s] = runs[j];
            if (idA == idB)
                continue;
            const bool rFlat = std::abs(r.dy()) < 0.01, sFlat = std::abs(s.dy()) < 0.01;
            const bool rUpright = std::abs(r.dx()) < 0.01, sUpright = std::abs(s.dx()) < 0.01;
            const auto overlap = [](qreal a1, qreal a2, qreal b1, qreal b2) {
                return std::min(std::max(a1, a2), std::max(b1, b2)) - std::max(std::min(a1, a2), std::min(b1, b2));
            };
            if (rFlat && sFlat && overlap(r.x1(), r.x2(), s.x1(), s.x2()) > 0
                && std::abs(r.y1() - s.y1()) < parallelGap)
                problems << QStringLiteral("%1 and %2 run side by side %3 px apart")
                                .arg(idA, idB)
                                .arg(std::abs(r.y1() - s.y1()));
            else if (rUpright && sUpright && overlap(r.y1(), r.y2(), s.y1(), s.y2()) > 0
                && std::abs(r.x1() - s.x1()) < parallelGap)
                problems << QStringLiteral("%1 and %2 run side by side %3 px apart")
                                .arg(idA, idB)
                                .arg(std::abs(r.x1() - s.x1()));
            else if (!rFlat && !rUpright && !sFlat && !sUpright) {
                // Two slanted (straight) cables on one line.
                if (std::abs(r.angleTo(s)) < 1 || std::abs(r.angleTo(s) - 180) < 1 || std::abs(r.angleTo(s) - 360) < 1) {
                    const QPointF d = r.p2() - r.p1();
                    const qreal dist = std::abs(d.x() * (s.y1() - r.y1()) - d.y() * (s.x1() - r.x1())) / r.length();
                    if (dist < parallelGap)
                        problems << QStringLiteral("%1 and %2 lie on each other").arg(idA, idB);
                }
            }
        }
    return problems;
}

} // namespace hvnet::testdiagram
