#include "ScenarioCompareDialog.h"

#include "DialogProvider.h"
#include "ui/ScenarioController.h"
#include "ui/charts/ChartPage.h"
#include "ui/export/ChartExport.h"

#include "database/CatalogStore.h"
#include "database/SaveFile.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QBoxLayout>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHeaderView>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLegend>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QValueAxis>
#include <memory>

namespace sil::ui {

namespace {

// "+0.052" / "−0.052": the sign always shown, a real minus sign.
QString signedText(double v, int decimals) {
    QString s = QString::number(std::abs(v), 'f', decimals);
    if (s.toDouble() == 0.0) return s;
    return (v > 0 ? QStringLiteral("+") : QString(QChar(0x2212))) + s;
}

QString valueText(double v) {
    return QString::number(v, 'g', 6);
}

QTableWidgetItem* item(const QString& text, const QString& tooltip = {}) {
    auto* it = new QTableWidgetItem(text);
    it->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    if (!tooltip.isEmpty()) it->setToolTip(tooltip);
    return it;
}

QTableWidgetItem* figureItem(const Figure& f, int decimals, bool sign = false,
                             const QString& suffix = {}) {
    if (!f.ok()) return item(QObject::tr("n/a"), QString::fromStdString(f.reason()));
    return item(
        (sign ? signedText(f.value(), decimals) : QString::number(f.value(), 'f', decimals)) +
        suffix);
}

} // namespace

ScenarioCompareDialog::ScenarioCompareDialog(ScenarioController* controller,
                                             db::CatalogStore* store, DialogProvider* dialogs,
                                             QWidget* parent)
    : QDialog(parent), c_(controller), store_(store), dialogs_(dialogs) {
    setWindowTitle(tr("Compare scenarios"));
    setModal(false);
    auto* layout = new QVBoxLayout(this);
    auto* pick = new QHBoxLayout;
    a_ = new QComboBox(this);
    b_ = new QComboBox(this);
    a_->setObjectName(QStringLiteral("scenarioA"));
    b_->setObjectName(QStringLiteral("scenarioB"));
    pick->addWidget(new QLabel(tr("A:"), this));
    pick->addWidget(a_, 1);
    pick->addWidget(new QLabel(tr("B:"), this));
    pick->addWidget(b_, 1);
    layout->addLayout(pick);

    auto* split = new QSplitter(Qt::Vertical, this);
    diffs_ = new QTableWidget(0, 4, this);
    diffs_->setHorizontalHeaderLabels({tr("Assumption or override"), tr("Unit"), tr("A"), tr("B")});
    diffs_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    diffs_->verticalHeader()->hide();
    split->addWidget(diffs_);
    chart_ = new QChart;
    chart_->setTheme(QChart::ChartThemeLight);
    chart_->setAnimationOptions(QChart::NoAnimation);
    view_ = new QChartView(chart_, this);
    view_->setRenderHint(QPainter::Antialiasing);
    view_->setMinimumHeight(320);
    split->addWidget(view_);
    systems_ = new QTableWidget(0, 8, this);
    systems_->setHorizontalHeaderLabels({tr("System"), tr("TCO A (USD/GPU-hour)"),
                                         tr("TCO B (USD/GPU-hour)"), tr("Change (USD/GPU-hour)"),
                                         tr("Change (%)"), tr("A (USD/PFLOP-hour, BF16)"),
                                         tr("B (USD/PFLOP-hour, BF16)"), tr("Change (%, BF16)")});
    systems_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    systems_->verticalHeader()->hide();
    split->addWidget(systems_);
    split->setStretchFactor(1, 2);
    split->setSizes({110, 460, 200});
    layout->addWidget(split, 1);

    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setStyleSheet(QStringLiteral("color: #555;"));
    layout->addWidget(status_);
    auto* buttons = new QHBoxLayout;
    auto* exportChartButton = new QPushButton(tr("Export chart (PNG, SVG, PDF)…"), this);
    auto* exportCsvButton = new QPushButton(tr("Export tables (CSV)…"), this);
    auto* close = new QPushButton(tr("Close"), this);
    buttons->addWidget(exportChartButton);
    buttons->addWidget(exportCsvButton);
    buttons->addStretch();
    buttons->addWidget(close);
    layout->addLayout(buttons);
    connect(close, &QPushButton::clicked, this, &QDialog::close);
    connect(exportChartButton, &QPushButton::clicked, this, [this] {
        const QString path = dialogs_->saveFileName(
            this, tr("Export comparison chart"), QStringLiteral("scenario-compare.png"),
            tr("PNG image (*.png);;SVG image (*.svg);;PDF (*.pdf)"));
        QString e;
        if (!path.isEmpty() && !exportChart(path, &e))
            dialogs_->showError(this, tr("Export failed"), e);
    });
    connect(exportCsvButton, &QPushButton::clicked, this, [this] {
        const QString path =
            dialogs_->saveFileName(this, tr("Export comparison tables"),
                                   QStringLiteral("scenario-compare.csv"), tr("CSV (*.csv)"));
        QString e;
        if (!path.isEmpty() && !exportCsv(path, &e))
            dialogs_->showError(this, tr("Export failed"), e);
    });

    fillCombos();
    connect(a_, &QComboBox::currentIndexChanged, this, &ScenarioCompareDialog::recompute);
    connect(b_, &QComboBox::currentIndexChanged, this, &ScenarioCompareDialog::recompute);
    connect(c_, &ScenarioController::resultsChanged, this, &ScenarioCompareDialog::recompute);
    connect(c_, &ScenarioController::selectionChanged, this, &ScenarioCompareDialog::recompute);
    connect(c_, &ScenarioController::scenarioChanged, this, &ScenarioCompareDialog::recompute);
    resize(1100, 850);
    recompute();
}

void ScenarioCompareDialog::fillCombos() {
    for (QComboBox* combo : {a_, b_}) {
        combo->addItem(tr("Current (edited)"), currentKey());
        combo->addItem(loadedLabel(), loadedKey());
        if (store_)
            for (const QString& name : store_->scenarioNames())
                combo->addItem(name, name);
    }
    a_->setCurrentIndex(1); // the loaded scenario against its edited copy
    b_->setCurrentIndex(0);
}

int ScenarioCompareDialog::addScenario(const QString& label, const Scenario& s) {
    extra_.push_back(s);
    const QString key = QStringLiteral("\x01extra:%1").arg(extra_.size() - 1);
    a_->addItem(label, key);
    b_->addItem(label, key);
    return a_->count() - 1;
}

std::optional<Scenario> ScenarioCompareDialog::scenarioFor(const QComboBox* combo,
                                                           QString* error) const {
    const QString key = combo->currentData().toString();
    if (key == currentKey()) return c_->scenario();
    if (key == loadedKey()) return c_->loadedScenario();
    if (key.startsWith(QStringLiteral("\x01extra:")))
        return extra_.at(std::size_t(key.mid(7).toInt()));
    if (!store_) return std::nullopt;
    auto s = store_->scenario(key);
    if (!s) *error = store_->errorString();
    return s;
}

QString ScenarioCompareDialog::loadedLabel() const {
    const std::string& name = c_->loadedScenario().name;
    return tr("Loaded: %1")
        .arg(name.empty() ? tr("(unnamed scenario)") : QString::fromStdString(name));
}

QString ScenarioCompareDialog::displayName(const QComboBox* combo, const Scenario& s) const {
    const QString name = s.name.empty() ? tr("(unnamed scenario)") : QString::fromStdString(s.name);
    if (combo->currentData().toString() == currentKey())
        return c_->isModified() ? tr("%1, edited").arg(name) : name;
    return name;
}

void ScenarioCompareDialog::recompute() {
    for (QComboBox* combo : {a_, b_}) // another scenario may have been loaded since
        combo->setItemText(combo->findData(loadedKey()), loadedLabel());
    QString error;
    const auto a = scenarioFor(a_, &error);
    const auto b = scenarioFor(b_, &error);
    if (!a || !b) {
        status_->setText(error);
        return;
    }
    std::vector<std::string> ids;
    for (const System* s : c_->selectedSystemList())
        ids.push_back(s->id);
    comparison_ = compareScenarios(c_->baseCatalog(), *a, *b, ids);
    // Named as picked: the loaded scenario and its edited copy share a name.
    comparison_.name_a = displayName(a_, *a).toStdString();
    comparison_.name_b = displayName(b_, *b).toStdString();
    QStringList notes;
    if (!comparison_.error.empty()) notes << QString::fromStdString(comparison_.error);

    diffs_->setRowCount(0);
    for (const AssumptionDiff& d : comparison_.assumptions) {
        const int r = diffs_->rowCount();
        diffs_->insertRow(r);
        diffs_->setItem(r, 0, item(QString::fromStdString(d.label), QString::fromStdString(d.key)));
        diffs_->setItem(r, 1, item(QString::fromStdString(d.unit)));
        diffs_->setItem(r, 2, item(valueText(d.a)));
        diffs_->setItem(r, 3, item(valueText(d.b)));
    }
    for (const OverrideDiff& d : comparison_.overrides) {
        const int r = diffs_->rowCount();
        diffs_->insertRow(r);
        const QString what = d.entity == "system" ? tr("System %1: %2") : tr("Chip %1: %2");
        diffs_->setItem(
            r, 0, item(what.arg(QString::fromStdString(d.id), QString::fromStdString(d.field))));
        diffs_->setItem(r, 1, item(QString()));
        diffs_->setItem(r, 2, item(d.a ? valueText(*d.a) : tr("catalog value")));
        diffs_->setItem(r, 3, item(d.b ? valueText(*d.b) : tr("catalog value")));
    }
    if (diffs_->rowCount() == 0) notes << tr("The two scenarios have the same assumptions.");

    systems_->setRowCount(0);
    for (const SystemComparison& s : comparison_.systems) {
        const int r = systems_->rowCount();
        systems_->insertRow(r);
        systems_->setItem(
            r, 0, item(QString::fromStdString(s.system_name), QString::fromStdString(s.na_reason)));
        systems_->setItem(r, 1, figureItem(s.tco_usd_per_gpu_hour.a, 3));
        systems_->setItem(r, 2, figureItem(s.tco_usd_per_gpu_hour.b, 3));
        systems_->setItem(r, 3, figureItem(s.tco_usd_per_gpu_hour.delta, 3, true));
        systems_->setItem(r, 4, figureItem(s.tco_usd_per_gpu_hour.pct, 1, true, tr(" %")));
        systems_->setItem(r, 5, figureItem(s.tco_usd_per_pflop_hour_bf16.a, 3));
        systems_->setItem(r, 6, figureItem(s.tco_usd_per_pflop_hour_bf16.b, 3));
        systems_->setItem(r, 7, figureItem(s.tco_usd_per_pflop_hour_bf16.pct, 1, true, tr(" %")));
        if (!s.na_reason.empty())
            notes << tr("n/a: %1 — %2")
                         .arg(QString::fromStdString(s.system_name),
                              QString::fromStdString(s.na_reason));
    }
    status_->setText(notes.join(QLatin1Char('\n')));
    drawChart(chart_, false);
}

void ScenarioCompareDialog::drawChart(QChart* chart, bool presentation) {
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    std::vector<const SystemComparison*> shown;
    for (const SystemComparison& s : comparison_.systems)
        if (s.na_reason.empty()) shown.push_back(&s);
    // Horizontal bars at any count: each label holds the name and the change, unwrapped and
    // whole. The category axis runs bottom to top: the first system is drawn at the top.
    std::reverse(shown.begin(), shown.end());
    QStringList categories;
    auto* setA = new QBarSet(tr("A: %1").arg(QString::fromStdString(comparison_.name_a)));
    auto* setB = new QBarSet(tr("B: %1").arg(QString::fromStdString(comparison_.name_b)));
    setA->setColor(QColor(0x9ecae1));
    setB->setColor(QColor(0x1f77b4));
    double top = 0.0;
    for (const SystemComparison* s : shown) {
        const Delta& d = s->tco_usd_per_gpu_hour;
        const System* sys = c_->baseCatalog().system(s->system_id);
        const QString name = sys ? systemLabel(*sys) : QString::fromStdString(s->system_name);
        const QString change =
            d.pct.ok() ? tr("%1 USD (%2 %)")
                             .arg(signedText(d.delta.value(), 3), signedText(d.pct.value(), 1))
                       : tr("%1 USD").arg(signedText(d.delta.value(), 3));
        categories << tr("%1  %2").arg(name, change);
        *setA << d.a.value();
        *setB << d.b.value();
        top = std::max({top, d.a.value(), d.b.value()});
    }
    categories_ = categories;
    auto* series = new QHorizontalBarSeries;
    series->append(setA);
    series->append(setB);
    // Values on the bars for slides; in the dialog the table below has them.
    series->setLabelsVisible(presentation);
    series->setLabelsPrecision(3);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    chart->addSeries(series);
    auto* cat = new QBarCategoryAxis;
    cat->append(categories);
    auto* val = new QValueAxis;
    val->setTitleText(tr("TCO (USD/GPU-hour)"));
    val->setLabelFormat(QStringLiteral("$%.2f"));
    val->setRange(0.0, top > 0 ? top * 1.15 : 1.0);
    val->applyNiceNumbers();
    chart->addAxis(cat, Qt::AlignLeft);
    chart->addAxis(val, Qt::AlignBottom);
    series->attachAxis(cat);
    series->attachAxis(val);
    chart->setTitle(tr("TCO per GPU-hour: A vs B (change B − A in USD/GPU-hour and %)"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    const int base = presentation ? 18 : 10;
    QFont title = font();
    title.setPointSize(base + (presentation ? 6 : 3));
    title.setBold(true);
    chart->setTitleFont(title);
    QFont labels = font();
    labels.setPointSize(base);
    chart->legend()->setFont(labels);
    QFont axisTitle = labels;
    axisTitle.setBold(true);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(labels);
        axis->setTitleFont(axisTitle);
    }
    QFont barLabels = labels;
    barLabels.setPointSize(base - 2);
    setA->setLabelFont(barLabels);
    setB->setLabelFont(barLabels);
    setA->setLabelColor(Qt::black);
    setB->setLabelColor(Qt::black);
}

bool ScenarioCompareDialog::exportChart(const QString& path, QString* error) {
    // Drawn afresh offscreen at the export size, so the file never depends on the window.
    const ExportStyle style;
    auto* chart = new QChart;
    chart->setTheme(QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    QChartView view(chart);
    view.setRenderHint(QPainter::Antialiasing);
    view.setAttribute(Qt::WA_DontShowOnScreen);
    drawChart(chart, style.presentation);
    QStringList caption;
    QStringList diffs;
    for (const AssumptionDiff& d : comparison_.assumptions)
        diffs << tr("%1 %2 → %3 %4")
                     .arg(QString::fromStdString(d.label), valueText(d.a), valueText(d.b),
                          QString::fromStdString(d.unit));
    for (const OverrideDiff& d : comparison_.overrides)
        diffs << tr("%1 %2 %3 → %4")
                     .arg(QString::fromStdString(d.id), QString::fromStdString(d.field),
                          d.a ? valueText(*d.a) : tr("catalog value"),
                          d.b ? valueText(*d.b) : tr("catalog value"));
    caption << tr("A: %1; B: %2. Differences: %3.")
                   .arg(QString::fromStdString(comparison_.name_a),
                        QString::fromStdString(comparison_.name_b),
                        diffs.isEmpty() ? tr("none") : diffs.join(QStringLiteral("; ")));
    QStringList na;
    for (const SystemComparison& s : comparison_.systems)
        if (!s.na_reason.empty())
            na << tr("%1 (%2)").arg(QString::fromStdString(s.system_name),
                                    QString::fromStdString(s.na_reason));
    if (!na.isEmpty()) caption << tr("Not shown: %1.").arg(na.join(QStringLiteral("; ")));
    view.show();
    return exportWidget(&view, chart->title(), caption, path, error, style);
}

bool ScenarioCompareDialog::exportCsv(const QString& path, QString* error) {
    return db::SaveFile::write(path, QByteArray::fromStdString(comparisonCsv(comparison_)), error);
}

} // namespace sil::ui
