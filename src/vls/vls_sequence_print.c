/* Text rendering of an abstract instruction sequence, for dumps.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <inttypes.h>

#include "vls_sequence.h"
#include "vls_writer.h"

/* "%I = load ..." / "concat" / "shuffle ... <mask>" lines, then
   "memref M = %I" lines and the two costs.  */
static void
print_sequence (vs_vls_writer *w, const vs_vls_sequence *seq)
{
  for (unsigned i = 0; i < seq->ninstrs; i++)
    {
      const vs_vls_instr *ins = &seq->instrs[i];
      vs_vls_writer_printf (w, "%%%u = ", i);
      switch (ins->kind)
	{
	case VS_VLS_INSTR_LOAD:
	  vs_vls_writer_printf (w, "%sload %ux%u memref %u lane %u "
				"offset %" PRId64 "\n",
				ins->masked ? "masked " : "", ins->nelems,
				ins->elem_size, ins->memref, ins->lane,
				ins->offset);
	  break;
	case VS_VLS_INSTR_CONCAT:
	  vs_vls_writer_printf (w, "concat %ux%u %%%u %%%u\n", ins->nelems,
				ins->elem_size, ins->in[0], ins->in[1]);
	  break;
	case VS_VLS_INSTR_SHUFFLE:
	  vs_vls_writer_printf (w, "shuffle %ux%u %%%u %%%u <", ins->nelems,
				ins->elem_size, ins->in[0], ins->in[1]);
	  for (unsigned k = 0; k < ins->nelems; k++)
	    vs_vls_writer_printf (w, "%s%u", k ? " " : "", ins->mask[k]);
	  vs_vls_writer_printf (w, ">\n");
	  break;
	case VS_VLS_INSTR_VALUE:
	  vs_vls_writer_printf (w, "value %ux%u memref %u\n", ins->nelems,
				ins->elem_size, ins->memref);
	  break;
	case VS_VLS_INSTR_STORE:
	  vs_vls_writer_printf (w, "%sstore %ux%u %%%u from %u memref %u "
				"lane %u offset %" PRId64 "\n",
				ins->masked ? "masked " : "", ins->nelems,
				ins->elem_size, ins->in[0], ins->first,
				ins->memref, ins->lane, ins->offset);
	  break;
	}
    }
  for (unsigned r = 0; r < seq->nresults; r++)
    vs_vls_writer_printf (w, "memref %u = %%%u\n", seq->results[r].memref,
			  seq->results[r].instr);
  vs_vls_writer_printf (w, "cost: %s %" PRId64 ", sequence %" PRId64
			"\n", seq->nresults || seq->ninstrs == 0
			? "gathers" : "scatters", seq->old_cost, seq->new_cost);
}

vs_vls_status
vs_vls_sequence_print (const vs_vls_sequence *seq, FILE *f)
{
  vs_vls_writer w;
  vs_vls_writer_to_file (&w, f);
  print_sequence (&w, seq);
  return w.failed ? VS_VLS_ERR_INVALID : VS_VLS_OK;
}

size_t
vs_vls_sequence_print_to_buffer (const vs_vls_sequence *seq, char *buf,
				  size_t size)
{
  vs_vls_writer w;
  vs_vls_writer_to_buffer (&w, buf, size);
  print_sequence (&w, seq);
  return w.len;
}
