-- Migration 8 (PostgreSQL): as SQLite migration 7, the chip a tuned engine row was fitted on.

ALTER TABLE engines ADD COLUMN fitted_chip_id text;
