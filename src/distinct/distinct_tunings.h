/* Where the distinct copy is made by default (distinct=auto): at the
   tunings where it was measured to pay.

   A copy behind a check of its indices pays where the vectorized loop
   saves more than the check costs, and that depends on the CPU: an AMD
   Zen 4 ran a deposit's copy 1.5 to 1.9 times as fast as stock, an AMD
   Zen 3 0.86 to 0.95 times.  So each row says whether the copy won on
   one vendor's CPU at one tuning, and the rule of the built-in cost
   corrections (builtin_corrections.h) picks: code tuned for one
   vendor's CPUs counts that vendor's rows; code tuned for no one vendor
   (generic, haswell, x86-64-v2 to v4) counts every vendor's.  The copy
   is made by default only where each vendor counted has a row and
   every such row won; a tuning nobody measured keeps stock's loop.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_DISTINCT_TUNINGS_H
#define VSHAPE_DISTINCT_TUNINGS_H

#include <stddef.h>

#include "builtin_corrections.h"

/* One measurement of the copy: bench cell_deposit, lists that pass the
   check and lists that fail it, against stock's loop.  */
struct vs_distinct_tuning_row
{
  const char *tune;		/* GCC's name of the tuning (-mtune=) */
  enum vs_vendor vendor;	/* of the CPU measured */
  int wins;			/* faster where lists pass, and at least
				   0.98 of stock where they fail */
  const char *cpu;		/* that CPU, and the GCCs measured */
  const char *report;		/* the section of bench/RESULTS.md */
};

/* The rows, in no particular order.  */
extern const struct vs_distinct_tuning_row vs_distinct_tuning_rows[];
extern const size_t vs_distinct_ntuning_rows;

/* Whether distinct=auto makes the copy for code tuned for TUNE, by the
   built-in rows and the rule above.  */
int vs_distinct_auto_on (const char *tune);

/* The same, from the rows ROWS[0..N) (unit tests).  */
int vs_distinct_rows_on (const struct vs_distinct_tuning_row *rows, size_t n,
			 const char *tune);

#endif
