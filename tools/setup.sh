#!/usr/bin/env bash
# Sets up a Debian 12 machine for hvnet, builds it, and then either opens the
# designer on a bundled example (`run`) or runs every test (`test`).
#
#   bash tools/setup.sh run     # install what is missing, build, open the designer
#   bash tools/setup.sh test    # install what is missing, build, run all tests
#                               # (each fuzz target briefly too: ctest fuzz_smoke)
#
# Without a display the designer runs its main job headless: it validates the
# example and writes what it can export into ./out, and says where.
set -euo pipefail

mode="${1:-run}"
case "$mode" in run|test) ;; *) echo "usage: bash tools/setup.sh run|test" >&2; exit 1 ;; esac

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${HVNET_BUILD_DIR:-$here/build}"

# Everything a brand-new minimal Debian 12 needs, and why; nothing else. CI runs
# this script in a freshly bootstrapped root (tools/fresh-root.sh), so a package
# missing here fails CI instead of a new user's first build.
packages=(
  # the build
  cmake ninja-build g++          # CMake 3.25 with Ninja; GCC 12 for C++20
  qt6-base-dev                   # Qt Core, Gui, Widgets, PrintSupport, Concurrent, Test (and their CMake packages)
  qt6-base-dev-tools             # moc, rcc, uic, run by CMake's AUTOMOC and resources
  libqt6opengl6-dev              # Qt6OpenGL's CMake package: Qt6Charts needs it; qt6-base-dev only recommends it
  qt6-charts-dev                 # the ETS chart in the QoS dialog and the report
  qt6-svg-dev                    # the diagram as SVG, and the SVG icons
  qt6-tools-dev qt6-l10n-tools   # Qt's LinguistTools CMake package and lrelease: the compiled-in translations
  libboost-graph-dev             # the topology graph (model/topology)
  nlohmann-json3-dev             # reading and writing design files, JSON reports
  libkainjow-mustache-dev        # the script and configuration templates
  # the tests
  poppler-utils                  # pdftotext and pdftoppm read the generated PDF reports back
  libtree-sitter-dev             # runs the PowerShell grammar that parses every generated script (tst_powershell)
  npm                            # fetches that grammar, pinned and checked, at configure time (tests/CMakeLists.txt)
  clang libclang-rt-14-dev       # the fuzz targets of every evidence reader (tests/fuzz, tools/fuzz.sh, run by
                                 # ctest as fuzz_smoke): clang 14 with libFuzzer, ASan and UBSan
  iproute2 lldpd                 # tst_lldpnetns: network namespaces joined by veth pairs, Debian's LLDP agent in each
                                 # (the agent Cumulus Linux runs); only the program is needed, never its service
  # the headless run and the tests' offscreen windows: Qt's offscreen platform
  # plugin comes with libqt6gui6; text needs at least one font
  fonts-dejavu-core
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "hvnet setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  # lldpd's package starts a system-wide LLDP agent that would talk on this
  # machine's own interfaces. The tests run their own lldpd inside their own
  # network namespaces, so the service is neither started while installing
  # (policy-rc.d denies it, only during this install) nor enabled afterwards.
  new_lldpd=""
  policy=""
  if [[ " ${missing[*]} " == *" lldpd "* ]]; then
    new_lldpd=1
    if [ ! -e /usr/sbin/policy-rc.d ]; then
      policy=/usr/sbin/policy-rc.d
      printf '#!/bin/sh\n# hvnet setup: no service starts while hvnet installs packages\nexit 101\n' | $sudo tee "$policy" >/dev/null
      $sudo chmod 755 "$policy"
    fi
  fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive DEBCONF_NOWARNINGS=yes $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  [ -z "$policy" ] || $sudo rm -f "$policy"
  if [ -n "$new_lldpd" ] && command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
    $sudo systemctl disable --now lldpd.service >/dev/null 2>&1 || true
  fi
fi

cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j2

if [ "$mode" = test ]; then
  cd "$build"
  exec ctest --output-on-failure -j2
fi

example="$here/templates/starters/sofs-hyperv-2012r2.hvnet"
exec "$build/bin/hvnet-designer" "$example"
