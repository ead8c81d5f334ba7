#!/bin/sh
# make calibrate: checks the VLS cost model against this CPU; with
# --write-profile (and as the installed vshape-calibrate), measures the
# corrections of a calibration profile for this CPU instead.
#
# For each case (element size 4 or 8; a lone gather, a group of 2, 3, 4
# or 8 adjacent members, or a span with gaps; builtin or emulated gathers; AVX2 and,
# where the CPU has it, AVX-512, with masked gathers too, and blocks of
# 2, 4 or 8 scattered elements, masked or not) bench/calibrate/case.c
# is built three times with -march=native: stock GCC, the plugin under the default
# vls=on (whose vls dump gives the cost model's decision), and the plugin
# under vls=force (the rewrite whatever it costs).  The three run
# interleaved; their outputs must be identical.  A case is a cost-model
# error when the decision is "rewrite" and stock/on < 0.97, or the
# decision is "keep" and stock/force > 1.10, in two measurements one
# after the other.  Two more forms check the plugin's other decisions
# the same way: "predicated" (a guarded loop reading through indices:
# the predicated check's decision, against the loop checked at 1%;
# "predicated-reads" reads them before the branch, unmasked), and
# "sweep" on AVX-512 (a private's writes swept or kept as scatters:
# "stock" is then the scattered build, "force" the swept one).  Exits 1
# on any error.
#
# Profile mode: each case is built twice, and the two builds timed in
# turn; a dump of the plugin's gives the breakpoint B, the correction at
# which the cost model would switch from one build to the other.
# - gather, masked-gather, scatter, masked-scatter: stock, and under
#   vls=force with a profile that leaves the tables' prices as they are,
#   whose vls dump gives each group's sequence price S and gathers'
#   price G: B = 100 * S / G;
# - indexed-load: stock, and with the plugin's predication checked at a
#   surcharge of 1% of a load per indexed element (a profile's
#   indexed-load 1); its vls dump, and one at 101%, give the vector body
#   V0 without the surcharge, the surcharge U of a whole load, and the
#   scalar price S: the loop pays up to B = 100 * (4/5 * S - V0) / U;
# - sweep (AVX-512): the plugin with sweeps priced at 1000% (the private's
#   scatters kept) and at 1% (its writes swept); the vshape dump of a
#   build at 100% gives the sweep's price W and the scatters' C:
#   B = 100 * C / W.
# A build that runs 1.05x faster in two measurements, or below 0.97 in
# one, bounds the correction on its side of B; within the bounds the
# profile takes the median of the cases' estimates, and where the
# bounds cross, it leaves the kind out (the built-in correction stays).
# The profile is written to a temporary file and moved into place at the
# end, so that an interrupted run leaves no broken profile.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.

# shellcheck disable=SC2086
set -u

me=calibrate.sh
here=$(cd "$(dirname "$0")" && pwd)
# `make install' sets these in the installed copy, vshape-calibrate: its
# data folder and the installed plugin.
installed_data=
installed_plugin=
installed_cc=
mode=check
profile_out=
if [ -n "$installed_data" ]; then
  me=vshape-calibrate
  here=$installed_data
  mode=profile
  profile_out=default
fi
. "$here/timing.sh"

