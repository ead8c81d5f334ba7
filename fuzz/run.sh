#!/bin/sh
# Differential fuzzing of vshape: for each seed, generate a random
# self-checking program (fuzz/gen_loops.c), build it at -O3 with stock
# GCC, with the plugin and with the plugin at vls=force, each as C with
# gcc and as C++ with g++ (exceptions on), and with the plugin at
# distinct=on as C, for
# -march=haswell, -march=skylake-avx512 and -march=native (each only when
# this CPU can run it), run every build and compare the outputs with the
# stock C build's.  A compiler crash (an internal compiler error, a signal,
# any failed compile) and a different output or a failed self-check are
# failures; the failing program is kept in the keep directory with a note.
#
# Prints "PASS: seed S" or "FAIL: seed S: WHY" per program and ends with
# "fuzz: N programs, M mismatches, K crashes".  Exit status 1 on any
# failure.
#
# Usage: run.sh --cc GCC [--cxx G++] --plugin LIBVSHAPE.so [--seed S] [--count N]
#               [--march "haswell skylake-avx512 native"] [--workdir DIR]
#               [--keep DIR] [--cflags "EXTRA FLAGS"]
#   --seed defaults to a random one (printed); --cxx to the g++ beside
#   --cc (gcc-12 -> g++-12); --cflags are added to every compilation of
#   a generated program.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.
set -u

cc=gcc; cxx=; plugin=; seed=; count=100; marchs="haswell skylake-avx512 native"
work=fuzz-work; keep=; extra=
here=$(cd "$(dirname "$0")" && pwd)
while [ $# -gt 0 ]; do
  case $1 in
    --cc) cc=$2; shift ;;
    --cxx) cxx=$2; shift ;;
    --plugin) plugin=$2; shift ;;
    --seed) seed=$2; shift ;;
    --count) count=$2; shift ;;
    --march) marchs=$2; shift ;;
    --workdir) work=$2; shift ;;
    --keep) keep=$2; shift ;;
    --cflags) extra=$2; shift ;;
    *) echo "fuzz: unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done
if [ -z "$plugin" ] || [ ! -f "$plugin" ]; then
  echo "fuzz: --plugin must name the built libvshape.so" >&2; exit 2
fi
[ -n "$seed" ] || seed=$(od -An -N3 -tu4 /dev/urandom | tr -d ' ')
[ -n "$cxx" ] || cxx=$(echo "$cc" | sed 's|gcc\(-[0-9.]*\)\{0,1\}$|g++\1|')
mkdir -p "$work"
work=$(cd "$work" && pwd)
[ -n "$keep" ] || keep=$work/failures
mkdir -p "$keep"
plugin=$(cd "$(dirname "$plugin")" && pwd)/$(basename "$plugin")
echo "fuzz: seed $seed, count $count, keeping failures in $keep"

# The CPU features each -march needs.
runnable () {
  case $1 in
    haswell) need="avx2" ;;
    skylake-avx512) need="avx512f avx512vl avx512bw avx512dq" ;;
    *) need= ;;
  esac
  for f in $need; do
    grep -qw "$f" /proc/cpuinfo 2>/dev/null || return 1
  done
  return 0
}
targets=
for m in $marchs; do
  if runnable "$m"; then targets="$targets $m"
  else echo "fuzz: skipping -march=$m (CPU lacks its features)"; fi
done

gen=$work/gen_loops
"$cc" -std=c11 -O2 -o "$gen" "$here/gen_loops.c" ||
  { echo "fuzz: cannot build the generator" >&2; exit 2; }
run_timeout=
command -v timeout >/dev/null 2>&1 && run_timeout="timeout 60"

cflags="-O3 -fopenmp-simd -ffp-contract=off -w $extra"
variants="stock plugin force distinct cxx-stock cxx-plugin cxx-force"
programs=0; mismatches=0; crashes=0

# Keep the program of seed $s and the reason $1.
keep_failure () {
  cp "$work/prog.c" "$keep/seed-$s.c"
  echo "$1" >> "$keep/seed-$s.txt"
}

s=$seed
end=$((seed + count))
while [ "$s" -lt "$end" ]; do
  programs=$((programs + 1))
  "$gen" "$s" > "$work/prog.c"
  rm -f "$work"/out-*
  why=; kind=
  for m in $targets; do
    for v in $variants; do
      case $v in
        *stock) pflags= ;;
        *plugin) pflags="-fplugin=$plugin" ;;
        *force) pflags="-fplugin=$plugin -fplugin-arg-libvshape-vls=force" ;;
        distinct) pflags="-fplugin=$plugin -fplugin-arg-libvshape-distinct=on" ;;
      esac
      case $v in
        cxx-*) compile="$cxx -x c++" ;;
        *) compile=$cc ;;
      esac
      exe=$work/prog-$m-$v
      rm -f "$exe"
      # shellcheck disable=SC2086
      $compile $cflags -march="$m" $pflags -o "$exe" "$work/prog.c" -lm \
        > "$work/cc.out" 2>&1
      rc=$?
      if [ $rc -ne 0 ] ||
         grep -q "internal compiler error" "$work/cc.out"; then
        msg=$(grep -m1 -i 'error' "$work/cc.out")
        why="$why compile -march=$m $v failed (status $rc: $msg);"
        kind=crash
        continue
      fi
      $run_timeout "$exe" > "$work/out-$m-$v" 2>&1
      echo "exit $?" >> "$work/out-$m-$v"
      if [ "$v" = stock ]; then
        if ! tail -n1 "$work/out-$m-$v" | grep -qx "exit 0"; then
          why="$why -march=$m stock fails its self-check;"
          [ -n "$kind" ] || kind=mismatch
        fi
      elif ! cmp -s "$work/out-$m-stock" "$work/out-$m-$v"; then
        why="$why -march=$m $v output differs from stock;"
        [ -n "$kind" ] || kind=mismatch
      fi
    done
  done
  if [ -z "$why" ]; then
    echo "PASS: seed $s"
  else
    echo "FAIL: seed $s:$why"
    keep_failure "$why"
    for f in "$work"/out-*; do
      [ -f "$f" ] || continue
      echo "== $(basename "$f")" >> "$keep/seed-$s.txt"
      cat "$f" >> "$keep/seed-$s.txt"
    done
    if [ "$kind" = crash ]; then crashes=$((crashes + 1))
    else mismatches=$((mismatches + 1)); fi
  fi
  s=$((s + 1))
done
echo "fuzz: $programs programs, $mismatches mismatches, $crashes crashes"
[ $mismatches -eq 0 ] && [ $crashes -eq 0 ]
