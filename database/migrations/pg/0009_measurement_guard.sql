-- Migration 9 (PostgreSQL only): the team's measurements and fitted engine rows under the same
-- guard as its catalog values.
--
-- * A measurement's point is a stored measured point, or the server refuses the row: valid
--   JSON, an object whose "kind" is the row's kind and whose "line" is a whole number; every
--   key the readers take as a number (a count, a flag) has that type or is null; and
--   every number anywhere in it is finite in a double (PostgreSQL's numeric takes 1e400, the
--   readers cannot; JSON has no NaN). NOT VALID: a bad row stored before this migration does
--   not stop it (the readers skip such a row with a warning naming its id); every new or
--   changed row is checked. The readers' keys are core/measurements/measured_point_json.cpp's.
CREATE FUNCTION measurement_point_ok(point text, kind text) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE SET search_path = siliconomics, pg_temp AS $$
DECLARE
    j jsonb;
    k text;
    v jsonb;
BEGIN
    BEGIN
        j := point::jsonb;
    EXCEPTION WHEN others THEN
        RETURN false;
    END;
    IF jsonb_typeof(j) IS DISTINCT FROM 'object' OR j ->> 'kind' IS DISTINCT FROM kind
       OR jsonb_typeof(j -> 'line') IS DISTINCT FROM 'number' THEN
        RETURN false;
    END IF;
    IF (j ->> 'line')::numeric < 0 OR (j ->> 'line')::numeric <> trunc((j ->> 'line')::numeric) THEN
        RETURN false;
    END IF;
    IF jsonb_path_exists(j, 'strict $.** ? (@.type() == "number" && @.abs() > 1.7976931348623157e308)')
    THEN
        RETURN false;
    END IF;
    FOR k, v IN SELECT e.key, e.value FROM jsonb_each(j) AS e LOOP
        CONTINUE WHEN jsonb_typeof(v) = 'null';
        IF k IN ('gpus', 'tp', 'ranks') THEN
            IF jsonb_typeof(v) <> 'number' OR v::text::numeric <> trunc(v::text::numeric)
               OR abs(v::text::numeric) > 2147483647 THEN
                RETURN false;
            END IF;
        ELSIF k = 'in_place' THEN
            IF jsonb_typeof(v) <> 'boolean' THEN
                RETURN false;
            END IF;
        ELSIF k IN ('concurrency', 'num_requests', 'prompt_tokens', 'output_tokens',
                    'context_tokens', 'duration_s', 'request_throughput_per_s',
                    'output_tokens_per_s', 'output_tokens_per_s_per_gpu', 'total_tokens_per_s',
                    'total_tokens_per_s_per_gpu', 'prefill_tokens_per_s',
                    'tokens_per_s_per_user', 'step_ms', 'power_w', 'bytes', 'time_us',
                    'algbw_gbps', 'busbw_gbps') THEN
            IF jsonb_typeof(v) <> 'number' THEN
                RETURN false;
            END IF;
        END IF;
    END LOOP;
    RETURN true;
END
$$;

ALTER TABLE measurements ADD CONSTRAINT measurements_point_check
    CHECK (measurement_point_ok(point, kind)) NOT VALID;

-- * Ownership. A measurement belongs to whoever imported it (imported_by), an engine row to
--   whoever first stored it (created_by, stamped like imported_by; a row stored before this
--   migration belongs to its last changer). An editor may UPDATE or DELETE only their own
--   rows, a siliconomics_admin any: the server refuses the rest naming the owner, so a DELETE
--   without WHERE that meets someone else's row fails as a whole. No UPDATE changes a row's id
--   (its history would lose track of it).
-- * History. Every INSERT, UPDATE and DELETE of a measurement or an engine row lands in
--   row_history (the whole row before and after, who, when), written by a SECURITY DEFINER
--   trigger that editors cannot reach. restore_row(history_id) sets the row back to what that
--   entry left (re-creating it, with its owner, or deleting it): a new, recorded change, for
--   the row's owner or an admin.
-- * While restore_row (running as siliconomics_admin) re-creates a row, the owner stamps keep
--   the row's recorded owner instead of the session user: the setting siliconomics.restoring
--   is honoured only for the role siliconomics_admin itself.

