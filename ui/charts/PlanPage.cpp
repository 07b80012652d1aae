#include "PlanPage.h"

#include "ChartNotes.h"
#include "MeasuredMarkers.h"
#include "PlanWorker.h"
#include "WorkloadControls.h"
#include "ui/CoreText.h"
#include "ui/ScenarioController.h"
#include "ui/commands/SetPlanInputCommand.h"

#include "core/serving/plan_workbook.h"
#include "core/workload/workload.h"

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

PlanPage::PlanPage(ScenarioController* c, QWidget* parent)
    : ChartPage(c, parent), worker_(new PlanWorker(this)) {
    createControls();
    layOutControls();
    addUncertaintyControl();
    controls()->addStretch();

    table_ = new QTableWidget(this);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSortingEnabled(false);
    table_->verticalHeader()->setVisible(false);
    table_->setMinimumHeight(160);
    layout()->addWidget(table_);
    retranslateUi();

    addStateCombo(QStringLiteral("view"), view_);
    // The inputs: part of the page state (the keys the settings and export-chart have used),
    // restored without an undo step and without replanning (the caller refreshes).
    addStatePart({[this] { return planInputsToState(inputs_); },
                  [this](const QVariantMap& s) { adoptInputs(planInputsWithState(inputs_, s)); }});
    inputs_ = readInputs();
    connectEdits();
    // A page made for a scenario that already has a plan (an export, a report) starts from it;
    // a request's own flags are restored over it afterwards.
    if (const auto& plan = c_->scenario().plan) adoptInputs(*plan);
}

// The plan's inputs as controls, at their defaults.
void PlanPage::createControls() {
    model_ = new QComboBox(this);
    fillModelCombo(model_, c_->catalog(), QStringLiteral("llama-3.1-70b"));
    format_ = new QComboBox(this);
    fillFormatCombo(format_, true);
    format_->setCurrentIndex(1); // FP8: what serving engines run by default on FP8 hardware
    demandKind_ = new QComboBox(this);
    addTranslatedItem(demandKind_, QT_TR_NOOP("Requests a minute"),
                      demandStateKey(DemandKind::RequestsPerMinute));
    addTranslatedItem(demandKind_, QT_TR_NOOP("Facility power (MW)"),
                      demandStateKey(DemandKind::FacilityMw));
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
    cached_ = new QDoubleSpinBox(this);
    cached_->setRange(0, 99);
    cached_->setDecimals(0);
    cached_->setSuffix(QStringLiteral(" %"));
    ttft_ = new QDoubleSpinBox(this);
    ttft_->setRange(0.01, 600);
    ttft_->setValue(2.0);
    ttft_->setSuffix(QStringLiteral(" s"));
    ttftP90_ = new QDoubleSpinBox(this);
    ttftP90_->setRange(0, 600);
    ttftP90_->setValue(0);
    ttftP90_->setSuffix(QStringLiteral(" s"));
    perUser_ = new QSpinBox(this);
    perUser_->setRange(0, 100000);
    perUser_->setValue(int(TrafficProfile{}.min_tokens_per_user));
    tpotP99_ = new QDoubleSpinBox(this);
    tpotP99_->setRange(0, 100000);
    tpotP99_->setDecimals(0);
    tpotP99_->setValue(0);
    tpotP99_->setSuffix(QStringLiteral(" ms"));
    peak_ = new QDoubleSpinBox(this);
    peak_->setRange(1, 100);
    peak_->setSingleStep(0.1);
    peak_->setValue(1);
    peak_->setSuffix(QStringLiteral(" ×"));
    layoutKind_ = new QComboBox(this);
    addTranslatedItem(layoutKind_, QT_TR_NOOP("Cheapest layout"), QStringLiteral("best"));
    addTranslatedItem(layoutKind_, QT_TR_NOOP("Prefill and decode together"),
                      QStringLiteral("aggregated"));
    addTranslatedItem(layoutKind_, QT_TR_NOOP("Prefill and decode apart"),
                      QStringLiteral("disaggregated"));
    view_ = new QComboBox(this);
    addTranslatedItem(view_, QT_TR_NOOP("USD per million tokens"), QStringLiteral("blended"));
    addTranslatedItem(view_, QT_TR_NOOP("Input vs output tokens' cost"), QStringLiteral("split"));
    addTranslatedItem(view_, QT_TR_NOOP("GPUs"), QStringLiteral("gpus"));
    addTranslatedItem(view_, QT_TR_NOOP("Facility MW"), QStringLiteral("mw"));
    addTranslatedItem(view_, QT_TR_NOOP("Joules per output token"), QStringLiteral("energy"));
    addTranslatedItem(view_, QT_TR_NOOP("Requests/s served"), QStringLiteral("served"));
}

