/* The built-in cost corrections and the rule that picks one
   (builtin_corrections.h).  Each row's measurement, with its numbers,
   is told in bench/RESULTS.md under the section the row names and in
   its summary "The built-in corrections, row by row".

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "builtin_corrections.h"

#include <string.h>

#define ZEN3 "AMD EPYC family 25 model 1 (Zen 3)"
#define ZEN4 "AMD EPYC family 25 model 17 (Zen 4)"
#define ZEN5 "AMD EPYC family 26 model 2 (Zen 5)"
#define XEON_EMR "Intel Xeon family 6 model 207 (Emerald Rapids class)"
#define XEON_SPR \
  "Intel Xeon, AVX-512 FP16 and AMX, shown as family 6 model 167"
#define INTEL_2026_11_28 \
  "Intel Xeon, 2026-11-28: the built-in corrections for Intel"
#define INTEL_2026_11_28_SCATTER \
  "Intel Xeon, 2026-11-28 (third session): scatters of 8-byte pairs"
#define INTEL_2026_11_28_STORED \
  "Intel Xeon, 2026-11-28 (fourth session): branches that store what " \
  "they compute from what they load"
#define ZEN3_2026_11_29 \
  "2026-11-29 (ninth session): reads of predicated loops at znver3"
#define INTEL_2026_11_28_GROUPED \
  "Intel Xeon, 2026-11-28 (second session): grouped reads in predicated " \
  "loops"

const struct vs_correction_row vs_builtin_corrections[] = {
  /* Gather instructions, beside the loads and shuffles of a group.  */
  { "znver3", VS_PROFILE_GATHER, VS_ANY_VECTOR, 250, VS_VENDOR_AMD,
    ZEN4 ", GCC 12", "2026-11-23" },
  { "znver4", VS_PROFILE_GATHER, VS_ANY_VECTOR, 225, VS_VENDOR_AMD,
    ZEN4 ", GCC 14 and 16", "2026-11-25 (evening)" },
  { "znver5", VS_PROFILE_GATHER, VS_ANY_VECTOR, 225, VS_VENDOR_AMD,
    ZEN4 " at -mtune=znver5, GCC 16", "2026-11-25 (evening)" },
  { "haswell", VS_PROFILE_GATHER, VS_ANY_VECTOR, 175, VS_VENDOR_AMD,
    ZEN5 ", GCC 16", "2026-11-27 (third session)" },
  { "generic", VS_PROFILE_GATHER, VS_ANY_VECTOR, 200, VS_VENDOR_AMD,
    ZEN5 ", GCC 12 at x86-64-v3", "2026-11-27 (sixth session)" },
  { "generic", VS_PROFILE_GATHER, VS_ANY_VECTOR, 100, VS_VENDOR_INTEL,
    XEON_SPR " and " XEON_EMR ", GCC 12", INTEL_2026_11_28 },
  { "generic", VS_PROFILE_MASKED_GATHER, VS_ANY_VECTOR, 123, VS_VENDOR_INTEL,
    XEON_SPR " and " XEON_EMR ", GCC 12", INTEL_2026_11_28 },

  /* GCC's emulated gathers, beside a group's loads.  */
  { "znver4", VS_PROFILE_EMULATED_GATHER, VS_ANY_VECTOR, 125, VS_VENDOR_AMD,
    ZEN4 ", GCC 16", "2026-11-26 (seventh session): emulated gathers" },
  { "znver5", VS_PROFILE_EMULATED_GATHER, VS_ANY_VECTOR, 125, VS_VENDOR_AMD,
    ZEN4 "'s znver4 measurement",
    "2026-11-26 (seventh session): emulated "
    "gathers" },

  /* Scatter instructions, beside a group's stores.  */
  { "znver3", VS_PROFILE_SCATTER, VS_ANY_VECTOR, 250, VS_VENDOR_AMD,
    ZEN4 ", GCC 12", "2026-11-23" },
  { "znver4", VS_PROFILE_SCATTER, VS_ANY_VECTOR, 150, VS_VENDOR_AMD,
    ZEN4 ", GCC 14 and 16", "2026-11-25 (evening)" },
  { "znver5", VS_PROFILE_SCATTER, VS_ANY_VECTOR, 150, VS_VENDOR_AMD,
    ZEN4 " at -mtune=znver5, GCC 16", "2026-11-25 (evening)" },
  { "generic", VS_PROFILE_SCATTER, VS_ANY_VECTOR, 200, VS_VENDOR_AMD,
    ZEN5 ", GCC 16 at x86-64-v4", "2026-11-27 (sixth session)" },
  { "generic", VS_PROFILE_MASKED_SCATTER, VS_ANY_VECTOR, 300, VS_VENDOR_AMD,
    ZEN5 ", GCC 16 at x86-64-v4", "2026-11-27 (sixth session)" },
  { "generic", VS_PROFILE_SCATTER, VS_ANY_VECTOR, 116, VS_VENDOR_INTEL,
    XEON_SPR ", GCC 12", INTEL_2026_11_28 },
  { "generic", VS_PROFILE_MASKED_SCATTER, VS_ANY_VECTOR, 250, VS_VENDOR_INTEL,
    XEON_SPR ", GCC 12 and 16", INTEL_2026_11_28 },
  /* A pair of 8-byte elements rewritten into 16-byte lane stores ran
     1.01-1.02 of its scatters in calibrate and 0.945 in bench
     scatter_pairs (random blocks in L2); quads 1.39, float pairs 1.41.  */
  { "generic", VS_PROFILE_SCATTER_8_BYTE, VS_ANY_VECTOR, 80, VS_VENDOR_INTEL,
    XEON_SPR ", GCC 12 and 16: bench scatter_pairs", INTEL_2026_11_28_SCATTER },

  /* A SOA sweep of a private's writes, beside their scatters.  */
  { "znver3", VS_PROFILE_SWEEP, VS_ANY_VECTOR, 35, VS_VENDOR_AMD,
    ZEN4 ", GCC 12", "2026-11-26 (sixth session)" },
  { "znver4", VS_PROFILE_SWEEP, VS_ANY_VECTOR, 27, VS_VENDOR_AMD,
    ZEN4 ", GCC 16", "2026-11-26 (sixth session)" },
  { "znver5", VS_PROFILE_SWEEP, VS_ANY_VECTOR, 27, VS_VENDOR_AMD,
    ZEN4 "'s znver4 measurement", "2026-11-26 (sixth session)" },
  { "generic", VS_PROFILE_SWEEP, VS_ANY_VECTOR, 13, VS_VENDOR_AMD,
    ZEN5 ", GCC 16 at x86-64-v4", "2026-11-27 (sixth session)" },
  { "generic", VS_PROFILE_SWEEP, VS_ANY_VECTOR, 13, VS_VENDOR_INTEL,
    XEON_SPR " and " XEON_EMR ", GCC 12", INTEL_2026_11_28 },

  /* The surcharge of an element a predicated loop reads in a group or
     with scalar loads at znver4, measured with the reads in groups
     (guarded_cosine, 3.70 times as fast as stock at 200%).  */
  { "znver4", VS_PROFILE_INDEXED_SCALAR_LOAD, VS_ANY_VECTOR, 200,
    VS_VENDOR_AMD, ZEN4 ", GCC 16", "2026-11-26: guarded operations" },
  /* The surcharge of an element a predicated loop reads through an
     index with a gather instruction, in percent of a scalar load.  */
  /* Masked gathers of an omp simd loop's conditional reads, the gathers
     opened at znver4 (GCC 16), 64-byte / 32-byte vectors: one gathered
     table won 1.57-1.76 / 1.41-1.65 times vectorized (the check's
     breakpoint 388% / 316%), two lost 0.85 / 0.77 (244% / 203%), three
     0.70 / 0.60 (174% / 148%), four 0.65 / 0.57 (140% / 120%).  */
  { "znver4", VS_PROFILE_INDEXED_LOAD, VS_ANY_VECTOR, 300, VS_VENDOR_AMD,
    ZEN4 ", GCC 16", "2026-12-01 (twenty-sixth session)" },
  { "znver4", VS_PROFILE_INDEXED_LOAD_STEP, VS_ANY_VECTOR, 100,
    VS_VENDOR_AMD, ZEN4 ", GCC 16", "2026-12-01 (twenty-sixth session)" },
  { "znver5", VS_PROFILE_INDEXED_LOAD, VS_ANY_VECTOR, 200, VS_VENDOR_AMD,
    ZEN4 "'s znver4 measurement", "2026-11-26: guarded operations" },
  { "haswell", VS_PROFILE_INDEXED_LOAD, VS_ANY_VECTOR, 300, VS_VENDOR_AMD,
    ZEN5 ", GCC 12, 14 and 16", "2026-11-27 (third session)" },
  /* Zen 4 ran point_field (three lone gathers) at 0.8 of stock with the
     Zen 5's 300%; it stays scalar from 454% on.  A loop of one gathered
     read (branch_sums) won vectorized up to 328%, calibrate's of two up
     to 443%: 300% for the first, 100% more for each further one (the
     step below).  */
  { "haswell", VS_PROFILE_INDEXED_LOAD, VS_ANY_VECTOR, 300, VS_VENDOR_AMD,
    ZEN4 ", GCC 12, 14 and 16", "2026-11-30 (twenty-second session)" },
  { "haswell", VS_PROFILE_INDEXED_LOAD_STEP, VS_ANY_VECTOR, 100,
    VS_VENDOR_AMD, ZEN4 ", GCC 12, 14 and 16",
    "2026-11-30 (twenty-second session)" },
  { "generic", VS_PROFILE_INDEXED_LOAD, VS_ANY_VECTOR, 250, VS_VENDOR_AMD,
    ZEN5 ", GCC 12, 14 and 16 at x86-64-v3", "2026-11-27 (fifth session)" },
  { "generic", VS_PROFILE_INDEXED_LOAD, VS_ANY_VECTOR, 255, VS_VENDOR_INTEL,
    XEON_SPR " and " XEON_EMR ", GCC 12", INTEL_2026_11_28 },
  { "generic", VS_PROFILE_INDEXED_LOAD, 64, 1000, VS_VENDOR_INTEL,
    XEON_SPR ", GCC 12", INTEL_2026_11_28 },

  /* The same for an element read by a scalar load.  */
  { "haswell", VS_PROFILE_INDEXED_SCALAR_LOAD, VS_ANY_VECTOR, 200,
    VS_VENDOR_AMD, ZEN5 ", GCC 14", "2026-11-27 (fourth session)" },
  /* AMD's Zen 3 at its own tuning: point_field ran 1.38 to 1.65 times
     faster than stock vectorized under GCC 12, 13 and 16, make
     calibrate's loops reading one or two double tables before their
     branch 1.7 to 1.9 times; 50% let 16-byte float loops through that
     ran 0.93 to 1.09 times as fast as stock.  */
  { "znver3", VS_PROFILE_INDEXED_SCALAR_LOAD, VS_ANY_VECTOR, 150,
    VS_VENDOR_AMD, ZEN3 ", GCC 12, 13 and 16", ZEN3_2026_11_29 },
  { "generic", VS_PROFILE_INDEXED_SCALAR_LOAD, VS_ANY_VECTOR, 70,
    VS_VENDOR_AMD, ZEN5 ", GCC 14 to 16 at x86-64-v3",
    "2026-11-27 (fifth session)" },
  { "generic", VS_PROFILE_INDEXED_SCALAR_LOAD, 32, 200, VS_VENDOR_INTEL,
    XEON_EMR ", GCC 12", INTEL_2026_11_28 },
  { "generic", VS_PROFILE_INDEXED_SCALAR_LOAD, 64, 1000, VS_VENDOR_INTEL,
    XEON_EMR ", GCC 12", INTEL_2026_11_28 },

  /* Intel's Sapphire Rapids tuning (GCC 13 to 16 at -march=native on
     Sapphire and Emerald Rapids).  */
  { "sapphirerapids", VS_PROFILE_GATHER, VS_ANY_VECTOR, 96, VS_VENDOR_INTEL,
    XEON_SPR " and " XEON_EMR ", GCC 16", INTEL_2026_11_28 },
  { "sapphirerapids", VS_PROFILE_MASKED_GATHER, VS_ANY_VECTOR, 130,
    VS_VENDOR_INTEL, XEON_SPR " and " XEON_EMR ", GCC 16", INTEL_2026_11_28 },
  { "sapphirerapids", VS_PROFILE_SCATTER, VS_ANY_VECTOR, 60, VS_VENDOR_INTEL,
    XEON_SPR ", GCC 16: bench scatter_pairs", INTEL_2026_11_28 },
  { "sapphirerapids", VS_PROFILE_MASKED_SCATTER, VS_ANY_VECTOR, 110,
    VS_VENDOR_INTEL, XEON_SPR " and " XEON_EMR ", GCC 16", INTEL_2026_11_28 },
  { "sapphirerapids", VS_PROFILE_SWEEP, VS_ANY_VECTOR, 10, VS_VENDOR_INTEL,
    XEON_SPR " and " XEON_EMR ", GCC 16", INTEL_2026_11_28 },
  { "sapphirerapids", VS_PROFILE_INDEXED_LOAD, 32, 500, VS_VENDOR_INTEL,
    XEON_SPR " and " XEON_EMR ", GCC 16", INTEL_2026_11_28 },
  { "sapphirerapids", VS_PROFILE_INDEXED_LOAD, 64, 600, VS_VENDOR_INTEL,
    XEON_SPR ", GCC 16", INTEL_2026_11_28 },
  { "sapphirerapids", VS_PROFILE_INDEXED_SCALAR_LOAD, VS_ANY_VECTOR, 100,
    VS_VENDOR_INTEL, XEON_SPR ", GCC 16", INTEL_2026_11_28 },

  /* Intel's Rocket Lake tuning, which GCC 12 to 16 give -march=native
     on the Xeon that shows model 167.  */
  { "rocketlake", VS_PROFILE_GATHER, VS_ANY_VECTOR, 96, VS_VENDOR_INTEL,
    XEON_SPR ", GCC 12 and 16", INTEL_2026_11_28 },
  { "rocketlake", VS_PROFILE_MASKED_GATHER, VS_ANY_VECTOR, 110,
    VS_VENDOR_INTEL, XEON_SPR ", GCC 12 and 16", INTEL_2026_11_28 },
  { "rocketlake", VS_PROFILE_SCATTER, VS_ANY_VECTOR, 60, VS_VENDOR_INTEL,
    XEON_SPR ", GCC 16: bench scatter_pairs", INTEL_2026_11_28 },
  { "rocketlake", VS_PROFILE_MASKED_SCATTER, VS_ANY_VECTOR, 110,
    VS_VENDOR_INTEL, XEON_SPR ", GCC 12 and 16", INTEL_2026_11_28 },
  { "rocketlake", VS_PROFILE_SWEEP, VS_ANY_VECTOR, 9, VS_VENDOR_INTEL,
    XEON_SPR ", GCC 12 and 16", INTEL_2026_11_28 },
  { "rocketlake", VS_PROFILE_INDEXED_LOAD, VS_ANY_VECTOR, 1000,
    VS_VENDOR_INTEL, XEON_SPR ", GCC 12", INTEL_2026_11_28 },
  { "rocketlake", VS_PROFILE_INDEXED_SCALAR_LOAD, VS_ANY_VECTOR, 100,
    VS_VENDOR_INTEL, XEON_SPR ", GCC 16", INTEL_2026_11_28 },

  /* Intel's server tunings before Sapphire Rapids, measured on the
     model 167 Xeon: a predicated loop reading through a group's loads
     (guarded_cosine, GCC 16: 4.8 times faster than stock vectorized,
     held scalar at four loads a read).  */
  { "skylake-avx512", VS_PROFILE_INDEXED_SCALAR_LOAD, VS_ANY_VECTOR, 100,
    VS_VENDOR_INTEL, XEON_SPR " at -mtune=skylake-avx512, GCC 16",
    INTEL_2026_11_28 },
  { "icelake-server", VS_PROFILE_INDEXED_SCALAR_LOAD, VS_ANY_VECTOR, 100,
    VS_VENDOR_INTEL, XEON_SPR " at -mtune=icelake-server, GCC 16",
    INTEL_2026_11_28 },

  /* The surcharge of an element a VLS group reads, in percent of a
     scalar load, at 32 bytes on Intel: a predicated loop whose indexed
     reads are all in groups (bench edge_flux, guarded_cosine) ran 1.4
     to 5 times faster vectorized at these tunings, whose 64-byte loops
     ran 0.9 of the 32-byte ones.  */
  { "generic", VS_PROFILE_GROUPED_LOAD, 32, 1, VS_VENDOR_INTEL,
    XEON_SPR ", GCC 12 and 16", INTEL_2026_11_28_GROUPED },
  { "alderlake", VS_PROFILE_GROUPED_LOAD, 32, 1, VS_VENDOR_INTEL,
    XEON_SPR " at -mtune=alderlake, GCC 16", INTEL_2026_11_28_GROUPED },
  { "skylake", VS_PROFILE_GROUPED_LOAD, 32, 1, VS_VENDOR_INTEL,
    XEON_SPR " at -mtune=skylake, GCC 12 and 16",
    INTEL_2026_11_28_GROUPED },
  { "skylake-avx512", VS_PROFILE_GROUPED_LOAD, 32, 1, VS_VENDOR_INTEL,
    XEON_SPR " at -mtune=skylake-avx512, GCC 12 and 16",
    INTEL_2026_11_28_GROUPED },
  { "icelake-server", VS_PROFILE_GROUPED_LOAD, 32, 1, VS_VENDOR_INTEL,
    XEON_SPR " at -mtune=icelake-server, GCC 12 and 16",
    INTEL_2026_11_28_GROUPED },
  { "sapphirerapids", VS_PROFILE_GROUPED_LOAD, 32, 1, VS_VENDOR_INTEL,
    XEON_SPR ", GCC 16", INTEL_2026_11_28_GROUPED },
  { "rocketlake", VS_PROFILE_GROUPED_LOAD, 32, 1, VS_VENDOR_INTEL,
    XEON_SPR ", GCC 12 and 16", INTEL_2026_11_28_GROUPED },
  { "haswell", VS_PROFILE_GROUPED_LOAD, 32, 1, VS_VENDOR_INTEL,
    XEON_SPR " at -mtune=haswell, GCC 16", INTEL_2026_11_28_GROUPED },
  /* The same on AMD's Zen 3 at its own tuning: edge_flux and
     guarded_cosine ran 2.2 to 3.2 times faster than stock vectorized,
     held scalar at four loads a read.  (GCC 12 tunes Zen 4 as znver3
     too; not measured there.)  */
  { "znver3", VS_PROFILE_GROUPED_LOAD, 32, 1, VS_VENDOR_AMD,
    ZEN3 ", GCC 12 and 16", ZEN3_2026_11_29 },

  /* The Haswell tuning measured on an Intel CPU: the AMD rows above
     hold for the same tuning on AMD's CPUs.  */
  { "haswell", VS_PROFILE_GATHER, VS_ANY_VECTOR, 100, VS_VENDOR_INTEL,
    XEON_SPR ", GCC 12", INTEL_2026_11_28 },
  { "haswell", VS_PROFILE_INDEXED_LOAD, 32, 210, VS_VENDOR_INTEL,
    XEON_SPR ", GCC 12", INTEL_2026_11_28 },
  { "skylake", VS_PROFILE_INDEXED_LOAD, 32, 50, VS_VENDOR_INTEL,
    XEON_SPR " at -mtune=skylake, GCC 12", INTEL_2026_11_28_STORED },
};

