/* The plugin's built-in cost corrections: what the project measured on
   its CPUs with make calibrate and the bench kernels, one row per
   tuning, kind and CPU, and the rule that picks a tuning's percentage
   from them.

   A correction is the percentage of the tuning tables' price that an
   operation really costs (the kinds of cost_profile.h: a calibration
   profile carries the same ones, measured on the user's CPU, and takes
   their place where it applies).

   The rule.  A row tells what one CPU of one vendor measured at one
   tuning.  Code tuned for a vendor's CPU (znver4; sapphirerapids) runs
   on that vendor's CPUs: only that vendor's rows count there.  Code
   tuned for no one vendor (generic, intel, x86-64-v2 to v4, and
   haswell, the usual tuning of AVX2 builds that run anywhere) runs on
   both: each vendor's rows count, and each decision must win on every
   CPU measured, so the percentage taken is the one that rewrites least
   (the safer one) and a vendor with no row stands for the tables'
   price.  Among several rows of one vendor the safer one counts too.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_BUILTIN_CORRECTIONS_H
#define VSHAPE_BUILTIN_CORRECTIONS_H

#include <stddef.h>

#include "cost_profile.h"

/* The vendors of the CPUs measured, as bits.  */
enum vs_vendor
{
  VS_VENDOR_AMD = 1,
  VS_VENDOR_INTEL = 2
};
#define VS_VENDORS_ALL (VS_VENDOR_AMD | VS_VENDOR_INTEL)

/* One measured correction.  */
struct vs_correction_row
{
  const char *tune;		/* GCC's name of the tuning (-mtune=) */
  enum vs_profile_correction kind;
  /* The vector size measured, in bytes (32: AVX2, 64: AVX-512), where
     the row holds for that size alone; VS_ANY_VECTOR for every size.  */
  unsigned vector_bytes;
  int percent;			/* 1 to VS_PROFILE_PERCENT_MAX */
  enum vs_vendor vendor;	/* of the CPU measured */
  const char *cpu;		/* that CPU, and the GCCs measured */
  const char *report;		/* the section of bench/RESULTS.md */
};
#define VS_ANY_VECTOR 0u

/* The rows, in no particular order.  */
extern const struct vs_correction_row vs_builtin_corrections[];
extern const size_t vs_builtin_ncorrections;

/* The vendors whose CPUs code tuned for TUNE is meant to run on:
   VS_VENDOR_AMD or VS_VENDOR_INTEL for a tuning of one vendor's CPUs,
   VS_VENDORS_ALL for any other.  */
unsigned vs_tuning_vendors (const char *tune);

/* Whether a larger percentage of KIND leads to more rewrites (the
   prices of gathers and scatters the rewrites replace), rather than to
   fewer (a sweep's price, an indexed read's surcharge).  */
int vs_correction_rewrites_more (enum vs_profile_correction kind);

/* The built-in percentage of KIND at TUNE for vectors of VECTOR_BYTES
   bytes by the rule above; UNMEASURED stands for a vendor without a row
   (100: the tables' price; a surcharge's default).  A vendor's rows of
   that vector size come first, then its rows of every size; a kind
   whose vendor has neither takes that vendor's rows of the kind it
   refines, and so on (masked-gather: gather; masked-scatter: scatter;
   grouped-load: indexed-scalar-load; indexed-scalar-load:
   indexed-load).  */
int vs_builtin_percent (const char *tune, enum vs_profile_correction kind,
			unsigned vector_bytes, int unmeasured);

/* The same, from the rows ROWS[0..N) instead of the built-in ones (unit
   tests).  */
int vs_correction_percent (const struct vs_correction_row *rows, size_t n,
			   const char *tune, enum vs_profile_correction kind,
			   unsigned vector_bytes, int unmeasured);

#endif
