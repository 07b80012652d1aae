#include "ServingTestSupport.h"

#include "TestSupport.h"

namespace sil::test {

ServingSetup shippedServingSetup(const char* systemId, const char* modelId,
                                 const PlanQuery& query) {
    ServingSetup setup;
    std::string why;
    if (!prepareServing(shippedCatalog(), shippedSystem(systemId), shippedModel(modelId), query,
                        setup, why))
        qFatal("%s", why.c_str());
    return setup;
}

PlanQuery deepSeekR1Traffic(double rps) {
    PlanQuery q;
    q.traffic.prompt_tokens = 1000;
    q.traffic.output_tokens = 500;
    q.traffic.requests_per_s = rps;
    q.traffic.ttft_p50_s = 2.0;
    q.traffic.min_tokens_per_user = 10.0;
    q.weights = NumberFormat::FP8;
    q.kv = defaultKvFormat(q.weights);
    return q;
}

} // namespace sil::test
