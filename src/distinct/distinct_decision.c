/* Indexed read-modify-writes behind a runtime proof: the decision
   (distinct_decision.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "distinct_decision.h"

/* The largest window a check proves: the lanes of a 64-byte vector of
   bytes.  */
#define VS_DISTINCT_MAX_WINDOW 64

enum vs_distinct_verdict
vs_distinct_decide (const struct vs_distinct_loop *loop)
{
  if (loop->indexed_stores == 0)
    return VS_DISTINCT_NO_INDEXED_STORE;
  if (loop->calls)
    return VS_DISTINCT_CALL;
  if (loop->volatiles)
    return VS_DISTINCT_VOLATILE;
  if (loop->other_stores)
    return VS_DISTINCT_OTHER_STORE;
  if (!loop->countable)
    return VS_DISTINCT_UNCOUNTABLE;
  /* Distinct multiples of the stride keep each iteration's bytes apart
     only when no iteration reaches past one stride.  */
  if (loop->stride == 0 || loop->footprint == 0
      || loop->footprint > loop->stride)
    return VS_DISTINCT_FOOTPRINT;
  if (loop->unproven)
    return VS_DISTINCT_UNPROVEN;
  if (vs_distinct_window (loop) < 2)
    return VS_DISTINCT_NARROW_WINDOW;
  return VS_DISTINCT_YES;
}

unsigned
vs_distinct_window (const struct vs_distinct_loop *loop)
{
  if (loop->smallest_access == 0)
    return 0;
  unsigned w = loop->vector_bytes / loop->smallest_access;
  if (w > VS_DISTINCT_MAX_WINDOW)
    w = VS_DISTINCT_MAX_WINDOW;
  return w < 2 ? 0 : w;
}

/* Eight failing checks in a row, then one check in 57 entries: a loop
   whose lists all fail pays for less than 2% of its checks (on the AMD
   Zen 3 and Zen 4 a failing check cost 6% to 25% of the loop it
   guards).  */
struct vs_distinct_backoff
vs_distinct_backoff_policy (void)
{
  struct vs_distinct_backoff b = { 8, 56 };
  return b;
}

int
vs_distinct_check_due (const struct vs_distinct_backoff *b, unsigned misses)
{
  return misses < b->skip_after;
}

unsigned
vs_distinct_next_misses (const struct vs_distinct_backoff *b,
			 unsigned misses, int passed)
{
  if (passed)
    return 0;
  if (misses == b->skip_after + b->skips - 1)
    return b->skip_after - 1;
  return misses + 1;
}

const char *
vs_distinct_verdict_text (enum vs_distinct_verdict verdict)
{
  switch (verdict)
    {
    case VS_DISTINCT_YES:
      return "";
    case VS_DISTINCT_NO_INDEXED_STORE:
      return "no store through an index read from a list";
    case VS_DISTINCT_CALL:
      return "a call in the loop may read or write memory";
    case VS_DISTINCT_VOLATILE:
      return "a volatile access or an asm statement in the loop";
    case VS_DISTINCT_OTHER_STORE:
      return "the loop stores at an address the index does not give";
    case VS_DISTINCT_UNCOUNTABLE:
      return "the iteration count or the list's start is not known "
	     "before the loop";
    case VS_DISTINCT_FOOTPRINT:
      return "an iteration's accesses through the index reach past one "
	     "element of its stride";
    case VS_DISTINCT_UNPROVEN:
      return "another access may touch the stored elements";
    case VS_DISTINCT_NARROW_WINDOW:
      return "the target's vectors hold fewer than two of its accesses";
    }
  return "unknown";
}
