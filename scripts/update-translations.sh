#!/usr/bin/env bash
# Refreshes the translation sources (resources/translations/*.ts) from every Qt source with
# tr(): ui/ and app/ (database/ and core/ have none: core's English is translated at the UI
# boundary, ui/CoreText.cpp). Strings that are new or changed come out "unfinished"; this
# prints how many there are per file and lists them. Translate them in Qt Linguist
# (linguist resources/translations/siliconomics_ko.ts) or in the file, then rebuild: CMake
# runs lrelease and embeds the .qm. Obsolete strings are dropped (-no-obsolete), so nothing
# lingers as "vanished".
# Usage: scripts/update-translations.sh           refresh the .ts files, list what is unfinished
#        scripts/update-translations.sh --check   the same on a copy (the .ts files are left as
#                                                 they are); exit 1 if any string is unfinished
#                                                 or missing (ctest runs this: TranslationsComplete)
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
[ "${1:-}" = "--check" ] && check=1
lupdate="${LUPDATE:-}"
for c in lupdate-qt6 /usr/lib/qt6/bin/lupdate lupdate; do
    [ -n "$lupdate" ] && break
    if command -v "$c" >/dev/null 2>&1; then lupdate=$c; break; fi
done
if [ -z "$lupdate" ]; then
    echo "update-translations: lupdate not found; scripts/install-deps.sh installs qt6-l10n-tools" >&2
    exit 2
fi
status=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for tracked in resources/translations/siliconomics_*.ts; do
    ts=$tracked
    if [ $check = 1 ]; then ts="$tmp/$(basename "$tracked")"; cp "$tracked" "$ts"; fi
    "$lupdate" -silent -locations relative -no-obsolete -extensions cpp,h ui app -ts "$ts"
    python3 - "$ts" "$tracked" <<'PY' || status=1
import re, sys, xml.etree.ElementTree as ET
path, label = sys.argv[1], sys.argv[2]
# A translation fills the same placeholders as its source (%1, %L2...), no more, no fewer: a
# merge that mixed two messages shows "%4" or "{1 ?}" to the reader.
def placeholders(text):
    return sorted(set(re.findall(r"%L?[0-9]+", text or "")))
root = ET.parse(path).getroot()
total = unfinished = 0
todo = []
for ctx in root.iter("context"):
    name = ctx.findtext("name")
    for msg in ctx.iter("message"):
        tr = msg.find("translation")
        kind = tr.get("type") if tr is not None else None
        if kind in ("obsolete", "vanished"):
            continue
        total += 1
        forms = [tr.text] if tr is not None and tr.find("numerusform") is None else \
            [f.text for f in tr.iter("numerusform")] if tr is not None else []
        if kind == "unfinished" or not all((t or "").strip() for t in forms):
            unfinished += 1
            todo.append(f"  [{name}] {msg.findtext('source')!r}")
        elif msg.get("numerus") != "yes" and any(
                placeholders(t) != placeholders(msg.findtext("source")) for t in forms):
            unfinished += 1
            todo.append(f"  [{name}] {msg.findtext('source')!r}: its placeholders differ "
                        f"in {forms!r}")
print(f"{label}: {total} strings, {total - unfinished} translated, {unfinished} unfinished")
for line in todo:
    print(line)
sys.exit(1 if unfinished else 0)
PY
done
if [ $check = 1 ]; then exit $status; fi
exit 0
