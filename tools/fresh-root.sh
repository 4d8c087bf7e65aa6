#!/usr/bin/env bash
# Runs a command on a brand-new minimal Debian 12 or 13 system, so that
# whatever the README tells a new user to do is tried where nothing is
# installed yet:
#
#   sudo bash tools/fresh-root.sh                          # bash tools/setup.sh test on Debian 12
#   sudo bash tools/fresh-root.sh bash tools/setup.sh run  # any command, run in /src
#   sudo bash tools/fresh-root.sh --release trixie         # on Debian 13
#   sudo bash tools/fresh-root.sh --share DIR --env NAME=VALUE -- COMMAND...
#
# Options (before the command; `--` ends them):
#   --release bookworm|trixie (or 12|13)  the Debian release (default bookworm)
#   --share DIR   this machine's folder DIR appears as /share in the root, for
#                 what several runs pass each other (a package, a compiler cache)
#   --env N=V     an environment variable for the command (the root's environment
#                 is otherwise bare)
#
# What it does, each time:
#   1. a minimal root of the release (debootstrap --variant=minbase) is made once
#      and kept under $HVNET_FRESH_CACHE (default /var/cache/hvnet-fresh-root) as
#      a base; it holds only what debootstrap puts there, never what a run installs;
#   2. the base is copied afresh, the project's files (what git tracks, plus
#      untracked files that are not ignored; never build/) go to /src in the copy;
#   3. the command runs in the copy under chroot, with /proc, /sys, /dev, /run
#      and /tmp mounted, a bare environment and root's home, and its exit code is
#      this script's;
#   4. the copy is removed, so the next run starts from the base again.
#
# The copy reaches Debian's archive the way this machine's apt does: the same
# mirror and the same Acquire settings (proxies, validity checks); for the
# machine's own release the same sources too. It needs root; debootstrap is
# installed on this machine if missing.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cache="${HVNET_FRESH_CACHE:-/var/cache/hvnet-fresh-root}"
# A base older than this is made again, so the root does not drift far behind
# the archive (apt updates it anyway; this only keeps the upgrade small).
max_age_days=14

say() { echo "fresh-root: $*" >&2; }
die() { say "$*"; exit 1; }

release=bookworm
share=""
envs=()
while (($# > 0)); do
  case "$1" in
    --release) release="${2:-}"; shift 2 || die "--release needs a value" ;;
    --release=*) release="${1#*=}"; shift ;;
    --share) share="${2:-}"; shift 2 || die "--share needs a folder" ;;
    --share=*) share="${1#*=}"; shift ;;
    --env) [[ "${2:-}" == *=* ]] || die "--env needs NAME=VALUE"; envs+=("$2"); shift 2 ;;
    --env=*) envs+=("${1#*=}"); shift ;;
    --) shift; break ;;
    -*) die "unknown option $1 (--release, --share, --env, then the command)" ;;
    *) break ;;
  esac
done
case "$release" in
  12|bookworm) release=bookworm; version=12 ;;
  13|trixie) release=trixie; version=13 ;;
  *) die "unknown release \"$release\" (bookworm or 12, trixie or 13)" ;;
esac
if [ -n "$share" ]; then
  [ -d "$share" ] || die "--share $share: no such folder"
  share="$(cd "$share" && pwd)"
fi
base="$cache/$release-minbase"

[ "$(id -u)" -eq 0 ] || die "needs root (chroot and mounts); try: sudo bash tools/fresh-root.sh"
command -v chroot >/dev/null || die "chroot is missing (coreutils)"
if ! command -v debootstrap >/dev/null; then
  # CI starts three roots at once: on a machine without debootstrap, only
  # one of them installs it (the others wait for it, then find it there),
  # and apt waits for a lock another apt on the machine holds instead of
  # failing on it.
  mkdir -p "$cache"
  exec 8>"$cache/.host-apt.lock"
  flock 8
  if ! command -v debootstrap >/dev/null; then
    say "installing debootstrap on this machine"
    apt-get -o DPkg::Lock::Timeout=600 update -qq
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends debootstrap >/dev/null
  fi
  flock -u 8
  exec 8>&-
fi

