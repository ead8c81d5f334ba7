#!/bin/sh
# Real applications: stock GCC against GCC with the plugin, on a program
# from a Debian source package.
#
# For the app NAME (bench/apps/NAME.sh says how to build and run it):
# unpack its Debian source (debian-source.sh), build it twice with the
# same flags (stock, and with the plugin on every file), run its fixed
# input on one pinned core, check that both builds print the same
# results, time alternating pairs of runs (the median of the pairwise
# stock/plugin ratios, with their range), profile both builds with
# perf record -e cpu-clock, and list per hot function its share, its
# stock/plugin ratio, the groups the plugin made there and what GCC said
# of each loop in it.  See bench/apps/README.md.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.

# Word splitting of $flags is on purpose.
# shellcheck disable=SC2086
set -u

me=apps/run.sh
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)

usage ()
{
  cat <<EOF
usage: bench/apps/run.sh NAME [options]
  NAME              an app of bench/apps/ (NAME.sh): $(cd "$here" && ls ./*.sh | sed 's|^\./||; s|\.sh$||' | grep -v -e '^run$' -e '^debian-source$' -e '^app-' | tr '\n' ' ')
  --cc CC           the GCC to compare (default: gcc); its g++ beside it
  --march M         -march of both builds (default: native)
  --plugin PATH     libvshape.so (default: the one of --cc's build tree)
  --plugin-args A   plugin arguments "key=value ..." for the plugin build
  --pairs N         alternating pairs of timed runs (default: 9)
  --core N          the core the runs are pinned to (default: 1)
  --top N           hot functions listed (default: 8)
  --rebuild         build both again even when their binaries exist
  --build-only      build both, then stop (time later on a quiet machine)
  --fetch           only unpack the source (run it on the host before a
                    run inside the GCC 13-16 root, which cannot)
  -h, --help        this text
GCC 13 to 16: sh scripts/gcc-root.sh run sh bench/apps/run.sh NAME --cc gcc-16
EOF
}

die ()
{
  echo "$me: $*" >&2
  exit 2
}

[ $# -ge 1 ] || { usage >&2; exit 2; }
case $1 in -h|--help) usage; exit 0 ;; esac
name=$1
shift
cc=gcc
march=native
plugin=${VSHAPE_PLUGIN:-}
plugin_args=
pairs=9
core=1
top_n=8
rebuild=
fetch_only=
build_only=
while [ $# -gt 0 ]; do
  case $1 in
    --cc|--march|--plugin|--plugin-args|--pairs|--core|--top)
      [ $# -ge 2 ] || die "$1 needs a value"
      case $1 in
	--cc) cc=$2 ;;
	--march) march=$2 ;;
	--plugin) plugin=$2 ;;
	--plugin-args) plugin_args="$plugin_args $2" ;;
	--pairs) pairs=$2 ;;
	--core) core=$2 ;;
	--top) top_n=$2 ;;
      esac
      shift 2 ;;
    --rebuild) rebuild=yes; shift ;;
    --fetch) fetch_only=yes; shift ;;
    --build-only) build_only=yes; shift ;;
    -h|--help) usage; exit 0 ;;
    *) die "unknown argument $1 (see --help)" ;;
  esac
done
[ -f "$here/$name.sh" ] || die "no app $name (bench/apps/$name.sh); see --help"
case $pairs in ''|*[!0-9]*) die "--pairs needs a number" ;; esac

# The app's definition: app_package, app_deps, app_build, app_binary,
# app_run and app_results (bench/apps/README.md).
. "$here/../timing.sh"
. "$here/app-common.sh"
. "$here/$name.sh"

work=$top/build-apps
src_root=$work/src

# The source, from Debian's source package of the host (the root's apt
# would bring another version: it must be unpacked on the host first).
# The unpacked source of a package, if there is one.
app_source ()
{
  find "$src_root" -mindepth 1 -maxdepth 1 -type d -name "$1-*" 2>/dev/null | head -n 1
}
src=$(app_source "$app_package")
if [ -z "$src" ]; then
  if [ "$(. /etc/os-release && echo "${VERSION_CODENAME:-}")" != bookworm ]; then
    die "the source of $app_package is not unpacked; run sh bench/apps/run.sh $name --fetch on the host first"
  fi
  src=$(sh "$here/debian-source.sh" "$app_package" "$src_root") ||
    die "cannot unpack the Debian source of $app_package"
fi
echo "source:  $src"

# The sources of the other packages the app needs (app_extra_packages).
for p in ${app_extra_packages:-}; do
  [ -n "$(app_source "$p")" ] && continue
  sh "$here/debian-source.sh" "$p" "$src_root" >/dev/null ||
    die "cannot unpack the Debian source of $p (on the host: --fetch)"
done
[ -n "$fetch_only" ] && exit 0

# What the runs and the builds need.
missing=
for p in $app_deps linux-perf util-linux binutils; do
  dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "installing:$missing"
  # An update that fails (the root's frozen sid lists are "expired")
  # leaves the lists apt has.
  apt-get update -qq >/dev/null 2>&1 || true
  DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends $missing >/dev/null ||
    die "cannot install$missing"
fi

cxx=$(echo "$cc" | sed 's|gcc\(-[0-9.]*\)\{0,1\}$|g++\1|')
command -v "$cc" >/dev/null 2>&1 || die "no compiler $cc"
command -v "$cxx" >/dev/null 2>&1 || die "no compiler $cxx beside $cc"
if [ -z "$plugin" ]; then
  plugin=$(sh "$top/scripts/build-tree.sh" --plugin "$cc")
  [ -f "$plugin" ] || die "no plugin at $plugin; build it with sh scripts/build-tree.sh $cc"
fi
plugin_opts="-fplugin=$plugin"
for a in $(echo "$plugin_args" | tr ',' ' '); do
  plugin_opts="$plugin_opts -fplugin-arg-libvshape-$a"
done
ccname=$(basename "$cc")
[ "$ccname" = gcc ] && ccname=gcc-$("$cc" -dumpversion | sed 's/\..*//')
flags="-O3 -march=$march -g"

out=$work/$name/$ccname-$march
# The plugin build's folder names its plugin arguments (plugin, or
# plugin-pragmas-intel for "pragmas=intel"), so that a run with other
# arguments does not reuse it.
pargs=$(echo $plugin_args)
pdir=plugin${pargs:+-$(echo "$pargs" | tr -c 'A-Za-z0-9.\n' '-')}
mkdir -p "$out"
# The app's input files, made once for every build (app_input, optional).
app_input_dir=$work/$name/input
if command -v app_input >/dev/null 2>&1 && [ ! -f "$app_input_dir/.done" ]; then
  rm -rf "$app_input_dir"
  mkdir -p "$app_input_dir"
  app_input "$app_input_dir" || die "cannot make the input of $name"
  touch "$app_input_dir/.done"
fi
echo "app:     $name ($app_package, $(basename "$src"))"
echo "cpu:     $(sh "$here/../cpu_info.sh")"
echo "march:   $march ($("$cc" -march="$march" -Q --help=target 2>/dev/null | sed -n 's/^ *-march= *//p' | tr -d '[:space:]' | head -n 1))"
echo "cc:      $("$cc" --version | head -n 1)"
echo "plugin:  $plugin_opts"
echo "flags:   $flags"

# Build VARIANT (stock or plugin) with EXTRA flags on every file; the
# compiler's remarks of each file go to the build's optinfo.txt.
build ()
{
  local variant=$1 extra=$2 dir=$out/$1 start
  if [ -z "$rebuild" ] && [ -x "$(app_binary "$dir")" ]; then
    return 0
  fi
  rm -rf "$dir"
  mkdir -p "$dir"
  echo "building $variant in $dir"
  start=$(date +%s)
  if ! app_build "$src" "$dir" "$cc" "$cxx" \
       "$flags $extra -fopt-info-vec-optimized-missed=$dir/optinfo.txt" \
       > "$dir/build.log" 2>&1; then
    tail -n 30 "$dir/build.log" >&2
    die "$variant build failed (log: $dir/build.log)"
  fi
  echo "built $variant in $(( $(date +%s) - start )) s"
}

build stock ""
build "$pdir" "$plugin_opts"
[ -n "$build_only" ] && exit 0
stock_bin=$(app_binary "$out/stock")
plugin_bin=$(app_binary "$out/$pdir")

# Whether the plugin changed the code at all: the .text sections (the
# debug information names the flags, so the files always differ).
text_of ()
{
  objcopy -O binary --only-section=.text "$1" "$2" 2>/dev/null
}
text_of "$stock_bin" "$out/stock.text"
text_of "$plugin_bin" "$out/plugin.text"
if cmp -s "$out/stock.text" "$out/plugin.text"; then
  code="identical (.text): the plugin changed nothing, the timing measures noise"
else
  code="differs"
fi
# The code's growth: the .text sections' sizes, and the plugin's share
# of them in percent.
stock_text=$(wc -c < "$out/stock.text")
plugin_text=$(wc -c < "$out/plugin.text")
growth=$(awk -v s="$stock_text" -v p="$plugin_text" \
  'BEGIN { if (s > 0) printf "%+.1f%%", 100 * (p - s) / s; else print "-" }')
groups_made=$(grep -a -c 'optimized: vls: ' "$out/$pdir/optinfo.txt" 2>/dev/null)
promoted=$(grep -a -c 'optimized: accumulator ' "$out/$pdir/optinfo.txt" 2>/dev/null)
# With pragmas=..., the pragmas the plugin honoured (one remark per loop
# and file: a header's loop counts in each file that includes it).
pragmas_note=
case $plugin_args in
  *pragmas=*)
    pragmas_note="; $(grep -a -c 'optimized: .* honoured as ' "$out/$pdir/optinfo.txt" 2>/dev/null) pragmas honoured" ;;
esac
echo "code:    $code; $groups_made group remarks (vls), $promoted promoted loops$pragmas_note in the plugin build"
echo "text:    stock $stock_text bytes, plugin $plugin_text bytes ($growth)"

# One run of BIN in a scratch folder, pinned to the core; its output in
# FILE; prints the wall time in seconds.
run_once ()
{
  local bin=$1 file=$2 rundir=$out/run t0 t1
  rm -rf "$rundir"
  mkdir -p "$rundir"
  t0=$(date +%s.%N)
  (cd "$rundir" && app_run "$bin" taskset -c "$core") > "$file" 2>&1 ||
    die "$bin failed; its output: $file"
  t1=$(date +%s.%N)
  echo "$t0 $t1" | awk '{ printf "%.3f\n", $2 - $1 }'
}

# Results: the lines of the program's own output that hold results, to
# every printed digit.
run_once "$stock_bin" "$out/stock.out" >/dev/null
run_once "$plugin_bin" "$out/plugin.out" >/dev/null
app_results < "$out/stock.out" > "$out/stock.results"
app_results < "$out/plugin.out" > "$out/plugin.results"
[ -s "$out/stock.results" ] || die "the stock build printed no results ($out/stock.out)"
if cmp -s "$out/stock.results" "$out/plugin.results"; then
  echo "results: identical ($(wc -l < "$out/stock.results") lines of results)"
  same=identical
else
  echo "results: DIFFER"
  diff "$out/stock.results" "$out/plugin.results" | head -n 20
  same=DIFFER
fi

# Alternating pairs: stock then plugin, N times; the ratio of each pair.
# --pairs 0 skips the timing (a profile of a busy machine's runs still
# tells the shares).
ratio=- lo=- hi=- stock_s=0 plugin_s=0
if [ "$pairs" -gt 0 ]; then
  echo "timing:  $pairs alternating pairs on core $core"
  : > "$out/times"
  i=0
  while [ "$i" -lt "$pairs" ]; do
    ts=$(run_once "$stock_bin" "$out/run.out")
    tp=$(run_once "$plugin_bin" "$out/run.out")
    echo "$ts $tp" >> "$out/times"
    i=$((i + 1))
  done
  set -- $(timing_summary "$out/times")
  set -- "$1" "$2" "$3" "$(printf '%.2f' "$4")" "$(printf '%.2f' "$5")"
  echo "whole program: stock/plugin $1 (median of $pairs pairs, range $2-$3); stock ${4} s, plugin ${5} s (medians)"
  ratio=$1 lo=$2 hi=$3 stock_s=$4 plugin_s=$5
else
  ts=$(run_once "$stock_bin" "$out/run.out")
  tp=$(run_once "$plugin_bin" "$out/run.out")
  stock_s=$ts plugin_s=$tp
  echo "timing:  skipped (--pairs 0); one run each: stock $ts s, plugin $tp s"
fi

# Profiles: per symbol, its share of each build's run.
profile ()
{
  local bin=$1 data=$2 rundir=$out/run
  rm -rf "$rundir"
  mkdir -p "$rundir"
  (cd "$rundir" && app_run "$bin" perf record -q -e cpu-clock -o "$data" -- taskset -c "$core") > /dev/null 2>&1 ||
    die "perf record failed on $bin"
  perf report -i "$data" --stdio --no-children -F overhead,sym 2>/dev/null |
    awk '/^ *[0-9.]+%/ { pct = $1; sub(/%/, "", pct); $1 = ""; $2 = ""; sub(/^ +/, ""); print pct "\t" $0 }'
}
profile "$stock_bin" "$out/stock.perf" > "$out/stock.profile"
profile "$plugin_bin" "$out/plugin.perf" > "$out/plugin.profile"

# Where FUNCTION of BIN (as perf names it: no parameters; its clones,
# such as an OpenMP region's outlined body, included) is in the source:
# a line "FILE FIRST LAST" for each file its code comes from
# (inlined code included: a solver's matrix product lives in the
# matrix's header), the first and last lines of that file it has.
function_lines ()
{
  local bin=$1 fn=$2
  nm -C -S --defined-only "$bin" 2>/dev/null |
    awk -v f="$fn" '{ addr = $1; size = $2; $1 = ""; $2 = ""; $3 = ""; sub(/^ +/, "")
      at = index($0, f "(")
      if ($0 == f || at == 1 || (at > 1 && substr($0, at - 1, 1) == " ")) print addr, size }' |
    while read -r addr size; do
      objdump -dl --no-show-raw-insn --start-address="0x$addr" \
	      --stop-address="$(printf '0x%x' $(( 0x$addr + 0x$size )))" "$bin" 2>/dev/null |
	sed -n 's/ (discriminator [0-9]*)$//; s|^\(/[^ ]*\):\([0-9][0-9]*\)$|\1 \2|p' |
	cat
    done |
    awk '{ if (!($1 in lo) || $2 < lo[$1]) lo[$1] = $2; if ($2 > hi[$1]) hi[$1] = $2 }
	 END { for (f in lo) print f, lo[f], hi[f] }' | sort
}

