/* Unit tests of the VLS server's store groups: grouping of scatters and
   their transpose-and-store sequences, checked by running the scatters
   and the sequence on the same memory.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>
#include <string.h>

#include "vls.h"
#include "vls_fake_client.h"
#include "unit_check.h"

#define MEM_SIZE 8192

/* Whether the client proves lane addresses congruent (the index a
   multiple of the block), for every pair of scatters.  */
static bool proved = true;

static bool
test_congruent (void *data, const vs_vls_memref *a, const vs_vls_memref *b,
		unsigned span)
{
  (void) data;
  (void) a;
  (void) b;
  (void) span;
  return proved;
}

/* Whether the client says the scatters' lanes are the scalar loop's
   iterations in order (a redirect's pointers).  */
static bool iterations = false;

static bool
test_iterations (void *data, const vs_vls_memref *a, const vs_vls_memref *b)
{
  (void) data;
  (void) a;
  (void) b;
  return iterations;
}

/* A shuffle that keeps every element within its pair of elements (a
   128-bit lane of doubles) costs 1, any other 3.  */
static int64_t
pair_lane_shuffle_cost (void *data, unsigned nelems, unsigned elem_size,
			const unsigned *mask)
{
  (void) data;
  (void) elem_size;
  for (unsigned i = 0; i < nelems; i++)
    if ((mask[i] % nelems) / 2 != i / 2)
      return 3;
  return 1;
}

/* Whether the client prices shuffles with pair_lane_shuffle_cost.  */
static bool in_lane_costs = false;

/* The fake client with the store callbacks.  */
static vs_vls_client
store_client (fake_target *t)
{
  vs_vls_client c = fake_client (t, 64);
  c.addresses_congruent = test_congruent;
  c.lanes_are_iterations = test_iterations;
  if (in_lane_costs)
    c.shuffle_cost = pair_lane_shuffle_cost;
  return c;
}

#define MAX_REFS 16
#define MAX_LANES 16

/* One run: where each fake base puts each lane, which lanes are
   active, and the bytes every scatter stores.  */
typedef struct store_run
{
  int64_t lane_base[4][MAX_LANES];	/* per fake base, per lane */
  bool active[MAX_LANES];
  uint8_t value[MAX_REFS][MAX_LANES * 8];
} store_run;

/* Store lane L of scatter I of REFS in run R into MEM.  */
static void
store_lane (const fake_ref *refs, const vs_vls_memref *m, unsigned i,
	    unsigned l, const store_run *r, uint8_t *mem)
{
  if (r->active[l] || !m[i].masked)
    memcpy (mem + r->lane_base[refs[i].base][l] + refs[i].offset,
	    r->value[i] + l * m[i].elem_size, m[i].elem_size);
}

/* Memory after the N scatters REFS (program order) in run R; with
   ITERATIONS, after the scalar loop they vectorize instead: per part
   (fake base), lane by lane, each lane's scatters in program order.  */
static void
run_scatters (const fake_ref *refs, const vs_vls_memref *m, unsigned n,
	      const store_run *r, uint8_t *mem)
{
  if (!iterations)
    {
      for (unsigned i = 0; i < n; i++)
	for (unsigned l = 0; l < m[i].lanes; l++)
	  store_lane (refs, m, i, l, r, mem);
      return;
    }
  for (int base = 0; base < 4; base++)
    for (unsigned l = 0; l < m[0].lanes; l++)
      for (unsigned i = 0; i < n; i++)
	if (refs[i].base == base)
	  store_lane (refs, m, i, l, r, mem);
}

/* Memory after SEQ in run R; false when SEQ is malformed.  */
static bool
run_sequence (const fake_ref *refs, const vs_vls_sequence *seq,
	      const store_run *r, uint8_t *mem)
{
  static uint8_t vals[256][MAX_LANES * 8];
  for (unsigned i = 0; i < seq->ninstrs && i < 256; i++)
    {
      const vs_vls_instr *ins = &seq->instrs[i];
      unsigned e = ins->elem_size;
      switch (ins->kind)
	{
	case VS_VLS_INSTR_VALUE:
	  memcpy (vals[i], r->value[ins->memref], ins->nelems * e);
	  break;
	case VS_VLS_INSTR_SHUFFLE:
	  for (unsigned k = 0; k < ins->nelems; k++)
	    {
	      unsigned src = ins->mask[k];
	      const uint8_t *from = src < ins->nelems
				    ? vals[ins->in[0]] + src * e
				    : vals[ins->in[1]] + (src - ins->nelems) * e;
	      memcpy (vals[i] + k * e, from, e);
	    }
	  break;
	case VS_VLS_INSTR_STORE:
	  if (ins->masked && !r->active[ins->lane])
	    break;
	  memcpy (mem + r->lane_base[refs[ins->memref].base][ins->lane]
		  + refs[ins->memref].offset + ins->offset,
		  vals[ins->in[0]] + ins->first * e, ins->nelems * e);
	  break;
	default:
	  return false;
	}
    }
  return true;
}

