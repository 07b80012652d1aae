#include "ChartPage.h"

#include "ui/ScenarioController.h"

#include "core/catalog.h"

#include <QAbstractAxis>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBoxLayout>
#include <QCategoryAxis>
#include <QComboBox>
#include <QCursor>
#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

namespace sil::ui {

QString systemLabel(const System& s) {
    return QString::fromStdString(s.name);
}

QColor systemColor(const Catalog& catalog, const std::string& systemId) {
    // Tableau 20, darker shades first: distinguishable, and print well on white.
    static const QRgb palette[] = {0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd, 0x8c564b,
                                   0xe377c2, 0x7f7f7f, 0xbcbd22, 0x17becf, 0x393b79, 0xad494a,
                                   0x637939, 0x843c39, 0x7b4173, 0x3182bd, 0xe6550d, 0x31a354};
    constexpr std::size_t n = sizeof(palette) / sizeof(palette[0]);
    for (std::size_t i = 0; i < catalog.systems.size(); ++i)
        if (catalog.systems[i].id == systemId) return QColor(palette[i % n]);
    return QColor(palette[std::hash<std::string>{}(systemId) % n]);
}

ChartPage::ChartPage(ScenarioController* controller, QWidget* parent)
    : QWidget(parent), c_(controller) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    controls_ = new QHBoxLayout;
    layout->addLayout(controls_);
    chart_ = new QChart;
    chart_->setTheme(QChart::ChartThemeLight);
    chart_->legend()->setAlignment(Qt::AlignBottom);
    chart_->setAnimationOptions(QChart::NoAnimation);
    view_ = new QChartView(chart_, this);
    view_->setRenderHint(QPainter::Antialiasing);
    view_->setMinimumSize(480, 320);
    layout->addWidget(view_, 1);
    noteLabel_ = new QLabel(this);
    noteLabel_->setWordWrap(true);
    noteLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    noteLabel_->setStyleSheet(QStringLiteral("color: #555;"));
    layout->addWidget(noteLabel_);
}

void ChartPage::addStateCombo(const QString& key, QComboBox* combo) {
    stateCombos_.append({key, combo});
    connect(combo, &QComboBox::currentIndexChanged, this, [this] {
        refresh();
        emit stateChanged();
    });
}

void ChartPage::addStatePart(StatePart part) {
    stateParts_.push_back(std::move(part));
}

QVariantMap ChartPage::saveState() const {
    QVariantMap state;
    for (const auto& [key, combo] : stateCombos_)
        state.insert(key, combo->currentData());
    for (const auto& part : stateParts_)
        state.insert(part.save());
    return state;
}

void ChartPage::restoreState(const QVariantMap& state) {
    for (const auto& part : stateParts_)
        part.restore(state);
    for (const auto& [key, combo] : stateCombos_)
        if (const int i = combo->findData(state.value(key)); i >= 0) combo->setCurrentIndex(i);
}

QValueAxis* ChartPage::addSystemBarAxes(QAbstractBarSeries* series, const QStringList& categories,
                                        const QString& yTitle, const QString& yFormat) {
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    x->setTitleText(tr("System"));
    if (categories.size() > 6) x->setLabelsAngle(-30);
    chart_->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto* y = new QValueAxis;
    y->setTitleText(yTitle);
    y->setLabelFormat(yFormat);
    chart_->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    return y;
}

void ChartPage::clearChart() {
    chart_->removeAllSeries();
    for (QAbstractAxis* axis : chart_->axes()) {
        chart_->removeAxis(axis);
        delete axis;
    }
}

void ChartPage::setNotes(const QStringList& notes) {
    notes_ = notes;
    noteLabel_->setText(notes.join(QStringLiteral("\n")));
    noteLabel_->setVisible(!notes.isEmpty());
}

QStringList ChartPage::assumptionCaption() const {
    const Assumptions& a = c_->scenario().assumptions;
    return {tr("Scenario %1: %2-year life at %3 %/yr cost of capital, $%4/kWh, PUE %5, "
               "colocation $%6/kW/month, %7 % utilization, %8 % average load, maintenance "
               "%9 %/yr.")
                .arg(QString::fromStdString(c_->scenario().name))
                .arg(a.useful_life_years)
                .arg(a.cost_of_capital_pct)
                .arg(a.electricity_usd_per_kwh)
                .arg(a.pue)
                .arg(a.colocation_usd_per_kw_month)
                .arg(a.utilization_pct)
                .arg(a.avg_load_pct)
                .arg(a.maintenance_pct_per_year)};
}

QStringList ChartPage::captionLines() const {
    QStringList lines = assumptionCaption();
    lines += notes_;
    return lines;
}

void ChartPage::applyFonts() {
    const int base = presentation_ ? 18 : 10;
    QFont title = font();
    title.setPointSize(base + (presentation_ ? 6 : 3));
    title.setBold(true);
    chart_->setTitleFont(title);
    QFont labels = font();
    labels.setPointSize(base);
    chart_->legend()->setFont(labels);
    for (QAbstractAxis* axis : chart_->axes()) {
        axis->setLabelsFont(labels);
        QFont t = labels;
        t.setBold(true);
        axis->setTitleFont(t);
    }
}

