/* Unit tests of the VLS server's load + shuffle sequences.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>
#include <string.h>

#include "vls.h"
#include "vls_fake_client.h"
#include "vls_sim.h"
#include "unit_check.h"

#define MEM_SIZE 4096

static uint8_t memory[MEM_SIZE];

static unsigned
count_kind (const vs_vls_sequence *seq, vs_vls_instr_kind kind)
{
  unsigned n = 0;
  for (unsigned i = 0; i < seq->ninstrs; i++)
    n += seq->instrs[i].kind == kind;
  return n;
}

static bool
mask_is (const vs_vls_instr *ins, const unsigned *want)
{
  return ins->kind == VS_VLS_INSTR_SHUFFLE
	 && memcmp (ins->mask, want, ins->nelems * sizeof *want) == 0;
}

/* Group all N refs, build the sequence, and run it on random lane
   addresses (TRIALS times); returns the status of the sequence.  */
static vs_vls_status
build_and_run (const fake_ref *refs, unsigned n, unsigned esize,
	       unsigned lanes, unsigned max_bytes, fake_target *target,
	       vs_vls_sequence *seq, const char **why)
{
  vs_vls_memref m[VS_VLS_GROUP_MAX];
  unsigned members[VS_VLS_GROUP_MAX];
  vs_vls_client c = fake_client (target, max_bytes);
  fake_memrefs (refs, n, esize, lanes, m);
  for (unsigned i = 0; i < n; i++)
    members[i] = i;
  vs_vls_group g;
  *why = NULL;
  vs_vls_status st = vs_vls_make_group (m, members, n, &c, &g);
  if (st == VS_VLS_OK)
    st = vs_vls_get_sequence (m, &g, &c, seq, NULL);
  if (st != VS_VLS_OK)
    return st;
  for (int trial = 0; trial < 50 && *why == NULL; trial++)
    {
      int64_t base[SIM_MAX_ELEMS];
      bool active[SIM_MAX_ELEMS];
      for (unsigned l = 0; l < lanes; l++)
	{
	  base[l] = 256 + (int64_t) (rand () % 3000 / esize) * esize;
	  active[l] = true;
	}
      *why = sim_run (seq, m, refs, &g, memory, MEM_SIZE, base, active);
    }
  return st;
}

/* The design note's example: x[j], x[j+1] doubles, two lanes.  */
static void
test_seed_pair_vf2 (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  fake_ref refs[] = { { 0, 0, 0, 0 }, { 0, 8, 0, 0 } };
  vs_vls_sequence seq;
  const char *why;
  vs_vls_status st = build_and_run (refs, 2, 8, 2, 32, &t, &seq, &why);
  UNIT_CHECK (st == VS_VLS_OK, "seed pair vf2: sequence built");
  if (st != VS_VLS_OK)
    return;
  UNIT_CHECK (why == NULL, "seed pair vf2: simulation");
  UNIT_CHECK (seq.ninstrs == 4 && count_kind (&seq, VS_VLS_INSTR_LOAD) == 2,
	      "seed pair vf2: two loads two shuffles");
  static const unsigned p[] = { 0, 2 }, q[] = { 1, 3 };
  UNIT_CHECK (mask_is (&seq.instrs[seq.results[0].instr], p)
	      && mask_is (&seq.instrs[seq.results[1].instr], q),
	      "seed pair vf2: masks <0 2> and <1 3>");
  UNIT_CHECK (seq.instrs[0].nelems == 2 && seq.instrs[0].offset == 0
	      && seq.instrs[1].lane == 1,
	      "seed pair vf2: loads of two elements per lane");
  UNIT_CHECK (seq.old_cost == 16 && seq.new_cost == 6,
	      "seed pair vf2: costs from the client");
  vs_vls_sequence_free (&seq);
}

/* Pairs of doubles with four lanes: 16-byte loads joined by concats.  */
static void
test_pair_doubles_vf4 (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  fake_ref refs[] = { { 0, 0, 0, 0 }, { 0, 8, 0, 0 } };
  vs_vls_sequence seq;
  const char *why;
  vs_vls_status st = build_and_run (refs, 2, 8, 4, 32, &t, &seq, &why);
  UNIT_CHECK (st == VS_VLS_OK && why == NULL, "pair doubles vf4: runs");
  if (st != VS_VLS_OK)
    return;
  UNIT_CHECK (count_kind (&seq, VS_VLS_INSTR_LOAD) == 4
	      && count_kind (&seq, VS_VLS_INSTR_CONCAT) == 2
	      && count_kind (&seq, VS_VLS_INSTR_SHUFFLE) == 2,
	      "pair doubles vf4: 4 loads, 2 concats, 2 shuffles");
  UNIT_CHECK (seq.instrs[0].nelems == 2 && seq.instrs[0].elem_size == 8,
	      "pair doubles vf4: loads are 16 bytes");
  static const unsigned p[] = { 0, 2, 4, 6 }, q[] = { 1, 3, 5, 7 };
  UNIT_CHECK (mask_is (&seq.instrs[seq.results[0].instr], p)
	      && mask_is (&seq.instrs[seq.results[1].instr], q),
	      "pair doubles vf4: even and odd masks");
  vs_vls_sequence_free (&seq);
}