(($# > 0)) || set -- bash tools/setup.sh test

# This machine's release: its apt sources are the root's when the releases
# agree.
host_release="$(. /etc/os-release 2>/dev/null && echo "${VERSION_CODENAME:-}")"

# The Debian mirror this machine's apt uses (deb822 sources first, then the
# one-line format; the main archive, not the security one);
# HVNET_DEBIAN_MIRROR overrides it.
debian_mirror() {
  if [ -n "${HVNET_DEBIAN_MIRROR:-}" ]; then echo "$HVNET_DEBIAN_MIRROR"; return; fi
  local m=""
  m=$(awk 'tolower($1) == "uris:" { uri = $2 }
           tolower($1) == "suites:" { for (i = 2; i <= NF; ++i) if ($i ~ /^[a-z]+$/ && uri !~ /security/) { print uri; exit } }
           /^[[:space:]]*$/ { uri = "" }' /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
  [ -n "$m" ] || m=$(awk '$1 == "deb" && $0 !~ /security/ { for (i = 2; i <= NF; ++i) if ($i ~ /^[a-z]+:\/\//) { print $i; exit } }' \
                       /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null || true)
  echo "${m:-http://deb.debian.org/debian}"
}
mirror="$(debian_mirror)"

mkdir -p "$cache"
exec 9>"$cache/.lock"
flock 9   # one base at a time; runs themselves work on their own copies

if [ -f "$base/.complete" ] && [ -n "$(find "$base/.complete" -mtime +"$max_age_days" 2>/dev/null)" ]; then
  say "the cached base is older than $max_age_days days; making it again"
  rm -rf "$base"
fi
if [ ! -f "$base/.complete" ]; then
  say "bootstrapping a minimal Debian $version root from $mirror (about a minute, once)"
  rm -rf "$base.partial"
  if ! debootstrap --variant=minbase "$release" "$base.partial" "$mirror" >"$cache/debootstrap-$release.log" 2>&1; then
    tail -20 "$cache/debootstrap-$release.log" >&2
    die "debootstrap failed; the whole log is $cache/debootstrap-$release.log"
  fi
  rm -rf "$base"
  mv "$base.partial" "$base"
  date -u +%FT%TZ >"$base/.complete"
fi
flock -u 9

work="$(mktemp -d "$cache/run.XXXXXX")"
mounted=()
cleanup() {
  local i
  for ((i = ${#mounted[@]} - 1; i >= 0; --i)); do umount -R -l "${mounted[i]}" 2>/dev/null || true; done
  # Never delete through a mount that is still there (it could be this machine's /dev).
  if awk -v w="$work/" 'index($2 "/", w) == 1 { found = 1 } END { exit !found }' /proc/mounts; then
    say "left $work in place: something is still mounted below it"
  else
    rm -rf "$work"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

cp -a "$base/." "$work/"
rm -f "$work/.complete"

# How this machine reaches the archive, and names.
cp -L /etc/resolv.conf "$work/etc/resolv.conf" 2>/dev/null || true
if [ -z "${HVNET_DEBIAN_MIRROR:-}" ] && [ "$release" = "$host_release" ]; then
  rm -f "$work/etc/apt/sources.list"
  cp -a /etc/apt/sources.list "$work/etc/apt/" 2>/dev/null || true
  mkdir -p "$work/etc/apt/sources.list.d"
  cp -a /etc/apt/sources.list.d/. "$work/etc/apt/sources.list.d/" 2>/dev/null || true
else
  # Another release than this machine's: its own suites from the same mirror,
  # with its updates and security suites as a Debian installation has them.
  security="${mirror%/debian}/debian-security"
  [ "$security" != "$mirror/debian-security" ] || security="http://deb.debian.org/debian-security"
  rm -f "$work/etc/apt/sources.list"
  mkdir -p "$work/etc/apt/sources.list.d"
  cat >"$work/etc/apt/sources.list.d/debian.sources" <<SOURCES
Types: deb
URIs: $mirror
Suites: $release $release-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $security
Suites: $release-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
fi
apt-config dump 2>/dev/null \
  | grep -E '^Acquire::(([a-z]+::)?Proxy|https?::Proxy|Check-Valid-Until|Check-Date|Retries) ' \
  >"$work/etc/apt/apt.conf.d/90hvnet-host-acquire" || true

# The project, as a checkout holds it.
mkdir -p "$work/src"
if git -C "$here" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  git -C "$here" ls-files -z --cached --others --exclude-standard \
    | (cd "$here" && xargs -0 -r sh -c 'for f; do [ -e "$f" ] && printf "%s\0" "$f"; done' sh) \
    | tar -C "$here" --null -T - -cf - | tar -C "$work/src" -xf -
  # The copy has no .git: the commit goes where `git archive` would put it
  # (cmake/commit.txt), so the programs built there still know what they are.
  commit="$(git -C "$here" rev-parse HEAD)"
  [ -z "$(git -C "$here" status --porcelain --untracked-files=no)" ] || commit="$commit-modified"
  [ ! -f "$work/src/cmake/commit.txt" ] || echo "$commit" >"$work/src/cmake/commit.txt"
else
  tar -C "$here" --exclude=./build --exclude=./.git -cf - . | tar -C "$work/src" -xf -
fi

mount_in() { # type source target [options]
  mkdir -p "$work/$3"
  mount ${4:+-o "$4"} -t "$1" "$2" "$work/$3"
  mounted+=("$work/$3")
}
mount_in proc proc proc
mount_in sysfs sys sys
mkdir -p "$work/dev"; mount --rbind /dev "$work/dev"; mount --make-rslave "$work/dev"; mounted+=("$work/dev")
mount_in tmpfs tmpfs run mode=755
mount_in tmpfs tmpfs tmp mode=1777

if [ -n "$share" ]; then
  mkdir -p "$work/share"
  mount --bind "$share" "$work/share"
  mounted+=("$work/share")
fi

say "running in a fresh Debian $version root: $*"
set +e
chroot "$work" /usr/bin/env -i HOME=/root USER=root LOGNAME=root SHELL=/bin/bash LANG=C.UTF-8 \
  PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "${envs[@]}" \
  bash -c 'cd /src && exec "$@"' bash "$@"
status=$?
set -e
exit "$status"
