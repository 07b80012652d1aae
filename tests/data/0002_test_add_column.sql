-- Test-only migration 2: adds a column, to exercise backup-before-migrate.
ALTER TABLE chips ADD COLUMN test_note TEXT;
