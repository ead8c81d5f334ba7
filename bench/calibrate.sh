#!/bin/sh
# make calibrate: checks the VLS cost model against this CPU.
#
# For each case (element size 4 or 8; a group of 2, 3, 4 or 8 adjacent
# members, or a span with gaps; builtin or emulated gathers; AVX2 and,
# where the CPU has it, AVX-512, with masked gathers too, and blocks of
# 2, 4 or 8 scattered elements, masked or not) bench/calibrate/case.c
# is built three times with -march=native: stock GCC, the plugin under the default
# vls=on (whose vls dump gives the cost model's decision), and the plugin
# under vls=force (the rewrite whatever it costs).  The three run
# interleaved; their outputs must be identical.  A case is a cost-model
# error when the decision is "rewrite" and stock/on < 0.97, or the
# decision is "keep" and stock/force > 1.10, in two measurements one
# after the other.  Exits 1 on any error.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.

# shellcheck disable=SC2086
set -u

me=calibrate.sh
here=$(cd "$(dirname "$0")" && pwd)

usage ()
{
  cat <<EOF
usage: bench/calibrate.sh [options]
  --plugin PATH   libvshape.so (default: \$VSHAPE_PLUGIN, else the one
                  in --cc's tree build-gcc-N/)
  --cc CC         the GCC (default: gcc)
  --runs N        runs of each build, odd (default: 9)
  --isa LIST      avx2, avx512 or both, comma-separated (default: what
                  this CPU has)
  --only PATTERN  the cases whose name contains PATTERN
  --tune CPU      add -mtune=CPU: check the cost model of another
                  tuning (its tables and corrections) on this CPU
  -h, --help      this text
EOF
}

die ()
{
  echo "$me: $*" >&2
  exit 2
}

plugin=${VSHAPE_PLUGIN:-}
cc=gcc
runs=9
isas=
only=
mtune=
while [ $# -gt 0 ]; do
  case $1 in
    --plugin) [ $# -ge 2 ] || die "$1 needs a value"; plugin=$2; shift 2 ;;
    --cc) [ $# -ge 2 ] || die "$1 needs a value"; cc=$2; shift 2 ;;
    --runs) [ $# -ge 2 ] || die "$1 needs a value"; runs=$2; shift 2 ;;
    --isa) [ $# -ge 2 ] || die "$1 needs a value"; isas=$(echo "$2" | tr ',' ' ')
	   shift 2 ;;
    --only) [ $# -ge 2 ] || die "$1 needs a value"; only=$2; shift 2 ;;
    --tune) [ $# -ge 2 ] || die "$1 needs a value"; mtune=-mtune=$2; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; die "unknown argument: $1" ;;
  esac
done
case $runs in
  ''|*[!0-9]*) die "--runs wants a positive odd number, not '$runs'" ;;
esac
[ "$runs" -ge 1 ] && [ $((runs % 2)) -eq 1 ] \
  || die "--runs wants a positive odd number, not $runs"
command -v "$cc" >/dev/null 2>&1 || die "compiler not found: $cc"

[ -n "$plugin" ] || plugin=$(sh "$here/../scripts/build-tree.sh" --plugin "$cc")
[ -n "$plugin" ] && [ -f "$plugin" ] \
  || die "no plugin found; build it, or pass --plugin PATH"
plugin=$(cd "$(dirname "$plugin")" && pwd)/$(basename "$plugin")

flags_of_cpu=$(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null)
has () { case " $flags_of_cpu " in *" $1 "*) return 0 ;; esac; return 1; }
has avx2 || die "this CPU has no AVX2: nothing to calibrate"
if [ -z "$isas" ]; then
  isas=avx2
  has avx512f && isas="avx2 avx512"
fi
for isa in $isas; do
  case $isa in
    avx2) ;;
    avx512) has avx512f || die "this CPU has no AVX-512" ;;
    *) die "--isa wants avx2 or avx512, not $isa" ;;
  esac
done

# accepts FLAG: whether $cc takes FLAG without a word about it.
accepts ()
{
  [ -z "$(echo 'int i;' | "$cc" "$1" -x c -S -o /dev/null - 2>&1)" ]
}

