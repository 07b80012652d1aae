#!/usr/bin/python3
"""Runs the peer comparison (LibreOffice Calc, pandas) and prints one table (scripts/peers.sh calls this).

The same task three ways on the same inputs: load the catalog and the scenario
semianalysis-2025, set the electricity price to 0.12 USD/kWh, recompute every system's TCO,
write the TCO bar chart to a PNG.

  app      siliconomics-cli export-chart (cold), siliconomics-bench --hot (hot)
  calc     LibreOffice Calc headless through UNO, a workbook of formulas (calc_peer.py)
  pandas   pandas + matplotlib (pandas_peer.py)

For each size: a user database (shipped catalog only, or N generated systems more), exported
with the app's CLI to catalog.json + scenario.json (the peers' inputs) and its TCO table
(the reference); warm-up runs (untimed; they also give the values checked by compare.py);
cold runs interleaved app/calc/pandas; hot runs; the agreement check. Everything is kept in
--work DIR/<size>/ (PNGs included) for inspection.
"""

import argparse
import datetime
import json
import os
import platform
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import common  # noqa: E402
import compare  # noqa: E402

PY = "/usr/bin/python3"
SCENARIO = "semianalysis-2025"
IMPLS = [("app", "app (siliconomics)"), ("calc", "LibreOffice Calc"), ("pandas", "pandas+matplotlib")]


def run(cmd, env, capture=True, what=None):
    p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE if capture else None,
                       stderr=subprocess.PIPE, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr[-4000:] if p.stderr else "")
        raise SystemExit("failed (%d): %s" % (p.returncode, what or " ".join(cmd[:4])))
    return p.stdout


def read_marker(out, key):
    m = re.search(r"^%s=([0-9.]+)$" % key, out, re.M)
    if not m:
        raise SystemExit("no %s in:\n%s" % (key, out))
    return float(m.group(1))


def fmt(v):
    if v is None:
        return "-"
    if v < 10:
        return "%.2f" % v
    if v < 100:
        return "%.1f" % v
    return "%.0f" % v


def cell(s):
    """'median [min-max]' of a spread."""
    if not s:
        return "-"
    return "%s [%s-%s]" % (fmt(s["median"]), fmt(s["min"]), fmt(s["max"]))


class Size:
    def __init__(self, label, generated, root):
        self.label = label
        self.generated = generated
        self.dir = os.path.join(root, label)
        self.results = {k: {} for k, _ in IMPLS}

    def path(self, name):
        return os.path.join(self.dir, name)


