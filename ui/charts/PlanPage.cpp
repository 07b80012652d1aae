#include "PlanPage.h"

#include "ChartNotes.h"
#include "MeasuredMarkers.h"
#include "WorkloadControls.h"
#include "ui/CoreText.h"
#include "ui/ScenarioController.h"

#include "core/workload.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <algorithm>
#include <cmath>

namespace sil::ui {

namespace {

constexpr double kDefaultRequestsPerMinute = 50000;
constexpr double kDefaultFacilityMw = 20;

QString layoutText(const PlanLayout& l) {
    if (l.kind == LayoutChoiceKind::Aggregated)
        return QStringLiteral("TP%1 × %2").arg(l.tp).arg(l.replicas);
    return QStringLiteral("P TP%1 × %2 + D TP%3 × %4")
        .arg(l.prefill_tp)
        .arg(l.prefill_replicas)
        .arg(l.tp)
        .arg(l.decode_replicas);
}

} // namespace

PlanPage::PlanPage(ScenarioController* c, QWidget* parent) : ChartPage(c, parent) {
    model_ = new QComboBox(this);
    fillModelCombo(model_, c_->catalog(), QStringLiteral("llama-3.1-70b"));
    format_ = new QComboBox(this);
    fillFormatCombo(format_, true);
    format_->setCurrentIndex(1); // FP8: what serving engines run by default on FP8 hardware
    demandKind_ = new QComboBox(this);
    addTranslatedItem(demandKind_, QT_TR_NOOP("Requests a minute"), QStringLiteral("rpm"));
    addTranslatedItem(demandKind_, QT_TR_NOOP("Facility power (MW)"), QStringLiteral("mw"));
    demand_ = new QDoubleSpinBox(this);
    demand_->setRange(0.001, 1e9);
    demand_->setDecimals(1);
    demand_->setValue(kDefaultRequestsPerMinute);
    demand_->setGroupSeparatorShown(true);
    prompt_ = new QSpinBox(this);
    prompt_->setRange(1, 1000000);
    prompt_->setValue(1000);
    output_ = new QSpinBox(this);
    output_->setRange(1, 1000000);
    output_->setValue(500);
    ttft_ = new QDoubleSpinBox(this);
    ttft_->setRange(0.01, 600);
    ttft_->setValue(2.0);
    ttft_->setSuffix(QStringLiteral(" s"));
    perUser_ = new QSpinBox(this);
    perUser_->setRange(0, 100000);
    perUser_->setValue(30);
    view_ = new QComboBox(this);
    addTranslatedItem(view_, QT_TR_NOOP("USD per million tokens"), QStringLiteral("blended"));
    addTranslatedItem(view_, QT_TR_NOOP("Input vs output tokens' cost"), QStringLiteral("split"));
    addTranslatedItem(view_, QT_TR_NOOP("GPUs"), QStringLiteral("gpus"));
    addTranslatedItem(view_, QT_TR_NOOP("Facility MW"), QStringLiteral("mw"));
    addTranslatedItem(view_, QT_TR_NOOP("Joules per output token"), QStringLiteral("energy"));
    addTranslatedItem(view_, QT_TR_NOOP("Requests/s served"), QStringLiteral("served"));

    controls()->addWidget(controlLabel(QT_TR_NOOP("Model:")));
    controls()->addWidget(model_);
    controls()->addWidget(format_);
    controls()->addWidget(demandKind_);
    controls()->addWidget(demand_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Tokens in:")));
    controls()->addWidget(prompt_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("out:")));
    controls()->addWidget(output_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("First token within:")));
    controls()->addWidget(ttft_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Tokens/s per user ≥")));
    controls()->addWidget(perUser_);
    controls()->addWidget(view_);
    addUncertaintyControl();
    controls()->addStretch();

    table_ = new QTableWidget(this);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSortingEnabled(false);
    table_->verticalHeader()->setVisible(false);
    table_->setMinimumHeight(160);
    layout()->addWidget(table_);

    addStateCombo(QStringLiteral("model"), model_);
    addStateCombo(QStringLiteral("weights"), format_);
    addStateCombo(QStringLiteral("demand"), demandKind_);
    addStateCombo(QStringLiteral("view"), view_);
    // The numbers: part of the page state, each edit replans.
    addStatePart(
        {[this] {
             return QVariantMap{{QStringLiteral("demand_value"), demand_->value()},
                                {QStringLiteral("prompt"), prompt_->value()},
                                {QStringLiteral("output"), output_->value()},
                                {QStringLiteral("ttft_s"), ttft_->value()},
                                {QStringLiteral("min_tokens_per_user"), perUser_->value()}};
         },
         [this](const QVariantMap& s) {
             const QSignalBlocker b1(demand_), b2(prompt_), b3(output_), b4(ttft_), b5(perUser_);
             if (s.contains(QStringLiteral("demand_value")))
                 demand_->setValue(s.value(QStringLiteral("demand_value")).toDouble());
             if (s.contains(QStringLiteral("prompt")))
                 prompt_->setValue(s.value(QStringLiteral("prompt")).toInt());
             if (s.contains(QStringLiteral("output")))
                 output_->setValue(s.value(QStringLiteral("output")).toInt());
             if (s.contains(QStringLiteral("ttft_s")))
                 ttft_->setValue(s.value(QStringLiteral("ttft_s")).toDouble());
             if (s.contains(QStringLiteral("min_tokens_per_user")))
                 perUser_->setValue(s.value(QStringLiteral("min_tokens_per_user")).toInt());
         }});
    const auto replan = [this] {
        refresh();
        emit stateChanged();
    };
    connect(demand_, &QDoubleSpinBox::valueChanged, this, replan);
    connect(prompt_, &QSpinBox::valueChanged, this, replan);
    connect(output_, &QSpinBox::valueChanged, this, replan);
    connect(ttft_, &QDoubleSpinBox::valueChanged, this, replan);
    connect(perUser_, &QSpinBox::valueChanged, this, replan);
    // Switching what the demand is resets its number to a sensible one of that kind.
    connect(demandKind_, &QComboBox::currentIndexChanged, this, [this] {
        const QSignalBlocker block(demand_);
        demand_->setValue(powerBudget() ? kDefaultFacilityMw : kDefaultRequestsPerMinute);
        if (powerBudget() && view() == QLatin1String("gpus"))
            view_->setCurrentIndex(view_->findData(QStringLiteral("served")));
    });
    connect(c_, &ScenarioController::catalogChanged, this,
            [this] { fillModelCombo(model_, c_->catalog(), QStringLiteral("llama-3.1-70b")); });
}

bool PlanPage::powerBudget() const {
    return demandKind_->currentData().toString() == QLatin1String("mw");
}

QString PlanPage::view() const {
    return view_->currentData().toString();
}

PlanQuery PlanPage::query() const {
    PlanQuery q;
    q.traffic.prompt_tokens = prompt_->value();
    q.traffic.output_tokens = output_->value();
    q.traffic.ttft_p50_s = ttft_->value();
    q.traffic.min_tokens_per_user = perUser_->value();
    if (powerBudget())
        q.facility_mw = demand_->value();
    else
        q.traffic.requests_per_s = demand_->value() / 60.0;
    q.weights = parseNumberFormat(format_->currentData().toString().toStdString())
                    .value_or(NumberFormat::BF16);
    q.kv = defaultKvFormat(q.weights);
    q.engine = c_->scenario().engine;
    return q;
}

QString PlanPage::title() const {
    const QString demand = powerBudget() ? tr("%L1 MW facility").arg(demand_->value(), 0, 'f', 1)
                                         : tr("%L1 requests/min").arg(demand_->value(), 0, 'f', 0);
    const QString v = view();
    QString what = tr("USD per million tokens (owned)");
    if (v == QLatin1String("split")) what = tr("USD per million tokens, input and output");
    if (v == QLatin1String("gpus")) what = tr("GPUs needed");
    if (v == QLatin1String("mw")) what = tr("facility MW");
    if (v == QLatin1String("energy")) what = tr("J per output token");
    if (v == QLatin1String("served")) what = tr("requests/s served");
    return tr("Plan: %1 %2, %3 — %4")
        .arg(model_->currentText(), format_->currentText(), demand, what);
}

QStringList PlanPage::assumptionCaption() const {
    return {tr("Requests of %L1 prompt and %L2 output tokens; first token within %3 s (median), "
               "at least %4 output tokens/s per user; fleet sized for the demand; each system on "
               "its cheapest layout (tensor parallelism, replicas, prefill and decode together or "
               "apart) that meets both.")
                    .arg(prompt_->value())
                    .arg(output_->value())
                    .arg(ttft_->value())
                    .arg(perUser_->value()) +
                (powerBudget() ? QLatin1Char(' ') +
                                     tr("The demand is a power budget: as many GPUs as its MW hold "
                                        "(all-in IT power × PUE), serving what they can.")
                               : QString()),
            tr("Serving model: continuous batching with chunked prefill over the calibrated "
               "workload model under the serving engine named below, "
               "M/G/1 queueing before the first token, paged KV cache; owned cost at scenario "
               "%1's TCO per GPU-hour; docs/serving-model.md.")
                .arg(QString::fromStdString(c_->scenario().name)),
            capexDatesNote()};
}

void PlanPage::refresh() {
    clearChart();
    setChartTitle(title());
    table_->setVisible(!forPaper());
    const Catalog& catalog = c_->catalog();
    const LlmModel* model = catalog.model(model_->currentData().toString().toStdString());
    QStringList notes;
    if (!model) {
        results_.clear();
        setNotes({tr("The catalog holds no language models.")});
        applyFonts();
        return;
    }
    const PlanQuery q = query();
    results_ = planAll(catalog, c_->selectedSystemList(), *model, q, c_->scenario().assumptions);
    const QString v = view();
    const QStringList pinned = c_->pinnedSystems();
    std::vector<SystemBar> bars;
    int banded = 0;
    QStringList rented;
    const double share =
        q.traffic.prompt_tokens / (q.traffic.prompt_tokens + q.traffic.output_tokens);
    for (const PlanResult& r : results_) {
        const System* s = catalog.system(r.system);
        if (!s) continue;
        if (!r.fits) {
            notes << tr("Not shown: %1 — %2").arg(systemLabel(*s), coreText(r.why_not));
            continue;
        }
        SystemBar b;
        b.label = systemLabel(*s);
        b.pinned = pinned.contains(QString::fromStdString(r.system));
        const bool costView = v == QLatin1String("blended") || v == QLatin1String("split");
        if (costView) {
            double in = 0, out = 0, blended = 0;
            if (r.owned_cost) {
                in = r.usd_per_million_input_tokens.value;
                out = r.usd_per_million_output_tokens.value;
                blended = r.usd_per_million_tokens_blended.value;
            } else if (!r.rentals.empty()) {
                // Rented only (no ownership TCO): at its cheapest quote, and said so.
                const PlanRental& cheapest = r.rentals.front();
                in = cheapest.usd_per_million_input_tokens;
                out = cheapest.usd_per_million_output_tokens;
                blended = cheapest.usd_per_million_tokens_blended;
                b.label = tr("%1 (rented)").arg(b.label);
                rented << tr("%1 at %2 %3 $%4/GPU-hour")
                              .arg(systemLabel(*s), QString::fromStdString(cheapest.provider),
                                   QString::fromUtf8(rentalTermKey(cheapest.term).data()))
                              .arg(cheapest.usd_per_gpu_hour, 0, 'f', 2);
            } else {
                notes << tr("Not shown: %1 — no ownership TCO (%2) and no rental quote")
                             .arg(systemLabel(*s), coreText(r.owned_na));
                continue;
            }
            b.parts = v == QLatin1String("split")
                          ? std::vector<double>{in * share, out * (1.0 - share)}
                          : std::vector<double>{blended};
            b.total = blended;
            if (r.owned_cost) banded += setBandFromTco(b, r.system, false) ? 1 : 0;
        } else {
            double value = 0;
            if (v == QLatin1String("gpus")) value = r.gpus;
            if (v == QLatin1String("served")) value = r.requests_per_s;
            if (v == QLatin1String("mw") || v == QLatin1String("energy")) {
                if (!r.power_na.empty()) {
                    notes << tr("Not shown: %1 — %2").arg(systemLabel(*s), coreText(r.power_na));
                    continue;
                }
                value = v == QLatin1String("mw") ? r.facility_mw : r.j_per_output_token;
            }
            b.parts = {value};
            b.total = value;
        }
        bars.push_back(std::move(b));
    }
    const bool higherIsBetter = v == QLatin1String("served");
    if (v == QLatin1String("split")) {
        drawSystemBars(
            std::move(bars),
            {{tr("Input tokens"), QColor(0x1f77b4)}, {tr("Output tokens"), QColor(0xff7f0e)}},
            tr("USD per million tokens (owned), by the tokens that cost it"),
            QStringLiteral("$%.3f"), tr("USD per million tokens"));
    } else if (v == QLatin1String("blended")) {
        drawSystemBars(std::move(bars), {{tr("USD per million tokens"), QColor(0x1f77b4)}},
                       tr("USD per million tokens (owned; rented where marked)"),
                       QStringLiteral("$%.3f"), tr("USD per million tokens"));
        chart_->legend()->setVisible(false);
    } else {
        const QString unit = v == QLatin1String("gpus")     ? tr("GPUs")
                             : v == QLatin1String("mw")     ? tr("MW")
                             : v == QLatin1String("energy") ? tr("J per output token")
                                                            : tr("requests/s");
        drawSystemBars(std::move(bars), {{unit, QColor(0x2ca02c)}}, unit,
                       v == QLatin1String("energy") ? QStringLiteral("%.3f")
                                                    : QStringLiteral("%.0f"),
                       unit, {}, higherIsBetter);
        chart_->legend()->setVisible(false);
    }
    // The chosen layouts and where the step time goes, for the cheapest few (cheapest first).
    QStringList layouts;
    for (const PlanResult& r : results_) {
        if (!r.fits || layouts.size() == 3) continue;
        const System* s = catalog.system(r.system);
        layouts << tr("%1: %2, %L3 GPUs, %4 tokens/s per user, first token %5 s (P90); decode "
                      "step %6 ms (memory %7, compute %8, overhead %9, communication %10)")
                       .arg(s ? systemLabel(*s) : QString::fromStdString(r.system),
                            layoutText(r.layout))
                       .arg(r.gpus)
                       .arg(1000.0 / r.tpot_ms, 0, 'f', 0)
                       .arg(r.ttft_p90_s, 0, 'f', 2)
                       .arg(r.decode_step_ms, 0, 'f', 1)
                       .arg(r.decode_memory_ms, 0, 'f', 1)
                       .arg(r.decode_compute_ms, 0, 'f', 1)
                       .arg(r.decode_overhead_ms, 0, 'f', 1)
                       .arg(r.decode_comm_ms, 0, 'f', 1);
    }
    notes = layouts + notes;
    // The user's own serving points of this model on the planned systems: no view of the plan
    // has their axis (output tokens/s per GPU at a concurrency), so a note says where they are.
    {
        int measured = 0;
        QStringList on, files;
        for (const StoredPoint& m : c_->measurements()) {
            if (m.setup.model_id != model->id || m.point.kind == MeasurementKind::Collective)
                continue;
            const System* s = catalog.system(m.system_id);
            const bool planned =
                std::any_of(results_.begin(), results_.end(),
                            [&](const PlanResult& r) { return r.system == m.system_id; });
            if (!s || !planned) continue;
            ++measured;
            if (!on.contains(systemLabel(*s))) on << systemLabel(*s);
            if (!files.contains(QString::fromStdString(m.file)))
                files << QString::fromStdString(m.file);
        }
        if (measured > 0)
            notes << tr("Not drawn here: %1 of %2 on %3 (from %4). The plan's views show cost, "
                        "GPUs, power and requests served, not output tokens/s per GPU; the "
                        "Inference tab draws measured points over its curves, and the Accuracy "
                        "tab compares each with the model.")
                         .arg(importedPoints(measured), model_->currentText(),
                              on.join(QStringLiteral(", ")), files.join(QStringLiteral(", ")));
    }
    if (!rented.isEmpty())
        notes.prepend(tr("Rented: no ownership TCO; priced at the cheapest quote: %1.")
                          .arg(rented.join(QStringLiteral("; "))));
    if (banded > 0) notes.prepend(uncertaintyNote(false));
    notes << servingEnginesNote(*c_, c_->selectedSystemList());
    setNotes(notes);
    applyFonts();
    fillTable();
}

void PlanPage::fillTable() {
    const QStringList headers = {tr("System"),          tr("Layout"),       tr("GPUs"),
                                 tr("Racks"),           tr("Facility MW"),  tr("Capex (M USD)"),
                                 tr("Opex (M USD/yr)"), tr("USD/M input"),  tr("USD/M output"),
                                 tr("USD/M blended"),   tr("TTFT P90 (s)"), tr("Tokens/s per user"),
                                 tr("J/output token")};
    table_->clear();
    table_->setColumnCount(int(headers.size()));
    table_->setHorizontalHeaderLabels(headers);
    int rows = 0;
    for (const PlanResult& r : results_)
        rows += r.fits ? 1 : 0;
    table_->setRowCount(rows);
    const QLocale locale;
    auto num = [&](double v, int decimals) { return locale.toString(v, 'f', decimals); };
    int row = 0;
    for (const PlanResult& r : results_) {
        if (!r.fits) continue;
        const System* s = c_->catalog().system(r.system);
        const bool power = r.power_na.empty();
        const QStringList cells = {
            s ? systemLabel(*s) : QString::fromStdString(r.system),
            layoutText(r.layout),
            num(r.gpus, 0),
            r.racks > 0 ? num(r.racks, 0) : tr("n/a"),
            power ? num(r.facility_mw, 2) : tr("n/a"),
            r.owned_cost ? num(r.capex_usd / 1e6, 1) : tr("rented"),
            r.owned_cost ? num(r.opex_usd_per_year / 1e6, 1) : tr("rented"),
            r.owned_cost ? num(r.usd_per_million_input_tokens.value, 3) : tr("n/a"),
            r.owned_cost ? num(r.usd_per_million_output_tokens.value, 3) : tr("n/a"),
            r.owned_cost ? num(r.usd_per_million_tokens_blended.value, 3) : tr("n/a"),
            num(r.ttft_p90_s, 2),
            num(1000.0 / r.tpot_ms, 0),
            power ? num(r.j_per_output_token, 3) : tr("n/a")};
        for (int c = 0; c < cells.size(); ++c)
            table_->setItem(row, c, new QTableWidgetItem(cells[c]));
        ++row;
    }
    table_->resizeColumnsToContents();
}

} // namespace sil::ui
