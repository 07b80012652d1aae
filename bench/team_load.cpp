// siliconomics-team-load: N clients editing and reading one team catalog at once.
//
// Each client (a thread with its own CatalogStore and connection) loops until the time is up:
// half of its operations read every edit (CatalogStore::overrides()), the other half increment
// one of a few hot values by one, through the normal optimistic-concurrency path: read the value
// and its row version, save value + 1 naming that version, and on a conflict read again and
// retry. Afterwards each hot value must equal its start plus the number of increments that
// succeeded (no lost update), and the history must hold one row per successful increment. Prints
// "name: value" lines; exits 1 on a lost update or on any error a user would have seen (a
// deadlock or serialization failure included).
//
//   siliconomics-team-load --url postgresql://editor@host/db [--clients 20] [--seconds 60]
//   siliconomics-team-load --fixture [...]   the tests' throw-away server (SILICONOMICS_TEST_PG)
//
// It writes chips "load-test-N" field tdp_w: use a scratch database, not the team's catalog.
#include "core/economics/stats.h"
#include "database/CatalogStore.h"
#include "database/TeamConnection.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <map>
#include <mutex>
#include <random>
#include <thread>
#include <unistd.h>

using namespace sil;
using Clock = std::chrono::steady_clock;

namespace {

constexpr long long kStart = 1000;

struct ClientResult {
    std::vector<double> readMs, writeMs;
    long long conflicts = 0;
    std::vector<long long> increments; // per hot value
    std::vector<std::string> errors;
};

QString keyName(int k) {
    return QStringLiteral("load-test-%1").arg(k);
}

double ms(Clock::duration d) {
    return std::chrono::duration<double, std::milli>(d).count();
}

void client(const QString& url, int index, int keys, Clock::time_point deadline,
            ClientResult& out) {
    out.increments.assign(std::size_t(keys), 0);
    db::CatalogStore store;
    store.setWritesTeamSnapshot(false);
    if (!store.openUser(url)) {
        out.errors.push_back(store.errorString().toStdString());
        return;
    }
    std::mt19937 rng(unsigned(index) * 7919u + 17u);
    std::uniform_int_distribution<int> pickKey(0, keys - 1);
    std::bernoulli_distribution write(0.5);
    while (Clock::now() < deadline) {
        const auto t0 = Clock::now();
        if (!write(rng)) {
            store.overrides();
            if (!store.errorString().isEmpty() && !store.hasUser()) {
                out.errors.push_back(store.errorString().toStdString());
                return;
            }
            out.readMs.push_back(ms(Clock::now() - t0));
            continue;
        }
        const int k = pickKey(rng);
        bool done = false;
        while (!done) {
            const auto current =
                store.overrideOf(EntityKind::Chip, keyName(k), QStringLiteral("tdp_w"));
            if (!current) {
                out.errors.push_back("hot value " + keyName(k).toStdString() +
                                     " disappeared: " + store.errorString().toStdString());
                return;
            }
            const long long next = current->value.toLongLong() + 1;
            if (store.setOverride(EntityKind::Chip, keyName(k), QStringLiteral("tdp_w"),
                                  QString::number(next), {}, current->rowVersion)) {
                ++out.increments[std::size_t(k)];
                done = true;
            } else if (store.lastConflict()) {
                ++out.conflicts; // expected under contention: read again, retry
            } else {
                out.errors.push_back(store.errorString().toStdString());
                done = true;
            }
        }
        out.writeMs.push_back(ms(Clock::now() - t0));
    }
}

struct Options {
    QString url;
    bool fixture = false;
    int clients = 20;
    double seconds = 60;
    int keys = 4;
};

QString readState(const QString& dir, const char* name) {
    QFile f(QDir(dir).absoluteFilePath(QLatin1String(name)));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()).trimmed() : QString();
}