class Runner:
    def __init__(self, args):
        self.args = args
        self.bin = os.path.abspath(args.bin)
        self.cli = os.path.join(self.bin, "siliconomics-cli")
        self.bench = os.path.join(self.bin, "siliconomics-bench")
        self.work = os.path.abspath(args.work)
        os.makedirs(self.work, exist_ok=True)
        self.profile = os.path.join(self.work, "lo-profile")
        env = dict(os.environ)
        env["QT_QPA_PLATFORM"] = "offscreen"
        env.setdefault("SILICONOMICS_CATALOG",
                       os.path.join(self.bin, "..", "share", "siliconomics", "catalog.sqlite"))
        xdg = os.path.join(self.work, "xdg-runtime")
        os.makedirs(xdg, mode=0o700, exist_ok=True)
        env["XDG_RUNTIME_DIR"] = xdg
        env["MPLCONFIGDIR"] = os.path.join(self.work, "mplconfig")
        # A private HOME for every process: the app's settings (QSettings), font and dconf
        # caches go there, not into the user's; LibreOffice gets its own below it.
        home = os.path.join(self.work, "home")
        env["HOME"] = home
        env["XDG_CONFIG_HOME"] = os.path.join(home, ".config")
        env["XDG_CACHE_HOME"] = os.path.join(home, ".cache")
        env["XDG_DATA_HOME"] = os.path.join(home, ".local", "share")
        for d in (home, env["XDG_CONFIG_HOME"], env["XDG_CACHE_HOME"], env["XDG_DATA_HOME"]):
            os.makedirs(d, exist_ok=True)
        env.pop("PYTHONPATH", None)
        self.env = env

    # ---- inputs

    def prepare(self, size):
        if os.path.isdir(size.dir):
            shutil.rmtree(size.dir)
        os.makedirs(size.dir)
        size.db = size.path("user.sqlite")
        if size.generated:
            run([self.bench, "--make-db", str(size.generated), size.db], self.env,
                what="siliconomics-bench --make-db")
        cli = [self.cli, "--db", size.db]
        size.catalog = size.path("catalog.json")
        run(cli + ["catalog", "export", "--out", size.catalog], self.env)
        size.scenario = size.path("scenario.json")
        with open(size.scenario, "w", encoding="utf-8") as f:
            f.write(run(cli + ["scenario", "show", SCENARIO], self.env))
        size.reference = size.path("reference-tco.json")
        with open(size.reference, "w", encoding="utf-8") as f:
            f.write(run(cli + ["tco", "--scenario", SCENARIO, "--set",
                               "electricity_usd_per_kwh=%g" % self.args.electricity,
                               "--format", "json"], self.env))
        with open(size.catalog, encoding="utf-8") as f:
            size.ids = [s["id"] for s in json.load(f)["systems"]]
        with open(size.reference, encoding="utf-8") as f:
            size.n_tco = sum(r["tco_usd_per_hour"] is not None for r in json.load(f))
        size.workbook = size.path("workbook.ods")
        run([PY, os.path.join(HERE, "calc_peer.py"), "build", "--catalog", size.catalog,
             "--scenario", size.scenario, "--out", size.workbook, "--profile", self.profile],
            self.env, what="calc_peer.py build")
        print("# %s: %d systems, %d with a TCO; workbook %s" %
              (size.label, len(size.ids), size.n_tco, size.workbook), flush=True)

    # ---- cold: process start -> PNG written

    def cold_cmd(self, size, impl, png, values=None):
        e = "%g" % self.args.electricity
        if impl == "app":
            return [self.cli, "--db", size.db, "export-chart", "--chart", "tco", "--scenario",
                    SCENARIO, "--set", "electricity_usd_per_kwh=" + e, "--systems",
                    ",".join(size.ids), "--out", png]
        if impl == "calc":
            cmd = [PY, os.path.join(HERE, "calc_peer.py"), "cold", "--workbook", size.workbook,
                   "--png", png, "--profile", self.profile, "--electricity", e]
        else:
            cmd = [PY, os.path.join(HERE, "pandas_peer.py"), "cold", "--catalog", size.catalog,
                   "--scenario", size.scenario, "--png", png, "--electricity", e]
        return cmd + (["--values", values] if values else [])

    def cold_once(self, size, impl, values=None):
        png = size.path("%s.png" % impl)
        if os.path.exists(png):
            os.remove(png)
        cmd = self.cold_cmd(size, impl, png, values)
        t0 = common.now_ms()
        out = run(cmd, self.env, what="%s cold" % impl)
        # The app writes the file and exits; the peers say when the file was on disk.
        written = common.now_ms() if impl == "app" else read_marker(out, "written_at_ms")
        if not os.path.getsize(png):
            raise SystemExit("%s cold: empty %s" % (impl, png))
        return written - t0

    def cold(self, size):
        # Warm-up (untimed): page cache, font caches, LibreOffice profile; peers' values.
        for impl, _ in IMPLS:
            values = size.path("%s-cold-values.json" % impl) if impl != "app" else None
            self.cold_once(size, impl, values)
        times = {impl: [] for impl, _ in IMPLS}
        for _ in range(self.args.cold):
            for impl, _ in IMPLS:  # interleaved, so drift hits all three alike
                times[impl].append(self.cold_once(size, impl))
        for impl, _ in IMPLS:
            size.results[impl]["cold"] = common.spread(times[impl])

    # ---- hot: in a running process

    def hot(self, size):
        # app: the bench prints medians only; its spread is over process medians.
        redraw, recompute = [], []
        for _ in range(self.args.app_hot_procs):
            out = run([self.bench, "--hot", size.db, str(self.args.hot)], self.env,
                      what="siliconomics-bench --hot")
            recompute.append(float(re.search(r"^hot_recompute_ms:\s*([0-9.]+)", out, re.M)[1]))
            redraw.append(float(re.search(r"^hot_edit_to_redraw_ms:\s*([0-9.]+)", out, re.M)[1]))
        size.results["app"]["hot"] = common.spread(redraw)
        size.results["app"]["recompute"] = common.spread(recompute)
        e = "%g" % self.args.electricity
        for impl, script, extra in (
                ("calc", "calc_peer.py", ["--workbook", size.workbook, "--profile", self.profile]),
                ("pandas", "pandas_peer.py", ["--catalog", size.catalog,
                                              "--scenario", size.scenario])):
            out = run([PY, os.path.join(HERE, script), "hot", "--png",
                       size.path("%s-hot.png" % impl), "--runs", str(self.args.hot),
                       "--electricity", e, "--values", size.path("%s-hot-values.json" % impl)]
                      + extra, self.env, what="%s hot" % impl)
            r = json.loads(out.strip().splitlines()[-1])
            size.results[impl]["hot"] = r["hot_edit_to_redraw_ms"]
            size.results[impl]["recompute"] = r["hot_recompute_ms"]

    def agree(self, size):
        print("# agreement, %s (reference: siliconomics-cli tco --set electricity_usd_per_kwh=%g)"
              % (size.label, self.args.electricity))
        return compare.compare(size.reference, [
            ("LibreOffice (cold)", size.path("calc-cold-values.json")),
            ("LibreOffice (hot)", size.path("calc-hot-values.json")),
            ("pandas (cold)", size.path("pandas-cold-values.json")),
            ("pandas (hot)", size.path("pandas-hot-values.json")),
        ])