/* Shapes: pairs, triples and quads of doubles and floats, with gaps,
   at 4 and 8 lanes; all must simulate correctly.  */
static void
test_shapes (void)
{
  static const struct
  {
    const char *name;
    unsigned esize, lanes, max_bytes, n;
    int64_t off[4];
  } cases[] = {
    { "triple doubles vf4", 8, 4, 32, 3, { 0, 8, 16 } },
    { "quad doubles vf4", 8, 4, 32, 4, { 0, 8, 16, 24 } },
    { "pair doubles vf8", 8, 8, 64, 2, { 0, 8 } },
    { "triple doubles vf8", 8, 8, 64, 3, { 0, 8, 16 } },
    { "quad doubles vf8", 8, 8, 64, 4, { 0, 8, 16, 24 } },
    { "pair floats vf4", 4, 4, 32, 2, { 0, 4 } },
    { "triple floats vf4", 4, 4, 32, 3, { 0, 4, 8 } },
    { "quad floats vf8", 4, 8, 32, 4, { 0, 4, 8, 12 } },
    { "triple floats vf8", 4, 8, 32, 3, { 0, 4, 8 } },
    { "gap doubles vf4", 8, 4, 32, 2, { 0, 24 } },
    { "gap floats vf8", 4, 8, 64, 3, { 0, 20, 40 } },
    { "negative doubles vf4", 8, 4, 32, 3, { 8, 0, -8 } },
    { "wide span floats vf4", 4, 4, 64, 2, { 0, 48 } },
    { "same address twice", 8, 4, 32, 2, { 8, 8 } },
  };
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
    {
      fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
      fake_ref refs[4];
      for (unsigned i = 0; i < cases[k].n; i++)
	refs[i] = (fake_ref) { 0, cases[k].off[i], 0, 0 };
      vs_vls_sequence seq;
      const char *why;
      vs_vls_status st = build_and_run (refs, cases[k].n, cases[k].esize,
					 cases[k].lanes, cases[k].max_bytes,
					 &t, &seq, &why);
      char name[96];
      snprintf (name, sizeof name, "%s: simulates", cases[k].name);
      UNIT_CHECK (st == VS_VLS_OK && why == NULL, name);
      if (st == VS_VLS_OK)
	vs_vls_sequence_free (&seq);
    }
}

/* The 4x4 transpose of float quads at 8 lanes needs no more shuffles
   than the textbook one, thanks to merging.  */
static void
test_quads_merge (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  fake_ref refs[] = { { 0, 0, 0, 0 }, { 0, 4, 0, 0 }, { 0, 8, 0, 0 },
		      { 0, 12, 0, 0 } };
  vs_vls_sequence seq;
  const char *why;
  vs_vls_status st = build_and_run (refs, 4, 4, 8, 32, &t, &seq, &why);
  UNIT_CHECK (st == VS_VLS_OK && why == NULL, "quad floats vf8: runs");
  if (st != VS_VLS_OK)
    return;
  UNIT_CHECK (count_kind (&seq, VS_VLS_INSTR_SHUFFLE) <= 8,
	      "quad floats vf8: at most 8 shuffles");
  UNIT_CHECK (seq.new_cost < seq.old_cost, "quad floats vf8: cheaper");
  vs_vls_sequence_free (&seq);
}

/* Triples of doubles: a 24-byte span gets two overlapping 16-byte loads
   per lane, never a 32-byte one.  */
static void
test_triple_loads_stay_inside (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  fake_ref refs[] = { { 0, 0, 0, 0 }, { 0, 8, 0, 0 }, { 0, 16, 0, 0 } };
  vs_vls_sequence seq;
  const char *why;
  vs_vls_status st = build_and_run (refs, 3, 8, 4, 32, &t, &seq, &why);
  if (!UNIT_CHECK (st == VS_VLS_OK, "triple doubles: built"))
    return;
  bool ok = count_kind (&seq, VS_VLS_INSTR_LOAD) == 8;
  for (unsigned i = 0; i < seq.ninstrs; i++)
    if (seq.instrs[i].kind == VS_VLS_INSTR_LOAD)
      ok &= seq.instrs[i].nelems == 2
	    && (seq.instrs[i].offset == 0 || seq.instrs[i].offset == 8);
  UNIT_CHECK (ok, "triple doubles: two overlapping 16-byte loads per lane");
  vs_vls_sequence_free (&seq);
}

