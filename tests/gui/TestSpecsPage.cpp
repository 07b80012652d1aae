// The Specs page as a picture: the systems in the order chosen, the baseline asked for, the
// highlighted systems marked, no ratio where a ratio means nothing, every source a footnote on
// paper, and a table that fills its picture whole (no scrollbar, no cut column).
#include "ChartCli.h"
#include "ControllerFixture.h"

#include "database/CatalogVersion.h"
#include "ui/charts/ChartSystems.h"
#include "ui/charts/SpecRows.h"
#include "ui/charts/SpecsPage.h"
#include "ui/charts/TableFit.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableWidget>
#include <algorithm>
#include <memory>

using namespace sil;

namespace {

const QStringList kThree = {QStringLiteral("mi355x-ubb8"), QStringLiteral("hgx-b300"),
                            QStringLiteral("tpu-v7-pod")};

int rowOf(const QTableWidget& t, const QString& label) {
    for (int r = 0; r < t.rowCount(); ++r)
        if (t.verticalHeaderItem(r) && t.verticalHeaderItem(r)->text() == label) return r;
    return -1;
}

} // namespace

class TestSpecsPage : public QObject {
    Q_OBJECT
private slots:
    void init();
    void keepsTheChosenOrderAndBaseline();
    void scaleUpDomainIsASizeNotARatio();
    void highlightedSystemsAreMarked();
    void exportFillsThePictureWhole();
    void exportNamesTheSystemsItLeavesOut();
    void paperCitesEverySourceAsAFootnote();
    void cliTakesABaseline();
    void paperNamesTheCatalogVersion();
    void formFactorIsShownWithItsKind();
    void exportKeepsTheCaptionsMargin();

private:
    // A page laid out as an export lays it out: chart only, presentation fonts, its table's box
    // resized to the picture less a caption.
    std::unique_ptr<ui::SpecsPage> exportedPage(const QVariantMap& state = {});
    std::unique_ptr<test::ControllerFixture> f_;
};

void TestSpecsPage::init() {
    f_ = std::make_unique<test::ControllerFixture>();
    QString error;
    QVERIFY2(f_->open(&error), qPrintable(error));
    f_->controller->setSelectedSystems(kThree);
}

std::unique_ptr<ui::SpecsPage> TestSpecsPage::exportedPage(const QVariantMap& state) {
    auto page = std::make_unique<ui::SpecsPage>(f_->controller.get());
    page->setAttribute(Qt::WA_DontShowOnScreen);
    page->showChartOnly();
    page->resize(1600, 1000);
    page->show();
    page->restoreState(state);
    page->setPresentationStyle(true);
    page->exportWidget()->resize(1600, 800);
    return page;
}

void TestSpecsPage::keepsTheChosenOrderAndBaseline() {
    auto page = exportedPage({{QStringLiteral("baseline"), QStringLiteral("hgx-b300")}});
    QCOMPARE(page->shownSystems(), kThree);
    const QTableWidget& t = *page->table();
    const Catalog& c = f_->controller->catalog();
    for (int i = 0; i < kThree.size(); ++i)
        QCOMPARE(t.horizontalHeaderItem(i)->text(),
                 ui::systemLabel(*c.system(kThree[i].toStdString())));
    QVERIFY(page->title().contains(ui::systemLabel(*c.system("hgx-b300"))));
    // Ratios against B300: none in its own column, one in the others'.
    const int bf16 = rowOf(t, QObject::tr("BF16 dense (TFLOP/s)"));
    QVERIFY(bf16 >= 0);
    QVERIFY2(!t.item(bf16, 1)->text().contains(QStringLiteral("x)")),
             qPrintable(t.item(bf16, 1)->text()));
    const double ratio = *c.chip("mi355x")->dense_tflops[index(Dtype::BF16)] /
                         *c.chip("b300")->dense_tflops[index(Dtype::BF16)];
    QVERIFY2(t.item(bf16, 0)->text().contains(QStringLiteral("(%1x)").arg(ratio, 0, 'f', 2)),
             qPrintable(t.item(bf16, 0)->text()));
}

