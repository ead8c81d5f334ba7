/* The end of every kernel's main: print the result on stdout and the
   kernel's time on stderr, in the form bench/run.sh compares and reads.
   The repeat loop stays in main, so the kernel is called directly and
   only it is timed; the clock is stopped before anything is printed or
   summed:

     uint64_t t0 = bench_now_ns ();
     for (int r = 0; r < REPS; r++)
       kernel (N, x, y);
     uint64_t t1 = bench_now_ns ();

     bench_finish (t1 - t0, y, sizeof y,
		   "kernel n=%d reps=%d\n"
		   "y[0] %.1f\n", N, REPS, y[0]);

   Include it after bench_timer.h, or first: it includes bench_timer.h
   before any system header.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_BENCH_DRIVER_H
#define VSHAPE_BENCH_DRIVER_H

#include "bench_timer.h"

/* A kernel compiled as a library's function is, whose callers GCC does
   not see: noipa, so that GCC does not learn which arrays its arguments
   are (clang has no such attribute; noinline there).  */
#ifdef __clang__
#define BENCH_LIBRARY_FUNCTION __attribute__ ((noinline))
#else
#define BENCH_LIBRARY_FUNCTION __attribute__ ((noipa))
#endif

#include <inttypes.h>
#include <stdarg.h>
#include <stddef.h>

/* Prints FMT with AP on stdout (the title and sample lines, each ending
   in a newline), then "hash " and HASH in 16 hex digits, then NS as the
   "time_ns:" line on stderr (bench_report_ns).  */
static inline void
bench_vfinish_hash (uint64_t ns, uint64_t hash, const char *fmt,
		    va_list ap)
{
  vprintf (fmt, ap);
  printf ("hash %016" PRIx64 "\n", hash);
  bench_report_ns (ns);
}

/* bench_vfinish_hash with the arguments of FMT given inline, for a
   result of several arrays: HASH is then bench_hash_bytes chained over
   them, from BENCH_HASH_INIT.  */
__attribute__ ((format (printf, 3, 4))) static inline void
bench_finish_hash (uint64_t ns, uint64_t hash, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  bench_vfinish_hash (ns, hash, fmt, ap);
  va_end (ap);
}

/* The usual case, a result of one array: prints FMT and its arguments,
   the hash of the SIZE bytes at OUT, and the time NS, as
   bench_finish_hash does.  */
__attribute__ ((format (printf, 4, 5))) static inline void
bench_finish (uint64_t ns, const void *out, size_t size, const char *fmt,
	      ...)
{
  va_list ap;
  va_start (ap, fmt);
  bench_vfinish_hash (ns, bench_hash_bytes (BENCH_HASH_INIT, out, size),
		      fmt, ap);
  va_end (ap);
}

#endif /* VSHAPE_BENCH_DRIVER_H */
