#pragma once
// Owns what the user is looking at: the catalog (shipped + user overlay), the current
// scenario, the systems chosen for comparison and the undo stack. Every edit goes
// through a QUndoCommand; results are recomputed through core and announced with at
// most one resultsChanged() per frame.
#include "core/catalog/catalog.h"
#include "core/catalog/catalog_version.h"
#include "core/catalog/fields.h"
#include "core/economics/scenario.h"
#include "core/economics/tco.h"
#include "core/economics/uncertainty.h"
#include "core/measurements/accuracy.h"
#include "core/workload/engine_fit.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <QTimer>
#include <QUndoStack>
#include <optional>
#include <unordered_map>

namespace sil::db {
class CatalogStore;
struct NewMeasurement;
} // namespace sil::db

namespace sil::ui {

class ScenarioController : public QObject {
    Q_OBJECT
public:
    explicit ScenarioController(db::CatalogStore* store, QObject* parent = nullptr);

    // (Re)reads the catalog from the store. On failure the previous catalog stays.
    bool reloadCatalog(QString* error = nullptr);
    // Headless use (chart export from the CLI): a catalog without a store, and its version as
    // the database keeps it, when known (else catalogVersion() hashes it).
    void setCatalog(Catalog catalog, std::optional<CatalogVersion> version = std::nullopt);

    // The user's own benchmark points (File > Import measurements), oldest first: read from the
    // store with the catalog, or given (headless chart export). Each change is announced once
    // by measurementsChanged().
    const std::vector<StoredPoint>& measurements() const { return measurements_; }
    bool reloadMeasurements(QString* error = nullptr);
    void setMeasurements(std::vector<StoredPoint> points);
    // Stores the points of one file (all or none) and reloads them. False with the store's
    // message (naming the file) when nothing was stored.
    bool importMeasurements(const QList<db::NewMeasurement>& points, const QString& fileName,
                            const QString& sourceFormat, QString* error);
    bool deleteMeasurement(qint64 id, QString* error);
    void loadScenario(const Scenario& s); // becomes the reset target; clears undo history

    db::CatalogStore* store() const { return store_; }
    const Catalog& baseCatalog() const { return base_; }
    // baseCatalog()'s version (captions, the report, About): as the store keeps it, else
    // hashed once (db::catalogVersion) and remembered until the catalog changes.
    const CatalogVersion& catalogVersion() const;
    bool knowsCatalogVersion() const { return baseVersion_.has_value(); }
    const Catalog& catalog() const { return effective(); }
    const Scenario& scenario() const { return current_; }
    const Scenario& loadedScenario() const { return loaded_; }
    // Every system's full result (completes any not yet completed since the last recompute).
    const std::vector<SystemResult>& results() const;
    // One system's full result: per-dtype and rent-vs-buy figures are completed here, when a
    // view first reads them after a recompute, not for every system on every edit.
    const SystemResult* resultFor(const std::string& systemId) const;
    // Only its id, name and TCO breakdown are current (per_dtype, rentals: of an earlier
    // recompute): for views that draw the TCO alone.
    const SystemResult* tcoResultFor(const std::string& systemId) const;
    std::size_t resultCount() const { return results_.size(); }
    QUndoStack* undoStack() { return &undo_; }

    QStringList selectedSystems() const { return selected_; }
    void setSelectedSystems(const QStringList& ids);
    // Systems the user highlights: always drawn (never summarised away) and in colour over
    // the others in grey on crowded charts.
    QStringList pinnedSystems() const { return pinned_; }
    void setPinned(const QString& id, bool pinned);
    // Selected systems in catalog order.
    std::vector<const System*> selectedSystemList() const;
    // Charts leave out the chosen systems that cannot be bought yet (announced, sampling or
    // of unknown status), as the CLI's --shipping-only does.
    void setShippingOnly(bool on);
    bool shippingOnly() const { return shippingOnly_; }

    double assumption(const QString& key) const;
    void setAssumption(const QString& key, double value); // undoable, merges
    void resetAssumption(const QString& key);
    void resetAllAssumptions();

    // The scenario's serving engine: an engine id, or "" for each vendor's default. Undoable.
    QString engine() const { return QString::fromStdString(current_.engine); }
    void setEngine(const QString& engineId);

    // The rental term rented figures are priced at, and whether analysts' reference rates may
    // price them (core/economics/rental_term.h). Undoable.
    struct RentalChoice {
        RentalTerm term = RentalTerm::OnDemand;
        bool reference_quotes = false;
        bool operator==(const RentalChoice&) const = default;
    };
    RentalChoice rentalChoice() const {
        return {current_.assumptions.rental_term, current_.assumptions.reference_quotes};
    }
    void setRentalChoice(const RentalChoice& choice);

    // Refits the engine profile in force for a system (the scenario's engine, else the one in
    // force there) on its imported points and stores it, undoably (FitEngineCommand); in three
    // steps so the fit (seconds on many points) runs off the GUI thread: refitJob copies what
    // the fit reads, runRefit (any thread) fits with core's fitEngineProfile, commitRefit
    // stores. False with the reason when nothing could be fitted or stored.
    struct RefitJob {
        Catalog catalog;
        std::string system_id, engine, date;
        std::vector<FitInput> inputs;
        Assumptions assumptions;
        std::function<bool(double)> progress; // FitOptions::progress
    };
    std::optional<RefitJob> refitJob(const QString& systemId, QString* error) const;
    static EngineFit runRefit(const RefitJob& job);
    bool commitRefit(const EngineFit& fit, QString* error);

