/* Where the distinct copy is made by default (distinct_tunings.h).
   Each row's numbers are told in bench/RESULTS.md under the section it
   names.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "distinct_tunings.h"

#include <string.h>

#define ZEN3 "AMD EPYC family 25 model 1 (Zen 3)"
#define ZEN4 "AMD EPYC family 25 model 17 (Zen 4)"
#define ZEN3_2026_11_30 \
  "2026-11-30 (sixteenth session): stores through an index behind a check"
#define ZEN4_2026_11_30 \
  "2026-11-30 (eighteenth session): the distinct check's backoff"
#define ZEN4_2026_11_30_AUTO \
  "2026-11-30 (nineteenth session): the copy by default where it paid"
#define ZEN4_2026_11_30_V4 \
  "2026-11-30 (seventeenth session): issue 55 on a CPU with AVX-512"
#define XEON_EMR "Intel Xeon family 6 model 207 (Emerald Rapids)"
#define XEON_EMR_2026_12_01 \
  "2026-12-01 (twenty-eighth session): the copy on an Intel Xeon"

const struct vs_distinct_tuning_row vs_distinct_tuning_rows[] = {
  { "znver4", VS_VENDOR_AMD, 1,
    ZEN4 ", GCC 14 and 16: lists that pass 1.45 to 1.94 times stock, "
    "lists that fail 0.990 to 0.996", ZEN4_2026_11_30 },
  { "znver5", VS_VENDOR_AMD, 1,
    ZEN4 " at -march=znver4 -mtune=znver5, GCC 14 and 16: lists that pass "
    "1.49 to 1.71, lists that fail 0.99", ZEN4_2026_11_30_AUTO },
  { "znver3", VS_VENDOR_AMD, 0,
    ZEN3 ", GCC 14 and 16: lists that pass 1.12 to 1.24, lists that fail "
    "0.75 (before the backoff)", ZEN3_2026_11_30 },
  { "haswell", VS_VENDOR_AMD, 0,
    ZEN3 ", GCC 14 and 16: lists that pass 0.86", ZEN3_2026_11_30 },
  { "haswell", VS_VENDOR_AMD, 1,
    ZEN4 ", GCC 14 and 16: lists that pass 1.46, lists that fail 0.996 "
    "to 0.998", ZEN4_2026_11_30 },
  { "generic", VS_VENDOR_AMD, 0,
    ZEN4 ", GCC 16 at x86-64-v4: the copy kept a scatter and was "
    "withdrawn, 1.00", ZEN4_2026_11_30_V4 },
  { "sapphirerapids", VS_VENDOR_INTEL, 1,
    XEON_EMR ", GCC 14 and 16, the copy's scatter emulated: lists that "
    "pass 1.13 to 1.31 times stock, lists that fail 0.99 to 1.00 "
    "(with a scatter instruction: 0.82)",
    XEON_EMR_2026_12_01 },
  { "haswell", VS_VENDOR_INTEL, 1,
    XEON_EMR ", GCC 16: lists that pass 1.58, lists that fail 1.01",
    XEON_EMR_2026_12_01 },
  { "generic", VS_VENDOR_INTEL, 0,
    XEON_EMR ", GCC 16 at x86-64-v3 and v4: lists that pass 1.22 to "
    "1.64, lists that fail 0.976 to 0.984", XEON_EMR_2026_12_01 },
};
const size_t vs_distinct_ntuning_rows
  = sizeof vs_distinct_tuning_rows / sizeof vs_distinct_tuning_rows[0];

int
vs_distinct_rows_on (const struct vs_distinct_tuning_row *rows, size_t n,
		     const char *tune)
{
  static const enum vs_vendor vendors[] = { VS_VENDOR_AMD, VS_VENDOR_INTEL };
  unsigned served = vs_tuning_vendors (tune);
  for (size_t v = 0; v < sizeof vendors / sizeof vendors[0]; v++)
    {
      if (!(served & vendors[v]))
	continue;
      int measured = 0;
      for (size_t i = 0; i < n; i++)
	if (rows[i].vendor == vendors[v] && strcmp (rows[i].tune, tune) == 0)
	  {
	    if (!rows[i].wins)
	      return 0;
	    measured = 1;
	  }
      if (!measured)
	return 0;
    }
  return 1;
}

int
vs_distinct_auto_on (const char *tune)
{
  return vs_distinct_rows_on (vs_distinct_tuning_rows,
			      vs_distinct_ntuning_rows, tune);
}
