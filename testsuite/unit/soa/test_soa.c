/* Unit tests of the SOA shapes (conversion table, AOS shapes, printing),
   of the SOA verdict (escape, profitability, dump text) and of the sweep
   decision.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <string.h>

#include "soa_decision.h"
#include "soa_shape.h"
#include "soa_sweep.h"
#include "unit_check.h"

/* True when S prints exactly as WANT.  */
static bool
soa_prints (vs_soa_shape s, const char *want)
{
  char buf[VS_SOA_SHAPE_FORMAT_MAX];
  int len = vs_soa_shape_format (s, buf, sizeof buf);
  return len == (int) strlen (want) && strcmp (buf, want) == 0;
}

/* True when S prints exactly as WANT with the divergence shapes' text.  */
static bool
aos_prints (vs_shape s, const char *want)
{
  char buf[VS_SHAPE_FORMAT_MAX];
  vs_shape_format (s, buf, sizeof buf);
  return strcmp (buf, want) == 0;
}

/* True when the verdict V prints exactly as WANT.  */
static bool
verdict_prints (const vs_soa_verdict *v, const char *want)
{
  char buf[VS_SOA_VERDICT_FORMAT_MAX];
  int len = vs_soa_verdict_format (v, buf, sizeof buf);
  return len == (int) strlen (want) && strcmp (buf, want) == 0;
}

static void
test_format (void)
{
  UNIT_CHECK (soa_prints (vs_soa_shape_unit_stride (4),
			  "[Shape: SOA Unit Stride, Stride: 4]"),
	      "soa format unit stride");
  UNIT_CHECK (soa_prints (vs_soa_shape_strided (),
			  "[Shape: SOA Strided, Stride: ?]"),
	      "soa format strided");
  UNIT_CHECK (soa_prints (vs_soa_shape_random (), "[Shape: SOA Random]"),
	      "soa format random");
  UNIT_CHECK (soa_prints (vs_soa_shape_undef (), "[Shape: Undef]"),
	      "soa format undef");
  char small[8];
  int len = vs_soa_shape_format (vs_soa_shape_random (), small, sizeof small);
  UNIT_CHECK (len == 19 && strlen (small) == 7, "soa format truncates");
}

/* Every cell of the conversion table: rows are pointer shapes, columns
   index shapes Uniform, Unit stride, Strided(2), Strided(?), Random,
   Undef.  */
static void
test_table (void)
{
  vs_soa_shape rows[4] = { vs_soa_shape_unit_stride (8),
			   vs_soa_shape_strided (), vs_soa_shape_random (),
			   vs_soa_shape_undef () };
  vs_shape cols[6] = { vs_shape_uniform (), vs_shape_strided (1),
		       vs_shape_strided (2), vs_shape_strided_unknown (),
		       vs_shape_random (), vs_shape_undef () };
  vs_soa_shape u = vs_soa_shape_unit_stride (8), s = vs_soa_shape_strided ();
  vs_soa_shape r = vs_soa_shape_random (), x = vs_soa_shape_undef ();
  vs_soa_shape want[4][6] = { { u, s, r, r, r, x },
			      { s, s, r, r, r, x },
			      { r, r, r, r, r, x },
			      { x, x, x, x, x, x } };
  bool all = true;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 6; j++)
      if (!vs_soa_shape_equal (vs_soa_shape_index (rows[i], cols[j]),
			       want[i][j]))
	{
	  printf ("  cell %d,%d wrong\n", i, j);
	  all = false;
	}
  UNIT_CHECK (all, "soa conversion table");
  UNIT_CHECK (vs_soa_shape_equal (vs_soa_shape_index (u, vs_shape_strided (-1)),
				  r),
	      "soa negative unit stride index is random");
  /* Two levels: p[k][j] with k uniform and j unit stride.  */
  vs_soa_shape two = vs_soa_shape_index (vs_soa_shape_index (u, cols[0]),
					 cols[1]);
  UNIT_CHECK (vs_soa_shape_equal (two, s), "soa two levels");
  UNIT_CHECK (!vs_soa_shape_equal (vs_soa_shape_unit_stride (4),
				   vs_soa_shape_unit_stride (8)),
	      "soa equal compares strides");
}

