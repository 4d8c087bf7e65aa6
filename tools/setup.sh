#!/usr/bin/env bash
# Sets up a Debian 12 machine for hvnet, builds it, and then either opens the
# designer on a bundled example (`run`) or runs every test (`test`).
#
#   bash tools/setup.sh run     # install what is missing, build, open the designer
#   bash tools/setup.sh test    # install what is missing, build, run all tests
#                               # (and each fuzz target briefly, tools/fuzz.sh)
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
  clang                          # the fuzz build (tests/fuzz, tools/fuzz.sh): libFuzzer needs clang; Debian 12's is clang 14
  libclang-rt-14-dev             # clang 14's runtimes: libFuzzer, AddressSanitizer, UndefinedBehaviorSanitizer
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
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive DEBCONF_NOWARNINGS=yes $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j2

if [ "$mode" = test ]; then
  # A short run of every fuzz target (seconds each) before the tests, so
  # ctest's summary stays the last thing printed.
  HVNET_BUILD_DIR="$build" bash "$here/tools/fuzz.sh" ci
  cd "$build"
  exec ctest --output-on-failure -j2
fi

example="$here/templates/starters/sofs-hyperv-2012r2.hvnet"
exec "$build/bin/hvnet-designer" "$example"
