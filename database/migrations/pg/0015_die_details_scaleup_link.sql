-- Migration 15 (PostgreSQL): as SQLite migration 13, a chip's transistors (billions, on the
-- package's logic dies) and compute dies per package, and a system's scale-up link as a key of
-- a fixed vocabulary; NULL where no source gives them.

ALTER TABLE chips ADD COLUMN transistors_billion double precision;
ALTER TABLE chips ADD COLUMN compute_dies double precision;

ALTER TABLE systems ADD COLUMN scaleup_link text;
