-- Migration 5 (PostgreSQL): API prices, ported from ../0004_api_prices.sql (the SQLite
-- migration 4; PostgreSQL's 4 is the team-only one). The table carries the team columns of
-- migration 4 (row version, who and when, stamped by the server) like every writable table.

CREATE TABLE api_prices (
    id text PRIMARY KEY,
    provider text NOT NULL,
    model_id text NOT NULL,
    usd_per_million_input_tokens double precision NOT NULL,
    usd_per_million_output_tokens double precision NOT NULL,
    usd_per_million_cached_input_tokens double precision,
    date text NOT NULL,
    source_id text,
    source_note text,
    value_kind text,
    row_version bigint NOT NULL DEFAULT 0,
    changed_by text NOT NULL DEFAULT session_user,
    changed_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE TRIGGER api_prices_stamp BEFORE INSERT OR UPDATE ON api_prices
    FOR EACH ROW EXECUTE FUNCTION stamp_change();

ALTER TABLE value_provenance DROP CONSTRAINT value_provenance_entity_check,
    ADD CONSTRAINT value_provenance_entity_check
        CHECK (entity IN ('chips', 'systems', 'prices', 'models', 'api_prices'));
ALTER TABLE user_overrides DROP CONSTRAINT user_overrides_entity_check,
    ADD CONSTRAINT user_overrides_entity_check
        CHECK (entity IN ('chips', 'systems', 'prices', 'models', 'api_prices'));

GRANT SELECT ON api_prices TO siliconomics_viewer;
GRANT INSERT, UPDATE, DELETE ON api_prices TO siliconomics_editor;
