#!/usr/bin/env bash
# CI's short run of the switch evidence fuzzers: builds tests/fuzz/switches
# with clang into BUILD_DIR/fuzz-switches and runs every target over its
# committed seed corpus plus a few thousand mutations. Any report fails.
#
#   bash tests/fuzz/switches/smoke.sh SOURCE_DIR BUILD_DIR [runs]
set -euo pipefail
src="$1"; build="$2/fuzz-switches"; runs="${3:-3000}"
command -v clang++ >/dev/null || { echo "clang++ is missing: bash tools/setup.sh installs clang and libclang-rt-14-dev" >&2; exit 1; }
cmake -S "$src/tests/fuzz/switches" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j2 >/dev/null
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
status=0
for platform in cisco-nxos dell-os10 arista-eos hpe-comware aruba-cx juniper-junos nvidia-cumulus; do
  mkdir -p "$scratch/$platform"
  if "$build/fuzz_switch_$platform" -runs="$runs" -max_len=1024 -timeout=10 -seed=17 \
       -artifact_prefix="$scratch/$platform-" "$scratch/$platform" "$src/tests/fuzz/switches/corpus/$platform" \
       >"$scratch/$platform.log" 2>&1; then
    echo "fuzz_switch_$platform: $(grep -o 'Done [0-9]* runs in [0-9]* second(s)' "$scratch/$platform.log")"
  else
    echo "fuzz_switch_$platform: REPORT" >&2
    tail -40 "$scratch/$platform.log" >&2
    status=1
  fi
done
exit $status
