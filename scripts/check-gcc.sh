#!/bin/sh
# GCC's own vectorizer tests as an external suite for vshape: extract
# gcc.dg/vect/ and gcc.target/i386/ (the *gather* and *scatter* tests)
# from the gcc-N-source tarball (or copy them from an unpacked GCC
# source tree) into a work directory, run them through
# GCC's `runtest --tool gcc' twice, with stock GCC and with the plugin
# loaded (GCC_UNDER_TEST = "gcc-N -fplugin=..."), and list the tests
# whose result differs.  A test that fails in both runs is not counted.
#
# Exit status: 0 when no execution test and no compile regressed (a
# dump or assembler scan may differ: the plugin rewrites gathers, which
# some scans count); 1 otherwise.
#
# Usage: check-gcc.sh --cc GCC --plugin LIBVSHAPE.so
#                     {--tarball GCC-SRC.tar.xz | --source-tree GCC-SRC-DIR}
#                     [--workdir DIR] [--subset] [--plugin-args "a=b c=d"]
#                     [--flags "FLAGS"]
#   --subset   only gcc.dg/vect/vect.exp tests whose name starts with
#              slp- or vect-gather/vect-scatter plus the i386 ones (quick).
#   --flags    added to every compilation of both runs, before the tests'
#              own options (a test's own -march wins): "-march=haswell -g
#              -fcompare-debug" compiles each test for that target, twice,
#              with and without debug information.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.
set -u

cc=gcc; plugin=; tarball=; tree=; work=check-gcc; subset=no; pargs=; flags=
while [ $# -gt 0 ]; do
  case $1 in
    --cc) cc=$2; shift ;;
    --plugin) plugin=$2; shift ;;
    --tarball) tarball=$2; shift ;;
    --source-tree) tree=$2; shift ;;
    --workdir) work=$2; shift ;;
    --subset) subset=yes ;;
    --plugin-args) pargs=$2; shift ;;
    --flags) flags=$2; shift ;;
    *) echo "check-gcc: unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done
if [ -z "$plugin" ] || [ ! -f "$plugin" ]; then
  echo "check-gcc: --plugin must name the built libvshape.so" >&2; exit 2
fi
if [ -z "$tree" ] && { [ -z "$tarball" ] || [ ! -f "$tarball" ]; }; then
  echo "check-gcc: GCC source tarball not found ('$tarball');" \
       "apt-get install gcc-$($cc -dumpversion | sed 's/\..*//')-source" >&2
  exit 2
fi
command -v runtest >/dev/null 2>&1 ||
  { echo "check-gcc: runtest (DejaGnu) is missing" >&2; exit 2; }

mkdir -p "$work"
work=$(cd "$work" && pwd)
plugin=$(cd "$(dirname "$plugin")" && pwd)/$(basename "$plugin")

# The testsuite folders GCC's drivers need, extracted once (DejaGnu
# finds the libraries of a source directory named "testsuite").
src=$work/testsuite
if [ ! -f "$src/.stamp" ]; then
  rm -rf "$src" && mkdir -p "$src"
  if [ -n "$tree" ]; then
    echo "check-gcc: copying GCC's tests from $tree"
    for d in lib config gcc.dg/vect gcc.target/i386; do
      mkdir -p "$src/$d" && cp -R "$tree/gcc/testsuite/$d/." "$src/$d/" ||
        { echo "check-gcc: copy of $d failed" >&2; exit 2; }
    done
  else
    echo "check-gcc: extracting GCC's tests from $tarball"
    tar -xf "$tarball" -C "$src" --strip-components=3 --wildcards \
      '*/gcc/testsuite/lib/*' '*/gcc/testsuite/config/*' \
      '*/gcc/testsuite/gcc.dg/vect/*' '*/gcc/testsuite/gcc.target/i386/*' ||
      { echo "check-gcc: extraction failed" >&2; exit 2; }
  fi
  touch "$src/.stamp"
fi

# GCC's tests run some loops under -flto: the plugin's note of the link
# flags would be excess output there, a difference of no code.
plugin_flags="-fplugin=$plugin -fplugin-arg-libvshape-lto-note=off"
for a in $pargs; do
  plugin_flags="$plugin_flags -fplugin-arg-libvshape-$a"