def machine_header(bin_dir):
    mem_kb = 0
    with open("/proc/meminfo") as f:
        for line in f:
            if line.startswith("MemTotal:"):
                mem_kb = int(line.split()[1])
    cpu = ""
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    build_type = "?"
    cache = os.path.join(bin_dir, "..", "CMakeCache.txt")
    if os.path.exists(cache):
        with open(cache) as f:
            m = re.search(r"^CMAKE_BUILD_TYPE:STRING=(.*)$", f.read(), re.M)
            build_type = m.group(1) if m else "?"
    built = datetime.datetime.fromtimestamp(
        os.path.getmtime(os.path.join(bin_dir, "siliconomics-cli")), datetime.timezone.utc)
    root = os.path.realpath(os.path.join(HERE, "..", ".."))
    inside = os.path.realpath(bin_dir).startswith(root + os.sep)
    head = subprocess.run(["git", "-C", root, "log", "-1", "--format=%h %cd", "--date=iso"],
                          capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", root, "status", "--porcelain", "--untracked-files=no"],
                           capture_output=True, text=True).stdout.count("\n")
    lo = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "libreoffice-calc-nogui"],
                        capture_output=True, text=True).stdout
    vers = subprocess.run([PY, "-c", "import pandas, matplotlib, numpy; print(pandas.__version__,"
                           " matplotlib.__version__, numpy.__version__)"],
                          capture_output=True, text=True).stdout.split()
    return "\n".join([
        "date:     %s" % datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC"),
        "machine:  %s, nproc %d, memory %.1f GiB, %s %s" % (
            platform.node(), os.cpu_count(), mem_kb / 1048576, platform.system(), platform.release()),
        "cpu:      %s; load average at start %.2f %.2f %.2f (other processes share the cores)"
        % ((cpu,) + os.getloadavg()),
        "app:      %s (CMAKE_BUILD_TYPE=%s), siliconomics-cli built %s; %s" % (
            os.path.abspath(bin_dir), build_type, built.strftime("%Y-%m-%d %H:%M UTC"),
            "repo HEAD %s, %d tracked files modified" % (head, dirty) if inside
            else "built outside this repository"),
        "peers:    LibreOffice %s (headless, UNO); python %s, pandas %s, matplotlib %s, numpy %s" % (
            lo, platform.python_version(), *(vers + ["?"] * 3)[:3]),
    ])