/* Group the N scatters REFS (ESIZE x LANES, MASKED), expect one group
   of all of them, and compare scatters with the sequence on TRIALS
   random runs whose lane blocks of SPAN bytes coincide or are apart.
   Returns the sequence in *SEQ (caller frees) or NULL *WHY.  */
static vs_vls_status
group_and_run (const fake_ref *refs, unsigned n, unsigned esize,
	       unsigned lanes, bool masked, fake_target *t,
	       vs_vls_sequence *seq, const char **why)
{
  vs_vls_memref m[MAX_REFS];
  vs_vls_client c = store_client (t);
  fake_memrefs (refs, n, esize, lanes, m);
  for (unsigned i = 0; i < n; i++)
    {
      m[i].access = VS_VLS_STORE;
      m[i].masked = masked;
    }
  vs_vls_store_grouping g;
  *why = NULL;
  vs_vls_status st = vs_vls_get_store_groups (m, n, &c, &g);
  if (st != VS_VLS_OK)
    return st;
  if (g.ngroups != 1)
    {
      *why = vs_vls_store_why_text (g.why[0]);
      vs_vls_store_grouping_free (&g);
      return VS_VLS_ERR_NOT_GROUPABLE;
    }
  st = vs_vls_get_store_sequence (m, &g.groups[0], &c, seq);
  unsigned span = g.groups[0].span_bytes;
  vs_vls_store_grouping_free (&g);
  if (st != VS_VLS_OK)
    return st;
  static uint8_t a[MEM_SIZE], b[MEM_SIZE];
  for (int trial = 0; trial < 200 && *why == NULL; trial++)
    {
      store_run r;
      /* Few distinct blocks, so that lanes and parts often collide;
	 lanes that are iterations may overlap in part too.  */
      int64_t step = iterations ? esize : span;
      for (unsigned base = 0; base < 4; base++)
	for (unsigned l = 0; l < lanes; l++)
	  r.lane_base[base][l] = 64 + (int64_t) (rand () % 6) * step;
      for (unsigned l = 0; l < lanes; l++)
	r.active[l] = rand () % 3 != 0;
      for (unsigned i = 0; i < n; i++)
	for (unsigned k = 0; k < lanes * esize; k++)
	  r.value[i][k] = (uint8_t) rand ();
      memset (a, 0, sizeof a);
      memset (b, 0, sizeof b);
      run_scatters (refs, m, n, &r, a);
      if (!run_sequence (refs, seq, &r, b))
	*why = "malformed sequence";
      else if (memcmp (a, b, sizeof a) != 0)
	*why = "memory differs from the scatters'";
    }
  return VS_VLS_OK;
}

static unsigned
count_kind (const vs_vls_sequence *seq, vs_vls_instr_kind kind)
{
  unsigned n = 0;
  for (unsigned i = 0; i < seq->ninstrs; i++)
    n += seq->instrs[i].kind == kind;
  return n;
}

/* Run one shape; check the run and the instruction counts.  */
static void
check_shape (const char *name, const fake_ref *refs, unsigned n,
	     unsigned esize, unsigned lanes, bool masked, unsigned values,
	     unsigned shuffles, unsigned stores)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  vs_vls_sequence seq;
  const char *why;
  char label[128];
  vs_vls_status st = group_and_run (refs, n, esize, lanes, masked, &t, &seq,
				    &why);
  snprintf (label, sizeof label, "%s: grouped, same memory as scatters",
	    name);
  UNIT_CHECK (st == VS_VLS_OK && why == NULL, label);
  if (st != VS_VLS_OK)
    {
      if (why)
	printf ("  why: %s\n", why);
      return;
    }
  if (why)
    printf ("  why: %s\n", why);
  snprintf (label, sizeof label, "%s: %u values, %u shuffles, %u stores",
	    name, values, shuffles, stores);
  UNIT_CHECK (count_kind (&seq, VS_VLS_INSTR_VALUE) == values
	      && count_kind (&seq, VS_VLS_INSTR_SHUFFLE) == shuffles
	      && count_kind (&seq, VS_VLS_INSTR_STORE) == stores
	      && seq.nresults == 0, label);
  vs_vls_sequence_free (&seq);
}

