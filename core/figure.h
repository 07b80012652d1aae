#pragma once
// A computed number that may be unavailable. Charts and tables show the reason
// ("n/a: no FP6 figure for H100") instead of inf or NaN.
#include <cmath>
#include <optional>
#include <string>
#include <utility>

namespace sil {

class Figure {
public:
    Figure() : reason_("not computed") {}
    static Figure of(double v) {
        if (!std::isfinite(v)) return na("not a finite number");
        Figure f;
        f.value_ = v;
        f.reason_.clear();
        return f;
    }
    static Figure na(std::string reason) {
        Figure f;
        f.reason_ = std::move(reason);
        return f;
    }
    bool ok() const { return value_.has_value(); }
    double value() const { return *value_; }
    double valueOr(double fallback) const { return value_.value_or(fallback); }
    const std::string& reason() const { return reason_; }

private:
    std::optional<double> value_;
    std::string reason_;
};

// Arithmetic on figures propagates the first reason a value is missing.
inline Figure operator+(const Figure& a, const Figure& b) {
    if (!a.ok()) return a;
    if (!b.ok()) return b;
    return Figure::of(a.value() + b.value());
}

inline Figure divide(const Figure& num, const Figure& den, const std::string& zeroReason) {
    if (!num.ok()) return num;
    if (!den.ok()) return den;
    if (den.value() == 0.0) return Figure::na(zeroReason);
    return Figure::of(num.value() / den.value());
}

inline Figure fromOptional(const std::optional<double>& v, const std::string& missingReason) {
    return v ? Figure::of(*v) : Figure::na(missingReason);
}

} // namespace sil
