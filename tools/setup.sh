#!/usr/bin/env bash
# Sets up a Debian 12 or 13 machine for hvnet, builds it, and then either opens
# the designer on a bundled example (`run`) or runs every test (`test`).
#
#   bash tools/setup.sh run     # install what is missing, build, open the designer
#   bash tools/setup.sh test    # install what is missing, build, run all tests
#                               # (each fuzz target briefly too: ctest fuzz_smoke)
#   bash tools/setup.sh test -E fuzz_smoke   # what follows `test` goes to ctest
#
# HVNET_BUILD_DIR=build-asan HVNET_SANITIZE=address,undefined bash tools/setup.sh test -E fuzz_smoke
# builds and tests under the sanitizers instead (cmake -DHVNET_SANITIZE, see
# cmake/Sanitizers.cmake); GCC's sanitizer runtimes come with g++.
# HVNET_BUILD_TARGETS="tst_remote hvnet_windows_sim" builds only those targets
# (and what they need) instead of everything: for CI's ThreadSanitizer tree.
#
# Without a display the designer runs its main job headless: it validates the
# example and writes what it can export into ./out, and says where.
#
# It asks apt only for what is really missing: a tool that is already a
# working command at a usable version (cmake, ninja, a C++20 g++, node with
# npm, a clang that links libFuzzer) is used as it is, whoever installed it:
# Node.js from NodeSource bundles its own npm, and Debian's npm package
# conflicts with it. Before installing, it asks apt whether the install can
# succeed and, when it cannot, says in one line per package why and what to
# do. Whatever it changes on the machine besides the packages (a policy-rc.d
# that keeps lldpd's service from starting during the install) it undoes on
# every exit path.
set -euo pipefail

mode="${1:-run}"
case "$mode" in
  run) [ $# -le 1 ] || { echo "usage: bash tools/setup.sh run|test [ctest arguments]" >&2; exit 1; } ;;
  test) ;;
  *) echo "usage: bash tools/setup.sh run|test [ctest arguments]" >&2; exit 1 ;;
esac
ctest_args=("${@:2}")

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${HVNET_BUILD_DIR:-$here/build}"

say() { echo "hvnet setup: $*" >&2; }

# --- undo on every exit ------------------------------------------------------
# Each entry is a command that reverses one change this run made; they run in
# reverse order when the script exits, however it exits.
undo=()
undo_all() {
  local i
  for ((i = ${#undo[@]} - 1; i >= 0; --i)); do eval "${undo[i]}" || say "could not undo: ${undo[i]}"; done
  undo=()
}
trap undo_all EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"

# --- which Debian ------------------------------------------------------------
release="unknown"
if [ -r /etc/os-release ]; then
  # shellcheck disable=SC1091
  release="$(. /etc/os-release && echo "${ID:-}-${VERSION_CODENAME:-${VERSION_ID:-}}")"
fi
case "$release" in
  debian-bookworm|debian-trixie) ;;
  *) say "tested on Debian 12 (bookworm) and 13 (trixie); this is $release, trying with the same packages" ;;
esac

# --- what is needed ------------------------------------------------------------
# version_at_least HAVE WANT: dotted versions compared number by number.
version_at_least() {
  [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n 1)" = "$2" ]
}
# first_version COMMAND...: the first dotted number a command prints.
first_version() {
  "$@" 2>/dev/null | grep -oE '[0-9]+(\.[0-9]+)+' | head -n 1
}

# Tools that may come from elsewhere: each check succeeds when the command is
# there at a usable version, and then its packages are not asked for.
have_cmake() { local v; v="$(first_version cmake --version)" && [ -n "$v" ] && version_at_least "$v" 3.24; }
have_ninja() { local v; v="$(first_version ninja --version)" && [ -n "$v" ] && version_at_least "$v" 1.10; }
have_gxx() { local v; v="$(first_version g++ -dumpfullversion)" && [ -n "$v" ] && version_at_least "$v" 11; }
# The PowerShell grammar is fetched with `npm pack --pack-destination` (npm 7)
# and runs nothing; node 16 is the oldest that npm 7+ supports well.
have_npm() {
  local n v
  n="$(first_version node --version)" && [ -n "$n" ] && version_at_least "$n" 16 || return 1
  v="$(first_version npm --version)" && [ -n "$v" ] && version_at_least "$v" 7
}
# Packages only Debian 12 splits out.
not_bookworm() { [ "$release" != debian-bookworm ]; }
# The fuzz targets need clang with libFuzzer, ASan and UBSan runtimes: tried
# by linking an empty target.
have_fuzz_clang() {
  command -v clang++ >/dev/null || return 1
  local dir ok=1
  dir="$(mktemp -d)"
  printf 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char *, unsigned long) { return 0; }\n' >"$dir/t.cpp"
  clang++ -fsanitize=fuzzer,address,undefined "$dir/t.cpp" -o "$dir/t" >/dev/null 2>&1 && ok=0
  rm -rf "$dir"
  return $ok
}