# The remarks of LOG on the loops of FUNCTION of BIN (function_lines),
# prefixed by their file.
function_remarks ()
{
  local log=$1 bin=$2 fn=$3 file first last
  function_lines "$bin" "$fn" | while read -r file first last; do
    loop_remarks "$log" "$file" "$first" "$last" | sed "s|^|$(basename "$file"):|"
  done
}

# The remarks of LOG on the loops of FILE between lines FIRST and LAST:
# per loop, whether GCC vectorized it or its first reason not to; per
# statement line, the vls pass's groups.
loop_remarks ()
{
  local log=$1 file=$2 first=$3 last=$4 base
  base=$(basename "$file")
  # A loop's reason may be at a line of another file, on the next line.
  grep -a -F -A 2 "$base:" "$log" 2>/dev/null | grep -v '^--$' |
  awk -v b="$base" -v a="$first" -v z="$last" '
      { split($0, f, ":"); n = split(f[1], parts, "/")
        here = parts[n] == b
        line = f[2] + 0
        msg = $0; sub(/^[^:]*:[0-9]+:[0-9]+: /, "", msg)
        if (msg ~ /couldn.t vectorize loop/ || msg ~ /loop vectorized/) {
          loop = ""
          if (!here || line < a || line > z) next
          loop = line
          if (msg ~ /loop vectorized/) what[line] = "vectorized"
          else if (!(line in what)) what[line] = "refused"
        } else if (msg ~ /^optimized: vls: / && here && line >= a && line <= z) {
          sub(/^optimized: vls: /, "", msg)
          groups[line] = msg
        } else if (loop != "" && msg ~ /not vectorized: / && !(loop in why)) {
          sub(/^missed: +not vectorized: /, "", msg)
          why[loop] = substr(msg, 1, 90)
        } }
      END { for (l in what) print l "\tloop " what[l] ((what[l] == "refused" && (l in why)) ? ": " why[l] : "")
            for (l in groups) print l "\tgroup: " groups[l] }' | sort -n | uniq
}

