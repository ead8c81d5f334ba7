/* Runs of adjacent vector stores in a function's final RTL, put in
   ascending address order where the core (src/schedule/store_run.h)
   says so.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_STORE_RUNS_H
#define VSHAPE_STORE_RUNS_H

/* Put the runs of FUN's blocks in ascending address order; describe
   each run of two or more stores in DUMP (when not NULL).  Returns the
   number of runs reordered.  */
unsigned vshape_order_store_runs (function *fun, FILE *dump);

#endif
