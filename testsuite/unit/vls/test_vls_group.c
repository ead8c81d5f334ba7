/* Unit tests of the VLS server's grouping.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "vls.h"
#include "vls_fake_client.h"
#include "unit_check.h"

/* True when GROUP has exactly the memrefs in WANT (ascending).  */
static bool
group_is (const vs_vls_group *group, const unsigned *want, unsigned n)
{
  if (group->nmembers != n)
    return false;
  for (unsigned i = 0; i < n; i++)
    if (group->members[i] != want[i])
      return false;
  return true;
}

/* Cost of a grouping: sequences of its groups, gathers of the rest.  */
static int64_t
grouping_cost (const vs_vls_memref *m, unsigned n,
	       const vs_vls_client *c, const vs_vls_grouping *gr)
{
  int64_t total = 0;
  for (unsigned i = 0; i < n; i++)
    if (gr->group_of[i] < 0)
      total += c->gather_cost (c->data, &m[i]);
  for (unsigned g = 0; g < gr->ngroups; g++)
    {
      vs_vls_sequence seq;
      if (vs_vls_get_sequence (m, &gr->groups[g], c, &seq, NULL)
	  != VS_VLS_OK)
	return INT64_MAX;
      total += seq.new_cost < seq.old_cost ? seq.new_cost : seq.old_cost;
      vs_vls_sequence_free (&seq);
    }
  return total;
}

/* The design note's example: floats at 0, 4, 12, 16, 20 with 16-byte
   registers.  Greedy takes {0, 4, 12} then {16, 20}.  */
static void
test_seed_example (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  vs_vls_client c = fake_client (&t, 16);
  fake_ref refs[] = { { 0, 0, 0, 0 }, { 0, 4, 0, 0 }, { 0, 12, 0, 0 },
		      { 0, 16, 0, 0 }, { 0, 20, 0, 0 } };
  vs_vls_memref m[5];
  fake_memrefs (refs, 5, 4, 4, m);
  vs_vls_grouping greedy, best;
  UNIT_CHECK (vs_vls_get_groups (m, 5, &c, VS_VLS_GROUPING_GREEDY, &greedy)
	      == VS_VLS_OK, "seed example: greedy runs");
  static const unsigned g0[] = { 0, 1, 2 }, g1[] = { 3, 4 };
  UNIT_CHECK (greedy.ngroups == 2 && group_is (&greedy.groups[0], g0, 3)
	      && group_is (&greedy.groups[1], g1, 2),
	      "seed example: greedy groups {0,4,12} {16,20}");
  UNIT_CHECK (greedy.groups[0].span_bytes == 16
	      && greedy.groups[1].span_bytes == 8,
	      "seed example: greedy spans");
  UNIT_CHECK (vs_vls_get_groups (m, 5, &c, VS_VLS_GROUPING_BY_COST, &best)
	      == VS_VLS_OK, "seed example: by-cost runs");
  UNIT_CHECK (grouping_cost (m, 5, &c, &best)
	      <= grouping_cost (m, 5, &c, &greedy),
	      "seed example: by-cost never dearer than greedy");
  vs_vls_grouping_free (&greedy);
  vs_vls_grouping_free (&best);
}

/* Where greedy loses: doubles at 0, 8, 24, 32 with 32-byte registers.
   Greedy packs {0, 8, 24} and strands 32 as a gather; pairing
   {0, 8} {24, 32} covers everything and costs less.  */
static void
test_greedy_loses (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  vs_vls_client c = fake_client (&t, 32);
  fake_ref refs[] = { { 0, 0, 0, 0 }, { 0, 8, 0, 0 }, { 0, 24, 0, 0 },
		      { 0, 32, 0, 0 } };
  vs_vls_memref m[4];
  fake_memrefs (refs, 4, 8, 4, m);
  vs_vls_grouping greedy, best;
  vs_vls_get_groups (m, 4, &c, VS_VLS_GROUPING_GREEDY, &greedy);
  vs_vls_get_groups (m, 4, &c, VS_VLS_GROUPING_BY_COST, &best);
  static const unsigned g012[] = { 0, 1, 2 }, g01[] = { 0, 1 },
    g23[] = { 2, 3 };
  UNIT_CHECK (greedy.ngroups == 1 && group_is (&greedy.groups[0], g012, 3)
	      && greedy.group_of[3] == -1,
	      "greedy loses: greedy strands the last memref");
  UNIT_CHECK (best.ngroups == 2 && group_is (&best.groups[0], g01, 2)
	      && group_is (&best.groups[1], g23, 2),
	      "greedy loses: by-cost pairs them");
  UNIT_CHECK (grouping_cost (m, 4, &c, &best)
	      < grouping_cost (m, 4, &c, &greedy),
	      "greedy loses: by-cost is strictly cheaper");
  vs_vls_grouping_free (&greedy);
  vs_vls_grouping_free (&best);
}

