#!/bin/sh
# The README's second command: build the plugin for every GCC vshape
# supports and run the whole testsuite (`make check') under each.  GCC
# 11 and 12 are the host's (Debian 12); GCC 13 to 16 run in the Debian
# unstable root of scripts/gcc-root.sh, made first when it is missing.
# Each compiler has its tree build-gcc-N/ (scripts/build-tree.sh); the
# runs go two at a time (one per core) and each writes its log to
# build-gcc-N/check.log.  Ends with a table of each compiler's exact
# version and DejaGnu counts (FAIL counts unexpected passes, errors and
# unresolved tests too); fails when any tree has one, or did not build.
#
# Usage: check-compilers.sh [--jobs N] [gcc-N ...]
#   (default: gcc-12 gcc-11 gcc-13 gcc-14 gcc-15 gcc-16)
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
scripts=$top/scripts

# GCC 11 and 12 come from the host, the others from the root.
on_host () {
  case $1 in gcc-11|gcc-12) return 0 ;; esac
  [ -d "$("$1" -print-file-name=plugin 2>/dev/null)/include" ]
}

# One compiler: build its tree and run make check, in the root if need be.
if [ "${1:-}" = --one ]; then
  cc=$2
  tree=$(sh "$scripts/build-tree.sh" --dir "$cc")
  mkdir -p "$tree"
  job="sh '$scripts/build-tree.sh' '$cc' && make -C '$tree' check"
  if on_host "$cc"; then
    sh -c "$job" > "$tree/check.log" 2>&1
  else
    sh "$scripts/gcc-root.sh" run sh -c "$job" > "$tree/check.log" 2>&1
  fi
  status=$?
  echo "== $cc: $(grep -A8 '=== vshape Summary' "$tree/check.log" | grep '^#' | tr -s ' \t' ' ' | paste -sd';' -) (exit $status)"
  exit $status
fi

jobs=$(nproc)
while [ $# -gt 0 ]; do
  case $1 in
    --jobs) jobs=$2; shift 2 ;;
    -*) echo "check-compilers: unknown option $1 (valid: --jobs N)" >&2; exit 2 ;;
    *) break ;;
  esac
done
compilers=${*:-gcc-12 gcc-11 gcc-13 gcc-14 gcc-15 gcc-16}

# Regenerate the build system here, with the host's Autotools, when an
# input changed (a pull): the trees would ask automake for it, and the
# root's automake is another version.
if [ ! -x "$top/configure" ] ||
   [ -n "$(cd "$top" && find configure.ac Makefile.am ./*/Makefile.am -newer configure 2>/dev/null)" ]; then
  (cd "$top" && autoreconf -fi) || exit 1
fi
for cc in $compilers; do
  on_host "$cc" && continue
  sh "$scripts/gcc-root.sh" ensure || exit 1
  break
done

start=$(date +%s)
status=0
# shellcheck disable=SC2086
printf '%s\n' $compilers | xargs -P "$jobs" -I{} sh "$0" --one {} || status=1

echo "== vshape testsuite, $(( $(date +%s) - start )) s:"
printf '%-8s %-36s %6s %6s %6s %6s\n' compiler version PASS FAIL UNSUP XFAIL
for cc in $compilers; do
  tree=$(sh "$scripts/build-tree.sh" --dir "$cc")
  sum=$tree/testsuite/vshape.sum
  version=$(sed -n 's/^compiler: //p' "$sum" 2>/dev/null | head -n 1)
  if [ ! -f "$sum" ]; then
    printf '%-8s no summary: see %s\n' "$cc" "$tree/check.log"
    status=1
    continue
  fi
  count () { grep -c "^$1:" "$sum"; }
  bad=$(( $(count FAIL) + $(count XPASS) + $(count ERROR) + $(count UNRESOLVED) ))
  [ "$bad" -eq 0 ] || status=1
  printf '%-8s %-36s %6s %6s %6s %6s\n' "$cc" "${version:-?}" "$(count PASS)" \
    "$bad" "$(count UNSUPPORTED)" "$(count XFAIL)"
done
exit $status