/* A triple of doubles in one part, and in two parts (fake bases 0 and
   1), as f[j][0..2] of two vector copies.  */
static const fake_ref triple[] = { { 0, 0, 0, 0 }, { 0, 8, 0, 0 },
				   { 0, 16, 0, 0 } };
static const fake_ref triple_parts[] = { { 0, 0, 0, 0 }, { 1, 0, 0, 0 },
					 { 0, 8, 0, 0 }, { 1, 8, 0, 0 },
					 { 0, 16, 0, 0 }, { 1, 16, 0, 0 } };

/* Pairs, quads and octets, in one part or split in lower and upper
   parts as the vectorizer splits an index vector.  */
static void
test_shapes (void)
{
  fake_ref pair[] = { { 0, 0, 0, 0 }, { 0, 8, 0, 0 } };
  check_shape ("pair of doubles x8", pair, 2, 8, 8, false, 2, 2, 8);
  check_shape ("pair of doubles x2", pair, 2, 8, 2, false, 2, 2, 2);
  fake_ref pair_rev[] = { { 0, 8, 0, 0 }, { 0, 0, 0, 0 } };
  check_shape ("pair, upper member first", pair_rev, 2, 8, 4, false,
	       2, 2, 4);
  fake_ref halves[] = { { 0, 0, 0, 0 }, { 1, 0, 0, 0 },
			{ 0, 8, 0, 0 }, { 1, 8, 0, 0 } };
  check_shape ("pair in two parts", halves, 4, 8, 8, false, 4, 4, 16);
  fake_ref quad[] = { { 0, 0, 0, 0 }, { 0, 4, 0, 0 },
		      { 0, 8, 0, 0 }, { 0, 12, 0, 0 } };
  check_shape ("quad of floats x16", quad, 4, 4, 16, false, 4, 8, 16);
  check_shape ("quad of floats x4", quad, 4, 4, 4, false, 4, 8, 4);
  fake_ref oct[8];
  for (unsigned k = 0; k < 8; k++)
    oct[k] = (fake_ref) { 0, 4 * (int64_t) (7 - k), 0, 0 };
  check_shape ("octet of floats x8", oct, 8, 4, 8, false, 8, 24, 8);
  check_shape ("masked pair in two parts", halves, 4, 8, 8, true, 4, 4, 16);
  /* A triple goes as a pair (one round of two interleaves) and a single
     element, each lane's two stores at offsets 0 and 16.  */
  check_shape ("triple of doubles x4", triple, 3, 8, 4, false, 3, 2, 8);
  check_shape ("triple in two parts", triple_parts, 6, 8, 4, false, 6, 4,
	       16);
  fake_ref seven[7];
  for (unsigned k = 0; k < 7; k++)
    seven[k] = (fake_ref) { 0, 4 * (int64_t) k, 0, 0 };
  /* Seven floats: a quad (8 interleaves), a pair (2), one float.  */
  check_shape ("seven floats x8", seven, 7, 4, 8, false, 7, 10, 24);
  /* Lanes that are iterations: no congruence needed, and the memory is
     the scalar loop's even where lanes' blocks overlap in part.  */
  proved = false;
  iterations = true;
  check_shape ("triple of iterations x4", triple, 3, 8, 4, false, 3, 2, 8);
  check_shape ("triple of iterations in two parts", triple_parts, 6, 8, 4,
	       false, 6, 4, 16);
  proved = true;
  iterations = false;
}

/* Why scatter 0 of the N REFS is in no group.  */
static vs_vls_store_why
why_alone (const fake_ref *refs, unsigned n, unsigned esize,
	   vs_vls_client *c)
{
  vs_vls_memref m[MAX_REFS];
  fake_memrefs (refs, n, esize, 8, m);
  for (unsigned i = 0; i < n; i++)
    m[i].access = VS_VLS_STORE;
  vs_vls_store_grouping g;
  if (vs_vls_get_store_groups (m, n, c, &g) != VS_VLS_OK)
    return VS_VLS_STORE_GROUPED;
  vs_vls_store_why why = g.ngroups ? VS_VLS_STORE_GROUPED : g.why[0];
  vs_vls_store_grouping_free (&g);
  return why;
}

