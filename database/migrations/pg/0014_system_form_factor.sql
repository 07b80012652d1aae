-- Migration 14 (PostgreSQL): as SQLite migration 12, a system's form factor ("server",
-- "rack-scale" or "pod") as a field of its own; NULL when not stored.

ALTER TABLE systems ADD COLUMN form_factor text;
