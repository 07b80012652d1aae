#pragma once
// One request as the simulated engine sees it: when it arrived, its prompt and output lengths,
// how many of its tokens are in the KV cache (computed) and how many output tokens it has.
// Token counting follows vLLM's: a sequence of prompt + generated tokens, of which `computed`
// have their KV cached; a step that brings `computed` to the sequence's length samples one
// new token.
#include <vector>

namespace sil::sim {

struct SimRequest {
    int id = 0;
    double arrival_s = 0;
    int prompt_tokens = 0;
    int output_tokens = 1;

    int computed = 0;  // tokens whose KV is cached
    int generated = 0; // output tokens sampled
    int blocks = 0;    // KV blocks held
    int preemptions = 0;
    double first_token_s = -1, last_token_s = -1, finish_s = -1;

    // Where it stands in the running queue (admission order), and its membership of the
    // decoding sequences kept between steps (decode_group.h): while a member, computed and
    // generated are as of the start of step synced_step; group_epoch tells its queued events
    // from those of an earlier membership.
    long long running_order = 0;
    long long synced_step = 0;
    int group_epoch = 0;
    bool in_decode_group = false;

    int length() const { return prompt_tokens + generated; }
    int pending() const { return length() - computed; } // tokens the next step may compute
    // Only the last sampled token is uncached: the next step is a decode of one token.
    bool decoding() const { return generated > 0 && computed == length() - 1; }
};

} // namespace sil::sim
