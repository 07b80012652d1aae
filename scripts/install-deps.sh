#!/usr/bin/env bash
# Installs everything Siliconomics needs to build, test and run on Debian 12.
set -euo pipefail
packages=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite libqt6charts6-dev libqt6svg6-dev
    libgl-dev nlohmann-json3-dev
    xvfb xauth clang-format git
)
if [ "${SILICONOMICS_FUZZ:-0}" = 1 ]; then packages+=(clang libclang-rt-14-dev); fi
if [ "${SILICONOMICS_PACKAGING:-0}" = 1 ]; then packages+=(dpkg-dev file appstream desktop-file-utils); fi
missing=()
for p in "${packages[@]}"; do
    [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" = "install ok installed" ] || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    SUDO=""
    [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
