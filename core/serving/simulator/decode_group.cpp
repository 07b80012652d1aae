#include "core/serving/simulator/decode_group.h"

#include <algorithm>

namespace sil::sim {

DecodeGroup::DecodeGroup(int blockTokens, int warmupRequests, int microBatches)
    : block_tokens_(std::max(1, blockTokens)), warmup_(warmupRequests),
      members_by_phase_(static_cast<std::size_t>(block_tokens_), 0),
      micro_batches_(std::max(1, microBatches)), contexts_less_step_(micro_batches_) {}

void DecodeGroup::sumsByMicroBatch(std::vector<DecodeSums>& out) const {
    out.resize(static_cast<std::size_t>(micro_batches_));
    if (micro_batches_ == 1) {
        out[0] = sums();
        return;
    }
    for (int j = 0; j < micro_batches_; ++j) {
        // Ranks j, j + m, j + 2m ... below size.
        const long long n = size_ > j ? (size_ - 1 - j) / micro_batches_ + 1 : 0;
        out[static_cast<std::size_t>(j)] = {n, contexts_less_step_.sum(j) + n * step_};
    }
}

long long DecodeGroup::lastTokenAt(const SimRequest& r) const {
    return r.synced_step + (r.output_tokens - r.generated) - 1;
}

std::size_t DecodeGroup::blockPhase(const SimRequest& r) const {
    const long long bt = block_tokens_;
    return static_cast<std::size_t>(((r.computed - r.synced_step) % bt + bt) % bt);
}

long long DecodeGroup::blocksNeeded() const {
    const long long bt = block_tokens_;
    // A member decoding the token after `computed` takes a block when computed % bt == 0, i.e.
    // when its phase + step is a multiple of bt.
    return members_by_phase_[static_cast<std::size_t>(((-step_) % bt + bt) % bt)];
}

void DecodeGroup::join(SimRequest& r) {
    r.in_decode_group = true;
    r.synced_step = step_;
    ++r.group_epoch;
    ++size_;
    contexts_ += r.computed + 1LL;
    if (r.id >= warmup_) ++measured_;
    ++members_by_phase_[blockPhase(r)];
    if (micro_batches_ > 1) contexts_less_step_.insert(r.running_order, r.computed + 1LL - step_);
    finish_events_.push({lastTokenAt(r), r.running_order, r.group_epoch, &r});
}

void DecodeGroup::sync(SimRequest& r) const {
    const long long steps = step_ - r.synced_step;
    r.computed += static_cast<int>(steps);
    r.generated += static_cast<int>(steps);
    r.synced_step = step_;
    // Its blocks hold its cached tokens (or, within a step that grew them, one more).
    const int held = (r.computed + block_tokens_ - 1) / block_tokens_;
    r.blocks = std::max(r.blocks, held);
}

void DecodeGroup::leave(SimRequest& r) {
    sync(r);
    r.in_decode_group = false;
    ++r.group_epoch; // its queued finish is stale
    r.last_token_s = last_step_end_s_;
    --size_;
    contexts_ -= r.computed + 1LL;
    if (r.id >= warmup_) --measured_;
    --members_by_phase_[blockPhase(r)];
    if (micro_batches_ > 1) contexts_less_step_.erase(r.running_order);
}

void DecodeGroup::advance(double nowS) {
    ++step_;
    contexts_ += size_;
    last_step_end_s_ = nowS;
}

SimRequest* DecodeGroup::nextFinished() {
    while (!finish_events_.empty()) {
        const Event e = finish_events_.top();
        if (e.r->group_epoch != e.epoch || !e.r->in_decode_group) {
            finish_events_.pop(); // left the group since
            continue;
        }
        if (e.step > step_ - 1) return nullptr;
        finish_events_.pop();
        sync(*e.r);
        return e.r;
    }
    return nullptr;
}

} // namespace sil::sim
