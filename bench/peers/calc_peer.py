#!/usr/bin/python3
"""LibreOffice Calc peer of the comparison, driven through UNO.

  calc_peer.py build --catalog C.json --scenario S.json --out W.ods --profile DIR
      Builds the workbook (not timed): sheet Assumptions (one named input cell per
      assumption plus the derived loan terms), sheet Chips (id, TDP), sheet Systems (one row
      of inputs per system and the TCO terms as FORMULAS referencing them) and a bar chart of
      the TCO column on the Systems sheet.
  calc_peer.py cold --workbook W.ods --png OUT.png --profile DIR [--values OUT.json]
      One cold run: start soffice headless, open the workbook, set the electricity price,
      calculateAll, export the chart to PNG, exit. Prints `written_at_ms=` (CLOCK_MONOTONIC)
      right after the PNG is on disk, so the caller, who started this process, gets process
      start -> file written. --values dumps every system's TCO afterwards (not timed).
  calc_peer.py hot --workbook W.ods --png OUT.png --profile DIR --runs N [--values OUT.json]
      In one running soffice with the workbook open: N times set the cell through UNO,
      calculateAll, export the chart again (median, min, max), then N times calculateAll
      alone. Prints one JSON line.

Every soffice this script starts runs in its own process group with a private user profile
(-env:UserInstallation) and HOME; its group id is appended to $PEERS_PIDFILE if set, so the
caller can kill it even if this script dies; it is always killed on exit here.
"""

import argparse
import json
import os
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

import uno  # noqa: E402
from com.sun.star.awt import Rectangle  # noqa: E402
from com.sun.star.beans import PropertyValue  # noqa: E402
from com.sun.star.connection import NoConnectException  # noqa: E402
from com.sun.star.table import CellAddress, CellRangeAddress  # noqa: E402

ELECTRICITY = "electricity_usd_per_kwh"
CHART_NAME = "tco"
CHART_PX = (1600, 1000)  # the app's export-chart PNG size
FORMULA_ERROR = 4  # com.sun.star.sheet.FormulaResult.ERROR

# Systems sheet columns (0-based): inputs A-F, chip TDP looked up in G, formulas H-O.
COLS = [
    "id", "name", "chip_id", "capex_per_gpu_usd", "it_power_per_gpu_w", "gpus_per_node",
    "chip_tdp_w", "it_kw", "capital_usd_per_hour", "power_usd_per_hour",
    "colocation_usd_per_hour", "support_usd_per_hour", "maintenance_usd_per_hour",
    "software_usd_per_hour", "tco_usd_per_hour",
]
TCO_COL = "O"


def prop(name, value):
    p = PropertyValue()
    p.Name = name
    p.Value = value
    return p


def file_url(path):
    return uno.systemPathToFileUrl(os.path.abspath(path))


