/* The limit of guarded_idiv.c: the same loop built with
   -fno-trapping-math (which does not let GCC speculate an integer
   division either).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#pragma GCC optimize ("no-trapping-math")
#include "guarded_idiv.c"
