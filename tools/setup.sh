#!/usr/bin/env bash
# Sets up a Debian 12 machine for hvnet, builds it, and then either opens the
# designer on a bundled example (`run`) or runs every test (`test`).
#
#   bash tools/setup.sh run     # install what is missing, build, open the designer
#   bash tools/setup.sh test    # install what is missing, build, run all tests
#
# Without a display the designer runs its main job headless: it validates the
# example and writes what it can export into ./out, and says where.
set -euo pipefail

mode="${1:-run}"
case "$mode" in run|test) ;; *) echo "usage: bash tools/setup.sh run|test" >&2; exit 1 ;; esac

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${HVNET_BUILD_DIR:-$here/build}"

packages=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libgl-dev libboost-graph-dev libssh-dev nlohmann-json3-dev libkainjow-mustache-dev
  openssh-server xvfb xauth poppler-utils fonts-dejavu-core
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "hvnet setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j2

if [ "$mode" = test ]; then
  cd "$build"
  exec ctest --output-on-failure -j2
fi

example="$here/templates/starters/sofs-hyperv-2012r2.hvnet"
exec "$build/bin/hvnet-designer" "$example"
