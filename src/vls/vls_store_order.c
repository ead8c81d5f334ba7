/* The sequence that replaces a store group: the scattered vectors are
   transposed by rounds of interleaving shuffles until each lane's block
   is a run of adjacent elements of one vector, which one store writes
   to the lane's address.  A block that is no power of two goes in
   power-of-two pieces, each transposed and stored on its own (a triple:
   a pair, then one element).

   With S members of N lanes, round R pairs vector I with vector
   I + S/2 and makes their interleaved lower and upper halves; after
   log2 (S) rounds vector V holds lanes V * N/S .. (V + 1) * N/S - 1,
   S elements each, in lane order.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdint.h>
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

/* Into MASK, the N-element interleave of the lower (UPPER false) or
   upper halves of each CHUNK-element run of two values (CHUNK = N: the
   halves of the whole values).  */
static void
interleave_mask (unsigned *mask, unsigned n, unsigned chunk, bool upper)
{
  unsigned from = upper ? chunk / 2 : 0;
  for (unsigned j = 0; j < n; j += chunk)
    for (unsigned k = 0; k < chunk / 2; k++)
      {
	mask[j + 2 * k] = j + from + k;
	mask[j + 2 * k + 1] = n + j + from + k;
      }
}

/* Append the interleave (interleave_mask) of the N-element values A
   and B; cost and legality through CLIENT.  */
