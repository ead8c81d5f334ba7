/* Randomized end-to-end test of the VLS server: random memrefs are
   grouped, each group's sequence is executed on a fake memory with
   random lane addresses and masks, and the results must equal the
   gathers' while no load leaves its lane's lowest..highest bytes.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>

#include "vls.h"
#include "vls_fake_client.h"
#include "vls_sim.h"
#include "unit_check.h"

#define MEM_SIZE 8192
#define MAX_REFS 9

static uint8_t memory[MEM_SIZE];

static unsigned
pick (unsigned n)
{
  return (unsigned) rand () % n;
}

typedef struct sim_totals
{
  unsigned groups, sequences, failures, no_network, dearer;
  const char *first_failure;
} sim_totals;

/* One random scenario.  */
static void
scenario (sim_totals *tot)
{
  /* Gathers of bytes do not exist on x86; 16-bit ones keep wide vectors
     in the mix.  */
  static const unsigned sizes[] = { 2, 4, 8, 8 };
  static const unsigned regs[] = { 16, 32, 64 };
  unsigned esize = sizes[pick (4)];
  unsigned max_bytes = regs[pick (3)];
  unsigned lanes;
  do
    lanes = 2u << pick (4);
  while (lanes * esize > 64);
  bool masked = pick (4) == 0;
  fake_target t = { pick (3) == 0 ? FAKE_LEGAL_SIMPLE : FAKE_LEGAL_ALL,
		    1 + pick (4), 0 };
  vs_vls_client c = fake_client (&t, max_bytes);

  unsigned n = 2 + pick (MAX_REFS - 1);
  fake_ref refs[MAX_REFS];
  int span_elems = (int) (max_bytes / esize) + 2;
  for (unsigned i = 0; i < n; i++)
    refs[i] = (fake_ref) { pick (8) == 0, (int64_t) esize
		* ((int) pick ((unsigned) (2 * span_elems)) - span_elems),
		pick (10) == 0, 0 };
  vs_vls_memref m[MAX_REFS];
  fake_memrefs (refs, n, esize, lanes, m);
  for (unsigned i = 0; i < n; i++)
    m[i].masked = masked;

  vs_vls_grouping_method method = pick (2) ? VS_VLS_GROUPING_BY_COST
					    : VS_VLS_GROUPING_GREEDY;
  vs_vls_grouping gr;
  if (vs_vls_get_groups (m, n, &c, method, &gr) != VS_VLS_OK)
    {
      tot->failures++;
      tot->first_failure = "grouping failed";
      return;
    }
  for (unsigned g = 0; g < gr.ngroups; g++)
    {
      const vs_vls_group *grp = &gr.groups[g];
      vs_vls_sequence seq;
      tot->groups++;
      vs_vls_status st = vs_vls_get_sequence (m, grp, &c, &seq, NULL);
      if (st == VS_VLS_ERR_NO_LEGAL_NETWORK)
	{
	  tot->no_network++;
	  continue;
	}
      if (st != VS_VLS_OK)
	{
	  tot->failures++;
	  tot->first_failure = vs_vls_status_name (st);
	  continue;
	}
      tot->sequences++;
      if (method == VS_VLS_GROUPING_BY_COST && seq.new_cost >= seq.old_cost)
	tot->dearer++;
      for (int trial = 0; trial < 8; trial++)
	{
	  int64_t base[SIM_MAX_ELEMS];
	  bool active[SIM_MAX_ELEMS];
	  for (unsigned l = 0; l < lanes; l++)
	    {
	      base[l] = 512 + (int64_t) pick (MEM_SIZE - 1024);
	      base[l] -= base[l] % esize;
	      active[l] = !masked || pick (2);
	    }
	  const char *why = sim_run (&seq, m, refs, grp, memory, MEM_SIZE,
				     base, active);
	  if (why != NULL)
	    {
	      tot->failures++;
	      tot->first_failure = why;
	      break;
	    }
	}
      vs_vls_sequence_free (&seq);
    }
  vs_vls_grouping_free (&gr);
}

int
main (void)
{
  srand (20260101);
  for (int i = 0; i < MEM_SIZE; i++)
    memory[i] = (uint8_t) pick (256);
  sim_totals tot = { 0, 0, 0, 0, 0, NULL };
  for (int s = 0; s < 800; s++)
    scenario (&tot);
  printf ("groups %u, sequences %u, without legal network %u\n",
	  tot.groups, tot.sequences, tot.no_network);
  if (tot.first_failure != NULL)
    printf ("first failure: %s\n", tot.first_failure);
  UNIT_CHECK (tot.failures == 0, "random groups: sequences match gathers");
  UNIT_CHECK (tot.sequences > 600, "random groups: enough coverage");
  UNIT_CHECK (tot.dearer == 0, "random groups: by-cost groups are cheaper");
  return unit_finish ();
}
