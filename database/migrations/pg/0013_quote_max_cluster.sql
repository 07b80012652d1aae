-- Migration 13 (PostgreSQL): as SQLite migration 11, the largest cluster a rental quote is
-- offered for, in GPUs, where its source says so; NULL when it does not.

ALTER TABLE rental_quotes ADD COLUMN max_cluster_gpus double precision;
