#include "core/serving/simulator/request_generator.h"

#include <cmath>

namespace sil::sim {

std::string validate(const LoadSpec& load, const LengthSpec& lengths) {
    if (load.num_prompts < 1) return "num_prompts: expected at least 1";
    if (load.kind == LoadSpec::Kind::Rate &&
        (!std::isfinite(load.rate_per_s) || load.rate_per_s <= 0))
        return "rate: expected a positive number of requests/s";
    if (load.kind == LoadSpec::Kind::Rate &&
        (!std::isfinite(load.burstiness) || load.burstiness <= 0))
        return "burstiness: expected a positive gamma shape (1: Poisson)";
    if (load.kind == LoadSpec::Kind::ClosedLoop && load.concurrency < 1)
        return "concurrency: expected at least 1";
    if (lengths.prompt_samples.size() != lengths.output_samples.size())
        return "lengths: prompt and output samples must pair";
    if (lengths.prompt_samples.empty() && (lengths.prompt_tokens < 1 || lengths.output_tokens < 1))
        return "lengths: prompt and output need at least 1 token each";
    return {};
}

RequestGenerator::RequestGenerator(const LoadSpec& load, const LengthSpec& lengths)
    : load_(load), lengths_(lengths), rng_(load.seed) {}

bool RequestGenerator::next(double now, SimRequest& out) {
    if (issued_ >= load_.num_prompts) return false;
    out = SimRequest{};
    out.id = issued_;
    if (load_.kind == LoadSpec::Kind::ClosedLoop) {
        out.arrival_s = now;
    } else {
        // Gamma gaps with mean 1 / rate: shape k = burstiness, scale = 1 / (rate x k).
        std::gamma_distribution<double> gap(load_.burstiness,
                                            1.0 / (load_.rate_per_s * load_.burstiness));
        last_arrival_s_ += issued_ == 0 ? 0.0 : gap(rng_);
        out.arrival_s = last_arrival_s_;
    }
    if (lengths_.prompt_samples.empty()) {
        out.prompt_tokens = lengths_.prompt_tokens;
        out.output_tokens = lengths_.output_tokens;
    } else {
        std::uniform_int_distribution<std::size_t> pick(0, lengths_.prompt_samples.size() - 1);
        const std::size_t i = pick(rng_);
        out.prompt_tokens = std::max(1, static_cast<int>(std::lround(lengths_.prompt_samples[i])));
        out.output_tokens = std::max(1, static_cast<int>(std::lround(lengths_.output_samples[i])));
    }
    ++issued_;
    return true;
}

} // namespace sil::sim
