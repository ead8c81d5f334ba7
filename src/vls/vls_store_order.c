/* The sequence that replaces a store group: the scattered vectors are
   transposed by rounds of interleaving shuffles until each lane's block
   is a run of adjacent elements of one vector, which one store writes
   to the lane's address.

   With S members of N lanes, round R pairs vector I with vector
   I + S/2 and makes their interleaved lower and upper halves; after
   log2 (S) rounds vector V holds lanes V * N/S .. (V + 1) * N/S - 1,
   S elements each, in lane order.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>
#include <string.h>

#include "vls_store.h"

/* Append an instruction to SEQ (room was reserved).  */
static unsigned
push (vs_vls_sequence *seq, const vs_vls_instr *ins)
{
  seq->instrs[seq->ninstrs] = *ins;
  return seq->ninstrs++;
}

/* Append the shuffle interleaving the lower (UPPER false) or upper
   halves of the N-element values A and B; cost and legality through
   CLIENT.  */
static vs_vls_status
push_interleave (vs_vls_sequence *seq, const vs_vls_client *client,
		 unsigned n, unsigned elem_size, unsigned a, unsigned b,
		 bool upper, unsigned *out)
{
  unsigned *mask = malloc (n * sizeof *mask);
  if (!mask)
    return VS_VLS_ERR_NOMEM;
  unsigned from = upper ? n / 2 : 0;
  for (unsigned k = 0; k < n / 2; k++)
    {
      mask[2 * k] = from + k;
      mask[2 * k + 1] = n + from + k;
    }
  vs_vls_instr ins;
  memset (&ins, 0, sizeof ins);
  ins.kind = VS_VLS_INSTR_SHUFFLE;
  ins.nelems = n;
  ins.elem_size = elem_size;
  ins.in[0] = a;
  ins.in[1] = b;
  ins.mask = mask;
  *out = push (seq, &ins);
  if (!client->shuffle_legal (client->data, n, elem_size, mask))
    return VS_VLS_ERR_NO_LEGAL_NETWORK;
  seq->new_cost += client->shuffle_cost (client->data, n, elem_size, mask);
  return VS_VLS_OK;
}

/* Append part P of GROUP to SEQ: its values, the transposition and
   one store per lane.  */
static vs_vls_status
push_part (const vs_vls_memref *memrefs, const vs_vls_store_group *group,
	   unsigned p, const vs_vls_client *client, vs_vls_sequence *seq)
{
  const unsigned *members = group->memrefs[p];
  const vs_vls_memref *anchor = &memrefs[members[0]];
  unsigned s = group->nmembers, n = anchor->lanes, e = anchor->elem_size;
  unsigned cur[VS_VLS_GROUP_MAX], next[VS_VLS_GROUP_MAX];
  vs_vls_instr ins;
  for (unsigned m = 0; m < s; m++)
    {
      memset (&ins, 0, sizeof ins);
      ins.kind = VS_VLS_INSTR_VALUE;
      ins.nelems = n;
      ins.elem_size = e;
      ins.memref = members[m];
      cur[m] = push (seq, &ins);
    }
  for (unsigned width = s; width > 1; width /= 2)
    {
      for (unsigned i = 0; i < s / 2; i++)
	for (unsigned upper = 0; upper < 2; upper++)
	  {
	    vs_vls_status st
	      = push_interleave (seq, client, n, e, cur[i], cur[i + s / 2],
				 upper, &next[2 * i + upper]);
	    if (st != VS_VLS_OK)
	      return st;
	  }
      memcpy (cur, next, s * sizeof cur[0]);
    }
  unsigned per_vector = n / s;
  for (unsigned l = 0; l < n; l++)
    {
      memset (&ins, 0, sizeof ins);
      ins.kind = VS_VLS_INSTR_STORE;
      ins.nelems = s;
      ins.elem_size = e;
      ins.memref = members[0];
      ins.lane = l;
      ins.masked = anchor->masked;
      ins.in[0] = cur[l / per_vector];
      ins.first = (l % per_vector) * s;
      push (seq, &ins);
      if (client->lane_address_cost)
	seq->new_cost += client->lane_address_cost (client->data, anchor);
      seq->new_cost += client->store_cost (client->data, s * e,
					   ins.first * e, anchor->masked);
    }
  return VS_VLS_OK;
}

vs_vls_status
vs_vls_get_store_sequence (const vs_vls_memref *memrefs,
			   const vs_vls_store_group *group,
			   const vs_vls_client *client, vs_vls_sequence *out)
{
  memset (out, 0, sizeof *out);
  if (!memrefs || !group || group->nparts == 0
      || group->nparts > VS_VLS_STORE_PARTS_MAX || group->nmembers < 2
      || group->nmembers > VS_VLS_GROUP_MAX
      || vs_vls_client_check (client) != VS_VLS_OK || !client->store_cost)
    return VS_VLS_ERR_INVALID;
  unsigned s = group->nmembers, n = memrefs[group->memrefs[0][0]].lanes;
  if ((s & (s - 1)) != 0 || n % s != 0)
    return VS_VLS_ERR_INVALID;
  unsigned rounds = 0;
  for (unsigned w = s; w > 1; w /= 2)
    rounds++;
  unsigned per_part = s + s * rounds + n;
  out->instrs = calloc (group->nparts * per_part, sizeof *out->instrs);
  if (!out->instrs)
    return VS_VLS_ERR_NOMEM;
  for (unsigned p = 0; p < group->nparts; p++)
    {
      for (unsigned m = 0; m < s; m++)
	out->old_cost += client->gather_cost (client->data,
					      &memrefs[group->memrefs[p][m]]);
      vs_vls_status st = push_part (memrefs, group, p, client, out);
      if (st != VS_VLS_OK)
	{
	  vs_vls_sequence_free (out);
	  return st;
	}
    }
  return VS_VLS_OK;
}
