# dune-istl (Debian source packages dune-istl and dune-common), the
# iterative solver library of the DUNE numerics environment: conjugate
# gradients on block-sparse (BCRS) matrices of 2 x 2 and 3 x 3 blocks, a
# 27-point stencil on a 40^3 grid of shuffled cells (dune_istl_cg.cc,
# this project's driver of the library).  Each matrix-vector product
# reads the B adjacent unknowns of a column's cell through the column
# index.  Results: the residual and the solution's norms, 17 digits.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.

app_package=dune-istl
app_extra_packages=dune-common
app_deps="make"

# The library is templates: the driver holds its code; dune-common's two
# source files the driver links are built with the same flags.
app_build ()
{
  local common f
  common=$(app_source dune-common)
  for f in exceptions stdstreams; do
    "$4" $5 -std=c++17 -I"$common" -c "$common/dune/common/$f.cc" -o "$2/$f.o" || return 1
  done
  "$4" $5 -std=c++17 -I"$common" -I"$1" -c "$here/dune_istl_cg.cc" -o "$2/dune_istl_cg.o" &&
    "$4" $5 "$2/dune_istl_cg.o" "$2/exceptions.o" "$2/stdstreams.o" -o "$2/dune_istl_cg"
}

app_binary ()
{
  echo "$1/dune_istl_cg"
}

app_run ()
{
  local bin=$1
  shift
  "$@" "$bin" 40 400
}

app_results ()
{
  cat
}
