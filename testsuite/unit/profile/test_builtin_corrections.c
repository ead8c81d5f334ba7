/* Unit tests of the built-in cost corrections (src/profile): which
   vendors a tuning serves, the safer percentage where several CPUs were
   measured, the rows a refined kind falls back to, and the table's
   own rows.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <string.h>

#include "builtin_corrections.h"
#include "unit_check.h"

/* Rows of made-up measurements.  */
static const struct vs_correction_row rows[] = {
  { "znver4", VS_PROFILE_GATHER, VS_ANY_VECTOR, 225, VS_VENDOR_AMD, "a Zen 4",
    "r1" },
  { "znver4", VS_PROFILE_GATHER, VS_ANY_VECTOR, 180, VS_VENDOR_AMD, "a Zen 5",
    "r2" },
  { "znver4", VS_PROFILE_SWEEP, VS_ANY_VECTOR, 27, VS_VENDOR_AMD, "a Zen 4",
    "r1" },
  { "sapphirerapids", VS_PROFILE_GATHER, VS_ANY_VECTOR, 90, VS_VENDOR_INTEL,
    "a Xeon", "r3" },
  /* An AMD measurement at an Intel tuning does not count there.  */
  { "sapphirerapids", VS_PROFILE_GATHER, VS_ANY_VECTOR, 300, VS_VENDOR_AMD,
    "a Zen 4", "r4" },
  { "generic", VS_PROFILE_GATHER, VS_ANY_VECTOR, 200, VS_VENDOR_AMD, "a Zen 5",
    "r5" },
  { "generic", VS_PROFILE_GATHER, VS_ANY_VECTOR, 120, VS_VENDOR_INTEL,
    "a Xeon", "r6" },
  { "generic", VS_PROFILE_MASKED_GATHER, VS_ANY_VECTOR, 80, VS_VENDOR_INTEL,
    "a Xeon", "r6" },
  { "generic", VS_PROFILE_SWEEP, VS_ANY_VECTOR, 25, VS_VENDOR_AMD, "a Zen 5",
    "r5" },
  { "generic", VS_PROFILE_SWEEP, VS_ANY_VECTOR, 40, VS_VENDOR_INTEL, "a Xeon",
    "r6" },
  { "generic", VS_PROFILE_INDEXED_LOAD, VS_ANY_VECTOR, 250, VS_VENDOR_AMD,
    "a Zen 5", "r5" },
  { "generic", VS_PROFILE_INDEXED_SCALAR_LOAD, VS_ANY_VECTOR, 70,
    VS_VENDOR_AMD, "a Zen 5", "r5" },
  { "haswell", VS_PROFILE_GATHER, VS_ANY_VECTOR, 175, VS_VENDOR_AMD, "a Zen 5",
    "r7" },
  /* A surcharge measured apart for 64-byte vectors.  */
  { "sapphirerapids", VS_PROFILE_INDEXED_LOAD, VS_ANY_VECTOR, 400,
    VS_VENDOR_INTEL, "a Xeon", "r8" },
  { "sapphirerapids", VS_PROFILE_INDEXED_LOAD, 64, 200, VS_VENDOR_INTEL,
    "a Xeon", "r8" },
  /* A group's reads measured at 32 bytes on Intel only.  */
  { "generic", VS_PROFILE_GROUPED_LOAD, 32, 1, VS_VENDOR_INTEL, "a Xeon",
    "r9" },
  { "sapphirerapids", VS_PROFILE_GROUPED_LOAD, 32, 5, VS_VENDOR_INTEL,
    "a Xeon", "r9" },
  /* Scatters: a price of 8-byte elements measured on Intel only.  */
  { "generic", VS_PROFILE_SCATTER, VS_ANY_VECTOR, 200, VS_VENDOR_AMD,
    "a Zen 5", "r10" },
  { "generic", VS_PROFILE_SCATTER, VS_ANY_VECTOR, 116, VS_VENDOR_INTEL,
    "a Xeon", "r10" },
  { "generic", VS_PROFILE_SCATTER_8_BYTE, VS_ANY_VECTOR, 80, VS_VENDOR_INTEL,
    "a Xeon", "r10" },
  /* The indexed-load surcharge's step: two AMD rows, none of Intel.  */
  { "haswell", VS_PROFILE_INDEXED_LOAD_STEP, VS_ANY_VECTOR, 100,
    VS_VENDOR_AMD, "a Zen 4", "r11" },
  { "haswell", VS_PROFILE_INDEXED_LOAD_STEP, VS_ANY_VECTOR, 40,
    VS_VENDOR_AMD, "a Zen 5", "r11" },
};

