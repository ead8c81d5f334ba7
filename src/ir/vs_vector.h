/* Growable arrays for the divergence core: one helper that grows any
   array, and a vector of ints used for block and loop lists.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VS_VECTOR_H
#define VSHAPE_VS_VECTOR_H

#include <stddef.h>

/* ARRAY (of *CAP elements of ELSIZE bytes) grown to hold at least NEED
   elements: the possibly moved array, with *CAP updated; NULL when the
   allocation fails, ARRAY and *CAP then being unchanged.  Never NULL
   when NEED <= *CAP and ARRAY is not NULL.  */
void *vs_grow (void *array, size_t *cap, size_t need, size_t elsize);

typedef struct vs_ivec
{
  int *v;
  size_t n, cap;
} vs_ivec;

/* Append X; 0 or -1 on allocation failure.  */
int vs_ivec_push (vs_ivec *vec, int x);
/* Sort ascending and drop duplicates.  */
void vs_ivec_sort_unique (vs_ivec *vec);
void vs_ivec_free (vs_ivec *vec);

#endif
