#!/usr/bin/python3
"""Agreement check of the peer comparison: every system's TCO per GPU-hour from a peer must
equal the app's (`siliconomics-cli tco --format json`, key tco_usd_per_hour) to the cent,
and a system that is n/a in the app must be n/a in the peer, and only those.

  compare.py --reference tco.json LABEL=values.json [LABEL=values.json ...]

values.json is {system id: TCO or null}, as calc_peer.py / pandas_peer.py --values write it.
Prints one line per peer (systems, with a TCO, max |difference|, the worst system) and exits
1 if any system differs by 0.005 USD or more, is missing, or disagrees on n/a.
"""

import argparse
import json
import sys

TOLERANCE_USD = 0.005


def reference_values(path):
    with open(path, encoding="utf-8") as f:
        rows = json.load(f)
    return {r["id"]: r["tco_usd_per_hour"] for r in rows}


def check(ref, peer):
    """(ok, max abs diff, worst id, systems n/a in both, problems)"""
    problems = []
    na_both = 0
    worst, worst_id = 0.0, ""
    for sid, want in ref.items():
        if sid not in peer:
            problems.append("%s: missing" % sid)
            continue
        got = peer[sid]
        if want is None or got is None:
            na_both += want is None and got is None
            if (want is None) != (got is None):
                problems.append("%s: app %s, peer %s" % (sid, want, got))
            continue
        d = abs(got - want)
        if d > worst or worst_id == "":
            worst, worst_id = d, sid
        if not d < TOLERANCE_USD:
            problems.append("%s: app %.6f, peer %.6f" % (sid, want, got))
    extra = set(peer) - set(ref)
    problems += ["%s: not in the app's catalog" % s for s in sorted(extra)]
    return not problems, worst, worst_id, na_both, problems


def compare(reference_path, peers, out=sys.stdout):
    """peers: [(label, values path)]. Returns True if every peer agrees."""
    ref = reference_values(reference_path)
    n_ok = sum(v is not None for v in ref.values())
    all_ok = True
    for label, path in peers:
        with open(path, encoding="utf-8") as f:
            peer = json.load(f)
        ok, worst, worst_id, na_both, problems = check(ref, peer)
        all_ok &= ok
        print("  %-22s %5d systems, %5d with a TCO, n/a in both %d of %d; max |peer - app| = %.3g USD"
              " (%s) -> %s" % (label, len(ref), n_ok, na_both, len(ref) - n_ok, worst,
                               worst_id if worst > 0 else "-",
                               "AGREE to the cent" if ok else "DIFFER"), file=out)
        for p in problems[:20]:
            print("      " + p, file=out)
        if len(problems) > 20:
            print("      ... %d more" % (len(problems) - 20), file=out)
    return all_ok


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--reference", required=True)
    p.add_argument("peers", nargs="+", metavar="LABEL=values.json")
    args = p.parse_args()
    peers = [tuple(x.split("=", 1)) for x in args.peers]
    sys.exit(0 if compare(args.reference, peers) else 1)


if __name__ == "__main__":
    main()