void PlanPage::layOutControls() {
    controls()->addWidget(controlLabel(QT_TR_NOOP("Model:")));
    controls()->addWidget(model_);
    controls()->addWidget(format_);
    controls()->addWidget(demandKind_);
    controls()->addWidget(demand_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Tokens in:")));
    controls()->addWidget(prompt_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("out:")));
    controls()->addWidget(output_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Cached:")));
    controls()->addWidget(cached_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("First token within:")));
    controls()->addWidget(ttft_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("P90 within:")));
    controls()->addWidget(ttftP90_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Tokens/s per user ≥")));
    controls()->addWidget(perUser_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("TPOT P99 ≤")));
    controls()->addWidget(tpotP99_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Peak/average:")));
    controls()->addWidget(peak_);
    controls()->addWidget(layoutKind_);
    controls()->addWidget(view_);
}

// Each control's edit, the demand's kind, an opened scenario's plan and a new catalog.
void PlanPage::connectEdits() {
    // Each control's edit is one undoable step (SetPlanInputCommand), merged while the same
    // control keeps changing.
    const auto edits = [this](auto* widget, auto signal, const char* field, const char* label) {
        connect(widget, signal, this,
                [this, field, label] { editInput(QString::fromLatin1(field), label); });
    };
    edits(model_, &QComboBox::currentIndexChanged, "model", QT_TR_NOOP("the planned model"));
    edits(format_, &QComboBox::currentIndexChanged, "weights", QT_TR_NOOP("the planned weights"));
    edits(demand_, &QDoubleSpinBox::valueChanged, "demand", QT_TR_NOOP("the planned demand"));
    edits(prompt_, &QSpinBox::valueChanged, "prompt", QT_TR_NOOP("the prompt tokens"));
    edits(output_, &QSpinBox::valueChanged, "output", QT_TR_NOOP("the output tokens"));
    edits(cached_, &QDoubleSpinBox::valueChanged, "cached", QT_TR_NOOP("the cached prompt share"));
    edits(ttft_, &QDoubleSpinBox::valueChanged, "ttft", QT_TR_NOOP("the first-token target"));
    edits(ttftP90_, &QDoubleSpinBox::valueChanged, "ttft_p90",
          QT_TR_NOOP("the P90 first-token target"));
    edits(perUser_, &QSpinBox::valueChanged, "per_user", QT_TR_NOOP("the tokens/s per user"));
    edits(tpotP99_, &QDoubleSpinBox::valueChanged, "tpot_p99",
          QT_TR_NOOP("the P99 time-per-output-token target"));
    edits(peak_, &QDoubleSpinBox::valueChanged, "peak", QT_TR_NOOP("the peak-to-average factor"));
    edits(layoutKind_, &QComboBox::currentIndexChanged, "layout", QT_TR_NOOP("the serving layout"));
    // Switching what the demand is resets its number to a sensible one of that kind: one step.
    connect(demandKind_, &QComboBox::currentIndexChanged, this, [this] {
        const auto kind = parseDemandStateKey(demandKind_->currentData().toString());
        const bool budget = kind == DemandKind::FacilityMw;
        {
            const QSignalBlocker block(demand_);
            demand_->setValue(defaultDemand(kind.value_or(DemandKind::RequestsPerMinute)));
        }
        if (budget && view() == QLatin1String("gpus")) {
            const QSignalBlocker block(view_);
            view_->setCurrentIndex(view_->findData(QStringLiteral("served")));
        }
        editInput(QStringLiteral("demand_kind"), QT_TR_NOOP("what the demand is"));
    });
    // A scenario opened with a plan shows it (not an undo step: opening clears the history).
    connect(c_, &ScenarioController::scenarioChanged, this, [this] {
        if (const auto& plan = c_->scenario().plan) {
            adoptInputs(*plan);
            refresh();
            emit stateChanged();
        }
    });
    connect(c_, &ScenarioController::catalogChanged, this, [this] {
        fillModelCombo(model_, c_->catalog(), QStringLiteral("llama-3.1-70b"));
        // A model gone from the catalog: the combo fell back to another, not an undo step.
        inputs_.model_id = model_->currentData().toString().toStdString();
    });
}

