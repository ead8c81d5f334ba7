/* Unit tests of the VLS shuffle graph: build, split, merge, verify,
   print.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <string.h>

#include "vls.h"
#include "vls_fake_client.h"
#include "unit_check.h"

/* The design note's first graph: doubles p, q at offsets 0 and 8, two
   lanes, one 2-element load per lane.  IDs: V0, V1 loads; V2 p; V3 q.  */
static void
seed_graph (vs_vls_graph *g)
{
  int l0, l1, p, q;
  vs_vls_graph_init (g, 8, 2);
  vs_vls_graph_add_load (g, 0, 0, 2, &l0);
  vs_vls_graph_add_load (g, 1, 0, 2, &l1);
  vs_vls_graph_add_perm (g, 2, &p);
  vs_vls_graph_add_perm (g, 2, &q);
  vs_vls_graph_set_edge (g, p, 0, l0, 0);
  vs_vls_graph_set_edge (g, p, 1, l1, 0);
  vs_vls_graph_set_edge (g, q, 0, l0, 1);
  vs_vls_graph_set_edge (g, q, 1, l1, 1);
  vs_vls_graph_add_result (g, p, 0, 0);
  vs_vls_graph_add_result (g, q, 1, 8);
}

static unsigned
live_perms (const vs_vls_graph *g)
{
  unsigned n = 0;
  for (unsigned i = 0; i < g->nnodes; i++)
    n += !g->nodes[i].dead && g->nodes[i].kind == VS_VLS_NODE_PERM;
  return n;
}

static void
test_verify_ok_and_failures (void)
{
  vs_vls_graph g;
  seed_graph (&g);
  UNIT_CHECK (vs_vls_graph_verify (&g) == VS_VLS_OK, "verify: seed graph");

  vs_vls_graph_set_edge (&g, 2, 1, -1, 0);
  UNIT_CHECK (vs_vls_graph_verify (&g) == VS_VLS_ERR_UNDEFINED_ELEMENT,
	      "verify: missing element");
  vs_vls_graph_set_edge (&g, 2, 1, 1, 1);
  UNIT_CHECK (vs_vls_graph_verify (&g) == VS_VLS_ERR_WRONG_ELEMENT,
	      "verify: element from the wrong offset");
  vs_vls_graph_set_edge (&g, 2, 1, 0, 0);
  UNIT_CHECK (vs_vls_graph_verify (&g) == VS_VLS_ERR_WRONG_ELEMENT,
	      "verify: element from the wrong lane");
  vs_vls_graph_set_edge (&g, 2, 1, 9, 0);
  UNIT_CHECK (vs_vls_graph_verify (&g) == VS_VLS_ERR_BAD_NODE,
	      "verify: edge to a missing node");
  vs_vls_graph_set_edge (&g, 2, 1, 1, 5);
  UNIT_CHECK (vs_vls_graph_verify (&g) == VS_VLS_ERR_BAD_NODE,
	      "verify: edge to a missing element");
  vs_vls_graph_set_edge (&g, 2, 1, 3, 0);
  vs_vls_graph_set_edge (&g, 3, 0, 2, 0);
  UNIT_CHECK (vs_vls_graph_verify (&g) == VS_VLS_ERR_CYCLE,
	      "verify: cycle");
  vs_vls_graph_free (&g);

  /* A result reading three loads, before and after split.  */
  int l[3], r, wide;
  vs_vls_graph_init (&g, 4, 4);
  for (int i = 0; i < 3; i++)
    vs_vls_graph_add_load (&g, (unsigned) i, 0, 4, &l[i]);
  vs_vls_graph_add_perm (&g, 4, &r);
  vs_vls_graph_set_edge (&g, r, 0, l[0], 0);
  vs_vls_graph_set_edge (&g, r, 1, l[1], 0);
  vs_vls_graph_set_edge (&g, r, 2, l[2], 0);
  vs_vls_graph_set_edge (&g, r, 3, l[2], 1);
  vs_vls_graph_add_result (&g, r, 0, 0);
  UNIT_CHECK (vs_vls_graph_verify (&g) == VS_VLS_ERR_TOO_MANY_SOURCES,
	      "verify: three sources");
  UNIT_CHECK (vs_vls_graph_split (&g, VS_VLS_SPLIT_HALVES) == VS_VLS_OK
	      && live_perms (&g) == 3, "split: three sources become 3 nodes");
  UNIT_CHECK (vs_vls_graph_verify (&g) == VS_VLS_ERR_WRONG_ELEMENT,
	      "verify: after split, lane 3 reads lane 2");
  vs_vls_graph_free (&g);

  /* Width mismatch: a 4-wide perm reading a 2-wide load.  */
  vs_vls_graph_init (&g, 8, 4);
  vs_vls_graph_add_load (&g, 0, 0, 2, &l[0]);
  vs_vls_graph_add_perm (&g, 4, &r);
  vs_vls_graph_set_edge (&g, r, 0, l[0], 0);
  UNIT_CHECK (vs_vls_graph_verify (&g) == VS_VLS_ERR_WIDTH,
	      "verify: input narrower than the shuffle");
  UNIT_CHECK (vs_vls_graph_add_load (&g, 1, 0, 4, &l[1]) == VS_VLS_OK
	      && vs_vls_graph_add_concat (&g, l[0], l[1], &wide)
		 == VS_VLS_ERR_INVALID,
	      "concat of unequal widths refused");
  UNIT_CHECK (vs_vls_graph_set_edge (&g, r, 9, l[0], 0)
	      == VS_VLS_ERR_INVALID, "edge past the width refused");
  vs_vls_graph_free (&g);
}

