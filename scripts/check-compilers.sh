#!/bin/sh
# The README's second command: the whole testsuite (`make check') under
# each compiler the quick start built the plugin for: build/ (the
# default gcc) and build-gcc11/ (GCC 11, when its plugin headers are
# installed).  Prints each tree's DejaGnu summary and fails when either
# has a FAIL, ERROR or UNRESOLVED.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
status=0
for tree in build build-gcc11; do
  [ -f "$top/$tree/Makefile" ] || continue
  echo "== make check in $tree/"
  make -C "$top/$tree" check || status=1
done
exit $status
