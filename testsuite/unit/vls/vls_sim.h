/* A simulator for the unit tests: runs an abstract VLS sequence on a
   fake memory and compares with what the gathers would have read.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_SIM_H
#define VSHAPE_VLS_SIM_H

#include <stdint.h>
#include <stdlib.h>

#include "vls_fake_client.h"

#define SIM_MAX_ELEMS 64

/* ELEM_SIZE bytes at ADDR as a little-endian number.  */
static inline uint64_t
sim_read (const uint8_t *mem, int64_t addr, unsigned elem_size)
{
  uint64_t v = 0;
  for (unsigned b = 0; b < elem_size; b++)
    v |= (uint64_t) mem[addr + b] << (8 * b);
  return v;
}

/* Run SEQ for GROUP: memref M reads, in lane L, the element at
   LANE_BASE[L] + offset of REFS[M]; lanes with ACTIVE[L] false touch no
   memory and yield zeros.  Returns 0 when every result equals its
   gather and every load stays within its lane's lowest and highest
   bytes; otherwise a short reason.  */
static inline const char *
sim_run (const vs_vls_sequence *seq, const vs_vls_memref *memrefs,
	 const fake_ref *refs, const vs_vls_group *group,
	 const uint8_t *mem, int64_t mem_size, const int64_t *lane_base,
	 const bool *active)
{
  const vs_vls_memref *anchor = &memrefs[group->members[0]];
  unsigned lanes = anchor->lanes, esize = anchor->elem_size;
  uint64_t (*val)[SIM_MAX_ELEMS] = calloc (seq->ninstrs + 1, sizeof *val);
  const char *why = NULL;
  if (val == NULL)
    return "out of memory";
  for (unsigned i = 0; i < seq->ninstrs && why == NULL; i++)
    {
      const vs_vls_instr *ins = &seq->instrs[i];
      if (ins->nelems > SIM_MAX_ELEMS || ins->elem_size != esize)
	why = "bad instruction shape";
      else if (ins->kind == VS_VLS_INSTR_LOAD)
	{
	  /* A load reads NELEMS elements of one lane.  */
	  unsigned l = ins->lane;
	  if (l >= lanes)
	    {
	      why = "load lanes out of range";
	      break;
	    }
	  if (!active[l])
	    continue;
	  int64_t lo = INT64_MAX, hi = INT64_MIN;
	  for (unsigned m = 0; m < group->nmembers; m++)
	    {
	      int64_t a = lane_base[l] + refs[group->members[m]].offset;
	      lo = a < lo ? a : lo;
	      hi = a + esize - 1 > hi ? a + esize - 1 : hi;
	    }
	  int64_t addr = lane_base[l] + refs[ins->memref].offset + ins->offset;
	  int64_t last = addr + (int64_t) ins->nelems * esize - 1;
	  if (addr < lo || last > hi)
	    why = "load outside the lane's bytes";
	  else if (addr < 0 || last >= mem_size)
	    why = "load outside memory";
	  else
	    for (unsigned k = 0; k < ins->nelems; k++)
	      val[i][k] = sim_read (mem, addr + (int64_t) k * esize, esize);
	}
      else if (ins->in[0] >= i || ins->in[1] >= i)
	why = "operand not defined before use";
      else if (ins->kind == VS_VLS_INSTR_CONCAT)
	{
	  unsigned half = ins->nelems / 2;
	  if (seq->instrs[ins->in[0]].nelems != half
	      || seq->instrs[ins->in[1]].nelems != half)
	    why = "concat of wrong widths";
	  for (unsigned k = 0; k < half && why == NULL; k++)
	    {
	      val[i][k] = val[ins->in[0]][k];
	      val[i][half + k] = val[ins->in[1]][k];
	    }
	}
      else
	{
	  unsigned n = ins->nelems;
	  if (seq->instrs[ins->in[0]].nelems != n
	      || seq->instrs[ins->in[1]].nelems != n)
	    why = "shuffle of wrong widths";
	  for (unsigned k = 0; k < n && why == NULL; k++)
	    {
	      if (ins->mask[k] >= 2 * n)
		why = "mask index out of range";
	      else
		val[i][k] = ins->mask[k] < n ? val[ins->in[0]][ins->mask[k]]
					     : val[ins->in[1]][ins->mask[k] - n];
	    }
	}
    }
  if (why == NULL && seq->nresults != group->nmembers)
    why = "wrong number of results";
  for (unsigned r = 0; r < seq->nresults && why == NULL; r++)
    {
      unsigned m = seq->results[r].memref, in = seq->results[r].instr;
      if (in >= seq->ninstrs || seq->instrs[in].nelems != lanes)
	{
	  why = "result of wrong width";
	  break;
	}
      for (unsigned l = 0; l < lanes && why == NULL; l++)
	{
	  uint64_t want = active[l]
			  ? sim_read (mem, lane_base[l] + refs[m].offset, esize)
			  : 0;
	  if (val[in][l] != want)
	    why = "result differs from the gather";
	}
    }
  free (val);
  return why;
}

#endif
