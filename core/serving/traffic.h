#pragma once
// What a deployment must serve (docs/serving-model.md): request lengths, how many requests
// arrive, how much of each prompt a prefix cache already holds, and the service level each
// user must see. A value type: the planner, scenarios, the CLI and the Plan tab share it.
#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace sil {

struct TrafficProfile {
    // Mean request lengths in tokens; when `prompt_samples` / `output_samples` hold a
    // distribution (a CSV of lengths, a vLLM --save-detailed result), the means are theirs.
    double prompt_tokens = 1000;
    double output_tokens = 500;
    std::vector<double> prompt_samples; // paired with output_samples, or both empty
    std::vector<double> output_samples;
    // Average arrival rate; the fleet is sized for requests_per_s x peak_to_average.
    double requests_per_s = 0;
    double peak_to_average = 1.0;
    // Share of prompt tokens a prefix cache serves (not prefilled again), 0..1.
    double cached_prompt_share = 0;
    // The default interactivity every plan assumes unless told otherwise (GUI, CLI and
    // exports alike): 30 output tokens/s per user, a TPOT of 33 ms — between MLPerf Inference's
    // Llama 2 70B Server bound (TPOT 200 ms) and its Interactive bound (40 ms, 25 tokens/s).
    // Without a per-user floor the cheapest layout batches until each user crawls.
    static constexpr double kDefaultMinTokensPerUser = 30;
    // Service level: time to first token (median, and P90 when > 0) and output tokens/s each
    // user sees (median; 0: none). TPOT in ms = 1000 / min_tokens_per_user.
    double ttft_p50_s = 2.0;
    double ttft_p90_s = 0;
    double min_tokens_per_user = kDefaultMinTokensPerUser;
    bool operator==(const TrafficProfile&) const = default;
};

// "" when the profile is usable; otherwise the field and what is wrong ("ttft_p90_s: the P90
// target 1 s is below the median target 2 s").
std::string validateTraffic(const TrafficProfile& t);
// Requests/s from a daily token volume (input + output tokens per day).
double requestsPerSecondFromTokensPerDay(double tokensPerDay, double promptTokens,
                                         double outputTokens);

nlohmann::json trafficToJson(const TrafficProfile& t);
// Fields absent keep their defaults; a wrong type or value names the field.
struct TrafficParseResult {
    bool ok = false;
    TrafficProfile traffic;
    std::string error;
};
TrafficParseResult trafficFromJson(const nlohmann::json& j, const std::string& origin);

// Request lengths from a file: a CSV with prompt and output columns (prompt_tokens /
// output_tokens, input_len / output_len, isl / osl; ',' or ';' between fields), or a
// `vllm bench serve --save-detailed` result (`input_lens` and `output_lens`). A non-number,
// a negative or zero length, or columns that do not pair up name the line (or key).
struct LengthsParseResult {
    bool ok = false;
    std::vector<double> prompt, output;
    std::string error;
};
LengthsParseResult parseRequestLengths(const std::string& text, const std::string& origin);
// Sets the profile's samples and means from parsed lengths.
void setLengths(TrafficProfile& t, std::vector<double> prompt, std::vector<double> output);

} // namespace sil
