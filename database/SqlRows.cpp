#include "SqlRows.h"

#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>
#include <QVariant>
#include <algorithm>
#include <sqlite3.h>
#include <unordered_map>

namespace sil::db {

namespace {

template <typename T> EntityKind kindOf();
template <> EntityKind kindOf<Chip>() {
    return EntityKind::Chip;
}
template <> EntityKind kindOf<System>() {
    return EntityKind::System;
}
template <> EntityKind kindOf<RentalQuote>() {
    return EntityKind::Quote;
}
template <> EntityKind kindOf<LlmModel>() {
    return EntityKind::Model;
}
template <> EntityKind kindOf<ApiPrice>() {
    return EntityKind::ApiPrice;
}
template <> EntityKind kindOf<EngineProfile>() {
    return EntityKind::Engine;
}
template <> EntityKind kindOf<Source>() {
    return EntityKind::Source;
}

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

template <typename T> FieldValue fromVariant(const FieldDef<T>& def, const QVariant& v) {
    if (v.isNull()) return std::monostate{};
    switch (def.type) {
    case FieldType::Number: {
        bool ok = false;
        const double d = v.toDouble(&ok);
        if (!ok) return v.toString().toStdString(); // rejected by checkFieldValue
        return d;
    }
    case FieldType::Bool:
        return v.toInt() != 0;
    case FieldType::Text:
    case FieldType::Choice:
        return v.toString().toStdString();
    }
    return std::monostate{};
}

QVariant toVariant(const FieldValue& v) {
    if (auto d = std::get_if<double>(&v)) return *d;
    if (auto s = std::get_if<std::string>(&v))
        return s->empty() ? QVariant() : QVariant(QString::fromStdString(*s));
    if (auto b = std::get_if<bool>(&v)) return *b ? 1 : 0;
    return QVariant();
}

} // namespace

QString tableFor(EntityKind kind) {
    switch (kind) {
    case EntityKind::Chip:
        return QStringLiteral("chips");
    case EntityKind::System:
        return QStringLiteral("systems");
    case EntityKind::Quote:
        return QStringLiteral("rental_quotes");
    case EntityKind::Source:
        return QStringLiteral("sources");
    case EntityKind::Model:
        return QStringLiteral("models");
    case EntityKind::ApiPrice:
        return QStringLiteral("api_prices");
    case EntityKind::Engine:
        return QStringLiteral("engines");
    }
    return {};
}

bool isPostgres(const QSqlDatabase& db) {
    return db.driverName() == QLatin1String("QPSQL");
}

namespace {

// Rows into entities, whichever reader supplies them: next() steps to a row (false after the
// last), value(def, column) reads one field, rowId() names the row in a message. Every value
// is checked against the field registry before it is set.
template <typename T, typename Next, typename Value, typename RowId>
bool fillEntities(const QString& table, const std::vector<int>& columns, Next&& next, Value&& value,
                  RowId&& rowId, std::vector<T>& out, QString& error) {
    const auto& defs = fieldsOf<T>();
    while (next()) {
        T& e = out.emplace_back();
        for (std::size_t i = 0; i < defs.size(); ++i) {
            if (columns[i] < 0) continue;
            const FieldValue v = value(defs[i], columns[i]);
            if (auto err = checkFieldValue(defs[i], v); !err.empty()) {
                error = QStringLiteral("%1 row \"%2\", field %3: %4")
                            .arg(table, rowId(), q(defs[i].name), q(err));
                out.pop_back();
                return false;
            }
            defs[i].set(e, v);
        }
    }
    return true;
}

// value_provenance rows onto the entities they describe: next() steps to a row, id() and
// field() say what it describes, provenance() reads the rest.
template <typename T, typename Next, typename Id, typename Field, typename Read>
void attachProvenance(std::vector<T>& out, Next&& next, Id&& id, Field&& field, Read&& provenance) {
    std::unordered_map<std::string, T*> byId;
    byId.reserve(out.size());
    for (auto& e : out)
        byId.emplace(e.id, &e);
    while (next()) {
        const auto it = byId.find(id());
        if (it != byId.end()) it->second->fields[field()] = provenance();
    }
}

Provenance makeProvenance(std::string source, std::string note, const std::string& kind,
                          std::optional<double> low, std::optional<double> high) {
    Provenance p;
    p.source_id = std::move(source);
    p.note = std::move(note);
    p.kind = parseValueKind(kind).value_or(ValueKind::User);
    p.low = low;
    p.high = high;
    return p;
}

// One stored value as the field registry types it, however SQLite stored it. Rare forms (a
// number stored as text, a text field holding a number) go through QVariant, exactly as the
// QtSql path reads them.
template <typename T> FieldValue fromSqlite(const FieldDef<T>& def, sqlite3_stmt* st, int col) {
    const int type = sqlite3_column_type(st, col);
    if (type == SQLITE_NULL) return std::monostate{};
    auto text = [&] {
        const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(st, col));
        return std::string(p ? p : "", std::size_t(sqlite3_column_bytes(st, col)));
    };
    auto asVariant = [&]() -> QVariant {
        if (type == SQLITE_INTEGER) return QVariant(qlonglong(sqlite3_column_int64(st, col)));
        if (type == SQLITE_FLOAT) return QVariant(sqlite3_column_double(st, col));
        return QVariant(QString::fromStdString(text()));
    };
    switch (def.type) {
    case FieldType::Number:
        if (type == SQLITE_INTEGER || type == SQLITE_FLOAT) return sqlite3_column_double(st, col);
        return fromVariant(def, asVariant());
    case FieldType::Bool:
        if (type == SQLITE_INTEGER) return sqlite3_column_int64(st, col) != 0;
        return fromVariant(def, asVariant());
    case FieldType::Text:
    case FieldType::Choice:
        if (type == SQLITE_TEXT) return text();
        return fromVariant(def, asVariant());
    }
    return std::monostate{};
}

sqlite3* sqliteHandle(QSqlDatabase& db) {
    // QSqlDriver::handle(): the connection's own sqlite3* (Debian's Qt links the system SQLite,
    // the library this file links).
    const QVariant v = db.driver() ? db.driver()->handle() : QVariant();
    if (!v.isValid() || qstrcmp(v.typeName(), "sqlite3*") != 0) return nullptr;
    return *static_cast<sqlite3* const*>(v.constData());
}

struct Statement {
    sqlite3_stmt* st = nullptr;
    ~Statement() { sqlite3_finalize(st); }
};

// The SQLite path of readEntities: straight from the statement, no QVariant per value (a
// catalog of 1,000 systems loads in a fraction of the time). Same checks, same messages.
template <typename T> bool readEntitiesSqlite(sqlite3* h, std::vector<T>& out, QString& error) {
    const QString table = tableFor(kindOf<T>());
    Statement rows;
    const QByteArray sql = QStringLiteral("SELECT * FROM %1 ORDER BY rowid").arg(table).toUtf8();
    if (sqlite3_prepare_v2(h, sql.constData(), -1, &rows.st, nullptr) != SQLITE_OK) {
        error = QStringLiteral("reading %1: %2").arg(table, QString::fromUtf8(sqlite3_errmsg(h)));
        return false;
    }
    {
        // Room for every row first: growing a vector of 700-byte entities moves them all
        // again at each doubling.
        Statement count;
        const QByteArray countSql = QStringLiteral("SELECT count(*) FROM %1").arg(table).toUtf8();
        if (sqlite3_prepare_v2(h, countSql.constData(), -1, &count.st, nullptr) == SQLITE_OK &&
            sqlite3_step(count.st) == SQLITE_ROW)
            out.reserve(out.size() +
                        std::size_t(std::max<sqlite3_int64>(0, sqlite3_column_int64(count.st, 0))));
    }
    const auto& defs = fieldsOf<T>();
    std::vector<int> columns(defs.size(), -1);
    for (int c = 0; c < sqlite3_column_count(rows.st); ++c)
        for (std::size_t i = 0; i < defs.size(); ++i)
            if (defs[i].name == sqlite3_column_name(rows.st, c)) columns[i] = c;
    int rc = SQLITE_OK;
    const bool filled = fillEntities(
        table, columns, [&] { return (rc = sqlite3_step(rows.st)) == SQLITE_ROW; },
        [&](const auto& def, int column) { return fromSqlite(def, rows.st, column); },
        [&] {
            const auto* id = reinterpret_cast<const char*>(sqlite3_column_text(rows.st, 0));
            return QString::fromUtf8(id ? id : "");
        },
        out, error);
    if (!filled) return false;
    if (rc != SQLITE_DONE) {
        error = QStringLiteral("reading %1: %2").arg(table, QString::fromUtf8(sqlite3_errmsg(h)));
        return false;
    }
    if constexpr (!std::is_same_v<T, Source>) {
        Statement p;
        if (sqlite3_prepare_v2(h,
                               "SELECT entity_id, field, source_id, source_note, value_kind, low, "
                               "high FROM value_provenance WHERE entity = ?",
                               -1, &p.st, nullptr) != SQLITE_OK) {
            error = QStringLiteral("reading value_provenance: %1")
                        .arg(QString::fromUtf8(sqlite3_errmsg(h)));
            return false;
        }
        const std::string entity(entityKey(kindOf<T>()));
        sqlite3_bind_text(p.st, 1, entity.c_str(), int(entity.size()), SQLITE_TRANSIENT);
        auto text = [&p](int c) {
            const auto* s = reinterpret_cast<const char*>(sqlite3_column_text(p.st, c));
            return std::string(s ? s : "", std::size_t(sqlite3_column_bytes(p.st, c)));
        };
        auto number = [&p](int c) {
            return sqlite3_column_type(p.st, c) == SQLITE_NULL
                       ? std::nullopt
                       : std::optional<double>(sqlite3_column_double(p.st, c));
        };
        attachProvenance(
            out, [&] { return (rc = sqlite3_step(p.st)) == SQLITE_ROW; }, [&] { return text(0); },
            [&] { return text(1); },
            [&] { return makeProvenance(text(2), text(3), text(4), number(5), number(6)); });
        if (rc != SQLITE_DONE) {
            error = QStringLiteral("reading value_provenance: %1")
                        .arg(QString::fromUtf8(sqlite3_errmsg(h)));
            return false;
        }
    }
    return true;
}

} // namespace

