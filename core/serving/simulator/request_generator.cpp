#include "core/serving/simulator/request_generator.h"

#include <algorithm>
#include <array>
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

RequestDraws::RequestDraws(const LoadSpec& load, std::size_t lengthPairs)
    : seed_(load.seed), shape_(load.burstiness), open_loop_(load.kind == LoadSpec::Kind::Rate),
      pairs_(lengthPairs), rng_(load.seed) {}

bool RequestDraws::sameStreamAs(const LoadSpec& load, std::size_t lengthPairs) const {
    const bool open = load.kind == LoadSpec::Kind::Rate;
    return seed_ == load.seed && open_loop_ == open && (!open || shape_ == load.burstiness) &&
           pairs_ == lengthPairs;
}

// Drawn in the order the requests are issued, each request's gap first: one generator drawing
// as it goes would take the same values from the engine. The distributions are made afresh for
// each draw, as such a generator made them.
const RequestDraws::Drawn& RequestDraws::drawn(int request) {
    while (drawn_.size() <= static_cast<std::size_t>(request)) {
        Drawn d;
        if (open_loop_ && !drawn_.empty())
            d.unit_gap = std::gamma_distribution<double>(shape_, 1.0)(rng_);
        if (pairs_ > 0) d.pick = std::uniform_int_distribution<std::size_t>(0, pairs_ - 1)(rng_);
        drawn_.push_back(d);
    }
    return drawn_[static_cast<std::size_t>(request)];
}

namespace {

// A few streams per thread (the planner verifies systems on several threads at once), the
// latest first; a generator holds its own so it outlives a stream pushed out.
std::shared_ptr<RequestDraws> drawsFor(const LoadSpec& load, std::size_t lengthPairs) {
    constexpr std::size_t kStreams = 4;
    thread_local std::array<std::shared_ptr<RequestDraws>, kStreams> streams;
    auto found = std::find_if(streams.begin(), streams.end(), [&](const auto& s) {
        return s && s->sameStreamAs(load, lengthPairs);
    });
    if (found == streams.end()) {
        found = streams.end() - 1; // the least recently asked for
        *found = std::make_shared<RequestDraws>(load, lengthPairs);
    }
    std::rotate(streams.begin(), found, found + 1);
    return streams.front();
}

} // namespace

RequestGenerator::RequestGenerator(const LoadSpec& load, const LengthSpec& lengths)
    : load_(load), lengths_(lengths), gap_scale_s_(1.0 / (load.rate_per_s * load.burstiness)),
      draws_(drawsFor(load, lengths.prompt_samples.size())) {}

bool RequestGenerator::next(double now, SimRequest& out) {
    if (issued_ >= load_.num_prompts) return false;
    out = SimRequest{};
    out.id = issued_;
    if (load_.kind == LoadSpec::Kind::ClosedLoop) {
        out.arrival_s = now;
    } else {
        // Gamma gaps with mean 1 / rate: shape k = burstiness, scale = 1 / (rate x k).
        last_arrival_s_ += issued_ == 0 ? 0.0 : draws_->unitGap(issued_) * gap_scale_s_;
        out.arrival_s = last_arrival_s_;
    }
    if (lengths_.prompt_samples.empty()) {
        out.prompt_tokens = lengths_.prompt_tokens;
        out.output_tokens = lengths_.output_tokens;
    } else {
        const std::size_t i = draws_->pick(issued_);
        out.prompt_tokens = std::max(1, static_cast<int>(std::lround(lengths_.prompt_samples[i])));
        out.output_tokens = std::max(1, static_cast<int>(std::lround(lengths_.output_samples[i])));
    }
    ++issued_;
    return true;
}

} // namespace sil::sim
