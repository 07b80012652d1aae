#include "PlanState.h"

namespace sil::ui {

namespace {

QString fromView(std::string_view key) {
    return QString::fromUtf8(key.data(), qsizetype(key.size()));
}

} // namespace

QString layoutKey(LayoutChoiceKind k) {
    return fromView(layoutKindKey(k));
}

QString weightsKey(NumberFormat f) {
    return fromView(numberFormatKey(f));
}

QString demandStateKey(DemandKind k) {
    return k == DemandKind::FacilityMw ? QStringLiteral("mw") : QStringLiteral("rpm");
}

std::optional<DemandKind> parseDemandStateKey(const QString& key) {
    if (key == QLatin1String("rpm")) return DemandKind::RequestsPerMinute;
    if (key == QLatin1String("mw")) return DemandKind::FacilityMw;
    return std::nullopt;
}

QVariantMap planInputsToState(const PlanInputs& in) {
    const TrafficProfile& t = in.traffic;
    return QVariantMap{{QStringLiteral("model"), QString::fromStdString(in.model_id)},
                       {QStringLiteral("weights"), weightsKey(in.weights)},
                       {QStringLiteral("demand"), demandStateKey(in.demand_kind)},
                       {QStringLiteral("demand_value"), in.demand},
                       {QStringLiteral("prompt"), int(t.prompt_tokens)},
                       {QStringLiteral("output"), int(t.output_tokens)},
                       {QStringLiteral("cached_share"), t.cached_prompt_share},
                       {QStringLiteral("ttft_s"), t.ttft_p50_s},
                       {QStringLiteral("ttft_p90_s"), t.ttft_p90_s},
                       {QStringLiteral("min_tokens_per_user"), int(t.min_tokens_per_user)},
                       {QStringLiteral("peak_to_average"), t.peak_to_average},
                       {QStringLiteral("layout"), layoutKey(in.layout)},
                       {QStringLiteral("tpot_p99_ms"), in.tpot_p99_ms}};
}

PlanInputs planInputsWithState(PlanInputs in, const QVariantMap& s) {
    const auto has = [&s](const char* key) { return s.contains(QLatin1String(key)); };
    const auto value = [&s](const char* key) { return s.value(QLatin1String(key)); };
    if (has("model")) in.model_id = value("model").toString().toStdString();
    if (has("weights"))
        if (auto f = parseNumberFormat(value("weights").toString().toStdString())) in.weights = *f;
    if (has("demand"))
        if (auto k = parseDemandStateKey(value("demand").toString())) {
            in.demand_kind = *k;
            if (!has("demand_value")) in.demand = defaultDemand(*k);
        }
    if (has("demand_value")) in.demand = value("demand_value").toDouble();
    TrafficProfile& t = in.traffic;
    if (has("prompt")) t.prompt_tokens = value("prompt").toInt();
    if (has("output")) t.output_tokens = value("output").toInt();
    if (has("cached_share")) t.cached_prompt_share = value("cached_share").toDouble();
    if (has("ttft_s")) t.ttft_p50_s = value("ttft_s").toDouble();
    if (has("ttft_p90_s")) t.ttft_p90_s = value("ttft_p90_s").toDouble();
    if (has("min_tokens_per_user")) t.min_tokens_per_user = value("min_tokens_per_user").toInt();
    if (has("peak_to_average")) t.peak_to_average = value("peak_to_average").toDouble();
    if (has("tpot_p99_ms")) in.tpot_p99_ms = value("tpot_p99_ms").toDouble();
    if (has("layout"))
        if (auto k = parseLayoutKind(value("layout").toString().toStdString())) in.layout = *k;
    return in;
}

} // namespace sil::ui
