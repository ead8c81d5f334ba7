/* Text and Graphviz DOT renderings of the shuffle graph.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <inttypes.h>

#include "vls_graph.h"
#include "vls_writer.h"

/* One line describing what node ID is, without its edges.  */
static void
describe (vs_vls_writer *w, const vs_vls_graph *g, unsigned id)
{
  const vs_vls_node *n = &g->nodes[id];
  switch (n->kind)
    {
    case VS_VLS_NODE_LOAD:
      vs_vls_writer_printf (w, "V%u: load x%u lane %u offset %" PRId64, id,
			    n->width, n->lane, n->offset);
      break;
    case VS_VLS_NODE_CONCAT:
      vs_vls_writer_printf (w, "V%u: concat x%u V%d V%d", id, n->width,
			    n->concat_in[0], n->concat_in[1]);
      break;
    case VS_VLS_NODE_PERM:
      vs_vls_writer_printf (w, "V%u: perm x%u", id, n->width);
      break;
    }
}

/* The text form: one line per live node, perm nodes followed by one
   "[pos] = Vsrc[src_pos]" line per element, then the results.  */
static void
print_text (vs_vls_writer *w, const vs_vls_graph *g)
{
  vs_vls_writer_printf (w, "graph: %u lanes, %u-byte elements\n", g->lanes,
			g->elem_size);
  for (unsigned id = 0; id < g->nnodes; id++)
    {
      const vs_vls_node *n = &g->nodes[id];
      if (n->dead)
	continue;
      describe (w, g, id);
      vs_vls_writer_printf (w, "\n");
      if (n->kind != VS_VLS_NODE_PERM)
	continue;
      for (unsigned p = 0; p < n->width; p++)
	if (n->in[p].src < 0)
	  vs_vls_writer_printf (w, "  [%u] = undef\n", p);
	else
	  vs_vls_writer_printf (w, "  [%u] = V%d[%u]\n", p, n->in[p].src,
				n->in[p].src_pos);
    }
  for (unsigned r = 0; r < g->nresults; r++)
    vs_vls_writer_printf (w, "result %u (offset %" PRId64 ") = V%d\n",
			  g->results[r].member, g->results[r].offset,
			  g->results[r].node);
}

/* The DOT form: nodes as boxes, one edge per moved element labelled
   "src_pos->pos", concat inputs labelled with the half they fill, and
   results as ellipses.  */
static void
print_dot (vs_vls_writer *w, const vs_vls_graph *g)
{
  vs_vls_writer_printf (w, "digraph vls {\n  node [shape=box];\n");
  for (unsigned id = 0; id < g->nnodes; id++)
    {
      const vs_vls_node *n = &g->nodes[id];
      if (n->dead)
	continue;
      vs_vls_writer_printf (w, "  V%u [label=\"", id);
      describe (w, g, id);
      vs_vls_writer_printf (w, "\"];\n");
      if (n->kind == VS_VLS_NODE_CONCAT)
	{
	  unsigned half = n->width / 2;
	  vs_vls_writer_printf (w, "  V%d -> V%u [label=\"0:%u\"];\n",
				n->concat_in[0], id, half - 1);
	  vs_vls_writer_printf (w, "  V%d -> V%u [label=\"%u:%u\"];\n",
				n->concat_in[1], id, half, n->width - 1);
	}
      else if (n->kind == VS_VLS_NODE_PERM)
	for (unsigned p = 0; p < n->width; p++)
	  if (n->in[p].src >= 0)
	    vs_vls_writer_printf (w, "  V%d -> V%u [label=\"%u->%u\"];\n",
				  n->in[p].src, id, n->in[p].src_pos, p);
    }
  for (unsigned r = 0; r < g->nresults; r++)
    {
      vs_vls_writer_printf (w, "  R%u [shape=ellipse,label=\"memref %u "
			    "offset %" PRId64 "\"];\n", r,
			    g->results[r].member, g->results[r].offset);
      vs_vls_writer_printf (w, "  V%d -> R%u;\n", g->results[r].node, r);
    }
  vs_vls_writer_printf (w, "}\n");
}

vs_vls_status
vs_vls_graph_print (const vs_vls_graph *g, FILE *f)
{
  vs_vls_writer w;
  vs_vls_writer_to_file (&w, f);
  print_text (&w, g);
  return w.failed ? VS_VLS_ERR_INVALID : VS_VLS_OK;
}

size_t
vs_vls_graph_print_to_buffer (const vs_vls_graph *g, char *buf, size_t size)
{
  vs_vls_writer w;
  vs_vls_writer_to_buffer (&w, buf, size);
  print_text (&w, g);
  return w.len;
}

vs_vls_status
vs_vls_graph_print_dot (const vs_vls_graph *g, FILE *f)
{
  vs_vls_writer w;
  vs_vls_writer_to_file (&w, f);
  print_dot (&w, g);
  return w.failed ? VS_VLS_ERR_INVALID : VS_VLS_OK;
}

size_t
vs_vls_graph_print_dot_to_buffer (const vs_vls_graph *g, char *buf,
				  size_t size)
{
  vs_vls_writer w;
  vs_vls_writer_to_buffer (&w, buf, size);
  print_dot (&w, g);
  return w.len;
}
