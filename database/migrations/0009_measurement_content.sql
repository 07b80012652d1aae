-- Migration 9: each imported point carries the content hash of the file it came with (SHA-256
-- of core's normalisedPointsText: the points as the file states them, without its name), so
-- that importing the same measurements again for the same system is recognised and refused
-- instead of counting them twice. Points imported before this migration have none.

ALTER TABLE measurements ADD COLUMN content_hash TEXT;
CREATE INDEX measurements_by_content ON measurements (system_id, content_hash)