void PlanPage::retranslateUi() {
    ttftP90_->setSpecialValueText(tr("none"));
    tpotP99_->setSpecialValueText(tr("none"));
    tpotP99_->setToolTip(tr("A bound on the time per output token that 99 % of requests see. The "
                            "tokens/s per user floor is held at the median; this holds the tail. "
                            "Only the simulation checks it, so it re-sizes the fleets once the "
                            "check is done."));
    fillTable();
}

void PlanPage::adoptInputs(PlanInputs in) {
    // Only what the controls offer: an unknown model or weights keeps the current one.
    if (model_->findData(QString::fromStdString(in.model_id)) < 0) in.model_id = inputs_.model_id;
    if (format_->findData(weightsKey(in.weights)) < 0) in.weights = inputs_.weights;
    showInputs(in);
    inputs_ = in;
    inputs_ = readInputs(); // what the controls hold (clamped to their ranges)
}

PlanInputs PlanPage::readInputs() const {
    // A length distribution (from a scenario) stays while the controls show its means.
    PlanInputs in = inputs_;
    const TrafficProfile& was = inputs_.traffic;
    if (std::lround(was.prompt_tokens) != prompt_->value() ||
        std::lround(was.output_tokens) != output_->value()) {
        in.traffic.prompt_samples.clear();
        in.traffic.output_samples.clear();
        in.traffic.prompt_tokens = prompt_->value();
        in.traffic.output_tokens = output_->value();
    }
    in.model_id = model_->currentData().toString().toStdString();
    in.weights = parseNumberFormat(format_->currentData().toString().toStdString())
                     .value_or(NumberFormat::BF16);
    in.demand_kind = parseDemandStateKey(demandKind_->currentData().toString())
                         .value_or(DemandKind::RequestsPerMinute);
    in.demand = demand_->value();
    in.traffic.cached_prompt_share = cached_->value() / 100.0;
    in.traffic.ttft_p50_s = ttft_->value();
    in.traffic.ttft_p90_s = ttftP90_->value();
    in.traffic.min_tokens_per_user = perUser_->value();
    in.traffic.peak_to_average = peak_->value();
    in.tpot_p99_ms = tpotP99_->value();
    in.layout = parseLayoutKind(layoutKind_->currentData().toString().toStdString())
                    .value_or(LayoutChoiceKind::Best);
    return in;
}

void PlanPage::showInputs(const PlanInputs& in) {
    const QSignalBlocker b1(model_), b2(format_), b3(demandKind_), b4(demand_), b5(prompt_),
        b6(output_), b7(cached_), b8(ttft_), b9(ttftP90_), b10(perUser_), b11(peak_),
        b12(layoutKind_), b13(tpotP99_);
    const auto select = [](QComboBox* combo, const QString& key) {
        if (const int i = combo->findData(key); i >= 0) combo->setCurrentIndex(i);
    };
    select(model_, QString::fromStdString(in.model_id));
    select(format_, weightsKey(in.weights));
    select(demandKind_, demandStateKey(in.demand_kind));
    select(layoutKind_, layoutKey(in.layout));
    demand_->setValue(in.demand);
    prompt_->setValue(int(in.traffic.prompt_tokens));
    output_->setValue(int(in.traffic.output_tokens));
    cached_->setValue(in.traffic.cached_prompt_share * 100.0);
    ttft_->setValue(in.traffic.ttft_p50_s);
    ttftP90_->setValue(in.traffic.ttft_p90_s);
    perUser_->setValue(int(in.traffic.min_tokens_per_user));
    peak_->setValue(in.traffic.peak_to_average);
    tpotP99_->setValue(in.tpot_p99_ms);
}

