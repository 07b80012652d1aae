#!/usr/bin/python3
"""pandas + matplotlib peer of the comparison.

  pandas_peer.py cold --catalog C.json --scenario S.json --png OUT.png [--values OUT.json]
      One cold run: this process starts, reads the app's exported catalog and scenario,
      sets the electricity price, computes every system's TCO (vectorised), draws the bar
      chart and saves the PNG. Prints `written_at_ms=` (CLOCK_MONOTONIC) right after the PNG
      is on disk; the caller, who started the process, gets process start -> file written.
  pandas_peer.py hot --catalog C.json --scenario S.json --png OUT.png --runs N [--values ...]
      In this process, with the chart drawn once: N times change the electricity price,
      recompute, update the bars and save the PNG (median, min, max), then N recomputes
      alone. Prints one JSON line.

The model is core/economics/tco.cpp computeTco, column-wise: n/a is NaN and propagates into the total
like Figure's n/a does; n/a systems are left out of the chart, as the app does.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

import matplotlib  # noqa: E402

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402

CHART_INCHES, CHART_DPI = (16, 10), 100  # 1600 x 1000 px, as the app's export-chart


def load(catalog, scenario):
    """One row per system with the chip's TDP joined on, and the assumptions as a Series."""
    systems, chips, assumptions = common.load_inputs(catalog, scenario)
    df = pd.DataFrame(systems, columns=common.SYSTEM_FIELDS)
    chip_df = pd.DataFrame(chips, columns=common.CHIP_FIELDS).rename(
        columns={"id": "chip_id", "tdp_w": "chip_tdp_w"})
    df = df.merge(chip_df, on="chip_id", how="left", validate="many_to_one")
    for c in ("capex_per_gpu_usd", "it_power_per_gpu_w", "gpus_per_node", "chip_tdp_w"):
        df[c] = pd.to_numeric(df[c], errors="coerce").astype(float)
    df["name"] = df["name"].fillna(df["id"])
    return df, pd.Series(assumptions, dtype=float)


def tco(df, a):
    """TCO per owned GPU-hour of every system (NaN = n/a), plus its terms."""
    r = a.cost_of_capital_pct / 100.0 / 12.0
    n = a.useful_life_years * 12.0
    residual_pv = a.residual_value_pct / 100.0 / (1.0 + r) ** n
    principal = 1.0 - residual_pv  # per unit of capex
    if n <= 0:
        pmt = 0.0
    elif r == 0:
        pmt = principal / n
    else:
        pmt = principal * r / (1.0 - (1.0 + r) ** -n)
    capex = df["capex_per_gpu_usd"]
    it_kw = (df["it_power_per_gpu_w"] / 1000.0).fillna(
        df["chip_tdp_w"] * a.it_overhead_factor / 1000.0)
    if a.support_usd_per_server_month == 0:
        support = pd.Series(0.0, index=df.index)
    else:
        gpn = df["gpus_per_node"].where(df["gpus_per_node"] > 0)
        support = a.support_usd_per_server_month / gpn / common.HOURS_PER_MONTH
    terms = pd.DataFrame({
        "capital": capex * (pmt / common.HOURS_PER_MONTH),
        "power": it_kw * a.pue * a.electricity_usd_per_kwh * a.avg_load_pct / 100.0,
        "colocation": it_kw * a.colocation_usd_per_kw_month / common.HOURS_PER_MONTH,
        "support": support,
        "maintenance": capex * (a.maintenance_pct_per_year / 100.0 / common.HOURS_PER_YEAR),
        "software": a.software_usd_per_gpu_hour,
    })
    # Summed in computeTco's order; any NaN term makes the total NaN (skipna=False).
    total = terms["capital"] + terms["power"] + terms["colocation"] + terms["support"] \
        + terms["maintenance"] + terms["software"]
    return total, terms


