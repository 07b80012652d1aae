// libFuzzer: the vllm bench serve --save-result / --append-result JSON parser never crashes,
// refuses a bad file whole with file, line and key, and gives only finite, non-negative quantities
// (fuzz/measurement_checks.h).
#include "measurement_checks.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    fuzz_measurements::checkResult(sil::parseMeasurements("vllm", text, "fuzz.in"), "fuzz.in");
    return 0;
}
