#include "core/serving/plan_query.h"

namespace sil {

std::string_view layoutKindKey(LayoutChoiceKind k) {
    switch (k) {
    case LayoutChoiceKind::Aggregated:
        return "aggregated";
    case LayoutChoiceKind::Disaggregated:
        return "disaggregated";
    case LayoutChoiceKind::Best:
        return "best";
    }
    return "best";
}

std::optional<LayoutChoiceKind> parseLayoutKind(std::string_view key) {
    for (auto k :
         {LayoutChoiceKind::Aggregated, LayoutChoiceKind::Disaggregated, LayoutChoiceKind::Best})
        if (layoutKindKey(k) == key) return k;
    return std::nullopt;
}

} // namespace sil
