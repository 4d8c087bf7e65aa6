#!/usr/bin/env bash
# On a root made by .ci/nodesource-like-node.sh: when NodeSource's npm is not
# usable (here: hidden), tools/setup.sh would have to ask apt for Debian's npm,
# which conflicts with NodeSource's nodejs. It must then stop before changing
# anything, say in one line why and what to do, and leave nothing behind (no
# policy-rc.d, which would keep every service from starting afterwards).
set -euo pipefail
say() { echo "setup-conflict-check: $*" >&2; }

npm_path="$(command -v npm)"
mv "$npm_path" "$npm_path.hidden"
trap 'mv "$npm_path.hidden" "$npm_path"' EXIT
set +e
output="$(bash tools/setup.sh test 2>&1)"
status=$?
set -e
echo "$output" | sed 's/^/  | /'
[ "$status" -eq 1 ] || { say "setup.sh exited $status, not 1"; exit 1; }
lines="$(grep -c "cannot install" <<<"$output" || true)"
[ "$lines" -eq 1 ] || { say "expected one line that says what cannot be installed, got $lines"; exit 1; }
grep -q "cannot install Debian's npm: it conflicts with nodejs .* from NodeSource" <<<"$output" \
  || { say "the line does not name the conflict with NodeSource's nodejs"; exit 1; }
[ ! -e /usr/sbin/policy-rc.d ] || { say "/usr/sbin/policy-rc.d was left behind"; exit 1; }
[ ! -d build ] || { say "setup.sh went on to configure after refusing"; exit 1; }
say "setup.sh refused Debian's npm in one line and left nothing behind"
