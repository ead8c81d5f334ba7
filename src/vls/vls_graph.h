/* The shuffle graph of the VLS server.

   Nodes are vectors of elements that all have the graph's element size.
   A load node is a contiguous load in one lane, or a gather that does
   such a load in each of several lanes; a concat node joins two
   equal-width nodes; a perm node takes each of its elements from some
   element of another node (an edge) or leaves it undefined.  Result nodes
   are perm nodes whose element L must equal what lane L of a gather read.

   The graph starts with one perm node per result, reading straight from
   the loaded vectors; split makes every perm node read at most two
   nodes; merge folds perm nodes that can share one shuffle; verify
   checks the outcome element by element.  A verified graph maps 1:1 to
   vector loads, CONSTRUCTORs and VEC_PERM_EXPRs.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_GRAPH_H
#define VSHAPE_VLS_GRAPH_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "vls_memref.h"
#include "vls_status.h"

typedef enum vs_vls_node_kind
{
  VS_VLS_NODE_LOAD,
  VS_VLS_NODE_CONCAT,
  VS_VLS_NODE_PERM
} vs_vls_node_kind;

/* Element SRC_POS of node SRC; SRC < 0 means "undefined, any value".  */
typedef struct vs_vls_edge
{
  int src;
  unsigned src_pos;
} vs_vls_edge;

typedef struct vs_vls_node
{
  vs_vls_node_kind kind;
  unsigned width;		/* elements this node produces */
  bool dead;			/* folded into another node by merge */
  /* Load: WIDTH contiguous elements from the anchor address + OFFSET
     of lane LANE.  */
  unsigned lane;
  int64_t offset;
  /* Concat: IN0's elements, then IN1's.  */
  int concat_in[2];
  /* Perm: one edge per element.  */
  vs_vls_edge *in;
} vs_vls_node;

/* Result node NODE stands for memref MEMBER; its element L must be the
   element at byte OFFSET from the anchor's address in lane L.  */
typedef struct vs_vls_graph_result
{
  int node;
  unsigned member;
  int64_t offset;
} vs_vls_graph_result;

typedef struct vs_vls_graph
{
  unsigned elem_size;		/* bytes per element */
  unsigned lanes;		/* width of result nodes */
  vs_vls_node *nodes;
  unsigned nnodes, nodes_cap;
  vs_vls_graph_result *results;
  unsigned nresults, results_cap;
} vs_vls_graph;

/* How split partitions the sources of a node.  */
typedef enum vs_vls_split_policy
{
  VS_VLS_SPLIT_HALVES,		/* lower half of the source ids, upper half */
  VS_VLS_SPLIT_INTERLEAVE,	/* even-ranked sources, odd-ranked sources */
  /* Halves, and also split two-source nodes that are not blends, so that
     every shuffle is a one-input permute or a blend: the fallback for
     targets with few two-input shuffles.  */
  VS_VLS_SPLIT_ONE_SOURCE
} vs_vls_split_policy;

void vs_vls_graph_init (vs_vls_graph *g, unsigned elem_size, unsigned lanes);
void vs_vls_graph_free (vs_vls_graph *g);

/* Builders; each stores the new node's id in *ID.  */
vs_vls_status vs_vls_graph_add_load (vs_vls_graph *g, unsigned lane,
				      int64_t offset, unsigned width,
				      int *id);
vs_vls_status vs_vls_graph_add_concat (vs_vls_graph *g, int in0, int in1,
					int *id);
/* A perm node of WIDTH elements, all undefined.  */
vs_vls_status vs_vls_graph_add_perm (vs_vls_graph *g, unsigned width,
				      int *id);
vs_vls_status vs_vls_graph_set_edge (vs_vls_graph *g, int node,
				      unsigned pos, int src,
				      unsigned src_pos);
vs_vls_status vs_vls_graph_add_result (vs_vls_graph *g, int node,
					unsigned member, int64_t offset);

/* Distinct nodes that perm node ID reads, ascending; writes at most CAP
   of them into OUT and returns how many there are.  */
unsigned vs_vls_node_sources (const vs_vls_graph *g, int id, int *out,
			      unsigned cap);
/* True when ID is a result node.  */
bool vs_vls_node_is_result (const vs_vls_graph *g, int id);
/* The constant mask of perm node ID (at most two sources) as a two-input
   shuffle: *IN0 is the lower source id, *IN1 the other (or *IN0 again);
   MASK gets WIDTH indices into IN0 ++ IN1, undefined elements filled
   with their own position so the shuffle stays a blend where it can.  */
vs_vls_status vs_vls_node_mask (const vs_vls_graph *g, int id,
				 unsigned *mask, int *in0, int *in1);
/* Follow element POS of NODE back to a load: the lane and byte offset it
   was read from.  */
vs_vls_status vs_vls_graph_trace (const vs_vls_graph *g, int node,
				   unsigned pos, unsigned *lane,
				   int64_t *offset);

/* Split every perm node with more than two sources.  */
vs_vls_status vs_vls_graph_split (vs_vls_graph *g,
				   vs_vls_split_policy policy);
/* Fold pairs of perm nodes into one where the client's costs say that
   is no dearer and the masks stay legal.  */
vs_vls_status vs_vls_graph_merge (vs_vls_graph *g,
				   const vs_vls_client *client);
/* Check structure (edges, widths, at most two sources, no cycle) and
   that every result element comes from the right lane and address.  */
vs_vls_status vs_vls_graph_verify (const vs_vls_graph *g);

/* Text and Graphviz renderings.  The FILE forms return a status; the
   buffer forms write at most SIZE bytes including the final NUL and
   return the length the whole text needs, like snprintf.  */
vs_vls_status vs_vls_graph_print (const vs_vls_graph *g, FILE *f);
size_t vs_vls_graph_print_to_buffer (const vs_vls_graph *g, char *buf,
				     size_t size);
vs_vls_status vs_vls_graph_print_dot (const vs_vls_graph *g, FILE *f);
size_t vs_vls_graph_print_dot_to_buffer (const vs_vls_graph *g, char *buf,
					 size_t size);

#endif
