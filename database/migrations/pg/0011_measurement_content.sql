-- Migration 11 (PostgreSQL): as SQLite migration 9, each imported point carries the content
-- hash of the file it came with, so that the same measurements imported again for the same
-- system are recognised and refused. Points imported before this migration have none.

ALTER TABLE measurements ADD COLUMN content_hash text;
CREATE INDEX measurements_by_content ON measurements (system_id, content_hash);
