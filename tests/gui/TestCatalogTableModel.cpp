// The catalog models under QAbstractItemModelTester, editing through setData, and the
// search/filter proxy.
#include "ControllerFixture.h"
#include "TestSupport.h"

#include "database/CatalogStore.h"
#include "ui/ScenarioController.h"
#include "ui/models/CatalogFilterProxy.h"
#include "ui/models/CatalogTableModel.h"
#include "ui/widgets/CatalogBrowser.h"

#include "core/catalog/availability.h"
#include "core/catalog/form_factor.h"

#include <QComboBox>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QSignalSpy>
#include <QTableView>

using namespace sil;

class TestCatalogTableModel : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void modelsPassTheTester_data();
    void modelsPassTheTester();
    void headersCarryUnits();
    void browserTabsMatchTheirKind();
    void editMarksAndReverts();
    void invalidEditIsRefused();
    void checkBoxesChooseSystems();
    void filters();
    void chipFiltersByMemoryTypeAndShipping();
    void filtersByStatusAndFormFactor();
    void browserOffersStatusAndFormFactor();

private:
    std::unique_ptr<test::ControllerFixture> f_;
    db::CatalogStore* store_ = nullptr;
    ui::ScenarioController* c_ = nullptr;
};

void TestCatalogTableModel::init() {
    f_ = std::make_unique<test::ControllerFixture>();
    QString error;
    QVERIFY2(f_->open(&error), qPrintable(error));
    store_ = &f_->store;
    c_ = f_->controller.get();
}

void TestCatalogTableModel::cleanup() {
    f_.reset();
}

void TestCatalogTableModel::modelsPassTheTester_data() {
    QTest::addColumn<int>("kind");
    QTest::newRow("chips") << int(EntityKind::Chip);
    QTest::newRow("systems") << int(EntityKind::System);
    QTest::newRow("prices") << int(EntityKind::Quote);
    QTest::newRow("sources") << int(EntityKind::Source);
    QTest::newRow("models") << int(EntityKind::Model);
    QTest::newRow("api_prices") << int(EntityKind::ApiPrice);
}

void TestCatalogTableModel::modelsPassTheTester() {
    QFETCH(int, kind);
    ui::CatalogTableModel model(EntityKind(kind), c_);
    ui::CatalogFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.rowCount() > 0);
    proxy.setSearchText(QStringLiteral("nvidia"));
    proxy.sort(2);
    QVERIFY(c_->reloadCatalog()); // a reset while testers watch
}

void TestCatalogTableModel::browserTabsMatchTheirKind() {
    // Tabs follow the browser's order (models and API prices sit before sources), not the
    // enum's: each kind finds its own table.
    ui::CatalogBrowser browser(c_);
    for (EntityKind k : {EntityKind::Chip, EntityKind::System, EntityKind::Quote,
                         EntityKind::Source, EntityKind::Model, EntityKind::ApiPrice}) {
        QCOMPARE(browser.model(k)->kind(), k);
        QCOMPARE(browser.view(k)->objectName(), QString::fromUtf8(entityKey(k).data()));
    }
    QVERIFY(browser.model(EntityKind::ApiPrice)->rowCount() >= 50);
}

void TestCatalogTableModel::headersCarryUnits() {
    ui::CatalogTableModel chips(EntityKind::Chip, c_);
    QStringList headers;
    for (int i = 0; i < chips.columnCount(); ++i)
        headers << chips.headerData(i, Qt::Horizontal).toString();
    QVERIFY(headers.contains(QStringLiteral("TDP (W)")));
    QVERIFY(headers.contains(QStringLiteral("Memory bandwidth (GB/s)")));
    QVERIFY(headers.contains(QStringLiteral("BF16 dense (TFLOP/s)")));
}

