#include "core/measurements/parse_support.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace sil::measurements_detail {

using nlohmann::json;

void fail(std::size_t line, std::string key, std::string message) {
    throw ParseFailure{line, std::move(key), std::move(message)};
}

std::string pointerChild(const std::string& pointer, std::string_view key) {
    std::string out = pointer + "/";
    for (char c : key) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

std::string pointerChild(const std::string& pointer, std::size_t index) {
    return pointer + "/" + std::to_string(index);
}

namespace {

struct Frame {
    bool array = false;
    std::size_t index = 0;
    std::string pointer;
    std::string key;
    bool expectKey = false;
};

// The text of a JSON string starting at text[i] == '"'; i ends on the closing quote.
std::string readString(std::string_view text, std::size_t& i) {
    std::string out;
    for (++i; i < text.size() && text[i] != '"'; ++i) {
        if (text[i] == '\\' && i + 1 < text.size()) {
            ++i;
            switch (text[i]) {
            case 'n':
                out += '\n';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': // kept raw: such a key only loses its own line (its parent's is used)
                out += "\\u";
                break;
            default:
                out += text[i];
            }
        } else {
            out += text[i];
        }
    }
    return out;
}

} // namespace

JsonPositions::JsonPositions(std::string_view text, std::size_t firstLine) : first_(firstLine) {
    std::vector<Frame> stack;
    std::size_t line = firstLine;
    auto valueStart = [&]() -> std::string {
        std::string ptr;
        if (!stack.empty()) {
            Frame& top = stack.back();
            ptr = top.array ? pointerChild(top.pointer, top.index++)
                            : pointerChild(top.pointer, top.key);
        }
        lines_.try_emplace(ptr, line);
        return ptr;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        switch (c) {
        case '\n':
            ++line;
            break;
        case ' ':
        case '\t':
        case '\r':
        case ':':
            break;
        case ',':
            if (!stack.empty() && !stack.back().array) stack.back().expectKey = true;
            break;
        case '"':
            if (!stack.empty() && !stack.back().array && stack.back().expectKey) {
                stack.back().key = readString(text, i);
                stack.back().expectKey = false;
            } else {
                valueStart();
                readString(text, i);
            }
            break;
        case '{':
        case '[': {
            std::string ptr = valueStart();
            stack.push_back(Frame{c == '[', 0, std::move(ptr), {}, c == '{'});
            break;
        }
        case '}':
        case ']':
            if (!stack.empty()) stack.pop_back();
            break;
        default: // a number or a literal
            valueStart();
            while (i + 1 < text.size() &&
                   std::string_view(",}] \t\r\n").find(text[i + 1]) == std::string_view::npos)
                ++i;
        }
    }
}

JsonPositions JsonPositions::allAt(std::size_t line) {
    JsonPositions p;
    p.first_ = line;
    return p;
}

std::size_t JsonPositions::lineOf(std::string pointer) const {
    for (;;) {
        const auto it = lines_.find(pointer);
        if (it != lines_.end()) return it->second;
        const auto slash = pointer.rfind('/');
        if (slash == std::string::npos) return first_;
        pointer.resize(slash);
    }
}

json parseJsonAt(std::string_view text, std::size_t firstLine) {
    try {
        return json::parse(text.begin(), text.end());
    } catch (const json::parse_error& e) {
        const std::size_t upTo = std::min<std::size_t>(e.byte == 0 ? 0 : e.byte - 1, text.size());
        const auto newlines =
            static_cast<std::size_t>(std::count(text.begin(), text.begin() + upTo, '\n'));
        std::string what = e.what();
        // "[json.exception.parse_error.101] parse error at line 3, column 1: syntax error ..."
        const auto colon = what.find(": ");
        if (colon != std::string::npos) what = what.substr(colon + 2);
        const bool atEnd = upTo >= text.size() || isBlank(text.substr(upTo));
        // The key whose value broke the parse (NaN, Infinity, a cut-off number), if the
        // error is on a key's line: the last "key": before the error on that line.
        std::string key = "(json)";
        const auto lineStart = text.rfind('\n', upTo == 0 ? 0 : upTo - 1);
        const std::string_view before =
            text.substr(lineStart == std::string_view::npos ? 0 : lineStart + 1,
                        upTo - (lineStart == std::string_view::npos ? 0 : lineStart + 1));
        if (const auto kc = before.rfind("\":"); kc != std::string_view::npos && kc > 0)
            if (const auto open = before.rfind('"', kc - 1); open != std::string_view::npos)
                if (kc > open + 1) key = std::string(before.substr(open + 1, kc - open - 1));
        fail(firstLine + newlines, key,
             std::string(atEnd ? "truncated or malformed JSON: " : "malformed JSON: ") + what);
    }
}

