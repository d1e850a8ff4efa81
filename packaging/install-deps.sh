#!/usr/bin/env bash
# Installs the Debian bookworm packages needed to build, run and test WattGPU Planner.
# Idempotent: does nothing when every package is present. Needs root (or sudo) when installing.
set -euo pipefail
PKGS=(
  cmake make g++ ccache pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-svg-dev libgl-dev qt6-translations-l10n
  libqcustomplot-dev libxgboost-dev xgboost nlohmann-json3-dev libeigen3-dev libbenchmark-dev
  poppler-utils xvfb xauth fonts-dejavu-core
  clang libclang-rt-14-dev clang-format-14
  dpkg-dev file appstream desktop-file-utils librsvg2-bin jq groff-base
)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing missing packages: ${missing[*]}"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
