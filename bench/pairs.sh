#!/bin/sh
# Times two builds of one kernel in alternating pairs: A, then B, N
# times; each run must print the same stdout as A's first run, and its
# time on stderr as "time_ns: T" (bench_finish does).  Prints the median
# of the N ratios A/B and their range (timing.sh).
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.

set -u
me=pairs.sh
pairs=11
. "$(cd "$(dirname "$0")" && pwd)/timing.sh"

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
: >"$tmp/rounds"
while [ "$i" -lt "$pairs" ]; do
  ta=$(run "$a") || exit 2
  tb=$(run "$b") || exit 2
  [ -n "$ta" ] && [ -n "$tb" ] || die "no time_ns line on stderr"
  echo "$ta $tb" >>"$tmp/rounds"
  i=$((i + 1))
done
set -- $(timing_summary "$tmp/rounds")
printf "pairs %d: A/B median %s (range %s-%s)\n" "$pairs" "$1" "$2" "$3"
