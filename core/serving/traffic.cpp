#include "core/serving/traffic.h"

#include "core/catalog/catalog_query.h"
#include "core/catalog/csv.h"
#include "core/catalog/evidence_csv.h"

#include <charconv>
#include <cmath>
#include <nlohmann/json.hpp>
#include <numeric>

namespace sil {

using nlohmann::json;

namespace {

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

bool finitePositive(double v) {
    return std::isfinite(v) && v > 0.0;
}

double mean(const std::vector<double>& v) {
    return v.empty() ? 0.0 : std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
}

} // namespace

std::string validateTraffic(const TrafficProfile& t) {
    if (!finitePositive(t.prompt_tokens))
        return "prompt_tokens: expected a positive number of tokens, got " + num(t.prompt_tokens);
    if (!finitePositive(t.output_tokens))
        return "output_tokens: expected a positive number of tokens, got " + num(t.output_tokens);
    if (t.prompt_samples.size() != t.output_samples.size())
        return "lengths: " + std::to_string(t.prompt_samples.size()) + " prompt lengths but " +
               std::to_string(t.output_samples.size()) + " output lengths";
    if (!std::isfinite(t.requests_per_s) || t.requests_per_s < 0.0)
        return "requests_per_s: expected zero or a positive rate, got " + num(t.requests_per_s);
    if (!std::isfinite(t.peak_to_average) || t.peak_to_average < 1.0)
        return "peak_to_average: expected a factor of at least 1, got " + num(t.peak_to_average);
    if (!std::isfinite(t.cached_prompt_share) || t.cached_prompt_share < 0.0 ||
        t.cached_prompt_share >= 1.0)
        return "cached_prompt_share: expected a share from 0 up to (not including) 1, got " +
               num(t.cached_prompt_share);
    if (!finitePositive(t.ttft_p50_s))
        return "ttft_p50_s: expected a positive number of seconds, got " + num(t.ttft_p50_s);
    if (!std::isfinite(t.ttft_p90_s) || t.ttft_p90_s < 0.0)
        return "ttft_p90_s: expected a positive number of seconds (0: no P90 target), got " +
               num(t.ttft_p90_s);
    if (t.ttft_p90_s > 0.0 && t.ttft_p90_s < t.ttft_p50_s)
        return "ttft_p90_s: the P90 target " + num(t.ttft_p90_s) +
               " s is below the median target " + num(t.ttft_p50_s) + " s";
    if (!std::isfinite(t.min_tokens_per_user) || t.min_tokens_per_user < 0.0)
        return "min_tokens_per_user: expected a positive rate (0: none), got " +
               num(t.min_tokens_per_user);
    return {};
}

double requestsPerSecondFromTokensPerDay(double tokensPerDay, double promptTokens,
                                         double outputTokens) {
    const double perRequest = promptTokens + outputTokens;
    return perRequest > 0.0 ? tokensPerDay / perRequest / 86400.0 : 0.0;
}

json trafficToJson(const TrafficProfile& t) {
    json j = {{"prompt_tokens", t.prompt_tokens},
              {"output_tokens", t.output_tokens},
              {"requests_per_s", t.requests_per_s},
              {"peak_to_average", t.peak_to_average},
              {"cached_prompt_share", t.cached_prompt_share},
              {"ttft_p50_s", t.ttft_p50_s},
              {"ttft_p90_s", t.ttft_p90_s},
              {"min_tokens_per_user", t.min_tokens_per_user}};
    if (!t.prompt_samples.empty()) {
        j["prompt_samples"] = t.prompt_samples;
        j["output_samples"] = t.output_samples;
    }
    return j;
}

TrafficParseResult trafficFromJson(const json& j, const std::string& origin) {
    TrafficParseResult r;
    if (!j.is_object()) {
        r.error = origin + ": traffic: expected an object";
        return r;
    }
    TrafficProfile& t = r.traffic;
    const std::pair<const char*, double*> numbers[] = {
        {"prompt_tokens", &t.prompt_tokens},
        {"output_tokens", &t.output_tokens},
        {"requests_per_s", &t.requests_per_s},
        {"peak_to_average", &t.peak_to_average},
        {"cached_prompt_share", &t.cached_prompt_share},
        {"ttft_p50_s", &t.ttft_p50_s},
        {"ttft_p90_s", &t.ttft_p90_s},
        {"min_tokens_per_user", &t.min_tokens_per_user}};
    for (const auto& [key, into] : numbers) {
        if (!j.contains(key)) continue;
        if (!j[key].is_number()) {
            r.error = origin + ": traffic." + key + ": expected a number";
            return r;
        }
        *into = j[key].get<double>();
    }
    for (const char* key : {"prompt_samples", "output_samples"}) {
        if (!j.contains(key)) continue;
        if (!j[key].is_array()) {
            r.error = origin + ": traffic." + key + ": expected an array of token counts";
            return r;
        }
        auto& into = std::string(key) == "prompt_samples" ? t.prompt_samples : t.output_samples;
        for (std::size_t i = 0; i < j[key].size(); ++i) {
            const json& v = j[key][i];
            if (!v.is_number() || !(v.get<double>() > 0.0)) {
                r.error = origin + ": traffic." + key + "[" + std::to_string(i) +
                          "]: expected a positive token count";
                return r;
            }
            into.push_back(v.get<double>());
        }
    }
    if (!t.prompt_samples.empty()) setLengths(t, t.prompt_samples, t.output_samples);
    if (auto e = validateTraffic(t); !e.empty()) {
        r.error = origin + ": traffic." + e;
        return r;
    }
    r.ok = true;
    return r;
}

void setLengths(TrafficProfile& t, std::vector<double> prompt, std::vector<double> output) {
    t.prompt_samples = std::move(prompt);
    t.output_samples = std::move(output);
    if (!t.prompt_samples.empty()) {
        t.prompt_tokens = mean(t.prompt_samples);
        t.output_tokens = mean(t.output_samples);
    }
}

namespace {

bool parseLength(const std::string& cell, double& out) {
    std::string s = cell;
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.pop_back();
    std::size_t start = s.find_first_not_of(" \t");
    if (start == std::string::npos) return false;
    s = s.substr(start);
    auto res = std::from_chars(s.data(), s.data() + s.size(), out);
    return res.ec == std::errc() && res.ptr == s.data() + s.size() && std::isfinite(out) &&
           out > 0.0;
}

LengthsParseResult fromVllmJson(const json& j, const std::string& origin) {
    LengthsParseResult r;
    for (const char* key : {"input_lens", "output_lens"})
        if (!j.contains(key) || !j[key].is_array()) {
            r.error = origin + ": no \"" + key +
                      "\" array (run vllm bench serve with --save-detailed, or give a CSV)";
            return r;
        }
    const json& in = j["input_lens"];
    const json& out = j["output_lens"];
    if (in.size() != out.size() || in.empty()) {
        r.error = origin + ": \"input_lens\" has " + std::to_string(in.size()) +
                  " entries and \"output_lens\" " + std::to_string(out.size()) +
                  "; expected the same number, at least one";
        return r;
    }
    for (std::size_t i = 0; i < in.size(); ++i)
        for (const auto* arr : {&in, &out}) {
            const json& v = (*arr)[i];
            // vLLM records 0 output tokens for a failed request: it served nothing.
            if (!v.is_number() || v.get<double>() < 0.0) {
                r.error = origin + ": \"" + (arr == &in ? "input_lens" : "output_lens") + "\"[" +
                          std::to_string(i) + "]: expected a token count";
                return r;
            }
        }
    for (std::size_t i = 0; i < in.size(); ++i) {
        if (out[i].get<double>() <= 0.0 || in[i].get<double>() <= 0.0) continue;
        r.prompt.push_back(in[i].get<double>());
        r.output.push_back(out[i].get<double>());
    }
    if (r.prompt.empty()) {
        r.error = origin + ": no request in the file produced output tokens";
        return r;
    }
    r.ok = true;
    return r;
}

// A length column's name as a spreadsheet may write it ("Prompt Tokens", "output-tokens",
// "prompt_tokens (tokens)") in the form the columns are known by: no unit, no surrounding
// spaces, lower case, words joined by '_'.
std::string lengthColumnKey(const std::string& cell) {
    std::string key = headerFieldName(cell);
    const auto first = key.find_first_not_of(" \t");
    const auto last = key.find_last_not_of(" \t");
    key = first == std::string::npos ? std::string() : key.substr(first, last - first + 1);
    for (char& ch : key)
        if (ch == ' ' || ch == '-') ch = '_';
    return lowercase(key);
}

} // namespace

LengthsParseResult parseRequestLengths(const std::string& text, const std::string& origin) {
    LengthsParseResult r;
    const auto first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
    if (first == std::string::npos) {
        r.error = origin + ": the file is empty";
        return r;
    }
    if (text[first] == '{') {
        try {
            return fromVllmJson(json::parse(text), origin);
        } catch (const json::exception& e) {
            r.error = origin + ": malformed JSON (" + e.what() + ")";
            return r;
        }
    }
    const char sep = detectCsvSeparator(text);
    const CsvParseResult csv = parseCsv(text, sep);
    if (!csv.ok) {
        r.error = origin + ": " + csv.error;
        return r;
    }
    if (csv.records.size() < 2) {
        r.error = origin + ": expected a header row and at least one request";
        return r;
    }
    int promptCol = -1, outputCol = -1;
    const auto& header = csv.records.front().cells;
    for (std::size_t i = 0; i < header.size(); ++i) {
        const std::string h = lengthColumnKey(header[i]);
        if (h == "prompt_tokens" || h == "input_len" || h == "input_tokens" || h == "isl" ||
            h == "prompt_len")
            promptCol = int(i);
        if (h == "output_tokens" || h == "output_len" || h == "osl" || h == "completion_tokens")
            outputCol = int(i);
    }
    if (promptCol < 0 || outputCol < 0) {
        r.error = origin + ": line " + std::to_string(csv.records.front().line) +
                  ": expected a prompt_tokens (or input_len, isl) and an output_tokens (or "
                  "output_len, osl) column (any case; spaces or '-' for '_')";
        return r;
    }
    for (std::size_t i = 1; i < csv.records.size(); ++i) {
        const CsvRecord& rec = csv.records[i];
        if (rec.cells.size() != header.size()) {
            r.error = origin + ": line " + std::to_string(rec.line) + ": has " +
                      std::to_string(rec.cells.size()) + " fields, the header has " +
                      std::to_string(header.size());
            return r;
        }
        double p = 0, o = 0;
        if (!parseLength(rec.cells[promptCol], p) || !parseLength(rec.cells[outputCol], o)) {
            const bool badPrompt = !parseLength(rec.cells[promptCol], p);
            r.error = origin + ": line " + std::to_string(rec.line) + ", field " +
                      header[badPrompt ? promptCol : outputCol] + ": expected a positive " +
                      "number of tokens, got \"" + rec.cells[badPrompt ? promptCol : outputCol] +
                      "\"";
            return r;
        }
        r.prompt.push_back(p);
        r.output.push_back(o);
    }
    r.ok = true;
    return r;
}

} // namespace sil
