#!/bin/sh
# The test root for the GCCs Debian 12 cannot install: a Debian unstable
# (sid) root, made with debootstrap from Debian's packages, that holds
# GCC 13 to 16 with their plugin headers and sources, DejaGnu, the
# Autotools, Texinfo and clang.  It lives outside the clone and is
# reused between runs.
#
# Usage: gcc-root.sh [--root DIR] COMMAND [ARG...]
#   ensure       make the root when it is missing (the default command)
#   refresh      apt-get update and upgrade inside the root (Debian
#                unstable moves: this brings the newest compilers)
#   remove       delete the root
#   versions     print each compiler of the root with its exact version
#   run CMD...   run CMD inside the root as root, in the current
#                directory, with the clone mounted at its own path (so
#                that build trees made inside are found from outside)
#   path         print the root's directory
#
# The root is $VSHAPE_GCC_ROOT, else /var/cache/vshape/gcc-root; the
# Debian archive is the one apt already uses on this machine.  `rm -rf'
# of that directory (or `gcc-root.sh remove') removes it.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.
set -eu

majors="13 14 15 16"
root=${VSHAPE_GCC_ROOT:-/var/cache/vshape/gcc-root}

die () { echo "gcc-root: $*" >&2; exit 1; }

while [ $# -gt 0 ]; do
  case $1 in
    --root) [ $# -ge 2 ] || die "--root needs a directory"; root=$2; shift 2 ;;
    --) shift; break ;;
    -*) die "unknown option $1 (valid: --root DIR)" ;;
    *) break ;;
  esac
done
command=${1:-ensure}
[ $# -gt 0 ] && shift

# The packages of the root: each GCC with g++, gfortran, plugin headers
# and source (make check takes GCC's dg libraries from it), and what the
# build and the testsuite run.
packages () {
  list="make xz-utils bzip2 file dejagnu autoconf automake libtool texinfo clang"
  for m in $majors; do
    list="$list gcc-$m g++-$m gfortran-$m gcc-$m-plugin-dev gcc-$m-source"
  done
  echo "$list" | tr ' ' ','
}

# The Debian archive apt uses here (scripts/debian-mirror.sh).
debian_mirror () {
  sh "$(dirname "$0")/debian-mirror.sh" || die "no Debian archive in apt's sources"
}

# Install into an existing root the packages of the list it lacks (a
# root made before a package joined the list).
complete () {
  missing=
  for p in $(packages | tr ',' ' '); do
    chroot "$root" dpkg-query -W -f='${Status}' "$p" 2>/dev/null |
      grep -q 'ok installed' || missing="$missing $p"
  done
  [ -z "$missing" ] && return 0
  echo "gcc-root: installing$missing"
  # shellcheck disable=SC2086
  # The archive's Release file may be past its Valid-Until date (a
  # mirror that lags); the package lists of the root still serve then.
  run_inside sh -c 'apt-get -o Acquire::Check-Valid-Until=false update -qq || true
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null' sh $missing ||
    die "could not install$missing in $root"
}

ensure () {
  if [ -x "$root/usr/bin/gcc-16" ]; then
    complete
    return
  fi
  [ "$(id -u)" = 0 ] || die "making the root needs root (debootstrap, chroot)"
  if ! command -v debootstrap >/dev/null 2>&1; then
    echo "gcc-root: installing debootstrap"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null ||
      { apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
          apt-get install -y -qq --no-install-recommends debootstrap >/dev/null; }
  fi
  mirror=$(debian_mirror)
  echo "gcc-root: making $root (Debian unstable, GCC $majors) from $mirror"
  rm -rf "$root.new"
  mkdir -p "$(dirname "$root")"
  if ! debootstrap --variant=minbase --include="$(packages)" sid "$root.new" "$mirror" \
       > "$root.log" 2>&1; then
    tail -n 20 "$root.log" >&2
    die "debootstrap failed (log: $root.log)"
  fi
  rm -rf "$root"
  mv "$root.new" "$root"
  echo "gcc-root: ready: $root"
}

# Run "$@" inside the root, in the current directory, with the clone
# this script belongs to mounted at its own path (and /dev, /proc and
# /sys, which perf reads its events from).  The mounts live in a
# private mount namespace and vanish with the command.
run_inside () {
  [ -x "$root/usr/bin/gcc-16" ] || die "no root at $root; run: $0 ensure"
  top=$(cd "$(dirname "$0")/.." && pwd)
  here=$(pwd)
  mkdir -p "$root$top"
  # shellcheck disable=SC2016
  unshare --mount --propagation private sh -c '
    root=$1 top=$2 here=$3; shift 3
    mount --rbind /dev "$root/dev"
    mount -t proc proc "$root/proc"
    mount --rbind /sys "$root/sys"
    mount --bind "$top" "$root$top"
    cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
    exec chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
      PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
      VSHAPE_CONFIGURE_ARGS="${VSHAPE_CONFIGURE_ARGS:-}" \
      sh -c "cd \"\$0\" && exec \"\$@\"" "$here" "$@"' \
    sh "$root" "$top" "$here" "$@"
}

case $command in
  ensure) ensure ;;
  refresh)
    ensure
    run_inside sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get full-upgrade -y -qq >/dev/null'
    "$0" --root "$root" versions ;;
  remove) rm -rf "$root" "$root.new" "$root.log"; echo "gcc-root: removed $root" ;;
  versions)
    [ -x "$root/usr/bin/gcc-16" ] || die "no root at $root"
    for m in $majors; do
      printf 'gcc-%s %s (Debian %s)\n' "$m" \
        "$(chroot "$root" "gcc-$m" -dumpfullversion)" \
        "$(chroot "$root" dpkg-query -W -f='${Version}' "gcc-$m")"
    done ;;
  run) run_inside "$@" ;;
  path) echo "$root" ;;
  *) die "unknown command '$command' (valid: ensure, refresh, remove, versions, run, path)" ;;
esac
