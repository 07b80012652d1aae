-- Migration 7: the chip and weight format an architecture's tuned engine row was fitted on,
-- so its compute efficiency carries to that architecture's other chips in the ratio of their
-- measured GEMM efficiencies, and only to that format (docs/workload-model.md, "Engine
-- profiles"). Column names match core/fields.cpp.

ALTER TABLE engines ADD COLUMN fitted_chip_id TEXT;
ALTER TABLE engines ADD COLUMN fitted_format TEXT;
