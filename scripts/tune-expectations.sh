#!/bin/sh
# Writes the per-tuning decision tests of the testsuite:
#   testsuite/vshape.dg/vls-tune-MARCH.c  which kernels of vls-shapes.h
#                                         the VLS cost model rewrites;
#   testsuite/vshape.dg/soa-tune-MARCH.c  how many SOA rewrites of
#                                         soa-kernels.h are kept or undone;
# for each -march of TUNINGS, from what the plugin does now.  Run it only
# when a change of the cost model (or of GCC) moves a decision on
# purpose, read the diff, and say why in the commit and the ChangeLog.
#
# usage: scripts/tune-expectations.sh [--calibrated-on TEXT] [GCC ...]
#   (gcc-11 to gcc-16, each with the plugin of its tree build-gcc-N/;
#   GCC 13 to 16 run in the root of scripts/gcc-root.sh; any other list
#   is refused, since it would erase the pins keyed by the missing
#   versions)
#
# A regeneration that turns a kernel from stock to rewritten at some
# tuning must rest on a `make calibrate' run on a CPU: the script lists
# such kernels and exits 3 unless --calibrated-on says which CPU and
# what make calibrate found there ("AMD EPYC Zen 4, GCC 16 native: 0
# errors"), and then prints the lines the commit message must carry.
#
# A decision that differs between the compilers (their vectorizers and
# tuning tables differ) is pinned for each, through vshape-in-versions
# (testsuite/lib/vshape.exp); one line when they all agree.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.

set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
all="gcc-11 gcc-12 gcc-13 gcc-14 gcc-15 gcc-16"
calibrated_on=
while [ $# -gt 0 ]; do
  case $1 in
    --calibrated-on)
      [ $# -ge 2 ] && [ -n "$2" ] \
	|| { echo "tune-expectations: --calibrated-on needs a text" >&2; exit 2; }
      calibrated_on=$2
      shift 2 ;;
    *) break ;;
  esac
done
compilers=${*:-$all}
# A pin that differs between versions is keyed by all six: written from
# fewer, it would lose the others' keys.
if [ "$(echo $compilers)" != "$all" ]; then
  echo "tune-expectations: needs all six compilers ($all), in that order:" \
       "the pins are keyed by version, and a subset would erase the" \
       "others' keys" >&2
  exit 2
fi
dg=$top/testsuite/vshape.dg
run=$top/testsuite/vshape.run
TUNINGS="haswell x86-64-v3 skylake-avx512 icelake-server alderlake znver2 znver3 sapphirerapids znver4 znver5"

# Inside the clone, which the root mounts at the same path.
work=$top/tune-work
rm -rf "$work"
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT

# The functions of vls-shapes.h that the vls pass may rewrite.
kernels=$(sed -n 's/^KERNEL (\([a-z0-9_]*\),.*/\1/p' "$run/vls-shapes.h")
kernels="$kernels alias_store_f"

# The dumps of vls-shapes.h and soa-kernels.h with -march=$1, by the
# compiler $2 with the plugin of its tree, in directory $3.
dumps ()
{
  mkdir -p "$3"
  rm -f "$3"/*.vls "$3"/*.vshape
  plugin=$(sh "$top/scripts/build-tree.sh" --plugin "$2")
  in=
  case $2 in gcc-11|gcc-12) ;; *) in="sh $top/scripts/gcc-root.sh run" ;; esac
  printf '#include "%s"\n' "$run/vls-shapes.h" >"$3/vls.c"
  printf '#include "%s"\n' "$run/soa-kernels.h" >"$3/soa.c"
  (cd "$3" && $in "$2" -O3 -march="$1" -fplugin="$plugin" \
     -fplugin-arg-libvshape-dump=vls -c vls.c -o vls.o &&
   $in "$2" -O3 -march="$1" -fopenmp-simd -ffp-contract=off \
     -fplugin="$plugin" -fplugin-arg-libvshape-dump=vshape,vls -c soa.c \
     -o soa.o)
}

# Whether the compiler $1 takes -march=$2 (GCC 12 knows no znver4).
knows_march ()
{
  in=
  case $1 in gcc-11|gcc-12) ;; *) in="sh $top/scripts/gcc-root.sh run" ;; esac
  $in "$1" -march="$2" -S -x c -o /dev/null /dev/null 2>/dev/null
}

# Whether kernel $1 has a rewritten group in the vls dump of directory $2.
verdict ()
{
  awk -v k="$1" '
    /^;; Function / { in_k = ($3 == k) }
    in_k && /^;; vls: group [0-9]+: rewritten/ { found = 1 }
    END { print found ? "scan-function-lines" : "scan-function-lines-not" }' \
    "$2"/vls.c.*t.vls
}

# The "KERNEL gcc-N" pairs a vls-tune test (on stdin) pins as
# rewritten: a line without vshape-in-versions holds for each of the
# compilers $1 (those that know the tuning).
rewritten_pins ()
{
  awk -v all="$(echo "$1" | sed 's/gcc-//g')" '
    /scan-function-lines [a-z0-9_]+ ";; vls: group/ {
      versions = all
      if (match ($0, /vshape-in-versions "[0-9 ]+"/))
	versions = substr ($0, RSTART + 20, RLENGTH - 21)
      match ($0, /scan-function-lines [a-z0-9_]+/)
      k = substr ($0, RSTART + 20, RLENGTH - 20)
      n = split (versions, vs, " ")
      for (i = 1; i <= n; i++) print k, "gcc-" vs[i]
    }' | sort -u
}

# How many lines of the dump $2 of directory $3 match $1.
count () { cat "$3"/soa.c.*t."$2" | grep -c "$1" || true; }

# One dg-final line per distinct value for the check $1, whose @ stands
# for the value: $2 is a list of "COMPILER=VALUE" words.  A single line
# when every compiler gives the same value, else one line per value,
# run by vshape-in-versions under the versions that give it.
pin ()
{
  pre=${1%%@*}
  post=${1#*@}
  values=$(printf '%s\n' $2 | sed 's/^[^=]*=//' | sort -u)
  if [ "$(echo "$values" | wc -l)" -eq 1 ]; then
    printf '/* { dg-final { %s } } */\n' "$pre$values$post"
    return
  fi
  for v in $values; do
    versions=$(printf '%s\n' $2 | sed -n "s/^gcc-\([0-9]*\)=$v\$/\1/p" | tr '\n' ' ')
    printf '/* { dg-final { vshape-in-versions "%s" %s } } */\n' \
      "${versions% }" "$pre$v$post"
  done
}