template <typename T> bool readEntities(QSqlDatabase& db, std::vector<T>& out, QString& error) {
    if (!isPostgres(db))
        if (sqlite3* h = sqliteHandle(db)) return readEntitiesSqlite(h, out, error);
    const QString table = tableFor(kindOf<T>());
    QSqlQuery query(db);
    query.setForwardOnly(true);
    // PostgreSQL has no rowid; a team catalog's own rows come in id order.
    const QString order = isPostgres(db) ? QStringLiteral("id") : QStringLiteral("rowid");
    if (!query.exec(QStringLiteral("SELECT * FROM %1 ORDER BY %2").arg(table, order))) {
        error = QStringLiteral("reading %1: %2").arg(table, query.lastError().text());
        return false;
    }
    const QSqlRecord rec = query.record();
    std::vector<int> columns;
    for (const auto& f : fieldsOf<T>())
        columns.push_back(rec.indexOf(q(f.name)));
    if (!fillEntities(
            table, columns, [&] { return query.next(); },
            [&](const auto& def, int column) { return fromVariant(def, query.value(column)); },
            [&] { return query.value(0).toString(); }, out, error))
        return false;
    if constexpr (!std::is_same_v<T, Source>) {
        QSqlQuery p(db);
        p.prepare(QStringLiteral("SELECT entity_id, field, source_id, source_note, value_kind, "
                                 "low, high FROM value_provenance WHERE entity = ?"));
        p.addBindValue(q(std::string(entityKey(kindOf<T>()))));
        if (!p.exec()) {
            error = QStringLiteral("reading value_provenance: %1").arg(p.lastError().text());
            return false;
        }
        auto text = [&p](int c) { return p.value(c).toString().toStdString(); };
        auto number = [&p](int c) {
            return p.value(c).isNull() ? std::nullopt
                                       : std::optional<double>(p.value(c).toDouble());
        };
        attachProvenance(
            out, [&] { return p.next(); }, [&] { return text(0); }, [&] { return text(1); },
            [&] { return makeProvenance(text(2), text(3), text(4), number(5), number(6)); });
    }
    return true;
}

