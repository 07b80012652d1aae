#include "PlanWorker.h"

#include <QFuture>
#include <QFutureWatcher>
#include <QPromise>
#include <QThreadPool>

namespace sil::ui {

PlanWorker::~PlanWorker() {
    next();
}

std::uint64_t PlanWorker::next() {
    return latest_->fetch_add(1) + 1;
}

void PlanWorker::start(std::uint64_t generation, const Catalog& catalog,
                       const std::vector<const System*>& systems, const LlmModel& model,
                       const PlanQuery& query, const Assumptions& assumptions,
                       std::function<void(std::vector<PlanResult>)> done) {
    // The job plans over its own copies: the controller may replace or edit its catalog while
    // it runs. planAll is a pure function of its arguments (no static or shared mutable state
    // in core/serving or workload; the interned n/a reasons are behind a mutex).
    struct Job {
        Catalog catalog;
        LlmModel model;
        std::vector<std::size_t> positions; // the systems, by position in catalog.systems
        PlanQuery query;
        Assumptions assumptions;
    };
    auto job = std::make_shared<Job>(Job{catalog, model, {}, query, assumptions});
    job->positions.reserve(systems.size());
    for (const System* s : systems)
        job->positions.push_back(std::size_t(s - catalog.systems.data()));
    auto promise = std::make_shared<QPromise<std::vector<PlanResult>>>();
    QFuture<std::vector<PlanResult>> future = promise->future();
    promise->start();
    QThreadPool::globalInstance()->start([job, promise, latest = latest_, generation] {
        // Superseded while queued (a later request): not planned at all.
        if (latest->load() == generation) {
            std::vector<const System*> planned;
            planned.reserve(job->positions.size());
            for (std::size_t position : job->positions)
                planned.push_back(&job->catalog.systems[position]);
            promise->addResult(
                planAll(job->catalog, planned, job->model, job->query, job->assumptions));
        }
        promise->finish();
    });
    // Told on this object's thread; the watcher is its child, so not at all once it is gone.
    // (A watcher rather than QFuture::then(context, ...), whose continuation crashed in Qt 6.4
    // when the future it returned was not kept.)
    auto* watcher = new QFutureWatcher<std::vector<PlanResult>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, generation, done = std::move(done)] {
                watcher->deleteLater();
                QFuture<std::vector<PlanResult>> f = watcher->future();
                if (generation != current() || f.resultCount() == 0) return; // a later turn
                done(f.takeResult());
            });
    watcher->setFuture(future);
}

} // namespace sil::ui
