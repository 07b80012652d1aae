#include "AssumptionsPanel.h"

#include "ui/CoreText.h"
#include "ui/ScenarioController.h"

#include "core/catalog/catalog.h"
#include "core/economics/assumptions.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace sil::ui {

namespace {
constexpr int kSliderSteps = 1000;
int toSlider(const AssumptionDef& d, double v) {
    return int(std::lround((v - d.min) / (d.max - d.min) * kSliderSteps));
}
double fromSlider(const AssumptionDef& d, int pos) {
    const double raw = d.min + (d.max - d.min) * pos / kSliderSteps;
    return std::round(raw / d.step) * d.step; // land on the spin box's grid
}
} // namespace

AssumptionsPanel::AssumptionsPanel(ScenarioController* controller, QWidget* parent)
    : QWidget(parent), c_(controller) {
    auto* layout = new QVBoxLayout(this);
    auto* pickRow = new QHBoxLayout;
    scenarioLabel_ = new QLabel(this);
    pickRow->addWidget(scenarioLabel_);
    picker_ = new QComboBox(this);
    picker_->setObjectName(QStringLiteral("scenarioPicker"));
    pickRow->addWidget(picker_, 1);
    layout->addLayout(pickRow);
    connect(picker_, &QComboBox::textActivated, this, &AssumptionsPanel::scenarioPicked);
    auto* engineRow = new QHBoxLayout;
    engineLabel_ = new QLabel(this);
    engineRow->addWidget(engineLabel_);
    engine_ = new QComboBox(this);
    engine_->setObjectName(QStringLiteral("enginePicker"));
    engine_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    engine_->setMinimumContentsLength(12);
    engineRow->addWidget(engine_, 1);
    layout->addLayout(engineRow);
    connect(engine_, &QComboBox::activated, this,
            [this](int index) { c_->setEngine(engine_->itemData(index).toString()); });
    // The term rented figures are priced at: a fleet is rented on the term a buyer signs.
    auto* termRow = new QHBoxLayout;
    termLabel_ = new QLabel(this);
    termRow->addWidget(termLabel_);
    term_ = new QComboBox(this);
    term_->setObjectName(QStringLiteral("rentalTermPicker"));
    termRow->addWidget(term_, 1);
    layout->addLayout(termRow);
    // On its own line: beside the picker it is cut off in a panel a projector's width leaves.
    reference_ = new QCheckBox(this);
    reference_->setObjectName(QStringLiteral("referenceQuotes"));
    layout->addWidget(reference_);
    auto pickTerm = [this] {
        c_->setRentalChoice(
            {static_cast<RentalTerm>(term_->currentData().toInt()), reference_->isChecked()});
    };
    connect(term_, &QComboBox::activated, this, pickTerm);
    connect(reference_, &QCheckBox::clicked, this, pickTerm);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    for (const AssumptionDef& d : assumptionDefs()) {
        const QString key = QString::fromStdString(d.key);
        auto* spin = new QDoubleSpinBox(this);
        spin->setObjectName(key);
        spin->setRange(d.min, d.max);
        spin->setDecimals(d.decimals);
        spin->setSingleStep(d.step);
        spin->setKeyboardTracking(false);
        auto* slider = new QSlider(Qt::Horizontal, this);
        slider->setRange(0, kSliderSteps);
        auto* reset = new QToolButton(this);
        reset->setText(QStringLiteral("↺"));
        auto* row = new QWidget(this);
        auto* grid = new QVBoxLayout(row);
        grid->setContentsMargins(0, 0, 0, 0);
        grid->setSpacing(1);
        auto* top = new QHBoxLayout;
        top->addWidget(spin, 1);
        top->addWidget(reset);
        grid->addLayout(top);
        grid->addWidget(slider);
        auto* label = new QLabel(this);
        form->addRow(label, row);
        labels_.insert(key, label);
        resets_.insert(key, reset);
        spins_.insert(key, spin);
        sliders_.insert(key, slider);
        const AssumptionDef def = d;
        connect(spin, &QDoubleSpinBox::valueChanged, this,
                [this, key](double v) { c_->setAssumption(key, v); });
        connect(slider, &QSlider::valueChanged, this,
                [this, key, def](int pos) { c_->setAssumption(key, fromSlider(def, pos)); });
        connect(reset, &QToolButton::clicked, this, [this, key] { c_->resetAssumption(key); });
        showValue(key, c_->assumption(key));
    }
    layout->addLayout(form);
    resetAll_ = new QPushButton(this);
    connect(resetAll_, &QPushButton::clicked, c_, &ScenarioController::resetAllAssumptions);
    layout->addWidget(resetAll_);
    retranslateUi();
    layout->addStretch();
    connect(c_, &ScenarioController::assumptionChanged, this, &AssumptionsPanel::showValue);
    connect(c_, &ScenarioController::engineChanged, this, &AssumptionsPanel::fillEngines);
    connect(c_, &ScenarioController::rentalChoiceChanged, this,
            &AssumptionsPanel::showRentalChoice);
    connect(c_, &ScenarioController::catalogChanged, this, &AssumptionsPanel::fillEngines);
    connect(c_, &ScenarioController::scenarioChanged, this, [this] {
        fillEngines();
        showRentalChoice();
        for (const AssumptionDef& d : assumptionDefs()) {
            const QString key = QString::fromStdString(d.key);
            showValue(key, c_->assumption(key));
        }
    });
}

