#pragma once
// A controller over the shipped catalog and a fresh user database in a temporary folder.
#include "TestSupport.h"

#include "database/CatalogStore.h"
#include "ui/ScenarioController.h"

#include <memory>

namespace sil::test {

struct ControllerFixture {
    QTemporaryDir dir;
    db::CatalogStore store;
    std::unique_ptr<ui::ScenarioController> controller;

    // False (with the reason in `error`) if the catalog or user database cannot be opened.
    bool open(QString* error) {
        if (!store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)) ||
            !store.openUser(dir.filePath(QStringLiteral("u.sqlite")))) {
            *error = store.errorString();
            return false;
        }
        controller = std::make_unique<ui::ScenarioController>(&store);
        return controller->reloadCatalog(error);
    }
};

} // namespace sil::test
