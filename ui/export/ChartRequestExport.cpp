// What `siliconomics-cli export-chart` and `report` ask for, drawn: each chart's page state
// from the request's options (every value checked, a refused one named), the language asked,
// and the report's pages. Rendering a page to a file is in ChartExport.cpp.
#include "ChartExport.h"

#include "Report.h"

#include "core/workload/workload.h"

#include "ui/Language.h"
#include "ui/ScenarioController.h"
#include "ui/charts/AccuracyPage.h"
#include "ui/charts/ChartFactory.h"
#include "ui/charts/ChartPage.h"
#include "ui/widgets/DialogProvider.h"
#include "ui/widgets/ScenarioCompareDialog.h"

#include "core/economics/price_history.h"
#include "database/CatalogVersion.h"

#include <QComboBox>
#include <QFileInfo>
#include <algorithm>
#include <cmath>

namespace sil::ui {

namespace {

// The model asked, if any: it must be in the catalog.
bool modelState(const ChartRequest& request, const Catalog& catalog, QVariantMap& state,
                std::string& error) {
    if (request.model.empty()) return true;
    if (!catalog.model(request.model)) {
        error = "--model: unknown model \"" + request.model + "\" (catalog list --kind models)";
        return false;
    }
    state.insert(QStringLiteral("model"), QString::fromStdString(request.model));
    return true;
}

// The weights' format asked, if any: bf16, fp8 or fp4.
bool weightsState(const ChartRequest& request, QVariantMap& state, std::string& error) {
    if (request.weights.empty()) return true;
    if (!parseNumberFormat(request.weights)) {
        error = "--weights: expected bf16, fp8 or fp4, got \"" + request.weights + "\"";
        return false;
    }
    state.insert(QStringLiteral("weights"), QString::fromStdString(request.weights));
    return true;
}

// The Inference and Training pages' state from the request's workload options, each checked.
bool workloadState(const ChartRequest& request, const Catalog& catalog, QVariantMap& state,
                   std::string& error) {
    const bool inference = request.chart == "inference";
    if (!modelState(request, catalog, state, error)) return false;
    if (!request.weights.empty()) {
        if (!inference && request.weights == "fp4") {
            error = "--weights: training takes bf16 or fp8";
            return false;
        }
        state.insert(inference ? QStringLiteral("weights") : QStringLiteral("format"),
                     QString::fromStdString(request.weights));
    }
    if (!request.kv.empty()) {
        const auto weights = parseNumberFormat(request.weights.empty() ? "bf16" : request.weights);
        const auto kv = parseNumberFormat(request.kv);
        if (!kv || !weights || *kv != defaultKvFormat(*weights)) {
            error = "--kv: the inference chart keeps the KV cache as serving engines do (" +
                    std::string(
                        numberFormatKey(defaultKvFormat(weights.value_or(NumberFormat::BF16)))) +
                    " with these weights); use the inference command for another KV format";
            return false;
        }
    }
    if (inference && (request.prompt_tokens > 0 || request.output_tokens > 0)) {
        const double prompt = request.prompt_tokens > 0 ? request.prompt_tokens : 1024;
        const double output = request.output_tokens > 0 ? request.output_tokens : 1024;
        state.insert(QStringLiteral("requests"),
                     QStringLiteral("%1/%2").arg(prompt, 0, 'f', 0).arg(output, 0, 'f', 0));
    }
    QString view = QString::fromStdString(request.view);
    if (inference) {
        if (view.isEmpty() && request.min_tokens_per_user > 0) view = QStringLiteral("cost");
        if (view == QLatin1String("throughput")) view = QStringLiteral("pareto");
        static const QStringList views = {QStringLiteral("pareto"), QStringLiteral("cost"),
                                          QStringLiteral("split"), QStringLiteral("energy")};
        if (!view.isEmpty() && !views.contains(view)) {
            error = "--view: inference takes throughput, cost, split or energy, got \"" +
                    request.view + "\"";
            return false;
        }
        if (request.min_tokens_per_user > 0 && view == QLatin1String("pareto")) {
            error = "--min-tokens-per-user applies to --view cost, split or energy";
            return false;
        }
        if (request.min_tokens_per_user > 0)
            state.insert(QStringLiteral("interactivity"), request.min_tokens_per_user);
    } else {
        if (!view.isEmpty() && view != QLatin1String("days") && view != QLatin1String("usd") &&
            view != QLatin1String("cash")) {
            error = "--view: training takes days, usd or cash, got \"" + request.view + "\"";
            return false;
        }
        if (view == QLatin1String("cash") && request.deadline_days <= 0) {
            error = "--view cash needs --deadline-days D";
            return false;
        }
        if (request.gpus > 0 && request.deadline_days > 0) {
            error = "--deadline-days finds the GPUs; leave out --gpus";
            return false;
        }
        if (request.gpus > 0) state.insert(QStringLiteral("gpus"), request.gpus);
        if (request.tokens > 0) state.insert(QStringLiteral("tokens"), request.tokens);
        // Whole days as the page's own choices hold them (30, 60, 90, 180).
        if (request.deadline_days > 0)
            state.insert(QStringLiteral("deadline"),
                         std::round(request.deadline_days) == request.deadline_days
                             ? QVariant(static_cast<int>(request.deadline_days))
                             : QVariant(request.deadline_days));
        if (!view.isEmpty()) state.insert(QStringLiteral("metric"), view);
    }
    if (inference && !view.isEmpty()) state.insert(QStringLiteral("view"), view);
    return true;
}

// The Serve-at-a-load page's state: model, weights, lengths, the load axis, the service level
// and which latencies are drawn.
bool serveLoadState(const ChartRequest& request, const Catalog& catalog, QVariantMap& state,
                    std::string& error) {
    if (!modelState(request, catalog, state, error)) return false;
    if (!weightsState(request, state, error)) return false;
    if (request.prompt_tokens > 0 || request.output_tokens > 0) {
        const double prompt = request.prompt_tokens > 0 ? request.prompt_tokens : 1024;
        const double output = request.output_tokens > 0 ? request.output_tokens : 128;
        state.insert(QStringLiteral("requests"),
                     QStringLiteral("%1/%2").arg(prompt, 0, 'f', 0).arg(output, 0, 'f', 0));
    }
    state.insert(QStringLiteral("axis"), request.concurrency_sweep ? QStringLiteral("concurrency")
                                                                   : QStringLiteral("rate"));
    if (request.ttft_p99_s > 0 || request.tpot_p99_ms > 0)
        // A bound not given is no bound (0).
        state.insert(QStringLiteral("slo"),
                     QStringLiteral("%1/%2")
                         .arg(std::max(0.0, request.ttft_p99_s), 0, 'g', 6)
                         .arg(std::max(0.0, request.tpot_p99_ms), 0, 'g', 6));
    if (!request.view.empty()) {
        static const QStringList views = {QStringLiteral("both"), QStringLiteral("ttft"),
                                          QStringLiteral("tpot")};
        const QString view = QString::fromStdString(request.view);
        if (!views.contains(view)) {
            error = "--view: serve-load takes both, ttft or tpot, got \"" + request.view + "\"";
            return false;
        }
        state.insert(QStringLiteral("latency"), view);
    }
    return true;
}

// The Plan page's state from the request: model, weights, lengths, targets, demand, view.
bool planState(const ChartRequest& request, const Catalog& catalog, QVariantMap& state,
               std::string& error) {
    if (!modelState(request, catalog, state, error)) return false;
    if (!request.weights.empty())
        state.insert(QStringLiteral("weights"), QString::fromStdString(request.weights));
    if (request.prompt_tokens > 0) state.insert(QStringLiteral("prompt"), request.prompt_tokens);
    if (request.output_tokens > 0) state.insert(QStringLiteral("output"), request.output_tokens);
    if (request.ttft_s > 0) state.insert(QStringLiteral("ttft_s"), request.ttft_s);
    if (request.ttft_p90_s > 0) state.insert(QStringLiteral("ttft_p90_s"), request.ttft_p90_s);
    if (request.cached_prompt_share >= 0)
        state.insert(QStringLiteral("cached_share"), request.cached_prompt_share);
    if (request.peak_factor > 0)
        state.insert(QStringLiteral("peak_to_average"), request.peak_factor);
    if (!request.layout.empty())
        state.insert(QStringLiteral("layout"), QString::fromStdString(request.layout));
    if (request.min_tokens_per_user > 0)
        state.insert(QStringLiteral("min_tokens_per_user"), request.min_tokens_per_user);
    if (request.no_min_tokens_per_user) state.insert(QStringLiteral("min_tokens_per_user"), 0);
    if (request.facility_mw > 0) {
        state.insert(QStringLiteral("demand"), QStringLiteral("mw"));
        state.insert(QStringLiteral("demand_value"), request.facility_mw);
    } else if (request.requests_per_minute > 0) {
        state.insert(QStringLiteral("demand"), QStringLiteral("rpm"));
        state.insert(QStringLiteral("demand_value"), request.requests_per_minute);
    }
    if (!request.view.empty()) {
        static const QStringList views = {QStringLiteral("blended"), QStringLiteral("split"),
                                          QStringLiteral("gpus"),    QStringLiteral("mw"),
                                          QStringLiteral("energy"),  QStringLiteral("served")};
        const QString v = QString::fromStdString(request.view);
        if (!views.contains(v)) {
            error = "--view: plan takes " + views.join(QStringLiteral(", ")).toStdString() +
                    ", got \"" + request.view + "\"";
            return false;
        }
        state.insert(QStringLiteral("view"), v);
    }
    return true;
}

} // namespace

std::vector<std::string> reportChartKeys(const std::vector<std::string>& charts, bool measured,
                                         bool planned) {
    if (!charts.empty()) return charts;
    std::vector<std::string> keys = {"tco", "cost-per-pflop", "tornado", "rent-vs-buy"};
    // The scenario's deployment plan, when it has one: the fleet answer beside the unit costs.
    if (planned) keys.push_back("plan");
    // The user's own measurements beside the model's predictions, whenever there are any.
    if (measured) keys.push_back("accuracy");
    return keys;
}

namespace {
bool exportInCurrentLanguage(ChartRequest request, std::string& error);
} // namespace

bool exportChartRequest(ChartRequest request, std::string& error) {
    if (request.lang.empty()) return exportInCurrentLanguage(std::move(request), error);
    // Drawn in the language asked, then the application's own language again.
    const auto language = parseLanguage(QString::fromStdString(request.lang));
    if (!language) {
        error = "--lang: expected en, ko or zh, got \"" + request.lang + "\"";
        return false;
    }
    const Language before = currentLanguage();
    if (!applyLanguage(*language)) {
        applyLanguage(before);
        error = "--lang " + request.lang + ": the translation could not be loaded";
        return false;
    }
    const bool ok = exportInCurrentLanguage(std::move(request), error);
    applyLanguage(before);
    return ok;
}

std::vector<std::unique_ptr<ChartPage>> reportPages(const ChartRequest& request,
                                                    ScenarioController& controller, bool measured,
                                                    std::string& error) {
    // The plan flags (report --model ... --requests-per-minute ...) ask for a plan page as
    // a saved plan does, drawn as export-chart --chart plan draws them; a deadline asks for
    // the training chart by that deadline, --model then naming the model trained.
    const bool trainingAsked = request.deadline_days > 0;
    const bool planAsked = (!request.model.empty() && !trainingAsked) ||
                           request.requests_per_minute > 0 || request.facility_mw > 0;
    QVariantMap planFlags;
    if (planAsked && !planState(request, controller.catalog(), planFlags, error)) return {};
    QVariantMap trainingFlags;
    if (trainingAsked) {
        ChartRequest training = request;
        training.chart = "training";
        training.view.clear();
        if (!workloadState(training, controller.catalog(), trainingFlags, error)) return {};
    }
    std::vector<std::string> keys = reportChartKeys(
        request.charts, measured, controller.scenario().plan.has_value() || planAsked);
    if (trainingAsked && std::find(keys.begin(), keys.end(), "training") == keys.end())
        keys.push_back("training");
    std::vector<std::unique_ptr<ChartPage>> pages;
    for (const std::string& key : keys) {
        std::unique_ptr<ChartPage> page(createChartPage(QString::fromStdString(key), &controller));
        if (!page) {
            error = "--charts: unknown chart \"" + key +
                    "\"; known: " + chartKeys().join(QStringLiteral(", ")).toStdString();
            return {};
        }
        page->setForPaper(true);
        const QVariantMap* flags = key == "plan" && planAsked           ? &planFlags
                                   : key == "training" && trainingAsked ? &trainingFlags
                                                                        : nullptr;
        if (flags) {
            QVariantMap state = page->saveState();
            for (auto it = flags->cbegin(); it != flags->cend(); ++it)
                state.insert(it.key(), it.value());
            page->restoreState(state);
        }
        page->refresh();
        pages.push_back(std::move(page));
    }
    return pages;
}

namespace {

// report: the charts asked (or the default set, with a plan page when the scenario has a plan
// or the plan flags ask for one) written as one PDF.
bool exportReport(const ChartRequest& request, ScenarioController& controller, bool measured,
                  std::string& error) {
    const auto owned = reportPages(request, controller, measured, error);
    if (owned.empty()) return false;
    std::vector<ChartPage*> pages;
    for (const auto& page : owned)
        pages.push_back(page.get());
    QString e;
    if (!writeReport(&controller, pages, QString::fromStdString(request.out_path), &e)) {
        error = e.toStdString();
        return false;
    }
    return true;
}

// scenario-compare: the comparison dialog's chart of the loaded scenario against B.
bool exportScenarioCompare(const ChartRequest& request, ScenarioController& controller,
                           std::string& error) {
    if (!request.scenario_b) {
        error = "scenario-compare needs scenario B";
        return false;
    }
    DialogProvider noDialogs;
    ScenarioCompareDialog dialog(&controller, nullptr, &noDialogs);
    dialog.comboA()->setCurrentIndex(dialog.comboA()->findData(ScenarioCompareDialog::loadedKey()));
    dialog.comboB()->setCurrentIndex(
        dialog.addScenario(QString::fromStdString(request.scenario_b->name), *request.scenario_b));
    if (!dialog.comparison().error.empty()) {
        error = dialog.comparison().error;
        return false;
    }
    QString e;
    if (!dialog.exportChart(QString::fromStdString(request.out_path), &e)) {
        error = e.toStdString();
        return false;
    }
    return true;
}

// The pickers several pages share: collective, baseline, reference, price chip, term, group.
bool pickerState(const ChartRequest& request, const Catalog& catalog, QVariantMap& state,
                 std::string& error) {
    if (!request.op.empty()) state.insert(QStringLiteral("op"), QString::fromStdString(request.op));
    if (!request.baseline.empty())
        state.insert(QStringLiteral("baseline"), QString::fromStdString(request.baseline));
    if (request.ranks > 0) state.insert(QStringLiteral("ranks"), request.ranks);
    if (!request.placement.empty())
        state.insert(QStringLiteral("placement"), QString::fromStdString(request.placement));
    if (!request.reference.empty())
        state.insert(QStringLiteral("reference"), QString::fromStdString(request.reference));
    if (!request.chip.empty()) {
        const ChipChoice chip = resolvePriceChip(catalog, request.chip);
        if (!chip.error.empty()) {
            error = chip.error;
            return false;
        }
        state.insert(QStringLiteral("chip"), QString::fromStdString(chip.chip_id));
    }
    if (!request.term.empty()) {
        const auto term = parseTermName(request.term);
        if (!term) {
            error = "--term: expected spot, on-demand, 1-month, 1-year or 3-year, got \"" +
                    request.term + "\"";
            return false;
        }
        state.insert(QStringLiteral("term"), QString::fromUtf8(rentalTermKey(*term)));
    }
    if (!request.group.empty()) {
        if (request.group != "term" && request.group != "tier") {
            error = "--group: expected term or tier, got \"" + request.group + "\"";
            return false;
        }
        state.insert(QStringLiteral("group"), QString::fromStdString(request.group));
    }
    return true;
}

// The tornado's metric and system.
bool tornadoState(const ChartRequest& request, QVariantMap& state, std::string& error) {
    static const QStringList metrics = {QStringLiteral("tco"), QStringLiteral("tco-useful"),
                                        QStringLiteral("tco-per-pflop-bf16"),
                                        QStringLiteral("tco-per-pflop-fp8")};
    const QString metric = QString::fromStdString(request.metric.empty() ? "tco" : request.metric);
    if (!metrics.contains(metric)) {
        error = "--metric: expected " + metrics.join(QStringLiteral(", ")).toStdString() +
                ", got \"" + request.metric + "\"";
        return false;
    }
    state.insert(QStringLiteral("metric"), metric);
    if (!request.systems.empty())
        state.insert(QStringLiteral("system"), QString::fromStdString(request.systems.front()));
    return true;
}

// buy-rent-api and break-even: the model, its weights and the request mix.
bool servedModelState(const ChartRequest& request, const Catalog& catalog, QVariantMap& state,
                      std::string& error) {
    if (!modelState(request, catalog, state, error)) return false;
    if (!weightsState(request, state, error)) return false;
    // The request mix asked (the page's default 1,024 for a length not given).
    if (request.prompt_tokens > 0 || request.output_tokens > 0)
        state.insert(QStringLiteral("requests"),
                     QStringLiteral("%1/%2")
                         .arg(request.prompt_tokens > 0 ? request.prompt_tokens : 1024, 0, 'f', 0)
                         .arg(request.output_tokens > 0 ? request.output_tokens : 1024, 0, 'f', 0));
    return true;
}

// The page's state from the request's options; false (with `error`) on a value it cannot take.
bool chartState(const ChartRequest& request, const Catalog& catalog, QVariantMap& state,
                std::string& error) {
    if (!pickerState(request, catalog, state, error)) return false;
    if (request.chart == "tornado" && !tornadoState(request, state, error)) return false;
    if (request.chart == "flops-per-watt" && !request.metric.empty()) {
        if (request.metric != "fp8" && request.metric != "bf16" && request.metric != "fp4") {
            error = "--metric: flops-per-watt ranks many systems by fp8, bf16 or fp4, got \"" +
                    request.metric + "\"";
            return false;
        }
        state.insert(QStringLiteral("rank"), QString::fromStdString(request.metric));
    }
    if (request.chart == "break-even" && !request.systems.empty())
        state.insert(QStringLiteral("system"), QString::fromStdString(request.systems.front()));
    if (request.chart == "break-even" && !request.view.empty()) {
        if (request.view != "volume" && request.view != "months") {
            error = "--view: break-even takes volume or months, got \"" + request.view + "\"";
            return false;
        }
        state.insert(QStringLiteral("against"), QString::fromStdString(request.view));
    }
    if (request.chart == "buy-rent-api" || request.chart == "break-even")
        return servedModelState(request, catalog, state, error);
    if (request.chart == "plan") return planState(request, catalog, state, error);
    if (request.chart == "serve-load") return serveLoadState(request, catalog, state, error);
    if (request.chart == "inference" || request.chart == "training")
        return workloadState(request, catalog, state, error);
    if (request.chart == "cost-per-pflop" && !request.view.empty()) {
        if (request.view != "capital" && request.view != "tco") {
            error = "--view: cost-per-pflop takes capital or tco, got \"" + request.view + "\"";
            return false;
        }
        state.insert(QStringLiteral("cost"),
                     request.view == "tco" ? QStringLiteral("full") : QStringLiteral("capital"));
    }
    return true;
}

bool exportInCurrentLanguage(ChartRequest request, std::string& error) {
    // Selection and scenario first, catalog last: the catalog is taken over, overridden and
    // recomputed once (each setter alone would recompute).
    ScenarioController controller(nullptr);
    if (!request.systems.empty()) {
        QStringList ids;
        for (const auto& s : request.systems)
            ids << QString::fromStdString(s);
        controller.setSelectedSystems(ids);
    }
    for (const auto& id : request.highlighted)
        controller.setPinned(QString::fromStdString(id), true);
    controller.loadScenario(request.scenario);
    controller.setCatalog(std::move(request.catalog), std::move(request.catalog_version));
    // The caption names the catalog's version: as the database keeps it, else hashed on the
    // other core while the page is made and laid out (destroyed, and so waited for, before the
    // controller).
    std::optional<db::CatalogVersionAhead> version;
    if (!controller.knowsCatalogVersion()) version.emplace(controller.baseCatalog());
    const bool measured = !request.measurements.empty();
    controller.setMeasurements(std::move(request.measurements));
    if (request.chart == "report") return exportReport(request, controller, measured, error);
    if (request.chart == "scenario-compare")
        return exportScenarioCompare(request, controller, error);
    std::unique_ptr<ChartPage> live(
        createChartPage(QString::fromStdString(request.chart), &controller));
    if (!live) {
        error = "unknown chart \"" + request.chart +
                "\"; known: " + chartKeys().join(QStringLiteral(", ")).toStdString();
        return false;
    }
    QVariantMap state;
    if (!chartState(request, controller.catalog(), state, error)) return false;
    // Laid out offscreen from the start: no window-sized page to copy.
    live->restoreState(state);
    if (auto* accuracy = qobject_cast<AccuracyPage*>(live.get());
        accuracy && QFileInfo(QString::fromStdString(request.out_path)).suffix().toLower() ==
                        QLatin1String("csv")) {
        // The accuracy chart's numbers: its table.
        accuracy->refresh();
        QString e;
        if (!accuracy->writeCsv(QString::fromStdString(request.out_path), &e)) {
            error = e.toStdString();
            return false;
        }
        return true;
    }
    QString e;
    if (!exportOffscreenPage(std::move(live), QString::fromStdString(request.out_path), &e)) {
        error = e.toStdString();
        return false;
    }
    return true;
}

} // namespace

} // namespace sil::ui