void PlanPage::editInput(const QString& field, const char* label) {
    const PlanInputs next = readInputs();
    if (next == inputs_) return;
    QString error;
    if (!pushIfApplied(
            c_->undoStack(),
            std::make_unique<SetPlanInputCommand>(c_, this, field, tr(label), inputs_, next),
            &error))
        emit c_->errorOccurred(error);
}

void PlanPage::applyInputs(const PlanInputs& inputs) {
    showInputs(inputs);
    inputs_ = inputs;
    refresh();
    emit stateChanged();
}

bool PlanPage::powerBudget() const {
    return inputs_.demand_kind == DemandKind::FacilityMw;
}

QString PlanPage::view() const {
    return view_->currentData().toString();
}

PlanQuery PlanPage::query() const {
    return planQueryFor(inputs_, c_->scenario().engine);
}

QString PlanPage::title() const {
    const QString demand = powerBudget() ? tr("%L1 MW facility").arg(inputs_.demand, 0, 'f', 1)
                                         : tr("%L1 requests/min").arg(inputs_.demand, 0, 'f', 0);
    const QString v = view();
    QString what = tr("USD per million tokens (owned)");
    if (v == QLatin1String("split")) what = tr("USD per million tokens, input and output");
    // Under a power budget the fleet is what the MW can power, not what a demand needs.
    if (v == QLatin1String("gpus"))
        what = powerBudget() ? tr("GPUs it can power") : tr("GPUs needed");
    if (v == QLatin1String("mw"))
        what = powerBudget() ? tr("MW each fleet draws of it") : tr("facility MW");
    if (v == QLatin1String("energy")) what = tr("J per output token");
    if (v == QLatin1String("served")) what = tr("requests/s served");
    return tr("Plan: %1 %2, %3 — %4")
        .arg(model_->currentText(), format_->currentText(), demand, what);
}