void AssumptionsPanel::showRentalChoice() {
    const auto choice = c_->rentalChoice();
    QSignalBlocker blockTerm(term_);
    QSignalBlocker blockReference(reference_);
    const int at = term_->findData(static_cast<int>(choice.term));
    if (at >= 0) term_->setCurrentIndex(at);
    reference_->setChecked(choice.reference_quotes);
}

void AssumptionsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void AssumptionsPanel::retranslateUi() {
    scenarioLabel_->setText(tr("Scenario:"));
    resetAll_->setText(tr("Reset all to scenario"));
    engineLabel_->setText(tr("Serving engine:"));
    engine_->setToolTip(tr("The engine whose measured speeds and memory use the Inference and "
                           "Plan views assume (catalog: Engines)."));
    fillEngines();
    termLabel_->setText(tr("Rental term:"));
    term_->setToolTip(tr("The rental quotes rented figures are priced at: only quotes of this "
                         "term (spot only when chosen), the next longer term where a system "
                         "has none."));
    reference_->setText(tr("Analyst rates"));
    reference_->setToolTip(tr("Let analysts' reference rates and indices price rented figures "
                              "(they are not offers anyone can sign; marked where used)."));
    {
        QSignalBlocker block(term_);
        term_->clear();
        const std::pair<RentalTerm, QString> terms[] = {{RentalTerm::OnDemand, tr("On-demand")},
                                                        {RentalTerm::OneMonth, tr("1 month")},
                                                        {RentalTerm::OneYear, tr("1 year")},
                                                        {RentalTerm::ThreeYear, tr("3 years")},
                                                        {RentalTerm::Spot, tr("Spot")}};
        for (const auto& [term, label] : terms)
            term_->addItem(label, static_cast<int>(term));
    }
    showRentalChoice();
    for (const AssumptionDef& d : assumptionDefs()) {
        const QString key = QString::fromStdString(d.key);
        const QString help = coreText(d.help);
        if (QDoubleSpinBox* spin = spins_.value(key)) {
            spin->setSuffix(QStringLiteral(" ") + coreText(d.unit));
            spin->setToolTip(help);
        }
        if (QSlider* slider = sliders_.value(key)) slider->setToolTip(help);
        if (QToolButton* reset = resets_.value(key))
            reset->setToolTip(tr("Reset to the scenario's value"));
        if (QLabel* label = labels_.value(key)) {
            label->setText(coreText(d.label));
            label->setToolTip(help);
        }
    }
}

void AssumptionsPanel::showValue(const QString& key, double value) {
    const AssumptionDef* d = findAssumption(key.toStdString());
    if (!d) return;
    if (QDoubleSpinBox* spin = spins_.value(key)) {
        QSignalBlocker block(spin);
        spin->setValue(value);
    }
    if (QSlider* slider = sliders_.value(key)) {
        QSignalBlocker block(slider);
        slider->setValue(toSlider(*d, value));
    }
}

void AssumptionsPanel::fillEngines() {
    QSignalBlocker block(engine_);
    engine_->clear();
    const Catalog& cat = c_->catalog();
    QStringList defaults;
    std::vector<std::pair<std::string, std::string>> engines; // id, name, in catalog order
    for (const EngineProfile& e : cat.engines) {
        if (!e.default_for_vendors.empty())
            defaults << tr("%1 for %2")
                            .arg(QString::fromStdString(e.name.empty() ? e.engine_id : e.name),
                                 QString::fromStdString(e.default_for_vendors)
                                     .toUpper()
                                     .replace(QLatin1Char(','), QStringLiteral(", ")));
        if (e.system_id.empty() && std::none_of(engines.begin(), engines.end(), [&](const auto& p) {
                return p.first == e.engine_id;
            }))
            engines.emplace_back(e.engine_id, e.name.empty() ? e.engine_id : e.name);
    }
    // Short in the box (the panel stays narrow); which engine each vendor gets is its tooltip.
    engine_->addItem(tr("Each vendor's default"), QString());
    if (!defaults.isEmpty())
        engine_->setItemData(
            0, tr("Each vendor's default (%1)").arg(defaults.join(QStringLiteral("; "))),
            Qt::ToolTipRole);
    for (const auto& [id, name] : engines)
        engine_->addItem(QString::fromStdString(name), QString::fromStdString(id));
    const int at = engine_->findData(c_->engine());
    if (at >= 0) engine_->setCurrentIndex(at);
}

void AssumptionsPanel::setScenarioNames(const QStringList& names, const QString& current) {
    QSignalBlocker block(picker_);
    picker_->clear();
    picker_->addItems(names);
    if (!names.contains(current)) picker_->addItem(current);
    picker_->setCurrentText(current);
}

} // namespace sil::ui
