#pragma once
// Serving tests' shared starting points: a shipped system's serving setup for a model, and the
// DeepSeek-R1 FP8 traffic the multi-node layouts are checked at.
#include "core/serving/plan_query.h"
#include "core/serving/serving_setup.h"

namespace sil::test {

// The serving setup of a shipped system and model under `query`; one that cannot be prepared
// ends the test run, saying why.
ServingSetup shippedServingSetup(const char* systemId, const char* modelId, const PlanQuery& query);

// DeepSeek-R1 FP8 (its KV cache FP8) at `rps` requests/s: 1,000 tokens in, 500 out, the first
// token within 2 s (median), 10 tokens/s a user.
PlanQuery deepSeekR1Traffic(double rps);

} // namespace sil::test
