#include "core/measurements/nccl_tests.h"

#include "core/measurements/parse_support.h"

#include <cmath>
#include <sstream>

namespace sil {

using namespace measurements_detail;

namespace {

std::vector<std::string> words(std::string_view line) {
    std::vector<std::string> out;
    std::istringstream in{std::string(line)};
    std::string w;
    while (in >> w)
        out.push_back(w);
    return out;
}

struct Columns {
    std::size_t header_line = 0;
    std::size_t count = 0;    // whitespace-separated fields a data row must have
    std::size_t time[2] = {}; // out of place, in place
    std::size_t algbw[2] = {};
    std::size_t busbw[2] = {};
    std::size_t wrong[2] = {};
};

// The column header "# size count type redop root time algbw busbw #wrong ...".
std::optional<Columns> header(const std::vector<std::string>& w, std::size_t line) {
    if (w.size() < 2 || w[0] != "#" || w[1] != "size") return std::nullopt;
    Columns c;
    c.header_line = line;
    std::size_t field = 0, times = 0, algbws = 0, busbws = 0, wrongs = 0;
    for (std::size_t i = 1; i < w.size(); ++i, ++field) {
        const std::string& h = w[i];
        if ((h == "time" || h == "cputime") && times < 2) c.time[times++] = field;
        if (h == "algbw" && algbws < 2) c.algbw[algbws++] = field;
        if (h == "busbw" && busbws < 2) c.busbw[busbws++] = field;
        if (h == "#wrong" && wrongs < 2) c.wrong[wrongs++] = field;
        if (h == "timestamp") ++field; // printed as two fields: date and time
    }
    if (times != 2 || algbws != 2 || busbws != 2 || wrongs != 2)
        fail(line, "header",
             "expected time, algbw, busbw and #wrong twice (out of place, in place)");
    c.count = field;
    return c;
}

double value(const std::vector<std::string>& w, std::size_t i, std::size_t line, const char* key) {
    const auto v = parseNumber(w[i]);
    if (!v) fail(line, key, "expected a number, found \"" + w[i] + "\"");
    return checkNonNegative(*v, line, key);
}

} // namespace

std::string ncclTestsOpKey(const std::string& name) {
    std::string n = lower(trim(name));
    if (n.size() > 5 && n.compare(n.size() - 5, 5, "_perf") == 0) n.resize(n.size() - 5);
    if (n == "alltoall" || n == "all_to_all") return "all_to_all";
    if (n == "alltoallv") return "all_to_allv";
    for (const char* k : {"all_reduce", "all_gather", "reduce_scatter", "broadcast", "reduce",
                          "sendrecv", "gather", "scatter", "hypercube"})
        if (n == k) return n;
    return {};
}

MeasurementParseResult parseNcclTests(const std::string& text, const std::string& fileName,
                                      const std::string& op) {
    return runParser("nccl-tests", fileName, text, [&](auto& points, auto& warnings) {
        std::string opKey;
        std::optional<Columns> cols;
        int rankLines = 0;
        std::optional<int> threadsTimesGpus;
        std::string device;
        bool sawAvg = false;
        std::size_t lineNo = 0, start = 0;
        std::vector<MeasuredPoint> rows;
        while (start < text.size()) {
            auto end = text.find('\n', start);
            if (end == std::string::npos) end = text.size();
            const std::string_view line(text.data() + start, end - start);
            start = end + 1;
            ++lineNo;
            const auto w = words(line);
            if (w.empty()) continue;
            if (opKey.empty())
                for (const auto& word : w) {
                    const auto slash = word.find_last_of('/');
                    const std::string base =
                        slash == std::string::npos ? word : word.substr(slash + 1);
                    if (base.size() > 5 && base.compare(base.size() - 5, 5, "_perf") == 0)
                        opKey = ncclTestsOpKey(base);
                    if (!opKey.empty()) break;
                }
            if (w[0] == "#") {
                if (w.size() >= 3 && w[1] == "Rank" && parseNumber(w[2])) {
                    ++rankLines;
                    const auto bracket = line.find("] ");
                    if (device.empty() && bracket != std::string_view::npos)
                        device = trim(line.substr(bracket + 2));
                } else if (w.size() >= 5 && w[1] == "nThread" && w[3] == "nGpus") {
                    const auto t = parseNumber(w[2]), g = parseNumber(w[4]);
                    if (t && g && *t >= 1 && *g >= 1 && *t * *g < 1e6)
                        threadsTimesGpus = static_cast<int>(*t * *g);
                } else if (w.size() >= 2 && w[1] == "Avg") {
                    sawAvg = true;
                } else if (w.size() >= 7 && w[1] == "Out" && w[4] == "values") {
                    if (w[6] != "0")
                        warnings.push_back("line " + std::to_string(lineNo) + ": " + trim(line));
                } else if (auto c = header(w, lineNo)) {
                    cols = c;
                }
                continue;
            }
            // A result row starts with the size in bytes; anything else (NCCL INFO lines,
            // warnings, the launcher's output) is not part of the table.
            if (!cols || !parseNumber(w[0]) ||
                w[0].find_first_not_of("0123456789") != std::string::npos)
                continue;
            if (w.size() != cols->count)
                fail(lineNo, "row",
                     "a result row has " + std::to_string(w.size()) +
                         " columns; the header on line " + std::to_string(cols->header_line) +
                         " has " + std::to_string(cols->count));
            const double bytes = value(w, 0, lineNo, "size");
            for (int half = 0; half < 2; ++half) {
                MeasuredPoint p;
                p.kind = MeasurementKind::Collective;
                p.line = lineNo;
                p.bytes = bytes;
                p.time_us = value(w, cols->time[half], lineNo, "time");
                p.algbw_gbps = value(w, cols->algbw[half], lineNo, "algbw");
                p.busbw_gbps = value(w, cols->busbw[half], lineNo, "busbw");
                p.in_place = half == 1;
                const std::string& wrong = w[cols->wrong[half]];
                if (wrong != "N/A" && wrong != "0" && wrong != "-")
                    warnings.push_back("line " + std::to_string(lineNo) + ": " + wrong +
                                       " wrong elements " + (half ? "in place" : "out of place"));
                rows.push_back(std::move(p));
            }
        }
        if (!cols)
            fail(lineNo ? lineNo : 1, "header", "no \"#  size  count  type ...\" header line");
        if (rows.empty()) fail(cols->header_line, "row", "no result row after the header");
        if (opKey.empty()) opKey = ncclTestsOpKey(op);
        if (opKey.empty())
            fail(1, "op",
                 op.empty() ? "no <collective>_perf name in the output; give the operation"
                            : "unknown operation \"" + op + "\"");
        if (!sawAvg)
            warnings.push_back("no \"# Avg bus bandwidth\" line: the run may have been cut short");
        std::optional<int> ranks;
        if (rankLines > 0)
            ranks = rankLines;
        else if (threadsTimesGpus) {
            ranks = threadsTimesGpus;
            warnings.push_back("no \"#  Rank\" lines: ranks taken as nThread x nGpus of one "
                               "process");
        }
        for (auto& p : rows) {
            p.op = opKey;
            p.ranks = ranks;
            p.system = device;
            p.engine = "nccl-tests";
            points.push_back(std::move(p));
        }
    });
}

} // namespace sil
