#include "ChartSystems.h"

#include "ChartLook.h"
#include "ui/CoreText.h"
#include "ui/ScenarioController.h"

#include <QCoreApplication>
#include <functional>

namespace sil::ui {

namespace {
// The chart base's strings: translated in ChartPage's context, whichever page shows them.
struct ChartText {
    Q_DECLARE_TR_FUNCTIONS(sil::ui::ChartPage)
};
} // namespace

QString systemLabel(const System& s) {
    // A long name's parenthetical ("HGX A100 40GB 8-GPU (DGX A100 320GB / AWS p4d class)") is
    // a comment, not the name: charts keep the name whole and drop the comment.
    QString name = QString::fromStdString(s.name);
    const qsizetype paren = name.indexOf(QStringLiteral(" ("));
    if (name.size() > 24 && paren > 0) name.truncate(paren);
    // What cannot be bought yet says so wherever it is ranked.
    if (s.availability.status == "announced") return ChartText::tr("%1 (announced)").arg(name);
    if (s.availability.status == "sampling") return ChartText::tr("%1 (sampling)").arg(name);
    return name;
}

QString rentedLabel(const QString& systemLabel) {
    return ChartText::tr("%1 (rented)").arg(systemLabel);
}

QColor systemColor(const Catalog& catalog, const std::string& systemId) {
    for (std::size_t i = 0; i < catalog.systems.size(); ++i)
        if (catalog.systems[i].id == systemId) return seriesColor(int(i));
    return seriesColor(int(std::hash<std::string>{}(systemId) % 1000));
}

std::vector<const SystemResult*> systemsWithTco(const ScenarioController& c,
                                                QStringList& categories, QStringList& notes,
                                                bool tcoOnly, std::vector<RentedSystem>* rented) {
    std::vector<const SystemResult*> shown;
    for (const System* s : c.selectedSystemList()) {
        const SystemResult* r = tcoOnly ? c.tcoResultFor(s->id) : c.resultFor(s->id);
        if (rented && (!r || !r->tco.total.ok())) {
            CostBasis basis = costBasisOf(c.catalog(), *s, c.scenario().assumptions);
            if (basis.kind == CostBasisKind::Rented && basis.has_quote) {
                rented->push_back({s, std::move(basis)});
                continue;
            }
            // Neither owned nor rented: the first clause of the catalog's line on why no price
            // exists (the rest, with its sources, is in the catalog).
            if (basis.kind == CostBasisKind::None) {
                notes << ChartText::tr("Not shown: %1 — %2")
                             .arg(systemLabel(*s), coreText(firstClause(basis.reason)));
                continue;
            }
        }
        if (!r || !r->tco.total.ok()) {
            notes << ChartText::tr("Not shown: %1 — %2")
                         .arg(systemLabel(*s),
                              r ? coreText(r->tco.total.reason()) : ChartText::tr("no result"));
            continue;
        }
        categories << systemLabel(*s);
        shown.push_back(r);
    }
    return shown;
}

} // namespace sil::ui