template <typename T> bool writeEntity(QSqlDatabase& db, const T& e, QString& error) {
    const QString table = tableFor(kindOf<T>());
    QStringList names, marks;
    for (const auto& f : fieldsOf<T>()) {
        names << q(f.name);
        marks << QStringLiteral("?");
    }
    QSqlQuery query(db);
    if (isPostgres(db)) {
        QStringList updates;
        for (const QString& n : names)
            if (n != QLatin1String("id")) updates << QStringLiteral("%1 = EXCLUDED.%1").arg(n);
        query.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3) ON CONFLICT (id) DO UPDATE "
                                     "SET %4")
                          .arg(table, names.join(QLatin1Char(',')), marks.join(QLatin1Char(',')),
                               updates.join(QLatin1Char(','))));
    } else {
        query.prepare(QStringLiteral("INSERT OR REPLACE INTO %1 (%2) VALUES (%3)")
                          .arg(table, names.join(QLatin1Char(',')), marks.join(QLatin1Char(','))));
    }
    for (const auto& f : fieldsOf<T>())
        query.addBindValue(toVariant(f.get(e)));
    if (!query.exec()) {
        error =
            QStringLiteral("writing %1 \"%2\": %3").arg(table, q(e.id), query.lastError().text());
        return false;
    }
    if constexpr (!std::is_same_v<T, Source>) {
        const QString entity = q(std::string(entityKey(kindOf<T>())));
        QSqlQuery del(db);
        del.prepare(QStringLiteral("DELETE FROM value_provenance WHERE entity = ? AND "
                                   "entity_id = ?"));
        del.addBindValue(entity);
        del.addBindValue(q(e.id));
        if (!del.exec()) {
            error = del.lastError().text();
            return false;
        }
        for (const auto& [field, prov] : e.fields) {
            QSqlQuery ins(db);
            ins.prepare(QStringLiteral("INSERT INTO value_provenance (entity, entity_id, field, "
                                       "source_id, source_note, value_kind, low, high) VALUES "
                                       "(?,?,?,?,?,?,?,?)"));
            ins.addBindValue(entity);
            ins.addBindValue(q(e.id));
            ins.addBindValue(q(field));
            ins.addBindValue(q(prov.source_id));
            ins.addBindValue(q(prov.note));
            ins.addBindValue(q(std::string(valueKindKey(prov.kind))));
            ins.addBindValue(prov.low ? QVariant(*prov.low) : QVariant());
            ins.addBindValue(prov.high ? QVariant(*prov.high) : QVariant());
            if (!ins.exec()) {
                error = QStringLiteral("writing provenance of %1 \"%2\".%3: %4")
                            .arg(table, q(e.id), q(field), ins.lastError().text());
                return false;
            }
        }
    }
    return true;
}

