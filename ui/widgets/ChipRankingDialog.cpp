#include "ChipRankingDialog.h"

#include "DialogProvider.h"
#include "ui/CoreText.h"
#include "ui/DisplayFormat.h"
#include "ui/ScenarioController.h"

#include "database/SaveFile.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QEvent>
#include <QHeaderView>
#include <QPainter>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableWidget>

namespace sil::ui {

namespace {

constexpr int kValueRole = Qt::UserRole + 1;
constexpr int kLowRole = Qt::UserRole + 2;
constexpr int kHighRole = Qt::UserRole + 3;
constexpr int kScaleRole = Qt::UserRole + 4; // the largest high of the table: the full width

// A bar to the value and a whisker from low to high, on one scale for the whole table.
class RangeBarDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* p, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        QStyledItemDelegate::paint(p, option, index);
        const QVariant value = index.data(kValueRole);
        const double scale = index.data(kScaleRole).toDouble();
        if (!value.isValid() || !(scale > 0.0)) return;
        const QRectF r = QRectF(option.rect).adjusted(4, 4, -4, -4);
        auto x = [&](double v) { return r.left() + r.width() * std::clamp(v / scale, 0.0, 1.0); };
        p->save();
        p->setRenderHint(QPainter::Antialiasing);
        p->fillRect(QRectF(r.left(), r.top() + r.height() * 0.2, x(value.toDouble()) - r.left(),
                           r.height() * 0.6),
                    QColor(0x4c, 0x78, 0xa8));
        const double lo = x(index.data(kLowRole).toDouble());
        const double hi = x(index.data(kHighRole).toDouble());
        if (hi - lo > 0.5) {
            p->setPen(QPen(Qt::black, 1.5));
            const double mid = r.center().y();
            p->drawLine(QPointF(lo, mid), QPointF(hi, mid));
            p->drawLine(QPointF(lo, r.top()), QPointF(lo, r.bottom()));
            p->drawLine(QPointF(hi, r.top()), QPointF(hi, r.bottom()));
        }
        p->restore();
    }
};

} // namespace

ChipRankingDialog::ChipRankingDialog(ScenarioController* controller, DialogProvider* dialogs,
                                     QWidget* parent)
    : QDialog(parent), c_(controller), dialogs_(dialogs) {
    setObjectName(QStringLiteral("chipRanking"));
    auto* layout = new QVBoxLayout(this);
    metric_ = new QComboBox(this);
    metric_->setObjectName(QStringLiteral("metric"));
    for (RankMetric m : allRankMetrics())
        metric_->addItem(QString(), QString::fromUtf8(rankMetricKey(m).data()));
    layout->addWidget(metric_);
    table_ = new QTableWidget(this);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->setItemDelegateForColumn(kRangeColumn, new RangeBarDelegate(table_));
    layout->addWidget(table_, 1);
    auto* buttons = new QHBoxLayout;
    auto* exportButton = new QPushButton(this);
    exportButton->setObjectName(QStringLiteral("exportCsv"));
    auto* close = new QPushButton(this);
    close->setObjectName(QStringLiteral("close"));
    buttons->addWidget(exportButton);
    buttons->addStretch();
    buttons->addWidget(close);
    layout->addLayout(buttons);
    connect(close, &QPushButton::clicked, this, &QDialog::close);
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const QString key = metric_->currentData().toString();
        const QString path = dialogs_->saveFileName(
            this, tr("Export ranking"), QStringLiteral("chips-%1.csv").arg(key), tr("CSV (*.csv)"));
        QString e;
        if (!path.isEmpty() && !exportCsv(path, &e))
            dialogs_->showError(this, tr("Export failed"), e);
    });
    connect(metric_, &QComboBox::currentIndexChanged, this, &ChipRankingDialog::recompute);
    connect(c_, &ScenarioController::catalogChanged, this, &ChipRankingDialog::recompute);
    resize(1100, 700);
    retranslateUi();
}

void ChipRankingDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void ChipRankingDialog::retranslateUi() {
    setWindowTitle(tr("Rank chips"));
    const QStringList titles = {
        tr("Dense BF16 TFLOP/s per watt of TDP"), tr("Dense FP8 TFLOP/s per watt of TDP"),
        tr("Dense FP4 TFLOP/s per watt of TDP"), tr("Memory GB per 1,000 USD of capex per GPU"),
        tr("Memory TB/s per 1,000 USD of capex per GPU")};
    for (int i = 0; i < metric_->count() && i < titles.size(); ++i)
        metric_->setItemText(i, titles.at(i));
    findChild<QPushButton*>(QStringLiteral("exportCsv"))->setText(tr("Export table (CSV)…"));
    findChild<QPushButton*>(QStringLiteral("close"))->setText(tr("Close"));
    recompute();
}

void ChipRankingDialog::setMetric(RankMetric m) {
    metric_->setCurrentIndex(
        std::max(0, metric_->findData(QString::fromUtf8(rankMetricKey(m).data()))));
}

void ChipRankingDialog::recompute() {
    const auto metric = parseRankMetric(metric_->currentData().toString().toStdString());
    ranking_ = rankChips(c_->catalog(), metric.value_or(RankMetric::Bf16PerWatt));
    const QStringList headers = {tr("Rank"),
                                 tr("Chip"),
                                 QString::fromUtf8(rankMetricUnit(ranking_.metric).data()),
                                 tr("Value and range"),
                                 tr("Low–high"),
                                 tr("Made of (kind, source)"),
                                 tr("Priced at / why not ranked")};
    table_->clear();
    table_->setColumnCount(int(headers.size()));
    table_->setHorizontalHeaderLabels(headers);
    table_->setRowCount(int(ranking_.rows.size()));
    double scale = 0.0;
    for (const RankedChip& r : ranking_.rows)
        if (r.value) scale = std::max(scale, r.high);
    for (int i = 0; i < int(ranking_.rows.size()); ++i) {
        const RankedChip& r = ranking_.rows[std::size_t(i)];
        auto set = [&](int col, const QString& text) {
            table_->setItem(i, col, new QTableWidgetItem(text));
        };
        set(0, r.rank ? QString::number(r.rank) : QString());
        set(1, QString::fromStdString(r.chip->name));
        set(2, r.value ? formatNumber(*r.value, 3) : QStringLiteral("—"));
        set(kRangeColumn, QString());
        if (r.value) {
            QTableWidgetItem* bar = table_->item(i, kRangeColumn);
            bar->setData(kValueRole, *r.value);
            bar->setData(kLowRole, r.low);
            bar->setData(kHighRole, r.high);
            bar->setData(kScaleRole, scale);
        }
        set(4, r.value && r.high > r.low
                   ? QStringLiteral("%1–%2").arg(formatNumber(r.low, 3), formatNumber(r.high, 3))
                   : QString());
        set(5, QString::fromStdString(rankInputsText(r)));
        set(6, r.value ? QString::fromStdString(r.basis) : coreText(r.not_ranked));
    }
    table_->resizeColumnsToContents();
    table_->setColumnWidth(kRangeColumn, 220);
}

bool ChipRankingDialog::exportCsv(const QString& path, QString* error) {
    return db::SaveFile::write(path, QByteArray::fromStdString(rankingCsv(ranking_)), error);
}

} // namespace sil::ui
