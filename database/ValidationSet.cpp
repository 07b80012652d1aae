#include "ValidationSet.h"

#include "SaveFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <map>
#include <mutex>

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

// One part of the report (the published runs, or the user's imports) from memory, else from
// the disk cache, else computed and written there.
std::shared_ptr<const ValidationReport> part(const Catalog& catalog,
                                             const std::vector<ValidationPoint>& points) {
    static std::mutex mutex;
    static std::map<std::string, std::shared_ptr<const ValidationReport>> memory;
    const std::string key = validationKey(catalog, points);
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = memory.find(key); it != memory.end()) return it->second;
    const QString path = cachePath(key);
    std::shared_ptr<const ValidationReport> report;
    if (auto cached = readCache(path)) {
        report = std::make_shared<const ValidationReport>(std::move(*cached));
    } else {
        report = std::make_shared<const ValidationReport>(validateModel(catalog, points));
        QDir().mkpath(QFileInfo(path).absolutePath());
        // A cache: when it cannot be written the report is computed again next time.
        SaveFile::write(path, QByteArray::fromStdString(validationReportJson(*report).dump()),
                        nullptr);
        pruneCache(QFileInfo(path).absoluteDir());
    }
    if (memory.size() > 16) memory.clear();
    memory.emplace(key, report);
    return report;
}

} // namespace

std::shared_ptr<const ValidationReport>
validationReport(const Catalog& catalog, const std::vector<StoredPoint>& userPoints) {
    // The shipped rows are refitted on published runs only and a user's fitted rows on that
    // user's points only, so the two parts are validated apart: importing a file does not
    // refit the shipped rows again. The bands stand on the published part's groups plus, per
    // system, the user's points (ValidationReport::bandFor).
    const auto published = part(catalog, shippedPublishedRuns(catalog).points);
    if (userPoints.empty()) return published;
    const auto mine = part(catalog, userValidationPoints(catalog, userPoints));
    auto merged = std::make_shared<ValidationReport>(*published);
    merged->points.insert(merged->points.end(), mine->points.begin(), mine->points.end());
    return merged;
}

} // namespace sil::db