QStringList PlanPage::assumptionCaption() const {
    // The inputs beyond the first sentence's, said only when they are not their defaults.
    QString extra;
    const TrafficProfile& t = inputs_.traffic;
    if (!t.prompt_samples.empty())
        extra += QLatin1Char(' ') +
                 tr("Lengths: the scenario's %n measured requests (their means above).", nullptr,
                    int(t.prompt_samples.size()));
    if (t.cached_prompt_share > 0)
        extra += QLatin1Char(' ') + tr("%L1 % of each prompt served from a prefix cache.")
                                        .arg(t.cached_prompt_share * 100.0, 0, 'f', 0);
    if (t.ttft_p90_s > 0)
        extra += QLatin1Char(' ') + tr("First token within %L1 s at P90.").arg(t.ttft_p90_s);
    if (inputs_.tpot_p99_ms > 0)
        extra += QLatin1Char(' ') +
                 tr("Time per output token within %L1 ms at P99, which only the simulation "
                    "checks (up to %L2 systems chosen; not in exports).")
                     .arg(inputs_.tpot_p99_ms)
                     .arg(kSimulatedPlanSystems);
    if (t.peak_to_average > 1)
        extra += QLatin1Char(' ') +
                 tr("Fleet sized for a peak of %L1× the average rate.").arg(t.peak_to_average);
    if (inputs_.layout == LayoutChoiceKind::Aggregated)
        extra += QLatin1Char(' ') + tr("Layouts: prefill and decode together only.");
    if (inputs_.layout == LayoutChoiceKind::Disaggregated)
        extra += QLatin1Char(' ') + tr("Layouts: prefill and decode apart only.");
    return {tr("Requests of %L1 prompt and %L2 output tokens; first token within %3 s (median), "
               "at least %4 output tokens/s per user (median); fleet sized for the demand; each "
               "system on its cheapest layout (tensor parallelism, replicas, prefill and decode "
               "together or apart) that meets both.")
                    .arg(int(inputs_.traffic.prompt_tokens))
                    .arg(int(inputs_.traffic.output_tokens))
                    .arg(inputs_.traffic.ttft_p50_s)
                    .arg(int(inputs_.traffic.min_tokens_per_user)) +
                extra +
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
    const std::uint64_t generation = worker_->next();
    table_->setVisible(!forPaper());
    const Catalog& catalog = c_->catalog();
    const LlmModel* model = catalog.model(inputs_.model_id);
    const PlanQuery q = query();
    const std::string invalid = validateTraffic(q.traffic);
    if (!model || !invalid.empty()) {
        // Nothing to plan: said once, not as every system's reason.
        pending_ = simulating_ = simulated_ = false;
        drawnGeneration_ = generation;
        clearChart();
        setChartTitle(title());
        results_.clear();
        drawnNotes_ = {model ? coreText(invalid) : tr("The catalog holds no language models.")};
        setNotes(drawnNotes_);
        applyFonts();
        fillTable();
        emit planned();
        return;
    }
    const std::vector<const System*> systems = c_->selectedSystemList();
    if (planOnWorker_ && !forPaper() && systems.size() >= kWorkerPlanSystems) {
        planOnWorker(generation, systems, *model, q);
        return;
    }
    pending_ = false;
    simulated_ = false;
    results_ = planAll(catalog, systems, *model, q, c_->scenario().assumptions);
    drawnGeneration_ = generation;
    simulating_ =
        planOnWorker_ && !forPaper() && !systems.empty() && systems.size() <= kSimulatedPlanSystems;
    draw(q, model->id);
    if (simulating_) checkBySimulation(generation, systems, *model, q);
}

std::optional<Workbook> PlanPage::tableWorkbook() const {
    const LlmModel* model = c_->catalog().model(inputs_.model_id);
    if (pending_ || results_.empty() || !model) return std::nullopt;
    return planWorkbook(c_->catalog(), results_, *model, query().traffic,
                        c_->scenario().assumptions, c_->scenario().name);
}

void PlanPage::planOnWorker(std::uint64_t generation, const std::vector<const System*>& systems,
                            const LlmModel& model, const PlanQuery& q) {
    worker_->start(generation, c_->catalog(), systems, model, q, c_->scenario().assumptions,
                   [this, generation, q, modelId = model.id](std::vector<PlanResult> results) {
                       pending_ = false;
                       simulating_ = simulated_ = false;
                       results_ = std::move(results);
                       drawnGeneration_ = generation;
                       draw(q, modelId);
                   });
    pending_ = true;
    simulating_ = false;
    // The chart keeps the last answer until this one is drawn; the notes say it is coming.
    setNotes(QStringList{tr("Planning %L1 systems…").arg(systems.size())} + drawnNotes_);
}

// The analytic answer just drawn, checked by simulation for the same request: drawn again when
// done, unless a later edit asked for another answer meanwhile (the worker drops it then).
void PlanPage::checkBySimulation(std::uint64_t generation,
                                 const std::vector<const System*>& systems, const LlmModel& model,
                                 const PlanQuery& q) {
    PlanQuery simulated = q;
    simulated.simulate = true;
    worker_->start(generation, c_->catalog(), systems, model, simulated, c_->scenario().assumptions,
                   [this, q, modelId = model.id](std::vector<PlanResult> results) {
                       simulating_ = false;
                       simulated_ = true;
                       results_ = std::move(results);
                       draw(q, modelId);
                   });
}

} // namespace sil::ui
