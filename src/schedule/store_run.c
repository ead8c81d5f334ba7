/* The order of a run of adjacent vector stores (store_run.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "store_run.h"

enum vs_store_run_verdict
vs_store_run_decide (const struct vs_store_ref *refs, unsigned n,
		     unsigned *order)
{
  if (n < 2)
    return VS_STORE_RUN_SHORT;
  if (n > VS_STORE_RUN_MAX)
    return VS_STORE_RUN_TOO_LONG;

  /* Insertion sort of the indices by offset; N is small.  */
  unsigned sorted[VS_STORE_RUN_MAX];
  for (unsigned i = 0; i < n; i++)
    {
      unsigned j = i;
      while (j > 0 && refs[sorted[j - 1]].offset > refs[i].offset)
	{
	  sorted[j] = sorted[j - 1];
	  j--;
	}
      sorted[j] = i;
    }

  int ascending = 1;
  for (unsigned i = 0; i + 1 < n; i++)
    {
      const struct vs_store_ref *lo = &refs[sorted[i]];
      const struct vs_store_ref *hi = &refs[sorted[i + 1]];
      long long end = lo->offset + (long long) lo->size;
      if (hi->offset < end)
	return VS_STORE_RUN_OVERLAP;
      if (hi->offset > end)
	return VS_STORE_RUN_GAP;
      if (sorted[i] > sorted[i + 1])
	ascending = 0;
    }
  if (ascending)
    return VS_STORE_RUN_ASCENDING;
  for (unsigned i = 0; i < n; i++)
    order[i] = sorted[i];
  return VS_STORE_RUN_REORDER;
}

const char *
vs_store_run_verdict_text (enum vs_store_run_verdict verdict)
{
  switch (verdict)
    {
    case VS_STORE_RUN_REORDER:
      return "put in ascending address order";
    case VS_STORE_RUN_ASCENDING:
      return "already in ascending address order";
    case VS_STORE_RUN_SHORT:
      return "a single store";
    case VS_STORE_RUN_OVERLAP:
      return "two stores write a common byte";
    case VS_STORE_RUN_GAP:
      return "the stores leave a gap between them";
    case VS_STORE_RUN_TOO_LONG:
      return "too many stores in one run";
    }
  return "unknown";
}
