-- Migration 7: the chip an architecture's tuned engine row was fitted on, so its compute
-- efficiency carries to that architecture's other chips in the ratio of their measured GEMM
-- efficiencies (docs/workload-model.md, "Engine profiles"). Column name matches core/fields.cpp.

ALTER TABLE engines ADD COLUMN fitted_chip_id TEXT;