static vs_vls_status
push_interleave (vs_vls_sequence *seq, const vs_vls_client *client,
		 unsigned n, unsigned chunk, unsigned elem_size, unsigned a,
		 unsigned b, bool upper, unsigned *out)
{
  unsigned *mask = malloc (n * sizeof *mask);
  if (!mask)
    return VS_VLS_ERR_NOMEM;
  interleave_mask (mask, n, chunk, upper);
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

/* Where lane L's piece of S members is after a transposition whose
   rounds interleave CHUNK-element runs (S = 2) or the whole N-element
   values (CHUNK = N): which of the S transposed values (*WHICH) and
   from which element (*FIRST).  */
static void
lane_place (unsigned l, unsigned s, unsigned n, unsigned chunk,
	    unsigned *which, unsigned *first)
{
  if (chunk < n)
    {
      unsigned r = l % chunk;
      *which = r >= chunk / 2;
      *first = (l / chunk) * chunk + 2 * (r % (chunk / 2));
      return;
    }
  unsigned per_vector = n / s;
  *which = l / per_vector;
  *first = (l % per_vector) * s;
}

/* The run length of the pair interleave that costs least with the
   stores it feeds, for the pair piece of a block that is no power of
   two: interleaving whole values moves elements across the vector,
   runs of a register's 128-bit lane do not on x86; the client's prices
   choose.  N when no shorter run is legal and cheaper.  */
static unsigned
pair_chunk (const vs_vls_client *client, unsigned n, unsigned e,
	    bool masked)
{
  unsigned best = n;
  int64_t best_cost = INT64_MAX;
  unsigned mask[2][64];
  for (unsigned chunk = n; chunk >= 2 && n <= 64; chunk /= 2)
    {
      int64_t cost = 0;
      bool legal = true;
      for (unsigned upper = 0; upper < 2; upper++)
	{
	  interleave_mask (mask[upper], n, chunk, upper);
	  legal = legal && client->shuffle_legal (client->data, n, e,
						  mask[upper]);
	  cost += client->shuffle_cost (client->data, n, e, mask[upper]);
	}
      for (unsigned l = 0; l < n; l++)
	{
	  unsigned which, first;
	  lane_place (l, 2, n, chunk, &which, &first);
	  cost += client->store_cost (client->data, 2 * e, first * e, masked);
	}
      if (legal && cost < best_cost)
	{
	  best = chunk;
	  best_cost = cost;
	}
    }
  return best;
}

/* The largest power of two that is not above X (X > 0).  */
static unsigned
top_power_of_two (unsigned x)
{
  unsigned p = 1;
  while (p <= x / 2)
    p *= 2;
  return p;
}

/* The rounds of interleaving a piece of S members (a power of two)
   takes.  */
static unsigned
rounds_of (unsigned s)
{
  unsigned rounds = 0;
  for (unsigned w = s; w > 1; w /= 2)
    rounds++;
  return rounds;
}

/* How each part of a group stores its block: in power-of-two pieces,
   the largest first; piece K covers members FROM[K] .. FROM[K] +
   SIZE[K] - 1 and is transposed interleaving CHUNK[K]-element runs.  */
typedef struct store_pieces
{
  unsigned n;
  unsigned from[VS_VLS_GROUP_MAX], size[VS_VLS_GROUP_MAX];
  unsigned chunk[VS_VLS_GROUP_MAX];
} store_pieces;

/* The pieces of a block of NM members of N lanes of E bytes.  */
static void
plan_pieces (const vs_vls_client *client, unsigned nm, unsigned n,
	     unsigned e, bool masked, store_pieces *out)
{
  out->n = 0;
  for (unsigned done = 0; done < nm; out->n++)
    {
      unsigned size = top_power_of_two (nm - done);
      out->from[out->n] = done;
      out->size[out->n] = size;
      /* Power-of-two blocks keep the whole-value interleaves that the
	 scatter corrections were measured against.  */
      out->chunk[out->n] = (size == 2 && size != nm
			    ? pair_chunk (client, n, e, masked) : n);
      done += size;
    }
}

/* Append to SEQ the transposition of a piece of S members (a power of
   two) whose values are VALS, N lanes of E bytes, interleaving CHUNK
   element runs (N, or less for a pair): OUT receives the S transposed
   values that lane_place indexes.  */
static vs_vls_status
push_transpose (const unsigned *vals, unsigned s, unsigned n, unsigned e,
		unsigned chunk, const vs_vls_client *client,
		vs_vls_sequence *seq, unsigned *out)
{
  unsigned next[VS_VLS_GROUP_MAX];
  memcpy (out, vals, s * sizeof out[0]);
  for (unsigned width = s; width > 1; width /= 2)
    {
      for (unsigned i = 0; i < s / 2; i++)
	for (unsigned upper = 0; upper < 2; upper++)
	  {
	    vs_vls_status st
	      = push_interleave (seq, client, n, chunk, e, out[i],
				 out[i + s / 2], upper, &next[2 * i + upper]);
	    if (st != VS_VLS_OK)
	      return st;
	  }
      memcpy (out, next, s * sizeof out[0]);
    }
  return VS_VLS_OK;
}

/* Append part P of GROUP to SEQ: its values, the transposition of each
   of PIECES, then per lane, in lane order, the store of each piece, so
   that each lane's block is written before the next lane's, as the
   scalar loop writes them.  */
static vs_vls_status
push_part (const vs_vls_memref *memrefs, const vs_vls_store_group *group,
	   unsigned p, const store_pieces *pieces,
	   const vs_vls_client *client, vs_vls_sequence *seq)
{
  const unsigned *members = group->memrefs[p];
  const vs_vls_memref *anchor = &memrefs[members[0]];
  unsigned nm = group->nmembers, n = anchor->lanes, e = anchor->elem_size;
  unsigned vals[VS_VLS_GROUP_MAX];
  for (unsigned m = 0; m < nm; m++)
    {
      vs_vls_instr ins;
      memset (&ins, 0, sizeof ins);
      ins.kind = VS_VLS_INSTR_VALUE;
      ins.nelems = n;
      ins.elem_size = e;
      ins.memref = members[m];
      vals[m] = push (seq, &ins);
    }
  /* Piece K's transposed values start at BLOCKS + FROM[K].  */
  unsigned blocks[VS_VLS_GROUP_MAX];
  for (unsigned k = 0; k < pieces->n; k++)
    {
      unsigned from = pieces->from[k];
      vs_vls_status st = push_transpose (vals + from, pieces->size[k], n, e,
					 pieces->chunk[k], client, seq,
					 blocks + from);
      if (st != VS_VLS_OK)
	return st;
    }
  for (unsigned l = 0; l < n; l++)
    {
      if (client->lane_address_cost)
	seq->new_cost += client->lane_address_cost (client->data, anchor);
      for (unsigned k = 0; k < pieces->n; k++)
	{
	  unsigned which, first;
	  lane_place (l, pieces->size[k], n, pieces->chunk[k], &which,
		      &first);
	  vs_vls_instr ins;
	  memset (&ins, 0, sizeof ins);
	  ins.kind = VS_VLS_INSTR_STORE;
	  ins.nelems = pieces->size[k];
	  ins.elem_size = e;
	  ins.memref = members[0];
	  ins.lane = l;
	  ins.offset = (int64_t) pieces->from[k] * e;
	  ins.masked = anchor->masked;
	  ins.in[0] = blocks[pieces->from[k] + which];
	  ins.first = first;
	  push (seq, &ins);
	  seq->new_cost += client->store_cost (client->data, ins.nelems * e,
					       ins.first * e, anchor->masked);
	}
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
  const vs_vls_memref *anchor = &memrefs[group->memrefs[0][0]];
  unsigned s = group->nmembers, n = anchor->lanes;
  if (s > n || (n & (n - 1)) != 0)
    return VS_VLS_ERR_INVALID;
  /* Every part has the anchor's lanes, element size and masking.  */
  store_pieces pieces;
  plan_pieces (client, s, n, anchor->elem_size, anchor->masked, &pieces);
  /* The values, then per piece its shuffles and a store per lane.  */
  unsigned per_part = s;
  for (unsigned k = 0; k < pieces.n; k++)
    per_part += pieces.size[k] * rounds_of (pieces.size[k]) + n;
  out->instrs = calloc (group->nparts * per_part, sizeof *out->instrs);
  if (!out->instrs)
    return VS_VLS_ERR_NOMEM;
  for (unsigned p = 0; p < group->nparts; p++)
    {
      for (unsigned m = 0; m < s; m++)
	out->old_cost += client->gather_cost (client->data,
					      &memrefs[group->memrefs[p][m]]);
      vs_vls_status st = push_part (memrefs, group, p, &pieces, client,
				    out);
      if (st != VS_VLS_OK)
	{
	  vs_vls_sequence_free (out);
	  return st;
	}
    }
  return VS_VLS_OK;
}