/* Each refusal, with the reason the dump prints.  */
static void
test_refusals (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  vs_vls_client c = store_client (&t);
  fake_ref unproved[] = { { 0, 0, 0, 0 }, { 0, 8, 0, 0 } };
  proved = false;
  UNIT_CHECK (why_alone (unproved, 2, 8, &c) == VS_VLS_STORE_MAY_OVERLAP,
	      "refuse: index not proved a multiple of the block");
  proved = true;
  fake_ref gap[] = { { 0, 0, 0, 0 }, { 0, 16, 0, 0 } };
  UNIT_CHECK (why_alone (gap, 2, 8, &c) == VS_VLS_STORE_NOT_A_BLOCK,
	      "refuse: a gap between members");
  proved = false;
  UNIT_CHECK (why_alone (triple, 3, 8, &c) == VS_VLS_STORE_MAY_OVERLAP,
	      "refuse: a triple not proved apart, lanes not iterations");
  proved = true;
  fake_ref nine[9];
  for (unsigned k = 0; k < 9; k++)
    nine[k] = (fake_ref) { 0, 4 * (int64_t) k, 0, 0 };
  UNIT_CHECK (why_alone (nine, 9, 4, &c) == VS_VLS_STORE_NOT_A_BLOCK,
	      "refuse: more members than lanes");
  fake_ref twice[] = { { 0, 0, 0, 0 }, { 0, 0, 0, 0 } };
  UNIT_CHECK (why_alone (twice, 2, 8, &c) == VS_VLS_STORE_NOT_A_BLOCK,
	      "refuse: two scatters to one member");
  fake_ref alone[] = { { 0, 0, 0, 0 }, { 1, 8, 0, 0 } };
  UNIT_CHECK (why_alone (alone, 2, 8, &c) == VS_VLS_STORE_ALONE,
	      "refuse: no scatter at a constant distance");
  fake_ref apart[] = { { 0, 0, 0, 0 }, { 0, 8, 1, 0 } };
  UNIT_CHECK (why_alone (apart, 2, 8, &c) == VS_VLS_STORE_ACCESS_BETWEEN,
	      "refuse: an access between may touch them");
  fake_ref crossed[] = { { 0, 0, 0, 0 }, { 1, 0, 0, 0 },
			 { 1, 8, 0, 0 }, { 0, 8, 0, 0 } };
  vs_vls_memref m[4];
  fake_memrefs (crossed, 4, 8, 8, m);
  for (unsigned i = 0; i < 4; i++)
    m[i].access = VS_VLS_STORE;
  vs_vls_store_grouping g;
  UNIT_CHECK (vs_vls_get_store_groups (m, 4, &c, &g) == VS_VLS_OK
	      && g.ngroups == 1 && g.why[1] == VS_VLS_STORE_PART_ORDER
	      && g.why[0] == VS_VLS_STORE_GROUPED,
	      "refuse: a part whose members are stored in another order");
  vs_vls_store_grouping_free (&g);
  /* Loads are left to vs_vls_get_groups; without the store callbacks
     nothing is grouped.  */
  fake_ref pair[] = { { 0, 0, 0, 0 }, { 0, 8, 0, 0 } };
  fake_memrefs (pair, 2, 8, 8, m);
  UNIT_CHECK (vs_vls_get_store_groups (m, 2, &c, &g) == VS_VLS_OK
	      && g.ngroups == 0 && g.why[0] == VS_VLS_STORE_GROUPED,
	      "loads are not store groups");
  vs_vls_store_grouping_free (&g);
  c.store_cost = NULL;
  UNIT_CHECK (why_alone (pair, 2, 8, &c) == VS_VLS_STORE_UNSUPPORTED,
	      "no store callbacks: nothing grouped");
}

/* Costs add up from the client, masks follow the memrefs, an illegal
   shuffle fails the sequence, and the printer shows stores.  */
