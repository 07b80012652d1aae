// libFuzzer: command-line parsing and byte-size ranges never crash; accepted ranges are
// finite, ascending powers of two.
#include "app/cli/CliOptions.h"
#include "core/network/sizes.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto range = sil::parseSizeRange(text);
    if (range.ok) {
        if (range.sizes.empty() || range.sizes.size() > 64) std::abort();
        for (std::size_t i = 1; i < range.sizes.size(); ++i)
            if (!(range.sizes[i] == 2 * range.sizes[i - 1]) || !std::isfinite(range.sizes[i]))
                std::abort();
    }
    std::vector<std::string> args;
    std::string cur;
    for (char c : text) {
        if (c == '\n' || c == ' ') {
            args.push_back(cur);
            cur.clear();
        } else {
            cur.push_back(c);
        }
    }
    args.push_back(cur);
    const auto parsed = sil::cli::parseArguments(args);
    if (!parsed.ok && parsed.error.empty()) std::abort();
    return 0;
}
