/* Unit tests of the tunings where distinct=auto makes the copy
   (src/distinct/distinct_tunings.h): the rule over hand-made rows, then
   the built-in rows.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <string.h>

#include "distinct_tunings.h"
#include "unit_check.h"

static const struct vs_distinct_tuning_row rows[] = {
  { "znver4", VS_VENDOR_AMD, 1, "a Zen 4", "" },
  { "haswell", VS_VENDOR_AMD, 1, "a Zen 4", "" },
  { "haswell", VS_VENDOR_INTEL, 1, "a Xeon", "" },
  { "znver3", VS_VENDOR_AMD, 1, "a Zen 4", "" },
  { "znver3", VS_VENDOR_AMD, 0, "a Zen 3", "" },
  { "generic", VS_VENDOR_AMD, 1, "a Zen 4", "" },
  { "sapphirerapids", VS_VENDOR_AMD, 1, "a Zen 4", "" },
};
#define NROWS (sizeof rows / sizeof rows[0])

int
main (void)
{
  UNIT_CHECK (vs_distinct_rows_on (rows, NROWS, "znver4"),
	      "one vendor's tuning, its CPU won: on");
  UNIT_CHECK (vs_distinct_rows_on (rows, NROWS, "haswell"),
	      "a tuning for any CPU, both vendors won: on");
  UNIT_CHECK (!vs_distinct_rows_on (rows, NROWS, "znver3"),
	      "one of the vendor's CPUs lost: off");
  UNIT_CHECK (!vs_distinct_rows_on (rows, NROWS, "generic"),
	      "a tuning for any CPU, one vendor unmeasured: off");
  UNIT_CHECK (!vs_distinct_rows_on (rows, NROWS, "sapphirerapids"),
	      "Intel's tuning, measured on an AMD CPU only: off");
  UNIT_CHECK (!vs_distinct_rows_on (rows, NROWS, "znver5"),
	      "a tuning without a row: off");

  UNIT_CHECK (vs_distinct_auto_on ("znver4") && vs_distinct_auto_on ("znver5"),
	      "built in: on at znver4 and znver5");
  UNIT_CHECK (!vs_distinct_auto_on ("znver3"),
	      "built in: off at znver3 (a Zen 3 lost where lists fail)");
  UNIT_CHECK (!vs_distinct_auto_on ("haswell"),
	      "built in: off at haswell (a Zen 3 lost, a Xeon won)");
  UNIT_CHECK (vs_distinct_auto_on ("sapphirerapids"),
	      "built in: on at sapphirerapids (a Xeon won)");
  UNIT_CHECK (!vs_distinct_auto_on ("generic")
	      && !vs_distinct_auto_on ("intel")
	      && !vs_distinct_auto_on ("graniterapids"),
	      "built in: off at generic, intel and graniterapids");
  int rows_ok = 1;
  for (size_t i = 0; i < vs_distinct_ntuning_rows; i++)
    rows_ok &= (vs_distinct_tuning_rows[i].cpu[0]
		&& vs_distinct_tuning_rows[i].report[0]);
  UNIT_CHECK (rows_ok, "every built-in row names its CPU and its report");
  return unit_failures != 0;
}
