-- Migration 10: a chip's main-memory size and bandwidth are named for what they hold, which is
-- HBM, GDDR or SRAM as memory_type says: hbm_gb becomes memory_gb and hbm_bandwidth_gbps
-- becomes memory_bandwidth_gbps, in the chips table and wherever a field is named by its text
-- (per-value provenance and the user's edits). Column names match core/fields.cpp; files and
-- scenarios that use the former names are still read (FieldDef::former_names).

ALTER TABLE chips RENAME COLUMN hbm_gb TO memory_gb;
ALTER TABLE chips RENAME COLUMN hbm_bandwidth_gbps TO memory_bandwidth_gbps;

UPDATE value_provenance SET field = 'memory_gb' WHERE entity = 'chips' AND field = 'hbm_gb';
UPDATE value_provenance SET field = 'memory_bandwidth_gbps'
    WHERE entity = 'chips' AND field = 'hbm_bandwidth_gbps';
UPDATE user_overrides SET field = 'memory_gb' WHERE entity = 'chips' AND field = 'hbm_gb';
UPDATE user_overrides SET field = 'memory_bandwidth_gbps'
    WHERE entity = 'chips' AND field = 'hbm_bandwidth_gbps';