void ChartPage::setPresentationStyle(bool on) {
    presentation_ = on;
    refresh();
}

std::vector<const SystemResult*> ChartPage::systemsWithTco(QStringList& categories,
                                                           QStringList& notes) const {
    std::vector<const SystemResult*> shown;
    for (const System* s : c_->selectedSystemList()) {
        const SystemResult* r = c_->resultFor(s->id);
        if (!r || !r->tco.total.ok()) {
            notes << tr("Not shown: %1 — %2")
                         .arg(systemLabel(*s),
                              QString::fromStdString(r ? r->tco.total.reason() : "no result"));
            continue;
        }
        categories << systemLabel(*s);
        shown.push_back(r);
    }
    return shown;
}

void ChartPage::addLog2Lines(const std::vector<double>& xs, const QStringList& labels,
                             bool labelEvery, const QString& xTitle, QAbstractAxis* y,
                             const std::vector<QLineSeries*>& lines, const QString& unit) {
    auto* x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (std::size_t i = 0; i < xs.size(); ++i) {
        const int e = int(std::log2(xs[i]));
        // Every other power of two, and the last, keeps size labels from colliding.
        if (labelEvery || e % 2 == 0 || i + 1 == xs.size()) x->append(labels.at(int(i)), e);
    }
    x->setRange(std::log2(xs.front()), std::log2(xs.back()));
    x->setTitleText(xTitle);
    chart_->addAxis(x, Qt::AlignBottom);
    chart_->addAxis(y, Qt::AlignLeft);
    for (QLineSeries* line : lines) {
        chart_->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        if (!unit.isEmpty() && !line->property("noTooltip").toBool())
            attachHoverTooltips(line, unit);
    }
}

QStringList ChartPage::overlapNotes(const std::vector<QLineSeries*>& lines) {
    auto same = [](const QLineSeries* l, const QLineSeries* r) {
        const auto a = l->points(), b = r->points();
        if (a.size() != b.size() || a.isEmpty()) return false;
        for (int k = 0; k < a.size(); ++k)
            if (std::abs(a[k].y() - b[k].y()) > 1e-6 * std::abs(a[k].y())) return false;
        return true;
    };
    QStringList groups;
    std::vector<bool> used(lines.size(), false);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (used[i]) continue;
        QStringList group{lines[i]->name()};
        for (std::size_t j = i + 1; j < lines.size(); ++j)
            if (!used[j] && same(lines[i], lines[j])) {
                used[j] = true;
                group << lines[j]->name();
            }
        if (group.size() > 1) groups << group.join(QStringLiteral(" = "));
    }
    if (groups.isEmpty()) return {};
    return {tr("Identical curves (same fabric model, drawn on top of each other): %1.")
                .arg(groups.join(QStringLiteral("; ")))};
}

void ChartPage::attachHoverTooltips(QAbstractSeries* series, const QString& unit) {
    if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
        const QStringList categories = bars->property("categories").toStringList();
        connect(bars, &QAbstractBarSeries::hovered, this,
                [categories, unit](bool status, int index, QBarSet* set) {
                    if (!status) {
                        QToolTip::hideText();
                        return;
                    }
                    const QString cat =
                        index < categories.size() ? categories.at(index) : QString();
                    QToolTip::showText(QCursor::pos(), QStringLiteral("%1 — %2\n%3 %4")
                                                           .arg(cat, set->label())
                                                           .arg(set->at(index), 0, 'g', 5)
                                                           .arg(unit));
                });
    } else if (auto* xy = qobject_cast<QXYSeries*>(series)) {
        const QString name = xy->name();
        const QStringList xLabels = xy->property("xLabels").toStringList();
        connect(xy, &QXYSeries::hovered, this,
                [name, unit, xLabels, xy](const QPointF& p, bool state) {
                    if (!state) {
                        QToolTip::hideText();
                        return;
                    }
                    // Snap to the nearest data point so the tooltip shows an exact value.
                    QPointF best = p;
                    double bestDist = 1e300;
                    int bestIndex = -1;
                    const auto pts = xy->points();
                    for (int i = 0; i < pts.size(); ++i) {
                        const double d = std::abs(pts[i].x() - p.x());
                        if (d < bestDist) {
                            bestDist = d;
                            best = pts[i];
                            bestIndex = i;
                        }
                    }
                    const QString x = bestIndex >= 0 && bestIndex < xLabels.size()
                                          ? xLabels.at(bestIndex)
                                          : QString::number(best.x());
                    QToolTip::showText(QCursor::pos(), QStringLiteral("%1\n%2: %3 %4")
                                                           .arg(name, x)
                                                           .arg(best.y(), 0, 'g', 5)
                                                           .arg(unit));
                });
    }
}

} // namespace sil::ui
