#include "CatalogVersion.h"

#include "core/catalog/catalog_io.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <algorithm>
#include <future>
#include <mutex>

namespace sil::db {

namespace {

CatalogVersion computeVersion(const Catalog& c) {
    CatalogVersion v;
    std::string latestRead, latestDate;
    for (const Source& s : c.sources) {
        latestRead = std::max(latestRead, s.accessed_date);
        latestDate = std::max(latestDate, s.date);
    }
    v.as_of = latestRead.empty() ? latestDate : latestRead;
    const std::string json = exportJson(c);
    v.content_sha256 =
        QCryptographicHash::hash(QByteArray::fromStdString(json), QCryptographicHash::Sha256)
            .toHex()
            .toStdString();
    v.chips = c.chips.size();
    v.systems = c.systems.size();
    v.sources = c.sources.size();
    v.prices = c.quotes.size();
    v.models = c.models.size();
    return v;
}

// The catalog a CatalogVersionAhead is hashing, and its answer.
struct Ahead {
    const Catalog* catalog = nullptr;
    std::shared_future<CatalogVersion> version;
};
std::mutex aheadMutex;
Ahead ahead;

} // namespace

CatalogVersion catalogVersion(const Catalog& c) {
    std::shared_future<CatalogVersion> pending;
    {
        const std::lock_guard lock(aheadMutex);
        if (ahead.catalog == &c) pending = ahead.version;
    }
    return pending.valid() ? pending.get() : computeVersion(c);
}

CatalogVersionAhead::CatalogVersionAhead(const Catalog& c) {
    const std::lock_guard lock(aheadMutex);
    if (ahead.catalog) return; // one at a time: a second one computes nothing ahead
    ahead = {&c, std::async(std::launch::async, [&c] { return computeVersion(c); }).share()};
    computing_ = true;
}

CatalogVersionAhead::~CatalogVersionAhead() {
    if (!computing_) return;
    std::shared_future<CatalogVersion> done;
    {
        const std::lock_guard lock(aheadMutex);
        done = std::move(ahead.version);
        ahead = {};
    }
    if (done.valid()) done.wait();
}

} // namespace sil::db
