-- Migration 4: API prices (pay per token): a provider's price per million input, output and
-- cached input tokens for a catalog model on a date. Column names match core/fields.cpp.

CREATE TABLE api_prices (
    id TEXT PRIMARY KEY,
    provider TEXT NOT NULL,
    model_id TEXT NOT NULL,
    usd_per_million_input_tokens REAL NOT NULL,
    usd_per_million_output_tokens REAL NOT NULL,
    usd_per_million_cached_input_tokens REAL,
    date TEXT NOT NULL,
    source_id TEXT,
    source_note TEXT,
    value_kind TEXT
);

-- Per-field provenance and user edits may now name API prices too. SQLite cannot change a
-- CHECK constraint in place, so both tables are rebuilt with their rows (as in migration 2).
CREATE TABLE value_provenance_v4 (
    entity TEXT NOT NULL CHECK (entity IN ('chips', 'systems', 'prices', 'models', 'api_prices')),
    entity_id TEXT NOT NULL,
    field TEXT NOT NULL,
    source_id TEXT,
    source_note TEXT,
    value_kind TEXT NOT NULL,
    low REAL,
    high REAL,
    PRIMARY KEY (entity, entity_id, field)
);
INSERT INTO value_provenance_v4 SELECT entity, entity_id, field, source_id, source_note, value_kind,
    low, high FROM value_provenance;
DROP TABLE value_provenance;
ALTER TABLE value_provenance_v4 RENAME TO value_provenance;

CREATE TABLE user_overrides_v4 (
    entity TEXT NOT NULL CHECK (entity IN ('chips', 'systems', 'prices', 'models', 'api_prices')),
    entity_id TEXT NOT NULL,
    field TEXT NOT NULL,
    value TEXT,
    note TEXT,
    edited_at TEXT NOT NULL,
    PRIMARY KEY (entity, entity_id, field)
);
INSERT INTO user_overrides_v4 SELECT entity, entity_id, field, value, note, edited_at
    FROM user_overrides;
DROP TABLE user_overrides;
ALTER TABLE user_overrides_v4 RENAME TO user_overrides;