static int64_t
fake_lane_address_cost (void *data, const vs_vls_memref *m)
{
  (void) data;
  (void) m;
  return 100;
}

/* The triples of test_triple_loads_stay_inside with a client that prices
   lane addresses: each of the 4 lanes pays once, not once per load.  */
/* The refs of a triple of doubles, x[j], x[j+1], x[j+2].  */
static const fake_ref triple_refs[] = {
  { 0, 0, 0, 0 }, { 0, 8, 0, 0 }, { 0, 16, 0, 0 }
};

/* Group the triple of doubles with four lanes into M and G under client
   C, and build its sequence in *SEQ; false (with a failed check named
   WHAT) when either fails.  */
static bool
build_triple (vs_vls_client *c, vs_vls_memref *m, vs_vls_group *g,
	      vs_vls_sequence *seq, const char *what)
{
  unsigned members[3] = { 0, 1, 2 };
  fake_memrefs (triple_refs, 3, 8, 4, m);
  return UNIT_CHECK (vs_vls_make_group (m, members, 3, c, g) == VS_VLS_OK
		     && vs_vls_get_sequence (m, g, c, seq, NULL) == VS_VLS_OK,
		     what);
}

static void
test_lane_address_once (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  vs_vls_memref m[3];
  vs_vls_client c = fake_client (&t, 32);
  vs_vls_group g;
  vs_vls_sequence plain, addressed;
  if (!build_triple (&c, m, &g, &plain, "lane address: built"))
    return;
  c.lane_address_cost = fake_lane_address_cost;
  if (UNIT_CHECK (vs_vls_get_sequence (m, &g, &c, &addressed, NULL)
		  == VS_VLS_OK, "lane address: built with addresses"))
    {
      UNIT_CHECK (count_kind (&addressed, VS_VLS_INSTR_LOAD) == 8,
		  "lane address: two loads per lane");
      UNIT_CHECK (addressed.new_cost == plain.new_cost + 4 * 100,
		  "lane address: paid once per lane");
      vs_vls_sequence_free (&addressed);
    }
  vs_vls_sequence_free (&plain);
}

/* A part of each gather's cost that makes its lane addresses
   (SHARED_ADDRESS_COST, 3 per lane here) is counted once for the group:
   the triple's old cost loses it for the second and third member.  */
static int64_t
shared_three_per_lane (void *data, const vs_vls_memref *m)
{
  (void) data;
  return 3 * (int64_t) m->lanes;
}

static void
test_shared_addresses_once (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  vs_vls_memref m[3];
  vs_vls_client c = fake_client (&t, 32);
  vs_vls_group g;
  vs_vls_sequence plain, shared;
  if (!build_triple (&c, m, &g, &plain, "shared addresses: built"))
    return;
  c.shared_address_cost = shared_three_per_lane;
  if (UNIT_CHECK (vs_vls_get_sequence (m, &g, &c, &shared, NULL)
		  == VS_VLS_OK, "shared addresses: built with them"))
    {
      UNIT_CHECK (plain.old_cost == 3 * 4 * 4,
		  "shared addresses: three gathers of four lanes at 4");
      UNIT_CHECK (shared.old_cost == plain.old_cost - 2 * 3 * 4,
		  "shared addresses: counted once for the group");
      UNIT_CHECK (shared.new_cost == plain.new_cost,
		  "shared addresses: the sequence's cost unchanged");
      vs_vls_sequence_free (&shared);
    }
  vs_vls_sequence_free (&plain);
}

/* Masks the target rejects: a restricted target still gets a network
   made of blends and one-input shuffles; an empty target gets an
   error.  */
static void
test_legality (void)
{
  fake_target t = { FAKE_LEGAL_SIMPLE, 4, 0 };
  fake_ref refs[] = { { 0, 0, 0, 0 }, { 0, 8, 0, 0 } };
  vs_vls_sequence seq;
  const char *why;
  vs_vls_status st = build_and_run (refs, 2, 8, 4, 32, &t, &seq, &why);
  UNIT_CHECK (st == VS_VLS_OK,
	      "simple-only target: falls back to permutes and blends");
  if (st == VS_VLS_OK)
    {
      bool simple = true;
      for (unsigned i = 0; i < seq.ninstrs; i++)
	if (seq.instrs[i].kind == VS_VLS_INSTR_SHUFFLE)
	  simple &= fake_simple_mask (seq.instrs[i].nelems,
				      seq.instrs[i].mask);
      UNIT_CHECK (simple && why == NULL, "simple-only target: only simple "
		  "masks");
      vs_vls_sequence_free (&seq);
    }
  UNIT_CHECK (t.calls_legal > 0, "legality is asked of the client");

  fake_target none = { FAKE_LEGAL_NONE, 4, 0 };
  st = build_and_run (refs, 2, 8, 4, 32, &none, &seq, &why);
  UNIT_CHECK (st == VS_VLS_ERR_NO_LEGAL_NETWORK,
	      "no legal shuffle: group fails cleanly");
  UNIT_CHECK (seq.instrs == NULL && seq.ninstrs == 0,
	      "no legal shuffle: empty sequence");
}

