#!/bin/sh
# The build tree of one compiler: build-gcc-N/ at the top of the clone,
# named after the GCC it builds the plugin for.
#
# Usage: build-tree.sh GCC            configure (once) and make the tree
#        build-tree.sh --dir GCC      print the tree's path, build nothing
#        build-tree.sh --plugin GCC   print the path of the tree's plugin
#
# GCC is a compiler name or path (gcc-16, /usr/bin/gcc-11); plain `gcc'
# is named after its version (build-gcc-12 on Debian 12).  Configure
# gets $VSHAPE_CONFIGURE_ARGS too (CI passes --enable-werror).
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)

print_only=
case ${1:-} in --dir|--plugin) print_only=$1; shift ;; esac
[ $# -eq 1 ] || { echo "usage: build-tree.sh [--dir | --plugin] GCC" >&2; exit 2; }
cc=$1

name=$(basename "$cc")
if [ "$name" = gcc ]; then
  major=$("$cc" -dumpversion 2>/dev/null | sed 's/\..*//')
  [ -n "$major" ] && name=gcc-$major
fi
tree=$top/build-$name
case $print_only in
  --dir) echo "$tree"; exit 0 ;;
  # The one place outside the Makefiles that knows where libtool puts
  # the plugin (configure.ac's BUILT_PLUGIN is the other).
  --plugin) echo "$tree/plugin/.libs/libvshape.so"; exit 0 ;;
esac

[ -x "$top/configure" ] || (cd "$top" && autoreconf -fi)
mkdir -p "$tree"
cd "$tree"
if [ ! -f Makefile ]; then
  # shellcheck disable=SC2086
  "$top/configure" --with-gcc="$cc" ${VSHAPE_CONFIGURE_ARGS:-} > configure.out 2>&1 ||
    { tail -n 20 configure.out >&2; echo "build-tree: configure failed in $tree" >&2; exit 1; }
fi
make -j"$(nproc)" > make.out 2>&1 ||
  { tail -n 40 make.out >&2; echo "build-tree: make failed in $tree" >&2; exit 1; }
echo "build-tree: $tree built for $cc $("$cc" -dumpfullversion 2>/dev/null || "$cc" -dumpversion)"
