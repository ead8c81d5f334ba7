#!/bin/sh
# The README's first command: install what is missing, build vshape for
# the host's GCC 12 and GCC 11 (in build-gcc-12/ and build-gcc-11/, see
# scripts/build-tree.sh), and show what it does on the programs in
# examples/.  GCC 13 to 16, which Debian 12 cannot install, are built
# and tested by the second command (scripts/check-compilers.sh).
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
sh "$top/scripts/install-deps.sh"
cd "$top"
[ -x configure ] || autoreconf -fi
sh scripts/build-tree.sh gcc-12
sh scripts/build-tree.sh gcc-11
make -C "$(sh scripts/build-tree.sh --dir gcc-12)" demo