# Everything a brand-new minimal Debian needs, and why; nothing else. CI runs
# this script in freshly bootstrapped Debian 12 and 13 roots (.ci/run), one of
# them with Node.js from NodeSource, so a package missing here fails CI
# instead of a new user's first build.
#   package            the check that makes it unnecessary (- : always the package)
requirements=(
  # the build
  "cmake               have_cmake"       # CMake 3.24 or later
  "ninja-build         have_ninja"
  "g++                 have_gxx"         # GCC 11 or later for C++20
  "qt6-base-dev        -"                # Qt Core, Gui, Widgets, PrintSupport, Concurrent, Test (and their CMake packages)
  "qt6-base-dev-tools  -"                # moc, rcc, uic, run by CMake's AUTOMOC and resources
  "libqt6opengl6-dev   not_bookworm"     # Qt6OpenGL's CMake package: Qt6Charts needs it; Debian 12's qt6-base-dev
                                         #   only recommends it, Debian 13's holds it (there is no such package)
  "qt6-charts-dev      -"                # the ETS chart in the QoS dialog and the report
  "qt6-svg-dev         -"                # the diagram as SVG, and the SVG icons
  "qt6-tools-dev       -"                # Qt's LinguistTools CMake package
  "qt6-l10n-tools      -"                # lrelease: the compiled-in translations
  "qt6-translations-l10n -"              # Qt's own texts (standard buttons, file dialogs) in German: the designer
                                         #   loads them (tst_designerflow checks they are read)
  "libboost-graph-dev  -"                # the topology graph (model/topology)
  "nlohmann-json3-dev  -"                # reading and writing design files, JSON reports
  "libkainjow-mustache-dev -"            # the script and configuration templates
  "libssh-dev          -"                # the SSH transport of hvnet probe (remote/); the program needs libssh-4
  # the package (cmake --build build --target package): CPack's DEB generator
  # finds the libraries the programs need with dpkg-shlibdeps, which needs file
  "dpkg-dev            -"
  "file                -"
  # the tests
  "poppler-utils       -"                # pdftotext and pdftoppm read the generated PDF reports back
  "libtree-sitter-dev  -"                # runs the PowerShell grammar that parses every generated script (tst_powershell)
  "npm                 have_npm"         # fetches that grammar, pinned and checked, at configure time (tests/CMakeLists.txt)
  "clang               have_fuzz_clang"  # the fuzz targets (tests/fuzz, tools/fuzz.sh, ctest fuzz_smoke):
  "libclang-rt-dev     have_fuzz_clang"  #   clang with libFuzzer, ASan and UBSan
  "iproute2            -"                # tst_lldpnetns: network namespaces joined by veth pairs ...
  "lldpd               -"                # ... with Debian's LLDP agent in each (the agent Cumulus Linux runs);
                                         #     only the program is needed, never its service
  "openssh-server      -"                # tst_remote, bench_remote: a real sshd per simulated device on loopback,
                                         #   started by the tests; never its service (below)
  "openssh-client      -"                # ssh-keygen for the tests' keys, and ssh, which a ProxyJump runs
  "ansible             -"                # tst_ansible: Debian's Ansible and its collections read the Ansible export
                                         #   (ansible-inventory, ansible-playbook --syntax-check); bench_remote too
  # the headless run and the tests' offscreen windows: Qt's offscreen platform
  # plugin comes with Qt Gui; text needs at least one font
  "fonts-dejavu-core   -"
)

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

missing=()
declare -A checked=()
for entry in "${requirements[@]}"; do
  read -r package check <<<"$entry"
  installed "$package" && continue
  if [ "$check" != "-" ]; then
    if [ -z "${checked[$check]:-}" ]; then
      if "$check"; then checked[$check]=yes; else checked[$check]=no; fi
    fi
    if [ "${checked[$check]}" = yes ]; then
      continue
    fi
  fi
  missing+=("$package")
done
for check in "${!checked[@]}"; do
  [ "${checked[$check]}" = yes ] || continue
  case "$check" in
    have_npm) say "using node $(node --version 2>/dev/null) and npm $(npm --version 2>/dev/null) already on this machine, not Debian's npm" ;;
    have_cmake) say "using $(command -v cmake) ($(first_version cmake --version)) already on this machine" ;;
    have_gxx) say "using $(command -v g++) ($(first_version g++ -dumpfullversion)) already on this machine" ;;
    have_ninja) say "using $(command -v ninja) ($(first_version ninja --version)) already on this machine" ;;
    have_fuzz_clang) say "using $(command -v clang++) with its libFuzzer already on this machine" ;;
  esac