const size_t vs_builtin_ncorrections
  = sizeof vs_builtin_corrections / sizeof vs_builtin_corrections[0];

/* The tunings of one vendor's CPUs, by GCC's names (processor_names);
   the AMD ones by prefix.  haswell and intel are not among them: code
   built for -march=haswell is the AVX2 code users ship to any CPU, and
   GCC's intel tuning stands for Intel's CPUs old and new, as generic
   does for all.  */
static const char *const amd_prefixes[] = { "znver", "bdver", "btver",
					    "amdfam10", "k8", "athlon",
					    "geode", "k6" };
static const char *const intel_tunings[] = {
  "nocona", "core2", "nehalem", "sandybridge", "bonnell", "silvermont",
  "goldmont", "goldmont-plus", "tremont", "sierraforest", "grandridge",
  "clearwaterforest", "knl", "knm", "skylake", "skylake-avx512",
  "cannonlake", "icelake-client", "icelake-server", "cascadelake",
  "tigerlake", "cooperlake", "sapphirerapids", "alderlake", "rocketlake",
  "graniterapids", "graniterapids-d", "arrowlake", "arrowlake-s",
  "pantherlake", "diamondrapids", "novalake", "pentium4", "lakemont",
  "pentiumpro", "pentium", "i486", "i386"
};

