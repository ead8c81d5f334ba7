// lj_half_simd.c built by g++: the half-list loop under omp simd, as
// LAMMPS's OPENMP and INTEL styles (C++) mark it.  Its limit is
// lj_half's (lj_half_simd_cxx.limit.cc).
//
// Copyright (C) 2026 The vshape authors.
// This file is part of vshape, distributed under GPL-3.0-or-later.

#include "lj_half_simd.c"
