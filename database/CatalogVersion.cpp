#include "CatalogVersion.h"

#include "core/catalog/catalog_io.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <algorithm>

namespace sil::db {

std::string CatalogVersion::shortText() const {
    return (as_of.empty() ? std::string("undated") : as_of) + ", content " +
           content_sha256.substr(0, 12);
}

CatalogVersion catalogVersion(const Catalog& c) {
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

} // namespace sil::db
