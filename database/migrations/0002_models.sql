-- Migration 2: language models (the workload model's input) and the chips' workload-model
-- efficiencies (docs/workload-model.md). Column names match core/fields.cpp.

CREATE TABLE models (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    vendor TEXT NOT NULL,
    params_total_b REAL,
    params_active_b REAL,
    layers REAL,
    hidden_size REAL,
    attention_heads REAL,
    kv_heads REAL,
    head_dim REAL,
    ffn_size REAL,
    vocab_size REAL,
    tied_embeddings INTEGER,
    experts_total REAL,
    experts_active REAL,
    experts_shared REAL,
    expert_ffn_size REAL,
    dense_layers_before_moe REAL,
    attention_kind TEXT,
    sliding_window_size REAL,
    sliding_window_layers REAL,
    mla_kv_lora_rank REAL,
    mla_q_lora_rank REAL,
    mla_qk_rope_head_dim REAL,
    mla_qk_nope_head_dim REAL,
    mla_v_head_dim REAL,
    max_context REAL,
    source_id TEXT,
    source_note TEXT,
    value_kind TEXT
);

ALTER TABLE chips ADD COLUMN weight_read_efficiency REAL;
ALTER TABLE chips ADD COLUMN kv_read_efficiency REAL;
ALTER TABLE chips ADD COLUMN expert_read_efficiency REAL;
ALTER TABLE chips ADD COLUMN layer_overhead_us REAL;
ALTER TABLE chips ADD COLUMN moe_layer_overhead_us REAL;
ALTER TABLE chips ADD COLUMN prefill_compute_efficiency REAL;
ALTER TABLE chips ADD COLUMN train_compute_efficiency REAL;

-- Per-field provenance and user edits may now name models too. SQLite cannot change a CHECK
-- constraint in place, so both tables are rebuilt with their rows.
CREATE TABLE value_provenance_v2 (
    entity TEXT NOT NULL CHECK (entity IN ('chips', 'systems', 'prices', 'models')),
    entity_id TEXT NOT NULL,
    field TEXT NOT NULL,
    source_id TEXT,
    source_note TEXT,
    value_kind TEXT NOT NULL,
    PRIMARY KEY (entity, entity_id, field)
);
INSERT INTO value_provenance_v2 SELECT entity, entity_id, field, source_id, source_note, value_kind
    FROM value_provenance;
DROP TABLE value_provenance;
ALTER TABLE value_provenance_v2 RENAME TO value_provenance;

CREATE TABLE user_overrides_v2 (
    entity TEXT NOT NULL CHECK (entity IN ('chips', 'systems', 'prices', 'models')),
    entity_id TEXT NOT NULL,
    field TEXT NOT NULL,
    value TEXT,
    note TEXT,
    edited_at TEXT NOT NULL,
    PRIMARY KEY (entity, entity_id, field)
);
INSERT INTO user_overrides_v2 SELECT entity, entity_id, field, value, note, edited_at
    FROM user_overrides;
DROP TABLE user_overrides;
ALTER TABLE user_overrides_v2 RENAME TO user_overrides;
