/* The limit of lj_half_simd.c: lj_half's (lj_half.limit.c).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "lj_half.limit.c"
