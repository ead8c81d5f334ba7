/* The loops the vectorizer left scalar before the cost client could
   price them (see unpriced_loops.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "loop_info.h"
#include "cost_client.h"
#include "cost_notes.h"
#include "unpriced_loops.h"

namespace {

/* How far loaded_in_loop_p follows a value back through arithmetic.  */
const int max_index_depth = 6;

/* Whether the SSA name NAME is computed, within LOOP, from a value
   loaded in LOOP (not through a PHI: induction variables are not
   indices).  */
bool
loaded_in_loop_p (tree name, class loop *loop, int depth)
{
  if (TREE_CODE (name) != SSA_NAME || depth > max_index_depth)
    return false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (name));
  if (!def || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
    return false;
  if (gimple_assign_load_p (def))
    return true;
  for (unsigned i = 1; i < gimple_num_ops (def); i++)
    if (loaded_in_loop_p (gimple_op (def, i), loop, depth + 1))
      return true;
  return false;
}

/* walk_tree callback: whether an SSA name in the address of a memory
   reference is loaded in the loop DATA points to.  */
tree
find_index (tree *t, int *walk_subtrees, void *data)
{
  if (TYPE_P (*t))
    *walk_subtrees = 0;
  else if (loaded_in_loop_p (*t, static_cast<class loop *> (data), 0))
    return *t;
  return NULL_TREE;
}

/* A source line: where a statement came from.  */
struct source_line
{
  const char *file;
  int line;
};

/* The source line of STMT, with no file when it has none.  */
source_line
line_of (gimple *stmt)
{
  expanded_location x = expand_location (gimple_location (stmt));
  source_line l = { x.file, x.line };
  return l;
}

/* Whether L is one of LINES.  */
bool
line_among (const source_line &l, const vec<source_line> &lines)
{
  if (!l.file)
    return false;
  for (unsigned i = 0; i < lines.length (); i++)
    if (lines[i].line == l.line && !strcmp (lines[i].file, l.file))
      return true;
  return false;
}

/* The loads and stores of LOOP's blocks that read or write at an address
   computed from a value loaded in LOOP, into INDEXED; the source lines
   of its statements into LINES when one of them has a vector type (the
   loop is vectorized code).  */
void
scan_loop (class loop *loop, vec<gimple *> *indexed, vec<source_line> *lines)
{
  bool vector = false;
  auto_vec<source_line> all;
  basic_block *bbs = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt))
	  continue;
	all.safe_push (line_of (stmt));
	tree lhs = gimple_get_lhs (stmt);
	if (lhs && VECTOR_TYPE_P (TREE_TYPE (lhs)))
	  vector = true;
	gassign *assign = dyn_cast<gassign *> (stmt);
	if (!assign || !gimple_vuse (assign) || !gimple_assign_single_p (assign))
	  continue;
	tree ref = gimple_vdef (assign) ? lhs : gimple_assign_rhs1 (assign);
	if (REFERENCE_CLASS_P (ref)
	    && walk_tree_without_duplicates (&ref, find_index, loop))
	  indexed->safe_push (stmt);
      }
  free (bbs);
  if (vector)
    for (unsigned i = 0; i < all.length (); i++)
      if (all[i].file)
	lines->safe_push (all[i]);
}

} // namespace

void
vls_report_unpriced_loops (function *fun, FILE *dump)
{
  if (!vls_cost_client_installed_p () || (!dump && !dump_enabled_p ()))
    return;
  /* The source lines of the vectorized loops: a scalar loop whose
     indexed accesses come from them is their copy (an epilogue).  */
  auto_vec<source_line> vector_lines;
  /* The scalar loops with indexed accesses, and the lines of those
     accesses (SCALAR[I]'s from FIRST[I] to FIRST[I + 1]).  */
  auto_vec<class loop *> scalar;
  auto_vec<unsigned> first;
  auto_vec<source_line> indexed_lines;
  for (auto loop : loops_list (fun, LI_ONLY_INNERMOST))
    {
      auto_vec<gimple *> indexed;
      unsigned before = vector_lines.length ();
      scan_loop (loop, &indexed, &vector_lines);
      if (vector_lines.length () != before || indexed.is_empty ())
	continue;
      scalar.safe_push (loop);
      first.safe_push (indexed_lines.length ());
      for (unsigned k = 0; k < indexed.length (); k++)
	indexed_lines.safe_push (line_of (indexed[k]));
    }
  first.safe_push (indexed_lines.length ());
  for (unsigned i = 0; i < scalar.length (); i++)
    {
      class loop *loop = scalar[i];
      unsigned count = first[i + 1] - first[i];
      bool copy = false;
      for (unsigned k = first[i]; k < first[i + 1] && !copy; k++)
	copy = line_among (indexed_lines[k], vector_lines);
      std::string where = vshape_loop_position (loop);
      if (copy || vls_cost_client_priced_loop_p (where.c_str ()))
	continue;
      if (dump)
	fprintf (dump, ";; vls: scalar loop %d at %s: %u indexed access%s, "
		 "and no group or check of the cost client's: the vectorizer "
		 "left it scalar for reasons no price answers "
		 "(-fopt-info-vec-missed says which)\n", loop->num,
		 where.c_str (), count, count == 1 ? "" : "es");
      if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, find_loop_location (loop),
			 "vls: loop with %u indexed access%s left scalar by "
			 "the vectorizer before the cost client had a group "
			 "to price\n", count, count == 1 ? "" : "es");
    }
}
