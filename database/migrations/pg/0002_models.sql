-- Migration 2 (PostgreSQL): language models and the chips' workload-model efficiencies, ported
-- from ../0002_models.sql. PostgreSQL changes a CHECK constraint in place, so the two tables
-- SQLite rebuilds are altered instead.

CREATE TABLE models (
    id text PRIMARY KEY,
    name text NOT NULL,
    vendor text NOT NULL,
    params_total_b double precision,
    params_active_b double precision,
    layers double precision,
    hidden_size double precision,
    attention_heads double precision,
    kv_heads double precision,
    head_dim double precision,
    ffn_size double precision,
    vocab_size double precision,
    tied_embeddings integer,
    experts_total double precision,
    experts_active double precision,
    experts_shared double precision,
    expert_ffn_size double precision,
    dense_layers_before_moe double precision,
    attention_kind text,
    sliding_window_size double precision,
    sliding_window_layers double precision,
    mla_kv_lora_rank double precision,
    mla_q_lora_rank double precision,
    mla_qk_rope_head_dim double precision,
    mla_qk_nope_head_dim double precision,
    mla_v_head_dim double precision,
    max_context double precision,
    source_id text,
    source_note text,
    value_kind text
);

ALTER TABLE chips ADD COLUMN weight_read_efficiency double precision;
ALTER TABLE chips ADD COLUMN kv_read_efficiency double precision;
ALTER TABLE chips ADD COLUMN expert_read_efficiency double precision;
ALTER TABLE chips ADD COLUMN layer_overhead_us double precision;
ALTER TABLE chips ADD COLUMN moe_layer_overhead_us double precision;
ALTER TABLE chips ADD COLUMN prefill_compute_efficiency double precision;
ALTER TABLE chips ADD COLUMN train_compute_efficiency double precision;

ALTER TABLE value_provenance DROP CONSTRAINT value_provenance_entity_check,
    ADD CONSTRAINT value_provenance_entity_check
        CHECK (entity IN ('chips', 'systems', 'prices', 'models'));
ALTER TABLE user_overrides DROP CONSTRAINT user_overrides_entity_check,
    ADD CONSTRAINT user_overrides_entity_check
        CHECK (entity IN ('chips', 'systems', 'prices', 'models'));
