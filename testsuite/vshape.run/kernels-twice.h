/* The kernels of the header KERNELS (written with NAME and ATTR) built
   twice: F_ref without the vectorizer, and F as the plugin makes it;
   and CHECK (check-equal.h) to compare one of each.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "check-equal.h"

#define NAME(F) F##_ref
#define ATTR __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#include KERNELS
#undef NAME
#undef ATTR
#define NAME(F) F
#define ATTR __attribute__ ((noipa))
#include KERNELS
