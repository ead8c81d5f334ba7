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
# usage: scripts/tune-expectations.sh PLUGIN [CC [PLUGIN11 CC11]]
#
# With a plugin built for GCC 11 and its compiler as well, a decision
# that differs under GCC 11 (its vectorizer does not emulate gathers, and
# its tuning tables differ) is pinned for each compiler, under the
# effective targets vshape_gcc11 and ! vshape_gcc11.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.

set -eu
abs () { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }
plugin=$(abs "$1")
cc=${2:-gcc}
plugin11=; cc11=
if [ $# -ge 4 ]; then
  plugin11=$(abs "$3")
  cc11=$4
fi
top=$(cd "$(dirname "$0")/.." && pwd)
dg=$top/testsuite/vshape.dg
run=$top/testsuite/vshape.run
TUNINGS="haswell x86-64-v3 skylake-avx512 icelake-server alderlake znver2 znver3"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The functions of vls-shapes.h that the vls pass may rewrite.
kernels=$(sed -n 's/^KERNEL (\([a-z0-9_]*\),.*/\1/p' "$run/vls-shapes.h")
kernels="$kernels alias_store_f"

# The dumps of vls-shapes.h and soa-kernels.h with -march=$1, by the
# compiler $2 and plugin $3, in directory $4.
dumps ()
{
  mkdir -p "$4"
  rm -f "$4"/*.vls "$4"/*.vshape
  printf '#include "%s"\n' "$run/vls-shapes.h" >"$4/vls.c"
  (cd "$4" && "$2" -O3 -march="$1" -fplugin="$3" \
     -fplugin-arg-libvshape-dump=vls -c vls.c -o vls.o)
  printf '#include "%s"\n' "$run/soa-kernels.h" >"$4/soa.c"
  (cd "$4" && "$2" -O3 -march="$1" -fopenmp-simd -ffp-contract=off \
     -fplugin="$3" -fplugin-arg-libvshape-dump=vshape,vls -c soa.c \
     -o soa.o)
}

# Whether kernel $1 has a rewritten group in the vls dump of directory $2.
verdict ()
{
  awk -v k="$1" '
    /^;; Function / { in_k = ($3 == k) }
    in_k && /^;; vls: group [0-9]+: rewritten/ { found = 1 }
    END { print found ? "scan-tree-dump" : "scan-tree-dump-not" }' \
    "$2"/vls.c.*t.vls
}

# How many lines of the dump $2 of directory $3 match $1.
count () { cat "$3"/soa.c.*t."$2" | grep -c "$1" || true; }

# The selector that limits a line to GCC 11 ($1 = 11) or to the others.
selector ()
{
  if [ "$1" = 11 ]; then echo ' { target vshape_gcc11 }'
  else echo ' { target { ! vshape_gcc11 } }'; fi
}

# One dg-final line per compiler for the check $1, whose @ stands for
# $2 under GCC 12 and $3 under GCC 11 ($3 empty without it): a single
# line when they agree.
pin ()
{
  pre=${1%%@*}
  post=${1#*@}
  if [ -z "$3" ] || [ "$2" = "$3" ]; then
    printf '/* { dg-final { %s } } */\n' "$pre$2$post"
  else
    printf '/* { dg-final { %s%s } } */\n' "$pre$2$post" "$(selector 12)"
    printf '/* { dg-final { %s%s } } */\n' "$pre$3$post" "$(selector 11)"
  fi
}

for march in $TUNINGS; do
  dumps "$march" "$cc" "$plugin" "$work/12"
  [ -z "$cc11" ] || dumps "$march" "$cc11" "$plugin11" "$work/11"
  out=$dg/vls-tune-$march.c
  {
    echo "/* Which kernels of vls-shapes.h the cost model (the default vls=on)"
    echo "   rewrites with -march=$march: this tuning's decisions, pinned so that"
    echo "   they hold on any host.  Written by scripts/tune-expectations.sh.  */"
    echo "/* { dg-do compile } */"
    echo "/* { dg-additional-options \"-march=$march -fplugin-arg-libvshape-dump=vls\" } */"
    echo
    echo "#include \"../vshape.run/vls-shapes.h\""
    echo
    for k in $kernels; do
      v12=$(verdict "$k" "$work/12")
      v11=
      [ -z "$cc11" ] || v11=$(verdict "$k" "$work/11")
      pin '@ ";; Function '"$k"' \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls"' \
	"$v12" "$v11"
    done
  } >"$out"

  out=$dg/soa-tune-$march.c
  {
    echo "/* The SOA rewrites of soa-kernels.h with -march=$march: how many are"
    echo "   made, kept because the vectorizer used them, and undone because it"
    echo "   did not.  Written by scripts/tune-expectations.sh.  */"
    echo "/* { dg-do compile } */"
    echo "/* { dg-additional-options \"-march=$march -fopenmp-simd -ffp-contract=off -fplugin-arg-libvshape-dump=vshape,vls\" } */"
    echo
    echo "#include \"../vshape.run/soa-kernels.h\""
    echo
    for what in "vshape;;; soa: tmp: rewritten to soa" \
		"vls;;; soa: tmp: rewrite undone: loop not vectorized" \
		"vls;;; soa: tmp: rewrite kept: loop vectorized"; do
      dump=${what%%;*}
      text=${what#*;}
      n12=$(count "$text" "$dump" "$work/12")
      n11=
      [ -z "$cc11" ] || n11=$(count "$text" "$dump" "$work/11")
      pin "scan-tree-dump-times \"$text\" @ \"$dump\"" "$n12" "$n11"
    done
  } >"$out"
  echo "$march: vls-tune-$march.c, soa-tune-$march.c"
done