void TestSpecsPage::scaleUpDomainIsASizeNotARatio() {
    auto page = exportedPage();
    const QTableWidget& t = *page->table();
    const int domain = rowOf(t, QObject::tr("Scale-up domain"));
    QVERIFY(domain >= 0);
    const double pod = *f_->controller->catalog().system("tpu-v7-pod")->scaleup_domain_gpus;
    const QString cell = t.item(domain, 2)->text();
    QVERIFY2(cell.contains(QLocale().toString(pod, 'f', 0) + QStringLiteral(" GPUs")),
             qPrintable(cell));
    QVERIFY2(!cell.contains(QStringLiteral("x)")), qPrintable(cell));
}

void TestSpecsPage::highlightedSystemsAreMarked() {
    f_->controller->setPinned(QStringLiteral("tpu-v7-pod"), true);
    auto page = exportedPage();
    const QTableWidget& t = *page->table();
    QVERIFY(t.horizontalHeaderItem(2)->text().startsWith(QStringLiteral("★")));
    QVERIFY(!t.horizontalHeaderItem(0)->text().startsWith(QStringLiteral("★")));
    const QColor plain = t.item(0, 1)->background().color();
    QVERIFY(t.item(0, 2)->background().style() != Qt::NoBrush);
    QVERIFY(t.item(0, 2)->background().color() != plain);
    QVERIFY(page->captionLines().join(QLatin1Char(' ')).contains(QStringLiteral("★")));
}

void TestSpecsPage::exportFillsThePictureWhole() {
    auto page = exportedPage();
    const QTableWidget& t = *page->table();
    QVERIFY(!t.horizontalScrollBar()->isVisible());
    QVERIFY(!t.verticalScrollBar()->isVisible());
    const QSize used = ui::tableContentSize(t);
    // Every column whole, and the table across the picture and down most of it (it was a
    // third of the width and 40 % of the height, the rest blank).
    QVERIFY2(used.width() <= t.width() && used.width() >= t.width() * 0.95,
             qPrintable(QStringLiteral("%1 of %2").arg(used.width()).arg(t.width())));
    QVERIFY2(used.height() <= t.height() && used.height() >= t.height() * 0.8,
             qPrintable(QStringLiteral("%1 of %2").arg(used.height()).arg(t.height())));
    for (int c = 0; c < t.columnCount(); ++c)
        QVERIFY(!t.isColumnHidden(c));
}

void TestSpecsPage::exportNamesTheSystemsItLeavesOut() {
    QStringList all;
    for (const System& s : f_->controller->catalog().systems)
        all << QString::fromStdString(s.id);
    f_->controller->setSelectedSystems(all);
    const QString last = all.last();
    f_->controller->setPinned(last, true);
    auto page = exportedPage({{QStringLiteral("baseline"), all[1]}});
    const QStringList shown = page->shownSystems();
    QVERIFY2(shown.size() < all.size(), qPrintable(shown.join(QLatin1Char(','))));
    QVERIFY(shown.contains(last));
    QVERIFY(shown.contains(all[1]));
    const QTableWidget& t = *page->table();
    QVERIFY(ui::tableContentSize(t).width() <= t.width());
    const QString caption = page->captionLines().join(QLatin1Char('\n'));
    QString leftOut;
    for (const QString& id : all)
        if (!shown.contains(id)) leftOut = id;
    QVERIFY2(
        caption.contains(ui::systemLabel(*f_->controller->catalog().system(leftOut.toStdString()))),
        qPrintable(caption));
}

void TestSpecsPage::paperCitesEverySourceAsAFootnote() {
    auto page = exportedPage();
    const QTableWidget& t = *page->table();
    const Catalog& c = f_->controller->catalog();
    const Provenance& tdp = c.chip("b300")->provenanceOf("tdp_w");
    const Source* src = c.source(tdp.source_id);
    QVERIFY(src);
    const QString cell = t.item(rowOf(t, QObject::tr("Chip TDP (W)")), 1)->text();
    const qsizetype open = cell.indexOf(QLatin1Char('[')), close = cell.indexOf(QLatin1Char(']'));
    QVERIFY2(open > 0 && close > open, qPrintable(cell));
    const QString mark = cell.mid(open, close - open + 1);
    const QString caption = page->captionLines().join(QLatin1Char('\n'));
    QVERIFY2(caption.contains(mark + QLatin1Char(' ') + QString::fromStdString(src->title)),
             qPrintable(caption));
    // Its range is on the picture too.
    QVERIFY(cell.contains(QLocale().toString(*tdp.high, 'f', 0)));
}