unsigned
vs_tuning_vendors (const char *tune)
{
  for (size_t i = 0; i < sizeof amd_prefixes / sizeof amd_prefixes[0]; i++)
    if (strncmp (tune, amd_prefixes[i], strlen (amd_prefixes[i])) == 0)
      return VS_VENDOR_AMD;
  for (size_t i = 0; i < sizeof intel_tunings / sizeof intel_tunings[0]; i++)
    if (strcmp (tune, intel_tunings[i]) == 0)
      return VS_VENDOR_INTEL;
  return VS_VENDORS_ALL;
}

int
vs_correction_rewrites_more (enum vs_profile_correction kind)
{
  return kind != VS_PROFILE_SWEEP && kind != VS_PROFILE_INDEXED_LOAD
	 && kind != VS_PROFILE_INDEXED_SCALAR_LOAD
	 && kind != VS_PROFILE_GROUPED_LOAD
	 && kind != VS_PROFILE_INDEXED_LOAD_STEP;
}

/* The safer of percentages A and B of KIND: the one that rewrites
   less.  */
static int
safer (enum vs_profile_correction kind, int a, int b)
{
  if (vs_correction_rewrites_more (kind))
    return a < b ? a : b;
  return a > b ? a : b;
}

/* The kind KIND refines, whose rows stand in where KIND has none, or
   KIND itself.  */