bool superuserExec(int port, const QString& user, const QString& database, const QString& sql,
                   QString& error) {
    const QString name = QStringLiteral("team-load-setup");
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setHostName(QStringLiteral("127.0.0.1"));
        db.setPort(port);
        db.setUserName(user);
        db.setDatabaseName(database);
        db.setConnectOptions(QStringLiteral("sslmode=disable"));
        if (db.open()) {
            QSqlQuery q(db);
            ok = q.exec(sql);
            if (!ok) error = q.lastError().text();
            db.close();
        } else {
            error = db.lastError().text();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

// A fresh team catalog on the tests' server and an editor login for the clients.
int prepareFixture(Options& o) {
    const QString dir = qEnvironmentVariable("SILICONOMICS_TEST_PG");
    if (dir.isEmpty()) {
        std::fprintf(stderr, "team-load: --fixture needs SILICONOMICS_TEST_PG (run via ctest)\n");
        return 2;
    }
    const QString skip = readState(dir, "skip");
    if (!skip.isEmpty()) {
        std::printf("PostgreSQL tests skipped: %s\n", qPrintable(skip));
        return -1;
    }
    const int port = readState(dir, "port").toInt();
    const QString su = readState(dir, "superuser");
    const QString dbname = QStringLiteral("team_load_%1").arg(::getpid());
    QString err;
    if (!superuserExec(port, su, QStringLiteral("postgres"),
                       QStringLiteral("CREATE DATABASE %1").arg(dbname), err) ||
        !superuserExec(port, su, QStringLiteral("postgres"),
                       QStringLiteral("DO $$BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE "
                                      "rolname = 'sil_load') THEN CREATE ROLE sil_load LOGIN; END "
                                      "IF; END$$"),
                       err)) {
        std::fprintf(stderr, "team-load: %s\n", qPrintable(err));
        return 1;
    }
    db::CatalogStore admin;
    admin.setWritesTeamSnapshot(false);
    const QString base = QStringLiteral("postgresql://%1@127.0.0.1:%2/%3?sslmode=disable");
    if (!admin.initTeam(base.arg(su).arg(port).arg(dbname))) {
        std::fprintf(stderr, "team-load: %s\n", qPrintable(admin.errorString()));
        return 1;
    }
    if (!superuserExec(port, su, dbname, QStringLiteral("GRANT siliconomics_editor TO sil_load"),
                       err)) {
        std::fprintf(stderr, "team-load: %s\n", qPrintable(err));
        return 1;
    }
    o.url = base.arg(QStringLiteral("sil_load")).arg(port).arg(dbname);
    return 0;
}

// The command line into `o`; false after printing the usage on an unknown argument.
bool parseOptions(const QStringList& args, Options& o) {
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString& a = args[i];
        const QString next = i + 1 < args.size() ? args[i + 1] : QString();
        if (a == QLatin1String("--fixture")) {
            o.fixture = true;
        } else if (a == QLatin1String("--url")) {
            o.url = next, ++i;
        } else if (a == QLatin1String("--clients")) {
            o.clients = std::clamp(next.toInt(), 1, 200), ++i;
        } else if (a == QLatin1String("--seconds")) {
            o.seconds = std::clamp(next.toDouble(), 0.5, 3600.0), ++i;
        } else if (a == QLatin1String("--keys")) {
            o.keys = std::clamp(next.toInt(), 1, 1000), ++i;
        } else {
            std::fprintf(stderr,
                         "usage: siliconomics-team-load --url postgresql://user@host:port/db | "
                         "--fixture [--clients 20] [--seconds 60] [--keys 4]\n");
            return false;
        }
    }
    return true;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    Options o;
    if (!parseOptions(app.arguments(), o)) return 2;
    if (o.fixture) {
        const int r = prepareFixture(o);
        if (r < 0) return 0; // skipped, said so
        if (r > 0) return r;
    }
    if (o.url.isEmpty()) {
        std::fprintf(stderr, "team-load: --url postgresql://... or --fixture is required\n");
        return 2;
    }
    // Start every hot value at kStart.
    db::CatalogStore setup;
    setup.setWritesTeamSnapshot(false);
    if (!setup.openUser(o.url)) {
        std::fprintf(stderr, "team-load: %s\n", qPrintable(setup.errorString()));
        return 1;
    }
    for (int k = 0; k < o.keys; ++k)
        if (!setup.setOverride(EntityKind::Chip, keyName(k), QStringLiteral("tdp_w"),
                               QString::number(kStart), QStringLiteral("load test start"))) {
            std::fprintf(stderr, "team-load: %s\n", qPrintable(setup.errorString()));
            return 1;
        }
    std::vector<qint64> historyBefore;
    for (int k = 0; k < o.keys; ++k)
        historyBefore.push_back(
            setup.valueHistory(EntityKind::Chip, keyName(k), QStringLiteral("tdp_w")).size());

    std::vector<ClientResult> results(std::size_t(o.clients));
    const auto start = Clock::now();
    const auto deadline = start + std::chrono::duration_cast<Clock::duration>(
                                      std::chrono::duration<double>(o.seconds));
    {
        std::vector<std::thread> threads;
        for (int i = 0; i < o.clients; ++i)
            threads.emplace_back(client, o.url, i, o.keys, deadline,
                                 std::ref(results[std::size_t(i)]));
        for (auto& t : threads)
            t.join();
    }
    const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();

    std::vector<double> reads, writes, all;
    long long conflicts = 0;
    std::vector<long long> increments(std::size_t(o.keys), 0);
    std::vector<std::string> errors;
    for (const auto& r : results) {
        reads.insert(reads.end(), r.readMs.begin(), r.readMs.end());
        writes.insert(writes.end(), r.writeMs.begin(), r.writeMs.end());
        conflicts += r.conflicts;
        for (std::size_t k = 0; k < r.increments.size(); ++k)
            increments[k] += r.increments[k];
        errors.insert(errors.end(), r.errors.begin(), r.errors.end());
    }
    all = reads;
    all.insert(all.end(), writes.begin(), writes.end());
    for (auto* v : {&reads, &writes, &all})
        std::sort(v->begin(), v->end());
    auto q = [](const std::vector<double>& v, double p) {
        return v.empty() ? 0.0 : quantileOfSorted(v, p);
    };

    long long lost = 0, historyMissing = 0, totalIncrements = 0;
    for (int k = 0; k < o.keys; ++k) {
        const auto now = setup.overrideOf(EntityKind::Chip, keyName(k), QStringLiteral("tdp_w"));
        const long long expected = kStart + increments[std::size_t(k)];
        const long long actual = now ? now->value.toLongLong() : -1;
        lost += std::llabs(expected - actual);
        totalIncrements += increments[std::size_t(k)];
        const qint64 history =
            setup.valueHistory(EntityKind::Chip, keyName(k), QStringLiteral("tdp_w")).size();
        historyMissing +=
            std::llabs(historyBefore[std::size_t(k)] + increments[std::size_t(k)] - history);
        std::printf("team_load_value_%d: %lld (start %lld + %lld increments)\n", k, actual, kStart,
                    increments[std::size_t(k)]);
    }
    std::printf("team_load_clients: %d\n", o.clients);
    std::printf("team_load_seconds: %.1f\n", elapsed);
    std::printf("team_load_hot_values: %d\n", o.keys);
    std::printf("team_load_ops: %zu (%zu reads, %zu increments)\n", all.size(), reads.size(),
                writes.size());
    std::printf("team_load_ops_per_s: %.0f\n", double(all.size()) / elapsed);
    std::printf("team_load_read_ms: p50 %.2f, p99 %.2f\n", q(reads, 0.5), q(reads, 0.99));
    std::printf("team_load_increment_ms: p50 %.2f, p99 %.2f (with conflict retries)\n",
                q(writes, 0.5), q(writes, 0.99));
    std::printf("team_load_all_ms: p50 %.2f, p99 %.2f\n", q(all, 0.5), q(all, 0.99));
    std::printf("team_load_conflicts: %lld (expected under contention, each read again and "
                "retried)\n",
                conflicts);
    std::printf("team_load_successful_increments: %lld\n", totalIncrements);
    std::printf("team_load_lost_updates: %lld\n", lost);
    std::printf("team_load_history_rows_missing: %lld\n", historyMissing);
    std::printf("team_load_errors_surfaced: %zu\n", errors.size());
    for (std::size_t i = 0; i < std::min<std::size_t>(errors.size(), 5); ++i)
        std::printf("  error: %s\n", errors[i].c_str());
    std::fflush(stdout);
    return lost == 0 && historyMissing == 0 && errors.empty() && !writes.empty() ? 0 : 1;
}
