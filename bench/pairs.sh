#!/bin/sh
# Times two builds of one kernel in alternating pairs: A, then B, N
# times; each run must print the same stdout as A's first run, and its
# time on stderr as "time_ns: T" (bench_finish does).  Prints the median
# of the N ratios A/B and their range: on a noisy machine the pairwise
# ratio of neighbouring runs is steadier than a ratio of two medians.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.

set -u
me=pairs.sh
pairs=11

usage ()
{
  cat <<USAGE
usage: bench/pairs.sh [--pairs N] A B
  A, B        two executables of bench/kernels (stock and plugin, say)
  --pairs N   how many pairs (default 11)
prints: pairs N: A/B median R (range LOW-HIGH)
USAGE
}

die ()
{
  echo "$me: $*" >&2
  exit 2
}

while [ $# -gt 0 ]; do
  case $1 in
    --pairs) [ $# -ge 2 ] || die "--pairs needs a value"; pairs=$2; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    -*) die "unknown option $1 (valid: --pairs N, --help)" ;;
    *) break ;;
  esac
done
[ $# -eq 2 ] || { usage >&2; exit 2; }
a=$1; b=$2
case $pairs in ''|*[!0-9]*) die "--pairs needs a positive number" ;; esac
[ "$pairs" -gt 0 ] || die "--pairs needs a positive number"
for x in "$a" "$b"; do
  [ -x "$x" ] || die "$x is not an executable"
done

tmp=$(mktemp -d) || die "no temporary directory"
trap 'rm -rf "$tmp"' EXIT INT TERM

# Runs $1 once: its stdout into $tmp/out, its time on stdout.
run ()
{
  "$1" >"$tmp/out" 2>"$tmp/err" || die "$1 failed"
  if [ -f "$tmp/first" ]; then
    cmp -s "$tmp/first" "$tmp/out" || die "$1 printed another output"
  else
    cp "$tmp/out" "$tmp/first"
  fi
  sed -n 's/^time_ns: //p' "$tmp/err"
}

i=0
while [ "$i" -lt "$pairs" ]; do
  ta=$(run "$a") || exit 2
  tb=$(run "$b") || exit 2
  [ -n "$ta" ] && [ -n "$tb" ] || die "no time_ns line on stderr"
  echo "$ta $tb"
  i=$((i + 1))
done | awk -v n="$pairs" '
  { r[NR] = $1 / $2 }
  END {
    if (NR < n) exit 2
    for (i = 1; i <= NR; i++)
      for (j = i + 1; j <= NR; j++)
	if (r[j] < r[i]) { t = r[i]; r[i] = r[j]; r[j] = t }
    printf "pairs %d: A/B median %.3f (range %.3f-%.3f)\n", NR,
	   r[int ((NR + 1) / 2)], r[1], r[NR]
  }'
