#!/usr/bin/env python3
"""Merges database/catalog/research/chip_memory_dates.json (each chip's memory type, status and
announced / first-available dates, every value with the source that states it) into
database/catalog/catalog.json: the new sources (with their access date and quoted words) and,
per chip, memory_type, status, announced_date/_precision and available_date/_precision, each
with its own provenance entry (source, the source's words and the researcher's note). A date
is stored as the first day of the period its source names ("2026-H2" -> 2026-07-01, half), so
dates sort as dates. Values the research left null stay unset. Re-running gives the same file.
    python3 scripts/merge-chip-memory-dates.py"""
import json
import pathlib
import re

root = pathlib.Path(__file__).resolve().parent.parent
catalog_path = root / "database/catalog/catalog.json"
research_path = root / "database/catalog/research/chip_memory_dates.json"
cat = json.loads(catalog_path.read_text())
research = json.loads(research_path.read_text())

FIELDS = ["memory_type", "status", "announced_date", "announced_precision", "available_date",
          "available_precision"]


def dated(value, precision):
    """"2024-Q2" -> ("2024-04-01", "quarter"); the precision is checked against the text."""
    m = re.fullmatch(r"(\d{4})(?:-(\d{2})(?:-(\d{2}))?|-([QH])(\d))?", value)
    if not m:
        raise SystemExit(f"unreadable date {value!r}")
    year, month, day, period, n = m.groups()
    if day:
        got = (value, "day")
    elif month:
        got = (f"{year}-{month}-01", "month")
    elif period == "Q":
        got = (f"{year}-{(int(n) - 1) * 3 + 1:02d}-01", "quarter")
    elif period == "H":
        got = (f"{year}-{(int(n) - 1) * 6 + 1:02d}-01", "half")
    else:
        got = (f"{year}-01-01", "year")
    if precision and precision != got[1]:
        raise SystemExit(f"date {value!r} is a {got[1]}, the research says {precision}")
    return got


def note_of(entry):
    parts = []
    if entry.get("quote"):
        parts.append("\u201c" + entry["quote"].strip() + "\u201d")
    if entry.get("note"):
        parts.append(entry["note"].strip())
    if entry.get("also"):
        parts.append("also: " + ", ".join(entry["also"]))
    return "; ".join(parts)


def provenance(entry):
    return {"source_id": entry["source"], "source_note": note_of(entry),
            "value_kind": "vendor_spec"}


# Sources: the research's new ones, replacing an earlier merge of the same id.
by_id = {s["id"]: i for i, s in enumerate(cat["sources"])}
for s in research.get("sources", []):
    row = {"id": s["id"], "title": s["title"], "publisher": s.get("publisher", ""),
           "date": s.get("date", ""), "location": s.get("url", ""),
           "accessed_date": s.get("accessed", ""), "quote": s.get("quote", "")}
    row = {k: v for k, v in row.items() if v}
    if s["id"] in by_id:
        cat["sources"][by_id[s["id"]]] = row
    else:
        by_id[s["id"]] = len(cat["sources"])
        cat["sources"].append(row)

merged = 0
for chip in cat["chips"]:
    r = research["chips"].get(chip["id"])
    if not r:
        continue
    values, prov = {}, {}
    mem = r.get("memory_type") or {}
    if mem.get("value"):
        values["memory_type"] = mem["value"]
        prov["memory_type"] = provenance(mem)
    st = r.get("status") or {}
    if st.get("value"):
        values["status"] = st["value"]
        prov["status"] = provenance(st)
    for key in ("announced", "available"):
        e = r.get(key) or {}
        if not e.get("value"):
            continue
        date, precision = dated(e["value"], e.get("precision"))
        values[key + "_date"], values[key + "_precision"] = date, precision
        prov[key + "_date"] = prov[key + "_precision"] = provenance(e)
    # Rebuild the entry with the new fields after release_date, the old ones where they were.
    old = {k: v for k, v in chip.get("provenance", {}).items() if k not in FIELDS}
    merged_prov = {**old, **prov}
    out = {}
    for k, v in chip.items():
        if k in FIELDS:
            continue
        if k == "provenance":
            if merged_prov:
                out[k] = merged_prov
            continue
        out[k] = v
        if k == "release_date":
            out.update(values)
    if "release_date" not in chip:
        out.update(values)
    if merged_prov and "provenance" not in out:
        out["provenance"] = merged_prov
    chip.clear()
    chip.update(out)
    merged += 1

catalog_path.write_text(json.dumps(cat, indent=1, ensure_ascii=False) + "\n")
print(f"catalog.json: {merged} chips with memory type / status / dates, "
      f"{len(research.get('sources', []))} research sources")