/* x[j+1], x[j], x[j-1] in that program order: the anchor is the highest
   address, offsets are negative.  */
static void
test_negative_offsets (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  vs_vls_client c = fake_client (&t, 32);
  fake_ref refs[] = { { 0, 8, 0, 0 }, { 0, 0, 0, 0 }, { 0, -8, 0, 0 } };
  vs_vls_memref m[3];
  fake_memrefs (refs, 3, 8, 4, m);
  vs_vls_grouping gr;
  vs_vls_get_groups (m, 3, &c, VS_VLS_GROUPING_BY_COST, &gr);
  UNIT_CHECK (gr.ngroups == 1 && gr.groups[0].nmembers == 3
	      && gr.groups[0].members[0] == 0
	      && gr.groups[0].offsets[0] == 0
	      && gr.groups[0].offsets[1] == -8
	      && gr.groups[0].offsets[2] == -16
	      && gr.groups[0].span_bytes == 24,
	      "negative offsets: anchored at the first memref");
  vs_vls_grouping_free (&gr);
}

/* What keeps memrefs apart: unknown distance, motion, lanes, stores,
   odd distances, masks, spans.  */
static void
test_not_grouped (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  vs_vls_client c = fake_client (&t, 32);
  fake_ref refs[] = {
    { 0, 0, 0, 0 }, { 1, 8, 0, 0 },	/* different bases */
    { 2, 0, 0, 0 }, { 2, 8, 1, 0 },	/* separate regions */
    { 3, 0, 0, 0 }, { 3, 4, 0, 0 },	/* 4 bytes apart, 8-byte elements */
    { 4, 0, 0, 0 }, { 4, 32, 0, 0 },	/* span 40 > 32 */
    { 5, 0, 0, 0 }, { 5, 8, 0, 0 },	/* second is a store */
    { 6, 0, 0, 0 }, { 6, 8, 0, 0 },	/* different lane counts */
    { 7, 0, 0, 1 }, { 7, 8, 0, 2 },	/* different masks */
  };
  unsigned n = sizeof refs / sizeof refs[0];
  vs_vls_memref m[sizeof refs / sizeof refs[0]];
  fake_memrefs (refs, n, 8, 4, m);
  m[9].access = VS_VLS_STORE;
  m[11].lanes = 8;
  m[12].masked = m[13].masked = true;
  for (int method = 0; method < 2; method++)
    {
      vs_vls_grouping gr;
      vs_vls_status st
	= vs_vls_get_groups (m, n, &c, (vs_vls_grouping_method) method, &gr);
      bool alone = st == VS_VLS_OK && gr.ngroups == 0;
      for (unsigned i = 0; i < n && alone; i++)
	alone = gr.group_of[i] == -1;
      UNIT_CHECK (alone, method ? "not grouped: by cost"
			 : "not grouped: greedy");
      vs_vls_grouping_free (&gr);
    }
  unsigned pair[] = { 2, 3 };
  vs_vls_group g;
  UNIT_CHECK (vs_vls_make_group (m, pair, 2, &c, &g)
	      == VS_VLS_ERR_NOT_GROUPABLE, "make_group: motion checked");
  pair[0] = 6, pair[1] = 7;
  UNIT_CHECK (vs_vls_make_group (m, pair, 2, &c, &g)
	      == VS_VLS_ERR_NOT_GROUPABLE, "make_group: span checked");
  pair[0] = 0, pair[1] = 0;
  UNIT_CHECK (vs_vls_make_group (m, pair, 2, &c, &g)
	      == VS_VLS_ERR_INVALID, "make_group: duplicate rejected");
}

