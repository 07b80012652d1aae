#pragma once
// Shared machinery of the measurement parsers (internal to core/measurements/): the refusal
// they throw, line numbers for JSON values, typed and checked reads of JSON objects, and the
// wrapper that turns a refusal into a MeasurementParseResult naming file, line and key.
#include "core/measurements/measured_point.h"

#include <cstddef>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace sil::measurements_detail {

// Thrown inside a parser; runParser() turns it into the result's error.
struct ParseFailure {
    std::size_t line = 0;
    std::string key;
    std::string message;
};

[[noreturn]] void fail(std::size_t line, std::string key, std::string message);

// The 1-based line where each value of a (valid) JSON text starts, by JSON pointer
// ("/rows/3/time_us"). A pointer that is not there answers with its nearest ancestor's line.
class JsonPositions {
public:
    JsonPositions() = default;
    JsonPositions(std::string_view text, std::size_t firstLine);
    static JsonPositions allAt(std::size_t line); // every value on one line (a CSV row)
    std::size_t lineOf(std::string pointer) const;

private:
    std::unordered_map<std::string, std::size_t> lines_;
    std::size_t first_ = 1;
};

std::string pointerChild(const std::string& pointer, std::string_view key);
std::string pointerChild(const std::string& pointer, std::size_t index);

// Parses JSON; a syntax error is refused at the line it was found on (key "(json)").
nlohmann::json parseJsonAt(std::string_view text, std::size_t firstLine);

// Python's json module writes a non-finite float as a bare Infinity, -Infinity or NaN (vLLM and
// SGLang bench_serving record an unbounded request rate so). Those are not JSON; quoted, they
// parse, and a number read of them is refused naming its key ("not a finite number"), while a
// key that may be unbounded (request_rate) can be read as such.
std::string quotePythonNonFiniteLiterals(std::string_view text);

struct JsonRecord {
    nlohmann::json value;
    JsonPositions positions;
    std::size_t line = 1; // where the record starts
};
// One JSON document, or (if the whole text is not one document and its first non-empty line
// is a complete object) JSON Lines: one object per line, as `--append-result` writes.
std::vector<JsonRecord> parseJsonDocumentOrLines(std::string_view text);

// Checked reads of one JSON object. Present-but-null counts as absent.
class JsonObject {
public:
    JsonObject(const nlohmann::json& value, const JsonPositions& positions, std::string pointer,
               std::string keyPrefix = {});
    std::size_t line() const;
    std::size_t lineOf(std::string_view key) const;
    std::string keyName(std::string_view key) const; // "prefill.power_W"
    bool has(std::string_view key) const;
    const nlohmann::json& raw(std::string_view key) const;
    std::optional<double> number(std::string_view key) const; // a number, or a numeric string
    double requireNumber(std::string_view key) const;
    // Finite and >= 0 (throughputs, latencies, counts): "negative throughput" etc.
    std::optional<double> nonNegative(std::string_view key) const;
    double requireNonNegative(std::string_view key) const;
    std::optional<double> positive(std::string_view key) const;
    double requirePositive(std::string_view key) const;
    std::optional<int> count(std::string_view key) const;          // a whole number >= 1
    std::optional<std::string> string(std::string_view key) const; // a string (or a number)
    std::string requireString(std::string_view key) const;
    std::optional<JsonObject> object(std::string_view key) const;
    const nlohmann::json& value() const { return *value_; }
    const JsonPositions& positions() const { return *positions_; }
    const std::string& pointer() const { return pointer_; }

private:
    const nlohmann::json* value_;
    const JsonPositions* positions_;
    std::string pointer_;
    std::string keyPrefix_;
};

// Strict text-to-number ("12", "1.5e3"); nullopt for anything else or trailing text.
std::optional<double> parseNumber(std::string_view text);
// A parsed measured value must be finite and >= 0; refuses at `line` naming `key`.
double checkNonNegative(double v, std::size_t line, const std::string& key);

std::string trim(std::string_view s);
std::string lower(std::string_view s);
bool isBlank(std::string_view text);
std::string formatNumber(double v);

// Runs `body` and turns a ParseFailure (or any JSON type error) into a refusal of the whole
// file; an empty file is refused before `body` runs.
MeasurementParseResult
runParser(std::string_view format, const std::string& fileName, std::string_view text,
          const std::function<void(std::vector<MeasuredPoint>&, std::vector<std::string>&)>& body);

} // namespace sil::measurements_detail

namespace sil::measurements_detail {

// TPOT here is the time per output token AFTER the first one: (e2el - ttft) / (output - 1), as
// vLLM ("Time per Output Token (excl. 1st token)") and AIPerf/GenAI-Perf (inter_token_latency)
// define it. GuideLLM-style "time per output token" divides the whole request latency, TTFT
// included, by the output length. We tell them apart two ways: (1) by name: a key called
// time_per_output_token* (GuideLLM's) is never read as TPOT; (2) by value: when the file also
// gives mean TTFT, mean E2EL and the mean output length, the stated mean TPOT is compared with
// both e2el / output and (e2el - ttft) / (output - 1); if it is nearer the first and the two
// differ by more than 5 %, it includes TTFT, so it is dropped (all TPOT statistics) and a
// warning says why.
void dropTtftInclusiveTpot(MeasuredPoint& p, std::vector<std::string>& warnings,
                           const std::string& where);

} // namespace sil::measurements_detail
