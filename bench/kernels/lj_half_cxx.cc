// lj_half.c built by g++: LAMMPS's pair styles are C++.  Its limit is
// lj_half's (lj_half_cxx.limit.cc).
//
// Copyright (C) 2026 The vshape authors.
// This file is part of vshape, distributed under GPL-3.0-or-later.

#include "lj_half.c"
