#include "ServeLoadWorker.h"

#include "core/serving/spread_over_threads.h"

#include <QFuture>
#include <QFutureWatcher>
#include <QPromise>
#include <QThread>
#include <QThreadPool>

#include <algorithm>

namespace sil::ui {

std::vector<sim::SystemLoadSweep> sweepSystems(const Catalog& catalog,
                                               const std::vector<const System*>& systems,
                                               const LlmModel& model, const ServeLoadAsk& ask) {
    // Each sweep is a pure function of its system, so they spread over the cores (an export of
    // a thousand systems waits on this, not on a worker).
    std::vector<sim::SystemLoadSweep> out(systems.size());
    const auto cores = static_cast<std::size_t>(std::max(1, QThread::idealThreadCount()));
    spreadOverThreads(systems.size(), cores, [&](std::size_t k) {
        out[k] =
            sim::sweepSystem(catalog, *systems[k], model, ask.choices, ask.lengths, ask.request);
    });
    return out;
}

std::uint64_t ServeLoadWorker::next() {
    return latest_->fetch_add(1) + 1;
}

void ServeLoadWorker::start(std::uint64_t generation, const Catalog& catalog,
                            const std::vector<const System*>& systems, const LlmModel& model,
                            const ServeLoadAsk& ask,
                            std::function<void(std::vector<sim::SystemLoadSweep>)> done) {
    // The job sweeps over its own copies: the controller may replace or edit its catalog while
    // it runs. sweepSystem is a pure function of its arguments. One task a system, spread over
    // the pool's threads; the last to finish delivers them all.
    struct Job {
        Catalog catalog;
        LlmModel model;
        std::vector<std::size_t> positions; // the systems, by position in catalog.systems
        ServeLoadAsk ask;
        std::vector<sim::SystemLoadSweep> results;
        std::atomic<std::size_t> remaining{0};
    };
    auto job = std::make_shared<Job>();
    job->catalog = catalog;
    job->model = model;
    job->ask = ask;
    for (const System* s : systems)
        job->positions.push_back(std::size_t(s - catalog.systems.data()));
    job->results.resize(systems.size());
    job->remaining = systems.size();
    auto promise = std::make_shared<QPromise<std::vector<sim::SystemLoadSweep>>>();
    QFuture<std::vector<sim::SystemLoadSweep>> future = promise->future();
    promise->start();
    if (systems.empty()) {
        promise->addResult(std::vector<sim::SystemLoadSweep>{});
        promise->finish();
    }
    for (std::size_t i = 0; i < systems.size(); ++i)
        QThreadPool::globalInstance()->start([job, promise, latest = latest_, generation, i] {
            // Superseded while queued (a later request): not simulated at all.
            if (latest->load() == generation)
                job->results[i] = sim::sweepSystem(
                    job->catalog, job->catalog.systems[job->positions[i]], job->model,
                    job->ask.choices, job->ask.lengths, job->ask.request);
            if (job->remaining.fetch_sub(1) != 1) return;
            if (latest->load() == generation) promise->addResult(std::move(job->results));
            promise->finish();
        });
    auto* watcher = new QFutureWatcher<std::vector<sim::SystemLoadSweep>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, generation, done = std::move(done)] {
                watcher->deleteLater();
                QFuture<std::vector<sim::SystemLoadSweep>> f = watcher->future();
                if (generation != current() || f.resultCount() == 0) return; // a later turn
                done(f.takeResult());
            });
    watcher->setFuture(future);
}

} // namespace sil::ui