static enum vs_profile_correction
refined (enum vs_profile_correction kind)
{
  switch (kind)
    {
    case VS_PROFILE_MASKED_GATHER:
      return VS_PROFILE_GATHER;
    case VS_PROFILE_MASKED_SCATTER:
      return VS_PROFILE_SCATTER;
    case VS_PROFILE_INDEXED_SCALAR_LOAD:
      return VS_PROFILE_INDEXED_LOAD;
    case VS_PROFILE_GROUPED_LOAD:
      return VS_PROFILE_INDEXED_SCALAR_LOAD;
    case VS_PROFILE_SCATTER_8_BYTE:
      return VS_PROFILE_SCATTER;
    default:
      return kind;
    }
}

/* The safer of the percentages of KIND that VENDOR's rows among
   ROWS[0..N) give TUNE for vectors of exactly VECTOR_BYTES bytes (0:
   the rows of every size), or 0 without any.  */
static int
sized_rows (const struct vs_correction_row *rows, size_t n,
	    const char *tune, enum vs_profile_correction kind,
	    enum vs_vendor vendor, unsigned vector_bytes)
{
  int percent = 0;
  for (size_t i = 0; i < n; i++)
    if (rows[i].kind == kind && rows[i].vendor == vendor
	&& rows[i].vector_bytes == vector_bytes
	&& strcmp (rows[i].tune, tune) == 0)
      percent = percent ? safer (kind, percent, rows[i].percent)
			: rows[i].percent;
  return percent;
}