/* Four lanes of four sources each: split by halves and by interleave
   both verify, and split trees have three nodes per result.  */
static void
test_split_policies (void)
{
  for (int policy = 0; policy < 3; policy++)
    {
      vs_vls_graph g;
      int l[4], r;
      vs_vls_graph_init (&g, 8, 4);
      for (int i = 0; i < 4; i++)
	vs_vls_graph_add_load (&g, (unsigned) i, 0, 4, &l[i]);
      vs_vls_graph_add_perm (&g, 4, &r);
      for (unsigned lane = 0; lane < 4; lane++)
	vs_vls_graph_set_edge (&g, r, lane, l[lane], 2);
      vs_vls_graph_add_result (&g, r, 0, 16);
      vs_vls_graph_split (&g, (vs_vls_split_policy) policy);
      UNIT_CHECK (vs_vls_graph_verify (&g) == VS_VLS_OK
		  && live_perms (&g) >= 3, policy == 0 ? "split: halves"
		  : policy == 1 ? "split: interleave" : "split: one source");
      vs_vls_graph_free (&g);
    }
}

/* Two identical perm nodes merge into one; the results share it.  */
static void
test_merge (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  vs_vls_client c = fake_client (&t, 32);
  vs_vls_graph g;
  int l0, l1, a, b;
  vs_vls_graph_init (&g, 8, 2);
  vs_vls_graph_add_load (&g, 0, 0, 2, &l0);
  vs_vls_graph_add_load (&g, 1, 0, 2, &l1);
  vs_vls_graph_add_perm (&g, 2, &a);
  vs_vls_graph_add_perm (&g, 2, &b);
  for (int k = 0; k < 2; k++)
    {
      int n = k ? b : a;
      vs_vls_graph_set_edge (&g, n, 0, l0, 1);
      vs_vls_graph_set_edge (&g, n, 1, l1, 1);
      vs_vls_graph_add_result (&g, n, (unsigned) k, 8);
    }
  UNIT_CHECK (vs_vls_graph_merge (&g, &c) == VS_VLS_OK
	      && live_perms (&g) == 1 && g.results[0].node == g.results[1].node,
	      "merge: identical results share one node");
  UNIT_CHECK (vs_vls_graph_verify (&g) == VS_VLS_OK, "merge: verifies");
  vs_vls_graph_free (&g);

  /* Results with different contents at the same positions stay apart.  */
  seed_graph (&g);
  vs_vls_graph_merge (&g, &c);
  UNIT_CHECK (live_perms (&g) == 2, "merge: distinct results stay apart");
  vs_vls_graph_free (&g);
}

