#pragma once
// What the Plan tab plans for, as a value: everything its controls set except how the answer
// is drawn (the view, the whiskers), and its round trip through the page state that settings
// and chart exports carry (keys: model, weights, demand, demand_value, prompt, output,
// cached_share, ttft_s, ttft_p90_s, min_tokens_per_user, peak_to_average, layout).
#include "core/serving/planner.h"

#include <QString>
#include <QVariantMap>

namespace sil::ui {

inline constexpr double kDefaultRequestsPerMinute = 50000;
inline constexpr double kDefaultFacilityMw = 20;

// Edited through SetPlanInputCommand, one undo step per field.
struct PlanInputs {
    QString model;          // catalog model id
    QString demandKind;     // "rpm": requests a minute; "mw": a facility budget
    double demand = 0;      // requests a minute, or MW
    TrafficProfile traffic; // lengths, cached share, service level, peak factor
    QString weights;        // "bf16", "fp8", "fp4"
    LayoutChoiceKind layout = LayoutChoiceKind::Best;
    bool operator==(const PlanInputs& o) const;

    QVariantMap toState() const;
    // `state` over these inputs: a key it lacks keeps this value; a demand kind without a
    // demand value takes that kind's default. Unchecked against the catalog: the page keeps
    // only models, weights and kinds its controls offer.
    PlanInputs withState(const QVariantMap& state) const;
};

// "aggregated", "disaggregated", "best": core's keys, as page state holds them.
QString layoutKey(LayoutChoiceKind k);

} // namespace sil::ui
