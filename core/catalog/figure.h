#pragma once
// A computed number that may be unavailable. Charts and tables show the reason
// ("n/a: no FP6 figure for H100") instead of inf or NaN.
#include <cmath>
#include <optional>
#include <string>
#include <utility>

namespace sil {

// Reasons are interned: each distinct text is stored once for the life of the program
// (there are few: one per kind of missing input), so a Figure is trivially copyable and
// the recompute hot path copies no strings and touches no reference counts.
const std::string* internReason(std::string reason);

class Figure {
public:
    Figure() : reason_(&kNotComputed) {}
    static Figure of(double v) {
        if (!std::isfinite(v)) [[unlikely]]
            return nonFinite();
        Figure f;
        f.value_ = v;
        f.reason_ = nullptr;
        return f;
    }
    static Figure nonFinite(); // out of line: keeps the hot path small
    static Figure na(std::string reason) {
        Figure f;
        f.reason_ = internReason(std::move(reason));
        return f;
    }
    // n/a for a reason interned once (internReason), where the same reason recurs on every
    // recompute: no string built, no lookup.
    static Figure naInterned(const std::string* reason) {
        Figure f;
        f.reason_ = reason;
        return f;
    }
    // A value is present exactly when there is no reason for it to be missing.
    bool ok() const { return reason_ == nullptr; }
    double value() const { return value_; }
    double valueOr(double fallback) const { return ok() ? value_ : fallback; }
    const std::string& reason() const {
        static const std::string none;
        return reason_ ? *reason_ : none;
    }

private:
    inline static const std::string kNotComputed{"not computed"};
    double value_ = 0.0;
    const std::string* reason_;
};

// Arithmetic on figures propagates the first reason a value is missing.
inline Figure operator+(const Figure& a, const Figure& b) {
    if (!a.ok()) return a;
    if (!b.ok()) return b;
    return Figure::of(a.value() + b.value());
}

// Reasons are callables returning std::string, built only when a value is missing.
template <typename Reason>
Figure divide(const Figure& num, const Figure& den, Reason&& zeroReason) {
    if (!num.ok()) return num;
    if (!den.ok()) return den;
    if (den.value() == 0.0) return Figure::na(zeroReason());
    return Figure::of(num.value() / den.value());
}

// value / baseline, n/a when either is missing or the baseline is zero.
inline Figure ratioTo(const Figure& value, const Figure& baseline) {
    return divide(value, baseline, [] { return std::string("the baseline is zero"); });
}

template <typename Reason>
Figure fromOptional(const std::optional<double>& v, Reason&& missingReason) {
    return v ? Figure::of(*v) : Figure::na(missingReason());
}

} // namespace sil
