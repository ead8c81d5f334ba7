#!/bin/sh
# Compile each example with the plugin and print the interesting part of
# its dumps: the ";;" report lines of the vshape and vls passes and the
# shape lines of divergent values.
# Usage: demo.sh GCC PLUGIN
set -e
cc=${1:-gcc}
plugin=${2:?usage: demo.sh GCC PLUGIN}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for src in "$here"/*.c; do
  name=$(basename "$src")
  echo "=== $name"
  (cd "$work" && "$cc" -O3 -march=native -fopenmp-simd -fplugin="$plugin" \
     -fplugin-arg-libvshape-dump=vshape,vls -fopt-info-vec-optimized \
     -c "$src" -o /dev/null 2>&1 | sed 's|^.*/examples/||')
  for d in "$work/$name".*t.vshape "$work/$name".*t.vls; do
    [ -f "$d" ] || continue
    grep -E '^(;; (vshape|vls|soa|divergent)|Divergent:)' "$d" || true
  done
done