    // Catalog value edits (user overlay), undoable.
    std::optional<QString> overrideOf(EntityKind entity, const QString& id,
                                      const QString& field) const;
    bool editCatalogValue(EntityKind entity, const QString& id, const QString& field,
                          const QString& text, QString* error);
    bool revertCatalogValue(EntityKind entity, const QString& id, const QString& field);

    // An assumption's range for the uncertainty bands (undoable); nullopt clears it.
    std::optional<AssumptionRange> assumptionRange(const QString& key) const;
    void setAssumptionRange(const QString& key, const std::optional<AssumptionRange>& range);

    // The one write of each kind of edit, called by the edit commands only (ui/commands): their
    // first redo() (before they are pushed, so a refused write pushes nothing), undo() with the
    // old value and redo() with the new one. False with the reason in `error`, and then
    // nothing changed. A catalog value of nullopt reverts the user's edit of it.
    bool applyCatalogValue(EntityKind entity, const QString& id, const QString& field,
                           const std::optional<QString>& value, QString* error);
    bool applyAssumption(const QString& key, double value, QString* error);
    bool applyEngine(const QString& engineId, QString* error);
    bool applyRentalChoice(const RentalChoice& choice);
    // The scenario's plan inputs (what SetPlanInputCommand writes beside the Plan tab's).
    void applyPlan(const std::optional<PlanInputs>& plan);
    // Stores `row` (an engine profile) in the user's database, or with nullopt deletes the row
    // `removeId`; then reloads the catalog.
    bool applyEngineRow(const std::optional<EngineProfile>& row, const QString& removeId,
                        QString* error);
    bool applyAssumptionRange(const QString& key, const std::optional<AssumptionRange>& range,
                              QString* error);

    // P10-P50-P90 of the selected systems' TCO, for the current results, computed when first
    // asked for after a recompute (a tab without whiskers costs nothing): nullptr when the
    // system is not selected or its TCO is n/a. `usefulHours`: per useful GPU-hour.
    const TcoBatch::Band* tcoBand(const std::string& systemId, bool usefulHours = false) const;
    // `usefulHours`: with the per-useful-hour bands and drivers filled in.
    const TcoSpread& spread(bool usefulHours = false) const;

    bool isModified() const { return !(current_ == loaded_); }
    double lastRecomputeMs() const { return lastRecomputeMs_; }
    // The last time the bands of the selected systems were computed (per owned hour), and
    // whether that was for the current results.
    double lastUncertaintyMs() const { return lastUncertaintyMs_; }
    bool bandsCurrent() const { return !ownedBandsStale_; }
    // Synchronously recompute now (tests, benchmarks, export).
    void recomputeNow();

signals:
    void resultsChanged();
    void catalogChanged();
    void scenarioChanged();
    void assumptionChanged(const QString& key, double value);
    void engineChanged(const QString& engineId);
    void rentalChoiceChanged();
    void planChanged();
    void assumptionRangeChanged(const QString& key);
    void selectionChanged();
    void pinnedChanged();
    void measurementsChanged();
    // The validation report behind the prediction bands, computed on a worker because the
    // catalog or the imports changed, is ready: the pages that draw bands draw again.
    void validationReady();
    void errorOccurred(const QString& message);

private:
    void rebuildEffective();
    void scheduleRecompute();
    void selectDefaultSystems();
    void ensureOwnedBands() const;
    void ensureUsefulBands() const;

    db::CatalogStore* store_;
    std::vector<StoredPoint> measurements_;
    Catalog base_;
    mutable std::optional<CatalogVersion> baseVersion_;
    // The catalog with the scenario's overrides; a scenario without any (the usual case)
    // reads base_ itself instead of a copy of it.
    Catalog effective_;
    bool overridden_ = false;
    const Catalog& effective() const { return overridden_ ? effective_ : base_; }
    std::optional<CatalogIndex> index_; // points into effective_; rebuilt with it
    Scenario loaded_;
    Scenario current_;
    mutable std::vector<SystemResult> results_;
    // An edit recomputes every TCO into tcos_ from the compact tcoInputs_ (built per catalog);
    // a result's `tco` is copied from there when a view first reads it.
    std::vector<TcoInputs> tcoInputs_;
    std::vector<TcoBreakdown> tcos_;
    mutable std::vector<char> tcoCopied_; // per results_ slot: tco is tcos_'s
    const SystemResult* tcoResultAt(std::size_t slot) const;
    mutable std::vector<char> completed_; // per results_ slot: per-dtype and rentals current
    Assumptions resultsAssumptions_;      // of the last recompute: what completion uses
    bool resultsOfCatalog_ = false;       // results_ were computed from effective_ as it is
    std::unordered_map<std::string, std::size_t> resultIndex_; // system id -> results_ slot
    QStringList selected_;
    QSet<QString> selectedSet_;
    bool shippingOnly_ = false;
    QStringList pinned_;
    QUndoStack undo_;
    QTimer frameTimer_;
    QElapsedTimer sinceLastEmit_;
    double lastRecomputeMs_ = 0.0;
    mutable double lastUncertaintyMs_ = 0.0;
    QHash<QString, QString> overrides_; // "entity/id/field" -> value; looked up per table cell
    // Draws fixed per catalog and selection (rebuilt when either changes), evaluated per edit.
    mutable std::optional<TcoUncertainty> uncertainty_;
    mutable bool uncertaintyStale_ = true;
    mutable std::unordered_map<std::string, std::size_t> bandIndex_; // system id -> spread_ slot
    // Per useful hour only when a page asks (half the cost again at 1,000 systems).
    mutable TcoSpread spread_;
    mutable bool ownedBandsStale_ = true;
    mutable bool usefulBandsStale_ = true;
};

} // namespace sil::ui