# GCC 11 has one tuning flag for every gather (use_gather) and does not
# emulate gathers, so it has no emulated form to calibrate.  From GCC 14
# (and 13.3, 12.4) the flag of the widest gathers is use_gather_8parts.
# From GCC 13 the tunings may avoid scatters too (use_scatter_*parts).
wide=use_gather
accepts -mtune-ctrl=use_gather_8parts && wide=use_gather_8parts
if [ "$($cc -dumpversion | cut -d. -f1)" -lt 12 ]; then
  gathers_on="-mtune-ctrl=use_gather"
  gathers_off="-mtune-ctrl=^use_gather"
  emulated=
else
  gathers_on="-mtune-ctrl=use_gather_2parts,use_gather_4parts,$wide"
  gathers_off="-mtune-ctrl=^use_gather_2parts,^use_gather_4parts,^$wide"
  emulated=emulated
fi
[ -z "$mtune" ] || accepts "$mtune" || die "$cc does not take $mtune"
scatters_on=
accepts -mtune-ctrl=use_scatter_2parts \
  && scatters_on="-mtune-ctrl=use_scatter_2parts,use_scatter_4parts,use_scatter_8parts"

work=$(mktemp -d "${TMPDIR:-/tmp}/vshape-calibrate.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# The header of RESULTS.md's tables.
march=$("$cc" -march=native -Q --help=target 2>/dev/null \
	| awk '$1 == "-march=" { print $2; exit }')
echo "cpu:     $(sh "$here/cpu_info.sh")"
echo "march:   -march=native is $march ($(echo "$isas" | tr ' ' ','))${mtune:+, $mtune}"
echo "cc:      $("$cc" --version | head -n 1)"
echo "runs:    $runs (median)"
echo
echo "| isa | gathers or scatters | type | members | decision | stock/on | stock/force | verdict |"
echo "|---|---|---|---|---|---|---|---|"

# median FILE: the middle of the numbers in FILE.
median ()
{
  sort -n "$1" | awk '{ t[NR] = $1 } END { print t[(NR + 1) / 2] }'
}

# decision DUMP: "rewrite" when a group of the widest gathers or
# scatters (the main vector loop's) was rewritten, "keep" when not,
# "none" without any.
decision ()
{
  awk '
    /^;; vls: loop / { loop++ }
    /^;; vls: (gather|scatter) [0-9]+: [^n]/ {
      split ($0, w, ", "); split (w[2], n, " "); lanes = n[1] + 0
      if (lanes > widest) widest = lanes
      wide[loop] = lanes > wide[loop] ? lanes : wide[loop]
    }
    /^;; vls: (store )?group [0-9]+: rewritten/ { done[loop]++ }
    END {
      if (!widest) { print "none"; exit }
      for (k in wide) if (wide[k] == widest && done[k]) { print "rewrite"; exit }
      print "keep"
    }' "$1"
}

# build KIND FLAGS...: $work/KIND from case.c with the case's header.
build ()
{
  b_kind=$1
  shift
  rm -f "$work"/"$b_kind"-*.vls
  if ! (cd "$work" && "$cc" -O3 -falign-loops=64 "$@" \
	  -include "$work/case.h" \
	  -I"$here/kernels" "$here/calibrate/case.c" -o "$b_kind") \
       >"$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    echo "$me: build failed: $b_kind $*" >&2
    exit 2
  fi
}

# measure: runs stock, on and force interleaved, $runs times, checks
# their outputs agree, and sets $on and $fo to stock/on and stock/force
# of the medians.
measure ()
{
  rm -f "$work"/*.times "$work"/ref
  i=1
  while [ "$i" -le "$runs" ]; do
    for kind in stock on force; do
      "$work/$kind" >"$work/out" 2>"$work/err" \
	|| { cat "$work/err" >&2; echo "$me: $name ($kind) failed" >&2; exit 2; }
      sed -n 's/^time_ns: //p' "$work/err" >>"$work/$kind.times"
      if [ ! -f "$work/ref" ]; then
	cp "$work/out" "$work/ref"
      elif ! cmp -s "$work/ref" "$work/out"; then
	echo "$me: MISMATCH: $name: the $kind build's output differs from stock" >&2
	exit 1
      fi
    done
    i=$((i + 1))
  done
  s=$(median "$work/stock.times")
  on=$(awk -v a="$s" -v b="$(median "$work/on.times")" 'BEGIN { printf "%.3f", a / b }')
  fo=$(awk -v a="$s" -v b="$(median "$work/force.times")" 'BEGIN { printf "%.3f", a / b }')
}

# judge: "ok", or the cost-model error that $dec, $forced, $on and $fo
# show.
judge ()
{
  if [ "$dec" = rewrite ] && awk -v r="$on" 'BEGIN { exit !(r < 0.97) }'; then
    echo "ERROR: rewrite is slower"
  elif [ "$dec" = keep ] && [ "$forced" = rewrite ] \
       && awk -v r="$fo" 'BEGIN { exit !(r > 1.10) }'; then
    echo "ERROR: kept a faster rewrite"
  else
    echo ok
  fi
}

cases=0
errors=0
for isa in $isas; do
  case $isa in
    avx2) isa_flags="-march=native $mtune"
	  has avx512f && isa_flags="$isa_flags -mno-avx512f" ;;
    avx512) isa_flags="-march=native $mtune -mprefer-vector-width=512" ;;
  esac
  forms="builtin $emulated"
  [ "$isa" = avx512 ] && forms="$forms masked scatter masked-scatter"
  for form in $forms; do
    groups='"0 1" "0 1 2" "0 1 2 3" "0 1 2 3 4 5 6 7" "0 2" "0 1 3"'
    case $form in
      builtin) tune="$gathers_on" ;;
      emulated) tune="$gathers_off" ;;
      masked) tune="$gathers_on -DMASKED" ;;
      *scatter)
	# Scatter groups are blocks: no gaps, a power of two of members.
	groups='"0 1" "0 1 2 3" "0 1 2 3 4 5 6 7"'
	tune=$scatters_on
	[ "$form" = masked-scatter ] && tune="$tune -DMASKED" ;;
    esac
    for type in float double; do
      eval "set -- $groups"
      for members in "$@"; do
	name="$isa $form $type $(echo "$members" | tr ' ' ',')"
	case $name in *"$only"*) ;; *) continue ;; esac
	last=${members##* }
	stride=1
	while [ "$stride" -le "$last" ]; do stride=$((stride * 2)); done
	sum=
	stores=
	w=1
	for o in $members; do
	  sum="${sum:+$sum + }($type) $w * x[j + $o]"
	  stores="$stores y[STRIDE * j + $o] = ($type) $w * a[k];"
	  w=$((w + 1))
	done
	{
	  echo "#define T $type"
	  echo "#define STRIDE $stride"
	  case $form in
	    *scatter) echo "#define STORES $stores" ;;
	    *) echo "#define SUM ($sum)" ;;
	  esac
	} >"$work/case.h"
	flags="$isa_flags $tune"
	build stock $flags
	build on $flags -fplugin="$plugin" -fplugin-arg-libvshape-dump=vls
	dec=$(decision "$(ls "$work"/on-*.vls)")
	build force $flags -fplugin="$plugin" \
	      -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls
	forced=$(decision "$(ls "$work"/force-*.vls)")
	cases=$((cases + 1))
	if [ "$dec" = none ]; then
	  echo "| $isa | $form | $type | $members | no gathers | - | - | - |"
	  continue
	fi
	measure
	verdict=$(judge)
	case $verdict in
	  ERROR*)
	    # A virtual machine's neighbours move single runs by 10% or more:
	    # an error counts only when a second measurement repeats it.
	    first="$on / $fo"
	    measure
	    verdict=$(judge)
	    [ "$verdict" = ok ] && verdict="ok (first run: $first)" ;;
	esac
	[ "$forced" = rewrite ] || fo="$fo (not rewritten)"
	case $verdict in ERROR*) errors=$((errors + 1)) ;; esac
	echo "| $isa | $form | $type | $members | $dec | $on | $fo | $verdict |"
      done
    done
  done
done
echo
echo "$cases cases, $errors cost-model errors"
[ "$errors" -eq 0 ]
