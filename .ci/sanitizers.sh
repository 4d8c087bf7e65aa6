#!/usr/bin/env bash
# The sanitizer runs of CI (issue 30), each in a fresh root of its own (.ci/run):
#   address   bash tools/setup.sh test -E fuzz_smoke with
#             HVNET_SANITIZE=address,undefined, building into build-asan: every
#             test but the fuzz run under AddressSanitizer, LeakSanitizer and
#             UndefinedBehaviorSanitizer, any report failing its test. CI runs
#             it on Debian 13 (GCC 14, Qt 6.8), where it is also that
#             release's build and test run: one tree instead of two.
#   thread    the tests whose code runs on worker threads (validation, the
#             export's preparation, the live check, the SSH fan-out) under
#             ThreadSanitizer, in build-tsan, setup building only their
#             targets. CI runs it on Debian 12 after the NodeSource check.
# In both, setup proves itself on the root (it installs what is missing,
# NodeSource's npm included). The suppressions (third-party frames only, each
# with its reason) are in tools/sanitizers/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

tsan_tests=(tst_designactions tst_remote tst_livedock)
tsan_targets=("${tsan_tests[@]}" hvnet_windows_sim hvnet_switch_sim)

case "${1:-}" in
  address)
    echo "=== sanitizers: ASan+UBSan, every test but fuzz_smoke ($(date -u +%H:%M:%S))"
    HVNET_BUILD_DIR="$PWD/build-asan" HVNET_SANITIZE=address,undefined bash tools/setup.sh test -E fuzz_smoke
    ;;
  thread)
    echo "=== sanitizers: TSan, ${tsan_tests[*]} ($(date -u +%H:%M:%S))"
    regex="^($(IFS='|'; echo "${tsan_tests[*]}"))\$"
    HVNET_BUILD_DIR="$PWD/build-tsan" HVNET_SANITIZE=thread HVNET_BUILD_TARGETS="${tsan_targets[*]}" \
      bash tools/setup.sh test -R "$regex"
    ;;
  *) echo "usage: bash .ci/sanitizers.sh address|thread" >&2; exit 1 ;;
esac
echo "=== sanitizers: done ($(date -u +%H:%M:%S))"