void TestCatalogTableModel::editMarksAndReverts() {
    ui::CatalogTableModel model(EntityKind::Chip, c_);
    int row = -1, col = -1;
    for (int r = 0; r < model.rowCount(); ++r)
        if (model.idAt(r) == QLatin1String("h200")) row = r;
    for (int k = 0; k < model.columnCount(); ++k)
        if (model.fieldAt(k) == QLatin1String("tdp_w")) col = k;
    QVERIFY(row >= 0 && col >= 0);
    const QModelIndex idx = model.index(row, col);
    QVERIFY(!idx.data(ui::CatalogTableModel::EditedRole).toBool());
    QVERIFY(idx.data(Qt::ToolTipRole).toString().contains(QStringLiteral("H200")));
    QVERIFY(model.setData(idx, QStringLiteral("650")));
    const QModelIndex after = model.index(row, col);
    QCOMPARE(after.data(Qt::EditRole).toString(), QStringLiteral("650"));
    QVERIFY(after.data(ui::CatalogTableModel::EditedRole).toBool());
    QVERIFY(after.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Edited by you")));
    QVERIFY(
        c_->revertCatalogValue(EntityKind::Chip, QStringLiteral("h200"), QStringLiteral("tdp_w")));
    QCOMPARE(model.index(row, col).data(Qt::EditRole).toString(), QStringLiteral("700"));
}

void TestCatalogTableModel::invalidEditIsRefused() {
    ui::CatalogTableModel model(EntityKind::Chip, c_);
    int col = -1;
    for (int k = 0; k < model.columnCount(); ++k)
        if (model.fieldAt(k) == QLatin1String("tdp_w")) col = k;
    QSignalSpy failed(&model, &ui::CatalogTableModel::editFailed);
    QVERIFY(!model.setData(model.index(0, col), QStringLiteral("-3")));
    QCOMPARE(failed.count(), 1);
    QVERIFY(model.lastError().contains(QStringLiteral("tdp_w")));
    QVERIFY(!(model.flags(model.index(0, 0)) & Qt::ItemIsEditable)); // ids are not editable
}

void TestCatalogTableModel::checkBoxesChooseSystems() {
    ui::CatalogTableModel model(EntityKind::System, c_);
    int row = -1;
    for (int r = 0; r < model.rowCount(); ++r)
        if (model.idAt(r) == QLatin1String("vr200-nvl144")) row = r;
    QCOMPARE(model.index(row, 0).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    QVERIFY(model.setData(model.index(row, 0), Qt::Checked, Qt::CheckStateRole));
    QVERIFY(c_->selectedSystems().contains(QStringLiteral("vr200-nvl144")));
    QVERIFY(model.setData(model.index(row, 0), Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY(!c_->selectedSystems().contains(QStringLiteral("vr200-nvl144")));
}

void TestCatalogTableModel::filters() {
    ui::CatalogTableModel model(EntityKind::System, c_);
    ui::CatalogFilterProxy proxy;
    proxy.setSourceModel(&model);
    const auto& systems = c_->baseCatalog().systems;
    QCOMPARE(proxy.rowCount(), int(systems.size()));
    proxy.setVendor(QStringLiteral("AMD"));
    QCOMPARE(proxy.rowCount(),
             int(std::count_if(systems.begin(), systems.end(),
                               [](const System& s) { return s.vendor == "AMD"; })));
    proxy.setCooling(QStringLiteral("Air"));
    QVERIFY(proxy.rowCount() >= 3);
    proxy.setCooling(QString());
    proxy.setYear(QStringLiteral("2026"));
    QCOMPARE(proxy.rowCount(), 3); // MI450X x2, MI400
    proxy.setVendor(QString());
    proxy.setYear(QString());
    proxy.setSearchText(QStringLiteral("nvl72"));
    QCOMPARE(proxy.rowCount(), 2);
}

// The chips' memory-type filter and the shipping-only toggle (SRAM finds the wafer and the LPU,
// not an HBM part; shipping-only drops the chips not yet sold).
void TestCatalogTableModel::chipFiltersByMemoryTypeAndShipping() {
    ui::CatalogTableModel model(EntityKind::Chip, c_);
    ui::CatalogFilterProxy proxy;
    proxy.setSourceModel(&model);
    const auto& chips = c_->baseCatalog().chips;
    QCOMPARE(proxy.rowCount(), int(chips.size()));
    proxy.setMemoryType(QStringLiteral("SRAM"));
    QCOMPARE(proxy.rowCount(), int(std::count_if(chips.begin(), chips.end(), [](const Chip& c) {
                 return c.memory_type.find("SRAM") != std::string::npos;
             })));
    QVERIFY(proxy.rowCount() >= 2);
    proxy.setMemoryType(QString());
    // A date shows as precise as its source: a month as "2025-10", a day as a date.
    int dateColumn = -1;
    for (int col = 0; col < model.columnCount(); ++col)
        if (model.fieldAt(col) == QLatin1String("available_date")) dateColumn = col;
    QVERIFY(dateColumn >= 0);
    bool sawMonth = false;
    for (int row = 0; row < model.rowCount() && !sawMonth; ++row) {
        const Chip* chip = c_->catalog().chip(model.idAt(row).toStdString());
        if (!chip || chip->availability.available.precision != "month") continue;
        QCOMPARE(model.index(row, dateColumn).data().toString(),
                 QString::fromStdString(chip->availability.available.date.substr(0, 7)));
        sawMonth = true;
    }
    QVERIFY(sawMonth);
    proxy.setShippingOnly(true);
    QCOMPARE(proxy.rowCount(), int(std::count_if(chips.begin(), chips.end(), [](const Chip& c) {
                 return c.availability.status == "shipping";
             })));
    QVERIFY(proxy.rowCount() < int(chips.size()));
}

// Status keeps the chips and systems of that status; form factor keeps the systems whose
// scale-up domain one server, one rack or more holds, as core reads it from the counts.
void TestCatalogTableModel::filtersByStatusAndFormFactor() {
    ui::CatalogTableModel chipModel(EntityKind::Chip, c_);
    ui::CatalogFilterProxy chips;
    chips.setSourceModel(&chipModel);
    const auto& all = c_->baseCatalog().chips;
    for (const char* status : {"announced", "sampling", "shipping"}) {
        chips.setStatus(QString::fromLatin1(status));
        QCOMPARE(chips.rowCount(), int(std::count_if(all.begin(), all.end(), [&](const Chip& c) {
                     return c.availability.status == status;
                 })));
    }
    chips.setStatus(QStringLiteral("sampling"));
    QVERIFY(chips.rowCount() >= 1);
    chips.setFormFactor(QStringLiteral("pod")); // chips have no form factor: kept
    QCOMPARE(chips.rowCount(), int(std::count_if(all.begin(), all.end(), [](const Chip& c) {
                 return c.availability.status == "sampling";
             })));

    ui::CatalogTableModel systemModel(EntityKind::System, c_);
    ui::CatalogFilterProxy systems;
    systems.setSourceModel(&systemModel);
    const auto& built = c_->baseCatalog().systems;
    int total = 0;
    for (FormFactor f : {FormFactor::Server, FormFactor::RackScale, FormFactor::Pod}) {
        systems.setFormFactor(QString::fromUtf8(formFactorKey(f).data()));
        const int expected = int(std::count_if(
            built.begin(), built.end(), [&](const System& s) { return formFactorOf(s) == f; }));
        QCOMPARE(systems.rowCount(), expected);
        QVERIFY2(expected > 0, formFactorKey(f).data());
        total += expected;
        QStringList ids;
        for (int r = 0; r < systems.rowCount(); ++r)
            ids << systems.index(r, 0).data(ui::CatalogTableModel::IdRole).toString();
        if (f == FormFactor::RackScale) QVERIFY(ids.contains(QStringLiteral("gb200-nvl72")));
        if (f == FormFactor::Pod) QVERIFY(ids.contains(QStringLiteral("tpu-v7-pod")));
        if (f == FormFactor::Server) QVERIFY(ids.contains(QStringLiteral("hgx-h100")));
    }
    QCOMPARE(total, int(built.size()));
}

// The dock's filters: status and form factor are there, and choosing one filters the tables.
void TestCatalogTableModel::browserOffersStatusAndFormFactor() {
    ui::CatalogBrowser browser(c_);
    auto* status = browser.findChild<QComboBox*>(QStringLiteral("status"));
    auto* form = browser.findChild<QComboBox*>(QStringLiteral("formFactor"));
    QVERIFY(status && form);
    QCOMPARE(status->count(), 4);
    QCOMPARE(form->count(), 4);
    const int before = browser.view(EntityKind::System)->model()->rowCount();
    form->setCurrentIndex(form->findData(QStringLiteral("rack-scale")));
    const int racks = browser.view(EntityKind::System)->model()->rowCount();
    QVERIFY(racks > 0 && racks < before);
    status->setCurrentIndex(status->findData(QStringLiteral("announced")));
    QVERIFY(browser.view(EntityKind::Chip)->model()->rowCount() <
            int(c_->baseCatalog().chips.size()));
}

QTEST_MAIN(TestCatalogTableModel)
#include "TestCatalogTableModel.moc"
