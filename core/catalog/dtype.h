#pragma once
#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace sil {

// Number formats with a throughput figure. Order is the display order.
enum class Dtype { FP64, FP32, TF32, FP16, BF16, FP8, FP6, FP4, INT8 };
inline constexpr std::size_t kDtypeCount = 9;
inline constexpr std::array<Dtype, kDtypeCount> kAllDtypes = {
    Dtype::FP64, Dtype::FP32, Dtype::TF32, Dtype::FP16, Dtype::BF16,
    Dtype::FP8,  Dtype::FP6,  Dtype::FP4,  Dtype::INT8};

// Lower-case key used in JSON, CSV columns and the database: "bf16".
std::string_view dtypeKey(Dtype d);
// Display label: "BF16".
std::string_view dtypeLabel(Dtype d);
std::optional<Dtype> parseDtype(std::string_view key);
inline std::size_t index(Dtype d) {
    return static_cast<std::size_t>(d);
}

template <typename T> using PerDtype = std::array<T, kDtypeCount>;

} // namespace sil