echo
echo "hot functions (perf record -e cpu-clock, one run each):"
printf '| %s | %s | %s | %s | %s |\n' "function" "stock share" "stock ms" "stock/plugin" "groups in it"
echo "|---|---|---|---|---|"
# Each hot function's loop remarks, once: remarks.N for the Nth.
n=0
head -n "$top_n" "$out/stock.profile" | while IFS="$(printf '\t')" read -r pct fn; do
  n=$((n + 1))
  function_remarks "$out/$pdir/optinfo.txt" "$plugin_bin" "$fn" > "$out/remarks.$n"
done
n=0
head -n "$top_n" "$out/stock.profile" | while IFS="$(printf '\t')" read -r pct fn; do
  n=$((n + 1))
  ppct=$(awk -F'\t' -v f="$fn" '$2 == f { print $1; exit }' "$out/plugin.profile")
  [ -n "$ppct" ] || ppct=0
  st=$(echo "$pct $stock_s" | awk '{ printf "%.0f", $1 * $2 * 10 }')
  fr=$(echo "$pct $stock_s $ppct $plugin_s" | awk '{ if ($3 * $4 > 0) printf "%.2f", ($1 * $2) / ($3 * $4); else print "-" }')
  groups=$(grep -c 'group:' "$out/remarks.$n")
  printf '| %s | %s%% | %s | %s | %s |\n' "$fn" "$pct" "$st" "$fr" "$groups"
done

echo
echo "loops of the hot functions (GCC's remarks in the plugin build):"
n=0
head -n "$top_n" "$out/stock.profile" | while IFS="$(printf '\t')" read -r pct fn; do
  n=$((n + 1))
  echo "  $fn ($pct%):"
  if [ -s "$out/remarks.$n" ]; then
    sed 's/^/    /' "$out/remarks.$n"
  else
    echo "    no loop remark (no loop, or no debug information)"
  fi
done

echo
echo "summary: $name $ccname -march=$march${pargs:+ $pargs}: results $same; code ${code%%:*} (text $growth); $groups_made group remarks, $promoted promoted loops$pragmas_note; stock/plugin $ratio ($lo-$hi, $pairs pairs); stock ${stock_s} s"
[ "$same" = identical ]
