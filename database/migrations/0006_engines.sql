-- Migration 6: serving engine profiles (docs/workload-model.md, "Engine profiles") and the
-- chip architecture they key on. Column names match core/fields.cpp.

ALTER TABLE chips ADD COLUMN architecture TEXT;

CREATE TABLE engines (
    id TEXT PRIMARY KEY,
    engine_id TEXT NOT NULL,
    name TEXT NOT NULL,
    version TEXT,
    date TEXT,
    chip_family TEXT,
    system_id TEXT,
    default_for_vendors TEXT,
    weight_formats TEXT,
    gpu_memory_utilization REAL,
    kv_block_tokens REAL,
    weight_read_efficiency REAL,
    kv_read_efficiency REAL,
    expert_read_efficiency REAL,
    layer_overhead_us REAL,
    moe_layer_overhead_us REAL,
    prefill_compute_efficiency REAL,
    collective_overhead_us REAL,
    scaleup_efficiency REAL,
    source_id TEXT,
    source_note TEXT,
    value_kind TEXT
);

-- Per-field provenance and user edits may now name engines too. SQLite cannot change a
-- CHECK constraint in place, so both tables are rebuilt with their rows (as in migration 4).
CREATE TABLE value_provenance_v6 (
    entity TEXT NOT NULL CHECK (entity IN ('chips', 'systems', 'prices', 'models', 'api_prices',
                                           'engines')),
    entity_id TEXT NOT NULL,
    field TEXT NOT NULL,
    source_id TEXT,
    source_note TEXT,
    value_kind TEXT NOT NULL,
    low REAL,
    high REAL,
    PRIMARY KEY (entity, entity_id, field)
);
INSERT INTO value_provenance_v6 SELECT entity, entity_id, field, source_id, source_note, value_kind,
    low, high FROM value_provenance;
DROP TABLE value_provenance;
ALTER TABLE value_provenance_v6 RENAME TO value_provenance;

CREATE TABLE user_overrides_v6 (
    entity TEXT NOT NULL CHECK (entity IN ('chips', 'systems', 'prices', 'models', 'api_prices',
                                           'engines')),
    entity_id TEXT NOT NULL,
    field TEXT NOT NULL,
    value TEXT,
    note TEXT,
    edited_at TEXT NOT NULL,
    PRIMARY KEY (entity, entity_id, field)
);
INSERT INTO user_overrides_v6 SELECT entity, entity_id, field, value, note, edited_at
    FROM user_overrides;
DROP TABLE user_overrides;
ALTER TABLE user_overrides_v6 RENAME TO user_overrides;
