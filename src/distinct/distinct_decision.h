/* Indexed read-modify-writes behind a runtime proof: whether a loop
   whose stores go through an index read from a list may get a copy
   that the vectorizer treats as free of dependences between any W
   consecutive iterations, entered when a check before the loop finds
   the index values of every W consecutive iterations distinct.

   A half neighbour list's force loop, f[list[k]] -= ..., is the case in
   mind: GCC cannot prove that two iterations never update the same
   element, so it refuses the loop, although the lists of most particle
   codes never repeat an index.  The copy is sound when each iteration's
   stores (and the loads that may touch them) lie within one element of
   the index's stride, so that distinct indices mean disjoint bytes, and
   every other access is proven apart from the stores.  The client
   describes the loop; this decides, and sizes the window.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_DISTINCT_DECISION_H
#define VSHAPE_DISTINCT_DECISION_H

/* What a loop holds, as the client counts it.  */
struct vs_distinct_loop
{
  unsigned calls;		/* calls that may read or write memory */
  unsigned volatiles;		/* volatile accesses, asm statements */
  unsigned indexed_stores;	/* stores at an invariant base plus a key
				   computed from a value the loop reads
				   from a list at a constant step */
  unsigned other_stores;	/* stores at any other address, or through
				   a second key */
  int countable;		/* the iteration count is known before the
				   loop, and so is the list's start */
  unsigned footprint;		/* bytes from the lowest to the end of the
				   highest access one iteration makes
				   through the key */
  unsigned stride;		/* bytes the key's values are multiples
				   of (0: unknown) */
  unsigned unproven;		/* other accesses the alias oracle cannot
				   keep apart from the stores */
  unsigned smallest_access;	/* bytes of the loop's narrowest access */
  unsigned vector_bytes;	/* bytes of the widest vector the
				   vectorizer may use for the copy */
};

/* Why a loop keeps stock's code alone, or VS_DISTINCT_YES.  */
enum vs_distinct_verdict
{
  VS_DISTINCT_YES,
  VS_DISTINCT_NO_INDEXED_STORE,
  VS_DISTINCT_CALL,
  VS_DISTINCT_VOLATILE,
  VS_DISTINCT_OTHER_STORE,
  VS_DISTINCT_UNCOUNTABLE,
  VS_DISTINCT_FOOTPRINT,
  VS_DISTINCT_UNPROVEN,
  VS_DISTINCT_NARROW_WINDOW
};

/* The verdict for LOOP.  */
enum vs_distinct_verdict vs_distinct_decide (const struct vs_distinct_loop *loop);

/* The window W the check proves and the copy may assume: the most
   iterations one vector step of the copy may hold (the widest vector
   over the narrowest access), at most 64; 0 when the target has no
   vector of two such accesses.  */
unsigned vs_distinct_window (const struct vs_distinct_loop *loop);

/* The check's backoff.  A counter per copy says whether an entry of
   the loop runs the check: below SKIP_AFTER it does, and it holds how
   many entries in a row failed their check; from SKIP_AFTER on, the
   entry skips the check and runs stock's loop, the counter counting
   the SKIPS skipped entries before it drops back to SKIP_AFTER - 1, so
   that the next entry runs the check again (a probe).  A check that
   passes sets it to zero.  Lists that keep failing the check (a
   histogram's real collisions) then pay for one check in SKIPS + 1
   entries, and a loop whose lists become distinct again finds out
   within SKIPS + 1 entries.  The counter only decides whether a check
   runs: the copy is entered only where its check passed.  */
struct vs_distinct_backoff
{
  unsigned skip_after;		/* failing checks in a row before skips */
  unsigned skips;		/* entries skipped between two probes */
};

/* The backoff the client emits.  */
struct vs_distinct_backoff vs_distinct_backoff_policy (void);

/* Whether an entry whose counter is MISSES runs the check under B.  */
int vs_distinct_check_due (const struct vs_distinct_backoff *b,
			   unsigned misses);

/* The counter under B after an entry whose counter was MISSES: its
   check ran and passed (PASSED), ran and failed, or was skipped.  */
unsigned vs_distinct_next_misses (const struct vs_distinct_backoff *b,
				  unsigned misses, int passed);

/* A short text for VERDICT, for dumps and remarks ("" for yes).  */
const char *vs_distinct_verdict_text (enum vs_distinct_verdict verdict);

#endif
