-- Migration 11: the largest cluster a rental quote is offered for, in GPUs, where its source
-- says so (a marketplace listing of one server is not an offer of a thousand GPUs); NULL when
-- the source does not say. Its source, when not the quote's own, is per-value provenance
-- (value_provenance, entity 'prices'). Column name matches core/fields.cpp.

ALTER TABLE rental_quotes ADD COLUMN max_cluster_gpus REAL;
