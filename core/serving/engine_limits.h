#pragma once
// The limits a serving engine runs a replica under when its user sets none: the tokens one step
// computes (vLLM's max_num_batched_tokens, the chunked-prefill budget) and the sequences running
// at once (max_num_seqs). One owner, so the plan (analytic and simulated), `inference --rate |
// --concurrency`, the Serve-at-a-load chart and the MLPerf predictions run the same engine.
#include "core/catalog/catalog.h"

#include <string>

namespace sil {

struct EngineLimits {
    int max_batched_tokens = 2048;
    int max_seqs = 256;
};

// vLLM's defaults for its OpenAI-compatible server on the device (vllm/engine/arg_utils.py,
// EngineArgs.get_batch_defaults and _set_default_args): 8,192 tokens and 1,024 sequences on a
// device of at least 70 GiB whose name is not an A100's (vLLM's check), else 2,048 and 256; on
// TPUs the token budget by generation (v6e 1,024, v5e 512, v5p 256).
EngineLimits vllmServerDefaults(const Chip& chip);

// A user's settings over the device's defaults (0 keeps a default).
EngineLimits engineLimits(const Chip& chip, int chunkTokens, int maxSeqs);

// "8,192 tokens a step, 1,024 sequences (vLLM's server defaults for a device of 70 GiB or more)",
// or which of them the user set: the assumption every answer that simulates states.
std::string engineLimitsNote(const Chip& chip, const EngineLimits& used);

} // namespace sil
