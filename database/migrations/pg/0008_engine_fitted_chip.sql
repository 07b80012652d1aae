-- Migration 8 (PostgreSQL): as SQLite migration 7, the chip and weight format a tuned engine
-- row was fitted on.

ALTER TABLE engines ADD COLUMN fitted_chip_id text;
ALTER TABLE engines ADD COLUMN fitted_format text;