CREATE FUNCTION is_team_admin() RETURNS boolean
LANGUAGE sql STABLE AS $$ SELECT pg_has_role(session_user, 'siliconomics_admin', 'MEMBER') $$;

CREATE FUNCTION restoring_row() RETURNS boolean
LANGUAGE sql STABLE AS $$
    SELECT current_user = 'siliconomics_admin'
           AND coalesce(current_setting('siliconomics.restoring', true), '') = 'on'
$$;

-- * Who imported a point, and when, is the server's word: on INSERT imported_by is the
--   session user and imported_at the server's clock (UTC, ISO 8601 like the SQLite rows),
--   whatever the client sent; an UPDATE keeps both. The function runs as the caller (not
--   SECURITY DEFINER): it only assigns to the new row. (restore_row below re-creates a row
--   with its recorded importer.)
CREATE FUNCTION stamp_import() RETURNS trigger
LANGUAGE plpgsql SET search_path = siliconomics, pg_temp AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        IF NOT restoring_row() THEN
            NEW.imported_by := session_user;
            NEW.imported_at := to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"');
        END IF;
    ELSE
        NEW.imported_by := OLD.imported_by;
        NEW.imported_at := OLD.imported_at;
    END IF;
    RETURN NEW;
END
$$;

CREATE TRIGGER measurements_stamp_import BEFORE INSERT OR UPDATE ON measurements
    FOR EACH ROW EXECUTE FUNCTION stamp_import();
REVOKE ALL ON FUNCTION stamp_import() FROM PUBLIC;

ALTER TABLE engines ADD COLUMN created_by text;
ALTER TABLE engines DISABLE TRIGGER engines_stamp;
UPDATE engines SET created_by = changed_by;
ALTER TABLE engines ENABLE TRIGGER engines_stamp;
ALTER TABLE engines ALTER COLUMN created_by SET NOT NULL,
    ALTER COLUMN created_by SET DEFAULT session_user;

CREATE FUNCTION stamp_creator() RETURNS trigger
LANGUAGE plpgsql SET search_path = siliconomics, pg_temp AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        IF NOT restoring_row() OR NEW.created_by IS NULL THEN
            NEW.created_by := session_user;
        END IF;
    ELSE
        NEW.created_by := OLD.created_by;
    END IF;
    RETURN NEW;
END
$$;

CREATE TRIGGER engines_stamp_creator BEFORE INSERT OR UPDATE ON engines
    FOR EACH ROW EXECUTE FUNCTION stamp_creator();

-- TG_ARGV[0]: the owner column; TG_ARGV[1]: what a row is called in the message.
CREATE FUNCTION guard_owned_row() RETURNS trigger
LANGUAGE plpgsql SET search_path = siliconomics, pg_temp AS $$
DECLARE
    owner text := to_jsonb(OLD) ->> TG_ARGV[0];
BEGIN
    IF TG_OP = 'UPDATE' AND NEW.id IS DISTINCT FROM OLD.id THEN
        RAISE EXCEPTION '% % cannot change its id (to %): its history would lose track of it',
            TG_ARGV[1], OLD.id, NEW.id USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF owner IS DISTINCT FROM session_user AND NOT is_team_admin() THEN
        RAISE EXCEPTION '% % belongs to %: only % or a siliconomics_admin may %', TG_ARGV[1],
            OLD.id, owner, owner, CASE TG_OP WHEN 'DELETE' THEN 'delete it' ELSE 'change it' END
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF TG_OP = 'DELETE' THEN
        RETURN OLD;
    END IF;
    RETURN NEW;
END
$$;

CREATE TRIGGER measurements_guard BEFORE UPDATE OR DELETE ON measurements
    FOR EACH ROW EXECUTE FUNCTION guard_owned_row('imported_by', 'measurement');
CREATE TRIGGER engines_guard BEFORE UPDATE OR DELETE ON engines
    FOR EACH ROW EXECUTE FUNCTION guard_owned_row('created_by', 'engine row');

