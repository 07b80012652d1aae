#pragma once
// Where simulated requests come from, as `vllm bench serve` sends them: an open loop at a rate
// (Poisson, or gamma-distributed gaps for bursts: vLLM's --burstiness, 1 = Poisson), or a closed
// loop holding a fixed number of requests in flight (--max-concurrency with an unbounded
// rate). Lengths are fixed or drawn from paired samples (a lengths file). Deterministic for a
// seed.
#include "core/serving/simulator/sim_request.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace sil::sim {

struct LoadSpec {
    enum class Kind { Rate, ClosedLoop };
    Kind kind = Kind::Rate;
    double rate_per_s = 1.0; // Rate: mean arrivals per second
    double burstiness = 1.0; // Rate: gamma shape of the gaps (1: Poisson; < 1: burstier)
    int concurrency = 1;     // ClosedLoop: requests in flight
    int num_prompts = 1000;
    // Requests left out of the metrics, by issue order (the warm-up a steady-state measurement
    // excludes); with any, throughput is counted from the first completion to the end.
    int warmup_requests = 0;
    std::uint64_t seed = 0;
};

struct LengthSpec {
    int prompt_tokens = 1024;
    int output_tokens = 128;
    // Paired samples (both empty, or the same size): each request draws one pair.
    std::vector<double> prompt_samples, output_samples;
};

// "" when usable, else the field and what is wrong.
std::string validate(const LoadSpec& load, const LengthSpec& lengths);

// The random draws of a run's requests, request by request: the gap before each (a gamma
// variate of scale 1; none before the first, none in a closed loop) and which length pair it
// takes. They depend on the seed, the gaps' shape and the number of length pairs, not on the
// rate (a gap is its scale-1 variate times 1 / (rate x shape), exactly as the distribution
// scales it), so the many runs of a rate search draw them once; extended as a run asks for more.
class RequestDraws {
public:
    RequestDraws(const LoadSpec& load, std::size_t lengthPairs);
    bool sameStreamAs(const LoadSpec& load, std::size_t lengthPairs) const;
    double unitGap(int request) { return drawn(request).unit_gap; }
    std::size_t pick(int request) { return drawn(request).pick; }

private:
    struct Drawn {
        double unit_gap = 0;
        std::size_t pick = 0;
    };
    const Drawn& drawn(int request);
    std::uint64_t seed_;
    double shape_;
    bool open_loop_;
    std::size_t pairs_;
    std::mt19937_64 rng_;
    std::vector<Drawn> drawn_;
};

class RequestGenerator {
public:
    RequestGenerator(const LoadSpec& load, const LengthSpec& lengths);
    // The next request; its arrival is `now` in a closed loop, the next gap after the last
    // arrival in an open one. False when num_prompts have been issued.
    bool next(double now, SimRequest& out);
    int issued() const { return issued_; }

private:
    LoadSpec load_;
    LengthSpec lengths_;
    double gap_scale_s_; // 1 / (rate x shape): the gamma gaps' scale
    std::shared_ptr<RequestDraws> draws_;
    double last_arrival_s_ = 0;
    int issued_ = 0;
};

} // namespace sil::sim