usage ()
{
  cat <<EOF
usage: $me [options]
  --plugin PATH   libvshape.so (default: \$VSHAPE_PLUGIN, else the
                  installed one for vshape-calibrate, else the one in
                  --cc's tree build-gcc-N/)
  --cc CC         the GCC (default: ${installed_cc:-gcc})
  --runs N        runs of each build, odd (default: 9; 5 for a profile)
  --isa LIST      avx2, avx512 or both, comma-separated (default: what
                  this CPU has)
  --only PATTERN  the cases whose name contains PATTERN
  --tune CPU      add -mtune=CPU: check the cost model of another
                  tuning (its tables and corrections) on this CPU
  --write-profile FILE
                  measure a calibration profile for this CPU, compiler
                  and tuning instead, and write it to FILE; "default":
                  the place the plugin looks in,
                  \${XDG_CONFIG_HOME:-~/.config}/vshape/VERSION-TUNE.profile
                  (vshape-calibrate's default)
  --check         check the cost model (the profile that applies, else
                  the built-in corrections) against this CPU instead
                  (make calibrate's default)
  --replay REPORT check the built-in corrections against the times of
                  a report this script printed in check mode, on any
                  CPU: each measured case is compiled for the report's
                  -march and -mtune, and a decision its times show
                  slower than the other one is an error (no timing)
  -h, --help      this text
EOF
}

die ()
{
  echo "$me: $*" >&2
  exit 2
}

plugin=${VSHAPE_PLUGIN:-}
cc=${installed_cc:-gcc}
runs=
isas=
only=
mtune=
replay=
while [ $# -gt 0 ]; do
  case $1 in
    --plugin) [ $# -ge 2 ] || die "$1 needs a value"; plugin=$2; shift 2 ;;
    --cc) [ $# -ge 2 ] || die "$1 needs a value"; cc=$2; shift 2 ;;
    --runs) [ $# -ge 2 ] || die "$1 needs a value"; runs=$2; shift 2 ;;
    --isa) [ $# -ge 2 ] || die "$1 needs a value"; isas=$(echo "$2" | tr ',' ' ')
	   shift 2 ;;
    --only) [ $# -ge 2 ] || die "$1 needs a value"; only=$2; shift 2 ;;
    --tune) [ $# -ge 2 ] || die "$1 needs a value"; mtune=-mtune=$2; shift 2 ;;
    --write-profile) [ $# -ge 2 ] || die "$1 needs a value"
		     mode=profile; profile_out=$2; shift 2 ;;
    --check) mode=check; shift ;;
    --replay) [ $# -ge 2 ] || die "$1 needs a value"
	      mode=replay; replay=$2; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; die "unknown argument: $1" ;;
  esac
done
# A profile of 48 cases must take 5 minutes at most on 2 cores.
[ -n "$runs" ] || { [ "$mode" = profile ] && runs=5 || runs=9; }
case $runs in
  ''|*[!0-9]*) die "--runs wants a positive odd number, not '$runs'" ;;
esac
[ "$runs" -ge 1 ] && [ $((runs % 2)) -eq 1 ] \
  || die "--runs wants a positive odd number, not $runs"
command -v "$cc" >/dev/null 2>&1 || die "compiler not found: $cc"

[ -n "$plugin" ] || plugin=$installed_plugin
[ -n "$plugin" ] || plugin=$(sh "$here/../scripts/build-tree.sh" --plugin "$cc")
[ -n "$plugin" ] && [ -f "$plugin" ] \
  || die "no plugin found; build it, or pass --plugin PATH"
plugin=$(cd "$(dirname "$plugin")" && pwd)/$(basename "$plugin")

flags_of_cpu=$(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null)
has () { case " $flags_of_cpu " in *" $1 "*) return 0 ;; esac; return 1; }
[ "$mode" = replay ] || has avx2 || die "this CPU has no AVX2: nothing to calibrate"
if [ "$mode" = replay ]; then
  [ -r "$replay" ] || die "cannot read the report $replay"
  isas=
elif [ -z "$isas" ]; then
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
profile_tmp=
trap 'rm -rf "$work" ${profile_tmp:+"$profile_tmp"}' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# The header of RESULTS.md's tables (the report that --replay reads).
march=$("$cc" -march=native -Q --help=target 2>/dev/null \
	| awk '$1 == "-march=" { print $2; exit }')
tune_name=$("$cc" -march=native $mtune -Q --help=target 2>/dev/null \
	    | awk '$1 == "-mtune=" { print $2; exit }')
gcc_version=$("$cc" -dumpfullversion 2>/dev/null) || gcc_version=$("$cc" -dumpversion)
cpu=$(sh "$here/cpu_info.sh")
if [ "$mode" != replay ]; then
  echo "cpu:     $cpu"
  echo "march:   -march=native is $march ($(echo "$isas" | tr ' ' ','))${mtune:+, $mtune}"
  echo "tune:    $tune_name"
  echo "cc:      $("$cc" --version | head -n 1)"
  echo "runs:    $runs (median)"
fi

if [ "$mode" = profile ]; then
  if [ "$profile_out" = default ]; then
    case ${XDG_CONFIG_HOME:-} in
      /*) config=$XDG_CONFIG_HOME ;;
      *) [ -n "${HOME:-}" ] || die "no HOME: pass --write-profile FILE"
	 config=$HOME/.config ;;
    esac
    profile_out=$config/vshape/$gcc_version-$tune_name.profile
  fi
  mkdir -p "$(dirname "$profile_out")" \
    || die "cannot make the folder of $profile_out"
  echo "profile: $profile_out (GCC $gcc_version, -mtune=$tune_name)"
  echo
  echo "| isa | form | type | members | breakpoint | stock/force | force is |"
  echo "|---|---|---|---|---|---|---|"
elif [ "$mode" = check ]; then
  echo
  echo "| isa | gathers or scatters | type | members | decision | stock/on | stock/force | verdict |"
  echo "|---|---|---|---|---|---|---|---|"
fi

# The profile the measuring builds follow: every correction at 100%,
# so that their dumps give the tables' own prices; when checking, the
# corrections that apply (the user's profile, else the built-in ones).
neutral=$work/neutral.profile
{
  echo "vshape-profile 1"
  echo "gcc-version $gcc_version"
  echo "tune $tune_name"
  if [ "$mode" = profile ]; then
    for key in gather masked-gather scatter masked-scatter sweep \
	       indexed-load; do
      echo "$key 100"
    done
  fi
} >"$neutral"

# with KEY PERCENT [KEY PERCENT...]: the neutral profile with each KEY
# at its PERCENT, in $work/KEY-PERCENT[-KEY-PERCENT...].profile; its
# name.
with ()
{
  w_file=$work/$(echo "$*" | tr ' ' '-').profile
  cp "$neutral" "$w_file"
  while [ $# -ge 2 ]; do
    { grep -v "^$1 " "$w_file"; echo "$1 $2"; } >"$w_file.tmp"
    mv "$w_file.tmp" "$w_file"
    shift 2
  done
  echo "$w_file"
}

# decision DUMP: "rewrite" when a group of the widest gathers or
# scatters (the main vector loop's), or such a gather alone, was
# rewritten, "keep" when not,
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
    /^;; vls: ((store )?group|lone gather) [0-9]+: rewritten/ { done[loop]++ }
    END {
      if (!widest) { print "none"; exit }
      for (k in wide) if (wide[k] == widest && done[k]) { print "rewrite"; exit }
      print "keep"
    }' "$1"
}

# prices DUMP: "LOW HIGH", the least and the most percentage of the
# tables' price of its gathers or scatters (100 * S / G) at which the
# groups of the main vector loop (of the widest ones, the one whose
# number is lowest: not a masked epilogue) cost as much as their
# sequences; "none" without any group.
prices ()
{
  awk '
    /^;; vls: loop / { loop++; num[loop] = $4 + 0 }
    /^;; vls: (gather|scatter) [0-9]+: [^n]/ {
      split ($0, w, ", "); split (w[2], n, " "); lanes = n[1] + 0
      if (lanes > widest) widest = lanes
      wide[loop] = lanes > wide[loop] ? lanes : wide[loop]
    }
    /^;; vls: ((store )?group|lone gather) [0-9]+: cost: (gathers|scatters) [0-9]+, sequence [0-9]+$/ {
      g = $(NF - 2) + 0; q = $NF + 0
      if (g > 0) { k = ++ngroups[loop]; b[loop, k] = 100 * q / g }
    }
    END {
      main = 0
      for (l in wide)
	if (wide[l] == widest && (!main || num[l] < num[main])) main = l
      lo = -1
      for (l in wide) {
	if (l != main) continue
	for (k = 1; k <= ngroups[l]; k++) {
	  if (lo < 0 || b[l, k] < lo) lo = b[l, k]
	  if (b[l, k] > hi) hi = b[l, k]
	}
      }
      if (lo < 0) print "none"; else printf "%.1f %.1f\n", lo, hi
    }' "$1"
}

# build KIND FLAGS...: $work/KIND from case.c with the case's header.
build ()
{
  b_kind=$1
  shift
  rm -f "$work"/"$b_kind"-*.vls "$work"/"$b_kind"-*.vshape "$work/$b_kind.vec"
  if ! (cd "$work" && "$cc" -O3 -falign-loops=64 "$@" \
	  -include "$work/case.h" \
	  -I"$here/kernels" "$here/calibrate/case.c" -o "$b_kind" -lm) \
       >"$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    echo "$me: build failed: $b_kind $*" >&2
    exit 2
  fi
}

# measure KINDS...: runs the builds KINDS (stock first) interleaved,
# $runs times, checks their outputs agree, and sets $on and $fo to
# stock/on and stock/force, each the median of the rounds' ratios
# (timing.sh; those built).
measure ()
{
  rm -f "$work"/*.times "$work"/ref
  i=1
  while [ "$i" -le "$runs" ]; do
    for kind in "$@"; do
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
  for kind in on force; do
    r=-
    if [ -f "$work/$kind.times" ]; then
      set -- $(timing_compare "$work/stock.times" "$work/$kind.times")
      r=${1:--}
    fi
    case $kind in on) on=$r ;; force) fo=$r ;; esac
  done
}

# judge DEC FORCED ON FO: "ok", or the cost-model error that the
# decision DEC, whether vls=force rewrote (FORCED), stock/on and
# stock/force show.
# show.
judge ()
{
  if [ "$1" = rewrite ] && awk -v r="$3" 'BEGIN { exit !(r < 0.97) }'; then
    echo "ERROR: rewrite is slower"
  elif [ "$1" = keep ] && [ "$2" = rewrite ] \
       && awk -v r="$4" 'BEGIN { exit !(r > 1.10) }'; then
    echo "ERROR: kept a faster rewrite"
  else
    echo ok
  fi
}

# outcome: sets $out to how the force build compares with stock, from
# $fo: "faster" when it runs 1.05x faster in two measurements (both in
# $fo then), "slower" when it runs below 0.97 in one, "even" otherwise.
outcome ()
{
  out=even
  if awk -v r="$fo" 'BEGIN { exit !(r < 0.97) }'; then
    out=slower
  elif awk -v r="$fo" 'BEGIN { exit !(r >= 1.05) }'; then
    first=$fo
    measure stock force
    if awk -v r="$fo" 'BEGIN { exit !(r < 0.97) }'; then
      out=slower
    elif awk -v r="$fo" 'BEGIN { exit !(r >= 1.05) }'; then
      out=faster
    fi
    fo="$first, $fo"
  fi
}

# vectorized_more BUILD STOCK: "rewrite" when the -fopt-info-vec file
# BUILD names more vectorized loops than STOCK, "keep" otherwise.
vectorized_more ()
{
  if [ "$(grep -c vectorized "$1")" -gt "$(grep -c vectorized "$2")" ]; then
    echo rewrite
  else
    echo keep
  fi
}

# vector_bytes FILE STOCK: the widest vectors the -fopt-info-vec file
# FILE says a loop was vectorized with, in bytes, among the loops the
# file STOCK does not say the same of (the case's own loop, not the
# driver's); nothing without any.
vector_bytes ()
{
  grep 'vectorized using [0-9]* byte vectors' "$1" | grep -v -x -F -f "$2" \
    | sed -n 's/.*vectorized using \([0-9]*\) byte vectors.*/\1/p' \
    | sort -n | tail -n 1
}