all_compilers=$compilers
: >"$work/turned"
for march in $TUNINGS; do
  # The compilers that know the tuning pin it; the dg-skip-if line of
  # its tests names the others.
  compilers=
  unknown=
  for cc in $all_compilers; do
    if knows_march "$cc" "$march"; then
      compilers="$compilers $cc"
    elif [ -z "$unknown" ]; then
      unknown=vshape_gcc${cc#gcc-}
    else
      unknown="{ $unknown } || { vshape_gcc${cc#gcc-} }"
    fi
  done
  skip=
  [ -z "$unknown" ] \
    || skip="/* { dg-skip-if \"no -march=$march\" { $unknown } } */"
  for cc in $compilers; do dumps "$march" "$cc" "$work/$cc"; done
  out=$dg/vls-tune-$march.c
  git -C "$top" show "HEAD:testsuite/vshape.dg/vls-tune-$march.c" 2>/dev/null \
    | rewritten_pins "$compilers" >"$work/before"
  {
    echo "/* Which kernels of vls-shapes.h the cost model (the default vls=on)"
    echo "   rewrites with -march=$march: this tuning's decisions, pinned so that"
    echo "   they hold on any host.  Written by scripts/tune-expectations.sh.  */"
    echo "/* { dg-do compile } */"
    [ -z "$skip" ] || echo "$skip"
    echo "/* { dg-additional-options \"-march=$march -fplugin-arg-libvshape-dump=vls\" } */"
    echo
    echo "#include \"../vshape.run/vls-shapes.h\""
    echo
    for k in $kernels; do
      vs=
      for cc in $compilers; do vs="$vs $cc=$(verdict "$k" "$work/$cc")"; done
      pin '@ '"$k"' ";; vls: group \[0-9\]+: rewritten" "vls"' \
	"$vs"
    done
    echo
    echo "/* The vectorizer's cost client (GCC 12 and later) and the vls pass take"
    echo "   one decision: no group the client priced is left unrewritten.  */"
    echo '/* { dg-final { scan-tree-dump-not "priced as a group by the cost client" "vls" } } */'
  } >"$out"
  rewritten_pins "$compilers" <"$out" | comm -13 "$work/before" - \
    | sed "s/^/-march=$march: /" >>"$work/turned"

  out=$dg/soa-tune-$march.c
  {
    echo "/* The SOA rewrites of soa-kernels.h with -march=$march: how many are"
    echo "   made, kept because the vectorizer used them, and undone because it"
    echo "   did not.  Written by scripts/tune-expectations.sh.  */"
    echo "/* { dg-do compile } */"
    [ -z "$skip" ] || echo "$skip"
    echo "/* { dg-additional-options \"-march=$march -fopenmp-simd -ffp-contract=off -fplugin-arg-libvshape-dump=vshape,vls\" } */"
    echo
    echo "#include \"../vshape.run/soa-kernels.h\""
    echo
    for what in "vshape;;; soa: tmp: rewritten to soa" \
		"vls;;; soa: tmp: rewrite undone: loop not vectorized" \
		"vls;;; soa: tmp: rewrite kept: loop vectorized"; do
      dump=${what%%;*}
      text=${what#*;}
      ns=
      for cc in $compilers; do ns="$ns $cc=$(count "$text" "$dump" "$work/$cc")"; done
      pin "scan-tree-dump-times \"$text\" @ \"$dump\"" "$ns"
    done
  } >"$out"
  echo "$march: vls-tune-$march.c, soa-tune-$march.c"
done

# Kernels the cost model now rewrites where the last commit left them
# stock: only a calibration on a CPU may back that.
if [ -s "$work/turned" ]; then
  echo "tune-expectations: kernels turned from stock to rewritten (tuning: kernel compiler):"
  sed 's/^/  /' "$work/turned"
  if [ -z "$calibrated_on" ]; then
    echo "tune-expectations: run make calibrate on a CPU of these tunings (bench/calibrate.sh --tune CPU) and rerun with --calibrated-on 'CPU, compilers, result'; the commit must say it" >&2
    exit 3
  fi
  echo "Put these lines in the commit message:"
  echo "  Calibrated-on: $calibrated_on"
  sed 's/^/  Turned-to-rewritten: /' "$work/turned"
fi
