/* Whether the data-dependent writes and reads of a small private should
   become predicated sweeps: h[i] op= v turns into, for every element b,
   h[b] = (b == i) ? h[b] op v : h[b], and a read h[i] into selects
   over h[0..N-1] (on the bits of i, or on the compares i == b of a
   write swept at the same i).  Each access of a sweep has a constant
   index, so under the SOA layout it is unit-stride and needs no scatter
   or gather; the price is up to N compares and blends per access, and N
   vectors live across the loop body.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SOA_SWEEP_H
#define VSHAPE_SOA_SWEEP_H

#include <stdbool.h>
#include <stdint.h>

/* Most element updates or selections (elements times accesses) one
   private's sweeps may take per lane.  */
#define VS_SOA_SWEEP_MAX_WORK 32
/* The same for writes where the target can scatter them instead: two
   writes swept over 16 bins ran at 0.84-0.91 of their scatters (make
   calibrate's sweep cases, AMD EPYC Zen 4, GCC 12 and 16), one write
   over 16 bins 1.3-3.9 times faster.  */
#define VS_SOA_SWEEP_MAX_WORK_SCATTERS 16

typedef struct vs_soa_sweep_query
{
  unsigned nelts;		/* elements of one lane's copy */
  unsigned writes;		/* data-dependent writes in the loop */
  unsigned updates;		/* those that fold their own read in
				   (h[i] = h[i] OP v) */
  bool target_scatters;		/* the vectorizer can scatter instead */
  unsigned vector_registers;	/* of the vectorizer's widest vectors */
  /* Costs for one vector of lanes, in the client's units, to compare a
     sweep with scatters.  */
  int64_t scatter_cost;		/* a write as a scatter */
  int64_t gather_cost;		/* an update's read as a gather */
  int64_t element_cost;		/* one element of a sweep: load, compare,
				   blend and store */
  int64_t op_cost;		/* an update's operation on one element */
  unsigned percent;		/* what a sweep measured, in percent of
				   its price from these (100: as priced) */
} vs_soa_sweep_query;

typedef enum vs_soa_sweep_why
{
  VS_SOA_SWEEP = 0,		/* sweep every write */
  VS_SOA_SWEEP_NOTHING,		/* nothing to sweep */
  VS_SOA_SWEEP_SCATTERS,	/* the scatters cost less: keep them */
  VS_SOA_SWEEP_GATHERS,		/* the gathers cost less: keep them */
  VS_SOA_SWEEP_REGISTERS,	/* the elements need over half the vector
				   registers */
  VS_SOA_SWEEP_WORK		/* more than VS_SOA_SWEEP_MAX_WORK
				   element updates (..._SCATTERS where the
				   target scatters) */
} vs_soa_sweep_why;

/* The decision for Q.  */
vs_soa_sweep_why vs_soa_sweep_decide (const vs_soa_sweep_query *q);

/* The costs the decision compares: every write swept, and (with
   scatters) every write kept.  */
int64_t vs_soa_sweep_cost (const vs_soa_sweep_query *q);
int64_t vs_soa_scatter_cost (const vs_soa_sweep_query *q);

/* The data-dependent reads of a private that remain once its writes
   are decided, each a gather unless swept.  */
typedef struct vs_soa_read_sweep_query
{
  unsigned nelts;		/* elements of one lane's copy */
  unsigned reads;		/* data-dependent reads in the loop */
  unsigned swept_writes;	/* writes being swept (their work counts) */
  unsigned vector_registers;
  unsigned loads;		/* elements all the reads' sweeps load; the
				   others are values the loop just stored */
  unsigned chained;		/* reads at a swept write's index, which
				   select on that write's compares; the
				   others test log2 N bits of their index */
  int64_t gather_cost;		/* a read as a gather */
  int64_t load_cost;		/* one element loaded */
  int64_t op_cost;		/* one select, or one operation of a test */
} vs_soa_read_sweep_query;

/* The decision for the reads of Q, and the costs it compares.  */
vs_soa_sweep_why vs_soa_sweep_reads_decide (const vs_soa_read_sweep_query *q);
int64_t vs_soa_read_sweep_cost (const vs_soa_read_sweep_query *q);
int64_t vs_soa_read_gather_cost (const vs_soa_read_sweep_query *q);

/* A short constant English text of WHY for the dump.  */
const char *vs_soa_sweep_why_text (vs_soa_sweep_why why);

#endif
