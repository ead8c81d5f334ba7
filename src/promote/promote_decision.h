/* Accumulators kept in memory: whether a loop's sums into memory
   locations may live in registers, behind checks that no other access
   of the loop touches them.

   A loop such as y[i] += a[k] * x[col[k]] stores y[i] at every
   iteration (and loads it, where GCC cannot carry the value) when
   nothing proves that a[k] or x[col[k]] never is y[i].  The locations
   can be kept in registers and stored once at the exit if the reads
   that may touch them are checked: the range a read covers over the
   whole loop, where its address does not change or steps by a constant,
   once before the loop; the others at each iteration.  A promoted loop
   whose check finds an overlap leaves its registers and runs stock's
   loop from its start: it stored nothing and called nothing before its
   exit, so memory is as it found it.  The client describes the loop;
   this decides.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PROMOTE_DECISION_H
#define VSHAPE_PROMOTE_DECISION_H

/* What a loop holds, as the client counts it.  */
struct vs_promote_loop
{
  unsigned calls;		/* calls that may read or write memory */
  unsigned volatiles;		/* volatile accesses, asm statements */
  unsigned locations;		/* locations stored at addresses the loop
				   does not change */
  int one_base;			/* all of them at constant offsets from
				   one base */
  unsigned other_stores;	/* stores to anything else */
  int in_one_block;		/* their loads and stores are in one block
				   that every iteration runs before the
				   exit */
  int loaded;			/* the loop loads one of them: its value
				   goes through memory */
  unsigned stores;		/* their stores at each iteration */
  unsigned uncheckable;		/* reads that may touch them, at addresses
				   no check can take */
  unsigned ranges_before;	/* ranges of reads checked before the
				   loop */
  unsigned ranges_in_loop;	/* ranges checked at each iteration */
  int nest_checkable;		/* the locations and every read that may
				   touch them have a range over the
				   enclosing loop too, counted before it:
				   they step by constants in both loops, or
				   come through an index array the nest
				   reads at a constant step and does not
				   store to */
  unsigned stored_products;	/* stores of a product to them, where
				   products may be fused into sums: GCC
				   fuses a product whose every use is a sum,
				   so without the store the promoted loop
				   could fuse one that stock's loop rounds */
  unsigned ranges_indexed;	/* of those ranges, the ones an index
				   bounds (a loop before the nest finds
				   their smallest and largest address) */
};

/* Why a loop keeps its locations in memory, or VS_PROMOTE_YES.  */
enum vs_promote_verdict
{
  VS_PROMOTE_YES,
  VS_PROMOTE_NO_CANDIDATE,
  VS_PROMOTE_CALL,
  VS_PROMOTE_VOLATILE,
  VS_PROMOTE_OTHER_STORE,
  VS_PROMOTE_BASES,
  VS_PROMOTE_SPREAD,
  VS_PROMOTE_UNCHECKABLE,
  VS_PROMOTE_STORED_PRODUCT,
  VS_PROMOTE_NOTHING_TO_CHECK,
  VS_PROMOTE_TOO_MANY_CHECKS,
  VS_PROMOTE_NOT_WORTH
};

/* At most this many ranges checked at each iteration.  */
#define VS_PROMOTE_MAX_CHECKS_IN_LOOP 2

/* Decide for LOOP.  A loop whose every read GCC proves apart from the
   locations is GCC's own store motion's to do
   (VS_PROMOTE_NOTHING_TO_CHECK).  Where GCC carries the value in a
   register already (no load of it in the loop), a check at each
   iteration must save at least two stores: a sparse row product that
   saved one store for each of two checks ran 1.8 times slower on an
   Intel Xeon (bench/RESULTS.md).  */
enum vs_promote_verdict vs_promote_decide (const struct vs_promote_loop *loop);

/* Whether LOOP's checks go before its enclosing loop, over every
   iteration of both, rather than before each run of LOOP and at each
   of its iterations: wherever the client can check every range over
   the nest.  A FIR filter's tap loop, 63 taps a run, ran 1.07 to 1.15
   times slower than the same source with the sum in a local when each
   run paid its checks; an element loop summing into a node's row ran
   1.21 times slower with a check of the node it reads through an index
   at each iteration, and 1.02 times with one loop over the element's
   nodes before the nest (bench/RESULTS.md).  The loops an index needs
   cost one iteration per index, where the checks they replace cost one
   per iteration of the nest.  */
int vs_promote_check_before_nest (const struct vs_promote_loop *loop);

/* The reason VERDICT names, for dumps and remarks ("" for
   VS_PROMOTE_YES).  */
const char *vs_promote_verdict_text (enum vs_promote_verdict verdict);

#endif