static void
test_costs_and_print (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  vs_vls_client c = store_client (&t);
  fake_ref pair[] = { { 0, 0, 0, 0 }, { 0, 8, 0, 0 } };
  vs_vls_memref m[2];
  fake_memrefs (pair, 2, 8, 4, m);
  m[0].access = m[1].access = VS_VLS_STORE;
  vs_vls_store_grouping g;
  vs_vls_sequence seq;
  if (!UNIT_CHECK (vs_vls_get_store_groups (m, 2, &c, &g) == VS_VLS_OK
		   && g.ngroups == 1, "costs: grouped"))
    return;
  UNIT_CHECK (vs_vls_get_store_sequence (m, &g.groups[0], &c, &seq)
	      == VS_VLS_OK
	      && seq.old_cost == 2 * 4 * 4 && seq.new_cost == 2 * 2 + 4 * 1,
	      "costs: scatters 32, two interleaves and four stores 8");
  char buf[2048];
  vs_vls_sequence_print_to_buffer (&seq, buf, sizeof buf);
  UNIT_CHECK (strstr (buf, "%0 = value 4x8 memref 0\n")
	      && strstr (buf, "%2 = shuffle 4x8 %0 %1 <0 4 1 5>\n")
	      && strstr (buf, "%5 = store 2x8 %2 from 2 memref 0 lane 1 "
			 "offset 0\n")
	      && strstr (buf, "cost: scatters 32, sequence 8\n"),
	      "print: values, interleaves and stores");
  vs_vls_store_graph_print_to_buffer (m, &g.groups[0], buf, sizeof buf);
  UNIT_CHECK (strstr (buf, "store graph: 2 members x 1 parts, 4 lanes, "
			   "8-byte elements\n")
	      && strstr (buf, "part 0: values memref 0 memref 1\n")
	      && strstr (buf, "  lane 3 block = memref 0[3] memref 1[3]\n"),
	      "store graph: each lane's block, element by element");
  vs_vls_sequence_free (&seq);
  t.legality = FAKE_LEGAL_NONE;
  UNIT_CHECK (vs_vls_get_store_sequence (m, &g.groups[0], &c, &seq)
	      == VS_VLS_ERR_NO_LEGAL_NETWORK && seq.ninstrs == 0,
	      "illegal interleave: no sequence");
  UNIT_CHECK (vs_vls_get_store_sequence (m, NULL, &c, &seq)
	      == VS_VLS_ERR_INVALID, "no group: invalid");
  vs_vls_store_grouping_free (&g);
}

/* Where crossing pairs costs more, a pair piece interleaves within
   pairs (x86's unpcklpd and unpckhpd): lanes 0 and 2 in the first
   value, 1 and 3 in the second; the memory stays the scatters'.  */
static void
test_in_lane_pairs (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  in_lane_costs = true;
  vs_vls_client c = store_client (&t);
  in_lane_costs = false;
  vs_vls_memref m[3];
  fake_memrefs (triple, 3, 8, 4, m);
  for (unsigned i = 0; i < 3; i++)
    m[i].access = VS_VLS_STORE;
  vs_vls_store_grouping g;
  vs_vls_sequence seq;
  if (!UNIT_CHECK (vs_vls_get_store_groups (m, 3, &c, &g) == VS_VLS_OK
		   && g.ngroups == 1, "in-lane pairs: grouped"))
    return;
  UNIT_CHECK (vs_vls_get_store_sequence (m, &g.groups[0], &c, &seq)
	      == VS_VLS_OK, "in-lane pairs: a sequence");
  char buf[4096];
  vs_vls_sequence_print_to_buffer (&seq, buf, sizeof buf);
  UNIT_CHECK (strstr (buf, "%3 = shuffle 4x8 %0 %1 <0 4 2 6>\n")
	      && strstr (buf, "%4 = shuffle 4x8 %0 %1 <1 5 3 7>\n")
	      && strstr (buf, "store 2x8 %4 from 0 memref 0 lane 1 offset 0\n")
	      && strstr (buf, "store 2x8 %3 from 2 memref 0 lane 2 offset 0\n")
	      && strstr (buf, "store 1x8 %2 from 3 memref 0 lane 3 "
			 "offset 16\n"),
	      "in-lane pairs: unpack within pairs, lanes placed");
  vs_vls_sequence_free (&seq);
  vs_vls_store_grouping_free (&g);
  /* The same shapes through the simulation.  */
  in_lane_costs = true;
  check_shape ("triple, in-lane pairs", triple, 3, 8, 4, false, 3, 2, 8);
  iterations = true;
  proved = false;
  check_shape ("iterations in two parts, in-lane pairs", triple_parts, 6,
	       8, 4, false, 6, 4, 16);
  iterations = false;
  proved = true;
  in_lane_costs = false;
}

int
main (void)
{
  srand (4242);
  test_shapes ();
  test_refusals ();
  test_costs_and_print ();
  test_in_lane_pairs ();
  return unit_finish ();
}