def print_table(sizes, args):
    print()
    print("TCO at electricity 0.12 USD/kWh for every system -> bar chart PNG; times in ms, "
          "median [min-max]")
    size_w = max(len("%s (%d/%d)" % (z.label, len(z.ids), z.n_tco)) for z in sizes)
    w = [20, max(22, size_w), 26, 26, 24]
    head = ["implementation", "size (systems/TCO)", "cold: start -> PNG",
            "hot: edit -> redrawn", "hot: recompute alone"]
    print("  ".join(h.ljust(n) for h, n in zip(head, w)))
    print("  ".join("-" * n for n in w))
    for size in sizes:
        for impl, name in IMPLS:
            r = size.results[impl]
            row = [name, "%s (%d/%d)" % (size.label, len(size.ids), size.n_tco),
                   cell(r.get("cold")), cell(r.get("hot")), cell(r.get("recompute"))]
            print("  ".join(c.ljust(n) for c, n in zip(row, w)))
    print()
    print("ratios of medians (x slower than the app; < 1 = faster)")
    w2 = [20, max(22, size_w), 12, 14, 16]
    print("  ".join(h.ljust(n) for h, n in zip(
        ["ratio", "size", "cold", "hot redraw", "recompute alone"], w2)))
    print("  ".join("-" * n for n in w2))
    for size in sizes:
        app = size.results["app"]
        for impl, name in (("calc", "LibreOffice / app"), ("pandas", "pandas / app")):
            r = size.results[impl]
            cells = []
            for k in ("cold", "hot", "recompute"):
                a, b = app.get(k), r.get(k)
                cells.append("%.2fx" % (b["median"] / a["median"]) if a and b and a["median"] else "-")
            print("  ".join(c.ljust(n) for c, n in zip([name, size.label] + cells, w2)))
    print()
    print("cold: %d runs each, interleaved, after one untimed warm-up; hot: %d edits per run." %
          (args.cold, args.hot))
    print("  app cold = siliconomics-cli export-chart --chart tco --set ... --systems <all ids>, "
          "process start -> exit (file written just before).")
    print("  app hot = siliconomics-bench --hot: a live window, every system selected, TCO tab; "
          "edit -> recomputed -> chart viewport repainted on screen (no PNG written);")
    print("            the bench prints medians only, so its [min-max] is over %d process "
          "median(s) (%d edits each, its minimum is 5)." % (args.app_hot_procs, max(5, args.hot)))
    print("  LibreOffice cold = python starts, starts soffice --headless, opens the .ods, sets "
          "the electricity cell, calculateAll, exports the chart object to PNG (UNO "
          "GraphicExportFilter).")
    print("  LibreOffice hot = same soffice, document open: setValue, calculateAll, chart PNG "
          "export; recompute alone = calculateAll (automatic calculation off).")
    print("  pandas cold = python starts, imports pandas+matplotlib, reads catalog.json + "
          "scenario.json, vectorised TCO, bar chart, savefig PNG.")
    print("  pandas hot = same process: new price, recompute, bar heights updated, savefig PNG; "
          "recompute alone = the vectorised TCO.")
    print("  Every implementation writes a 1600x1000 PNG; what each draws differs (the app: its "
          "stacked TCO chart with rental ranges and notes; the peers: one bar per system).")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--bin", required=True, help="the app's bin directory (build/bin)")
    p.add_argument("--work", required=True, help="scratch directory")
    p.add_argument("--sizes", default="shipped,1000",
                   help="comma list: 'shipped' and/or numbers of generated systems")
    p.add_argument("--cold", type=int, default=5)
    p.add_argument("--hot", type=int, default=21)
    p.add_argument("--app-hot-procs", type=int, default=5)
    p.add_argument("--electricity", type=float, default=0.12)
    args = p.parse_args()

    print(machine_header(args.bin), flush=True)
    runner = Runner(args)
    sizes = []
    for s in args.sizes.split(","):
        s = s.strip()
        sizes.append(Size("shipped", 0, runner.work) if s == "shipped"
                     else Size("%d-generated" % int(s), int(s), runner.work))
    ok = True
    for size in sizes:
        runner.prepare(size)
        runner.cold(size)
        runner.hot(size)
        ok &= runner.agree(size)
    print_table(sizes, args)
    print("load average at end: %.2f %.2f %.2f" % os.getloadavg())
    print()
    print("agreement with the app to the cent: %s" % ("YES, every system" if ok else "NO"))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
