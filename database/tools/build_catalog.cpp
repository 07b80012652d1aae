// Builds the shipped, read-only SQLite catalog from database/catalog/catalog.json and the
// shipped scenarios, through the same importer and row mapper users' imports go through.
#include "database/CatalogStore.h"
#include "database/CatalogVersion.h"
#include "database/KeptVersion.h"
#include "database/Migrations.h"
#include "database/SaveFile.h"
#include "database/SqlRows.h"

#include "core/catalog/availability.h"
#include "core/catalog/catalog_io.h"
#include "core/economics/scenario.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <cstdio>
#include <optional>
#include <set>

namespace {

int die(const QString& message) {
    std::fprintf(stderr, "siliconomics-build-catalog: %s\n", qPrintable(message));
    return 1;
}

// The version of the shipped catalog at `path` as the program shows it: read alone, each
// system's availability inherited from its chip.
std::optional<sil::db::CatalogVersion> versionAsRead(const QString& path) {
    sil::db::CatalogStore store;
    if (!store.openShipped(path)) return std::nullopt;
    auto catalog = store.load();
    if (!catalog) return std::nullopt;
    sil::inheritChipAvailability(*catalog);
    return sil::db::catalogVersion(*catalog);
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 4)
        return die(QStringLiteral("usage: siliconomics-build-catalog CATALOG.json SCENARIO_DIR "
                                  "OUT.sqlite"));
    const QString jsonPath = args.at(1), scenarioDir = args.at(2), outPath = args.at(3);

    QByteArray text;
    QString err;
    if (!sil::db::readTextFile(jsonPath, text, &err)) return die(err);
    const auto imported = sil::importJson(text.toStdString(), jsonPath.toStdString());
    if (!imported.ok) return die(QString::fromStdString(imported.error));
    sil::Catalog catalog;
    catalog.sources = imported.batch.sources;
    catalog.chips = imported.batch.chips;
    catalog.systems = imported.batch.systems;
    catalog.quotes = imported.batch.quotes;
    catalog.models = imported.batch.models;
    catalog.api_prices = imported.batch.api_prices;
    catalog.engines = imported.batch.engines;
    if (auto e = sil::checkReferences(catalog); !e.empty())
        return die(jsonPath + QStringLiteral(": ") + QString::fromStdString(e));
    for (const auto& s : catalog.systems)
        if (s.row.source_id.empty())
            return die(
                QStringLiteral("system %1 cites no source").arg(QString::fromStdString(s.id)));

    std::vector<sil::Scenario> scenarios;
    const QDir dir(scenarioDir);
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QByteArray sj;
        if (!sil::db::readTextFile(dir.filePath(name), sj, &err)) return die(err);
        auto parsed = sil::parseScenarioJson(sj.toStdString(), dir.filePath(name).toStdString());
        if (!parsed.ok) return die(QString::fromStdString(parsed.error));
        auto eff = sil::applyScenarioOverrides(catalog, parsed.scenario);
        if (!eff.error.empty())
            return die(dir.filePath(name) + QStringLiteral(": ") +
                       QString::fromStdString(eff.error));
        scenarios.push_back(parsed.scenario);
    }

    const QString tmpPath = outPath + QStringLiteral(".tmp");
    QFile::remove(tmpPath);
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("build"));
        db.setDatabaseName(tmpPath);
        if (!db.open()) return die(db.lastError().text());
        const auto m = sil::db::migrate(db, tmpPath);
        if (!m.ok) return die(m.error);
        if (!db.transaction()) return die(db.lastError().text());
        if (!sil::db::writeBatch(db, imported.batch, err)) return die(err);
        std::set<std::string> vendors;
        for (const auto& c : catalog.chips)
            vendors.insert(c.vendor);
        for (const auto& v : vendors) {
            QSqlQuery q(db);
            q.prepare(QStringLiteral("INSERT INTO vendors (id, name) VALUES (?, ?)"));
            q.addBindValue(QString::fromStdString(v).toLower());
            q.addBindValue(QString::fromStdString(v));
            if (!q.exec()) return die(q.lastError().text());
        }
        for (const auto& s : scenarios) {
            QSqlQuery q(db);
            q.prepare(
                QStringLiteral("INSERT INTO scenarios (name, json, updated_at) VALUES (?, ?, ?)"));
            q.addBindValue(QString::fromStdString(s.name));
            q.addBindValue(QString::fromStdString(sil::scenarioToJson(s)));
            q.addBindValue(QStringLiteral("shipped"));
            if (!q.exec()) return die(q.lastError().text());
        }
        QSqlQuery meta(db);
        meta.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES ('role', 'shipped')"));
        if (!meta.exec() || !db.commit()) return die(db.lastError().text());
        // Its version, read back as the program reads it, kept with it: the program then
        // reads the version instead of hashing the whole catalog at every start.
        if (!sil::db::guardKeptVersion(db, err)) return die(err);
        const auto version = versionAsRead(tmpPath);
        if (!version) return die(tmpPath + QStringLiteral(": cannot be read back"));
        if (!sil::db::writeKeptVersion(db, *version, QString(), err)) return die(err);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("build"));
    QFile::remove(outPath);
    if (!QFile::rename(tmpPath, outPath))
        return die(QStringLiteral("cannot move %1 to %2").arg(tmpPath, outPath));

    // Read it back the way the application does.
    sil::db::CatalogStore store;
    if (!store.openShipped(outPath)) return die(store.errorString());
    auto loaded = store.load();
    if (!loaded) return die(store.errorString());
    std::printf("%s: %zu sources, %zu chips, %zu systems, %zu prices, %zu models, %zu API "
                "prices, %zu engine profiles, %zu scenarios\n",
                qPrintable(outPath), loaded->sources.size(), loaded->chips.size(),
                loaded->systems.size(), loaded->quotes.size(), loaded->models.size(),
                loaded->api_prices.size(), loaded->engines.size(), scenarios.size());
    return 0;
}
