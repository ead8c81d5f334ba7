#!/bin/sh
# A real C codebase built with vshape: fetch the SQLite amalgamation (the
# deps/ folder of the better-sqlite3 package on the npm registry) into a
# work directory, compile sqlite3.c with stock GCC and with the plugin at
# -O3 (-march=native by default), link each with the workload of
# scripts/sqlite-workload.c, run both and compare their outputs byte for
# byte.  Prints the compile times (CPU seconds of the compiler, the
# lowest of --repeat interleaved runs), their ratio plugin/stock (target:
# at most 1.03) and the number of gather groups the plugin rewrote (its
# "vls:" remarks under -fopt-info-vec-optimized).
#
# Exit status: 0 when both builds succeed and print the same bytes; 1
# otherwise (a ratio over the target is reported, not failed: timings
# depend on the machine's load).  Nothing downloaded is committed.
#
# Usage: sqlite-check.sh --cc GCC --plugin LIBVSHAPE.so [--workdir DIR]
#                        [--march ARCH] [--repeat N] [--plugin-args "a=b"]
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.
set -u

cc=gcc; plugin=; work=sqlite-check; march=native; repeat=1; pargs=
here=$(cd "$(dirname "$0")" && pwd)
while [ $# -gt 0 ]; do
  case $1 in
    --cc) cc=$2; shift ;;
    --plugin) plugin=$2; shift ;;
    --workdir) work=$2; shift ;;
    --march) march=$2; shift ;;
    --repeat) repeat=$2; shift ;;
    --plugin-args) pargs=$2; shift ;;
    *) echo "sqlite-check: unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done
if [ -z "$plugin" ] || [ ! -f "$plugin" ]; then
  echo "sqlite-check: --plugin must name the built libvshape.so" >&2; exit 2
fi
mkdir -p "$work"
work=$(cd "$work" && pwd)
plugin=$(cd "$(dirname "$plugin")" && pwd)/$(basename "$plugin")

# Fetch the amalgamation once.
if [ ! -f "$work/src/sqlite3.c" ]; then
  command -v curl >/dev/null 2>&1 ||
    { echo "sqlite-check: curl is missing (scripts/install-deps.sh)" >&2; exit 2; }
  meta=https://registry.npmjs.org/better-sqlite3/latest
  url=$(curl -fsSL "$meta" | tr ',' '\n' |
        sed -n 's/.*"tarball" *: *"\([^"]*\)".*/\1/p' | head -n1)
  [ -n "$url" ] || { echo "sqlite-check: no tarball URL in $meta" >&2; exit 2; }
  echo "sqlite-check: fetching $url"
  rm -rf "$work/src" && mkdir -p "$work/src"
  if ! { curl -fsSL -o "$work/package.tgz" "$url" &&
         tar -xzf "$work/package.tgz" -C "$work/src" --strip-components=3 \
           package/deps/sqlite3/sqlite3.c package/deps/sqlite3/sqlite3.h; }
  then
    echo "sqlite-check: download or extraction failed" >&2
    rm -rf "$work/src"; exit 2
  fi
fi
version=$(sed -n 's/^#define SQLITE_VERSION  *"\(.*\)"/\1/p' \
          "$work/src/sqlite3.h")
bytes=$(wc -c < "$work/src/sqlite3.c")
echo "sqlite-check: SQLite $version, $bytes bytes of sqlite3.c"

cflags="-O3 -march=$march -DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION"
pflags="-fplugin=$plugin"
for a in $pargs; do pflags="$pflags -fplugin-arg-libvshape-$a"; done

# CPU seconds (user + system) used by this shell's children, from the
# output of `times' in file $1 (`times' itself must run in this shell, not
# in a command substitution, whose children are not ours).
child_cpu () {
  awk 'NR == 2 { t = 0
         for (i = 1; i <= 2; i++) { split ($i, p, "m"); sub ("s", "", p[2])
                                    t += p[1] * 60 + p[2] }
         printf "%.3f\n", t }' "$1"
}

# Compile sqlite3.c as variant $1 (stock or plugin), recording the CPU
# time in $work/$1.time when lower than the one there.
compile () {
  flags=$cflags
  [ "$1" = plugin ] && flags="$flags $pflags"
  times > "$work/times0"
  # shellcheck disable=SC2086
  "$cc" $flags -fopt-info-vec-optimized="$work/$1.opt" -c \
    -o "$work/sqlite3-$1.o" "$work/src/sqlite3.c" 2> "$work/$1.err"
  rc=$?
  times > "$work/times1"
  if [ $rc -ne 0 ] || grep -q "internal compiler error" "$work/$1.err"; then
    echo "sqlite-check: the $1 compile failed (status $rc):" >&2
    tail -n 20 "$work/$1.err" >&2
    exit 1
  fi
  t=$(awk -v a="$(child_cpu "$work/times0")" -v b="$(child_cpu "$work/times1")" \
        'BEGIN { printf "%.3f\n", b - a }')
  if [ ! -f "$work/$1.time" ] ||
     awk -v t="$t" -v o="$(cat "$work/$1.time")" 'BEGIN { exit !(t < o) }'; then
    echo "$t" > "$work/$1.time"
  fi
  echo "sqlite-check: $1 compile: $t s"
}

rm -f "$work/stock.time" "$work/plugin.time"
i=0
while [ $i -lt "$repeat" ]; do
  compile stock
  compile plugin
  i=$((i + 1))
done

status=0
for v in stock plugin; do
  # shellcheck disable=SC2086
  "$cc" -O2 -I"$work/src" -o "$work/workload-$v" "$here/sqlite-workload.c" \
    "$work/sqlite3-$v.o" -lm ||
    { echo "sqlite-check: linking the $v workload failed" >&2; exit 1; }
  "$work/workload-$v" > "$work/out-$v" 2>&1 ||
    { echo "sqlite-check: the $v workload failed" >&2; status=1; }
done
if cmp -s "$work/out-stock" "$work/out-plugin"; then
  echo "sqlite-check: outputs identical ($(wc -l < "$work/out-stock") lines)"
else
  echo "sqlite-check: OUTPUTS DIFFER (diff $work/out-stock $work/out-plugin)"
  status=1
fi
if cmp -s "$work/sqlite3-stock.o" "$work/sqlite3-plugin.o"; then
  echo "sqlite-check: the two objects are identical"
fi
groups=$(grep -c "vls:" "$work/plugin.opt")
ts=$(cat "$work/stock.time"); tp=$(cat "$work/plugin.time")
ratio=$(awk -v s="$ts" -v p="$tp" 'BEGIN { printf "%.3f\n", p / s }')
echo "sqlite-check: compile CPU time stock $ts s, plugin $tp s," \
     "ratio $ratio (target <= 1.03)"
echo "sqlite-check: groups rewritten by the plugin: $groups"
awk -v r="$ratio" 'BEGIN { exit !(r > 1.03) }' &&
  echo "sqlite-check: warning: compile-time ratio over the 1.03 target"
exit $status
