#!/usr/bin/env python3
"""What changed in the shipped catalog between two versions of database/catalog/catalog.json:
entries added and removed, and every changed value of a chip or a system with its old and new
value and the kind and source the new one cites. Readable offline, generated from git history.

Usage: scripts/catalog-changelog.py [--from REV] [--to REV|worktree] [--out FILE | --check FILE]
  --from   the first version (default: the first commit of catalog.json, built from the seed
           documents)
  --to     the last version (default: the file in the working tree)
  --out    write Markdown there (default: stdout); docs/catalog-changelog.md is this script's
           output with the defaults
  --check  write nothing: exit 1 when FILE differs from what the script would write (the
           CatalogChangelogCurrent test runs it on docs/catalog-changelog.md), 77 when the
           catalog's history is not in this checkout (no git, or a shallow clone)

The output depends only on the two versions and the first commit's hash and author date, never
on the clock or on how many objects the clone holds, so the same tree always gives the same page.
"""
import argparse
import difflib
import json
import os
import subprocess
import sys

ABBREV = 7  # hex digits of the first version's hash the page names
SKIPPED = 77  # ctest's SKIP_RETURN_CODE for CatalogChangelogCurrent

PATH = "database/catalog/catalog.json"
KINDS = ["chips", "systems", "sources", "prices", "models", "api_prices", "engines"]
DETAILED = ["chips", "systems"]  # value by value; the others by entry
PROVENANCE_KEYS = {"provenance", "source_id", "source_note", "value_kind"}


def git(*args):
    return subprocess.run(["git", *args], check=True, capture_output=True, text=True).stdout


# Fields renamed since: older versions are read under today's names, so a rename is no change.
RENAMED = {"chips": {"hbm_gb": "memory_gb", "hbm_bandwidth_gbps": "memory_bandwidth_gbps"}}


def renamed(cat):
    for kind, names in RENAMED.items():
        for e in cat.get(kind, []):
            for old, new in names.items():
                if old in e:
                    e[new] = e.pop(old)
                prov = e.get("provenance", {})
                if old in prov:
                    prov[new] = prov.pop(old)
    return cat


def load(rev):
    text = open(PATH, encoding="utf-8").read() if rev == "worktree" else git("show", f"{rev}:{PATH}")
    return renamed(json.loads(text))


def evidence(entry, field):
    p = entry.get("provenance", {}).get(field, {})
    kind = p.get("value_kind", entry.get("value_kind", ""))
    source = p.get("source_id", entry.get("source_id", ""))
    rng = ""
    if "low" in p or "high" in p:
        rng = f", range {p.get('low', '?')}–{p.get('high', '?')}"
    return f"{kind}, {source}{rng}"


def show(v):
    return "unknown" if v is None else (json.dumps(v, ensure_ascii=False) if isinstance(v, str) else str(v))


def changes(kind, old, new, out):
    old_by = {e["id"]: e for e in old.get(kind, [])}
    new_by = {e["id"]: e for e in new.get(kind, [])}
    added = sorted(set(new_by) - set(old_by))
    removed = sorted(set(old_by) - set(new_by))
    out.append(f"## {kind}\n")
    out.append(f"{len(old_by)} → {len(new_by)} entries; {len(added)} added, {len(removed)} removed.\n")
    if added:
        out.append("Added: " + ", ".join(f"`{i}`" for i in added) + "\n")
    if removed:
        out.append("Removed: " + ", ".join(f"`{i}`" for i in removed) + "\n")
    if kind not in DETAILED:
        return
    rows = []
    for i in sorted(set(old_by) & set(new_by)):
        o, n = old_by[i], new_by[i]
        for field in sorted((set(o) | set(n)) - PROVENANCE_KEYS):
            if o.get(field) != n.get(field):
                rows.append(f"| `{i}` | {field} | {show(o.get(field))} | {show(n.get(field))} | {evidence(n, field)} |")
    if rows:
        out.append(f"Changed values ({len(rows)}):\n")
        out.append("| id | field | was | now | now cites (kind, source) |")
        out.append("|---|---|---|---|---|")
        out.extend(rows)
        out.append("")


def first_version():
    """The first commit of the catalog: the changelog's starting point."""
    return git("log", "--reverse", "--format=%h", "--", PATH).split()[0]


def history_missing():
    """Why the catalog's git history cannot be read here, or "" when it can."""
    try:
        if git("rev-parse", "--is-shallow-repository").strip() == "true":
            return "this is a shallow clone"
    except (OSError, subprocess.CalledProcessError):
        return "this is not a git checkout, or git is not installed"
    # A partial clone (--filter) or one whose borrowed objects are out of reach (--shared, seen
    # from a chroot) has the commits but not the first version's file.
    try:
        git("cat-file", "-e", f"{first_version()}:{PATH}")
    except (IndexError, subprocess.CalledProcessError) as e:
        why = (getattr(e, "stderr", "") or "").strip().splitlines()
        return "the first version of the catalog is not in this clone's objects" + (
            f" (git: {why[0]})" if why else "")
    return ""


def check(text, path):
    """0 when the file at path holds text, 1 (with the first differing lines) when not."""
    try:
        committed = open(path, encoding="utf-8").read()
    except OSError as e:
        print(f"{path}: {e}", file=sys.stderr)
        return 1
    if committed == text:
        print(f"{path} is current")
        return 0
    diff = difflib.unified_diff(committed.splitlines(), text.splitlines(), path, "generated",
                                lineterm="", n=0)
    print(f"{path} is stale: run python3 scripts/catalog-changelog.py --to worktree --out "
          f"{path}\n" + "\n".join(line[:200] for line in list(diff)[:40]), file=sys.stderr)
    return 1


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--from", dest="rev_from")
    ap.add_argument("--to", dest="rev_to", default="worktree")
    out_or_check = ap.add_mutually_exclusive_group()
    out_or_check.add_argument("--out")
    out_or_check.add_argument("--check")
    a = ap.parse_args()
    # Paths are the caller's; git and the catalog are read from the repository's root.
    a.out, a.check = (os.path.abspath(f) if f else f for f in (a.out, a.check))
    os.chdir(os.path.dirname(os.path.abspath(__file__)) + "/..")
    missing = history_missing() if a.check and not a.rev_from else ""
    if missing:
        print(f"catalog-changelog: skipped: {missing}, so the catalog's first version cannot be "
              "read")
        return SKIPPED
    first = a.rev_from or first_version()
    old, new = load(first), load(a.rev_to)
    full_hash, date = git("log", "-1", "--format=%H %ad", "--date=short", first).split()
    # A fixed-length prefix, not git's %h: git lengthens %h in a clone holding more objects
    # (CI's clone printed 4d4c33e8 where this one prints 4d4c33e), and the page must not change.
    subject = f"{full_hash[:ABBREV]} {date}"
    out = [
        "# Catalog changelog\n",
        f"What changed in the shipped catalog ({PATH}) from version {subject} (the first, built "
        f"from the seed documents) to {'the working tree' if a.rev_to == 'worktree' else a.rev_to}. "
        "Generated by scripts/catalog-changelog.py; `siliconomics-cli catalog version` names the "
        "catalog an answer came from. Chips and systems are listed value by value, with what the "
        "new value cites; the other kinds by entry.\n",
    ]
    for kind in KINDS:
        changes(kind, old, new, out)
    text = "\n".join(out) + "\n"
    if a.check:
        return check(text, a.check)
    if a.out:
        open(a.out, "w", encoding="utf-8").write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
