#include "CollectiveControls.h"

#include "core/network/sizes.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QSpinBox>

namespace sil::ui {

CollectiveControls::CollectiveControls(QHBoxLayout* row, QWidget* parent, bool withRanks)
    : QObject(parent) {
    op_ = new QComboBox(parent);
    // Collective names (all reduce, all to all) are the NCCL terms, the same in every language.
    for (CollectiveOp op : kAllCollectiveOps)
        op_->addItem(QString::fromUtf8(collectiveOpKey(op).data())
                         .replace(QLatin1Char('_'), QLatin1Char(' ')),
                     QString::fromUtf8(collectiveOpKey(op).data()));
    opLabel_ = new QLabel(parent);
    row->addWidget(opLabel_);
    row->addWidget(op_);
    if (withRanks) {
        ranks_ = new QSpinBox(parent);
        ranks_->setRange(2, 16384);
        ranks_->setValue(8);
        row->addWidget(ranks_);
        connect(ranks_, &QSpinBox::valueChanged, this, &CollectiveControls::changed);
    }
    placement_ = new QComboBox(parent);
    placement_->addItem(QString(), QStringLiteral("packed"));
    placement_->addItem(QString(), QStringLiteral("spread"));
    row->addWidget(placement_);
    onPaper_ = new QCheckBox(parent);
    row->addWidget(onPaper_);
    retranslateUi();
    parent->installEventFilter(this);
    connect(op_, &QComboBox::currentIndexChanged, this, &CollectiveControls::changed);
    connect(placement_, &QComboBox::currentIndexChanged, this, &CollectiveControls::changed);
    connect(onPaper_, &QCheckBox::toggled, this, &CollectiveControls::changed);
}

void CollectiveControls::retranslateUi() {
    opLabel_->setText(tr("Operation:"));
    if (ranks_) ranks_->setSuffix(tr(" ranks"));
    placement_->setItemText(0, tr("packed (fill each scale-up domain)"));
    placement_->setItemText(1, tr("spread (one rank per server)"));
    onPaper_->setText(tr("On paper (raw bandwidth, no latency)"));
}

bool CollectiveControls::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    return QObject::eventFilter(watched, event);
}

CollectiveOp CollectiveControls::op() const {
    return parseCollectiveOp(op_->currentData().toString().toStdString())
        .value_or(CollectiveOp::AllReduce);
}
int CollectiveControls::ranks() const {
    return ranks_ ? ranks_->value() : 8;
}
Placement CollectiveControls::placement() const {
    return placement_->currentData().toString() == QLatin1String("spread") ? Placement::Spread
                                                                           : Placement::Packed;
}
CollectiveOptions CollectiveControls::options() const {
    return {onPaper_->isChecked()};
}

QString CollectiveControls::describe() const {
    return tr("%1, %2 ranks, %3 placement, %4")
        .arg(op_->currentData().toString())
        .arg(ranks())
        .arg(placement() == Placement::Spread ? tr("spread") : tr("packed"),
             onPaper_->isChecked() ? tr("on-paper bandwidth (η = 1, no latency)")
                                   : tr("calibrated fabric efficiency and latency (catalog η, α)"));
}

QVariantMap CollectiveControls::saveState() const {
    return {{QStringLiteral("op"), op_->currentData()},
            {QStringLiteral("ranks"), ranks()},
            {QStringLiteral("placement"), placement_->currentData()},
            {QStringLiteral("onPaper"), onPaper_->isChecked()}};
}

void CollectiveControls::restoreState(const QVariantMap& s) {
    if (int i = op_->findData(s.value(QStringLiteral("op"))); i >= 0) op_->setCurrentIndex(i);
    if (ranks_ && s.contains(QStringLiteral("ranks")))
        ranks_->setValue(s.value(QStringLiteral("ranks")).toInt());
    if (int i = placement_->findData(s.value(QStringLiteral("placement"))); i >= 0)
        placement_->setCurrentIndex(i);
    if (s.contains(QStringLiteral("onPaper")))
        onPaper_->setChecked(s.value(QStringLiteral("onPaper")).toBool());
}

std::vector<double> defaultSizes() {
    return parseSizeRange("1KiB:1GiB").sizes;
}

QString sizeLabel(double bytes) {
    return QString::fromStdString(formatBytes(bytes));
}

} // namespace sil::ui
