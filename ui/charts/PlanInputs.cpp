#include "PlanInputs.h"

namespace sil::ui {

QString layoutKey(LayoutChoiceKind k) {
    const std::string_view key = layoutKindKey(k);
    return QString::fromUtf8(key.data(), qsizetype(key.size()));
}

bool PlanInputs::operator==(const PlanInputs& o) const {
    const TrafficProfile& a = traffic;
    const TrafficProfile& b = o.traffic;
    return model == o.model && demandKind == o.demandKind && demand == o.demand &&
           weights == o.weights && layout == o.layout && a.prompt_tokens == b.prompt_tokens &&
           a.output_tokens == b.output_tokens && a.prompt_samples == b.prompt_samples &&
           a.output_samples == b.output_samples && a.requests_per_s == b.requests_per_s &&
           a.peak_to_average == b.peak_to_average &&
           a.cached_prompt_share == b.cached_prompt_share && a.ttft_p50_s == b.ttft_p50_s &&
           a.ttft_p90_s == b.ttft_p90_s && a.min_tokens_per_user == b.min_tokens_per_user;
}

QVariantMap PlanInputs::toState() const {
    return QVariantMap{{QStringLiteral("model"), model},
                       {QStringLiteral("weights"), weights},
                       {QStringLiteral("demand"), demandKind},
                       {QStringLiteral("demand_value"), demand},
                       {QStringLiteral("prompt"), int(traffic.prompt_tokens)},
                       {QStringLiteral("output"), int(traffic.output_tokens)},
                       {QStringLiteral("cached_share"), traffic.cached_prompt_share},
                       {QStringLiteral("ttft_s"), traffic.ttft_p50_s},
                       {QStringLiteral("ttft_p90_s"), traffic.ttft_p90_s},
                       {QStringLiteral("min_tokens_per_user"), int(traffic.min_tokens_per_user)},
                       {QStringLiteral("peak_to_average"), traffic.peak_to_average},
                       {QStringLiteral("layout"), layoutKey(layout)}};
}

PlanInputs PlanInputs::withState(const QVariantMap& s) const {
    PlanInputs in = *this;
    const auto has = [&s](const char* key) { return s.contains(QLatin1String(key)); };
    const auto value = [&s](const char* key) { return s.value(QLatin1String(key)); };
    if (has("model")) in.model = value("model").toString();
    if (has("weights")) in.weights = value("weights").toString();
    if (has("demand")) {
        in.demandKind = value("demand").toString();
        if (!has("demand_value"))
            in.demand = in.demandKind == QLatin1String("mw") ? kDefaultFacilityMw
                                                             : kDefaultRequestsPerMinute;
    }
    if (has("demand_value")) in.demand = value("demand_value").toDouble();
    if (has("prompt")) in.traffic.prompt_tokens = value("prompt").toInt();
    if (has("output")) in.traffic.output_tokens = value("output").toInt();
    if (has("cached_share")) in.traffic.cached_prompt_share = value("cached_share").toDouble();
    if (has("ttft_s")) in.traffic.ttft_p50_s = value("ttft_s").toDouble();
    if (has("ttft_p90_s")) in.traffic.ttft_p90_s = value("ttft_p90_s").toDouble();
    if (has("min_tokens_per_user"))
        in.traffic.min_tokens_per_user = value("min_tokens_per_user").toInt();
    if (has("peak_to_average")) in.traffic.peak_to_average = value("peak_to_average").toDouble();
    if (has("layout"))
        if (auto k = parseLayoutKind(value("layout").toString().toStdString())) in.layout = *k;
    return in;
}

} // namespace sil::ui
