/* Finding a block's gathers and scatters: the walks of vls_find_gathers
   and vls_find_scatters (statement numbering, each statement offered to
   the recognizers of vls_find.h), and what the recognizers share: the
   result type of an access and the tests of constant masks.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_find.h"
#include "vls_values.h"
#include "vls_index_forms.h"

namespace {

/* The widest constant vls_every_byte_is reads, in bytes: a 512-bit
   (AVX-512) vector, the widest mask or merge value of a gather.  */
const unsigned max_constant_bytes = 64;

/* Statement uids of BB in statement order.  */
void
number_statements (basic_block bb)
{
  unsigned uid = 0;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    gimple_set_uid (gsi_stmt (gsi), uid++);
}

} // namespace

/* Element type, its size and the lane count of LHS into G; false for
   types the pass does not handle.  */
bool
vls_set_result_type (vls_access *g, tree lhs)
{
  tree type = TREE_TYPE (lhs);
  unsigned HOST_WIDE_INT n;
  if (!VECTOR_TYPE_P (type) || !TYPE_VECTOR_SUBPARTS (type).is_constant (&n)
      || n > VLS_MAX_LANES)
    return false;
  g->lhs = lhs;
  g->elem_type = TREE_TYPE (type);
  if (!tree_fits_uhwi_p (TYPE_SIZE_UNIT (g->elem_type)))
    return false;
  g->elem_size = tree_to_uhwi (TYPE_SIZE_UNIT (g->elem_type));
  g->lanes = n;
  return g->elem_size > 0;
}

/* True when every byte of the constant VALUE, an integer or a vector
   (or an SSA name set to one), is BYTE: 0xff for a mask with every lane
   on, 0 for a zero merge value (+0.0, not -0.0).  */
bool
vls_every_byte_is (tree value, unsigned char byte)
{
  value = constant_behind (value);
  if (TREE_CODE (value) != VECTOR_CST && TREE_CODE (value) != INTEGER_CST)
    return false;
  unsigned char buf[max_constant_bytes];
  unsigned HOST_WIDE_INT len
    = tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (value)));
  if (len > sizeof buf || native_encode_expr (value, buf, len) != (int) len)
    return false;
  for (unsigned i = 0; i < len; i++)
    if (buf[i] != byte)
      return false;
  return true;
}

/* Whether the integer constant MASK has one of its first LANES bits
   off.  */
bool
vls_lane_off_p (tree mask, unsigned lanes)
{
  unsigned HOST_WIDE_INT want = (HOST_WIDE_INT_1U << lanes) - 1;
  return (TREE_INT_CST_LOW (mask) & want) != want;
}

void
vls_find_gathers (basic_block bb, vec<vls_access> *out)
{
  unsigned first = out->length ();
  number_statements (bb);
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      vls_access g;
      memset (&g, 0, sizeof g);
      g.stmt = g.first = stmt;
      bool found = false;
      if (gcall *call = dyn_cast<gcall *> (stmt))
	found = (vls_recognize_builtin_gather (call, &g)
		 || vls_recognize_ifn_gather (call, &g));
      else if (gassign *assign = dyn_cast<gassign *> (stmt))
	found = (gimple_assign_rhs_code (assign) == CONSTRUCTOR
		 && vls_recognize_emulated_gather (assign, &g));
      if (!found)
	continue;
      if (g.masked && !g.mask && !g.refusal)
	g.refusal = "masked gather: not grouped";
      out->safe_push (g);
    }
  vls_unify_index_forms (out, first);
}

void
vls_find_scatters (basic_block bb, vec<vls_access> *out)
{
  number_statements (bb);
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      vls_access g;
      memset (&g, 0, sizeof g);
      g.dir = VLS_WRITES;
      g.stmt = g.first = stmt;
      bool found = false;
      if (gcall *call = dyn_cast<gcall *> (stmt))
	found = vls_recognize_builtin_scatter (call, &g);
      else if (gassign *assign = dyn_cast<gassign *> (stmt))
	found = (gimple_vdef (assign)
		 && vls_recognize_emulated_scatter (assign, &g));
      if (found)
	out->safe_push (g);
    }
}
