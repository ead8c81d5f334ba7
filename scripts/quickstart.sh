#!/bin/sh
# The README's first command: install what is missing, build vshape in
# build/ and show what it does on the programs in examples/.
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
sh "$top/scripts/install-deps.sh"
cd "$top"
[ -x configure ] || autoreconf -fi
mkdir -p build
cd build
[ -f Makefile ] || ../configure
make -j"$(nproc)"
make demo
