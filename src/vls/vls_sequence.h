/* Abstract instruction sequences that replace a group of gathers.

   The sequence is in dependence order.  Instruction I produces value I.
   Each kind maps to one GIMPLE statement:
     load     a vector of NELEMS elements read from lane LANE's address
	      of memref MEMREF plus OFFSET bytes (a MEM_REF); masked loads
	      read nothing and yield zeros when the lane is inactive;
	      with NLANES > 1 a gather: NELEMS / NLANES elements from each
	      lane LANE .. LANE + NLANES - 1, every lane's part at its own
	      address plus OFFSET
     concat   IN[0]'s elements then IN[1]'s (a CONSTRUCTOR of two halves)
     shuffle  element i is element MASK[i] of IN[0] ++ IN[1] (a
	      VEC_PERM_EXPR; both inputs and the result have NELEMS
	      elements)
     value    the vector scatter MEMREF stores (store sequences only)
     store    elements FIRST .. FIRST + NELEMS - 1 of IN[0] written at
	      lane LANE's address of MEMREF plus OFFSET, nothing when the
	      lane is inactive (store sequences only; produces no value)
   RESULTS maps each gather of the group to the value that replaces it;
   a store sequence has none, its stores replace the scatters.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_SEQUENCE_H
#define VSHAPE_VLS_SEQUENCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "vls_group.h"
#include "vls_memref.h"
#include "vls_graph.h"

typedef enum vs_vls_instr_kind
{
  VS_VLS_INSTR_LOAD,
  VS_VLS_INSTR_CONCAT,
  VS_VLS_INSTR_SHUFFLE,
  VS_VLS_INSTR_VALUE,
  VS_VLS_INSTR_STORE
} vs_vls_instr_kind;

typedef struct vs_vls_instr
{
  vs_vls_instr_kind kind;
  unsigned nelems;		/* elements of the value produced */
  unsigned elem_size;		/* bytes per element */
  /* Load, value and store.  */
  unsigned memref;		/* index in the client's memref array */
  unsigned lane;
  int64_t offset;
  bool masked;
  /* Store: the first element of IN[0] it writes.  */
  unsigned first;
  /* Concat, shuffle and store: earlier instructions.  */
  unsigned in[2];
  /* Shuffle: NELEMS indices, each below 2 * NELEMS.  */
  unsigned *mask;
} vs_vls_instr;

typedef struct vs_vls_result
{
  unsigned memref;		/* index in the client's memref array */
  unsigned instr;		/* the instruction whose value replaces it */
} vs_vls_result;

typedef struct vs_vls_sequence
{
  vs_vls_instr *instrs;
  unsigned ninstrs;
  vs_vls_result *results;
  unsigned nresults;
  int64_t old_cost;		/* the group's gathers (or scatters) */
  int64_t new_cost;		/* this sequence */
} vs_vls_sequence;

/* Build the cheapest legal sequence for GROUP of MEMREFS.  When GRAPH is
   not NULL it receives the verified shuffle graph the sequence comes
   from (free it with vs_vls_graph_free).  VS_VLS_ERR_NO_LEGAL_NETWORK
   when every candidate network needs a mask the client rejects.  */
vs_vls_status vs_vls_get_sequence (const vs_vls_memref *memrefs,
				     const vs_vls_group *group,
				     const vs_vls_client *client,
				     vs_vls_sequence *out,
				     vs_vls_graph *graph);
void vs_vls_sequence_free (vs_vls_sequence *seq);

/* Lower the verified graph G of GROUP to SEQ (costs included).  */
vs_vls_status vs_vls_lower_graph (const vs_vls_graph *g,
				    const vs_vls_memref *memrefs,
				    const vs_vls_group *group,
				    const vs_vls_client *client,
				    vs_vls_sequence *seq);

/* One line per instruction, then the results; the buffer form behaves
   like snprintf.  */
vs_vls_status vs_vls_sequence_print (const vs_vls_sequence *seq,
				       FILE *f);
size_t vs_vls_sequence_print_to_buffer (const vs_vls_sequence *seq,
					 char *buf, size_t size);

#endif
