/* The order of a run of adjacent vector stores.

   GCC's scheduler may emit the stores of one vector loop iteration in
   descending address order: the vector at p + 64 first, then the one
   at p.  Where the vectors are not aligned to the cache line, each
   store writes two lines, and a CPU may retire such stores much more
   slowly in descending order than in ascending order.  A run of stores
   at one base that tile a range without gap or overlap writes the same
   bytes in any order, so the client may put them in ascending address
   order.  The client describes the run; this decides.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_STORE_RUN_H
#define VSHAPE_STORE_RUN_H

/* One store of a run: its offset from the run's common base, and its
   width in bytes.  */
struct vs_store_ref
{
  long long offset;
  unsigned size;
};

/* What to do with a run.  */
enum vs_store_run_verdict
{
  VS_STORE_RUN_REORDER,		/* put in ascending order */
  VS_STORE_RUN_ASCENDING,	/* already in ascending order */
  VS_STORE_RUN_SHORT,		/* fewer than two stores */
  VS_STORE_RUN_OVERLAP,		/* two stores write a common byte */
  VS_STORE_RUN_GAP,		/* the stores leave a gap between them */
  VS_STORE_RUN_TOO_LONG		/* more stores than one decision takes */
};

/* The longest run one decision takes.  */
#define VS_STORE_RUN_MAX 16

/* Decide for the N stores REFS, in the order the code has them.  On
   VS_STORE_RUN_REORDER, ORDER[I] is the index in REFS of the store
   that comes I-th in ascending address order.  */
enum vs_store_run_verdict vs_store_run_decide (const struct vs_store_ref *refs,
					       unsigned n, unsigned *order);

/* A short phrase for VERDICT, for dumps.  */
const char *vs_store_run_verdict_text (enum vs_store_run_verdict verdict);

#endif
