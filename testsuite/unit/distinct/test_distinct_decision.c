/* Unit tests of the distinct-index decision (src/distinct): which loops
   get a copy behind a check of their indices, its window, and why not.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <string.h>

#include "distinct_decision.h"
#include "unit_check.h"

/* A half neighbour list's force loop at AVX2: three doubles of f[j]
   read and written through j * 24, x[j] and the lists proven apart,
   int indices the narrowest access.  */
static struct vs_distinct_loop
half_list (void)
{
  struct vs_distinct_loop l;
  memset (&l, 0, sizeof l);
  l.indexed_stores = 3;
  l.countable = 1;
  l.footprint = 24;
  l.stride = 24;
  l.smallest_access = 4;
  l.vector_bytes = 32;
  return l;
}

/* Runs ENTRIES entries of a loop under the policy's backoff, the lists
   of entries FIRST_PASS and after distinct, and returns how many checks
   ran; *FIRST_COPY gets the first entry that took the copy (ENTRIES if
   none).  */
static unsigned
checks_run (unsigned entries, unsigned first_pass, unsigned *first_copy)
{
  struct vs_distinct_backoff b = vs_distinct_backoff_policy ();
  unsigned misses = 0, checks = 0;
  *first_copy = entries;
  for (unsigned e = 0; e < entries; e++)
    {
      int due = vs_distinct_check_due (&b, misses);
      int passed = due && e >= first_pass;
      checks += due;
      if (passed && *first_copy == entries)
	*first_copy = e;
      misses = vs_distinct_next_misses (&b, misses, passed);
    }
  return checks;
}

int
main (void)
{
  struct vs_distinct_loop l = half_list ();
  UNIT_CHECK (vs_distinct_decide (&l) == VS_DISTINCT_YES
	      && vs_distinct_window (&l) == 8,
	      "a half list at AVX2: a copy with a window of 8");
  l.vector_bytes = 64;
  UNIT_CHECK (vs_distinct_window (&l) == 16, "AVX-512: a window of 16");
  l.smallest_access = 1;
  UNIT_CHECK (vs_distinct_window (&l) == 64, "bytes at 64: the window's cap");
  l.smallest_access = 8;
  l.vector_bytes = 16;
  UNIT_CHECK (vs_distinct_window (&l) == 2, "doubles in SSE: two lanes");
  l.vector_bytes = 8;
  UNIT_CHECK (vs_distinct_window (&l) == 0
	      && vs_distinct_decide (&l) == VS_DISTINCT_NARROW_WINDOW,
	      "no vector of two accesses: no copy");

  l = half_list ();
  l.indexed_stores = 0;
  UNIT_CHECK (vs_distinct_decide (&l) == VS_DISTINCT_NO_INDEXED_STORE,
	      "nothing stored through an index: nothing to do");
  l = half_list ();
  l.calls = 1;
  UNIT_CHECK (vs_distinct_decide (&l) == VS_DISTINCT_CALL
	      && strstr (vs_distinct_verdict_text (VS_DISTINCT_CALL), "call"),
	      "a call blocks, and the reason says so");
  l = half_list ();
  l.volatiles = 1;
  UNIT_CHECK (vs_distinct_decide (&l) == VS_DISTINCT_VOLATILE,
	      "a volatile access blocks");
  l = half_list ();
  l.other_stores = 1;
  UNIT_CHECK (vs_distinct_decide (&l) == VS_DISTINCT_OTHER_STORE,
	      "a store through another address blocks");
  l = half_list ();
  l.countable = 0;
  UNIT_CHECK (vs_distinct_decide (&l) == VS_DISTINCT_UNCOUNTABLE,
	      "an unknown iteration count blocks");
  l = half_list ();
  l.footprint = 32;
  UNIT_CHECK (vs_distinct_decide (&l) == VS_DISTINCT_FOOTPRINT,
	      "an iteration reaching into the next element blocks");
  l = half_list ();
  l.stride = 0;
  UNIT_CHECK (vs_distinct_decide (&l) == VS_DISTINCT_FOOTPRINT,
	      "an index of unknown stride blocks");
  l = half_list ();
  l.footprint = 8;
  UNIT_CHECK (vs_distinct_decide (&l) == VS_DISTINCT_YES,
	      "one coordinate of three stored: a copy");
  l = half_list ();
  l.unproven = 1;
  UNIT_CHECK (vs_distinct_decide (&l) == VS_DISTINCT_UNPROVEN
	      && strstr (vs_distinct_verdict_text (VS_DISTINCT_UNPROVEN),
			 "touch"),
	      "an access that may alias the stores blocks");
  UNIT_CHECK (*vs_distinct_verdict_text (VS_DISTINCT_YES) == 0,
	      "yes has no reason");

  unsigned first;
  UNIT_CHECK (checks_run (1000, 0, &first) == 1000 && first == 0,
	      "lists that pass: every entry checks and takes the copy");
  UNIT_CHECK (checks_run (6400, 6400, &first) == 8 + 112 && first == 6400,
	      "lists that fail: 8 checks, then one in 57 entries");
  UNIT_CHECK (checks_run (1000, 20, &first) == 8 + 1000 - 64 && first == 64,
	      "lists that pass after 20 failing: found at the next probe, "
	      "then checked every entry");
  UNIT_CHECK (checks_run (1000, 5, &first) == 1000 && first == 5,
	      "fewer than 8 failing lists: no entry skips its check");
  return unit_failures != 0;
}
