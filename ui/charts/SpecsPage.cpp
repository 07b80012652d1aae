#include "SpecsPage.h"

#include "ui/CoreText.h"

#include "ui/ScenarioController.h"

#include "core/catalog/citations.h"
#include "core/catalog/fields.h"
#include "core/network/collective.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>

namespace sil::ui {

namespace {

struct SpecRow {
    QString label;
    std::function<Figure(const System&, const Chip*, const SystemResult*)> value;
    int decimals;
    // The catalog field behind the value, on the chip or the system ("" for computed rows):
    // its kind, range and source are shown with it.
    std::string chipField = {};
    std::string systemField = {};
};

Figure opt(const std::optional<double>& v) {
    return v ? Figure::of(*v) : Figure::na("unknown");
}

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
        {QObject::tr("HBM capacity (GB)"),
         [](const System&, const Chip* c, const SystemResult*) {
             return c ? opt(c->hbm_gb) : Figure::na("");
         },
         0, "hbm_gb"},
        {QObject::tr("HBM bandwidth (GB/s)"),
         [](const System&, const Chip* c, const SystemResult*) {
             return c ? opt(c->hbm_bandwidth_gbps) : Figure::na("");
         },
         0, "hbm_bandwidth_gbps"},
        {QObject::tr("BF16 dense (TFLOP/s)"), dense(Dtype::BF16), 0, denseField(Dtype::BF16)},
        {QObject::tr("FP8 dense (TFLOP/s)"), dense(Dtype::FP8), 0, denseField(Dtype::FP8)},
        {QObject::tr("FP6 dense (TFLOP/s)"), dense(Dtype::FP6), 0, denseField(Dtype::FP6)},
        {QObject::tr("FP4 dense (TFLOP/s)"), dense(Dtype::FP4), 0, denseField(Dtype::FP4)},
        {QObject::tr("Scale-up domain (GPUs)"),
         [](const System& s, const Chip*, const SystemResult*) {
             return opt(s.scaleup_domain_gpus);
         },
         0, "", "scaleup_domain_gpus"},
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

// The value's evidence, after it: " estimate (1,100–1,200) [S0]", nothing for a vendor's
// figure without a range. The tooltip names the source.
QString evidenceText(const Provenance& p, int decimals) {
    QString s;
    switch (p.kind) {
    case ValueKind::VendorSpec:
        break;
    case ValueKind::AnalystEstimate:
        s += QLatin1Char(' ') + SpecsPage::tr("estimate");
        break;
    case ValueKind::Derived:
        s += QLatin1Char(' ') + SpecsPage::tr("derived");
        break;
    case ValueKind::Measured:
        s += QLatin1Char(' ') + SpecsPage::tr("measured");
        break;
    case ValueKind::User:
        s += QLatin1Char(' ') + SpecsPage::tr("your edit");
        break;
    }
    if (p.low || p.high)
        s += QStringLiteral(" (%1–%2)")
                 .arg(p.low ? QLocale().toString(*p.low, 'f', decimals) : QStringLiteral("?"),
                      p.high ? QLocale().toString(*p.high, 'f', decimals) : QStringLiteral("?"));
    return s;
}

} // namespace

SpecsPage::SpecsPage(ScenarioController* c, QWidget* parent) : ChartPage(c, parent) {
    controls()->addWidget(controlLabel(QT_TR_NOOP("Baseline:")));
    baseline_ = new QComboBox(this);
    controls()->addWidget(baseline_);
    controls()->addStretch();
    table_ = new QTableWidget(this);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The table replaces the chart view on this page.
    view_->hide();
    static_cast<QVBoxLayout*>(layout())->insertWidget(1, table_, 1);
    addStateCombo(QStringLiteral("baseline"), baseline_);
}

QString SpecsPage::title() const {
    return tr("Specifications side by side, ratio to %1").arg(baseline_->currentText());
}
QWidget* SpecsPage::exportWidget() {
    return table_;
}

QStringList SpecsPage::assumptionCaption() const {
    QStringList lines = ChartPage::assumptionCaption();
    lines.prepend(tr("Ratios are system / baseline. Values are per logical GPU, dense FLOP/s; TCO "
                     "row uses the scenario."));
    return lines;
}

void SpecsPage::refresh() {
    const auto systems = c_->selectedSystemList();
    {
        const QString current = baseline_->currentData().toString();
        QSignalBlocker block(baseline_);
        baseline_->clear();
        for (const System* s : systems)
            baseline_->addItem(systemLabel(*s), QString::fromStdString(s->id));
        const int i = baseline_->findData(current);
        baseline_->setCurrentIndex(i >= 0 ? i : 0);
    }
    const auto rows = specRows();
    table_->clear();
    table_->setRowCount(int(rows.size()));
    table_->setColumnCount(int(systems.size()));
    QStringList headers;
    for (const System* s : systems)
        headers << systemLabel(*s);
    table_->setHorizontalHeaderLabels(headers);
    QStringList rowLabels;
    for (const auto& r : rows)
        rowLabels << r.label;
    table_->setVerticalHeaderLabels(rowLabels);
    const System* base = c_->catalog().system(baseline_->currentData().toString().toStdString());
    QFont f = table_->font();
    f.setPointSize(presentation_ ? 16 : 10);
    table_->setFont(f);
    for (int ri = 0; ri < int(rows.size()); ++ri) {
        const Figure baseValue =
            base ? rows[ri].value(*base, c_->catalog().chip(base->chip_id), c_->resultFor(base->id))
                 : Figure::na("");
        for (int ci = 0; ci < int(systems.size()); ++ci) {
            const System* s = systems[ci];
            const Figure v =
                rows[ri].value(*s, c_->catalog().chip(s->chip_id), c_->resultFor(s->id));
            QString text =
                v.ok() ? QLocale().toString(v.value(), 'f', rows[ri].decimals) : tr("n/a");
            const Chip* chip = c_->catalog().chip(s->chip_id);
            const Provenance* p =
                !v.ok()                               ? nullptr
                : !rows[ri].chipField.empty() && chip ? &chip->provenanceOf(rows[ri].chipField)
                : !rows[ri].systemField.empty()       ? &s->provenanceOf(rows[ri].systemField)
                                                      : nullptr;
            if (p) text += evidenceText(*p, rows[ri].decimals);
            if (const Figure ratio = ratioTo(v, baseValue); ratio.ok() && s != base)
                text += QStringLiteral("  (%1x)").arg(ratio.value(), 0, 'f', 2);
            auto* item = new QTableWidgetItem(text);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (!v.ok()) item->setToolTip(coreText(v.reason()));
            if (p) {
                const Source* src = c_->catalog().source(p->source_id);
                item->setToolTip(src ? QString::fromStdString(sourceReference(*src))
                                     : QString::fromStdString(p->source_id));
            }
            if (s == base) item->setBackground(QColor(0xeef5ff));
            table_->setItem(ri, ci, item);
        }
    }
    setNotes({});
}

} // namespace sil::ui