static void
test_aos (void)
{
  UNIT_CHECK (aos_prints (vs_soa_aos_address_shape (64, 4, vs_shape_uniform ()),
			  "[Shape: Strided, Stride: 64]"),
	      "aos uniform index: private size");
  UNIT_CHECK (aos_prints (vs_soa_aos_address_shape (64, 4,
						    vs_shape_strided (1)),
			  "[Shape: Strided, Stride: 68]"),
	      "aos unit stride index: size plus element");
  UNIT_CHECK (aos_prints (vs_soa_aos_address_shape (64, 4,
						    vs_shape_strided_unknown ()),
			  "[Shape: Strided, Stride: ?]"),
	      "aos unknown stride index");
  UNIT_CHECK (aos_prints (vs_soa_aos_address_shape (64, 4, vs_shape_random ()),
			  "[Shape: Random]"),
	      "aos random index");
  UNIT_CHECK (aos_prints (vs_soa_aos_address_shape (64, 4,
						    vs_shape_strided (-16)),
			  "[Shape: Uniform]"),
	      "aos index stride cancelling the private size");
}

static void
test_verdict (void)
{
  vs_soa_verdict v;
  vs_soa_verdict_init (&v);
  UNIT_CHECK (vs_soa_verdict_safe (&v) && !vs_soa_verdict_profitable (&v),
	      "verdict empty: safe, not profitable");
  UNIT_CHECK (verdict_prints (&v, "safe, not profitable"),
	      "verdict empty text");
  vs_soa_verdict_access (&v, vs_soa_shape_strided ());
  vs_soa_verdict_access (&v, vs_soa_shape_random ());
  UNIT_CHECK (!vs_soa_verdict_profitable (&v),
	      "verdict without unit stride not profitable");
  vs_soa_verdict_access (&v, vs_soa_shape_unit_stride (4));
  vs_soa_verdict_access (&v, vs_soa_shape_unit_stride (4));
  UNIT_CHECK (!vs_soa_verdict_profitable (&v),
	      "verdict with a strided access not profitable");
  UNIT_CHECK (verdict_prints (&v, "safe, not profitable: strided accesses "
			      "(1) bound the loop to the array's length"),
	      "verdict strided text");
  vs_soa_verdict w;
  vs_soa_verdict_init (&w);
  vs_soa_verdict_access (&w, vs_soa_shape_random ());
  vs_soa_verdict_access (&w, vs_soa_shape_unit_stride (4));
  vs_soa_verdict_access (&w, vs_soa_shape_unit_stride (4));
  UNIT_CHECK (vs_soa_verdict_profitable (&w), "verdict profitable");
  UNIT_CHECK (verdict_prints (&w, "safe, profitable (2 unit-stride, "
			      "0 strided, 1 random accesses)"),
	      "verdict profitable text");
  vs_soa_verdict_escape (&v, VS_SOA_ESCAPE_COMPARED);
  vs_soa_verdict_escape (&v, VS_SOA_ESCAPE_CALL);
  UNIT_CHECK (!vs_soa_verdict_safe (&v) && !vs_soa_verdict_profitable (&v),
	      "verdict escape not safe");
  UNIT_CHECK (v.escape == VS_SOA_ESCAPE_COMPARED && v.escape_use == 4
	      && v.nuses == 6, "verdict keeps the first escape");
  UNIT_CHECK (verdict_prints (&v, "not safe: address compared"),
	      "verdict not safe text");
  bool named = true;
  for (int r = VS_SOA_ESCAPE_CALL; r <= VS_SOA_ESCAPE_UNSUPPORTED; r++)
    if (strlen (vs_soa_escape_text ((vs_soa_escape) r)) == 0)
      named = false;
  UNIT_CHECK (named && strlen (vs_soa_escape_text (VS_SOA_SAFE)) == 0,
	      "every escape has a text");
}

/* The sweep of data-dependent writes: taken for the int histogram of 8
   bins on AVX2, against scatters by cost, and refused for each reason.  */
