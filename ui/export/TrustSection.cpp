#include "TrustSection.h"

#include "ui/ScenarioController.h"
#include "ui/charts/PredictionBands.h"

#include <QCoreApplication>
#include <QStringList>
#include <map>
#include <set>

namespace sil::ui {

namespace {

struct TrustText {
    Q_DECLARE_TR_FUNCTIONS(sil::ui::TrustSection)
};

QString esc(const std::string& s) {
    return QString::fromStdString(s).toHtmlEscaped();
}

QString pct(double v) {
    return QStringLiteral("%1 %").arg(v, 0, 'f', 1);
}

QString cell(const QString& s) {
    return QStringLiteral("<td>%1</td>").arg(s);
}

// One row per group with held-out runs: N, median, P90, worst, bias, and how many truths lie
// within the group's P90 (and within the P90 of the group's other runs).
QString groupsTable(const ValidationReport& report, std::size_t& covered, std::size_t& counted) {
    QString rows;
    for (const GroupSummary& g : report.groups) {
        const ErrorBand& b = g.band;
        if (b.empty()) continue;
        covered += g.covered;
        counted += b.n;
        const QString others =
            g.with_others > 0
                ? QStringLiteral("%1 / %2").arg(g.covered_by_others).arg(g.with_others)
                : QStringLiteral("—");
        rows += QStringLiteral("<tr>") + cell(esc(b.group)) + cell(QString::number(b.n)) +
                cell(pct(b.median_pct)) + cell(pct(b.p90_pct)) + cell(pct(b.worst_pct)) +
                cell(pct(b.bias_pct)) + cell(QStringLiteral("%1 / %2").arg(g.covered).arg(b.n)) +
                cell(others) + QStringLiteral("</tr>");
    }
    if (rows.isEmpty()) return {};
    return QStringLiteral(
               "<table border='1' cellspacing='0' cellpadding='3'><tr><th>%1</th><th>N</th>"
               "<th>%2</th><th>P90</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th></tr>")
               .arg(TrustText::tr("Group (engine × chip family × regime)"), TrustText::tr("Median"),
                    TrustText::tr("Worst"), TrustText::tr("Bias"), TrustText::tr("Within own P90"),
                    TrustText::tr("Within others' P90")) +
           rows + QStringLiteral("</table>");
}

// The groups the compared systems' answers fall in (inference: static/offline; plan:
// latency-bound serving) that no held-out run validates, with the systems each leaves bare.
QString emptyGroups(const ScenarioController& c, const ValidationReport& report,
                    const std::vector<const System*>& systems) {
    std::map<std::string, QStringList> empty;
    for (const System* s : systems) {
        const std::string engine = servingEngineOf(c, *s);
        for (Regime r : {Regime::StaticOffline, Regime::LatencyServing}) {
            const ErrorBand b = answerBand(report, c.catalog(), *s, engine, r);
            if (b.empty()) empty[b.group] << QString::fromStdString(s->name).toHtmlEscaped();
        }
    }
    // Regimes no group of any engine has a held-out run in (training, today).
    std::set<Regime> seen;
    for (const GroupSummary& g : report.groups)
        if (!g.band.empty()) seen.insert(g.group.regime);
    QStringList none;
    for (Regime r : {Regime::StaticOffline, Regime::LatencyServing, Regime::DecodeOnly,
                     Regime::Prefill, Regime::Training, Regime::Collective})
        if (!seen.count(r)) none << esc(std::string(regimeKey(r)));
    QString html;
    if (!empty.empty()) {
        html += QStringLiteral("<ul>");
        for (const auto& [group, names] : empty)
            html += QStringLiteral("<li>%1</li>")
                        .arg(TrustText::tr("%1: no comparable runs — %2")
                                 .arg(esc(group), names.join(QStringLiteral(", "))));
        html += QStringLiteral("</ul>");
    }
    if (!none.isEmpty())
        html += QStringLiteral("<p>%1</p>")
                    .arg(TrustText::tr("No engine has a held-out run in: %1. Every answer of "
                                       "those kinds (train's among them) says there is no band.")
                             .arg(none.join(QStringLiteral(", "))));
    return html;
}

QString rowsTable(const ValidationReport& report) {
    const std::vector<RowCheck> checks = rowChecks(report);
    if (checks.empty()) return {};
    QString rows;
    for (const RowCheck& r : checks) {
        QStringList fitted, checked;
        for (const std::string& l : r.fitted_on)
            fitted << esc(l);
        for (const std::string& l : r.checked_by)
            checked << esc(l);
        rows += QStringLiteral("<tr>") + cell(esc(r.row)) +
                cell(fitted.join(QStringLiteral("; "))) +
                cell(checked.isEmpty() ? TrustText::tr("no other run")
                                       : checked.join(QStringLiteral("; "))) +
                QStringLiteral("</tr>");
    }
    return QStringLiteral("<table border='1' cellspacing='0' cellpadding='3'><tr><th>%1</th>"
                          "<th>%2</th><th>%3</th></tr>")
               .arg(TrustText::tr("Engine row"),
                    TrustText::tr("Fitted on (each predicted with the row refitted without it)"),
                    TrustText::tr("Checked by (no row fitted on them)")) +
           rows + QStringLiteral("</table>");
}

} // namespace

QString trustSection(const ScenarioController& c, const ValidationReport& report,
                     const std::vector<const System*>& systems) {
    QString html =
        QStringLiteral("<h2>%1</h2>").arg(TrustText::tr("How far to trust these numbers"));
    html += QStringLiteral("<p>%1</p>")
                .arg(TrustText::tr(
                    "Every published run shipped with the program and every measurement you "
                    "imported is predicted by a model that never saw it: a row fitted on a run "
                    "is refitted without it first. Error = predicted / measured − 1 on "
                    "throughput; bias is the median signed error (+: optimistic). A predicted "
                    "figure carries the P90 of its group's errors (docs/accuracy.md)."));
    std::size_t covered = 0, counted = 0;
    const QString groups = groupsTable(report, covered, counted);
    if (!groups.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3>").arg(TrustText::tr("Held-out error by group"));
        html += groups;
        html += QStringLiteral("<p>%1</p>")
                    .arg(TrustText::tr("Coverage: %1 of %2 held-out truths (%3 %) lie within "
                                       "their group's P90 band.")
                             .arg(covered)
                             .arg(counted)
                             .arg(counted ? 100.0 * double(covered) / double(counted) : 0.0, 0, 'f',
                                  0));
    }
    if (const QString empty = emptyGroups(c, report, systems); !empty.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3>").arg(TrustText::tr("Answers with no comparable runs"));
        html += empty;
    }
    if (const QString rows = rowsTable(report); !rows.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3>")
                    .arg(TrustText::tr("Engine rows: the runs they were fitted on and checked by"));
        html += rows;
    }
    return html;
}

} // namespace sil::ui
