/* The verifier of a divergence result: no instruction left Undef.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "divergence_internal.h"

int
vs_divergence_verify (const vs_divergence *d, int *first)
{
  int count = 0;
  if (first != NULL)
    *first = VS_NONE;
  for (size_t i = 0; i < d->nest->ninsns; i++)
    if (vs_shape_is_undef (d->shape[i]))
      {
	if (count++ == 0 && first != NULL)
	  *first = (int) i;
      }
  return count;
}
