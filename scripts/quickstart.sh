#!/bin/sh
# The README's first command: install what is missing, build vshape in
# build/ for the default gcc and in build-gcc11/ for GCC 11 (when its
# plugin headers are installed), and show what it does on the programs
# in examples/.
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
sh "$top/scripts/install-deps.sh"
cd "$top"
[ -x configure ] || autoreconf -fi
mkdir -p build
(cd build && { [ -f Makefile ] || ../configure; } && make -j"$(nproc)")
if [ -d "$(gcc-11 -print-file-name=plugin 2>/dev/null)/include" ]; then
  mkdir -p build-gcc11
  (cd build-gcc11 && { [ -f Makefile ] || ../configure --with-gcc=gcc-11; } &&
     make -j"$(nproc)")
fi
make -C build demo