void TestSpecsPage::cliTakesABaseline() {
    test::ChartCli cli;
    std::string err;
    const std::string out = cli.path(QStringLiteral("specs.png")).toStdString();
    QCOMPARE(cli.run({"export-chart", "--chart", "specs", "--systems", "hgx-b300,mi355x-ubb8",
                      "--baseline", "tpu-v7-pod", "--out", out},
                     err),
             0);
    QVERIFY(QFileInfo::exists(QString::fromStdString(out)));
    QCOMPARE(
        cli.run({"export-chart", "--chart", "specs", "--baseline", "no-such", "--out", out}, err),
        1);
    QVERIFY2(QString::fromStdString(err).contains(QStringLiteral("--baseline: unknown system")),
             err.c_str());
    QCOMPARE(
        cli.run({"export-chart", "--chart", "tco", "--baseline", "hgx-b300", "--out", out}, err),
        2);
}

// Which catalog the picture's numbers came from: its date and content hash in the caption.
void TestSpecsPage::paperNamesTheCatalogVersion() {
    auto page = exportedPage();
    const auto v = db::catalogVersion(f_->controller->baseCatalog());
    const QString caption = page->captionLines().join(QLatin1Char('\n'));
    QVERIFY2(caption.contains(QString::fromStdString(v.shortText())), qPrintable(caption));
}

// Form factor is a row of its own: the word with its evidence, like any value (MI355X UBB8's is
// reported by SemiAnalysis, HGX B300's derived from its counts, TPU7x's a pod in Google's own
// documents); a system that does not store one has it from its counts, marked derived.
void TestSpecsPage::formFactorIsShownWithItsKind() {
    auto page = exportedPage();
    const QTableWidget& t = *page->table();
    const int row = rowOf(t, QObject::tr("Form factor"));
    QVERIFY(row >= 0);
    const QString reported = QCoreApplication::translate("sil::ui::SpecsPage", "reported");
    const QString derived = QCoreApplication::translate("sil::ui::SpecsPage", "derived");
    const QString mi355x = t.item(row, 0)->text();
    QVERIFY2(mi355x.startsWith(QCoreApplication::translate("sil::ui::SpecsPage", "one server")) &&
                 mi355x.contains(reported),
             qPrintable(mi355x));
    QVERIFY2(t.item(row, 1)->text().contains(derived), qPrintable(t.item(row, 1)->text()));
    const QString pod = t.item(row, 2)->text();
    QVERIFY2(
        pod.startsWith(QCoreApplication::translate("sil::ui::SpecsPage", "pod (beyond a rack)")) &&
            !pod.contains(QLatin1Char('\n')),
        qPrintable(pod));
    // Not stored (an import): derived from the counts, and marked so.
    System imported = *f_->controller->catalog().system("gb200-nvl72");
    imported.form_factor.clear();
    const auto rows = ui::specRows();
    const auto it = std::find_if(rows.begin(), rows.end(), [](const ui::SpecRow& r) {
        return r.systemField == "form_factor";
    });
    QVERIFY(it != rows.end());
    QVERIFY(!ui::specProvenance(*it, imported, nullptr));
    const QString cell = ui::specCellText(*it, it->value(imported, nullptr, nullptr),
                                          Figure::na(""), false, nullptr, 0, &imported);
    QCOMPARE(cell, QCoreApplication::translate("sil::ui::SpecsPage", "rack-scale") +
                       QLatin1Char('\n') + derived);
}

// On paper the title and the table keep the caption's margin from the picture's edges (they
// were drawn against its left and top edges while the caption below kept 20 pixels).
void TestSpecsPage::exportKeepsTheCaptionsMargin() {
    auto page = exportedPage();
    QWidget* box = page->exportWidget();
    const QRect table = page->table()->geometry();
    QVERIFY2(table.left() >= 20 && box->width() - table.right() - 1 >= 20,
             qPrintable(QStringLiteral("table from %1 to %2 of %3")
                            .arg(table.left())
                            .arg(table.right())
                            .arg(box->width())));
    const auto* title = box->findChild<QLabel*>();
    QVERIFY(title);
    QVERIFY(title->geometry().top() >= 10);
    QVERIFY(title->geometry().left() >= 20);
}

QTEST_MAIN(TestSpecsPage)
#include "TestSpecsPage.moc"
