#include "core/catalog/dtype.h"

#include <algorithm>
#include <cctype>

namespace sil {

namespace {
constexpr std::array<std::string_view, kDtypeCount> kKeys = {"fp64", "fp32", "tf32", "fp16", "bf16",
                                                             "fp8",  "fp6",  "fp4",  "int8"};
constexpr std::array<std::string_view, kDtypeCount> kLabels = {
    "FP64", "FP32", "TF32", "FP16", "BF16", "FP8", "FP6", "FP4", "INT8"};
} // namespace

std::string_view dtypeKey(Dtype d) {
    return kKeys[index(d)];
}
std::string_view dtypeLabel(Dtype d) {
    return kLabels[index(d)];
}

std::optional<Dtype> parseDtype(std::string_view key) {
    std::string lower(key);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (Dtype d : kAllDtypes)
        if (kKeys[index(d)] == lower) return d;
    return std::nullopt;
}

} // namespace sil
