/* Lines the vls pass writes into its dump file.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_dump.h"

static const char *
kind_name (const vls_access &g)
{
  switch (g.kind)
    {
    case VLS_GATHER_AVX2:
      return "avx2";
    case VLS_GATHER_AVX512:
      return "avx512";
    case VLS_GATHER_IFN:
      return "ifn";
    case VLS_SCATTER_AVX512:
      return "avx512";
    default:
      return "emulated";
    }
}

/* The index as ROOT[FIRST..LAST] when the lanes read consecutive
   elements of one vector, "mixed" otherwise.  */
static void
dump_index (FILE *f, const vls_access &g)
{
  for (unsigned l = 1; l < g.lanes; l++)
    if (g.index[l].root != g.index[0].root
	|| g.index[l].pos != g.index[0].pos + l)
      {
	fprintf (f, "mixed");
	return;
      }
  print_generic_expr (f, g.index[0].root);
  fprintf (f, "[%u..%u]%s", g.index[0].pos, g.index[0].pos + g.lanes - 1,
	   g.index[0].uns ? " unsigned" : "");
}

void
vls_dump_access (FILE *f, unsigned id, const vls_access &g)
{
  const char *what = g.dir == VLS_WRITES ? "scatter" : "gather";
  fprintf (f, ";; vls: %s %u: %s", what, id, kind_name (g));
  if (gcall *call = dyn_cast<gcall *> (g.stmt))
    {
      /* GCC pads some x86 builtin names with blanks.  */
      const char *name
	= (gimple_call_internal_p (call)
	   ? internal_fn_name (gimple_call_internal_fn (call))
	   : IDENTIFIER_POINTER (DECL_NAME (gimple_call_fndecl (call))));
      fprintf (f, " %.*s", (int) strcspn (name, " "), name);
    }
  fprintf (f, ", %u x %u bytes", g.lanes, g.elem_size);
  if (g.base)
    {
      fprintf (f, ", base ");
      print_generic_expr (f, g.base);
      fprintf (f, ", index ");
      dump_index (f, g);
      fprintf (f, ", scale " HOST_WIDE_INT_PRINT_DEC ", offset "
	       HOST_WIDE_INT_PRINT_DEC, g.scale, g.offset[0]);
    }
  fprintf (f, ": ");
  if (g.kind == VLS_SCATTER_EMULATED)
    {
      fprintf (f, "a scalar store of each lane of ");
      print_generic_expr (f, g.lhs);
    }
  else
    print_gimple_expr (f, g.stmt, 0, TDF_NONE);
  fprintf (f, "\n");
  if (g.refusal)
    fprintf (f, ";; vls: %s %u: %s\n", what, id, g.refusal);
}

void
vls_dump_group (FILE *f, unsigned id, const vs_vls_group &group,
		const unsigned *memref_gather)
{
  fprintf (f, ";; vls: group %u: members", id);
  for (unsigned m = 0; m < group.nmembers; m++)
    fprintf (f, " %u", memref_gather[group.members[m]]);
  fprintf (f, ", distances");
  for (unsigned m = 0; m < group.nmembers; m++)
    fprintf (f, " %" PRId64, group.offsets[m]);
  fprintf (f, ", span %u bytes\n", group.span_bytes);
}

void
vls_dump_store_group (FILE *f, unsigned id, const vs_vls_store_group &group,
		      const unsigned *memref_scatter)
{
  fprintf (f, ";; vls: store group %u: %u members x %u parts, block %u "
	   "bytes, scatters", id, group.nmembers, group.nparts,
	   group.span_bytes);
  for (unsigned p = 0; p < group.nparts; p++)
    {
      if (p)
	fputs (" |", f);
      for (unsigned m = 0; m < group.nmembers; m++)
	fprintf (f, " %u", memref_scatter[group.memrefs[p][m]]);
    }
  fprintf (f, "\n");
}
