/* The limit of guarded_sqrt.c: the same loop built with
   -fno-trapping-math, under which GCC vectorizes it without the plugin.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#pragma GCC optimize ("no-trapping-math")
#include "guarded_sqrt.c"
