-- Migration 1: the initial catalog schema.
-- Column names match core/fields.cpp (checked by tests/TestMigrations). Units are in the
-- names: _w watts, _gbps GB/s uni-directional, _gbit Gbit/s, _usd US dollars, _tflops dense.
-- Shipped and user databases share this schema; the user's holds imported rows, overlay
-- edits and user scenarios.

CREATE TABLE vendors (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL
);

CREATE TABLE sources (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    publisher TEXT,
    date TEXT,
    location TEXT
);

CREATE TABLE chips (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    vendor TEXT NOT NULL,
    process TEXT,
    release_date TEXT,
    fp4_formats TEXT,
    tdp_w REAL,
    hbm_gb REAL,
    hbm_bandwidth_gbps REAL,
    dense_fp64_tflops REAL,
    dense_fp32_tflops REAL,
    dense_tf32_tflops REAL,
    dense_fp16_tflops REAL,
    dense_bf16_tflops REAL,
    dense_fp8_tflops REAL,
    dense_fp6_tflops REAL,
    dense_fp4_tflops REAL,
    dense_int8_tflops REAL,
    sparse_fp64_tflops REAL,
    sparse_fp32_tflops REAL,
    sparse_tf32_tflops REAL,
    sparse_fp16_tflops REAL,
    sparse_bf16_tflops REAL,
    sparse_fp8_tflops REAL,
    sparse_fp6_tflops REAL,
    sparse_fp4_tflops REAL,
    sparse_int8_tflops REAL,
    realized_fp64_efficiency REAL,
    realized_fp32_efficiency REAL,
    realized_tf32_efficiency REAL,
    realized_fp16_efficiency REAL,
    realized_bf16_efficiency REAL,
    realized_fp8_efficiency REAL,
    realized_fp6_efficiency REAL,
    realized_fp4_efficiency REAL,
    realized_int8_efficiency REAL,
    source_id TEXT,
    source_note TEXT,
    value_kind TEXT
);

CREATE TABLE systems (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    vendor TEXT NOT NULL,
    chip_id TEXT NOT NULL,
    release_date TEXT,
    cooling TEXT,
    gpus_per_node REAL,
    gpus_per_rack REAL,
    scaleup_domain_gpus REAL,
    scaleup_topology TEXT,
    scaleup_fabric TEXT,
    scaleup_gbps REAL,
    mesh_links REAL,
    mesh_link_gbps REAL,
    in_network_reduction INTEGER,
    scaleout_gbit REAL,
    scaleout_fabric TEXT,
    scaleout_sharp INTEGER,
    rack_power_kw REAL,
    capex_per_gpu_usd REAL,
    it_power_per_gpu_w REAL,
    scaleup_efficiency REAL,
    scaleup_latency_us REAL,
    scaleout_efficiency REAL,
    scaleout_latency_us REAL,
    launch_overhead_us REAL,
    source_id TEXT,
    source_note TEXT,
    value_kind TEXT
);

CREATE TABLE rental_quotes (
    id TEXT PRIMARY KEY,
    chip_id TEXT NOT NULL,
    system_id TEXT,
    provider TEXT NOT NULL,
    term TEXT NOT NULL,
    usd_per_gpu_hour REAL NOT NULL,
    date TEXT NOT NULL,
    source_id TEXT,
    source_note TEXT,
    value_kind TEXT
);

-- Per-field provenance where it differs from the row's source_id / source_note / value_kind.
CREATE TABLE value_provenance (
    entity TEXT NOT NULL CHECK (entity IN ('chips', 'systems', 'prices')),
    entity_id TEXT NOT NULL,
    field TEXT NOT NULL,
    source_id TEXT,
    source_note TEXT,
    value_kind TEXT NOT NULL,
    PRIMARY KEY (entity, entity_id, field)
);

-- The user's edits over catalog values, reverted by deleting the row.
CREATE TABLE user_overrides (
    entity TEXT NOT NULL CHECK (entity IN ('chips', 'systems', 'prices')),
    entity_id TEXT NOT NULL,
    field TEXT NOT NULL,
    value TEXT,
    note TEXT,
    edited_at TEXT NOT NULL,
    PRIMARY KEY (entity, entity_id, field)
);

CREATE TABLE scenarios (
    name TEXT PRIMARY KEY,
    json TEXT NOT NULL,
    updated_at TEXT NOT NULL
);

CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT
);
