-- Migration 3: value ranges (low/high where sources disagree or only a range is known) and
-- torus scale-up fabrics (TPU ICI, Trainium NeuronLink). Column names match core/fields.cpp.

ALTER TABLE value_provenance ADD COLUMN low REAL;
ALTER TABLE value_provenance ADD COLUMN high REAL;

ALTER TABLE systems ADD COLUMN torus_dims TEXT;
ALTER TABLE systems ADD COLUMN torus_link_gbps REAL;
ALTER TABLE systems ADD COLUMN torus_links_per_chip REAL;
