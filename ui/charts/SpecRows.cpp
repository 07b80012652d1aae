#include "SpecRows.h"

#include "core/catalog/fields.h"
#include "core/catalog/form_factor.h"
#include "core/network/collective.h"

#include <QCoreApplication>
#include <QLocale>
#include <QObject>

namespace sil::ui {

namespace {

Figure opt(const std::optional<double>& v) {
    return v ? Figure::of(*v) : Figure::na("unknown");
}

// The value's evidence: "estimate, 1,100–1,200", nothing for a vendor's figure without a range.
QString evidenceText(const Provenance& p, int decimals) {
    QString s;
    switch (p.kind) {
    case ValueKind::VendorSpec:
        break;
    case ValueKind::AnalystEstimate:
        s = QCoreApplication::translate("sil::ui::SpecsPage", "estimate");
        break;
    case ValueKind::Derived:
        s = QCoreApplication::translate("sil::ui::SpecsPage", "derived");
        break;
    case ValueKind::Measured:
        s = QCoreApplication::translate("sil::ui::SpecsPage", "measured");
        break;
    case ValueKind::User:
        s = QCoreApplication::translate("sil::ui::SpecsPage", "your edit");
        break;
    case ValueKind::Reported:
        s = QCoreApplication::translate("sil::ui::SpecsPage", "reported");
        break;
    }
    if (p.low || p.high) {
        if (!s.isEmpty()) s += QStringLiteral(", ");
        s += QStringLiteral("%1–%2").arg(
            p.low ? QLocale().toString(*p.low, 'f', decimals) : QStringLiteral("?"),
            p.high ? QLocale().toString(*p.high, 'f', decimals) : QStringLiteral("?"));
    }
    return s;
}

// "one server", "rack-scale", "pod": what holds the system's scale-up domain.
QString formFactorText(const System& s) {
    const auto f = formFactorOf(s);
    if (!f) return {};
    switch (*f) {
    case FormFactor::Server:
        return QCoreApplication::translate("sil::ui::SpecsPage", "one server");
    case FormFactor::RackScale:
        return QCoreApplication::translate("sil::ui::SpecsPage", "rack-scale");
    case FormFactor::Pod:
        return QCoreApplication::translate("sil::ui::SpecsPage", "pod (beyond a rack)");
    }
    return {};
}

} // namespace

std::vector<SpecRow> specRows() {
    auto dense = [](Dtype d) {
        return [d](const System&, const Chip* c, const SystemResult*) {
            return c ? opt(c->dense_tflops[index(d)]) : Figure::na("no chip");
        };
    };
    auto denseField = [](Dtype d) { return "dense_" + std::string(dtypeKey(d)) + "_tflops"; };
    return {
        {QObject::tr("Chip TDP (W)"),
         [](const System&, const Chip* c, const SystemResult*) {
             return c ? opt(c->tdp_w) : Figure::na("");
         },
         0, "tdp_w"},
        {QObject::tr("Memory (GB)"),
         [](const System&, const Chip* c, const SystemResult*) {
             return c ? opt(c->memory_gb) : Figure::na("");
         },
         0, "memory_gb"},
        {QObject::tr("Memory bandwidth (GB/s)"),
         [](const System&, const Chip* c, const SystemResult*) {
             return c ? opt(c->memory_bandwidth_gbps) : Figure::na("");
         },
         0, "memory_bandwidth_gbps"},
        {QObject::tr("BF16 dense (TFLOP/s)"), dense(Dtype::BF16), 0, denseField(Dtype::BF16)},
        {QObject::tr("FP8 dense (TFLOP/s)"), dense(Dtype::FP8), 0, denseField(Dtype::FP8)},
        {QObject::tr("FP6 dense (TFLOP/s)"), dense(Dtype::FP6), 0, denseField(Dtype::FP6)},
        {QObject::tr("FP4 dense (TFLOP/s)"), dense(Dtype::FP4), 0, denseField(Dtype::FP4)},
        {QObject::tr("Scale-up domain"),
         [](const System& s, const Chip*, const SystemResult*) {
             return opt(s.scaleup_domain_gpus);
         },
         0, "", "scaleup_domain_gpus", false},
        {QObject::tr("Form factor"),
         [](const System& s, const Chip*, const SystemResult*) {
             return formFactorOf(s) ? Figure::of(0.0) : Figure::na("unknown");
         },
         0, "", "form_factor", false, formFactorText},
        {QObject::tr("Scale-up per GPU (GB/s, uni-di)"),
         [](const System& s, const Chip*, const SystemResult*) { return scaleupPerGpuGbps(s); }, 0},
        {QObject::tr("Scale-out per GPU (Gbit/s)"),
         [](const System& s, const Chip*, const SystemResult*) { return opt(s.scaleout_gbit); }, 0,
         "", "scaleout_gbit"},
        {QObject::tr("Capex per GPU (USD)"),
         [](const System& s, const Chip*, const SystemResult*) { return opt(s.capex_per_gpu_usd); },
         0, "", "capex_per_gpu_usd"},
        {QObject::tr("TCO (USD/GPU-hour)"),
         [](const System&, const Chip*, const SystemResult* r) {
             return r ? r->tco.total : Figure::na("");
         },
         2},
        {QObject::tr("FP8 TFLOP/s per W (TDP)"),
         [](const System&, const Chip*, const SystemResult* r) {
             return r ? r->per_dtype[index(Dtype::FP8)].tflops_per_watt : Figure::na("");
         },
         2},
    };
}

const Provenance* specProvenance(const SpecRow& row, const System& s, const Chip* chip) {
    if (!row.chipField.empty()) return chip ? &chip->provenanceOf(row.chipField) : nullptr;
    if (!row.systemField.empty()) {
        const FieldDef<System>* field = findField<System>(row.systemField);
        if (field && isUnknown(field->get(s))) return nullptr;
        return &s.provenanceOf(row.systemField);
    }
    return nullptr;
}

QString specCellText(const SpecRow& row, const Figure& value, const Figure& baseline,
                     bool isBaseline, const Provenance* p, int footnote, const System* system) {
    if (!value.ok()) return QCoreApplication::translate("sil::ui::SpecsPage", "n/a");
    if (row.text && system) {
        QString text = row.text(*system);
        if (footnote > 0) text += QStringLiteral(" [%1]").arg(footnote);
        // Not stored: derived from the system's counts, and said so.
        const QString evidence =
            p ? evidenceText(*p, 0) : QCoreApplication::translate("sil::ui::SpecsPage", "derived");
        if (!evidence.isEmpty()) text += QLatin1Char('\n') + evidence;
        return text;
    }
    const QString number = QLocale().toString(value.value(), 'f', row.decimals);
    QString text = row.ratio
                       ? number
                       : QCoreApplication::translate("sil::ui::SpecsPage", "%1 GPUs").arg(number);
    if (const Figure ratio = ratioTo(value, baseline); row.ratio && ratio.ok() && !isBaseline)
        text += QStringLiteral("  (%1x)").arg(ratio.value(), 0, 'f', 2);
    if (footnote > 0) text += QStringLiteral(" [%1]").arg(footnote);
    if (const QString evidence = p ? evidenceText(*p, row.decimals) : QString();
        !evidence.isEmpty())
        text += QLatin1Char('\n') + evidence;
    return text;
}

} // namespace sil::ui
