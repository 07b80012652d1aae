-- Migration 12 (PostgreSQL): as SQLite migration 10, hbm_gb becomes memory_gb and
-- hbm_bandwidth_gbps becomes memory_bandwidth_gbps, in the chips table, the per-value
-- provenance, the users' edits and their history. Renaming a field is not an edit: the
-- edits' triggers (who and when, history) are off while their field names change, so every
-- edit keeps its author, time, version and history.

ALTER TABLE chips RENAME COLUMN hbm_gb TO memory_gb;
ALTER TABLE chips RENAME COLUMN hbm_bandwidth_gbps TO memory_bandwidth_gbps;

UPDATE value_provenance SET field = 'memory_gb' WHERE entity = 'chips' AND field = 'hbm_gb';
UPDATE value_provenance SET field = 'memory_bandwidth_gbps'
    WHERE entity = 'chips' AND field = 'hbm_bandwidth_gbps';

ALTER TABLE user_overrides DISABLE TRIGGER USER;
UPDATE user_overrides SET field = 'memory_gb' WHERE entity = 'chips' AND field = 'hbm_gb';
UPDATE user_overrides SET field = 'memory_bandwidth_gbps'
    WHERE entity = 'chips' AND field = 'hbm_bandwidth_gbps';
ALTER TABLE user_overrides ENABLE TRIGGER USER;

UPDATE value_history SET field = 'memory_gb' WHERE entity = 'chips' AND field = 'hbm_gb';
UPDATE value_history SET field = 'memory_bandwidth_gbps'
    WHERE entity = 'chips' AND field = 'hbm_bandwidth_gbps';
