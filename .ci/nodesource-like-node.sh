#!/usr/bin/env bash
# Makes this (fresh, throw-away) Debian root look like a developer's machine
# with Node.js from NodeSource: a `nodejs` package that bundles npm and
# declares, as NodeSource's does, `Provides: npm` and `Conflicts: npm`, so that
# Debian's npm package cannot be installed beside it ("held broken packages").
# It is built here from Debian's own nodejs and npm's own release tarball, so
# nothing outside Debian's and npm's registries is needed. Then it proves the
# two facts tools/setup.sh must live with: npm works as a command, and apt
# refuses Debian's npm.
#
# The control fields follow what NodeSource's nodejs 20 package declares
# (dpkg -s nodejs on a machine that has it):
#   Multi-Arch: allowed (packages that depend on nodejs:any accept it)
#   Provides: nodejs-dev, nodejs-doc, nodejs-legacy, npm
#   Conflicts: nodejs-dev, nodejs-doc, nodejs-legacy, npm
#   Replaces: nodejs-dev (<= 0.8.22), nodejs-legacy, npm (<= 1.2.14)
set -euo pipefail

say() { echo "nodesource-like: $*" >&2; }

# npm as NodeSource's Node.js 20 bundles it; the integrity is the registry's
# (npm view npm@10.8.2 dist.integrity), so the download needs no trusted TLS.
npm_version=10.8.2
npm_sha512_base64='x/AIjFIKRllrhcb48dqUNAAZl0ig9+qMuN91RpZo3Cb2+zuibfh+KISl6+kVVyktDz230JKc208UkQwwMqyB+w=='

export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# curl fetches npm's tarball (NodeSource's own set-up needs curl too).
apt-get install -y -qq --no-install-recommends curl ca-certificates >/dev/null

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"

apt-get download nodejs >/dev/null 2>&1 || { say "apt-get download nodejs failed"; exit 1; }
deb="$(ls nodejs_*.deb)"
debian_version="$(dpkg-deb -f "$deb" Version)"
libnode="$(dpkg-deb -f "$deb" Depends | tr ',' '\n' | grep -o 'libnode[0-9]*' | head -n 1)"
[ -n "$libnode" ] || { say "Debian's nodejs $debian_version names no libnode"; exit 1; }
apt-get download "$libnode" >/dev/null 2>&1 || { say "apt-get download $libnode failed"; exit 1; }
libdeb="$(ls "$libnode"_*.deb)"
# NodeSource's nodejs is self-contained: it depends on no libnode (Debian's
# libnode conflicts with nodejs-legacy, which NodeSource's package provides).
# So Debian's libnode goes inside the stand-in, beside the node binary, and
# the stand-in depends on what libnode itself needs (libraries, and the
# JavaScript modules Debian's node loads from /usr/share/nodejs).
lib_depends="$(dpkg-deb -f "$libdeb" Depends)"
say "building a NodeSource-style nodejs from Debian's nodejs $debian_version and npm $npm_version"

# -k: a root without this machine's certificate authorities may sit behind a
# TLS-inspecting proxy; the pinned SHA-512 below is what the tarball is
# trusted by.
curl -fsSLk -o npm.tgz "https://registry.npmjs.org/npm/-/npm-$npm_version.tgz"
# The registry states the digest in base64: the hex digest's bytes, encoded.
hex="$(sha512sum npm.tgz | cut -d' ' -f1)"
got="$(printf '%b' "$(echo "$hex" | sed 's/../\\x&/g')" | base64 -w0)"
[ "$got" = "$npm_sha512_base64" ] || { say "npm-$npm_version.tgz has SHA-512 $got, not the pinned one"; exit 1; }

root="$work/pkg"
dpkg-deb -x "$deb" "$work/nodejs"
dpkg-deb -x "$libdeb" "$work/libnode"
private="$root/usr/lib/hvnet-nodesource-stand-in"
mkdir -p "$private" "$root/usr/bin" "$root/usr/lib/node_modules/npm" "$root/DEBIAN"
cp -a "$work/nodejs/usr/bin/node" "$private/node"
cp -a "$work"/libnode/usr/lib/*/libnode.so.* "$private/"
printf '#!/bin/sh\nLD_LIBRARY_PATH=/usr/lib/hvnet-nodesource-stand-in exec /usr/lib/hvnet-nodesource-stand-in/node "$@"\n' \
  >"$root/usr/bin/node"
chmod 755 "$root/usr/bin/node"
tar -xzf npm.tgz -C "$root/usr/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/bin/npx"
# NodeSource's nodejs 20.x outranks Debian's nodejs 18, so apt never
# "solves" a request for Debian's npm by swapping nodejs: with Debian's node
# inside, epoch 1 gives the stand-in the same standing.
version="1:${debian_version%%[+~-]*}-1nodesource1"
file_version="${version#1:}"
cat >"$root/DEBIAN/control" <<CONTROL
Package: nodejs
Version: $version
Architecture: $(dpkg --print-architecture)
Multi-Arch: allowed
Maintainer: NodeSource Support <support@nodesource.com>
Installed-Size: $(du -sk "$root/usr" | cut -f1)
Depends: $lib_depends, ca-certificates
Provides: nodejs-dev, nodejs-doc, nodejs-legacy, npm
Conflicts: nodejs-dev, nodejs-doc, nodejs-legacy, npm
Replaces: nodejs-dev (<= 0.8.22), nodejs-legacy, npm (<= 1.2.14)
Section: web
Priority: optional
Homepage: https://nodejs.org
Description: Node.js event-based server-side javascript engine (hvnet CI stand-in for NodeSource's package)
 Debian's nodejs $debian_version (with its libnode inside) repacked with npm $npm_version bundled, declaring what
 NodeSource's nodejs package declares, so that tools/setup.sh meets the
 conflict a developer's machine with NodeSource's Node.js has.
CONTROL
dpkg-deb --build --root-owner-group "$root" "nodejs_${file_version}.deb" >/dev/null
apt-get install -y -qq --no-install-recommends "./nodejs_${file_version}.deb" >/dev/null \
  || { apt-get install -s --no-install-recommends "./nodejs_${file_version}.deb" >&2; exit 1; }

# What the machine now is: npm is a command, Debian's npm package is absent,
# and apt refuses it.
npm_now="$(npm --version)"
[ "$npm_now" = "$npm_version" ] || { say "npm --version says $npm_now"; exit 1; }
! dpkg-query -W -f='${Status}' npm 2>/dev/null | grep -q "install ok installed" || { say "Debian's npm is installed"; exit 1; }
if LC_ALL=C apt-get install -s --no-install-recommends npm >"$work/sim.log" 2>&1; then
  say "apt would install Debian's npm beside it; the stand-in does not conflict as NodeSource's package does"
  exit 1
fi
say "nodejs $version with npm $npm_now installed; apt refuses Debian's npm: $(grep -m1 -E 'Conflicts|Depends|E:' "$work/sim.log" | sed 's/^ *//')"
