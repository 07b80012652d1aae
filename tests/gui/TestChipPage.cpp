// One chip's page: every field with its value, kind, range, source and note, the sources with
// their titles, and the systems built on it; reached as `--tab chips --select ID` reaches it.
// `catalog show` lists the same systems.
#include "ChartCli.h"
#include "TestSupport.h"

#include "database/CatalogStore.h"
#include "ui/MainWindow.h"
#include "ui/ScenarioController.h"
#include "ui/widgets/CatalogBrowser.h"
#include "ui/widgets/ChipPage.h"

#include "core/catalog/chip_sheet.h"
#include "core/catalog/fields.h"

#include <QSettings>
#include <QTabWidget>
#include <QTextDocument>
#include <memory>

using namespace sil;

class TestChipPage : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void sheetHasEveryFieldWithItsEvidence();
    void pageShowsEveryFieldSourceAndSystem();
    void unknownChipIsRefused();
    void catalogContextMenuOpensIt();
    void catalogShowListsTheSystemsBuiltOnIt();

private:
    QString pageText() const;
    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<db::CatalogStore> store_;
    std::unique_ptr<ui::MainWindow> window_;
};

void TestChipPage::init() {
    QSettings(QStringLiteral("siliconomics"), QStringLiteral("siliconomics")).clear();
    dir_ = std::make_unique<QTemporaryDir>();
    store_ = std::make_unique<db::CatalogStore>();
    QVERIFY(store_->openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    QVERIFY(store_->openUser(dir_->filePath(QStringLiteral("u.sqlite"))));
    window_ = std::make_unique<ui::MainWindow>(store_.get());
    window_->show();
}

void TestChipPage::cleanup() {
    window_.reset();
    store_.reset();
    dir_.reset();
}

QString TestChipPage::pageText() const {
    QTextDocument doc;
    doc.setHtml(window_->chipPage()->html());
    return doc.toPlainText();
}

void TestChipPage::sheetHasEveryFieldWithItsEvidence() {
    const Chip* chip = window_->controller()->catalog().chip("b300");
    QVERIFY(chip);
    const auto rows = chipSheet(*chip);
    std::size_t expected = 0;
    for (const auto& f : chipFields())
        expected +=
            f.name != kSourceIdColumn && f.name != kSourceNoteColumn && f.name != kValueKindColumn;
    QCOMPARE(rows.size(), expected);
    const auto tdp = std::find_if(rows.begin(), rows.end(),
                                  [](const ChipSheetRow& r) { return r.field == "tdp_w"; });
    QVERIFY(tdp != rows.end());
    const Provenance& p = chip->provenanceOf("tdp_w");
    QCOMPARE(tdp->source_id, p.source_id);
    QCOMPARE(tdp->high, p.high);
    QCOMPARE(tdp->own_evidence, chip->fields.count("tdp_w") > 0);
}

void TestChipPage::pageShowsEveryFieldSourceAndSystem() {
    QVERIFY(window_->showChips(QStringLiteral("mi355x")));
    QCOMPARE(window_->centralWidget()->findChild<ui::ChipPage*>(), window_->chipPage());
    auto* tabs = qobject_cast<QTabWidget*>(window_->centralWidget());
    QVERIFY(tabs);
    QCOMPARE(tabs->currentWidget(), window_->chipPage());
    const Catalog& c = window_->controller()->catalog();
    const Chip* chip = c.chip("mi355x");
    const QString text = pageText();
    QVERIFY(text.contains(QString::fromStdString(chip->name)));
    for (const auto& row : chipSheet(*chip)) {
        if (row.own_evidence && !row.note.empty())
            QVERIFY2(text.contains(QString::fromStdString(row.note).simplified().left(40)),
                     row.field.c_str());
        if (const Source* s = c.source(row.source_id))
            QVERIFY2(text.contains(QString::fromStdString(s->title).simplified()), s->id.c_str());
    }
    const Provenance& bf16 = chip->provenanceOf("dense_bf16_tflops");
    if (bf16.kind == ValueKind::AnalystEstimate)
        QVERIFY(text.contains(QStringLiteral("analyst estimate")));
    for (const System* s : systemsUsingChip(c, "mi355x"))
        QVERIFY2(text.contains(QString::fromStdString(s->id)), s->id.c_str());
    QVERIFY(!systemsUsingChip(c, "mi355x").empty());
    // Every source a reader can follow: the address, or how to obtain a file that has none, when
    // it was read and its own words (S2, a seed summary with no address, cites MI355X's FP8).
    for (const char* id : {"S0", "S2"}) {
        const Source* s = c.source(id);
        QVERIFY(s && !s->quote.empty() && !s->accessed_date.empty());
        QVERIFY2(text.contains(QString::fromStdString(s->location).simplified().left(40)), id);
        QVERIFY2(text.contains(QString::fromStdString(s->accessed_date)), id);
        QVERIFY2(text.contains(QString::fromStdString(s->quote).simplified().left(30)), id);
    }
    QVERIFY(text.contains(QStringLiteral("Obtain: ")));
}

void TestChipPage::unknownChipIsRefused() {
    QVERIFY(!window_->showChips(QStringLiteral("no-such-chip")));
    QVERIFY(window_->showChips()); // the list alone
}

// The catalog's "Open chip page" (on a chip, or on a system for its chip) lands on the page.
void TestChipPage::catalogContextMenuOpensIt() {
    QVERIFY(!window_->chipPage());
    emit window_->catalogBrowser()->chipPageRequested(QStringLiteral("h200"));
    QVERIFY(window_->chipPage());
    QCOMPARE(window_->chipPage()->chipId(), QStringLiteral("h200"));
}

void TestChipPage::catalogShowListsTheSystemsBuiltOnIt() {
    test::ChartCli cli;
    std::ostringstream out, e;
    QCOMPARE(cli::run({"--db", cli.path(QStringLiteral("u.sqlite")).toStdString(), "catalog",
                       "show", "mi355x"},
                      out, e),
             0);
    const QString text = QString::fromStdString(out.str());
    QVERIFY2(text.contains(QStringLiteral("used by:")), qPrintable(text));
    for (const System* s : systemsUsingChip(window_->controller()->catalog(), "mi355x"))
        QVERIFY(text.contains(QString::fromStdString(s->id)));
}

QTEST_MAIN(TestChipPage)
#include "TestChipPage.moc"
