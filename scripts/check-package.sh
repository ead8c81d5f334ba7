#!/bin/sh
# Builds the Debian package of vshape for one GCC version from the
# committed files of this clone (debian/, dpkg-buildpackage with the
# build profile pkg.vshape.gccN) and tests it installed in a clean root:
# a minimal Debian root that holds that GCC and nothing of the build,
# where the package is installed with apt, an example is compiled with
# -fplugin=libvshape (its remark must show a group rewritten),
# vshape-calibrate-N answers --help, and the package is purged again.
#
# Usage: check-package.sh [12|14|16]   (default 12)
#   GCC 12 builds on this Debian 12 machine and is tested in a Debian 12
#   root; GCC 14 and 16 build in the project's Debian unstable root
#   (scripts/gcc-root.sh) and are tested in a clean unstable root.  The
#   clean roots live in /var/cache/vshape/pkg-root-SUITE and are reused
#   (a GCC they miss is installed); the .deb is left in
#   scratch/packages/.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.
set -eu
major=${1:-12}
case $major in
  12) suite=bookworm ;;
  14|16) suite=sid ;;
  *) echo "check-package: no package for GCC $major (valid: 12, 14, 16)" >&2; exit 2 ;;
esac
top=$(cd "$(dirname "$0")/.." && pwd)
die () { echo "check-package: $*" >&2; exit 1; }
[ "$(id -u)" = 0 ] || die "needs root (apt, debootstrap, chroot)"
pkg=gcc-$major-plugin-vshape

# The build, in a copy of the committed tree under the clone (the
# unstable root sees the clone only).
work=$top/scratch/package-build-$major
out=$top/scratch/packages
rm -rf "$work"
mkdir -p "$work/src" "$out"
git -C "$top" archive --format=tar HEAD | tar -x -C "$work/src"
build="cd '$work/src' && dpkg-buildpackage -b -us -uc -Ppkg.vshape.gcc$major"
# What dpkg-buildpackage needs besides the build dependencies the tree's
# own scripts install.
deps="missing=; for p in build-essential debhelper dh-autoreconf; do
  dpkg-query -W -f='\${Status}' \$p 2>/dev/null | grep -q 'ok installed' ||
    missing=\"\$missing \$p\"; done
  [ -z \"\$missing\" ] || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \\
    --no-install-recommends \$missing >/dev/null"
echo "check-package: building $pkg"
if [ "$major" = 12 ]; then
  sh -c "$deps && $build" >"$work/build.log" 2>&1 ||
    { tail -n 30 "$work/build.log" >&2; die "build failed: $work/build.log"; }
else
  sh "$top/scripts/gcc-root.sh" run sh -c "$deps && $build" >"$work/build.log" 2>&1 ||
    { tail -n 30 "$work/build.log" >&2; die "build failed: $work/build.log"; }
fi
deb=$(ls "$work"/"$pkg"_*.deb 2>/dev/null | head -n 1)
[ -n "$deb" ] || die "no $pkg package made (log: $work/build.log)"
cp "$deb" "$out/"
echo "check-package: made $(basename "$deb")"
dpkg-deb --contents "$deb" | awk '{ print "  " $6 }' | grep -v '/$'

# The clean root: the GCC and the C library's headers, nothing else.
root=/var/cache/vshape/pkg-root-$suite
if [ -x "$root/usr/bin/gcc" ] && [ ! -x "$root/usr/bin/gcc-$major" ]; then
  echo "check-package: installing gcc-$major in $root"
  cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
  chroot "$root" sh -c "apt-get -o Acquire::Check-Valid-Until=false update -qq >/dev/null 2>&1 || true
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends gcc-$major >/dev/null" ||
    die "could not install gcc-$major in $root"
fi
if [ ! -x "$root/usr/bin/gcc-$major" ]; then
  mirror=$(sh "$top/scripts/debian-mirror.sh")
  echo "check-package: making the clean root $root ($suite, gcc-$major) from $mirror"
  rm -rf "$root.new"
  mkdir -p "$(dirname "$root")"
  debootstrap --variant=minbase --include="gcc-$major,libc6-dev" "$suite" \
    "$root.new" "$mirror" >"$root.log" 2>&1 ||
    { tail -n 20 "$root.log" >&2; die "debootstrap failed (log: $root.log)"; }
  rm -rf "$root"
  mv "$root.new" "$root"
fi
dpkg-query --admindir="$root/var/lib/dpkg" -W -f='${Status}' "gcc-$major" 2>/dev/null |
  grep -q 'ok installed' || die "the clean root $root has no gcc-$major"

# Install, use, purge, inside the root.
cp "$deb" "$root/tmp/"
cp "$top/examples/gather_pairs.c" "$root/tmp/"
unshare --mount --propagation private sh -c '
  root=$1 deb=$2 major=$3 pkg=$4
  mount --rbind /dev "$root/dev"
  mount -t proc proc "$root/proc"
  cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
  exec chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 \
    PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive sh -c "
    set -e
    apt-get -o Acquire::Check-Valid-Until=false update -qq >/dev/null 2>&1 || true
    apt-get install -y -qq --no-install-recommends /tmp/$deb >/dev/null
    echo \"check-package: installed: \$(dpkg-query -W -f=\"\\\${Package} \\\${Version}\" $pkg)\"
    cd /tmp
    gcc-$major -O3 -march=haswell -fplugin=libvshape -fopt-info-vec -c gather_pairs.c -o gather_pairs.o 2>remarks.txt
    cat remarks.txt
    grep -q \"vls: 2 gathers -> \" remarks.txt
    vshape-calibrate-$major --help >/dev/null
    test -f /usr/share/doc/$pkg/vshape.info.gz
    apt-get purge -y -qq $pkg >/dev/null
    ! test -e \"\$(gcc-$major -print-file-name=plugin)/libvshape.so\"
    rm -f /tmp/$deb gather_pairs.c gather_pairs.o remarks.txt
  "' sh "$root" "$(basename "$deb")" "$major" "$pkg" ||
  die "the package failed in the clean root $root"
echo "check-package: $pkg: built, installed, used and purged in a clean $suite root"