class Office:
    """One headless soffice, in its own process group, reached through a named pipe."""

    def __init__(self, profile_dir):
        os.makedirs(profile_dir, exist_ok=True)
        self.pipe = "silpeers_%d_%d" % (os.getpid(), time.monotonic_ns() % 1000000)
        env = dict(os.environ)
        env["HOME"] = os.path.abspath(profile_dir)
        env.pop("DISPLAY", None)
        args = [
            "soffice", "--headless", "--invisible", "--nologo", "--norestore", "--nodefault",
            "--nolockcheck",
            "-env:UserInstallation=" + file_url(os.path.join(profile_dir, "user")),
            "--accept=pipe,name=%s;urp;StarOffice.ComponentContext" % self.pipe,
        ]
        self.proc = subprocess.Popen(args, env=env, start_new_session=True,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        pidfile = os.environ.get("PEERS_PIDFILE")
        if pidfile:
            with open(pidfile, "a", encoding="utf-8") as f:
                f.write("%d\n" % self.proc.pid)
        self.ctx = None
        self.desktop = None

    def connect(self, timeout_s=120.0):
        local = uno.getComponentContext()
        resolver = local.ServiceManager.createInstanceWithContext(
            "com.sun.star.bridge.UnoUrlResolver", local)
        url = "uno:pipe,name=%s;urp;StarOffice.ComponentContext" % self.pipe
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                self.ctx = resolver.resolve(url)
                break
            except NoConnectException:
                if self.proc.poll() is not None and self.proc.returncode not in (81,):
                    raise RuntimeError("soffice exited with %s" % self.proc.returncode)
                if time.monotonic() > deadline:
                    raise RuntimeError("soffice did not accept a connection")
                time.sleep(0.005)
        self.smgr = self.ctx.ServiceManager
        self.desktop = self.smgr.createInstanceWithContext("com.sun.star.frame.Desktop", self.ctx)
        return self

    def close(self):
        """Terminate soffice (politely, then its whole process group)."""
        if self.desktop is not None:
            try:
                self.desktop.terminate()
            except Exception:  # the bridge is disposed as soffice quits
                pass
            self.desktop = None
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            pass
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.proc.wait()


# ---------------------------------------------------------------- workbook


def assumption_rows(assumptions):
    """(name, value or formula, unit) rows of the Assumptions sheet; every row is a named
    cell, the formulas below read them by name."""
    rows = [(k, float(assumptions[k]), "") for k in common.ASSUMPTION_KEYS]
    rows += [
        ("hours_per_month", common.HOURS_PER_MONTH, "h"),
        ("hours_per_year", common.HOURS_PER_YEAR, "h"),
        ("monthly_rate", "=cost_of_capital_pct/100/12", "loan rate per month"),
        ("loan_months", "=useful_life_years*12", "months"),
        ("residual_pv", "=residual_value_pct/100/(1+monthly_rate)^loan_months",
         "present value of the residual, per unit of capex"),
    ]
    return rows


def system_formulas(r, nchips):
    """The formula cells G..O of the Systems row r (1-based sheet row), core/economics/tco.cpp
    computeTco written as a spreadsheet user would. #N/A marks an n/a figure; it propagates
    into the total like Figure's n/a does."""
    chips = "$Chips.$A$2:$B$%d" % (nchips + 1)
    return [
        # G chip TDP; text ("n/a", "") when the chip or its TDP is missing
        '=IFERROR(VLOOKUP(C{r};{chips};2;0);"")'.format(r=r, chips=chips),
        # H all-in IT kW: the system's figure, else chip TDP x overhead factor
        '=IF(ISNUMBER(E{r});E{r}/1000;IF(ISNUMBER(G{r});G{r}*it_overhead_factor/1000;NA()))'
        .format(r=r),
        # I capital: monthly loan payment on capex less the residual's present value
        '=IF(ISNUMBER(D{r});IF(loan_months<=0;0;-PMT(monthly_rate;loan_months;D{r}*(1-residual_pv)))'
        '/hours_per_month;NA())'.format(r=r),
        # J power
        '=IF(ISNUMBER(H{r});H{r}*pue*electricity_usd_per_kwh*avg_load_pct/100;NA())'.format(r=r),
        # K colocation (full kW, no PUE)
        '=IF(ISNUMBER(H{r});H{r}*colocation_usd_per_kw_month/hours_per_month;NA())'.format(r=r),
        # L support per server-month / GPUs per server
        '=IF(support_usd_per_server_month=0;0;IF(AND(ISNUMBER(F{r});F{r}>0);'
        'support_usd_per_server_month/F{r}/hours_per_month;NA()))'.format(r=r),
        # M maintenance
        '=IF(ISNUMBER(D{r});D{r}*maintenance_pct_per_year/100/hours_per_year;NA())'.format(r=r),
        # N software
        "=software_usd_per_gpu_hour",
        # O TCO per owned GPU-hour
        "=I{r}+J{r}+K{r}+L{r}+M{r}+N{r}".format(r=r),
    ]


def num_or_blank(v):
    return "" if v is None else float(v)


def build(args):
    systems, chips, assumptions = common.load_inputs(args.catalog, args.scenario)
    office = Office(args.profile).connect()
    try:
        doc = office.desktop.loadComponentFromURL("private:factory/scalc", "_blank", 0,
                                                  (prop("Hidden", True),))
        sheets = doc.Sheets
        sheets.getByIndex(0).Name = "Systems"
        sheets.insertNewByName("Assumptions", 1)
        sheets.insertNewByName("Chips", 2)

        # Assumptions: A name, B value (named cell), C note.
        sa = sheets.getByName("Assumptions")
        rows = assumption_rows(assumptions)
        sa.getCellRangeByName("A1:C1").setDataArray((("assumption", "value", "note"),))
        names = doc.NamedRanges
        for i, (name, value, note) in enumerate(rows, start=2):
            sa.getCellByPosition(0, i - 1).setString(name)
            cell = sa.getCellByPosition(1, i - 1)
            if isinstance(value, str):
                cell.setFormula(value)
            else:
                cell.setValue(value)
            sa.getCellByPosition(2, i - 1).setString(note)
            base = CellAddress()
            base.Sheet, base.Column, base.Row = 1, 1, i - 1
            names.addNewByName(name, "$Assumptions.$B$%d" % i, base, 0)

        # Chips: id, TDP ("n/a" when unknown).
        sc = sheets.getByName("Chips")
        chip_rows = [("id", "tdp_w")] + [
            (c["id"], "n/a" if c["tdp_w"] is None else float(c["tdp_w"])) for c in chips]
        sc.getCellRangeByName("A1:B%d" % len(chip_rows)).setDataArray(tuple(chip_rows))

        # Systems: inputs as values, then the formula columns.
        ss = sheets.getByName("Systems")
        n = len(systems)
        ss.getCellRangeByName("A1:O1").setDataArray((tuple(COLS),))
        inputs = tuple(
            (s["id"], s["name"] or s["id"], s["chip_id"] or "", num_or_blank(s["capex_per_gpu_usd"]),
             num_or_blank(s["it_power_per_gpu_w"]), num_or_blank(s["gpus_per_node"]))
            for s in systems)
        ss.getCellRangeByName("A2:F%d" % (n + 1)).setDataArray(inputs)
        formulas = tuple(tuple(system_formulas(r, len(chips))) for r in range(2, n + 2))
        ss.getCellRangeByName("G2:O%d" % (n + 1)).setFormulaArray(formulas)

        # The bar chart: categories = ids (A), values = TCO (O), beside the table.
        cats = CellRangeAddress()
        cats.Sheet, cats.StartColumn, cats.StartRow, cats.EndColumn, cats.EndRow = 0, 0, 0, 0, n
        vals = CellRangeAddress()
        vals.Sheet, vals.StartColumn, vals.StartRow, vals.EndColumn, vals.EndRow = 0, 14, 0, 14, n
        rect = Rectangle()
        rect.X, rect.Y = 0, 0
        # 1/100 mm at 96 dpi: the chart object has the PNG's aspect ratio.
        rect.Width = int(CHART_PX[0] * 2540 / 96)
        rect.Height = int(CHART_PX[1] * 2540 / 96)
        ss.Charts.addNewByName(CHART_NAME, rect, (cats, vals), True, True)
        chart = ss.Charts.getByName(CHART_NAME).EmbeddedObject
        chart.Diagram = chart.createInstance("com.sun.star.chart.BarDiagram")
        chart.Diagram.Vertical = False  # columns
        chart.HasMainTitle = True
        chart.Title.String = "Total cost of ownership per GPU-hour (USD/GPU-hour)"
        chart.HasLegend = False
        # Move the chart to the right of the table.
        shape = chart_shape(ss)
        pos = shape.Position
        pos.X = ss.getColumns().getByIndex(16).Position.X
        shape.Position = pos

        doc.storeToURL(file_url(args.out), (prop("FilterName", "calc8"),))
        doc.close(True)
    finally:
        office.close()
    print("built %s: %d systems, %d chips" % (args.out, len(systems), len(chips)))


# ---------------------------------------------------------------- runs


def chart_shape(sheet):
    page = sheet.DrawPage
    for i in range(page.Count):
        shape = page.getByIndex(i)
        if shape.supportsService("com.sun.star.drawing.OLE2Shape"):
            return shape
    raise RuntimeError("no chart in the Systems sheet")


class Workbook:
    def __init__(self, office, path):
        self.office = office
        self.doc = office.desktop.loadComponentFromURL(file_url(path), "_blank", 0,
                                                       (prop("Hidden", True),))
        # Recalculation is explicit (calculateAll), so a cell edit is not computed twice.
        self.doc.enableAutomaticCalculation(False)
        self.systems = self.doc.Sheets.getByName("Systems")
        self.elec = self.doc.NamedRanges.getByName(ELECTRICITY).ReferredCells.getCellByPosition(0, 0)
        self.shape = chart_shape(self.systems)
        self.exporter = office.smgr.createInstanceWithContext(
            "com.sun.star.drawing.GraphicExportFilter", office.ctx)

    def set_electricity(self, value):
        self.elec.setValue(value)

    def calculate(self):
        self.doc.calculateAll()

    def export_png(self, path):
        self.exporter.setSourceDocument(self.shape)
        data = uno.Any("[]com.sun.star.beans.PropertyValue",
                       (prop("PixelWidth", CHART_PX[0]), prop("PixelHeight", CHART_PX[1])))
        self.exporter.filter((prop("URL", file_url(path)), prop("MediaType", "image/png"),
                              prop("FilterData", data)))

    def values(self):
        """({id: TCO or None}), reading the computed cells; #N/A -> None."""
        last = self.systems.createCursor()
        last.gotoEndOfUsedArea(False)
        n = last.getRangeAddress().EndRow  # 0-based row of the last system
        ids = [r[0] for r in self.systems.getCellRangeByName("A2:A%d" % (n + 1)).getDataArray()]
        col = self.systems.getCellRangeByName("%s2:%s%d" % (TCO_COL, TCO_COL, n + 1))
        vals = [r[0] for r in col.getDataArray()]
        errors = col.queryFormulaCells(FORMULA_ERROR)
        for a in errors.getRangeAddresses():
            for row in range(a.StartRow, a.EndRow + 1):
                vals[row - 1] = None
        return ids, vals


def cold(args):
    office = Office(args.profile).connect()
    try:
        wb = Workbook(office, args.workbook)
        wb.set_electricity(args.electricity)
        wb.calculate()
        wb.export_png(args.png)
        written = common.now_ms()
        if not os.path.getsize(args.png):
            raise RuntimeError("empty PNG")
        print("written_at_ms=%.3f" % written, flush=True)
        if args.values:
            ids, vals = wb.values()
            common.write_values(args.values, ids, vals)
        wb.doc.close(True)
    finally:
        office.close()
    print("exited_at_ms=%.3f" % common.now_ms(), flush=True)


def hot(args):
    office = Office(args.profile).connect()
    try:
        wb = Workbook(office, args.workbook)
        wb.set_electricity(args.electricity)
        wb.calculate()
        wb.export_png(args.png)  # warm-up: first render loads the chart module
        redraw, recompute = [], []
        for i in range(args.runs):
            time.sleep(0.02)
            t0 = common.now_ms()
            wb.set_electricity(0.10 + 0.001 * i)
            wb.calculate()
            wb.export_png(args.png)
            redraw.append(common.now_ms() - t0)
        for i in range(args.runs):
            wb.set_electricity(0.10 + 0.001 * i)
            t0 = common.now_ms()
            wb.calculate()
            recompute.append(common.now_ms() - t0)
        # Leave the workbook at the task's value and the PNG showing it.
        wb.set_electricity(args.electricity)
        wb.calculate()
        wb.export_png(args.png)
        if args.values:
            ids, vals = wb.values()
            common.write_values(args.values, ids, vals)
        print(json.dumps({"hot_edit_to_redraw_ms": common.spread(redraw),
                          "hot_recompute_ms": common.spread(recompute)}), flush=True)
        wb.doc.close(True)
    finally:
        office.close()


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("--catalog", required=True)
    b.add_argument("--scenario", required=True)
    b.add_argument("--out", required=True)
    b.add_argument("--profile", required=True)
    for name in ("cold", "hot"):
        r = sub.add_parser(name)
        r.add_argument("--workbook", required=True)
        r.add_argument("--png", required=True)
        r.add_argument("--profile", required=True)
        r.add_argument("--electricity", type=float, default=0.12)
        r.add_argument("--values")
        if name == "hot":
            r.add_argument("--runs", type=int, default=21)
    args = p.parse_args()
    {"build": build, "cold": cold, "hot": hot}[args.cmd](args)


if __name__ == "__main__":
    main()
