/* Growable arrays for the divergence core.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdint.h>
#include <stdlib.h>

#include "vs_vector.h"

void *
vs_grow (void *array, size_t *cap, size_t need, size_t elsize)
{
  if (need <= *cap && array != NULL)
    return array;
  size_t ncap = *cap ? *cap : 8;
  while (ncap < need)
    {
      if (ncap > SIZE_MAX / 2)
	return NULL;
      ncap *= 2;
    }
  if (ncap > SIZE_MAX / elsize)
    return NULL;
  void *p = realloc (array, ncap * elsize);
  if (p != NULL)
    *cap = ncap;
  return p;
}

int
vs_ivec_push (vs_ivec *vec, int x)
{
  int *v = vs_grow (vec->v, &vec->cap, vec->n + 1, sizeof *v);
  if (v == NULL)
    return -1;
  vec->v = v;
  vec->v[vec->n++] = x;
  return 0;
}

static int
cmp_int (const void *a, const void *b)
{
  int x = *(const int *) a, y = *(const int *) b;
  return (x > y) - (x < y);
}

void
vs_ivec_sort_unique (vs_ivec *vec)
{
  if (vec->n < 2)
    return;
  qsort (vec->v, vec->n, sizeof *vec->v, cmp_int);
  size_t k = 1;
  for (size_t i = 1; i < vec->n; i++)
    if (vec->v[i] != vec->v[k - 1])
      vec->v[k++] = vec->v[i];
  vec->n = k;
}

void
vs_ivec_free (vs_ivec *vec)
{
  free (vec->v);
  vec->v = NULL;
  vec->n = vec->cap = 0;
}
