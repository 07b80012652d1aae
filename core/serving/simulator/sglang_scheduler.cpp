#include "core/serving/simulator/sglang_scheduler.h"

#include <algorithm>

namespace sil::sim {

namespace {

constexpr double kMinNewTokenRatio = kSglangInitNewTokenRatio * kSglangMinNewTokenRatioFactor;
constexpr double kNewTokenRatioDecay =
    (kSglangInitNewTokenRatio - kMinNewTokenRatio) / kSglangNewTokenRatioDecaySteps;

int outputLeft(const SimRequest* r) {
    return std::min(std::max(0, r->output_tokens - r->generated), kSglangClipMaxNewTokens);
}

// The request whose prompt is being computed in chunks (at most one: a cut prompt ends its batch).
SimRequest* chunkedRequest(const ReplicaQueues& q) {
    for (SimRequest* r : q.running)
        if (!r->decoding()) return r;
    return nullptr;
}

} // namespace

SglangScheduler::SglangScheduler(const SchedulerLimits& limits)
    : limits_(limits), new_token_ratio_(kSglangInitNewTokenRatio) {}

void SglangScheduler::schedule(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) {
    plan.clear();
    if (q.running.empty()) new_token_ratio_ = kSglangInitNewTokenRatio; // after idling
    if (schedulePrefill(q, kv, plan)) return;
    scheduleDecode(q, kv, plan);
}

double SglangScheduler::reservedTokens(const ReplicaQueues& q) const {
    double reserved = 0;
    for (const SimRequest* r : q.running)
        if (r->decoding()) reserved += outputLeft(r) * new_token_ratio_;
    return reserved;
}

bool SglangScheduler::schedulePrefill(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) const {
    SimRequest* chunked = chunkedRequest(q);
    const int runningBs = static_cast<int>(q.running.size()) - (chunked ? 1 : 0);
    if ((!chunked && q.waiting.empty()) || runningBs >= limits_.max_seqs) return false;
    double freeTokens =
        double(kv.free()) * kv.blockTokens() - reservedTokens(q); // rem_total_tokens
    int chunkLeft = limits_.max_batched_tokens;                   // rem_chunk_tokens
    int inputLeft = kSglangMaxPrefillTokens;                      // rem_input_tokens
    if (chunked) {
        const int tokens =
            std::min({chunked->pending(), chunkLeft, int(std::max(0.0, freeTokens))});
        if (tokens > 0 && kv.tryGrow(*chunked, tokens)) {
            plan.add(chunked, tokens);
            freeTokens -= tokens + (tokens == chunked->pending() ? outputLeft(chunked) : 0);
            chunkLeft -= tokens;
            inputLeft -= tokens;
        }
    }
    int admitted = 0;
    while (!q.waiting.empty() && runningBs + admitted < limits_.max_seqs && chunkLeft > 0 &&
           inputLeft > 0) {
        SimRequest* r = q.waiting.front();
        const int pending = r->pending();
        if (pending + outputLeft(r) >= freeTokens) break; // no room for it and its output
        if (pending > inputLeft && !plan.requests.empty()) break;
        const int tokens = std::min(pending, chunkLeft); // cut where the chunk budget ends
        if (!kv.tryGrow(*r, tokens)) break;
        q.waiting.pop_front();
        q.running.push_back(r);
        plan.add(r, tokens);
        ++admitted;
        freeTokens -= tokens + (tokens == pending ? outputLeft(r) : 0);
        chunkLeft -= tokens;
        inputLeft -= tokens;
        if (tokens < pending) break;
    }
    return !plan.requests.empty();
}

int SglangScheduler::retract(ReplicaQueues& q, KvBlocks& kv) {
    std::vector<SimRequest*> decoding;
    for (SimRequest* r : q.running)
        if (r->decoding()) decoding.push_back(r);
    // Most output first, shortest prompt first on a tie: the last is retracted first.
    std::stable_sort(decoding.begin(), decoding.end(),
                     [](const SimRequest* a, const SimRequest* b) {
                         if (a->generated != b->generated) return a->generated > b->generated;
                         return a->prompt_tokens < b->prompt_tokens;
                     });
    auto nextStepFits = [&] {
        long long needed = 0;
        for (const SimRequest* r : decoding)
            needed += kv.needed(*r, 1);
        return needed <= kv.free();
    };
    int retracted = 0;
    while (decoding.size() > 1 && (retracted == 0 || !nextStepFits())) {
        SimRequest* victim = decoding.back();
        decoding.pop_back();
        kv.release(*victim);
        victim->computed = 0; // recomputed from its prompt and the tokens it already has
        ++victim->preemptions;
        q.running.erase(std::find(q.running.begin(), q.running.end(), victim));
        q.waiting.push_back(victim);
        ++retracted;
    }
    double decoded = 0, outputs = 0;
    for (const SimRequest* r : decoding) {
        decoded += r->generated;
        outputs += r->output_tokens;
    }
    new_token_ratio_ = std::min(
        1.0, (decoded + kSglangRetractDecodeSteps * double(decoding.size())) / (outputs + 1));
    return retracted;
}

void SglangScheduler::scheduleDecode(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) {
    long long needed = 0;
    for (const SimRequest* r : q.running)
        if (r->decoding()) needed += kv.needed(*r, 1);
    if (needed > kv.free())
        plan.preempted = retract(q, kv);
    else
        new_token_ratio_ = std::max(new_token_ratio_ - kNewTokenRatioDecay, kMinNewTokenRatio);
    for (SimRequest* r : q.running) {
        if (!r->decoding() || !kv.tryGrow(*r, 1)) continue;
        plan.add(r, 1);
    }
}

} // namespace sil::sim
