#!/usr/bin/env python3
"""Hand check of the .xlsx export in LibreOffice (not part of ctest: LibreOffice is not a
dependency). Writes the tco, plan and buy-rent-api workbooks, has LibreOffice recalculate them
(a profile of its own that recalculates OOXML files on load) and compares every formula cell's
recalculated value with the result saved in the file (core's number); then edits six
assumptions in the TCO workbook's Assumptions sheet and compares LibreOffice's costs with the
CLI run with the same --set values.

Usage: scripts/xlsx-libreoffice-check.py [build/bin/siliconomics-cli]
"""
import csv, json, os, re, subprocess, sys, tempfile, zipfile

CLI = sys.argv[1] if len(sys.argv) > 1 else 'build/bin/siliconomics-cli'
WORK = tempfile.mkdtemp(prefix='xlsx-check-')
PROFILE = os.path.join(WORK, 'profile', 'user')
os.makedirs(PROFILE)
with open(os.path.join(PROFILE, 'registrymodifications.xcu'), 'w') as f:
    f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<oor:items xmlns:oor="http://openoffice.org/2001/registry" '
            'xmlns:xs="http://www.w3.org/2001/XMLSchema" '
            'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
            '<item oor:path="/org.openoffice.Office.Calc/Formula/Load">'
            '<prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>\n'
            '</oor:items>\n')


def cli(args):
    return subprocess.run([CLI, '--db', os.path.join(WORK, 'u.sqlite')] + args, check=True,
                          capture_output=True, text=True).stdout


def to_csv(path):
    """Every sheet of `path` as FILE-SHEET.csv, recalculated by LibreOffice."""
    subprocess.run(['soffice', '-env:UserInstallation=file://' + os.path.join(WORK, 'profile'),
                    '--headless', '--convert-to',
                    'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1',
                    path, '--outdir', WORK], check=True, capture_output=True)
    base = os.path.splitext(path)[0]
    return lambda sheet: list(csv.reader(open('%s-%s.csv' % (base, sheet), encoding='utf-8')))


def formula_cells(path):
    z = zipfile.ZipFile(path)
    names = re.findall(r'<sheet name="([^"]+)"', z.read('xl/workbook.xml').decode())
    for i, name in enumerate(names):
        xml = z.read('xl/worksheets/sheet%d.xml' % (i + 1)).decode()
        for m in re.finditer(r'<c r="([A-Z]+)(\d+)"[^>]*><f>([^<]*)</f><v>([^<]*)</v>', xml):
            col = 0
            for ch in m.group(1):
                col = col * 26 + ord(ch) - 64
            yield name, int(m.group(2)) - 1, col - 1, m.group(3), float(m.group(4))


failures = 0
for name, args in [
        ('tco', ['tco', '--systems', 'hgx-h100,hgx-h200,gb200-nvl72,tpu-v6e-pod256,mi355x-ubb8']),
        ('plan', ['plan', '--model', 'llama-3.1-70b', '--rate', '20', '--cached-prompt-share',
                  '0.25', '--systems', 'hgx-h100,hgx-b200,gb200-nvl72,mi300x-ubb8,tpu-v6e-pod256']),
        ('buy-rent-api', ['buy-rent-api', '--model', 'llama-3.1-70b', '--cached-prompt-share',
                          '0.5', '--systems', 'hgx-h200,hgx-b200,tpu-v6e-pod256', '--term',
                          '1-year'])]:
    path = os.path.join(WORK, name + '.xlsx')
    cli(args + ['--format', 'xlsx', '--out', path])
    sheet = to_csv(path)
    worst, n = 0.0, 0
    for s, r, c, f, saved in formula_cells(path):
        got = float(sheet(s)[r][c])
        rel = abs(got - saved) / max(abs(saved), 1e-12)
        worst, n = max(worst, rel), n + 1
        if rel > 1e-9:
            failures += 1
            print('MISMATCH %s %s row %d col %d: =%s saved %r, LibreOffice %r' %
                  (name, s, r + 1, c + 1, f, saved, got))
    print('%s: %d formula cells recalculated by LibreOffice, worst relative difference %.1e' %
          (name, n, worst))

# Edit assumptions in the file, as an analyst would, and compare with the CLI under --set.
edits = {'useful_life_years': '3', 'cost_of_capital_pct': '8', 'residual_value_pct': '10',
         'electricity_usd_per_kwh': '0.2', 'pue': '1.5', 'utilization_pct': '60'}
systems = 'hgx-h100,hgx-h200,gb200-nvl72,mi355x-ubb8'
src, dst = os.path.join(WORK, 'edit.xlsx'), os.path.join(WORK, 'edited.xlsx')
cli(['tco', '--systems', systems, '--format', 'xlsx', '--out', src])
zin, zout = zipfile.ZipFile(src), zipfile.ZipFile(dst, 'w', zipfile.ZIP_DEFLATED)
strings = re.findall(r'<t[^>]*>([^<]*)</t>', zin.read('xl/sharedStrings.xml').decode())
for item in zin.infolist():
    data = zin.read(item.filename)
    if item.filename == 'xl/worksheets/sheet1.xml':
        xml = data.decode()
        for m in re.finditer(r'<c r="A(\d+)" t="s"><v>(\d+)</v>', xml):
            key = strings[int(m.group(2))]
            if key in edits:
                xml = re.sub(r'(<c r="B%s"[^>]*><v>)[^<]*(</v>)' % m.group(1),
                             r'\g<1>%s\g<2>' % edits[key], xml)
        data = xml.encode()
    zout.writestr(item, data)
zout.close()
lo = {row[0]: row for row in to_csv(dst)('TCO')}
sets = sum((['--set', '%s=%s' % kv] for kv in edits.items()), [])
for o in json.loads(cli(['tco', '--systems', systems, '--format', 'json'] + sets)):
    for col, key in [(7, 'capital_usd_per_hour'), (8, 'power_usd_per_hour'),
                     (13, 'tco_usd_per_hour'), (14, 'tco_usd_per_useful_hour')]:
        got, want = float(lo[o['id']][col]), o[key]
        ok = abs(got - want) <= 1e-9 * abs(want)
        failures += not ok
        print('%s %s: LibreOffice %.6f, CLI --set %.6f%s' %
              (o['id'], key, got, want, '' if ok else '  MISMATCH'))
print('edited: ' + ', '.join('%s=%s' % kv for kv in edits.items()))
sys.exit(1 if failures else 0)