/* The anchor's region decides motion: the later memref must move up.  */
static void
test_motion_partial (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  vs_vls_client c = fake_client (&t, 32);
  fake_ref refs[] = { { 0, 0, 0, 0 }, { 0, 8, 0, 0 }, { 0, 16, 1, 0 },
		      { 0, 24, 1, 0 } };
  vs_vls_memref m[4];
  fake_memrefs (refs, 4, 8, 4, m);
  vs_vls_grouping gr;
  vs_vls_get_groups (m, 4, &c, VS_VLS_GROUPING_BY_COST, &gr);
  static const unsigned a[] = { 0, 1 }, b[] = { 2, 3 };
  UNIT_CHECK (gr.ngroups == 2 && group_is (&gr.groups[0], a, 2)
	      && group_is (&gr.groups[1], b, 2),
	      "motion: a barrier splits the quad into two pairs");
  vs_vls_grouping_free (&gr);
}

/* More memrefs than the exhaustive search takes: runs of consecutive
   addresses, still every memref grouped, deterministic.  */
static void
test_big_cluster (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  vs_vls_client c = fake_client (&t, 16);
  fake_ref refs[12];
  for (int i = 0; i < 12; i++)
    refs[i] = (fake_ref) { 0, 4 * ((i * 5) % 12), 0, 0 };
  vs_vls_memref m[12];
  fake_memrefs (refs, 12, 4, 4, m);
  vs_vls_grouping gr, again;
  vs_vls_get_groups (m, 12, &c, VS_VLS_GROUPING_BY_COST, &gr);
  bool all = gr.ngroups >= 3;
  for (int i = 0; i < 12; i++)
    all &= gr.group_of[i] >= 0;
  UNIT_CHECK (all, "big cluster: every memref grouped");
  for (unsigned g = 0; g < gr.ngroups; g++)
    all &= gr.groups[g].span_bytes <= 16;
  UNIT_CHECK (all, "big cluster: spans fit the register");
  vs_vls_get_groups (m, 12, &c, VS_VLS_GROUPING_BY_COST, &again);
  bool same = gr.ngroups == again.ngroups;
  for (unsigned g = 0; g < gr.ngroups && same; g++)
    same = group_is (&again.groups[g], gr.groups[g].members,
		     gr.groups[g].nmembers);
  UNIT_CHECK (same, "big cluster: deterministic");
  vs_vls_grouping_free (&gr);
  vs_vls_grouping_free (&again);
}

/* Expensive sequences are not chosen by cost: with cheap gathers every
   memref stays a gather; greedy still reports the group.  */
static void
test_cheap_gathers (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 0, 0 };
  vs_vls_client c = fake_client (&t, 32);
  fake_ref refs[] = { { 0, 0, 0, 0 }, { 0, 8, 0, 0 } };
  vs_vls_memref m[2];
  fake_memrefs (refs, 2, 8, 4, m);
  vs_vls_grouping gr;
  vs_vls_get_groups (m, 2, &c, VS_VLS_GROUPING_BY_COST, &gr);
  UNIT_CHECK (gr.ngroups == 0, "cheap gathers: no group by cost");
  vs_vls_grouping_free (&gr);
  vs_vls_get_groups (m, 2, &c, VS_VLS_GROUPING_GREEDY, &gr);
  UNIT_CHECK (gr.ngroups == 1, "cheap gathers: greedy still groups");
  vs_vls_grouping_free (&gr);
}

static void
test_bad_client (void)
{
  fake_target t = { FAKE_LEGAL_ALL, 4, 0 };
  vs_vls_client c = fake_client (&t, 24);
  vs_vls_grouping gr;
  UNIT_CHECK (vs_vls_get_groups (NULL, 0, &c, VS_VLS_GROUPING_GREEDY, &gr)
	      == VS_VLS_ERR_INVALID, "register size must be a power of 2");
  c = fake_client (&t, 32);
  c.can_move_to = NULL;
  UNIT_CHECK (vs_vls_get_groups (NULL, 0, &c, VS_VLS_GROUPING_GREEDY, &gr)
	      == VS_VLS_ERR_INVALID, "callbacks are required");
  UNIT_CHECK (vs_vls_status_name (VS_VLS_ERR_CYCLE)[0] != '\0',
	      "status names");
}

int
main (void)
{
  test_seed_example ();
  test_greedy_loses ();
  test_negative_offsets ();
  test_not_grouped ();
  test_motion_partial ();
  test_big_cluster ();
  test_cheap_gathers ();
  test_bad_client ();
  return unit_finish ();
}