class Chart:
    """The TCO bar chart of the systems that have a TCO."""

    def __init__(self, df, total):
        self.fig, self.ax = plt.subplots(figsize=CHART_INCHES, dpi=CHART_DPI)
        self.df = df
        self.draw(total)

    def draw(self, total):
        self.ax.clear()
        self.mask = total.notna().to_numpy()
        shown = total[self.mask]
        x = np.arange(len(shown))
        self.bars = self.ax.bar(x, shown.to_numpy(), color="#1f77b4")
        # At most ~60 readable labels (every k-th system beyond that), as Calc thins them.
        step = max(1, -(-len(shown) // 60))
        self.ax.set_xticks(x[::step])
        self.ax.set_xticklabels(self.df["id"][self.mask].to_numpy()[::step], rotation=90,
                                fontsize=8)
        self.ax.set_xlim(-0.75, len(shown) - 0.25)
        self.scale_y(shown)
        self.ax.set_ylabel("USD per GPU-hour")
        self.ax.set_title("Total cost of ownership per GPU-hour (USD/GPU-hour)")
        self.ax.yaxis.set_major_formatter(matplotlib.ticker.StrMethodFormatter("${x:,.2f}"))
        self.fig.tight_layout()

    def scale_y(self, shown):
        # Set directly: Axes.relim() walks every bar (0.3 s at 1,000 bars).
        top = float(shown.max()) if len(shown) else 1.0
        self.ax.set_ylim(0.0, top * 1.05 if top > 0 else 1.0)

    def update(self, total):
        """New heights for the same systems (an assumption edit); a full redraw only if the
        set of systems with a TCO changed."""
        mask = total.notna().to_numpy()
        if not np.array_equal(mask, self.mask):
            self.draw(total)
            return
        for bar, h in zip(self.bars, total[mask].to_numpy()):
            bar.set_height(h)
        self.scale_y(total[mask])

    def save(self, path):
        self.fig.savefig(path, format="png", dpi=CHART_DPI)


def cold(args):
    df, a = load(args.catalog, args.scenario)
    a["electricity_usd_per_kwh"] = args.electricity
    total, _ = tco(df, a)
    Chart(df, total).save(args.png)
    print("written_at_ms=%.3f" % common.now_ms(), flush=True)
    if args.values:
        common.write_values(args.values, df["id"], total)


def hot(args):
    df, a = load(args.catalog, args.scenario)
    a["electricity_usd_per_kwh"] = args.electricity
    total, _ = tco(df, a)
    chart = Chart(df, total)
    chart.save(args.png)  # warm-up
    redraw, recompute = [], []
    for i in range(args.runs):
        t0 = common.now_ms()
        a["electricity_usd_per_kwh"] = 0.10 + 0.001 * i
        total, _ = tco(df, a)
        chart.update(total)
        chart.save(args.png)
        redraw.append(common.now_ms() - t0)
    for i in range(args.runs):
        t0 = common.now_ms()
        a["electricity_usd_per_kwh"] = 0.10 + 0.001 * i
        total, _ = tco(df, a)
        recompute.append(common.now_ms() - t0)
    a["electricity_usd_per_kwh"] = args.electricity
    total, _ = tco(df, a)
    chart.update(total)
    chart.save(args.png)
    if args.values:
        common.write_values(args.values, df["id"], total)
    print(json.dumps({"hot_edit_to_redraw_ms": common.spread(redraw),
                      "hot_recompute_ms": common.spread(recompute)}), flush=True)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    for name in ("cold", "hot"):
        r = sub.add_parser(name)
        r.add_argument("--catalog", required=True)
        r.add_argument("--scenario", required=True)
        r.add_argument("--png", required=True)
        r.add_argument("--electricity", type=float, default=0.12)
        r.add_argument("--values")
        if name == "hot":
            r.add_argument("--runs", type=int, default=21)
    args = p.parse_args()
    {"cold": cold, "hot": hot}[args.cmd](args)


if __name__ == "__main__":
    main()