bool deleteEntity(QSqlDatabase& db, EntityKind kind, const QString& id, bool& removed,
                  QString& error) {
    const QString table = tableFor(kind);
    QSqlQuery row(db);
    row.prepare(QStringLiteral("DELETE FROM %1 WHERE id = ?").arg(table));
    row.addBindValue(id);
    if (!row.exec()) {
        error = QStringLiteral("deleting %1 \"%2\": %3").arg(table, id, row.lastError().text());
        return false;
    }
    removed = row.numRowsAffected() > 0;
    QSqlQuery prov(db);
    prov.prepare(QStringLiteral("DELETE FROM value_provenance WHERE entity = ? AND entity_id = ?"));
    prov.addBindValue(q(std::string(entityKey(kind))));
    prov.addBindValue(id);
    if (!prov.exec()) {
        error = QStringLiteral("deleting the provenance of %1 \"%2\": %3")
                    .arg(table, id, prov.lastError().text());
        return false;
    }
    return true;
}

bool writeBatch(QSqlDatabase& db, const ImportBatch& batch, QString& error) {
    for (const auto& e : batch.sources)
        if (!writeEntity(db, e, error)) return false;
    for (const auto& e : batch.chips)
        if (!writeEntity(db, e, error)) return false;
    for (const auto& e : batch.systems)
        if (!writeEntity(db, e, error)) return false;
    for (const auto& e : batch.quotes)
        if (!writeEntity(db, e, error)) return false;
    for (const auto& e : batch.models)
        if (!writeEntity(db, e, error)) return false;
    for (const auto& e : batch.api_prices)
        if (!writeEntity(db, e, error)) return false;
    for (const auto& e : batch.engines)
        if (!writeEntity(db, e, error)) return false;
    return true;
}

template bool readEntities<Chip>(QSqlDatabase&, std::vector<Chip>&, QString&);
template bool readEntities<System>(QSqlDatabase&, std::vector<System>&, QString&);
template bool readEntities<RentalQuote>(QSqlDatabase&, std::vector<RentalQuote>&, QString&);
template bool readEntities<Source>(QSqlDatabase&, std::vector<Source>&, QString&);
template bool readEntities<LlmModel>(QSqlDatabase&, std::vector<LlmModel>&, QString&);
template bool readEntities<ApiPrice>(QSqlDatabase&, std::vector<ApiPrice>&, QString&);
template bool readEntities<EngineProfile>(QSqlDatabase&, std::vector<EngineProfile>&, QString&);
template bool writeEntity<Chip>(QSqlDatabase&, const Chip&, QString&);
template bool writeEntity<System>(QSqlDatabase&, const System&, QString&);
template bool writeEntity<RentalQuote>(QSqlDatabase&, const RentalQuote&, QString&);
template bool writeEntity<Source>(QSqlDatabase&, const Source&, QString&);
template bool writeEntity<LlmModel>(QSqlDatabase&, const LlmModel&, QString&);
template bool writeEntity<ApiPrice>(QSqlDatabase&, const ApiPrice&, QString&);
template bool writeEntity<EngineProfile>(QSqlDatabase&, const EngineProfile&, QString&);

} // namespace sil::db