static void
test_print (void)
{
  vs_vls_graph g;
  seed_graph (&g);
  char buf[2048];
  size_t len = vs_vls_graph_print_to_buffer (&g, buf, sizeof buf);
  UNIT_CHECK (len == strlen (buf)
	      && strncmp (buf, "graph: 2 lanes, 8-byte elements\n", 32) == 0
	      && strstr (buf, "V0: load x2 lane 0 offset 0\n")
	      && strstr (buf, "V2: perm x2\n  [0] = V0[0]\n  [1] = V1[0]\n")
	      && strstr (buf, "result 1 (offset 8) = V3\n"),
	      "print: text form");

  len = vs_vls_graph_print_dot_to_buffer (&g, buf, sizeof buf);
  UNIT_CHECK (len == strlen (buf)
	      && strncmp (buf, "digraph vls {\n", 14) == 0
	      && strcmp (buf + len - 2, "}\n") == 0
	      && strstr (buf, "  V1 -> V3 [label=\"1->1\"];\n")
	      && strstr (buf, "  V2 -> R0;\n"),
	      "print: DOT form");
  unsigned arrows = 0;
  for (const char *p = buf; (p = strstr (p, "->")) != NULL; p += 2)
    arrows++;
  /* Four element edges, each with "->" in its label too, and two
     result edges.  */
  UNIT_CHECK (arrows == 4 * 2 + 2, "print: DOT edge count");

  char small[10];
  size_t need = vs_vls_graph_print_dot_to_buffer (&g, small, sizeof small);
  UNIT_CHECK (need == len && strlen (small) == sizeof small - 1
	      && strncmp (small, buf, sizeof small - 1) == 0,
	      "print: truncated buffer, full length returned");
  UNIT_CHECK (vs_vls_graph_print_to_buffer (&g, NULL, 0)
	      == vs_vls_graph_print_to_buffer (&g, buf, sizeof buf),
	      "print: measuring with no buffer");

  FILE *f = tmpfile ();
  if (f != NULL)
    {
      UNIT_CHECK (vs_vls_graph_print_dot (&g, f) == VS_VLS_OK
		  && (size_t) ftell (f) == len, "print: DOT to a FILE");
      fclose (f);
    }
  vs_vls_graph_free (&g);
}

/* Concats: a 4-wide result built from four 1-element loads joined in a
   tree is a copy of the top concat and needs no shuffle.  */
static void
test_concat_copy (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  vs_vls_client c = fake_client (&t, 32);
  vs_vls_graph g;
  int l[4], c01, c23, top, r;
  vs_vls_graph_init (&g, 8, 4);
  for (int i = 0; i < 4; i++)
    vs_vls_graph_add_load (&g, (unsigned) i, 8, 1, &l[i]);
  vs_vls_graph_add_concat (&g, l[0], l[1], &c01);
  vs_vls_graph_add_concat (&g, l[2], l[3], &c23);
  vs_vls_graph_add_concat (&g, c01, c23, &top);
  vs_vls_graph_add_perm (&g, 4, &r);
  for (unsigned i = 0; i < 4; i++)
    vs_vls_graph_set_edge (&g, r, i, top, i);
  vs_vls_graph_add_result (&g, r, 0, 8);
  UNIT_CHECK (vs_vls_graph_verify (&g) == VS_VLS_OK, "concat: verifies");
  vs_vls_group grp = { 1, { 0 }, { 8 }, 8 };
  fake_ref ref = { 0, 8, 0, 0 };
  vs_vls_memref m;
  fake_memrefs (&ref, 1, 8, 4, &m);
  vs_vls_sequence seq;
  UNIT_CHECK (vs_vls_lower_graph (&g, &m, &grp, &c, &seq) == VS_VLS_OK
	      && seq.ninstrs == 7 && seq.results[0].instr == 6
	      && seq.instrs[6].kind == VS_VLS_INSTR_CONCAT,
	      "concat: the result is the top concat, no shuffle");
  vs_vls_sequence_free (&seq);
  vs_vls_graph_free (&g);
}

int
main (void)
{
  test_verify_ok_and_failures ();
  test_split_policies ();
  test_merge ();
  test_print ();
  test_concat_copy ();
  return unit_finish ();
}
