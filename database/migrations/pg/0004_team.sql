-- Migration 4 (PostgreSQL only): what a shared team catalog needs on top of the catalog schema.
--
-- * Who and when: every writable table gets changed_by / changed_at, set by a trigger from
--   session_user and the server clock, so a client cannot write someone else's name or time.
-- * Optimistic concurrency: every row gets row_version, taken by the same trigger from one
--   sequence on each insert and update. Versions are never reused, so "I read version 17" stays
--   a precise claim even after a value is reverted and set again. Clients update with
--   "... WHERE row_version = <the version I read>"; no row updated means someone else won.
-- * History: value_history gets one row per set or revert of a user value, written by a
--   SECURITY DEFINER trigger; editors can read it but not write it.
-- * Roles, enforced by the server: siliconomics_viewer reads, siliconomics_editor also edits
--   values, imports and saves scenarios, siliconomics_admin owns the schema and migrates.
--   The roles themselves are created by "siliconomics-cli team init" (roles are cluster-wide,
--   not part of one database's schema).

CREATE SEQUENCE row_version_seq;

CREATE FUNCTION stamp_change() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = siliconomics, pg_temp AS $$
BEGIN
    NEW.changed_by := session_user;
    NEW.changed_at := clock_timestamp();
    NEW.row_version := nextval('row_version_seq');
    RETURN NEW;
END
$$;

ALTER TABLE sources ADD COLUMN row_version bigint NOT NULL DEFAULT 0,
    ADD COLUMN changed_by text NOT NULL DEFAULT session_user,
    ADD COLUMN changed_at timestamptz NOT NULL DEFAULT clock_timestamp();
ALTER TABLE chips ADD COLUMN row_version bigint NOT NULL DEFAULT 0,
    ADD COLUMN changed_by text NOT NULL DEFAULT session_user,
    ADD COLUMN changed_at timestamptz NOT NULL DEFAULT clock_timestamp();
ALTER TABLE systems ADD COLUMN row_version bigint NOT NULL DEFAULT 0,
    ADD COLUMN changed_by text NOT NULL DEFAULT session_user,
    ADD COLUMN changed_at timestamptz NOT NULL DEFAULT clock_timestamp();
ALTER TABLE rental_quotes ADD COLUMN row_version bigint NOT NULL DEFAULT 0,
    ADD COLUMN changed_by text NOT NULL DEFAULT session_user,
    ADD COLUMN changed_at timestamptz NOT NULL DEFAULT clock_timestamp();
ALTER TABLE models ADD COLUMN row_version bigint NOT NULL DEFAULT 0,
    ADD COLUMN changed_by text NOT NULL DEFAULT session_user,
    ADD COLUMN changed_at timestamptz NOT NULL DEFAULT clock_timestamp();
ALTER TABLE user_overrides ADD COLUMN row_version bigint NOT NULL DEFAULT 0,
    ADD COLUMN changed_by text NOT NULL DEFAULT session_user,
    ADD COLUMN changed_at timestamptz NOT NULL DEFAULT clock_timestamp();
ALTER TABLE scenarios ADD COLUMN row_version bigint NOT NULL DEFAULT 0,
    ADD COLUMN changed_by text NOT NULL DEFAULT session_user,
    ADD COLUMN changed_at timestamptz NOT NULL DEFAULT clock_timestamp();

CREATE TRIGGER sources_stamp BEFORE INSERT OR UPDATE ON sources
    FOR EACH ROW EXECUTE FUNCTION stamp_change();
CREATE TRIGGER chips_stamp BEFORE INSERT OR UPDATE ON chips
    FOR EACH ROW EXECUTE FUNCTION stamp_change();
CREATE TRIGGER systems_stamp BEFORE INSERT OR UPDATE ON systems
    FOR EACH ROW EXECUTE FUNCTION stamp_change();
CREATE TRIGGER rental_quotes_stamp BEFORE INSERT OR UPDATE ON rental_quotes
    FOR EACH ROW EXECUTE FUNCTION stamp_change();
CREATE TRIGGER models_stamp BEFORE INSERT OR UPDATE ON models
    FOR EACH ROW EXECUTE FUNCTION stamp_change();
CREATE TRIGGER user_overrides_stamp BEFORE INSERT OR UPDATE ON user_overrides
    FOR EACH ROW EXECUTE FUNCTION stamp_change();
CREATE TRIGGER scenarios_stamp BEFORE INSERT OR UPDATE ON scenarios
    FOR EACH ROW EXECUTE FUNCTION stamp_change();

CREATE TABLE value_history (
    id bigserial PRIMARY KEY,
    entity text NOT NULL,
    entity_id text NOT NULL,
    field text NOT NULL,
    action text NOT NULL CONSTRAINT value_history_action_check CHECK (action IN ('set', 'revert')),
    old_value text,
    new_value text,
    note text,
    row_version bigint,
    changed_by text NOT NULL,
    changed_at timestamptz NOT NULL
);
CREATE INDEX value_history_by_value ON value_history (entity, entity_id, field, id);

CREATE FUNCTION record_value_history() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = siliconomics, pg_temp AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        INSERT INTO value_history (entity, entity_id, field, action, old_value, new_value, note,
                                   row_version, changed_by, changed_at)
        VALUES (OLD.entity, OLD.entity_id, OLD.field, 'revert', OLD.value, NULL, NULL,
                OLD.row_version, session_user, clock_timestamp());
        RETURN OLD;
    END IF;
    INSERT INTO value_history (entity, entity_id, field, action, old_value, new_value, note,
                               row_version, changed_by, changed_at)
    VALUES (NEW.entity, NEW.entity_id, NEW.field, 'set',
            CASE WHEN TG_OP = 'UPDATE' THEN OLD.value ELSE NULL END, NEW.value, NEW.note,
            NEW.row_version, NEW.changed_by, NEW.changed_at);
    RETURN NEW;
END
$$;

CREATE TRIGGER user_overrides_history AFTER INSERT OR UPDATE OR DELETE ON user_overrides
    FOR EACH ROW EXECUTE FUNCTION record_value_history();

-- Nobody but the owner (siliconomics_admin) may run the trigger functions directly.
REVOKE ALL ON FUNCTION stamp_change() FROM PUBLIC;
REVOKE ALL ON FUNCTION record_value_history() FROM PUBLIC;

-- Privileges. Membership chains them: admin is a member of editor, editor of viewer.
GRANT USAGE ON SCHEMA siliconomics TO siliconomics_viewer;
GRANT SELECT ON ALL TABLES IN SCHEMA siliconomics TO siliconomics_viewer;
GRANT INSERT, UPDATE, DELETE ON sources, chips, systems, rental_quotes, models, value_provenance,
    user_overrides, scenarios TO siliconomics_editor;
-- value_history, schema_migrations, meta and vendors stay read-only for editors.
ALTER DEFAULT PRIVILEGES IN SCHEMA siliconomics GRANT SELECT ON TABLES TO siliconomics_viewer;