# sweep_decision DUMP: "rewrite" when the vshape dump swept a private's
# writes, "keep" when it kept their scatters, "none" otherwise.
sweep_decision ()
{
  if grep -q 'data-dependent writes.*: swept' "$1"; then
    echo rewrite
  elif grep -q 'data-dependent writes.*: the scatters cost less' "$1"; then
    echo keep
  else
    echo none
  fi
}

# predicated_prices FORCE PROBE: "V0 U S" of the main loop the FORCE
# dump's predicated check lets through (surcharge 1%), with PROBE's
# price of the same loop at 101%; "none" without one.
predicated_prices ()
{
  line=$(grep -m1 '^;; vls: cost client: loop [0-9]*, [^(]*predicated: .*the vector loop pays' "$1")
  [ -n "$line" ] || { echo none; return; }
  key=$(echo "$line" | sed 's/: [0-9]* gathers.*/: /')
  probe=$(grep -m1 -F "$key" "$2")
  echo "$line" "$probe" | awk '{
    n = split ($0, w, "predicated: vector body ")
    split (w[2], a, " "); split (w[3], b, " ")
    sub (/.*against scalar /, "", w[2]); split (w[2], c, ":")
    u = b[1] - a[1]
    if (u <= 0) { print "none"; exit }
    printf "%.2f %d %d\n", a[1] - u / 100, u, c[1]
  }'
}

