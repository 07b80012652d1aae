-- Migration 13: a chip's die details and a system's scale-up link as values, each with its
-- source and kind per value (value_provenance): the transistors on the package's logic dies, in
-- billions; the compute dies per package (GPU dies, XCD/GCD chiplets, compute tiles; I/O dies
-- and memory stacks left out); the scale-up link as a key of a fixed vocabulary ("nvlink-5",
-- "infinity-fabric-4"), beside scaleup_fabric's words. NULL where no source gives them. Column
-- names match core/fields.cpp.

ALTER TABLE chips ADD COLUMN transistors_billion REAL;
ALTER TABLE chips ADD COLUMN compute_dies REAL;

ALTER TABLE systems ADD COLUMN scaleup_link TEXT;
