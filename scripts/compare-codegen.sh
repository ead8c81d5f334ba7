#!/bin/sh
# Compile every testsuite and bench source with a plugin and keep the
# assembly, so that two plugins (before and after a change that must not
# change behaviour) can be compared byte for byte.
#
# Usage: compare-codegen.sh snapshot --cc GCC --plugin LIBVSHAPE.so --out DIR
#        compare-codegen.sh diff DIR-BEFORE DIR-AFTER
#
# The plugin file must be named libvshape.so (its options carry that
# name).  A snapshot compiles each source (the hand-written limits of
# bench/ excepted) under its own dg-options and
# dg-additional-options, and under five fixed option sets (haswell and
# skylake-avx512, each with the default vls policy and with vls=force,
# and znver3), to DIR/SET/NAME.s; a source that does not compile under a
# set leaves DIR/SET/NAME.err instead.  `diff' exits 1 when an assembly
# file of the first snapshot is missing from the second or differs from
# it; files only in the second (sources added since) are listed as new.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.

set -eu

top=$(cd "$(dirname "$0")/.." && pwd)

usage() {
  echo "usage: compare-codegen.sh snapshot --cc GCC --plugin SO --out DIR" >&2
  echo "       compare-codegen.sh diff DIR-BEFORE DIR-AFTER" >&2
  exit 2
}

[ $# -ge 1 ] || usage
mode=$1; shift

if [ "$mode" = diff ]; then
  [ $# -eq 2 ] || usage
  # Every assembly file of the first snapshot must exist, byte-identical,
  # in the second; files only in the second come from sources added
  # since (new tests) and are listed, not counted as differences.
  bad=0 same=0
  for f in $(cd "$1" && find . -name '*.s' | sort); do
    if [ ! -f "$2/$f" ]; then echo "missing: $f"; bad=$((bad + 1))
    elif ! cmp -s "$1/$f" "$2/$f"; then echo "differs: $f"; bad=$((bad + 1))
    else same=$((same + 1)); fi
  done
  for f in $(cd "$2" && find . -name '*.s' | sort); do
    [ -f "$1/$f" ] || echo "new: $f"
  done
  echo "compare-codegen: $same assembly files identical, $bad differ or are missing"
  [ "$bad" -eq 0 ]
  exit
fi
[ "$mode" = snapshot ] || usage

cc= plugin= out=
while [ $# -gt 0 ]; do
  case $1 in
    --cc) cc=$2; shift ;;
    --plugin) plugin=$2; shift ;;
    --out) out=$2; shift ;;
    *) usage ;;
  esac
  shift
done
[ -n "$cc" ] && [ -n "$plugin" ] && [ -n "$out" ] || usage
cxx=$(echo "$cc" | sed 's/gcc/g++/')
fc=$(echo "$cc" | sed 's/gcc/gfortran/')
mkdir -p "$out"

# The option sets: the name of a set, then its options.
sets="own|
haswell|-O3 -march=haswell -fopenmp-simd
haswell-force|-O3 -march=haswell -fopenmp-simd -fplugin-arg-libvshape-vls=force
avx512|-O3 -march=skylake-avx512 -fopenmp-simd
avx512-force|-O3 -march=skylake-avx512 -fopenmp-simd -fplugin-arg-libvshape-vls=force
znver3|-O3 -march=znver3 -fopenmp-simd"

# One line per compile: set, source, options.
jobs=$out/jobs.txt
: > "$jobs"
for src in "$top"/testsuite/vshape.dg/*.c "$top"/testsuite/vshape.dg++/*.C \
	   "$top"/testsuite/vshape.run/*.c "$top"/testsuite/vshape.run++/*.C \
	   "$top"/bench/kernels/*.c "$top"/bench/kernels/*.cc \
	   "$top"/testsuite/vshape.fortran/*.f90 "$top"/bench/kernels/*.f90; do
  case $src in *.limit.c) continue ;; esac   # hand-written, no plugin work
  [ -f "$src" ] || continue
  case $src in *.f90) command -v "$fc" >/dev/null 2>&1 || continue ;; esac
  own=$(sed -n 's/.*dg-\(additional-\)\{0,1\}options "\([^"]*\)".*/\2/p' "$src" \
	| tr '\n' ' ')
  echo "$sets" | while IFS='|' read -r name opts; do
    [ "$name" = own ] && opts="-O2 $own"
    printf '%s\t%s\t%s\n' "$name" "$src" "$opts" >> "$jobs"
  done
done

# Each job runs in a small sh (POSIX sh cannot export functions).
export out plugin cc cxx fc
tr '\t' '\034' < "$jobs" | xargs -d '\n' -P "$(nproc)" -n 1 sh -c '
  IFS=$(printf "\034"); set -- $1
  name=$1 src=$2 opts=$3
  dir=$out/$name/$(basename "$(dirname "$src")")
  mkdir -p "$dir"
  base=$dir/$(basename "$src")
  extra=
  case $src in *.C|*.cc) comp=$cxx ;; *.f90) comp=$fc extra=-J$dir ;; *) comp=$cc ;; esac
  IFS=" "
  if "$comp" $extra -S -w -I"$(dirname "$src")" -fplugin="$plugin" $opts \
       -o "$base.s" "$src" 2> "$base.err"; then rm -f "$base.err"
  else rm -f "$base.s"; fi' sh
rm -f "$jobs"
# Dumps that a test's own options ask for are not compared.
find "$out" -type f ! -name '*.s' ! -name '*.err' -delete
echo "compare-codegen: $(find "$out" -name '*.s' | wc -l) assembly files," \
     "$(find "$out" -name '*.err' | wc -l) sources that did not compile, in $out"
