-- Migration 3 (PostgreSQL; the same statements as ../0003_ranges_and_torus.sql): value ranges
-- (low/high where sources disagree or only a range is known) and torus scale-up fabrics (TPU ICI,
-- Trainium NeuronLink). Column names match core/fields.cpp.

ALTER TABLE value_provenance ADD COLUMN low double precision;
ALTER TABLE value_provenance ADD COLUMN high double precision;

ALTER TABLE systems ADD COLUMN torus_dims text;
ALTER TABLE systems ADD COLUMN torus_link_gbps double precision;
ALTER TABLE systems ADD COLUMN torus_links_per_chip double precision;
