"""Shared by the peers of the comparison (bench/peers): reading the app's exported catalog and
scenario, and small timing helpers. Standard library only, so every peer can import it.

The TCO model itself is NOT here: each peer writes it in its own idiom (spreadsheet formulas
in calc_peer.py, vectorised pandas in pandas_peer.py), both transcribed from core/economics/tco.cpp and
docs/tco-model.md, and compare.py checks them against the app to the cent.
"""

import json
import statistics
import time

HOURS_PER_MONTH = 730.0  # core/economics/tco.h kHoursPerMonth
HOURS_PER_YEAR = 8760.0  # core/economics/tco.h kHoursPerYear

# The assumption keys the TCO per owned hour depends on (core/economics/assumptions.h), in the order
# the Calc workbook lists them.
ASSUMPTION_KEYS = [
    "useful_life_years",
    "cost_of_capital_pct",
    "residual_value_pct",
    "electricity_usd_per_kwh",
    "pue",
    "colocation_usd_per_kw_month",
    "maintenance_pct_per_year",
    "utilization_pct",
    "avg_load_pct",
    "software_usd_per_gpu_hour",
    "support_usd_per_server_month",
    "it_overhead_factor",
]

# The catalog fields the model reads.
SYSTEM_FIELDS = ["id", "name", "chip_id", "capex_per_gpu_usd", "it_power_per_gpu_w", "gpus_per_node"]
CHIP_FIELDS = ["id", "tdp_w"]


def load_inputs(catalog_path, scenario_path):
    """(systems, chips, assumptions): plain lists of dicts and a dict, with the scenario's
    system and chip overrides applied the way core/economics/scenario.cpp applyScenarioOverrides does."""
    with open(catalog_path, encoding="utf-8") as f:
        catalog = json.load(f)
    with open(scenario_path, encoding="utf-8") as f:
        scenario = json.load(f)
    systems = [{k: s.get(k) for k in SYSTEM_FIELDS} for s in catalog["systems"]]
    chips = [{k: c.get(k) for k in CHIP_FIELDS} for c in catalog["chips"]]
    by_id = {s["id"]: s for s in systems}
    for sid, fields in (scenario.get("system_overrides") or {}).items():
        for k, v in fields.items():
            if k in by_id[sid]:
                by_id[sid][k] = v
    chip_by_id = {c["id"]: c for c in chips}
    for cid, fields in (scenario.get("chip_overrides") or {}).items():
        for k, v in fields.items():
            if k in chip_by_id[cid]:
                chip_by_id[cid][k] = v
    return systems, chips, dict(scenario["assumptions"])


def spread(values):
    """Median, min and max of a list of timings (ms)."""
    return {
        "median": statistics.median(values),
        "min": min(values),
        "max": max(values),
        "n": len(values),
    }


def now_ms():
    """CLOCK_MONOTONIC in ms: shared by every process on the machine, so a child can report
    when it wrote its file and the parent subtracts the moment it started the child."""
    return time.clock_gettime(time.CLOCK_MONOTONIC) * 1000.0


def write_values(path, ids, values):
    """{id: tco_usd_per_hour or null} as JSON, for compare.py."""
    out = {}
    for i, v in zip(ids, values):
        out[i] = None if v is None or v != v else float(v)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, indent=0, sort_keys=True)