CREATE TABLE row_history (
    id bigserial PRIMARY KEY,
    table_name text NOT NULL
        CONSTRAINT row_history_table_check CHECK (table_name IN ('measurements', 'engines')),
    row_id text NOT NULL,
    action text NOT NULL
        CONSTRAINT row_history_action_check CHECK (action IN ('insert', 'update', 'delete')),
    old_row jsonb,
    new_row jsonb,
    changed_by text NOT NULL,
    changed_at timestamptz NOT NULL
);
CREATE INDEX row_history_by_row ON row_history (table_name, row_id, id);

CREATE FUNCTION record_row_history() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = siliconomics, pg_temp AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        INSERT INTO row_history (table_name, row_id, action, old_row, new_row, changed_by,
                                 changed_at)
        VALUES (TG_TABLE_NAME, OLD.id::text, 'delete', to_jsonb(OLD), NULL, session_user,
                clock_timestamp());
        RETURN OLD;
    END IF;
    IF TG_OP = 'UPDATE' THEN
        INSERT INTO row_history (table_name, row_id, action, old_row, new_row, changed_by,
                                 changed_at)
        VALUES (TG_TABLE_NAME, NEW.id::text, 'update', to_jsonb(OLD), to_jsonb(NEW),
                session_user, clock_timestamp());
    ELSE
        INSERT INTO row_history (table_name, row_id, action, old_row, new_row, changed_by,
                                 changed_at)
        VALUES (TG_TABLE_NAME, NEW.id::text, 'insert', NULL, to_jsonb(NEW), session_user,
                clock_timestamp());
    END IF;
    RETURN NEW;
END
$$;

CREATE TRIGGER measurements_history AFTER INSERT OR UPDATE OR DELETE ON measurements
    FOR EACH ROW EXECUTE FUNCTION record_row_history();
CREATE TRIGGER engines_history AFTER INSERT OR UPDATE OR DELETE ON engines
    FOR EACH ROW EXECUTE FUNCTION record_row_history();

CREATE FUNCTION restore_row(history_id bigint) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = siliconomics, pg_temp AS $$
DECLARE
    h row_history;
    owner_column text;
    now_row jsonb;
    target jsonb;
    columns text;
BEGIN
    SELECT * INTO h FROM row_history WHERE id = history_id;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no row history entry %', history_id
            USING ERRCODE = 'no_data_found';
    END IF;
    owner_column := CASE h.table_name WHEN 'measurements' THEN 'imported_by' ELSE 'created_by' END;
    target := h.new_row; -- NULL after a delete: the row is to be absent
    EXECUTE format('SELECT to_jsonb(t) FROM %I AS t WHERE t.id::text = $1', h.table_name)
        INTO now_row USING h.row_id;
    IF NOT is_team_admin()
       AND ((now_row IS NOT NULL AND now_row ->> owner_column IS DISTINCT FROM session_user)
            OR coalesce(target, h.old_row) ->> owner_column IS DISTINCT FROM session_user) THEN
        RAISE EXCEPTION '% % belongs to %: only its owner or a siliconomics_admin may restore it',
            CASE h.table_name WHEN 'measurements' THEN 'measurement' ELSE 'engine row' END,
            h.row_id, coalesce(now_row, target, h.old_row) ->> owner_column
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF target IS NULL THEN
        EXECUTE format('DELETE FROM %I WHERE id::text = $1', h.table_name) USING h.row_id;
        RETURN;
    END IF;
    SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) INTO columns
    FROM pg_attribute AS a
    WHERE a.attrelid = h.table_name::regclass AND a.attnum > 0 AND NOT a.attisdropped
      AND a.attname NOT IN ('id', 'row_version', 'changed_by', 'changed_at');
    PERFORM set_config('siliconomics.restoring', 'on', true);
    IF now_row IS NULL THEN
        EXECUTE format('INSERT INTO %I (id, %s) SELECT id, %s FROM jsonb_populate_record(NULL::%I, $1)',
                       h.table_name, columns, columns, h.table_name) USING target;
    ELSE
        EXECUTE format('UPDATE %I SET (%s) = (SELECT %s FROM jsonb_populate_record(NULL::%I, $1)) '
                       'WHERE id::text = $2', h.table_name, columns, columns, h.table_name)
            USING target, h.row_id;
    END IF;
    PERFORM set_config('siliconomics.restoring', 'off', true);
