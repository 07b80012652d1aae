#pragma once
// The Plan tab's inputs (core's PlanInputs) as the page state that the window's settings and
// chart exports carry (keys: model, weights, demand, demand_value, prompt, output, cached_share,
// ttft_s, ttft_p90_s, min_tokens_per_user, peak_to_average, layout, tpot_p99_ms). A scenario
// carries the same inputs as JSON (core/serving/plan_inputs.h).
#include "core/serving/plan_inputs.h"

#include <QString>
#include <QVariantMap>

namespace sil::ui {

QVariantMap planInputsToState(const PlanInputs& in);
// `state` over `in`: a key it lacks keeps that value; a demand kind without a demand value takes
// that kind's default. Unchecked against the catalog: the page keeps only models, weights and
// kinds its controls offer.
PlanInputs planInputsWithState(PlanInputs in, const QVariantMap& state);

// The state's and the demand combo's keys: "rpm" (requests a minute), "mw" (a facility budget).
QString demandStateKey(DemandKind k);
std::optional<DemandKind> parseDemandStateKey(const QString& key);
// "aggregated", "disaggregated", "best": core's keys, as page state holds them.
QString layoutKey(LayoutChoiceKind k);
// "bf16", "fp8", "fp4".
QString weightsKey(NumberFormat f);

} // namespace sil::ui
