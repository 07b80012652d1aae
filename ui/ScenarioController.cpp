#include "ScenarioController.h"

#include "commands/EditCatalogValueCommand.h"
#include "commands/EditCommand.h"
#include "commands/FitEngineCommand.h"
#include "commands/SetAssumptionCommand.h"
#include "commands/SetAssumptionRangeCommand.h"
#include "commands/SetEngineCommand.h"
#include "commands/SetRentalChoiceCommand.h"

#include "core/catalog/availability.h"
#include "database/CatalogStore.h"
#include "database/CatalogVersion.h"

#include <QDate>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <memory>

namespace sil::ui {

namespace {
constexpr int kFrameMs = 16;
QString overrideKey(EntityKind e, const QString& id, const QString& field) {
    return QString::fromUtf8(entityKey(e).data()) + QLatin1Char('/') + id + QLatin1Char('/') +
           field;
}
} // namespace

ScenarioController::ScenarioController(db::CatalogStore* store, QObject* parent)
    : QObject(parent), store_(store) {
    frameTimer_.setSingleShot(true);
    connect(&frameTimer_, &QTimer::timeout, this, &ScenarioController::recomputeNow);
    sinceLastEmit_.start();
}

void ScenarioController::setCatalog(Catalog catalog, std::optional<CatalogVersion> version) {
    base_ = std::move(catalog);
    inheritChipAvailability(base_);
    baseVersion_ = std::move(version);
    overrides_.clear();
    selectDefaultSystems();
    rebuildEffective();
    emit catalogChanged();
}

const CatalogVersion& ScenarioController::catalogVersion() const {
    if (!baseVersion_) baseVersion_ = db::catalogVersion(base_);
    return *baseVersion_;
}

void ScenarioController::selectDefaultSystems() {
    if (!selected_.isEmpty()) return;
    for (const char* id : {"hgx-h100", "hgx-h200", "hgx-b200", "hgx-b300", "gb200-nvl72",
                           "gb300-nvl72", "mi300x-ubb8", "mi325x-ubb8", "mi355x-ubb8"})
        if (base_.system(id)) selected_ << QString::fromLatin1(id);
    selectedSet_ = QSet<QString>(selected_.begin(), selected_.end());
}

bool ScenarioController::reloadCatalog(QString* error) {
    if (!store_) return false;
    auto c = store_->load();
    if (!c) {
        if (error) *error = store_->errorString();
        emit errorOccurred(store_->errorString());
        return false;
    }
    base_ = std::move(*c);
    inheritChipAvailability(base_);
    baseVersion_ = store_->keptVersion();
    overrides_.clear();
    for (const auto& o : store_->overrides())
        overrides_.insert(overrideKey(o.entity, o.id, o.field), o.value);
    selectDefaultSystems();
    rebuildEffective();
    emit catalogChanged();
    // The measurements live in the same user database (a fitted profile changes the catalog).
    reloadMeasurements();
    return true;
}

bool ScenarioController::reloadMeasurements(QString* error) {
    if (!store_) return false;
    auto stored = store_->measurements();
    if (!stored) {
        if (error) *error = store_->errorString();
        emit errorOccurred(store_->errorString());
        return false;
    }
    setMeasurements(db::toStoredPoints(*stored));
    // Rows that are not measured points were skipped: say which, without failing the rest.
    if (!store_->measurementWarnings().isEmpty())
        emit errorOccurred(store_->measurementWarnings().join(QLatin1Char('\n')));
    return true;
}

void ScenarioController::setMeasurements(std::vector<StoredPoint> points) {
    const bool had = !measurements_.empty();
    measurements_ = std::move(points);
    if (had || !measurements_.empty()) emit measurementsChanged();
}

bool ScenarioController::importMeasurements(const QList<db::NewMeasurement>& points,
                                            const QString& fileName, const QString& sourceFormat,
                                            QString* error) {
    if (!store_ || !store_->importMeasurements(points, fileName, sourceFormat)) {
        if (error) *error = store_ ? store_->errorString() : tr("no user database");
        return false;
    }
    return reloadMeasurements(error);
}

bool ScenarioController::deleteMeasurement(qint64 id, QString* error) {
    if (!store_ || !store_->deleteMeasurement(id)) {
        if (error) *error = store_ ? store_->errorString() : tr("no user database");
        return false;
    }
    return reloadMeasurements(error);
}

void ScenarioController::loadScenario(const Scenario& s) {
    loaded_ = s;
    current_ = s;
    undo_.clear();
    rebuildEffective();
    emit scenarioChanged();
}

void ScenarioController::rebuildEffective() {
    overridden_ = false;
    effective_ = Catalog{};
    if (!current_.system_overrides.empty() || !current_.chip_overrides.empty()) {
        auto eff = applyScenarioOverrides(base_, current_);
        if (!eff.error.empty()) {
            emit errorOccurred(
                QStringLiteral("Scenario \"%1\": %2")
                    .arg(QString::fromStdString(current_.name), QString::fromStdString(eff.error)));
        } else {
            effective_ = std::move(eff.catalog);
            overridden_ = true;
        }
    }
    index_.emplace(effective());
    resultsOfCatalog_ = false;
    uncertaintyStale_ = true;
    recomputeNow();
}

const SystemResult* ScenarioController::tcoResultAt(std::size_t slot) const {
    if (!tcoCopied_[slot]) {
        results_[slot].tco = tcos_[slot];
        tcoCopied_[slot] = 1;
    }
    return &results_[slot];
}

const SystemResult* ScenarioController::tcoResultFor(const std::string& systemId) const {
    // Hashed: charts of 1,000 systems look every one up on each redraw.
    const auto it = resultIndex_.find(systemId);
    if (it != resultIndex_.end() && it->second < results_.size() &&
        results_[it->second].system_id == systemId)
        return tcoResultAt(it->second);
    return nullptr;
}

const SystemResult* ScenarioController::resultFor(const std::string& systemId) const {
    const SystemResult* r = tcoResultFor(systemId);
    if (!r) return nullptr;
    const std::size_t i = std::size_t(r - results_.data());
    if (!completed_[i]) {
        completeResult(*index_, i, resultsAssumptions_, results_[i]);
        completed_[i] = 1;
    }
    return r;
}

const std::vector<SystemResult>& ScenarioController::results() const {
    for (std::size_t i = 0; i < results_.size(); ++i)
        if (!completed_[i]) {
            tcoResultAt(i);
            completeResult(*index_, i, resultsAssumptions_, results_[i]);
            completed_[i] = 1;
        }
    return results_;
}

void ScenarioController::setPinned(const QString& id, bool pinned) {
    if (pinned == pinned_.contains(id)) return;
    if (pinned)
        pinned_ << id;
    else
        pinned_.removeAll(id);
    emit pinnedChanged();
}

void ScenarioController::setSelectedSystems(const QStringList& ids) {
    if (ids == selected_) return;
    selected_ = ids;
    selectedSet_ = QSet<QString>(ids.begin(), ids.end());
    uncertaintyStale_ = true;
    emit selectionChanged();
    scheduleRecompute();
}

std::vector<const System*> ScenarioController::selectedSystemList() const {
    std::vector<const System*> out;
    for (const auto& s : effective().systems)
        if (selectedSet_.contains(QString::fromStdString(s.id)) &&
            (!shippingOnly_ || isShipping(s.availability)))
            out.push_back(&s);
    return out;
}

void ScenarioController::setShippingOnly(bool on) {
    if (shippingOnly_ == on) return;
    shippingOnly_ = on;
    emit selectionChanged();
    emit resultsChanged();
}

double ScenarioController::assumption(const QString& key) const {
    const AssumptionDef* d = findAssumption(key.toStdString());
    return d ? current_.assumptions.*(d->member) : 0.0;
}

void ScenarioController::setAssumption(const QString& key, double value) {
    const AssumptionDef* d = findAssumption(key.toStdString());
    if (!d) return;
    const double old = current_.assumptions.*(d->member);
    if (old == value) return;
    // A value outside the assumption's range is refused by the write: no undo step.
    QString error;
    if (!pushIfApplied(&undo_, std::make_unique<SetAssumptionCommand>(this, key, old, value),
                       &error))
        emit errorOccurred(error);
}

void ScenarioController::resetAssumption(const QString& key) {
    const AssumptionDef* d = findAssumption(key.toStdString());
    if (d) setAssumption(key, loaded_.assumptions.*(d->member));
}

void ScenarioController::resetAllAssumptions() {
    undo_.beginMacro(tr("Reset all assumptions"));
    for (const auto& d : assumptionDefs())
        resetAssumption(QString::fromStdString(d.key));
    undo_.endMacro();
}

bool ScenarioController::applyAssumption(const QString& key, double value, QString* error) {
    const AssumptionDef* d = findAssumption(key.toStdString());
    if (!d) {
        if (error) *error = QStringLiteral("unknown assumption \"%1\"").arg(key);
        return false;
    }
    if (const std::string err = checkAssumption(*d, value); !err.empty()) {
        if (error) *error = QString::fromStdString(err);
        return false;
    }
    current_.assumptions.*(d->member) = value;
    emit assumptionChanged(key, value);
    scheduleRecompute();
    return true;
}

void ScenarioController::setEngine(const QString& engineId) {
    if (engineId == engine()) return;
    QString error;
    if (!pushIfApplied(&undo_, std::make_unique<SetEngineCommand>(this, engine(), engineId),
                       &error))
        emit errorOccurred(error);
}

void ScenarioController::setRentalChoice(const RentalChoice& choice) {
    if (choice == rentalChoice()) return;
    QString error;
    if (!pushIfApplied(
            &undo_, std::make_unique<SetRentalChoiceCommand>(this, rentalChoice(), choice), &error))
        emit errorOccurred(error);
}

bool ScenarioController::applyRentalChoice(const RentalChoice& choice) {
    current_.assumptions.rental_term = choice.term;
    current_.assumptions.reference_quotes = choice.reference_quotes;
    emit rentalChoiceChanged();
    scheduleRecompute();
    return true;
}

bool ScenarioController::applyEngine(const QString& engineId, QString* error) {
    const std::string id = engineId.toStdString();
    const auto& engines = catalog().engines;
    if (!id.empty() && std::none_of(engines.begin(), engines.end(),
                                    [&](const EngineProfile& e) { return e.engine_id == id; })) {
        if (error) *error = tr("The catalog holds no serving engine \"%1\".").arg(engineId);
        return false;
    }
    current_.engine = id;
    emit engineChanged(engineId);
    scheduleRecompute();
    return true;
}

void ScenarioController::applyPlan(const std::optional<PlanInputs>& plan) {
    current_.plan = plan;
    emit planChanged();
}

std::optional<ScenarioController::RefitJob> ScenarioController::refitJob(const QString& systemId,
                                                                         QString* error) const {
    const System* sys = catalog().system(systemId.toStdString());
    if (!sys) {
        if (error) *error = tr("No system \"%1\" in the catalog.").arg(systemId);
        return std::nullopt;
    }
    RefitJob job;
    job.inputs = fitInputsFor(catalog(), measurements_, sys->id, current_.engine);
    if (job.inputs.empty()) {
        if (error) *error = tr("No imported measurements of %1.").arg(systemId);
        return std::nullopt;
    }
    job.catalog = catalog();
    job.system_id = sys->id;
    job.engine = current_.engine;
    job.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
    job.assumptions = current_.assumptions;
    return job;
}

EngineFit ScenarioController::runRefit(const RefitJob& job) {
    const System* sys = job.catalog.system(job.system_id);
    if (!sys) {
        EngineFit none;
        none.error = "no system " + job.system_id;
        return none;
    }
    FitOptions options;
    options.progress = job.progress;
    return fitEngineProfile(job.catalog, *sys, job.inputs, job.assumptions, job.engine, {},
                            std::nullopt, job.date, options);
}

bool ScenarioController::commitRefit(const EngineFit& fit, QString* error) {
    if (!fit.ok) {
        if (error) *error = QString::fromStdString(fit.error);
        return false;
    }
    std::optional<EngineProfile> replaced;
    for (const auto& e : catalog().engines)
        if (e.id == fit.profile.id) replaced = e;
    return pushIfApplied(&undo_, std::make_unique<FitEngineCommand>(this, fit.profile, replaced),
                         error);
}

bool ScenarioController::applyEngineRow(const std::optional<EngineProfile>& row,
                                        const QString& removeId, QString* error) {
    if (!store_) return false;
    bool ok = false;
    if (row) {
        ImportBatch batch;
        batch.origin = "fit";
        batch.engines.push_back(*row);
        ok = store_->importBatch(batch);
    } else {
        ok = store_->removeImported(EntityKind::Engine, removeId);
    }
    if (!ok) {
        if (error) *error = store_->errorString();
        return false;
    }
    return reloadCatalog(error);
}

std::optional<AssumptionRange> ScenarioController::assumptionRange(const QString& key) const {
    const auto it = current_.assumption_ranges.find(key.toStdString());
    if (it == current_.assumption_ranges.end()) return std::nullopt;
    return it->second;
}

void ScenarioController::setAssumptionRange(const QString& key,
                                            const std::optional<AssumptionRange>& range) {
    if (!findAssumption(key.toStdString())) return;
    const auto old = assumptionRange(key);
    if (old == range) return;
    // A range the assumption cannot take is refused by the write: no undo step.
    QString error;
    if (!pushIfApplied(&undo_, std::make_unique<SetAssumptionRangeCommand>(this, key, old, range),
                       &error))
        emit errorOccurred(error);
}

bool ScenarioController::applyAssumptionRange(const QString& key,
                                              const std::optional<AssumptionRange>& range,
                                              QString* error) {
    const AssumptionDef* d = findAssumption(key.toStdString());
    if (!d) {
        if (error) *error = QStringLiteral("unknown assumption \"%1\"").arg(key);
        return false;
    }
    if (range) {
        if (const std::string err = checkAssumptionRange(*d, *range); !err.empty()) {
            if (error) *error = QString::fromStdString(err);
            return false;
        }
        current_.assumption_ranges[key.toStdString()] = *range;
    } else {
        current_.assumption_ranges.erase(key.toStdString());
    }
    emit assumptionRangeChanged(key);
    scheduleRecompute();
    return true;
}

void ScenarioController::ensureOwnedBands() const {
    if (!ownedBandsStale_) return;
    const auto t0 = std::chrono::steady_clock::now();
    if (uncertaintyStale_ || !uncertainty_) {
        // Draws fixed per catalog and selection: rebuilt only when either changed.
        std::vector<std::size_t> chosen;
        bandIndex_.clear();
        for (std::size_t i = 0; i < effective().systems.size(); ++i)
            if (selectedSet_.contains(QString::fromStdString(effective().systems[i].id))) {
                bandIndex_.emplace(effective().systems[i].id, chosen.size());
                chosen.push_back(i);
            }
        uncertainty_.emplace(effective(), chosen,
                             UncertaintyOptions{interactiveSamples(chosen.size()), 20261123});
        uncertaintyStale_ = false;
    }
    spread_ = uncertainty_->evaluate(current_.assumptions, current_.assumption_ranges, false);
    ownedBandsStale_ = false;
    usefulBandsStale_ = true;
    lastUncertaintyMs_ =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

void ScenarioController::ensureUsefulBands() const {
    ensureOwnedBands();
    if (!usefulBandsStale_) return;
    const TcoSpread full = uncertainty_->evaluate(current_.assumptions, current_.assumption_ranges);
    spread_.useful = full.useful;
    spread_.useful_drivers = full.useful_drivers;
    usefulBandsStale_ = false;
}

const TcoSpread& ScenarioController::spread(bool usefulHours) const {
    if (usefulHours)
        ensureUsefulBands();
    else
        ensureOwnedBands();
    return spread_;
}

const TcoBatch::Band* ScenarioController::tcoBand(const std::string& systemId,
                                                  bool usefulHours) const {
    if (usefulHours)
        ensureUsefulBands();
    else
        ensureOwnedBands();
    const auto it = bandIndex_.find(systemId);
    if (it == bandIndex_.end()) return nullptr;
    const auto& bands = usefulHours ? spread_.useful : spread_.owned;
    if (it->second >= bands.size() || std::isnan(bands[it->second].p50)) return nullptr;
    return &bands[it->second];
}

std::optional<QString> ScenarioController::overrideOf(EntityKind entity, const QString& id,
                                                      const QString& field) const {
    const auto it = overrides_.constFind(overrideKey(entity, id, field));
    if (it == overrides_.constEnd()) return std::nullopt;
    return *it;
}

bool ScenarioController::editCatalogValue(EntityKind entity, const QString& id,
                                          const QString& field, const QString& text,
                                          QString* error) {
    if (!store_) return false;
    // A value the field registry refuses, a read-only store or a failed save: no undo step, and
    // the reason for the caller to show (the catalog table shows it at the cell).
    const auto previous = overrideOf(entity, id, field);
    return pushIfApplied(
        &undo_,
        std::make_unique<EditCatalogValueCommand>(this, entity, id, field, previous, text,
                                                  tr("Edit %1 of %2").arg(field, id)),
        error);
}

bool ScenarioController::revertCatalogValue(EntityKind entity, const QString& id,
                                            const QString& field) {
    const auto previous = overrideOf(entity, id, field);
    if (!previous) return false;
    QString error;
    if (!pushIfApplied(&undo_,
                       std::make_unique<EditCatalogValueCommand>(
                           this, entity, id, field, previous, std::nullopt,
                           tr("Revert %1 of %2").arg(field, id)),
                       &error)) {
        emit errorOccurred(error);
        return false;
    }
    return true;
}

bool ScenarioController::applyCatalogValue(EntityKind entity, const QString& id,
                                           const QString& field,
                                           const std::optional<QString>& value, QString* error) {
    if (!store_) {
        if (error) *error = QStringLiteral("no catalog database is open; edits need one");
        return false;
    }
    // The store validates the text against the field registry and refuses read-only catalogs.
    const bool ok = value ? store_->setOverride(entity, id, field, *value)
                          : store_->revertOverride(entity, id, field);
    if (!ok) {
        if (error) *error = store_->errorString();
        return false;
    }
    reloadCatalog();
    return true;
}

void ScenarioController::scheduleRecompute() {
    if (frameTimer_.isActive()) return;
    const qint64 since = sinceLastEmit_.elapsed();
    frameTimer_.start(since >= kFrameMs ? 0 : int(kFrameMs - since));
}

void ScenarioController::recomputeNow() {
    frameTimer_.stop();
    const auto t0 = std::chrono::steady_clock::now();
    if (!index_) index_.emplace(effective());
    resultsAssumptions_ = current_.assumptions;
    const std::size_t n = effective().systems.size();
    if (resultsOfCatalog_ && results_.size() == n && tcoInputs_.size() == n) {
        // An edit: every TCO, from the compact inputs into the compact breakdowns.
        computeTcosInto(tcoInputs_, resultsAssumptions_, tcos_);
        tcoCopied_.assign(n, 0);
    } else {
        // A new catalog: ids, names and TCOs in place, and the compact inputs for the edits.
        evaluateTcoInto(effective(), *index_, resultsAssumptions_, results_, false);
        tcoInputs_.clear();
        tcoInputs_.reserve(n);
        for (std::size_t i = 0; i < n; ++i)
            tcoInputs_.push_back(
                tcoInputsOf(effective().systems[i], index_->chipOfSystem(i), true));
        tcos_.clear();
        tcoCopied_.assign(n, 1);
        resultIndex_.clear();
        resultIndex_.reserve(n);
        for (std::size_t i = 0; i < n; ++i)
            resultIndex_.emplace(results_[i].system_id, i);
    }
    resultsOfCatalog_ = true;
    completed_.assign(n, 0);
    lastRecomputeMs_ =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    ownedBandsStale_ = true;
    usefulBandsStale_ = true;
    sinceLastEmit_.restart();
    emit resultsChanged();
}

} // namespace sil::ui
