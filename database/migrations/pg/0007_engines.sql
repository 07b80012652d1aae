-- Migration 7 (PostgreSQL): serving engine profiles and the chip architecture, ported from
-- ../0006_engines.sql (the SQLite migration 6), with the team columns of migration 4 (row
-- version, who and when, stamped by the server) like every writable table.

ALTER TABLE chips ADD COLUMN architecture text;

CREATE TABLE engines (
    id text PRIMARY KEY,
    engine_id text NOT NULL,
    name text NOT NULL,
    version text,
    date text,
    chip_family text,
    system_id text,
    default_for_vendors text,
    weight_formats text,
    gpu_memory_utilization double precision,
    kv_block_tokens double precision,
    weight_read_efficiency double precision,
    kv_read_efficiency double precision,
    expert_read_efficiency double precision,
    layer_overhead_us double precision,
    moe_layer_overhead_us double precision,
    prefill_compute_efficiency double precision,
    collective_overhead_us double precision,
    scaleup_efficiency double precision,
    source_id text,
    source_note text,
    value_kind text,
    row_version bigint NOT NULL DEFAULT 0,
    changed_by text NOT NULL DEFAULT session_user,
    changed_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE TRIGGER engines_stamp BEFORE INSERT OR UPDATE ON engines
    FOR EACH ROW EXECUTE FUNCTION stamp_change();

ALTER TABLE value_provenance DROP CONSTRAINT value_provenance_entity_check,
    ADD CONSTRAINT value_provenance_entity_check
        CHECK (entity IN ('chips', 'systems', 'prices', 'models', 'api_prices', 'engines'));
ALTER TABLE user_overrides DROP CONSTRAINT user_overrides_entity_check,
    ADD CONSTRAINT user_overrides_entity_check
        CHECK (entity IN ('chips', 'systems', 'prices', 'models', 'api_prices', 'engines'));

GRANT SELECT ON engines TO siliconomics_viewer;
GRANT INSERT, UPDATE, DELETE ON engines TO siliconomics_editor;