/* VENDOR's percentage of KIND at TUNE for vectors of VECTOR_BYTES
   bytes: its rows of that size, else of every size; 0 without any.  */
static int
vendor_rows (const struct vs_correction_row *rows, size_t n,
	     const char *tune, enum vs_profile_correction kind,
	     enum vs_vendor vendor, unsigned vector_bytes)
{
  int percent = 0;
  if (vector_bytes)
    percent = sized_rows (rows, n, tune, kind, vendor, vector_bytes);
  return percent ? percent : sized_rows (rows, n, tune, kind, vendor, 0);
}

int
vs_correction_percent (const struct vs_correction_row *rows, size_t n,
		       const char *tune, enum vs_profile_correction kind,
		       unsigned vector_bytes, int unmeasured)
{
  static const enum vs_vendor vendors[] = { VS_VENDOR_AMD, VS_VENDOR_INTEL };
  unsigned served = vs_tuning_vendors (tune);
  int percent = 0;
  for (size_t v = 0; v < sizeof vendors / sizeof vendors[0]; v++)
    {
      if (!(served & vendors[v]))
	continue;
      int own = vendor_rows (rows, n, tune, kind, vendors[v], vector_bytes);
      for (enum vs_profile_correction k = kind; !own && refined (k) != k;)
	{
	  k = refined (k);
	  own = vendor_rows (rows, n, tune, k, vendors[v], vector_bytes);
	}
      if (!own)
	own = unmeasured;
      percent = percent ? safer (kind, percent, own) : own;
    }
  return percent;
}

int
vs_builtin_percent (const char *tune, enum vs_profile_correction kind,
		    unsigned vector_bytes, int unmeasured)
{
  return vs_correction_percent (vs_builtin_corrections,
				vs_builtin_ncorrections, tune, kind,
				vector_bytes, unmeasured);
}
