#!/usr/bin/env bash
# Installs the peers of the comparison (bench/peers): LibreOffice Calc without a GUI and its
# Python-UNO bridge, pandas and matplotlib, all from Debian, and checks that soffice starts
# headless. Idempotent: packages already installed are not fetched again.
set -euo pipefail

PKGS=(libreoffice-calc-nogui python3-uno python3-pandas python3-matplotlib)

missing=()
for p in "${PKGS[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    SUDO=""
    [[ $(id -u) -ne 0 ]] && SUDO="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

PY=/usr/bin/python3
$PY -c 'import uno, pandas, matplotlib' || { echo "python3 modules missing" >&2; exit 1; }

# soffice must start headless and convert a file, with a throwaway profile.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf 'a,b\n1,=A2*2\n' >"$tmp/t.csv"
HOME="$tmp" timeout 120 soffice --headless --norestore --nologo \
    "-env:UserInstallation=file://$tmp/profile" \
    --convert-to ods --outdir "$tmp" "$tmp/t.csv" >/dev/null 2>&1 || true
[[ -s "$tmp/t.ods" ]] || { echo "soffice did not start headless" >&2; exit 1; }
echo "peers installed: $(HOME="$tmp" soffice --version 2>/dev/null | head -1); pandas $($PY -c 'import pandas; print(pandas.__version__)'); matplotlib $($PY -c 'import matplotlib; print(matplotlib.__version__)')"