# sweep_prices DUMP: "W C", the sweep's and the scatters' price of the
# private's writes in a vshape dump; "none" without them.
sweep_prices ()
{
  sed -n 's/.*data-dependent writes .*: sweep \([0-9]*\), scatters \([0-9]*\):.*/\1 \2/p' "$1" \
    | head -n 1 | grep . || echo none
}

# progress N TOTAL NAME: the progress line, on a terminal.
progress ()
{
  [ -t 2 ] || return 0
  printf '\r%s: case %d of %d: %-40s' "$me" "$1" "$2" "$3" >&2
  [ "$1" -lt "$2" ] || printf '\r%80s\r' '' >&2
}

# setup_case ISA FORM TYPE MEMBERS TARGET WIDE: writes $work/case.h for
# the case and sets $flags (its compiler flags after TARGET, the -march
# and -mtune flags; WIDE is "yes" when the CPU has AVX-512, whose AVX2
# cases turn it off), $family (the profile's kind), $members and $name.
setup_case ()
{
  sc_isa=$1 sc_form=$2 sc_type=$3 sc_list=$4 sc_target=$5 sc_wide=$6
  name="$sc_isa $sc_form $sc_type $sc_list"
  members=$(echo "$sc_list" | tr ',' ' ')
  case $sc_isa in
    avx2) isa_flags=$sc_target
	  [ "$sc_wide" = yes ] && isa_flags="$isa_flags -mno-avx512f" ;;
    avx512) isa_flags="$sc_target -mprefer-vector-width=512" ;;
  esac
  case $sc_form in
    builtin) tune="$gathers_on"; family=gather ;;
    emulated) tune="$gathers_off"; family= ;;
    masked) tune="$gathers_on -DMASKED"; family=masked-gather ;;
    scatter) tune=$scatters_on; family=scatter ;;
    masked-scatter) tune="$scatters_on -DMASKED"; family=masked-scatter ;;
    # The tables are read in the guarded arm: masked gathers, which GCC
    # does not emulate.
    predicated) tune="$gathers_on -fno-math-errno"; family=indexed-load ;;
    # The tables read before the branch, with the tuning's own gathers.
    predicated-reads) tune="-fno-math-errno -DREADS_FIRST"
		      family=indexed-load ;;
    sweep) tune=-fopenmp-simd; family=sweep ;;
  esac
  last=${members##* }
  stride=1
  while [ "$stride" -le "$last" ]; do stride=$((stride * 2)); done
  sum=
  stores=
  w=1
  for o in $members; do
    sum="${sum:+$sum + }($sc_type) $w * x[j + $o]"
    stores="$stores y[STRIDE * j + $o] = ($sc_type) $w * a[k];"
    w=$((w + 1))
  done
  {
    echo "#define T $sc_type"
    case $sc_form in
      *scatter) echo "#define STRIDE $stride"
		echo "#define STORES $stores" ;;
      predicated*)
	echo "#define STRIDE $members"
	echo "#define GUARDED ($(awk -v n="$members" -v t="$sc_type" 'BEGIN {
	  for (r = 0; r < n; r++)
	    printf "%s(%s) %d * x[j + %d * RECORDS]", r ? " + " : "", t, r + 1, r
	}'))" ;;
      sweep)
	echo "#define STRIDE 1"
	echo "#define BINS ${sc_list%,*}"
	echo "#define UPDATES ${sc_list#*,}" ;;
      *) echo "#define STRIDE $stride"
	 echo "#define SUM ($sum)" ;;
    esac
  } >"$work/case.h"
  flags="$isa_flags $tune"
}

