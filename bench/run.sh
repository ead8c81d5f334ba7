#!/bin/sh
# Benchmark harness: stock GCC against GCC with the plugin, in one run.
#
# Each kernel is built with stock $CC, with $CC plus the plugin, with
# clang when it is installed, and from NAME.limit.c (hand-vectorized) when
# that file exists.  A kernel NAME.cc is C++: built with the g++ beside
# $CC (--cxx) and clang++, exceptions on as their default.  A kernel
# NAME.f90 is Fortran: built with the gfortran beside $CC (--fc), and
# without a clang build.  The builds run
# interleaved, RUNS rounds; every run must
# print the same stdout as the first stock run, and the table shows median
# times and, for each ratio, the median of the rounds' ratios
# (timing.sh).  See bench/README.md.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.

# Word splitting of $flags and friends is on purpose, see "set -f" below.
# shellcheck disable=SC2086
set -u

me=run.sh
here=$(cd "$(dirname "$0")" && pwd)
. "$here/timing.sh"

usage ()
{
  cat <<EOF
usage: bench/run.sh [options] [kernel.c | kernel.cc | kernel.f90 | name ...]
  --plugin PATH       libvshape.so (default: \$VSHAPE_PLUGIN, else the
                      one in --cc's tree build-gcc-N/)
  --plugin-args ARGS  plugin arguments, "key=value ..." (space or comma
                      separated), passed as -fplugin-arg-libvshape-KEY=VALUE;
                      may be repeated
  --cc CC             the GCC to compare (default: gcc)
  --cxx CXX           its g++, for C++ kernels (default: the g++ beside CC)
  --fc FC             its gfortran, for Fortran kernels (default: the
                      gfortran beside CC)
  --flags FLAGS       flags of every build (default: "-O3 -march=native
                      -fopenmp-simd", so omp simd kernels are SIMD loops)
  --runs N            runs of each build, odd (default: 5)
  --no-clang          leave clang out even when it is installed
                      (\$CLANG picks the clang, default: clang)
  --no-bench-flags    ignore the kernels' bench-flags lines: every build
                      at FLAGS alone, GCC's defaults (-fmath-errno) kept
  -h, --help          this text
Kernels default to bench/kernels/*.c, *.cc and *.f90; a bare name means
bench/kernels/NAME.c, NAME.cc or NAME.f90.
EOF
}

die ()
{
  echo "$me: $*" >&2
  exit 2
}

plugin=${VSHAPE_PLUGIN:-}
plugin_args=
cc=gcc
cxx=
fc=
flags="-O3 -march=native -fopenmp-simd"
runs=5
clang=${CLANG:-clang}
clangxx=${CLANGXX:-clang++}
use_clang=yes
use_bench_flags=yes

while [ $# -gt 0 ]; do
  case $1 in
    --plugin) [ $# -ge 2 ] || die "$1 needs a value"; plugin=$2; shift 2 ;;
    --plugin=*) plugin=${1#*=}; shift ;;
    --plugin-args) [ $# -ge 2 ] || die "$1 needs a value"
		   plugin_args="$plugin_args $2"; shift 2 ;;
    --plugin-args=*) plugin_args="$plugin_args ${1#*=}"; shift ;;
    --cc) [ $# -ge 2 ] || die "$1 needs a value"; cc=$2; shift 2 ;;
    --cc=*) cc=${1#*=}; shift ;;
    --cxx) [ $# -ge 2 ] || die "$1 needs a value"; cxx=$2; shift 2 ;;
    --cxx=*) cxx=${1#*=}; shift ;;
    --fc) [ $# -ge 2 ] || die "$1 needs a value"; fc=$2; shift 2 ;;
    --fc=*) fc=${1#*=}; shift ;;
    --flags) [ $# -ge 2 ] || die "$1 needs a value"; flags=$2; shift 2 ;;
    --flags=*) flags=${1#*=}; shift ;;
    --runs) [ $# -ge 2 ] || die "$1 needs a value"; runs=$2; shift 2 ;;
    --runs=*) runs=${1#*=}; shift ;;
    --no-clang) use_clang=no; shift ;;
    --no-bench-flags) use_bench_flags=no; shift ;;
    -h|--help) usage; exit 0 ;;
    --) shift; break ;;
    -*) usage >&2; die "unknown option: $1" ;;
    *) break ;;
  esac
done

[ -n "$fc" ] || fc=$(echo "$cc" | sed 's|gcc\(-[0-9.]*\)\{0,1\}$|gfortran\1|')
if [ $# -eq 0 ]; then
  set -- "$here"/kernels/*.c "$here"/kernels/*.cc
  # The Fortran kernels too, when the gfortran is there.
  if command -v "$fc" >/dev/null 2>&1; then
    set -- "$@" "$here"/kernels/*.f90
  else
    echo "$me: no $fc: the Fortran kernels are left out" >&2
  fi
fi
# From here on $flags, $plugin_opts and the lists of names are split on
# blanks on purpose (hence no quotes), and never globbed.
set -f

case $runs in
  ''|*[!0-9]*) die "--runs wants a positive odd number, not '$runs'" ;;
esac
if [ "$runs" -lt 1 ] || [ $((runs % 2)) -eq 0 ]; then
  die "--runs wants a positive odd number (the median is the middle run), not $runs"
fi

command -v "$cc" >/dev/null 2>&1 || die "compiler not found: $cc"
[ -n "$cxx" ] || cxx=$(echo "$cc" | sed 's|gcc\(-[0-9.]*\)\{0,1\}$|g++\1|')
if [ "$use_clang" = yes ] && ! command -v "$clang" >/dev/null 2>&1; then
  use_clang=no
fi

# The plugin: the one given, else the one built for --cc in its tree
# (build-gcc-N/, scripts/build-tree.sh).
if [ -z "$plugin" ]; then
  plugin=$(sh "$here/../scripts/build-tree.sh" --plugin "$cc")
  [ -f "$plugin" ] || die "no plugin found at $plugin; build it with sh scripts/build-tree.sh $cc, or pass --plugin PATH or set VSHAPE_PLUGIN"
fi
[ -f "$plugin" ] || die "plugin not found: $plugin (build it with make, or pass --plugin PATH or set VSHAPE_PLUGIN)"
[ -r "$plugin" ] || die "plugin not readable: $plugin"
plugin=$(cd "$(dirname "$plugin")" && pwd)/$(basename "$plugin")
case $plugin in *[[:space:]]*) die "plugin paths with blanks are not supported: $plugin" ;; esac

# GCC names a plugin after its file: libvshape.so takes -fplugin-arg-libvshape-*.
pname=$(basename "$plugin")
pname=${pname%.so}
plugin_opts="-fplugin=$plugin"
for a in $(echo "$plugin_args" | tr ',' ' '); do
  plugin_opts="$plugin_opts -fplugin-arg-$pname-$a"
done

# kernel_name SRC: the kernel's name, its file name without the suffix.
kernel_name ()
{
  b=$(basename "$1")
  echo "${b%.*}"
}

kernels=
names=
for k in "$@"; do
  case $k in
    *.limit.c|*.limit.cc|*.limit.f90) continue ;;   # built with its kernel
    *.c|*.cc|*.f90) ;;
    *) if [ -f "$here/kernels/$k.cc" ]; then k=$here/kernels/$k.cc
       elif [ -f "$here/kernels/$k.f90" ]; then k=$here/kernels/$k.f90
       else k=$here/kernels/$k.c; fi ;;
  esac
  [ -f "$k" ] || die "kernel not found: $k"
  kname=$(kernel_name "$k")
  case " $names " in
    *" $kname "*) die "two kernels named $kname: $k" ;;
  esac
  names="$names $kname"
  case $k in *' '*) die "kernel paths with spaces are not supported: $k" ;; esac
  kernels="$kernels $k"
done
[ -n "$kernels" ] || die "no kernels"
case "$kernels " in
  *.cc\ *) command -v "$cxx" >/dev/null 2>&1 \
	     || die "C++ kernels need g++: not found: $cxx (--cxx)" ;;
esac
case "$kernels " in
  *.f90\ *) command -v "$fc" >/dev/null 2>&1 \
	      || die "Fortran kernels need gfortran: not found: $fc (--fc)" ;;
esac

work=$(mktemp -d "${TMPDIR:-/tmp}/vshape-bench.XXXXXX") || die "mktemp failed"
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

fail ()
{
  echo "$me: $*" >&2
  exit 1
}

# Flags and plugin work with $cc at all?  Clearer than a failure per kernel.
if ! "$cc" $flags -x c -c /dev/null -o "$work/probe.o" >"$work/probe.log" 2>&1; then
  cat "$work/probe.log" >&2
  fail "$cc rejects the flags: $flags"
fi
if ! "$cc" $flags $plugin_opts -x c -c /dev/null -o "$work/probe.o" \
     >"$work/probe.log" 2>&1; then
  cat "$work/probe.log" >&2
  fail "$cc cannot load the plugin $plugin with $plugin_opts"
fi

# build NAME KIND COMPILER SOURCE [EXTRA FLAGS...]: one executable,
# $work/NAME.KIND; compiler messages are shown, a failure stops the run.
build ()
{
  b_name=$1 b_kind=$2 b_cc=$3 b_src=$4
  shift 4
  # gfortran writes its module files where -J says, else in the
  # current folder.
  case $b_src in *.f90) set -- "$@" -J"$work" ;; esac
  if ! "$b_cc" $flags $kernel_flags "$@" -I"$(dirname "$b_src")" -I"$here/kernels" \
       "$b_src" -o "$work/$b_name.$b_kind" -lm >"$work/build.log" 2>&1; then
    sed 's/^/  /' "$work/build.log" >&2
    echo "$me: build failed: $b_name ($b_kind): $b_cc $flags ${kernel_flags:+$kernel_flags }${*:+$* }$b_src" >&2
    [ "$b_kind" = clang ] && echo "$me: --no-clang leaves clang out" >&2
    exit 1
  fi
  if [ -s "$work/build.log" ]; then
    echo "$b_name ($b_kind): compiler messages:" >&2
    sed 's/^/  /' "$work/build.log" >&2
  fi
}

# Header: what was compared, for the record.
echo "cc:      $("$cc" --version | head -n 1)"
echo "plugin:  $plugin_opts"
[ "$use_clang" = yes ] && echo "clang:   $("$clang" --version | head -n 1)"
echo "flags:   $flags"
echo "runs:    $runs (median)"
echo "cpu:     $(sh "$here/cpu_info.sh")"
march=$("$cc" $flags -Q --help=target 2>/dev/null \
	| awk '$1 == "-march=" { print $2; exit }')
native=$("$cc" -march=native -Q --help=target 2>/dev/null \
	 | awk '$1 == "-march=" { print $2; exit }')
echo "march:   $march with these flags; -march=native is $native"
echo

any_limit=no
# limit_of SRC: its hand-vectorized version, NAME.limit.c(c).
limit_of ()
{
  case $1 in
    *.cc) echo "${1%.cc}.limit.cc" ;;
    *.f90) echo "${1%.f90}.limit.f90" ;;
    *) echo "${1%.c}.limit.c" ;;
  esac
}
for src in $kernels; do
  [ -f "$(limit_of "$src")" ] && any_limit=yes
done

# ratio_of A B: for kernel $name, the median of the rounds' ratios of
# the times of builds A and B, or "-" without both.
ratio_of ()
{
  if [ -f "$work/$name.$1.times" ] && [ -f "$work/$name.$2.times" ]; then
    set -- $(timing_compare "$work/$name.$1.times" "$work/$name.$2.times")
    echo "${1:--}"
  else
    echo -
  fi
}

results=$work/results
: >"$results"

for src in $kernels; do
  name=$(kernel_name "$src")
  limit_src=$(limit_of "$src")
  gcc_of=$cc clang_of=$clang
  case $src in
    *.cc) gcc_of=$cxx clang_of=$clangxx ;;
    *.f90) gcc_of=$fc clang_of= ;;
  esac
  kinds="stock plugin"
  # Flags a kernel asks for, for all its builds: a line
  # /* bench-flags: FLAGS */ of its source (! bench-flags: FLAGS in
  # Fortran), unless --no-bench-flags.
  kernel_flags=
  [ "$use_bench_flags" = yes ] &&
    kernel_flags=$(sed -n -e 's|^/\* bench-flags: \(.*\) \*/$|\1|p' \
			-e 's|^! bench-flags: \(.*\)$|\1|p' "$src" | head -n 1)
  echo "$name: building${kernel_flags:+ (with $kernel_flags)}" >&2
  build "$name" stock "$gcc_of" "$src"
  build "$name" plugin "$gcc_of" "$src" $plugin_opts
  if [ "$use_clang" = yes ] && [ -n "$clang_of" ]; then
    build "$name" clang "$clang_of" "$src"
    kinds="$kinds clang"
  fi
  if [ -f "$limit_src" ]; then
    build "$name" limit "$gcc_of" "$limit_src"
    kinds="$kinds limit"
  fi

  # Interleaved, so that a slow phase of the machine hits every build.
  i=1
  while [ "$i" -le "$runs" ]; do
    echo "$name: run $i/$runs" >&2
    for kind in $kinds; do
      exe=$work/$name.$kind
      out=$work/$name.$kind.out
      err=$work/$name.$kind.err
      "$exe" >"$out" 2>"$err"
      st=$?
      if [ "$st" -ne 0 ]; then
	sed 's/^/  /' "$err" >&2
	fail "$name ($kind) exited with status $st"
      fi
      t=$(tail -n 1 "$err" | sed -n 's/^time_ns: \([0-9][0-9]*\)$/\1/p')
      [ -n "$t" ] || fail "$name ($kind): the last line on stderr is not 'time_ns: N'"
      echo "$t" >>"$work/$name.$kind.times"
      if [ ! -f "$work/$name.ref" ]; then
	[ -s "$out" ] || echo "$me: warning: $name prints nothing on stdout; nothing to compare" >&2
	cp "$out" "$work/$name.ref"
      elif ! cmp -s "$work/$name.ref" "$out" && [ "$kind" = clang ]; then
	# A clang result that differs is not counted: its column says so.
	echo "$name: clang's output (run $i) differs from stock GCC's; its column says wrong" >&2
	kinds=$(echo "$kinds" | sed 's/ clang//')
	rm -f "$work/$name.clang.times"
	: >"$work/$name.clang.wrong"
      elif ! cmp -s "$work/$name.ref" "$out"; then
	{
	  echo
	  echo "************************************************************"
	  echo "MISMATCH: $name: stdout of the $kind build (run $i) differs"
	  echo "from the stock build (run 1):"
	  diff "$work/$name.ref" "$out" | head -n 20
	  echo "************************************************************"
	} >&2
	exit 1
      fi
    done
    i=$((i + 1))
  done

  # One line per kernel: its name, the median ns of stock and plugin,
  # and the ratios stock/plugin, clang/plugin and plugin/limit, each the
  # median of the rounds' ratios ("-": no such build; "wrong": clang's
  # output differs).
  set -- $(timing_compare "$work/$name.stock.times" "$work/$name.plugin.times")
  line="$name $4 $5 $1"
  if [ -f "$work/$name.clang.wrong" ]; then
    line="$line wrong"
  else
    line="$line $(ratio_of clang plugin)"
  fi
  line="$line $(ratio_of plugin limit)"
  # Whether the plugin left the code as stock GCC made it: then any
  # ratio away from 1 is the machine's noise.
  same=no
  if objcopy -O binary --only-section=.text "$work/$name.stock" \
       "$work/stock.text" 2>/dev/null \
     && objcopy -O binary --only-section=.text "$work/$name.plugin" \
	  "$work/plugin.text" 2>/dev/null \
     && cmp -s "$work/stock.text" "$work/plugin.text"; then
    same=yes
  fi
  echo "$line $same" >>"$results"
done

if ls "$work"/*.clang.wrong >/dev/null 2>&1; then
  echo "all outputs identical, but clang's where its column says wrong" >&2
else
  echo "all outputs identical" >&2
fi
awk -v clang="$use_clang" -v limit="$any_limit" '
  function ratio (r) { return (r == "-" || r == "wrong") ? "" : r + 0 }
  function cell (r) { return r == "" ? sprintf ("%14s", "-") : sprintf ("%14.3f", r) }
  function clang_cell (t, r) { return t == "wrong" ? sprintf ("%14s", "wrong") : cell(r) }
  function gcell (n, s) { return n ? sprintf ("%14.3f", exp (s / n)) : sprintf ("%14s", "-") }
  BEGIN {
    printf "%-20s %10s %10s %14s", "kernel", "stock ms", "plugin ms", "stock/plugin"
    if (clang == "yes") printf "%14s", "clang/plugin"
    if (limit == "yes") printf "%14s", "plugin/limit"
    printf "%11s\n", "same code"
  }
  {
    sp = ratio($4); cp = ratio($5); pl = ratio($6)
    printf "%-20s %10.2f %10.2f %s", $1, $2 / 1e6, $3 / 1e6, cell(sp)
    if (clang == "yes") printf "%s", clang_cell($5, cp)
    if (limit == "yes") printf "%s", cell(pl)
    printf "%11s\n", $7
    if (sp != "") { nsp++; ssp += log (sp) }
    if (cp != "") { ncp++; scp += log (cp) }
    if (pl != "") { npl++; spl += log (pl) }
  }
  END {
    printf "%-20s %10s %10s %s", "geomean", "", "", gcell(nsp, ssp)
    if (clang == "yes") printf "%s", gcell(ncp, scp)
    if (limit == "yes") printf "%s", gcell(npl, spl)
    printf "\n"
  }' "$results"
