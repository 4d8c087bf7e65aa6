#!/usr/bin/env bash
# The sanitizer runs of CI (issue 30), in a fresh root after setup's checks:
#   1. bash tools/setup.sh test -E fuzz_smoke, building into build-asan with
#      HVNET_SANITIZE=address,undefined: setup proves itself on this root
#      (it installs what is missing, NodeSource's npm included), and every
#      test but the fuzz run passes under AddressSanitizer, LeakSanitizer and
#      UndefinedBehaviorSanitizer, any report failing its test.
#   2. The tests whose code runs on worker threads (validation, the export's
#      preparation, the live check, the SSH fan-out) under ThreadSanitizer,
#      in build-tsan, with only their targets built.
# The suppressions (third-party frames only, each with its reason) are in
# tools/sanitizers/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

tsan_tests=(tst_designactions tst_remote tst_livedock)
tsan_targets=("${tsan_tests[@]}" hvnet_windows_sim hvnet_switch_sim)

echo "=== sanitizers: ASan+UBSan, every test but fuzz_smoke ($(date -u +%H:%M:%S))"
HVNET_BUILD_DIR="$PWD/build-asan" HVNET_SANITIZE=address,undefined bash tools/setup.sh test -E fuzz_smoke

echo "=== sanitizers: TSan, ${tsan_tests[*]} ($(date -u +%H:%M:%S))"
cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHVNET_SANITIZE=thread >/dev/null
cmake --build build-tsan -j2 --target "${tsan_targets[@]}"
regex="^($(IFS='|'; echo "${tsan_tests[*]}"))\$"
ctest --test-dir build-tsan --output-on-failure -j2 -R "$regex"
echo "=== sanitizers: done ($(date -u +%H:%M:%S))"