std::string quotePythonNonFiniteLiterals(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    bool inString = false, escaped = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            out += c;
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
            out += c;
            continue;
        }
        bool quoted = false;
        for (std::string_view literal : {"-Infinity", "Infinity", "NaN"}) {
            if (text.substr(i, literal.size()) != literal) continue;
            const std::size_t end = i + literal.size();
            const bool wordEnds =
                end == text.size() ||
                !(std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_');
            if (!wordEnds) continue;
            out += '"';
            out += literal;
            out += '"';
            i = end - 1;
            quoted = true;
            break;
        }
        if (!quoted) out += c;
    }
    return out;
}

std::vector<JsonRecord> parseJsonDocumentOrLines(std::string_view original) {
    // Kept alive for the whole parse: JsonPositions and parse errors read this text.
    const std::string quoted = quotePythonNonFiniteLiterals(original);
    const std::string_view text = quoted;
    std::vector<JsonRecord> out;
    try {
        JsonRecord r;
        r.value = parseJsonAt(text, 1);
        r.positions = JsonPositions(text, 1);
        const auto first = text.find_first_not_of(" \t\r\n");
        r.line = 1 + static_cast<std::size_t>(std::count(
                         text.begin(),
                         text.begin() + static_cast<std::ptrdiff_t>(first == text.npos ? 0 : first),
                         '\n'));
        out.push_back(std::move(r));
        return out;
    } catch (const ParseFailure&) {
        // JSON Lines? Only if the first non-empty line is a complete object by itself.
        std::vector<std::pair<std::size_t, std::string_view>> lines;
        std::size_t lineNo = 1, start = 0;
        while (start <= text.size()) {
            auto end = text.find('\n', start);
            if (end == std::string_view::npos) end = text.size();
            const auto l = text.substr(start, end - start);
            if (!isBlank(l)) lines.emplace_back(lineNo, l);
            start = end + 1;
            ++lineNo;
        }
        bool jsonl = lines.size() >= 2;
        if (jsonl) {
            try {
                jsonl = parseJsonAt(lines.front().second, lines.front().first).is_object();
            } catch (const ParseFailure&) {
                jsonl = false;
            }
        }
        if (!jsonl) throw;
        for (const auto& [n, l] : lines) {
            JsonRecord r;
            r.value = parseJsonAt(l, n);
            r.positions = JsonPositions(l, n);
            r.line = n;
            out.push_back(std::move(r));
        }
        return out;
    }
}

JsonObject::JsonObject(const json& value, const JsonPositions& positions, std::string pointer,
                       std::string keyPrefix)
    : value_(&value), positions_(&positions), pointer_(std::move(pointer)),
      keyPrefix_(std::move(keyPrefix)) {}

std::size_t JsonObject::line() const {
    return positions_->lineOf(pointer_);
}

std::size_t JsonObject::lineOf(std::string_view key) const {
    return positions_->lineOf(pointerChild(pointer_, key));
}

std::string JsonObject::keyName(std::string_view key) const {
    return keyPrefix_.empty() ? std::string(key) : keyPrefix_ + "." + std::string(key);
}

bool JsonObject::has(std::string_view key) const {
    if (!value_->is_object()) return false;
    const auto it = value_->find(key);
    return it != value_->end() && !it->is_null();
}

const json& JsonObject::raw(std::string_view key) const {
    static const json null;
    if (!value_->is_object()) return null;
    const auto it = value_->find(key);
    return it == value_->end() ? null : *it;
}

std::optional<double> JsonObject::number(std::string_view key) const {
    if (!has(key)) return std::nullopt;
    const json& v = raw(key);
    std::optional<double> d;
    if (v.is_number())
        d = v.get<double>();
    else if (v.is_string())
        d = parseNumber(trim(v.get<std::string>()));
    if (!d) fail(lineOf(key), keyName(key), "expected a number, found " + v.dump());
    if (!std::isfinite(*d)) fail(lineOf(key), keyName(key), "not a finite number");
    return d;
}

double JsonObject::requireNumber(std::string_view key) const {
    const auto d = number(key);
    if (!d) fail(line(), keyName(key), "missing required key");
    return *d;
}

std::optional<double> JsonObject::nonNegative(std::string_view key) const {
    const auto d = number(key);
    if (d) checkNonNegative(*d, lineOf(key), keyName(key));
    return d;
}

double JsonObject::requireNonNegative(std::string_view key) const {
    const double d = requireNumber(key);
    return checkNonNegative(d, lineOf(key), keyName(key));
}

std::optional<double> JsonObject::positive(std::string_view key) const {
    const auto d = number(key);
    if (d && !(*d > 0))
        fail(lineOf(key), keyName(key), "expected a positive number, found " + formatNumber(*d));
    return d;
}

double JsonObject::requirePositive(std::string_view key) const {
    const double d = requireNumber(key);
    if (!(d > 0))
        fail(lineOf(key), keyName(key), "expected a positive number, found " + formatNumber(d));
    return d;
}