# replay_report: for each case the report $replay measured, the
# decision of the built-in corrections (no profile) at the report's
# -march and -mtune, judged as check mode would have judged it in the
# report's run: a decision "rewrite" by the time of the rewrite (its
# stock/on where the report's decision was "rewrite" too, else its
# stock/force), an error below 0.97; "keep" by stock/force, an error
# above 1.10.  Prints a table and "N cases, N cost-model errors";
# returns 1 on any error.
replay_report ()
{
  r_march=$(sed -n 's/^march: *-march=native is \([^ ]*\) .*/\1/p' "$replay" | head -n 1)
  r_tune=$(sed -n 's/^tune: *\([^ ]*\).*/\1/p' "$replay" | head -n 1)
  r_major=$(awk '/^cc:/ { split ($NF, v, "."); print v[1]; exit }' "$replay")
  [ -n "$r_march" ] && [ -n "$r_tune" ] && [ -n "$r_major" ] \
    || die "$replay: no 'march:', 'tune:' or 'cc:' line"
  cc_major=$("$cc" -dumpversion | cut -d. -f1)
  [ "$r_major" = "$cc_major" ] \
    || die "$replay was measured with GCC $r_major, not GCC $cc_major"
  r_wide=no
  grep -q '^march:.*avx512' "$replay" && r_wide=yes
  # A report may name the flags -march=native stood for where no -march
  # does (GCC 12's znver3 with a Zen 4's AVX-512).
  r_target=$(sed -n 's/^target: *//p' "$replay" | head -n 1)
  [ -n "$r_target" ] || r_target="-march=$r_march -mtune=$r_tune"
  echo "report:  $replay"
  echo "target:  $r_target (GCC $r_major)"
  echo "cc:      $("$cc" --version | head -n 1)"
  echo
  echo "| isa | gathers or scatters | type | members | then | now | rewrite measured | verdict |"
  echo "|---|---|---|---|---|---|---|---|"
  r_cases=0
  r_errors=0
  grep '^| avx' "$replay" | awk -F'|' '{
      for (i = 2; i <= 8; i++) gsub (/^ +| +$/, "", $i)
      gsub (/ /, ",", $5); gsub (/ /, "_", $6); gsub (/ /, "_", $8)
      print $2, $3, $4, $5, $6, $7, $8 }' >"$work/replayed"
  while read -r isa form type members_list then on fo; do
    fo_num=$(echo "$fo" | sed 's/_.*//')
    case $fo in *not_rewritten*) fo_num=- ;; esac
    # The vector sizes a predicated case's builds were timed with.
    then_size=$(echo "$then" | sed -n 's/.*(\([0-9]*\)_bytes).*/\1/p')
    fo_size=$(echo "$fo" | sed -n 's/.*(\([0-9]*\)_bytes).*/\1/p')
    then=${then%%_*}
    [ "$then" = rewrite ] || [ "$fo_num" != - ] || continue
    case $then in rewrite|keep) ;; *) continue ;; esac
    setup_case "$isa" "$form" "$type" "$members_list" "$r_target" "$r_wide"
    plug="-fplugin=$plugin -fplugin-arg-libvshape-profile=none"
    now_size=
    case $form in
      predicated*)
	build stock $flags -fopt-info-vec-optimized="$work/stock.vec"
	build on $flags $plug -fopt-info-vec-optimized="$work/on.vec"
	now=$(vectorized_more "$work/on.vec" "$work/stock.vec")
	now_size=$(vector_bytes "$work/on.vec" "$work/stock.vec") ;;
      sweep)
	build on $flags $plug -fplugin-arg-libvshape-dump=vshape
	now=$(sweep_decision "$(ls "$work"/on-*.vshape)") ;;
      *)
	build on $flags $plug -fplugin-arg-libvshape-dump=vls
	now=$(decision "$(ls "$work"/on-*.vls)") ;;
    esac
    # The time check mode would have judged today's decision by: the
    # rewrite as the decision "rewrite" ran it (stock/on), else as
    # vls=force ran it.
    measured=$fo_num
    timed_size=$fo_size
    if [ "$now" = rewrite ] && [ "$then" = rewrite ]; then
      measured=$on
      timed_size=$then_size
    fi
    [ "$measured" != - ] || continue
    r_cases=$((r_cases + 1))
    if [ "$now" = rewrite ] && [ -n "$timed_size" ] && [ -n "$now_size" ] \
       && [ "$timed_size" != "$now_size" ]; then
      verdict="not timed: $now_size-byte vectors now, $timed_size then"
    else
      verdict=$(judge "$now" rewrite "$measured" "$measured")
    fi
    case $verdict in ERROR*) r_errors=$((r_errors + 1)) ;; esac
    echo "| $isa | $form | $type | $(echo "$members_list" | tr ',' ' ') | $then | $now | $measured | $verdict |"
  done <"$work/replayed"
  echo
  echo "$r_cases cases, $r_errors cost-model errors"
  [ "$r_errors" -eq 0 ]
}