static int
sized (const char *tune, enum vs_profile_correction kind, unsigned bytes,
       int unmeasured)
{
  return vs_correction_percent (rows, sizeof rows / sizeof rows[0], tune,
				kind, bytes, unmeasured);
}

static int
percent (const char *tune, enum vs_profile_correction kind, int unmeasured)
{
  return sized (tune, kind, 32, unmeasured);
}

int
main (void)
{
  UNIT_CHECK (vs_tuning_vendors ("znver4") == VS_VENDOR_AMD
	      && vs_tuning_vendors ("znver5") == VS_VENDOR_AMD
	      && vs_tuning_vendors ("btver2") == VS_VENDOR_AMD,
	      "the znver, btver tunings serve AMD");
  UNIT_CHECK (vs_tuning_vendors ("sapphirerapids") == VS_VENDOR_INTEL
	      && vs_tuning_vendors ("skylake-avx512") == VS_VENDOR_INTEL
	      && vs_tuning_vendors ("rocketlake") == VS_VENDOR_INTEL
	      && vs_tuning_vendors ("alderlake") == VS_VENDOR_INTEL,
	      "Intel's CPUs' tunings serve Intel");
  UNIT_CHECK (vs_tuning_vendors ("generic") == VS_VENDORS_ALL
	      && vs_tuning_vendors ("intel") == VS_VENDORS_ALL
	      && vs_tuning_vendors ("haswell") == VS_VENDORS_ALL
	      && vs_tuning_vendors ("a-tuning-of-2030") == VS_VENDORS_ALL,
	      "generic, intel, haswell and unknown tunings serve both");

  UNIT_CHECK (vs_correction_rewrites_more (VS_PROFILE_GATHER)
	      && vs_correction_rewrites_more (VS_PROFILE_MASKED_SCATTER)
	      && vs_correction_rewrites_more (VS_PROFILE_EMULATED_GATHER)
	      && !vs_correction_rewrites_more (VS_PROFILE_SWEEP)
	      && !vs_correction_rewrites_more (VS_PROFILE_INDEXED_LOAD)
	      && !vs_correction_rewrites_more (VS_PROFILE_INDEXED_SCALAR_LOAD)
	      && !vs_correction_rewrites_more (VS_PROFILE_GROUPED_LOAD),
	      "gathers' and scatters' prices rewrite more as they grow, "
	      "sweeps and surcharges less");

  UNIT_CHECK (percent ("znver4", VS_PROFILE_GATHER, 100) == 180,
	      "two CPUs of a vendor: the safer gather price (the lower)");
  UNIT_CHECK (percent ("znver4", VS_PROFILE_SWEEP, 100) == 27,
	      "one row: its percentage");
  UNIT_CHECK (percent ("znver4", VS_PROFILE_SCATTER, 100) == 100,
	      "no row: the unmeasured percentage");
  UNIT_CHECK (percent ("znver4", VS_PROFILE_MASKED_GATHER, 100) == 180,
	      "masked gathers without a row of their own take the gathers'");
  UNIT_CHECK (percent ("sapphirerapids", VS_PROFILE_GATHER, 100) == 90,
	      "an Intel tuning takes the Intel rows only");

  UNIT_CHECK (percent ("generic", VS_PROFILE_GATHER, 100) == 120,
	      "generic: the lower of AMD's and Intel's gather prices");
  UNIT_CHECK (percent ("generic", VS_PROFILE_MASKED_GATHER, 100) == 80,
	      "generic: Intel's masked row against AMD's gather row");
  UNIT_CHECK (percent ("generic", VS_PROFILE_SWEEP, 100) == 40,
	      "generic: the higher of the sweeps' prices");
  UNIT_CHECK (percent ("generic", VS_PROFILE_INDEXED_LOAD, 400) == 400,
	      "generic: a vendor without a surcharge row stands for the "
	      "default");
  UNIT_CHECK (percent ("generic", VS_PROFILE_INDEXED_SCALAR_LOAD, 400)
	      == 400,
	      "generic: the scalar loads' surcharge falls back per vendor");
  UNIT_CHECK (percent ("haswell", VS_PROFILE_GATHER, 100) == 100,
	      "haswell: a vendor without a row keeps the tables' price");
  UNIT_CHECK (percent ("intel", VS_PROFILE_GATHER, 100) == 100,
	      "a tuning without rows keeps the tables' price");

  UNIT_CHECK (sized ("sapphirerapids", VS_PROFILE_INDEXED_LOAD, 64, 400)
	      == 200
	      && sized ("sapphirerapids", VS_PROFILE_INDEXED_LOAD, 32, 400)
		 == 400
	      && sized ("sapphirerapids", VS_PROFILE_INDEXED_SCALAR_LOAD, 64,
			400) == 200,
	      "a row of the vector size comes before the rows of every size");
  UNIT_CHECK (sized ("sapphirerapids", VS_PROFILE_GROUPED_LOAD, 32, 400)
	      == 5,
	      "a group's reads: their own row");
  UNIT_CHECK (sized ("sapphirerapids", VS_PROFILE_GROUPED_LOAD, 64, 400)
	      == 200,
	      "a group's reads without a row of the size: the scalar loads' "
	      "rows, then the gathers' (two steps)");
  UNIT_CHECK (sized ("generic", VS_PROFILE_GROUPED_LOAD, 32, 400) == 70,
	      "generic: Intel's grouped row against AMD's scalar loads' row");
  UNIT_CHECK (sized ("znver4", VS_PROFILE_GROUPED_LOAD, 32, 400) == 400,
	      "an AMD tuning without any surcharge row: the default");
  UNIT_CHECK (percent ("generic", VS_PROFILE_SCATTER_8_BYTE, 100) == 80
	      && percent ("generic", VS_PROFILE_SCATTER, 100) == 116,
	      "generic: Intel's 8-byte scatter row against AMD's scatter "
	      "row, and scatters of other sizes unchanged");
  UNIT_CHECK (percent ("znver4", VS_PROFILE_SCATTER_8_BYTE, 100) == 100
	      && vs_correction_rewrites_more (VS_PROFILE_SCATTER_8_BYTE),
	      "an 8-byte scatter without rows of its own or of scatters: "
	      "the unmeasured percentage");
  UNIT_CHECK (percent ("haswell", VS_PROFILE_INDEXED_LOAD_STEP, 0) == 100
	      && !vs_correction_rewrites_more (VS_PROFILE_INDEXED_LOAD_STEP),
	      "the surcharge's step: the larger of a vendor's rows, a vendor "
	      "without a row standing for none");
  UNIT_CHECK (percent ("skylake", VS_PROFILE_INDEXED_LOAD_STEP, 0) == 0
	      && percent ("znver4", VS_PROFILE_INDEXED_LOAD_STEP, 0) == 0,
	      "the surcharge's step: a tuning without rows has none (the step "
	      "refines no other kind)");
  UNIT_CHECK (vs_builtin_percent ("znver4", VS_PROFILE_INDEXED_LOAD, 64, 100)
	      == 300
	      && vs_builtin_percent ("znver4", VS_PROFILE_INDEXED_LOAD_STEP, 32,
				     0) == 100
	      && vs_builtin_percent ("znver4", VS_PROFILE_GROUPED_LOAD, 64, 100)
		 == 200
	      && vs_builtin_percent ("znver4", VS_PROFILE_INDEXED_SCALAR_LOAD,
				     32, 100) == 200,
	      "znver4: gathered reads at 300% and a step of 100%; grouped "
	      "and scalar reads at their own 200%");
  UNIT_CHECK (sized ("znver4", VS_PROFILE_GATHER, 64, 100) == 180
	      && sized ("znver4", VS_PROFILE_GATHER, 0, 100) == 180,
	      "rows of every size serve every size");

  int rows_ok = 1, kinds_ok = 1;
  for (size_t i = 0; i < vs_builtin_ncorrections; i++)
    {
      const struct vs_correction_row *r = &vs_builtin_corrections[i];
      rows_ok &= r->percent >= 1 && r->percent <= VS_PROFILE_PERCENT_MAX
		 && r->cpu && *r->cpu && r->report && *r->report;
      /* A row measured on one vendor's CPU at another vendor's
	 tuning would never count.  */
      rows_ok &= (vs_tuning_vendors (r->tune) & r->vendor) != 0;
      kinds_ok &= r->kind < VS_PROFILE_NCORRECTIONS
		  && (r->vector_bytes == 0 || r->vector_bytes == 16
		      || r->vector_bytes == 32 || r->vector_bytes == 64);
      for (size_t j = 0; j < i; j++)
	{
	  const struct vs_correction_row *o = &vs_builtin_corrections[j];
	  rows_ok &= !(o->kind == r->kind && o->vendor == r->vendor
		       && strcmp (o->tune, r->tune) == 0
		       && o->vector_bytes == r->vector_bytes
		       && strcmp (o->cpu, r->cpu) == 0);
	}
    }
  UNIT_CHECK (rows_ok && kinds_ok,
	      "every built-in row is a percentage with its CPU and report, "
	      "counts at its tuning, once per CPU");
  UNIT_CHECK (vs_builtin_percent ("znver4", VS_PROFILE_GATHER, 32, 100) == 225
	      && vs_builtin_percent ("znver3", VS_PROFILE_SCATTER, 64, 100)
		 == 250,
	      "the built-in AMD rows");
  return unit_finish ();
}