std::optional<int> JsonObject::count(std::string_view key) const {
    const auto d = number(key);
    if (!d) return std::nullopt;
    if (*d < 1 || *d > 1e7 || *d != std::floor(*d))
        fail(lineOf(key), keyName(key),
             "expected a whole number from 1, found " + formatNumber(*d));
    return static_cast<int>(*d);
}

std::optional<std::string> JsonObject::string(std::string_view key) const {
    if (!has(key)) return std::nullopt;
    const json& v = raw(key);
    if (v.is_string()) return v.get<std::string>();
    if (v.is_number()) return v.dump();
    fail(lineOf(key), keyName(key), "expected a string, found " + v.dump());
}

std::string JsonObject::requireString(std::string_view key) const {
    auto s = string(key);
    if (!s) fail(line(), keyName(key), "missing required key");
    return *s;
}

std::optional<JsonObject> JsonObject::object(std::string_view key) const {
    if (!has(key)) return std::nullopt;
    if (!raw(key).is_object())
        fail(lineOf(key), keyName(key), "expected an object, found " + raw(key).dump());
    return JsonObject(raw(key), *positions_, pointerChild(pointer_, key), keyName(key));
}

std::optional<double> parseNumber(std::string_view text) {
    if (text.empty()) return std::nullopt;
    if (text.front() == '+') text.remove_prefix(1);
    double v = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || ptr != text.data() + text.size()) {
        // "-nan", "nan", "inf" as C's printf writes them: numbers, though not finite ones.
        const std::string l = lower(text);
        if (l == "nan" || l == "-nan" || l == "inf" || l == "-inf")
            return l == "inf" ? HUGE_VAL : (l == "-inf" ? -HUGE_VAL : std::nan(""));
        return std::nullopt;
    }
    return v;
}

double checkNonNegative(double v, std::size_t line, const std::string& key) {
    if (std::isnan(v)) fail(line, key, "not a number (NaN)");
    if (!std::isfinite(v)) fail(line, key, "not a finite number");
    if (v < 0) fail(line, key, "negative value (" + formatNumber(v) + ")");
    return v;
}

std::string trim(std::string_view s) {
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string_view::npos) return {};
    const auto e = s.find_last_not_of(" \t\r\n");
    return std::string(s.substr(b, e - b + 1));
}

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

bool isBlank(std::string_view text) {
    return text.find_first_not_of(" \t\r\n") == std::string_view::npos;
}

std::string formatNumber(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

MeasurementParseResult
runParser(std::string_view format, const std::string& fileName, std::string_view text,
          const std::function<void(std::vector<MeasuredPoint>&, std::vector<std::string>&)>& body) {
    MeasurementParseResult r;
    auto refuse = [&](std::size_t line, std::string key, std::string message) {
        r.ok = false;
        r.points.clear();
        r.warnings.clear();
        r.error =
            MeasurementError{fileName, line == 0 ? 1 : line, std::move(key), std::move(message)};
        return r;
    };
    if (isBlank(text)) return refuse(1, "(file)", "empty file");
    try {
        body(r.points, r.warnings);
    } catch (const ParseFailure& f) {
        return refuse(f.line, f.key, f.message);
    } catch (const json::exception& e) { // a type the checked reads did not expect
        return refuse(1, "(json)", e.what());
    }
    if (r.points.empty()) return refuse(1, "(file)", "no measured point in the file");
    for (auto& p : r.points) {
        p.source_format = std::string(format);
        p.file = fileName;
    }
    r.ok = true;
    return r;
}

} // namespace sil::measurements_detail

namespace sil::measurements_detail {

void dropTtftInclusiveTpot(MeasuredPoint& p, std::vector<std::string>& warnings,
                           const std::string& where) {
    if (!p.tpot_ms.mean || !p.ttft_ms.mean || !p.e2el_ms.mean || !p.output_tokens ||
        *p.output_tokens <= 1)
        return;
    const double osl = *p.output_tokens;
    const double excl = (*p.e2el_ms.mean - *p.ttft_ms.mean) / (osl - 1);
    const double incl = *p.e2el_ms.mean / osl;
    const double tpot = *p.tpot_ms.mean;
    if (std::abs(incl - excl) <= 0.05 * std::max(std::abs(excl), 1e-12)) return;
    if (std::abs(tpot - incl) < std::abs(tpot - excl)) {
        warnings.push_back(where + ": mean TPOT " + formatNumber(tpot) +
                           " ms matches e2el / output (" + formatNumber(incl) +
                           " ms, TTFT included), not (e2el - ttft) / (output - 1) (" +
                           formatNumber(excl) + " ms): not taken as TPOT");
        p.tpot_ms = LatencyMs{};
        p.tokens_per_s_per_user.reset();
    }
}

} // namespace sil::measurements_detail
