#pragma once
// One prediction per run shape. A point's prediction depends on how its run was set up (model,
// GPUs, TP, lengths, concurrency, format, engine...) and on which quantity the file measured,
// never on the measured value itself: a file of repeated runs or a sweep measured many times
// holds far fewer shapes than points, and `accuracy`, `fit` and the validation predict each
// shape once. Answers are the same as predicting every point (comparePoint).
#include "core/measurements/accuracy.h"

#include <string>
#include <unordered_map>

namespace sil {

// Everything of a point, its setup and the asked engine that comparePoint's prediction reads,
// and nothing it measured; equal keys, equal predictions under one catalog. Collective points
// are not keyed (their prediction is cheap): "".
std::string runShapeKey(const std::string& systemId, const MeasuredPoint& point,
                        const PointSetup& setup, const std::string& engineOverride = {});

// comparePoint's prediction of `point`'s shape, its measured value not yet compared with it.
PointComparison predictShape(const Catalog& catalog, const System& system,
                             const MeasuredPoint& point, const PointSetup& setup,
                             const Assumptions& assumptions, const std::string& engineOverride);

// A shape's prediction compared with `point`'s own measured value, as comparePoint does.
PointComparison compareWithShape(PointComparison shape, const MeasuredPoint& point,
                                 const PointSetup& setup);

// comparePoint with each run shape predicted once. Valid for one catalog and one set of
// assumptions: make a new one when either changes.
class ShapePredictions {
public:
    PointComparison compare(const Catalog& catalog, const System& system,
                            const MeasuredPoint& point, const PointSetup& setup,
                            const Assumptions& assumptions, const std::string& engineOverride = {});
    std::size_t shapes() const { return byShape_.size(); }

private:
    std::unordered_map<std::string, PointComparison> byShape_;
};

} // namespace sil