done

if [ "$subset" = yes ]; then
  vect_sel="vect.exp=slp-* vect-gather* vect-scatter* pr* vect-[0-9]*"
else
  vect_sel="vect.exp"
fi
i386_sel="i386.exp=*gather* *scatter*"

# run NAME COMPILER...: one runtest of both folders into $work/NAME.
run () {
  name=$1; shift
  dir=$work/$name
  rm -rf "$dir" && mkdir -p "$dir"
  triplet=$($cc -dumpmachine)
  cat > "$dir/site.exp" <<EOF
set tool gcc
set srcdir "$src"
set objdir "$dir"
set tmpdir "$dir"
set rootme "$dir"
set host_triplet $triplet
set build_triplet $triplet
set target_triplet $triplet
set target_alias $triplet
set GCC_UNDER_TEST "$*"
set HOSTCC "$cc"
set HOSTCFLAGS ""
EOF
  echo "check-gcc: $name run ($*), log in $dir"
  (cd "$dir" &&
   runtest --tool gcc --srcdir "$src" "$vect_sel" >vect.out 2>&1
   mv gcc.sum vect.sum; mv gcc.log vect.log
   runtest --tool gcc --srcdir "$src" "$i386_sel" >i386.out 2>&1
   mv gcc.sum i386.sum; mv gcc.log i386.log
   cat vect.sum i386.sum > all.sum)
}

# results SUM: "STATUS: name" lines, one per test, sorted by name.
results () {
  grep -E '^(PASS|FAIL|XPASS|XFAIL|UNRESOLVED|UNSUPPORTED|UNTESTED|ERROR):' "$1" |
    sed 's/^\([A-Z]*\): \(.*\)$/\2	\1/' | sort -u
}

start=$(date +%s)
run stock "$cc $flags"
run plugin "$cc $flags $plugin_flags"
end=$(date +%s)

results "$work/stock/all.sum" > "$work/stock.res"
results "$work/plugin/all.sum" > "$work/plugin.res"
# Tests whose result differs: name, stock result, plugin result.
join -t '	' -a 1 -a 2 -e MISSING -o 0,1.2,2.2 \
  "$work/stock.res" "$work/plugin.res" |
  awk -F '	' '$2 != $3' > "$work/differ.txt"

count () { grep -c "^$1:" "$2"; }
for r in stock plugin; do
  s=$work/$r/all.sum
  printf 'check-gcc: %-6s PASS %s FAIL %s XPASS %s XFAIL %s UNRESOLVED %s UNSUPPORTED %s\n' \
    $r "$(count PASS "$s")" "$(count FAIL "$s")" "$(count XPASS "$s")" \
    "$(count XFAIL "$s")" "$(count UNRESOLVED "$s")" "$(count UNSUPPORTED "$s")"
done

# A scan of a dump or of the assembler may legitimately change; any other
# result (execution, compile, excess errors) that was good with stock GCC
# and is not with the plugin is a regression.
good='PASS|XFAIL|UNSUPPORTED'
awk -F '	' -v good="^($good)\$" '$2 ~ good && $3 !~ good' "$work/differ.txt" \
  > "$work/worse.txt"
grep -E 'scan-(tree|rtl|ipa|assembler|ltrans)' "$work/worse.txt" > "$work/scans.txt"
grep -vE 'scan-(tree|rtl|ipa|assembler|ltrans)' "$work/worse.txt" > "$work/regressions.txt"

echo "check-gcc: $(wc -l < "$work/differ.txt") results differ" \
     "($(wc -l < "$work/scans.txt") dump/assembler scans worse," \
     "$(wc -l < "$work/regressions.txt") regressions) in $((end - start)) s"
echo "check-gcc: lists in $work/differ.txt, scans.txt, regressions.txt"
if [ -s "$work/differ.txt" ]; then
  echo "check-gcc: tests that differ (test, stock, plugin):"
  sed 's/^/  /' "$work/differ.txt"
fi
[ ! -s "$work/regressions.txt" ]