/* Masked gathers: inactive lanes read nothing and give zeros.  */
static void
test_masked (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  fake_ref refs[] = { { 0, 0, 0, 7 }, { 0, 8, 0, 7 } };
  vs_vls_memref m[2];
  vs_vls_client c = fake_client (&t, 32);
  fake_memrefs (refs, 2, 8, 4, m);
  m[0].masked = m[1].masked = true;
  unsigned members[] = { 0, 1 };
  vs_vls_group g;
  vs_vls_sequence seq;
  vs_vls_status st = vs_vls_make_group (m, members, 2, &c, &g);
  if (st == VS_VLS_OK)
    st = vs_vls_get_sequence (m, &g, &c, &seq, NULL);
  if (!UNIT_CHECK (st == VS_VLS_OK, "masked pair: built"))
    return;
  UNIT_CHECK (seq.instrs[0].masked, "masked pair: loads are masked");
  int64_t base[4] = { 800, 16, 2000, 1200 };
  bool active[4] = { true, false, true, false };
  UNIT_CHECK (sim_run (&seq, m, refs, &g, memory, MEM_SIZE, base, active)
	      == NULL, "masked pair: simulates with inactive lanes");
  vs_vls_sequence_free (&seq);

  c.same_mask = NULL;
  UNIT_CHECK (vs_vls_make_group (m, members, 2, &c, &g)
	      == VS_VLS_ERR_NOT_GROUPABLE,
	      "masked pair: no mask comparison, no group");
}

/* The graph comes back on request and the sequence prints.  */
static void
test_graph_and_print (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  fake_ref refs[] = { { 0, 0, 0, 0 }, { 0, 8, 0, 0 } };
  vs_vls_memref m[2];
  vs_vls_client c = fake_client (&t, 32);
  fake_memrefs (refs, 2, 8, 2, m);
  unsigned members[] = { 0, 1 };
  vs_vls_group g;
  vs_vls_sequence seq;
  vs_vls_graph graph;
  vs_vls_status st = vs_vls_make_group (m, members, 2, &c, &g);
  if (st == VS_VLS_OK)
    st = vs_vls_get_sequence (m, &g, &c, &seq, &graph);
  if (!UNIT_CHECK (st == VS_VLS_OK, "print: built"))
    return;
  UNIT_CHECK (vs_vls_graph_verify (&graph) == VS_VLS_OK,
	      "print: returned graph verifies");
  char buf[1024];
  size_t len = vs_vls_sequence_print_to_buffer (&seq, buf, sizeof buf);
  UNIT_CHECK (len == strlen (buf)
	      && strstr (buf, "%0 = load 2x8 memref 0 lane 0 offset 0\n")
	      && strstr (buf, "%2 = shuffle 2x8 %0 %1 <0 2>\n")
	      && strstr (buf, "memref 1 = %3\n")
	      && strstr (buf, "cost: gathers 16, sequence 6\n"),
	      "print: sequence text");
  vs_vls_graph_free (&graph);
  vs_vls_sequence_free (&seq);
}

static void
test_bad_input (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  vs_vls_client c = fake_client (&t, 32);
  vs_vls_group g = { 0 };
  vs_vls_sequence seq;
  UNIT_CHECK (vs_vls_get_sequence (NULL, &g, &c, &seq, NULL)
	      == VS_VLS_ERR_INVALID, "empty group rejected");
  c.shuffle_legal = NULL;
  g.nmembers = 1;
  UNIT_CHECK (vs_vls_get_sequence (NULL, &g, &c, &seq, NULL)
	      == VS_VLS_ERR_INVALID, "missing callback rejected");
}

int
main (void)
{
  srand (12345);
  for (int i = 0; i < MEM_SIZE; i++)
    memory[i] = (uint8_t) (rand () & 0xff);
  test_seed_pair_vf2 ();
  test_pair_doubles_vf4 ();
  test_shapes ();
  test_quads_merge ();
  test_triple_loads_stay_inside ();
  test_lane_address_once ();
  test_shared_addresses_once ();
  test_legality ();
  test_masked ();
  test_graph_and_print ();
  test_bad_input ();
  return unit_finish ();
}
