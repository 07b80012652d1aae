-- Migration 5: the user's own benchmark results, one row per measured
-- point, imported with "siliconomics-cli measurements import". `point` is the measured point
-- as JSON (core/measurements/measured_point_json.h); the other columns say where it came from
-- and what it was measured on (catalog ids for system and model).

CREATE TABLE measurements (
    id INTEGER PRIMARY KEY,
    imported_at TEXT NOT NULL,
    imported_by TEXT NOT NULL,
    file_name TEXT NOT NULL,
    source_format TEXT NOT NULL,
    system_id TEXT NOT NULL,
    model_id TEXT,
    engine TEXT,
    gpus INTEGER,
    kind TEXT NOT NULL CHECK (kind IN ('decode', 'prefill', 'serving', 'collective')),
    point TEXT NOT NULL
)