if [ "$mode" = replay ]; then
  replay_report
  exit
fi

# The cases: "ISA FORM TYPE MEMBERS" lines in $work/cases.
for isa in $isas; do
  forms="builtin $emulated"
  [ "$isa" = avx512 ] && forms="$forms masked scatter masked-scatter"
  [ "$mode" = profile ] && forms=$(echo "$forms" | sed 's/emulated//')
  forms="$forms predicated"
  # Tables read before the branch: checked, not yet measured into a
  # profile (their window and the masked reads' may cross).
  [ "$mode" = profile ] || forms="$forms predicated-reads"
  [ "$isa" = avx512 ] && forms="$forms sweep"
  for form in $forms; do
    groups='0 0,1 0,1,2 0,1,2,3 0,1,2,3,4,5,6,7 0,2 0,1,3'
    [ "$mode" = profile ] && groups="$groups 0,3 0,4 0,2,5"
    # Scatter groups are blocks: no gaps, a power of two of members.
    case $form in *scatter) groups='0,1 0,1,2,3 0,1,2,3,4,5,6,7' ;; esac
    # Predicated loops read 1 to 6 tables; sweeps take BINS,UPDATES.
    case $form in
      predicated*) groups='1 2 4 6' ;;
      sweep) groups='4,1 4,2 8,1 8,2 16,1 16,2' ;;
    esac
    for type in float double; do
      for members in $groups; do
	case "$isa $form $type $members" in *"$only"*) ;; *) continue ;; esac
	echo "$isa $form $type $members"
      done
    done
  done
done >"$work/cases"
total=$(wc -l <"$work/cases")

