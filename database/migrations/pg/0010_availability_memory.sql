-- Migration 10 (PostgreSQL): as SQLite migration 8, a chip's memory type, the availability
-- (status, announced and first-available dates with their precision) of chips and systems,
-- and each source's access date and quoted words.

ALTER TABLE chips ADD COLUMN memory_type text;
ALTER TABLE chips ADD COLUMN status text;
ALTER TABLE chips ADD COLUMN announced_date text;
ALTER TABLE chips ADD COLUMN announced_precision text;
ALTER TABLE chips ADD COLUMN available_date text;
ALTER TABLE chips ADD COLUMN available_precision text;

ALTER TABLE systems ADD COLUMN status text;
ALTER TABLE systems ADD COLUMN announced_date text;
ALTER TABLE systems ADD COLUMN announced_precision text;
ALTER TABLE systems ADD COLUMN available_date text;
ALTER TABLE systems ADD COLUMN available_precision text;

ALTER TABLE sources ADD COLUMN accessed_date text;
ALTER TABLE sources ADD COLUMN quote text;
