#include "TrainingPage.h"

#include "PredictionBands.h"

#include "ui/CoreText.h"

#include "WorkloadControls.h"
#include "ui/ScenarioController.h"

#include "core/workload/training/deadline.h"
#include "core/workload/training/published_recipe.h"
#include "core/workload/workload.h"

#include <QBarSet>
#include <QBoxLayout>
#include <QComboBox>
#include <QLabel>
#include <QStackedBarSeries>
#include <QValueAxis>
#include <cmath>

namespace sil::ui {

TrainingPage::TrainingPage(ScenarioController* c, QWidget* parent) : ChartPage(c, parent) {
    model_ = new QComboBox(this);
    fillModelCombo(model_, c_->catalog(), QStringLiteral("llama-3.1-70b"));
    gpus_ = new QComboBox(this);
    for (int g : {256, 1024, 4096, 16384})
        addTranslatedItem(gpus_, QT_TR_NOOP("%L1 GPUs"), g, g);
    gpus_->setCurrentIndex(1);
    tokens_ = new QComboBox(this);
    addTranslatedItem(tokens_, QT_TR_NOOP("1T tokens"), 1e12);
    addTranslatedItem(tokens_, QT_TR_NOOP("15T tokens"), 15e12);
    addTranslatedItem(tokens_, QT_TR_NOOP("30T tokens"), 30e12);
    tokens_->setCurrentIndex(1);
    format_ = new QComboBox(this);
    fillFormatCombo(format_, false);
    metric_ = new QComboBox(this);
    addTranslatedItem(metric_, QT_TR_NOOP("Days"), QStringLiteral("days"));
    addTranslatedItem(metric_, QT_TR_NOOP("USD (owned)"), QStringLiteral("usd"));
    addTranslatedItem(metric_, QT_TR_NOOP("Cash by month (with a deadline)"),
                      QStringLiteral("cash"));
    controls()->addWidget(controlLabel(QT_TR_NOOP("Model:")));
    controls()->addWidget(model_);
    controls()->addWidget(gpus_);
    controls()->addWidget(tokens_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Format:")));
    controls()->addWidget(format_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Show:")));
    controls()->addWidget(metric_);
    deadline_ = new QComboBox(this);
    addTranslatedItem(deadline_, QT_TR_NOOP("No deadline"), 0);
    for (int days : {30, 60, 90, 180})
        addTranslatedItem(deadline_, QT_TR_NOOP("GPUs to finish within %L1 days"), days, days);
    controls()->addWidget(deadline_);
    addUncertaintyControl();
    controls()->addStretch();
    // The command line's --gpus and --tokens may ask for counts the combos do not list yet.
    addStatePart({[] { return QVariantMap(); },
                  [this](const QVariantMap& state) {
                      const QVariant gpus = state.value(QStringLiteral("gpus"));
                      if (gpus.isValid() && gpus_->findData(gpus) < 0)
                          addTranslatedItem(gpus_, QT_TR_NOOP("%L1 GPUs"), gpus, gpus.toInt());
                      const QVariant tokens = state.value(QStringLiteral("tokens"));
                      if (tokens.isValid() && tokens_->findData(tokens) < 0)
                          tokens_->addItem(
                              tr("%L1T tokens").arg(tokens.toDouble() / 1e12, 0, 'g', 4), tokens);
                      const QVariant days = state.value(QStringLiteral("deadline"));
                      if (days.isValid() && days.toDouble() > 0 && deadline_->findData(days) < 0)
                          addTranslatedItem(deadline_, QT_TR_NOOP("GPUs to finish within %L1 days"),
                                            days, static_cast<int>(std::lround(days.toDouble())));
                  }});
    addStateCombo(QStringLiteral("model"), model_);
    addStateCombo(QStringLiteral("gpus"), gpus_);
    addStateCombo(QStringLiteral("tokens"), tokens_);
    addStateCombo(QStringLiteral("format"), format_);
    addStateCombo(QStringLiteral("metric"), metric_);
    addStateCombo(QStringLiteral("deadline"), deadline_);
    connect(c_, &ScenarioController::catalogChanged, this,
            [this] { fillModelCombo(model_, c_->catalog(), QStringLiteral("llama-3.1-70b")); });
}

bool TrainingPage::usdView() const {
    return metric_->currentData().toString() == QLatin1String("usd");
}

bool TrainingPage::cashView() const {
    return metric_->currentData().toString() == QLatin1String("cash");
}

double TrainingPage::deadlineDays() const {
    return deadline_->currentData().toDouble();
}

QString TrainingPage::title() const {
    if (deadlineDays() > 0 && cashView())
        return tr("Training %1 on %2 within %L3 days: cash by month, owned against rented")
            .arg(model_->currentText(), tokens_->currentText())
            .arg(deadlineDays(), 0, 'f', 0);
    if (deadlineDays() > 0)
        return tr("Training %1 on %2: %3")
            .arg(model_->currentText(), tokens_->currentText(), deadline_->currentText());
    return usdView()
               ? tr("Training %1 on %2: cost owned (million USD)")
                     .arg(model_->currentText(), tokens_->currentText())
               : tr("Training %1 on %2: days on %3")
                     .arg(model_->currentText(), tokens_->currentText(), gpus_->currentText());
}

QStringList TrainingPage::assumptionCaption() const {
    // By a deadline the GPUs are found, not chosen: the notes give each system's layout.
    if (deadlineDays() > 0)
        return {tr("%1 compute; USD at scenario %2's TCO per useful GPU-hour and its rental "
                   "quotes; interruptions at its rates, restart time and checkpoint bandwidth.")
                    .arg(format_->currentText(), QString::fromStdString(c_->scenario().name)),
                capexDatesNote()};
    return {tr("%1 GPUs, %2 compute, sequence 4,096, about 4M tokens per step; the fastest "
               "tensor/pipeline/expert-parallel layout that fits each system's memory (ZeRO-1, "
               "selective recomputation).")
                .arg(gpus_->currentData().toInt())
                .arg(format_->currentText()),
            tr("Bars split by where the step time goes; data-parallel traffic is exposed beyond "
               "80 % of the backward pass. Efficiency measured on H200, scaled by each chip's "
               "GEMM efficiency; USD at scenario %1's TCO per useful GPU-hour.")
                .arg(QString::fromStdString(c_->scenario().name)),
            capexDatesNote()};
}

void TrainingPage::refresh() {
    const ValidationReportScope bands(*c_, forPaper());
    clearChart();
    setChartTitle(title());
    const LlmModel* model = c_->catalog().model(model_->currentData().toString().toStdString());
    if (!model) {
        setNotes({tr("The catalog holds no language models.")});
        applyFonts();
        return;
    }
    TrainingQuery q;
    q.gpus = gpus_->currentData().toInt();
    q.tokens = tokens_->currentData().toDouble();
    q.weights = parseNumberFormat(format_->currentData().toString().toStdString())
                    .value_or(NumberFormat::BF16);
    if (deadlineDays() > 0) {
        if (cashView())
            refreshCashByMonth(*model, q);
        else
            refreshByDeadline(*model, q);
        return;
    }
    refreshOnChosenGpus(*model, q);
}

void TrainingPage::refreshOnChosenGpus(const LlmModel& model, const TrainingQuery& q) {
    QStringList notes;
    const Catalog& catalog = c_->catalog();
    const bool usd = usdView();
    struct Part {
        QString label;
        double TrainingBreakdown::*member;
        QColor color;
    };
    const std::vector<Part> parts = {
        {tr("Compute"), &TrainingBreakdown::compute_ms, QColor(0x1f77b4)},
        {tr("Tensor-parallel comm."), &TrainingBreakdown::tp_comm_ms, QColor(0xff7f0e)},
        {tr("Expert-parallel comm."), &TrainingBreakdown::ep_comm_ms, QColor(0x9467bd)},
        {tr("MoE token routing"), &TrainingBreakdown::moe_token_ms, QColor(0xe377c2)},
        {tr("Pipeline bubble"), &TrainingBreakdown::pp_bubble_ms, QColor(0x8c564b)},
        {tr("Data-parallel comm. (exposed)"), &TrainingBreakdown::dp_comm_ms, QColor(0x2ca02c)}};
    std::vector<SystemBar> bars;
    std::vector<SystemBand> predictions;
    const QStringList pinned = c_->pinnedSystems();
    int banded = 0;
    for (const System* s : c_->selectedSystemList()) {
        const auto r = estimateTraining(catalog, *s, model, q, c_->scenario().assumptions);
        // A system sold only as a cloud service: no ownership TCO; the run is priced at the
        // cheapest quote of the scenario's term, billed as core bills it.
        const TrainingRentalCost* rentedAt = nullptr;
        if (usd && r.ok && r.fits && !r.usd_owned.ok()) {
            const CostBasis basis = costBasisOf(catalog, *s, c_->scenario().assumptions);
            if (basis.kind == CostBasisKind::Rented && basis.has_quote)
                for (const auto& rental : r.rentals)
                    if (rental.quote_id == basis.quote_id) rentedAt = &rental;
        }
        if (rentedAt) {
            SystemBar b;
            b.label = rentedLabel(systemLabel(*s));
            b.total = rentedAt->usd / 1e6;
            for (const Part& p : parts)
                b.parts.push_back(b.total * (r.step.*(p.member)) / r.step.step_ms);
            b.pinned = pinned.contains(QString::fromStdString(s->id));
            const ErrorBand band = predictionBand(*c_, *s, r.engine_id, Regime::Training);
            setPredictionBox(b, band);
            predictions.push_back({b.label, band});
            bars.push_back(std::move(b));
            notes << tr("%1: rented, no ownership TCO — %2 GPU-hours billed per GPU at $%3 (%4, "
                        "%5), %6")
                         .arg(systemLabel(*s))
                         .arg(rentedAt->billed_hours, 0, 'f', 0)
                         .arg(rentedAt->usd_per_gpu_hour, 0, 'f', 2)
                         .arg(QString::fromStdString(rentedAt->provider),
                              QString::fromUtf8(rentalTermKey(rentedAt->term).data()),
                              coreText(clusterLimitNote(rentedAt->cluster)));
            continue;
        }
        if (!r.ok || !r.fits || (usd && !r.usd_owned.ok())) {
            notes << tr("Not shown: %1 — %2")
                         .arg(systemLabel(*s), coreText(!r.ok     ? r.error
                                                        : !r.fits ? r.why_not
                                                                  : r.usd_owned.reason()));
            continue;
        }
        SystemBar b;
        b.label = systemLabel(*s);
        b.total = usd ? r.usd_owned.value() / 1e6 : r.days;
        for (const Part& p : parts)
            b.parts.push_back(b.total * (r.step.*(p.member)) / r.step.step_ms);
        b.pinned = pinned.contains(QString::fromStdString(s->id));
        // Owned training cost is GPU-hours x TCO per useful GPU-hour: its spread is the TCO's.
        if (usd) banded += setBandFromTco(b, s->id, true) ? 1 : 0;
        // Days and cost scale inversely with the training throughput predicted.
        const ErrorBand band = predictionBand(*c_, *s, r.engine_id, Regime::Training);
        setPredictionBox(b, band);
        predictions.push_back({b.label, band});
        bars.push_back(std::move(b));
        notes << tr("%1: tp %2 × pp %3 × dp %4, ep %5; %6 tokens/s per GPU, MFU %7 %")
                     .arg(systemLabel(*s))
                     .arg(r.tp)
                     .arg(r.pp)
                     .arg(r.dp)
                     .arg(r.ep)
                     .arg(r.tokens_per_s_per_gpu, 0, 'f', 0)
                     .arg(r.mfu_pct, 0, 'f', 0);
    }
    std::vector<BarLayer> layers;
    for (const Part& p : parts)
        layers.push_back({p.label, p.color});
    drawSystemBars(std::move(bars), layers,
                   usd ? tr("Million USD (owned; rented where marked)") : tr("Days of training"),
                   usd ? QStringLiteral("$%.1fM") : QStringLiteral("%.0f"),
                   usd ? tr("million USD") : tr("days"));
    notes = predictionBandNotes(predictions) + notes;
    prependViewNotes(notes, banded > 0);
    setNotes(notes);
    applyFonts();
}

void TrainingPage::prependViewNotes(QStringList& notes, bool banded) const {
    if (cashView())
        notes.prepend(tr("Cash by month needs a deadline: the bars show days on the GPUs chosen."));
    if (banded) notes.prepend(uncertaintyNote(true));
    if (!usdView() && showUncertainty())
        notes.prepend(forPaper() ? tr("No P10–P90 whiskers on days: the ranges in the catalog and "
                                      "the scenario are costs and prices, not speeds; this chart "
                                      "drawn in USD (owned) has whiskers.")
                                 : tr("No P10–P90 whiskers on days: the ranges in the catalog and "
                                      "the scenario are costs and prices, not speeds; show USD "
                                      "(owned) for whiskers."));
}

QString TrainingPage::deadlineCostNote(const QString& system, const DeadlinePlan& p) const {
    const auto millions = [](const Figure& usd) {
        return usd.ok() ? QStringLiteral("$%L1M").arg(usd.value() / 1e6, 0, 'f', 2)
                        : tr("n/a (%1)").arg(coreText(usd.reason()));
    };
    const QString racks = p.racks > 0 ? tr("%L1 racks").arg(p.racks) : tr("racks not known");
    const QString sold = p.owned.ok ? millions(Figure::of(p.owned.sold_after_run_usd))
                                    : millions(Figure::na(p.owned.error));
    const TrainingRentalCost* rented = p.cheapestRental();
    const QString rent = rented ? tr("%1 (%2, %3)")
                                      .arg(millions(Figure::of(rented->usd)),
                                           QString::fromStdString(rented->provider),
                                           QString::fromUtf8(rentalTermKey(rented->term).data()))
                                : tr("no rental quote");
    return tr("%1: %L2 GPUs bought in %3; owned and kept %4 (the TCO per useful GPU-hour over "
              "the effective days), owned and sold after the run %5; rented %6")
        .arg(system)
        .arg(p.gpus_bought)
        .arg(racks, millions(p.run.usd_owned_effective), sold, rent);
}

void TrainingPage::refreshByDeadline(const LlmModel& model, const TrainingQuery& q) {
    DeadlineQuery dq;
    dq.training = q;
    dq.training.gpus = 0;
    dq.deadline_days = deadlineDays();
    QStringList notes;
    std::vector<SystemBar> bars;
    const QStringList pinned = c_->pinnedSystems();
    for (const System* s : c_->selectedSystemList()) {
        const DeadlinePlan p =
            planForDeadline(c_->catalog(), *s, model, dq, c_->scenario().assumptions);
        if (!p.found) {
            notes << tr("Not shown: %1 — %2").arg(systemLabel(*s), coreText(p.why_not));
            continue;
        }
        SystemBar b;
        b.label = systemLabel(*s);
        b.total = p.gpus;
        b.parts.push_back(p.gpus);
        b.pinned = pinned.contains(QString::fromStdString(s->id));
        bars.push_back(std::move(b));
        const TrainingResult& r = p.run.training;
        notes << tr("%1: %L2 GPUs in %L3 %4; tp %5 × pp %6 × dp %7; %8 days with interruptions "
                    "(P90 %9), goodput %10 %")
                     .arg(systemLabel(*s))
                     .arg(p.gpus)
                     .arg(p.units)
                     .arg(p.unit_is_rack ? tr("racks") : tr("servers"))
                     .arg(r.tp)
                     .arg(r.pp)
                     .arg(r.dp)
                     .arg(p.run.failures.effective_days, 0, 'f', 1)
                     .arg(p.run.failures.p90_days, 0, 'f', 1)
                     .arg(100.0 * p.run.failures.goodput, 0, 'f', 1);
        notes << deadlineCostNote(systemLabel(*s), p);
        if (c_->scenario().assumptions.hall_mw > 0)
            notes << tr("%1: %L2 racks drawing %3 MW; the hall's %4 MW leave %5 MW.")
                         .arg(systemLabel(*s))
                         .arg(p.racks)
                         .arg(p.facility_mw, 0, 'f', 2)
                         .arg(c_->scenario().assumptions.hall_mw, 0, 'f', 2)
                         .arg(p.hall_mw_left, 0, 'f', 2);
    }
    drawSystemBars(std::move(bars), {{tr("GPUs (whole servers or racks)"), QColor(0x1f77b4)}},
                   tr("GPUs"), QStringLiteral("%.0f"), tr("GPUs"));
    const PublishedRecipe* recipe = publishedRecipe(model.id);
    notes.prepend(recipe ? tr("Global batch: %L1 sequences of %L2 tokens, as the model's own "
                              "pre-training report gives it. Engine: Megatron-LM class, fitted on "
                              "published runs.")
                               .arg(recipe->global_batch)
                               .arg(recipe->seq, 0, 'f', 0)
                         : tr("Global batch: about 4M tokens a step, in sequences of 4,096 "
                              "tokens. Engine: Megatron-LM class, fitted on published runs."));
    notes.prepend(tr("The fewest GPUs, bought in whole servers (racks for rack-scale systems), "
                     "whose fastest layout finishes by the deadline with its expected "
                     "interruptions (the scenario's rates, restart time and checkpoint "
                     "bandwidth)."));
    setNotes(notes);
    applyFonts();
}

} // namespace sil::ui
