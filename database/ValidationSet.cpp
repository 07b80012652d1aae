#include "ValidationSet.h"

#include "CatalogPaths.h"
#include "SaveFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <atomic>
#include <map>
#include <mutex>
#include <optional>

namespace sil::db {

namespace {

std::optional<std::string> readResource(const QString& name) {
    QFile f(QStringLiteral(":/siliconomics/published_runs/") + name);
    if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
    return f.readAll().toStdString();
}

QString cachePath(const std::string& key) {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation))
        .absoluteFilePath(QStringLiteral("validation-%1.json").arg(QString::fromStdString(key)));
}

std::optional<ValidationReport> readCache(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
    const auto j = nlohmann::json::parse(f.readAll().toStdString(), nullptr, false);
    if (j.is_discarded()) return std::nullopt;
    return validationReportFromJson(j);
}

// Every import or catalog edit makes a new key: keep the newest few reports only.
void pruneCache(const QDir& dir) {
    constexpr int kKept = 16;
    const QFileInfoList files =
        dir.entryInfoList({QStringLiteral("validation-*.json")}, QDir::Files, QDir::Time);
    for (int i = kKept; i < files.size(); ++i)
        QFile::remove(files[i].absoluteFilePath());
}

} // namespace

PublishedRuns shippedPublishedRuns(const Catalog& catalog) {
    const auto manifest = readResource(QStringLiteral("manifest.json"));
    if (!manifest) {
        PublishedRuns r;
        r.error = "the published runs are not compiled into this program";
        return r;
    }
    return loadPublishedRuns(catalog, *manifest, [](const std::string& file) {
        return readResource(QString::fromStdString(file));
    });
}

namespace {

std::mutex memoryMutex; // guards memory()
std::map<std::string, std::shared_ptr<const ValidationReport>>& memory() {
    static std::map<std::string, std::shared_ptr<const ValidationReport>> m;
    return m;
}
std::atomic<std::size_t> computed{0};

std::shared_ptr<const ValidationReport> remembered(const std::string& key) {
    std::lock_guard<std::mutex> lock(memoryMutex);
    const auto it = memory().find(key);
    return it == memory().end() ? nullptr : it->second;
}

std::shared_ptr<const ValidationReport> remember(const std::string& key, ValidationReport report) {
    auto shared = std::make_shared<const ValidationReport>(std::move(report));
    std::lock_guard<std::mutex> lock(memoryMutex);
    if (memory().size() > 16) memory().clear();
    return memory().try_emplace(key, shared).first->second;
}

// The installed report of the shipped catalog, when it was computed for exactly this key.
std::optional<ValidationReport> readInstalled(const std::string& key) {
    QFile f(shippedValidationPath());
    if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
    const auto j = nlohmann::json::parse(f.readAll().toStdString(), nullptr, false);
    if (!j.is_object() || j.value("key", "") != key) return std::nullopt;
    return validationReportFromJson(j);
}

// One part of the report (the published runs, or the user's imports) from memory, else from
// the installed report (this program's own, before a cache an older version may have
// written for the same catalog) or the disk cache; null when it would have to be computed.
std::shared_ptr<const ValidationReport> readyPart(const std::string& key) {
    if (auto r = remembered(key)) return r;
    if (auto installed = readInstalled(key)) return remember(key, std::move(*installed));
    if (auto cached = readCache(cachePath(key))) return remember(key, std::move(*cached));
    return nullptr;
}

// The part, computed and written to the disk cache when no copy is ready; null when
// `progress` stopped it.
std::shared_ptr<const ValidationReport> part(const Catalog& catalog,
                                             const std::vector<ValidationPoint>& points,
                                             const ValidationProgress& progress) {
    const std::string key = validationKey(catalog, points);
    if (auto r = readyPart(key)) return r;
    // One computation at a time: a second asker for the same state waits for the first's.
    static std::mutex computing;
    std::lock_guard<std::mutex> lock(computing);
    if (auto r = remembered(key)) return r;
    ++computed;
    auto validated = validateModel(catalog, points, progress);
    if (!validated) return nullptr; // stopped: nothing kept
    ValidationReport report = std::move(*validated);
    const QString path = cachePath(key);
    QDir().mkpath(QFileInfo(path).absolutePath());
    // A cache: when it cannot be written the report is computed again next time.
    SaveFile::write(path, QByteArray::fromStdString(validationReportJson(report).dump()), nullptr);
    pruneCache(QFileInfo(path).absoluteDir());
    return remember(key, std::move(report));
}

std::shared_ptr<const ValidationReport>
merged(std::shared_ptr<const ValidationReport> published,
       const std::shared_ptr<const ValidationReport>& mine) {
    if (!mine) return published;
    auto both = std::make_shared<ValidationReport>(*published);
    both->points.insert(both->points.end(), mine->points.begin(), mine->points.end());
    return both;
}

} // namespace

std::shared_ptr<const ValidationReport>
validationReport(const Catalog& catalog, const std::vector<StoredPoint>& userPoints) {
    return validationReport(catalog, userPoints, ValidationProgress{});
}

std::shared_ptr<const ValidationReport> validationReport(const Catalog& catalog,
                                                         const std::vector<StoredPoint>& userPoints,
                                                         const ValidationProgress& progress) {
    // The shipped rows are refitted on published runs only and a user's fitted rows on that
    // user's points only, so the two parts are validated apart: importing a file does not
    // refit the shipped rows again. The bands stand on the published part's groups plus, per
    // system, the user's points (ValidationReport::bandFor).
    auto published = part(catalog, shippedPublishedRuns(catalog).points, progress);
    if (!published || userPoints.empty()) return published;
    auto mine = part(catalog, userValidationPoints(catalog, userPoints), progress);
    if (!mine) return nullptr;
    return merged(std::move(published), mine);
}

std::shared_ptr<const ValidationReport>
readyValidationReport(const Catalog& catalog, const std::vector<StoredPoint>& userPoints) {
    auto published = readyPart(validationKey(catalog, shippedPublishedRuns(catalog).points));
    if (!published || userPoints.empty()) return published;
    auto mine = readyPart(validationKey(catalog, userValidationPoints(catalog, userPoints)));
    if (!mine) return nullptr;
    return merged(std::move(published), mine);
}

std::size_t validationReportsComputed() {
    return computed.load();
}

QString shippedValidationPath() {
    return QFileInfo(shippedCatalogPath())
        .absoluteDir()
        .absoluteFilePath(QStringLiteral("published-validation.json"));
}

bool writePublishedValidation(const Catalog& catalog, const QString& path, QString* error) {
    const PublishedRuns runs = shippedPublishedRuns(catalog);
    if (!runs.ok) {
        if (error) *error = QString::fromStdString(runs.error);
        return false;
    }
    nlohmann::json j = validationReportJson(validateModel(catalog, runs.points));
    j["key"] = validationKey(catalog, runs.points);
    return SaveFile::write(path, QByteArray::fromStdString(j.dump(1)), error);
}

} // namespace sil::db
