-- Migration 1 (PostgreSQL): the initial catalog schema, ported from ../0001_initial.sql.
-- Same tables and columns; TEXT -> text, REAL -> double precision, INTEGER -> integer, and the
-- CHECK constraints are named so later migrations can replace them. Runs inside the schema
-- "siliconomics" (search_path) as the role siliconomics_admin, which owns every object.

CREATE TABLE vendors (
    id text PRIMARY KEY,
    name text NOT NULL
);

CREATE TABLE sources (
    id text PRIMARY KEY,
    title text NOT NULL,
    publisher text,
    date text,
    location text
);

CREATE TABLE chips (
    id text PRIMARY KEY,
    name text NOT NULL,
    vendor text NOT NULL,
    process text,
    release_date text,
    fp4_formats text,
    tdp_w double precision,
    hbm_gb double precision,
    hbm_bandwidth_gbps double precision,
    dense_fp64_tflops double precision,
    dense_fp32_tflops double precision,
    dense_tf32_tflops double precision,
    dense_fp16_tflops double precision,
    dense_bf16_tflops double precision,
    dense_fp8_tflops double precision,
    dense_fp6_tflops double precision,
    dense_fp4_tflops double precision,
    dense_int8_tflops double precision,
    sparse_fp64_tflops double precision,
    sparse_fp32_tflops double precision,
    sparse_tf32_tflops double precision,
    sparse_fp16_tflops double precision,
    sparse_bf16_tflops double precision,
    sparse_fp8_tflops double precision,
    sparse_fp6_tflops double precision,
    sparse_fp4_tflops double precision,
    sparse_int8_tflops double precision,
    realized_fp64_efficiency double precision,
    realized_fp32_efficiency double precision,
    realized_tf32_efficiency double precision,
    realized_fp16_efficiency double precision,
    realized_bf16_efficiency double precision,
    realized_fp8_efficiency double precision,
    realized_fp6_efficiency double precision,
    realized_fp4_efficiency double precision,
    realized_int8_efficiency double precision,
    source_id text,
    source_note text,
    value_kind text
);

CREATE TABLE systems (
    id text PRIMARY KEY,
    name text NOT NULL,
    vendor text NOT NULL,
    chip_id text NOT NULL,
    release_date text,
    cooling text,
    gpus_per_node double precision,
    gpus_per_rack double precision,
    scaleup_domain_gpus double precision,
    scaleup_topology text,
    scaleup_fabric text,
    scaleup_gbps double precision,
    mesh_links double precision,
    mesh_link_gbps double precision,
    in_network_reduction integer,
    scaleout_gbit double precision,
    scaleout_fabric text,
    scaleout_sharp integer,
    rack_power_kw double precision,
    capex_per_gpu_usd double precision,
    it_power_per_gpu_w double precision,
    scaleup_efficiency double precision,
    scaleup_latency_us double precision,
    scaleout_efficiency double precision,
    scaleout_latency_us double precision,
    launch_overhead_us double precision,
    source_id text,
    source_note text,
    value_kind text
);

CREATE TABLE rental_quotes (
    id text PRIMARY KEY,
    chip_id text NOT NULL,
    system_id text,
    provider text NOT NULL,
    term text NOT NULL,
    usd_per_gpu_hour double precision NOT NULL,
    date text NOT NULL,
    source_id text,
    source_note text,
    value_kind text
);

-- Per-field provenance where it differs from the row's source_id / source_note / value_kind.
CREATE TABLE value_provenance (
    entity text NOT NULL
        CONSTRAINT value_provenance_entity_check CHECK (entity IN ('chips', 'systems', 'prices')),
    entity_id text NOT NULL,
    field text NOT NULL,
    source_id text,
    source_note text,
    value_kind text NOT NULL,
    PRIMARY KEY (entity, entity_id, field)
);

-- The user's edits over catalog values, reverted by deleting the row.
CREATE TABLE user_overrides (
    entity text NOT NULL
        CONSTRAINT user_overrides_entity_check CHECK (entity IN ('chips', 'systems', 'prices')),
    entity_id text NOT NULL,
    field text NOT NULL,
    value text,
    note text,
    edited_at text NOT NULL,
    PRIMARY KEY (entity, entity_id, field)
);

CREATE TABLE scenarios (
    name text PRIMARY KEY,
    json text NOT NULL,
    updated_at text NOT NULL
);

CREATE TABLE meta (
    key text PRIMARY KEY,
    value text
);