END
$$;

REVOKE ALL ON FUNCTION stamp_creator() FROM PUBLIC;
REVOKE ALL ON FUNCTION guard_owned_row() FROM PUBLIC;
REVOKE ALL ON FUNCTION record_row_history() FROM PUBLIC;
REVOKE ALL ON FUNCTION restore_row(bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION restore_row(bigint) TO siliconomics_editor;
GRANT SELECT ON row_history TO siliconomics_viewer;

-- * An edited value's key (entity, entity_id, field) never changes: moving an edit from one
--   chip to another would revert the first with no history entry and give the second an "old
--   value" that was the first one's. Edit the one value and revert the other instead.
CREATE FUNCTION keep_override_key() RETURNS trigger
LANGUAGE plpgsql SET search_path = siliconomics, pg_temp AS $$
BEGIN
    IF (NEW.entity, NEW.entity_id, NEW.field) IS DISTINCT FROM (OLD.entity, OLD.entity_id, OLD.field) THEN
        RAISE EXCEPTION 'the edit of %/%/% cannot move to %/%/%: edit that value and revert this one',
            OLD.entity, OLD.entity_id, OLD.field, NEW.entity, NEW.entity_id, NEW.field
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NEW;
END
$$;

CREATE TRIGGER user_overrides_keep_key BEFORE UPDATE ON user_overrides
    FOR EACH ROW EXECUTE FUNCTION keep_override_key();

REVOKE ALL ON FUNCTION keep_override_key() FROM PUBLIC;

-- * Size limits, as the app's (core/measurements/limits.h): one import (a file: the same
--   importer, import time and file name) brings at most max_points_per_file() points, one
--   system holds at most max_points_per_system(). Checked after each statement that adds or
--   changes points (the app sends a file's points a few hundred to a statement), under an
--   advisory lock per system held to the end of the transaction, so that two imports
--   committing at once cannot both slip under the limit. (A counter row updated per point was
--   tried first: 10,000 updates of one row in one transaction made a 10,000-point import ten
--   times slower.) A system over the limit before this migration takes no new point until
--   some are deleted.
CREATE FUNCTION max_points_per_file() RETURNS integer
LANGUAGE sql IMMUTABLE AS $$ SELECT 10000 $$;
CREATE FUNCTION max_points_per_system() RETURNS integer
LANGUAGE sql IMMUTABLE AS $$ SELECT 20000 $$;

CREATE INDEX measurements_by_system ON measurements (system_id);

CREATE FUNCTION check_point_limits() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = siliconomics, pg_temp AS $$
DECLARE
    r record;
    n bigint;
BEGIN
    FOR r IN SELECT DISTINCT a.system_id FROM added AS a ORDER BY a.system_id LOOP
        PERFORM pg_advisory_xact_lock(7316002, hashtext(r.system_id));
        SELECT count(*) INTO n FROM measurements AS m WHERE m.system_id = r.system_id;
        IF n > max_points_per_system() THEN
            RAISE EXCEPTION 'system % would hold % measured points, more than the % one system may hold; delete some (measurements delete) or import fewer',
                r.system_id, n, max_points_per_system() USING ERRCODE = 'program_limit_exceeded';
        END IF;
    END LOOP;
    FOR r IN SELECT DISTINCT a.system_id, a.imported_by, a.imported_at, a.file_name
             FROM added AS a LOOP
        SELECT count(*) INTO n FROM measurements AS m
        WHERE m.system_id = r.system_id AND m.imported_by = r.imported_by
          AND m.imported_at = r.imported_at AND m.file_name = r.file_name;
        IF n > max_points_per_file() THEN
            RAISE EXCEPTION 'the import of % would bring % measured points, more than the % one file may bring; split it',
                r.file_name, n, max_points_per_file() USING ERRCODE = 'program_limit_exceeded';
        END IF;
    END LOOP;
    RETURN NULL;
END
$$;

CREATE TRIGGER measurements_limits_insert AFTER INSERT ON measurements
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION check_point_limits();
CREATE TRIGGER measurements_limits_update AFTER UPDATE ON measurements
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION check_point_limits();

REVOKE ALL ON FUNCTION check_point_limits() FROM PUBLIC;
