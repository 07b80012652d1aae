// Validates the model on the published runs under the shipped catalog, at build time, and
// writes the report installed beside the catalog (published-validation.json): the program then
// reads it instead of refitting every fitted row on its first start. The catalog is read from
// the built catalog.sqlite as the program reads it, so the report's key is the one the program
// computes for the shipped content.
#include "database/CatalogStore.h"
#include "database/ValidationSet.h"

#include "core/catalog/availability.h"

#include <QCoreApplication>
#include <cstdio>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    auto die = [](const QString& message) {
        std::fprintf(stderr, "siliconomics-build-validation: %s\n", qPrintable(message));
        return 1;
    };
    if (args.size() < 3)
        return die(QStringLiteral("usage: siliconomics-build-validation CATALOG.sqlite OUT.json"));
    sil::db::CatalogStore store;
    if (!store.openShipped(args.at(1))) return die(store.errorString());
    auto catalog = store.load();
    if (!catalog) return die(store.errorString());
    sil::inheritChipAvailability(*catalog);
    QString error;
    if (!sil::db::writePublishedValidation(*catalog, args.at(2), &error))
        return die(args.at(2) + QStringLiteral(": ") + error);
    return 0;
}
