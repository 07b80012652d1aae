-- Migration 12: what holds a system's scale-up domain ("server", "rack-scale" or "pod") as a
-- field of its own, with its source and kind per value (value_provenance, entity 'systems'):
-- stated by a source, or derived from the system's counts where none states it. NULL for a
-- system written before; its form factor is then derived from its counts. Column name matches
-- core/fields.cpp.

ALTER TABLE systems ADD COLUMN form_factor TEXT;
