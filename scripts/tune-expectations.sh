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
# usage: scripts/tune-expectations.sh PLUGIN [CC]
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.

set -eu
plugin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cc=${2:-gcc}
top=$(cd "$(dirname "$0")/.." && pwd)
dg=$top/testsuite/vshape.dg
run=$top/testsuite/vshape.run
TUNINGS="haswell x86-64-v3 skylake-avx512 icelake-server alderlake znver2 znver3"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The functions of vls-shapes.h that the vls pass may rewrite.
kernels=$(sed -n 's/^KERNEL (\([a-z0-9_]*\),.*/\1/p' "$run/vls-shapes.h")
kernels="$kernels alias_store_f"

for march in $TUNINGS; do
  rm -f "$work"/*.vls "$work"/*.vshape
  printf '#include "%s"\n' "$run/vls-shapes.h" >"$work/vls.c"
  (cd "$work" && "$cc" -O3 -march="$march" -fplugin="$plugin" \
     -fplugin-arg-libvshape-dump=vls -c vls.c -o vls.o)
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
      verdict=$(awk -v k="$k" '
	/^;; Function / { in_k = ($3 == k) }
	in_k && /^;; vls: group [0-9]+: rewritten/ { found = 1 }
	END { print found ? "scan-tree-dump" : "scan-tree-dump-not" }' \
	"$work"/vls.c.*t.vls)
      printf '/* { dg-final { %s ";; Function %s \\\\((?:(?!;; Function)\\[^\\\\n\\]*\\\\n)*;; vls: group \\[0-9\\]+: rewritten" "vls" } } */\n' \
	"$verdict" "$k"
    done
  } >"$out"

  printf '#include "%s"\n' "$run/soa-kernels.h" >"$work/soa.c"
  (cd "$work" && "$cc" -O3 -march="$march" -fopenmp-simd -ffp-contract=off \
     -fplugin="$plugin" -fplugin-arg-libvshape-dump=vshape,vls -c soa.c \
     -o soa.o)
  count () { cat "$work"/soa.c.*t."$1" | grep -c "$2" || true; }
  rewritten=$(count vshape ';; soa: tmp: rewritten to soa')
  undone=$(count vls ';; soa: tmp: rewrite undone: loop not vectorized')
  kept=$(count vls ';; soa: tmp: rewrite kept: loop vectorized')
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
    echo "/* { dg-final { scan-tree-dump-times \";; soa: tmp: rewritten to soa\" $rewritten \"vshape\" } } */"
    echo "/* { dg-final { scan-tree-dump-times \";; soa: tmp: rewrite undone: loop not vectorized\" $undone \"vls\" } } */"
    echo "/* { dg-final { scan-tree-dump-times \";; soa: tmp: rewrite kept: loop vectorized\" $kept \"vls\" } } */"
  } >"$out"
  echo "$march: vls-tune-$march.c, soa-tune-$march.c ($rewritten rewritten, $kept kept, $undone undone)"
done
