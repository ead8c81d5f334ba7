/* The limit of guarded_cosine.c: the same loop built with
   -fno-trapping-math, under which GCC vectorizes it without the plugin
   (at the price of exceptions the program does not raise).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#pragma GCC optimize ("no-trapping-math")
#include "guarded_cosine.c"
