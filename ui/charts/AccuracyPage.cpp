// The accuracy page: its controls, the state it saves, and the comparison of the imported
// points with the model, at once or on a worker. Its drawing is in AccuracyPageDrawing.cpp.
#include "AccuracyPage.h"

#include "ui/CoreText.h"
#include "ui/ScenarioController.h"
#include "ui/models/AccuracyTableModel.h"
#include "ui/widgets/WorkProgress.h"

#include "core/measurements/validation.h"
#include "database/SaveFile.h"
#include "database/ValidationSet.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QFuture>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QPromise>
#include <QPushButton>
#include <QTableView>
#include <QThreadPool>
#include <algorithm>

namespace sil::ui {

namespace {

const QString kErrorView = QStringLiteral("error");

QString scatterKey(const std::string& quantity, const std::string& unit) {
    return QStringLiteral("scatter:%1|%2")
        .arg(QString::fromStdString(quantity), QString::fromStdString(unit));
}

} // namespace

AccuracyPage::AccuracyPage(ScenarioController* c, QWidget* parent) : ChartPage(c, parent) {
    show_ = new QComboBox(this);
    show_->setObjectName(QStringLiteral("show"));
    controls()->addWidget(controlLabel(QT_TR_NOOP("Show:")));
    controls()->addWidget(show_);
    csv_ = new QPushButton(this);
    csv_->setObjectName(QStringLiteral("exportCsv"));
    controls()->addWidget(csv_);
    refit_ = new QPushButton(this);
    refit_->setObjectName(QStringLiteral("refitEngine"));
    controls()->addWidget(refit_);
    progress_ = new WorkProgress(this);
    controls()->addWidget(progress_);
    controls()->addStretch();
    retranslateUi();

    model_ = new AccuracyTableModel(this);
    table_ = new QTableView(this);
    table_->setObjectName(QStringLiteral("accuracyTable"));
    table_->setModel(model_);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->setVisible(false);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setMinimumHeight(180);
    auto* column = static_cast<QVBoxLayout*>(layout());
    column->addWidget(table_, 2);
    column->setStretchFactor(scroll_, 3); // the chart keeps the larger share

    // Which view: saved as the user chose it (empty: the default for the points there are).
    addStatePart({[this] {
                      return QVariantMap{{QStringLiteral("show"), wanted_}};
                  },
                  [this](const QVariantMap& s) {
                      wanted_ = s.value(QStringLiteral("show")).toString();
                      if (const int i = show_->findData(wanted_); i >= 0) {
                          const QSignalBlocker block(show_);
                          show_->setCurrentIndex(i);
                      }
                  }});
    connect(show_, &QComboBox::currentIndexChanged, this, [this] {
        wanted_ = show_->currentData().toString();
        refresh();
        emit stateChanged();
    });
    connect(csv_, &QPushButton::clicked, this, &AccuracyPage::exportCsvRequested);
    connect(refit_, &QPushButton::clicked, this, &AccuracyPage::refitRequested);
}

void AccuracyPage::retranslateUi() {
    csv_->setText(tr("Export table (CSV)…"));
    refit_->setText(tr("Refit engine…"));
    refit_->setToolTip(tr("Fit the engine profile in force on one system's imported points "
                          "(bounded least squares on its physical parameters, leave-one-out "
                          "error); later answers for that system use it. Undoable."));
    csv_->setToolTip(tr("Every point of the table below, as siliconomics-cli accuracy --format "
                        "csv writes it"));
    if (model_) model_->retranslate();
}

QString AccuracyPage::shown() const {
    return show_->currentData().toString();
}

QString AccuracyPage::title() const {
    const QString v = shown();
    if (v.startsWith(QLatin1String("scatter:"))) {
        const QStringList parts = v.mid(8).split(QLatin1Char('|'));
        return tr("Predicted vs measured %1 (%2)")
            .arg(coreText(parts.value(0)),
                 AccuracyTableModel::unitText(parts.value(1).toStdString()));
    }
    return tr("Prediction error of each measured point, by system");
}

QStringList AccuracyPage::assumptionCaption() const {
    return {tr("Each point is predicted under the engine profile in force for its system: one "
               "fitted on it first, else the engine the file or the import named, else the "
               "vendor's default; at scenario %1's assumptions. error = predicted / measured − 1.")
                .arg(QString::fromStdString(c_->scenario().name))};
}

bool AccuracyPage::writeCsv(const QString& path, QString* error) const {
    return db::SaveFile::write(path, QByteArray::fromStdString(model_->toCsv()), error);
}

void AccuracyPage::fillShowCombo() {
    // The quantities there are, in the order first seen.
    std::vector<std::pair<std::string, std::string>> quantities;
    for (const AccuracyRow& r : accuracy_.rows) {
        const auto q = std::pair(r.comparison.quantity, r.comparison.unit);
        if (r.comparison.error &&
            std::find(quantities.begin(), quantities.end(), q) == quantities.end())
            quantities.push_back(q);
    }
    const QSignalBlocker block(show_);
    show_->clear();
    show_->addItem(tr("Error of every point, by system"), kErrorView);
    for (const auto& [q, u] : quantities)
        show_->addItem(
            tr("Predicted vs measured: %1 (%2)").arg(coreText(q), AccuracyTableModel::unitText(u)),
            scatterKey(q, u));
    int i = show_->findData(wanted_);
    if (wanted_.isEmpty() || i < 0) i = quantities.size() == 1 ? 1 : 0; // one quantity: parity
    show_->setCurrentIndex(i);
}

namespace {

// A profile of the catalog was fitted on one of the points (by its note's citation): their
// held-out predictions need the validation report.
bool anyPointFitted(const Catalog& catalog, const std::vector<StoredPoint>& points) {
    const auto validation = userValidationPoints(catalog, points);
    return std::any_of(validation.begin(), validation.end(),
                       [](const ValidationPoint& v) { return !v.fitted_into.empty(); });
}

// What a worker compared: the table's rows point into `points`, which moves with it.
struct ComparedPoints {
    std::vector<StoredPoint> points;
    AccuracyTable table;
    bool cancelled = false;
};

} // namespace

void AccuracyPage::refresh() {
    const std::vector<StoredPoint>& points = c_->measurements();
    const bool slow =
        points.size() >= kWorkerPoints || (anyPointFitted(c_->catalog(), points) &&
                                           !db::readyValidationReport(c_->catalog(), points));
    if (!forPaper() && slow) {
        compareOnWorker();
        return;
    }
    refreshNow();
}

void AccuracyPage::refreshNow() {
    latest_->fetch_add(1); // a worker still running answers an older refresh
    computing_ = false;
    progress_->finish();
    points_ = c_->measurements();
    accuracy_ = accuracyTable(c_->catalog(), points_, c_->scenario().assumptions);
    if (accuracy_.any_fitted)
        attachHeldOut(accuracy_, *db::validationReport(c_->catalog(), points_));
    draw();
}

void AccuracyPage::compareOnWorker() {
    const std::uint64_t generation = latest_->fetch_add(1) + 1;
    computing_ = true;
    // The job compares its own copies: the controller may change while it runs.
    struct Job {
        Catalog catalog;
        std::vector<StoredPoint> points;
        Assumptions assumptions;
        bool heldOut = false; // fitted points: the validation report is the second half
    };
    auto job =
        std::make_shared<Job>(Job{c_->catalog(), c_->measurements(), c_->scenario().assumptions,
                                  anyPointFitted(c_->catalog(), c_->measurements())});
    progress_->start(tr("Comparing %L1 points with the model…").arg(job->points.size()));
    auto promise = std::make_shared<QPromise<ComparedPoints>>();
    QFuture<ComparedPoints> future = promise->future();
    promise->start();
    QThreadPool::globalInstance()->start(
        [job, promise, latest = latest_, generation, report = progress_->reporter()] {
            // Goes on while neither Cancel nor a later refresh stopped it.
            auto goOn = [&](double share) { return report(share) && latest->load() == generation; };
            ComparedPoints answer;
            const double tableShare = job->heldOut ? 0.5 : 1.0;
            answer.table = accuracyTable(job->catalog, job->points, job->assumptions, false,
                                         [&](double s) { return goOn(s * tableShare); });
            answer.cancelled = answer.table.cancelled;
            if (!answer.cancelled && answer.table.any_fitted) {
                const auto validation = db::validationReport(
                    job->catalog, job->points, [&](double s) { return goOn(0.5 + s / 2.0); });
                if (validation)
                    attachHeldOut(answer.table, *validation);
                else
                    answer.cancelled = true;
            }
            answer.points = std::move(job->points); // the buffer moves: the rows still point in
            promise->addResult(std::move(answer));
            promise->finish();
        });
    // The watcher is the page's child: no answer is delivered once the page is gone.
    auto* watcher = new QFutureWatcher<ComparedPoints>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        QFuture<ComparedPoints> f = watcher->future();
        if (generation != latest_->load() || f.resultCount() == 0) return; // a later refresh
        ComparedPoints answer = f.takeResult();
        computing_ = false;
        progress_->finish();
        if (answer.cancelled) return; // the last drawing stays
        points_ = std::move(answer.points);
        accuracy_ = std::move(answer.table);
        draw();
    });
    watcher->setFuture(future);
}

} // namespace sil::ui
