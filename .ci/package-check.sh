#!/usr/bin/env bash
# Installs the Debian package into this (fresh, throw-away) root that has never
# seen the build, the way a consultant would (apt-get install ./hvnet_*.deb on
# a desktop that has the usual freedesktop tools), and checks what they would
# rely on: the programs run, a starter exports headless, the desktop entry,
# AppStream metadata and package are valid (desktop-file-validate,
# appstreamcli, lintian without errors), and a double-clicked .hvnet file
# opens the designer (xdg-mime). Usage: bash .ci/package-check.sh PACKAGE.deb
set -euo pipefail

deb="$(readlink -f "${1:?usage: package-check.sh PACKAGE.deb}")"
say() { echo "package-check: $*" >&2; }
fail() { say "FAILED: $*"; exit 1; }
step() { echo "package-check: ok: $*"; }

export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# A desktop's freedesktop plumbing first (as on a consultant's machine), so
# the package's triggers update the MIME and desktop databases as they would
# there; then the checkers. libfile-mimeinfo-perl is what xdg-utils recommends
# and a desktop install brings: without a desktop environment xdg-mime asks
# its `mimetype` for a file's type, which reads shared-mime-info's database
# (else it falls back to `file`, which knows only application/json).
apt-get install -y -qq --no-install-recommends desktop-file-utils shared-mime-info xdg-utils \
  libfile-mimeinfo-perl >/dev/null

depends="$(dpkg-deb -f "$deb" Depends)"
case ",$depends," in *-dev[,\ ]*) fail "Depends names a development package: $depends" ;; esac
# hvnet probe talks SSH through libssh: dpkg-shlibdeps must have found it.
case "$depends" in *libssh-4*) ;; *) fail "Depends does not name libssh-4, which hvnet links for probe: $depends" ;; esac
step "Depends: $depends"
apt-get install -y -qq --no-install-recommends "$deb" >/dev/null || fail "apt-get install $deb"
step "installed $(dpkg-query -W -f='${Package} ${Version}' hvnet)"

# The programs, outside any build tree.
version="$(hvnet --version)"
package_version="$(dpkg-query -W -f='${Version}' hvnet)"
[[ "$version" == "hvnet ${package_version%-*} (commit "* ]] || fail "hvnet --version says \"$version\" for package $package_version"
[[ "$version" != *"commit unknown"* ]] || fail "hvnet --version does not know its commit: $version"
step "$version"
hvnet-designer --version | grep -q "${package_version%-*}" || fail "hvnet-designer --version"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
hvnet new s2d-converged-set -o cluster.hvnet
hvnet export cluster.hvnet --out deliverables >export.log 2>&1 || { cat export.log; fail "hvnet export"; }
for f in deliverables/report/*.pdf deliverables/diagram/*.svg deliverables/powershell/*.ps1 deliverables/switches/*.cfg; do
  [ -s "$f" ] || fail "hvnet export wrote no $f"
done
step "hvnet export of a starter: $(find deliverables -type f | wc -l) files"
QT_QPA_PLATFORM=offscreen hvnet-designer --headless --out designer /usr/share/hvnet/examples/sofs-hyperv-2012r2.hvnet \
  >designer.log 2>&1 || { cat designer.log; fail "hvnet-designer --headless"; }
ls designer/*.designer.png >/dev/null || fail "the headless designer wrote no picture"
step "hvnet-designer --headless on an installed example"

# Desktop integration.
desktop=/usr/share/applications/org.hvnet.designer.desktop
metainfo=/usr/share/metainfo/org.hvnet.designer.metainfo.xml
desktop-file-validate "$desktop" || fail "desktop-file-validate $desktop"
step "desktop-file-validate"
apt-get install -y -qq --no-install-recommends appstream >/dev/null
appstreamcli validate --no-net "$metainfo" || fail "appstreamcli validate $metainfo"
step "appstreamcli validate"
for shot in $(grep -o '[^/]*\.png' "$metainfo"); do
  [ -s "/usr/share/hvnet/screenshots/$shot" ] || fail "the package lacks the screenshot $shot its metadata shows"
done
step "the screenshots of the metadata are in the package"
type="$(xdg-mime query filetype /usr/share/hvnet/examples/s2d-converged-set.hvnet)" \
  || fail "xdg-mime query filetype exits $? on an example design"
[ "$type" = application/x-hvnet-design ] || fail "xdg-mime query filetype: $type"
default="$(xdg-mime query default application/x-hvnet-design)"
[ "$default" = org.hvnet.designer.desktop ] || fail "xdg-mime query default application/x-hvnet-design: \"$default\""
step "xdg-mime: *.hvnet is $type and opens with $default"

# Shell completion, as bash-completion loads it.
completion=/usr/share/bash-completion/completions/hvnet
# shellcheck disable=SC1090
got="$(bash -c "source $completion; COMP_WORDS=(hvnet exp); COMP_CWORD=1; _hvnet; echo \"\${COMPREPLY[*]}\"")"
[ "$got" = export ] || fail "completion of 'hvnet exp': \"$got\""
got="$(bash -c "source $completion; COMP_WORDS=(hvnet validate x --format ''); COMP_CWORD=4; _hvnet; echo \"\${COMPREPLY[*]}\"")"
[ "$got" = "text json sarif junit" ] || fail "completion of 'hvnet validate x --format': \"$got\""
step "bash completion"

# Debian's own checks of the package, man pages included.
apt-get install -y -qq --no-install-recommends lintian >/dev/null
lintian --fail-on error --tag-display-limit 0 "$deb" | tee lintian.log || fail "lintian reports errors (above)"
step "lintian: no error ($(grep -c '^W:' lintian.log || true) warnings, $(grep -c '^I:' lintian.log || true) notes)"
echo "package-check: PASSED"
