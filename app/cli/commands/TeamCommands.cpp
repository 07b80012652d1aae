// team init|status|snapshot|history|revert: a team catalog on PostgreSQL, for scripting.
// --db postgresql://user@host:port/dbname names it; the password comes from ~/.pgpass.
#include "app/cli/CliContext.h"
#include "core/catalog/fields.h"
#include "database/TeamConnection.h"

namespace sil::cli {

using nlohmann::json;

namespace {

void requireTeam(const CliContext& c) {
    if (!c.store.isTeam())
        throw CliError{2, "team commands need a team catalog: --db "
                          "postgresql://user@host:port/dbname"};
}

// chips|systems|prices|models, or the singular.
EntityKind entityOption(const CliContext& c) {
    std::string k = c.opt.entity;
    if (k.empty()) throw CliError{2, "--entity chip|system|price|model is required"};
    if (k == "chip" || k == "system" || k == "model") k += "s";
    if (k == "price" || k == "quote") k = "prices";
    auto kind = parseEntityKind(k);
    if (!kind || *kind == EntityKind::Source)
        throw CliError{2, "--entity: expected chip, system, price or model, got \"" + c.opt.entity +
                              "\""};
    return *kind;
}

struct ValueAddress {
    EntityKind entity;
    QString id, field;
};

ValueAddress valueOptions(const CliContext& c) {
    const EntityKind e = entityOption(c);
    if (c.opt.id.empty()) throw CliError{2, "--id ID is required"};
    if (c.opt.field.empty()) throw CliError{2, "--field FIELD is required"};
    return {e, qs(c.opt.id), qs(c.opt.field)};
}

// --entity measurement, or engine without --field: the history of a whole row (its table).
std::optional<QString> rowTableOption(const CliContext& c) {
    const std::string& k = c.opt.entity;
    if (k == "measurement" || k == "measurements") return QStringLiteral("measurements");
    if ((k == "engine" || k == "engines") && c.opt.field.empty()) return QStringLiteral("engines");
    return std::nullopt;
}

json rowJson(const QString& text) {
    return text.isEmpty() ? json(nullptr) : json::parse(text.toStdString(), nullptr, false);
}

int runRowHistory(CliContext& c, const QString& table) {
    if (c.opt.id.empty()) throw CliError{2, "--id ID is required"};
    const auto history = c.store.rowHistory(table, qs(c.opt.id));
    if (history.isEmpty() && !c.store.errorString().isEmpty() &&
        (c.store.isOfflineSnapshot() || !c.store.hasUser()))
        throw CliError{1, c.store.errorString().toStdString()};
    Table t;
    t.headers = {"history_id", "action", "changed_by", "changed_at", "old_row", "new_row"};
    for (const auto& h : history)
        t.rows.push_back({h.id, h.action.toStdString(), h.changedBy.toStdString(),
                          h.changedAt.toStdString(), rowJson(h.oldRow), rowJson(h.newRow)});
    writeTable(t, c.opt.format, c.out);
    return 0;
}

json nullable(const QString& s, bool present = true) {
    return present ? json(s.toStdString()) : json(nullptr);
}

} // namespace

int runTeamInit(CliContext& c) {
    if (c.opt.db_path.empty() || !db::isTeamUrl(qs(c.opt.db_path)))
        throw CliError{2, "team init needs --db postgresql://user@host:port/dbname (a login that "
                          "may create roles; see docs/team-server.md)"};
    db::TeamInitReport report;
    if (!c.store.initTeam(qs(c.opt.db_path), &report))
        throw CliError{1, c.store.errorString().toStdString()};
    json roles = json::array();
    for (const auto& r : report.rolesCreated)
        roles.push_back(r.toStdString());
    const json j = {{"catalog", c.store.userPath().toStdString()},
                    {"roles_created", roles},
                    {"schema_version_before", report.fromVersion},
                    {"schema_version", report.toVersion},
                    {"your_role", c.store.teamRole().toStdString()}};
    if (c.opt.format == OutputFormat::Json) {
        c.out << j.dump(2) << "\n";
    } else {
        Table t;
        t.headers = {"key", "value"};
        for (const auto& [k, v] : j.items())
            t.rows.push_back({k, v.is_string() ? v : json(v.dump())});
        writeTable(t, c.opt.format, c.out);
    }
    if (!c.store.warningString().isEmpty())
        c.err << "warning: " << c.store.warningString().toStdString() << "\n";
    return 0;
}

int runTeamStatus(CliContext& c) {
    requireTeam(c);
    const json j = {{"catalog", c.store.userPath().toStdString()},
                    {"offline", c.store.isOfflineSnapshot()},
                    {"role", c.store.teamRole().isEmpty() ? json(nullptr)
                                                          : json(c.store.teamRole().toStdString())},
                    {"read_only", c.store.userReadOnly()},
                    {"status", c.store.teamStatus().toStdString()},
                    {"snapshot", c.store.teamSnapshotPath().toStdString()}};
    if (c.opt.format == OutputFormat::Json) {
        c.out << j.dump(2) << "\n";
        return 0;
    }
    Table t;
    t.headers = {"key", "value"};
    for (const auto& [k, v] : j.items())
        t.rows.push_back({k, v.is_string() || v.is_null() ? v : json(v.dump())});
    writeTable(t, c.opt.format, c.out);
    return 0;
}

int runTeamSnapshot(CliContext& c) {
    requireTeam(c);
    if (c.store.isOfflineSnapshot())
        throw CliError{1, "offline: " + c.store.teamStatus().toStdString()};
    const QString out = c.opt.out_file.empty() ? c.store.teamSnapshotPath() : qs(c.opt.out_file);
    if (!c.store.writeTeamSnapshot(out)) throw CliError{1, c.store.errorString().toStdString()};
    c.err << "wrote " << out.toStdString() << " (open it with --db " << out.toStdString() << ")\n";
    return 0;
}

int runTeamHistory(CliContext& c) {
    requireTeam(c);
    if (const auto table = rowTableOption(c)) return runRowHistory(c, *table);
    const ValueAddress v = valueOptions(c);
    const auto history = c.store.valueHistory(v.entity, v.id, v.field);
    if (history.isEmpty() && !c.store.errorString().isEmpty() &&
        (c.store.isOfflineSnapshot() || !c.store.hasUser()))
        throw CliError{1, c.store.errorString().toStdString()};
    Table t;
    t.headers = {"history_id", "action",     "old_value", "new_value",
                 "changed_by", "changed_at", "note",      "row_version"};
    for (const auto& h : history)
        t.rows.push_back({h.id, h.action.toStdString(), nullable(h.oldValue, h.oldWasEdit),
                          nullable(h.newValue, h.action == QLatin1String("set")),
                          h.changedBy.toStdString(), h.changedAt.toStdString(),
                          h.note.toStdString(), h.rowVersion});
    writeTable(t, c.opt.format, c.out);
    return 0;
}

int runTeamRevert(CliContext& c) {
    requireTeam(c);
    if (const auto table = rowTableOption(c)) {
        if (c.opt.id.empty()) throw CliError{2, "--id ID is required"};
        if (c.opt.to_history <= 0)
            throw CliError{2, "--to HISTORY_ID is required for a measurement or engine row (see "
                              "team history --entity " +
                                  c.opt.entity + " --id " + c.opt.id + ")"};
        if (!c.store.restoreRow(*table, qs(c.opt.id), c.opt.to_history))
            throw CliError{1, c.store.errorString().toStdString()};
        return 0;
    }
    const ValueAddress v = valueOptions(c);
    const bool ok = c.opt.to_history > 0
                        ? c.store.revertToHistory(v.entity, v.id, v.field, c.opt.to_history)
                        : c.store.revertOverride(v.entity, v.id, v.field);
    if (!ok) throw CliError{1, c.store.errorString().toStdString()};
    return 0;
}

} // namespace sil::cli
