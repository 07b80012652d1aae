#include "TestSupport.h"

#include "database/CatalogStore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>

namespace sil::test {

const Catalog& shippedCatalog() {
    static const Catalog catalog = [] {
        db::CatalogStore store;
        if (!store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)))
            qFatal("%s", qPrintable(store.errorString()));
        auto c = store.load();
        if (!c) qFatal("%s", qPrintable(store.errorString()));
        return *c;
    }();
    return catalog;
}

const System& shippedSystem(const char* id) {
    const System* s = shippedCatalog().system(id);
    if (!s) qFatal("no system %s in the shipped catalog", id);
    return *s;
}

const LlmModel& shippedModel(const char* id) {
    const LlmModel* m = shippedCatalog().model(id);
    if (!m) qFatal("no model %s in the shipped catalog", id);
    return *m;
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

bool writeFile(const QString& path, const QByteArray& data) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return false;
    return f.write(data) == data.size();
}

QByteArray sha256Of(const QString& path) {
    return QCryptographicHash::hash(readFile(path), QCryptographicHash::Sha256).toHex();
}

QString dataPath(const QString& name) {
    return QDir(QStringLiteral(SIL_TEST_DATA_DIR)).absoluteFilePath(name);
}

} // namespace sil::test