static void
test_sweep (void)
{
  vs_soa_sweep_query q = { 8, 2, 2, false, 16, 0, 0, 10, 1, 100 };
  UNIT_CHECK (vs_soa_sweep_decide (&q) == VS_SOA_SWEEP,
	      "sweep: 8 elements, 2 updates, AVX2");
  UNIT_CHECK (vs_soa_sweep_cost (&q) == 8 * (2 * 10 + 2 * 1),
	      "sweep: cost of 16 element updates");
  q.target_scatters = true;
  q.scatter_cost = 60;
  q.gather_cost = 30;
  UNIT_CHECK (vs_soa_scatter_cost (&q) == 180
	      && vs_soa_sweep_decide (&q) == VS_SOA_SWEEP,
	      "sweep: cheaper than 2 scatters and 2 gathers");
  q.scatter_cost = 50;
  UNIT_CHECK (vs_soa_sweep_decide (&q) == VS_SOA_SWEEP_SCATTERS,
	      "sweep: not when the scatters cost less");
  q.percent = 80;
  UNIT_CHECK (vs_soa_sweep_cost (&q) == 8 * (2 * 10 + 2 * 1) * 80 / 100
	      && vs_soa_sweep_decide (&q) == VS_SOA_SWEEP,
	      "sweep: measured at 80% of its price, cheaper than them");
  q.percent = 100;
  q.target_scatters = false;
  q.nelts = 16;
  UNIT_CHECK (vs_soa_sweep_decide (&q) == VS_SOA_SWEEP_REGISTERS,
	      "sweep: 16 elements take all 16 AVX2 registers");
  q.vector_registers = 32;
  UNIT_CHECK (vs_soa_sweep_decide (&q) == VS_SOA_SWEEP,
	      "sweep: 16 elements of 32 registers");
  q.target_scatters = true;
  q.scatter_cost = 1000;
  UNIT_CHECK (vs_soa_sweep_decide (&q) == VS_SOA_SWEEP_WORK,
	      "sweep: 32 element updates are too many beside scatters");
  q.writes = 1;
  UNIT_CHECK (vs_soa_sweep_decide (&q) == VS_SOA_SWEEP,
	      "sweep: 16 element updates beside scatters");
  q.target_scatters = false;
  q.writes = 3;
  UNIT_CHECK (vs_soa_sweep_decide (&q) == VS_SOA_SWEEP_WORK,
	      "sweep: 48 element updates are too many");
  q.writes = 0;
  UNIT_CHECK (vs_soa_sweep_decide (&q) == VS_SOA_SWEEP_NOTHING
	      && strcmp (vs_soa_sweep_why_text (VS_SOA_SWEEP_REGISTERS),
			 "its elements would take over half the vector "
			 "registers") == 0,
	      "sweep: no writes; reason text");
}

/* Data-dependent reads: swept when cheaper than their gathers and
   within the same limits; a sweep costs its loads (elements not just
   stored), N - 1 selects per read and two operations per index bit
   tested (none for a read on a swept write's compares).  */
static void
test_read_sweep (void)
{
  vs_soa_read_sweep_query q = { 8, 2, 0, 16, 16, 0, 100, 4, 2 };
  UNIT_CHECK (vs_soa_read_sweep_cost (&q) == 16 * 4 + (2 * 7 + 2 * 6) * 2
	      && vs_soa_read_gather_cost (&q) == 200
	      && vs_soa_sweep_reads_decide (&q) == VS_SOA_SWEEP,
	      "read sweep: 2 reads over 8 elements beat 2 gathers");
  q.loads = 2;
  UNIT_CHECK (vs_soa_read_sweep_cost (&q) == 2 * 4 + (2 * 7 + 2 * 6) * 2,
	      "read sweep: elements just stored are not loaded");
  q.loads = 16;
  q.chained = 2;
  UNIT_CHECK (vs_soa_read_sweep_cost (&q) == 16 * 4 + 2 * 7 * 2,
	      "read sweep: chains on a write's compares test no bit");
  q.chained = 0;
  q.gather_cost = 50;
  UNIT_CHECK (vs_soa_sweep_reads_decide (&q) == VS_SOA_SWEEP_GATHERS,
	      "read sweep: not when the gathers cost less");
  q.gather_cost = 100;
  q.swept_writes = 3;
  UNIT_CHECK (vs_soa_sweep_reads_decide (&q) == VS_SOA_SWEEP_WORK,
	      "read sweep: 40 element selections with the writes' are too "
	      "many");
  q.swept_writes = 0;
  q.nelts = 5;
  q.reads = 1;
  q.loads = 5;
  UNIT_CHECK (vs_soa_read_sweep_cost (&q) == 5 * 4 + (4 + 2 * 3) * 2,
	      "read sweep: 5 elements take 3 index bits");
  q.nelts = 9;
  UNIT_CHECK (vs_soa_sweep_reads_decide (&q) == VS_SOA_SWEEP_REGISTERS,
	      "read sweep: 9 elements over half of 16 registers");
  q.reads = 0;
  UNIT_CHECK (vs_soa_sweep_reads_decide (&q) == VS_SOA_SWEEP_NOTHING,
	      "read sweep: no reads");
}

int
main (void)
{
  test_format ();
  test_table ();
  test_aos ();
  test_verdict ();
  test_sweep ();
  test_read_sweep ();
  return unit_finish ();
}
