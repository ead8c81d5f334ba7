#!/bin/sh
# The measured constants of the cost client's policy
# (plugin/vect_hooks/), each reproduced by bench kernels:
# for each, the kernel is built with the plugin as the client decides
# (A) and as it would without the constant (B), the two are timed in
# alternating pairs (bench/pairs.sh), and the client's price of the loop
# is shown from the vls dump.  A holds when A is not slower than B
# (pairwise A/B at most 1.03); where A and B are the same code under
# this GCC, the constant decides nothing there and the case says so.
#
#   close call       close_call.c at x86-64-v3: priced at 0.85 of its
#                    scalar loop (16-byte vectors), the client vectorizes
#                    it; B keeps it scalar (-fno-tree-loop-vectorize), as
#                    the client's margin of 4/5 did until 2026-11-26,
#                    when this case showed the vector loop 1.07 to 1.09
#                    times faster under GCC 14 and 16 and the margin
#                    went.
#   shared lanes     struct_triples.c at znver4: the lone gather of z
#                    reads at the lane addresses of the group x, y, whose
#                    index extractions the client leaves out of its
#                    price; GCC 16 then takes 64-byte vectors, B the
#                    32-byte ones the full price takes
#                    (-mprefer-vector-width=256).  The case that needs
#                    the discount is palette_luma under GCC 16 at native
#                    (16 lanes instead of 8), whose B no flag builds:
#                    bench/RESULTS.md has it, with a plugin built without
#                    the discount.
#
# A third constant, the clamp of a group's price to its gathers' times
# the server's ratio, went when these measurements could not back it:
# under GCC 14 it made the loops it changed slower (bench/RESULTS.md).
#
# usage: bench/constants.sh [--cc GCC] [--plugin PATH] [--pairs N]
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.

set -u
me=constants.sh
here=$(cd "$(dirname "$0")" && pwd)
cc=gcc
plugin=${VSHAPE_PLUGIN:-}
pairs=9

die () { echo "$me: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
  case $1 in
    --cc) [ $# -ge 2 ] || die "$1 needs a value"; cc=$2; shift 2 ;;
    --plugin) [ $# -ge 2 ] || die "$1 needs a value"; plugin=$2; shift 2 ;;
    --pairs) [ $# -ge 2 ] || die "$1 needs a value"; pairs=$2; shift 2 ;;
    -h|--help) sed -n '2,/^# usage/p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument: $1" ;;
  esac
done
command -v "$cc" >/dev/null 2>&1 || die "compiler not found: $cc"
[ -n "$plugin" ] || plugin=$(sh "$here/../scripts/build-tree.sh" --plugin "$cc")
[ -n "$plugin" ] && [ -f "$plugin" ] \
  || die "no plugin found; build it, or pass --plugin PATH"

work=$(mktemp -d "${TMPDIR:-/tmp}/vshape-constants.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

echo "cpu: $(sh "$here/cpu_info.sh")"
echo "cc:  $("$cc" --version | head -n 1)"
echo

# build NAME KERNEL MARCH FLAGS...: $work/NAME from bench/kernels/KERNEL
# with the plugin and its vls dump ($work/NAME.vls).
build ()
{
  b_name=$1 b_src=$here/kernels/$2 b_march=$3
  shift 3
  rm -f "$work/$b_name"-*.vls
  (cd "$work" && "$cc" -O3 -march="$b_march" "$@" \
     -I"$here/kernels" "$b_src" -fplugin="$plugin" \
     -fplugin-arg-libvshape-dump=vls -o "$work/$b_name" -lm) \
    >"$work/build.log" 2>&1 \
    || { cat "$work/build.log" >&2; die "build failed: $b_name"; }
  cat "$work/$b_name"-*.vls >"$work/$b_name.vls" 2>/dev/null
  # Its code, compared as bench/run.sh compares stock's and the plugin's.
  objcopy -O binary --only-section=.text "$work/$b_name" "$work/$b_name.text"
}

# case TITLE KERNEL MARCH "A FLAGS" "B FLAGS": one case of a constant.
case_ ()
{
  title=$1 kernel=$2 march=$3 fa=$4 fb=$5
  build a "$kernel" "$march" $fa
  build b "$kernel" "$march" $fb
  echo "## $title"
  echo "   $kernel, -march=$march; A: the client's choice${fa:+ ($fa)}; B: ${fb}"
  for k in a b; do
    grep -e '^;; vls: cost client: loop' -e '^;; vls: group [0-9]*: rewritten' \
      "$work/$k.vls" | awk '!seen[$0]++' \
      | sed "s/^;; vls: /   $(echo $k | tr ab AB): /"
  done
  if cmp -s "$work/a.text" "$work/b.text"; then
    echo "   A and B are the same code under this GCC: the constant decides nothing here"
  else
    r=$(sh "$here/pairs.sh" --pairs "$pairs" "$work/a" "$work/b") \
      || die "timing failed: $title"
    echo "   $r"
    median=$(echo "$r" | sed -n 's/.*median \([0-9.]*\).*/\1/p')
    if awk -v m="$median" 'BEGIN { exit !(m <= 1.03) }'; then
      echo "   holds: the client's choice is not slower"
    else
      echo "   CONTRADICTED: the client's choice is slower"
    fi
  fi
  echo
}

case_ "close call: a loop priced at 0.85 of its scalar form is vectorized" \
  close_call.c x86-64-v3 "" "-fno-tree-loop-vectorize"
case_ "shared lanes: the lone gather at the group's lane addresses" \
  struct_triples.c znver4 "" "-mprefer-vector-width=256"