done

# --- why apt cannot install a package: one line, with what to do ---------------
explain_refusal() { # package apt-output
  local package="$1" output="$2" reason node_pkg
  reason="$(grep -E '^ .* : (Depends|PreDepends|Conflicts|Breaks):' <<<"$output" | head -n 1 | sed -E 's/^ +//; s/ +/ /g')"
  [ -n "$reason" ] || reason="$(grep -E '^E: ' <<<"$output" | head -n 1 | sed -E 's/^E: //')"
  node_pkg="$(dpkg-query -W -f='${Version} ${Maintainer}' nodejs 2>/dev/null || true)"
  if [[ "$package" == npm && "$node_pkg" == *[Nn]ode[Ss]ource* ]]; then
    say "cannot install Debian's npm: it conflicts with nodejs ${node_pkg%% *} from NodeSource, which bundles its own npm; that npm is missing or older than 7 here (npm --version: $(npm --version 2>/dev/null || echo 'not found')): reinstall nodejs from NodeSource (or put a working npm on PATH) and run this again"
  else
    say "cannot install $package: apt says \"${reason:-no reason given}\"; resolve it (sudo apt-get install $package shows the whole story) or install what $package provides another way, then run this again"
  fi
}

if ((${#missing[@]})); then
  say "installing ${missing[*]}"
  # lldpd's package starts a system-wide LLDP agent that would talk on this
  # machine's own interfaces, openssh-server's an sshd listening on port 22 of
  # every interface (CI's root shares the machine's network). The tests run
  # their own lldpd inside their own network namespaces and their own sshd on
  # loopback, so neither service is started while installing (policy-rc.d
  # denies it, only during this install) nor enabled afterwards.
  new_lldpd=""
  [[ " ${missing[*]} " == *" lldpd "* ]] && new_lldpd=1
  new_sshd=""
  [[ " ${missing[*]} " == *" openssh-server "* ]] && new_sshd=1
  $sudo apt-get update -qq
  # Ask apt first: a conflict is explained before anything is changed.
  if ! plan="$(LC_ALL=C $sudo apt-get install -s --no-install-recommends "${missing[@]}" 2>&1)"; then
    refused=0
    for package in "${missing[@]}"; do
      if ! one="$(LC_ALL=C $sudo apt-get install -s --no-install-recommends "$package" 2>&1)"; then
        explain_refusal "$package" "$one"
        refused=1
      fi
    done
    # Each package alone installs, yet not all together: say what apt said.
    ((refused)) || explain_refusal "${missing[*]}" "$plan"
    exit 1
  fi
  if { [ -n "$new_lldpd" ] || [ -n "$new_sshd" ]; } && [ ! -e /usr/sbin/policy-rc.d ]; then
    undo+=("$sudo rm -f /usr/sbin/policy-rc.d")
    printf '#!/bin/sh\n# hvnet setup: no service starts while hvnet installs packages\nexit 101\n' \
      | $sudo tee /usr/sbin/policy-rc.d >/dev/null
    $sudo chmod 755 /usr/sbin/policy-rc.d
  fi
  DEBIAN_FRONTEND=noninteractive DEBCONF_NOWARNINGS=yes $sudo apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
  undo_all
  if [ -n "$new_lldpd" ] && command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
    $sudo systemctl disable --now lldpd.service >/dev/null 2>&1 || true
  fi
  if [ -n "$new_sshd" ]; then
    if command -v systemctl >/dev/null; then
      # disable works without a running systemd (a chroot); stop needs one
      $sudo systemctl disable ssh.service ssh.socket >/dev/null 2>&1 || true
      [ -d /run/systemd/system ] && { $sudo systemctl stop ssh.service ssh.socket >/dev/null 2>&1 || true; }
    fi
    command -v update-rc.d >/dev/null && $sudo update-rc.d ssh disable >/dev/null 2>&1 || true
    say "installed openssh-server for the tests only: its service is left off (sudo systemctl enable --now ssh starts it)"
  fi
fi

cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo ${HVNET_SANITIZE:+-DHVNET_SANITIZE=$HVNET_SANITIZE} >/dev/null
# shellcheck disable=SC2086 # a list of target names
cmake --build "$build" -j2 ${HVNET_BUILD_TARGETS:+--target $HVNET_BUILD_TARGETS}

if [ "$mode" = test ]; then
  cd "$build"
  exec ctest --output-on-failure -j2 "${ctest_args[@]}"
fi

example="$here/templates/starters/sofs-hyperv-2012r2.hvnet"
exec "$build/bin/hvnet-designer" "$example"
