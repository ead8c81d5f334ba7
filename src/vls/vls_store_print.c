/* The text form of a store group's graph: what each lane's contiguous
   store has to write, element by element, in terms of the scattered
   vectors.  It is the target the transposition of vls_store_order.c
   meets, as the result nodes are for a gather group's graph.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "vls_store.h"
#include "vls_writer.h"

/* Per part, the scattered vectors (by memref) and, per lane, the block
   its store writes: "lane L block = memref A[L] memref B[L] ...".  */
static void
print_store_graph (vs_vls_writer *w, const vs_vls_memref *memrefs,
		   const vs_vls_store_group *group)
{
  const vs_vls_memref *anchor = &memrefs[group->memrefs[0][0]];
  vs_vls_writer_printf (w, "store graph: %u members x %u parts, %u lanes, "
			"%u-byte elements\n", group->nmembers, group->nparts,
			anchor->lanes, anchor->elem_size);
  for (unsigned p = 0; p < group->nparts; p++)
    {
      const unsigned *members = group->memrefs[p];
      vs_vls_writer_printf (w, "part %u: values", p);
      for (unsigned m = 0; m < group->nmembers; m++)
	vs_vls_writer_printf (w, " memref %u", members[m]);
      vs_vls_writer_printf (w, "\n");
      for (unsigned l = 0; l < memrefs[members[0]].lanes; l++)
	{
	  vs_vls_writer_printf (w, "  lane %u block =", l);
	  for (unsigned m = 0; m < group->nmembers; m++)
	    vs_vls_writer_printf (w, " memref %u[%u]", members[m], l);
	  vs_vls_writer_printf (w, "\n");
	}
    }
}

/* Whether GROUP of MEMREFS has something to print.  */
static bool
printable (const vs_vls_memref *memrefs, const vs_vls_store_group *group)
{
  return memrefs && group && group->nparts > 0 && group->nmembers > 0;
}

vs_vls_status
vs_vls_store_graph_print (const vs_vls_memref *memrefs,
			  const vs_vls_store_group *group, FILE *f)
{
  if (!printable (memrefs, group))
    return VS_VLS_ERR_INVALID;
  vs_vls_writer w;
  vs_vls_writer_to_file (&w, f);
  print_store_graph (&w, memrefs, group);
  return w.failed ? VS_VLS_ERR_INVALID : VS_VLS_OK;
}

size_t
vs_vls_store_graph_print_to_buffer (const vs_vls_memref *memrefs,
				    const vs_vls_store_group *group,
				    char *buf, size_t size)
{
  vs_vls_writer w;
  vs_vls_writer_to_buffer (&w, buf, size);
  if (printable (memrefs, group))
    print_store_graph (&w, memrefs, group);
  return w.len;
}