cases=0
errors=0
: >"$work/asks"
cpu_wide=no
has avx512f && cpu_wide=yes
while read -r isa form type members_list; do
  setup_case "$isa" "$form" "$type" "$members_list" "-march=native $mtune" "$cpu_wide"
  cases=$((cases + 1))
  progress "$cases" "$total" "$name"
  if [ "$mode" = profile ]; then
    plug="-fplugin=$plugin"
    est=-
    case $form in
      predicated*)
	build stock $flags -fopt-info-vec-optimized="$work/stock.vec"
	build force $flags $plug -fplugin-arg-libvshape-dump=vls \
	      -fplugin-arg-libvshape-profile="$(with indexed-load 1)" \
	      -fopt-info-vec-optimized="$work/force.vec"
	mv "$(ls "$work"/force-*.vls)" "$work/force.dump"
	build probe $flags $plug -fplugin-arg-libvshape-dump=vls \
	      -fplugin-arg-libvshape-profile="$(with indexed-load 101)"
	prices=$(predicated_prices "$work/force.dump" "$(ls "$work"/probe-*.vls)")
	# Only a loop the plugin's predication alone vectorizes.
	[ "$(vectorized_more "$work/force.vec" "$work/stock.vec")" = rewrite ] \
	  || prices=none
	b=$(echo "$prices" | awk '$1 != "none" {
	      printf "%.1f\n", 100 * (0.8 * $3 - $1) / $2 }') ;;
      sweep)
	build stock $flags $plug -fplugin-arg-libvshape-dump=vshape \
	      -fplugin-arg-libvshape-profile="$(with sweep 1000)"
	kept=$(sweep_decision "$(ls "$work"/stock-*.vshape)")
	build neutral $flags $plug -fplugin-arg-libvshape-dump=vshape \
	      -fplugin-arg-libvshape-profile="$neutral"
	prices=$(sweep_prices "$(ls "$work"/neutral-*.vshape)")
	build force $flags $plug -fplugin-arg-libvshape-dump=vshape \
	      -fplugin-arg-libvshape-profile="$(with sweep 1)"
	[ "$(sweep_decision "$(ls "$work"/force-*.vshape)")" = rewrite ] \
	  && [ "$kept" = keep ] || prices=none
	b=$(echo "$prices" | awk '$1 != "none" { printf "%.1f\n", 100 * $2 / $1 }') ;;
      *)
	build stock $flags
	build force $flags $plug -fplugin-arg-libvshape-vls=force \
	      -fplugin-arg-libvshape-profile="$neutral" -fplugin-arg-libvshape-dump=vls
	b=$(prices "$(ls "$work"/force-*.vls)") ;;
    esac
    if [ -z "$b" ] || [ "$b" = none ]; then
      echo "| $isa | $form | $type | $members | - | - | not measured |"
      continue
    fi
    measure stock force
    outcome
    r=${fo##*, }
    case $form in
      predicated*) est=$(echo "$prices" | awk -v r="$r" '{
		    printf "%.1f\n", 100 * (0.8 * $3 / r - $1) / $2 }') ;;
      sweep) est=$(awk -v b="$b" -v r="$r" 'BEGIN { printf "%.1f\n", b / r }') ;;
    esac
    set -- $b
    echo "$family $out $1 ${2:-$1} $r $est" >>"$work/asks"
    echo "| $isa | $form | $type | $members | $(echo "$b" | awk '$1 == $2 || NF == 1 { print $1; next } { print $1 "-" $2 }') | $fo | $out |"
    continue
  fi
  case $form in
    predicated*)
      # "rewrite": the predicated loop vectorized; "force": checked at 1%.
      build stock $flags -fopt-info-vec-optimized="$work/stock.vec"
      build on $flags -fplugin="$plugin" \
	    -fopt-info-vec-optimized="$work/on.vec"
      build force $flags -fplugin="$plugin" \
	    -fplugin-arg-libvshape-profile="$(with indexed-load 1 indexed-scalar-load 1)" \
	    -fopt-info-vec-optimized="$work/force.vec"
      dec=$(vectorized_more "$work/on.vec" "$work/stock.vec")
      forced=$(vectorized_more "$work/force.vec" "$work/stock.vec")
      [ "$forced" = rewrite ] || dec=none
      # The vector size of each vector loop, for --replay: a decision
      # that changes it later makes code this run did not time.
      on_size=$(vector_bytes "$work/on.vec" "$work/stock.vec")
      fo_size=$(vector_bytes "$work/force.vec" "$work/stock.vec") ;;
    sweep)
      # "stock": the private's writes scattered; "rewrite": swept.
      build stock $flags -fplugin="$plugin" -fplugin-arg-libvshape-dump=vshape \
	    -fplugin-arg-libvshape-profile="$(with sweep 1000)"
      build on $flags -fplugin="$plugin" -fplugin-arg-libvshape-dump=vshape
      build force $flags -fplugin="$plugin" -fplugin-arg-libvshape-dump=vshape \
	    -fplugin-arg-libvshape-profile="$(with sweep 1)"
      dec=$(sweep_decision "$(ls "$work"/on-*.vshape)")
      forced=$(sweep_decision "$(ls "$work"/force-*.vshape)")
      [ "$forced" = rewrite ] \
	&& [ "$(sweep_decision "$(ls "$work"/stock-*.vshape)")" = keep ] \
	|| dec=none ;;
    *)
      build stock $flags
      build on $flags -fplugin="$plugin" -fplugin-arg-libvshape-dump=vls
      dec=$(decision "$(ls "$work"/on-*.vls)")
      build force $flags -fplugin="$plugin" \
	    -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls
      forced=$(decision "$(ls "$work"/force-*.vls)") ;;
  esac
  if [ "$dec" = none ]; then
    echo "| $isa | $form | $type | $members | nothing to decide | - | - | - |"
    continue
  fi
  measure stock on force
  verdict=$(judge "$dec" "$forced" "$on" "$fo")
  case $verdict in
    ERROR*)
      # A virtual machine's neighbours move single runs by 10% or more:
      # an error counts only when a second measurement repeats it.
      first="$on / $fo"
      measure stock on force
      verdict=$(judge "$dec" "$forced" "$on" "$fo")
      [ "$verdict" = ok ] && verdict="ok (first run: $first)" ;;
  esac
  [ "$forced" = rewrite ] || fo="$fo (not rewritten)"
  case $verdict in ERROR*) errors=$((errors + 1)) ;; esac
  shown=$dec
  case $form in
    predicated*)
      [ "$dec" = rewrite ] && [ -n "$on_size" ] && shown="$dec ($on_size bytes)"
      [ -n "$fo_size" ] && fo="$fo ($fo_size bytes)" ;;
  esac
  echo "| $isa | $form | $type | $members | $shown | $on | $fo | $verdict |"
done <"$work/cases"

if [ "$mode" = check ]; then
  echo
  echo "$cases cases, $errors cost-model errors"
  [ "$errors" -eq 0 ]
  exit
fi

# The profile: for each kind, a correction P within the bounds the cases
# set, each case's "KIND OUTCOME B-LOW B-HIGH STOCK/FORCE ESTIMATE".
# - Gathers and scatters (B = 100 * S / G of the case's groups): a
#   faster rewrite asks for P = floor(B) + 2 or more (floor(G * P / 100)
#   > S for G of 50 or more), a slower one for P <= floor(B); a case's
#   estimate is B * stock/force, the percentage at which the gathers
#   would take as long as the sequence.
# - indexed-load: a faster vector loop asks for P <= floor(B), a slower
#   one for P > B; the estimate is the surcharge at which the checked
#   price, 4/5 of the scalar one at par, follows the time.
# - sweep: faster sweeps ask for P < B, slower ones for P >= B; the
#   estimate is B * swept/scattered time.
# Within the bounds, P is the median of the cases' estimates.  Where the
# bounds cross, no one correction makes every case right: the profile
# leaves that kind out, and the built-in correction stays.
corrections=$(awk '
  function bound_above (k, v) { if (v > lo[k]) lo[k] = v }
  function bound_below (k, v) { if (!(k in hi) || v < hi[k]) hi[k] = v }
  {
    k = $1; lowb = $3; highb = $4; r = $5; e = $6
    ceil_b = int (lowb); if (ceil_b < lowb) ceil_b++
    if (k == "indexed-load") {
      if ($2 == "faster") bound_below(k, int (lowb))
      if ($2 == "slower") bound_above(k, int (lowb) + 1)
    } else if (k == "sweep") {
      if ($2 == "faster") bound_below(k, ceil_b - 1)
      if ($2 == "slower") bound_above(k, ceil_b)
    } else {
      b = $2 == "faster" ? highb : $2 == "slower" ? lowb : (lowb + highb) / 2
      if ($2 == "faster") bound_above(k, int (highb) + 2)
      if ($2 == "slower") bound_below(k, int (lowb))
      e = b * r
    }
    wins[k] += $2 == "faster"; losses[k] += $2 == "slower"
    n[k]++; est[k, n[k]] = e
  }
  END {
    split ("gather masked-gather scatter masked-scatter sweep indexed-load",
	   keys, " ")
    for (i = 1; i <= 6; i++) {
      k = keys[i]
      if (!n[k]) continue
      # The median estimate (insertion sort of a few dozen values).
      for (a = 2; a <= n[k]; a++)
	for (c = a; c > 1 && est[k, c - 1] > est[k, c]; c--) {
	  t = est[k, c]; est[k, c] = est[k, c - 1]; est[k, c - 1] = t
	}
      p = int (est[k, int ((n[k] + 1) / 2)])
      conflict = (k in hi) && lo[k] > hi[k]
      if (p < lo[k]) p = lo[k]
      if ((k in hi) && p > hi[k]) p = hi[k]
      if (p < 1) p = 1
      if (p > 1000) p = 1000
      printf "%s %d %d %d %d %s\n", k, conflict ? 0 : p, n[k], wins[k] + 0,
	     losses[k] + 0, conflict ? "conflict" : "-"
    }
  }' "$work/asks")
profile_tmp=$profile_out.tmp.$$
{
  echo "# vshape calibration profile, written by $me on $(date -u +%Y-%m-%d)"
  echo "# from $cases cases, $runs runs each; the plugin follows it with"
  echo "# -fplugin-arg-libvshape-profile=FILE, \$VSHAPE_PROFILE, or from"
  echo "# \${XDG_CONFIG_HOME:-~/.config}/vshape/$gcc_version-$tune_name.profile."
  echo "vshape-profile 1"
  echo "cpu $cpu"
  echo "compiler $("$cc" --version | head -n 1)"
  echo "gcc-version $gcc_version"
  echo "tune $tune_name"
  echo "$corrections" | while read -r key p count wins losses conflict; do
    [ -n "$key" ] || continue
    echo "# $key: $count cases, $wins forced builds faster, $losses slower"
    if [ "$conflict" = conflict ]; then
      echo "# $key: no one correction makes every case right; the built-in one stays"
    else
      echo "$key $p"
    fi
  done
} >"$profile_tmp" || die "cannot write $profile_tmp"
mv -f "$profile_tmp" "$profile_out" || die "cannot write $profile_out"
profile_tmp=
echo
echo "$cases cases; profile written to $profile_out:"
grep -v '^#' "$profile_out"
