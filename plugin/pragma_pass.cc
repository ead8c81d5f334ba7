/* The pragma pass: right after the CFG is built, gives each loop that
   follows one of Intel's vector pragmas (legacy_pragmas.cc) GCC's own
   meaning: ivdep as #pragma GCC ivdep (safelen without limit), simd as
   #pragma omp simd (safelen, or the vectorlength, and
   force_vectorize), vector always as force_vectorize alone (GCC's
   nearest: the loop is vectorized whatever the cost model says, its
   dependences still checked), novector as a loop the vectorizer skips.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "legacy_pragmas.h"
#include "pragma_pass.h"

namespace {

const pass_data pragma_pass_data = {
  GIMPLE_PASS,
  "pragmas",
  OPTGROUP_VEC,
  TV_NONE,
  PROP_cfg,
  0, 0, 0, 0
};

class pragma_pass : public gimple_opt_pass
{
public:
  pragma_pass (gcc::context *ctxt)
    : gimple_opt_pass (pragma_pass_data, ctxt)
  {}

  bool gate (function *) final override
  {
    return optimize > 0 && !vshape_legacy_pragmas ().is_empty ();
  }

  unsigned int execute (function *fun) final override;
};

/* True when A and B name the same source position (a template's
   instantiations share their template's).  */
bool
same_position_p (location_t a, location_t b)
{
  expanded_location x = expand_location (a);
  expanded_location y = expand_location (b);
  return x.file && y.file && !strcmp (x.file, y.file) && x.line == y.line
	 && x.column == y.column;
}

/* The line of statement S when it is in FILE, else 0.  */
int
line_in_file (gimple *s, const char *file)
{
  if (is_gimple_debug (s) || gimple_code (s) == GIMPLE_LABEL
      || gimple_code (s) == GIMPLE_NOP)
    return 0;
  expanded_location x = expand_location (gimple_location (s));
  return x.file && !strcmp (x.file, file) ? x.line : 0;
}

/* Where a loop starts in the source: its first statement's line.  */
struct loop_start
{
  int line;
  gimple *stmt;
};

/* The start of LOOP in FILE; line 0 when none of its statements is.  */
loop_start
start_of (class loop *loop, const char *file)
{
  loop_start start = { 0, NULL };
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	int line = line_in_file (gsi_stmt (gsi), file);
	if (line && (!start.line || line < start.line))
	  start = { line, gsi_stmt (gsi) };
      }
  free (body);
  return start;
}

/* The block outside LOOP that enters it, when there is one.  */
basic_block
entry_block (class loop *loop)
{
  basic_block entry = NULL;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, loop->header->preds)
    if (!flow_bb_inside_loop_p (loop, e->src))
      {
	if (entry && entry != e->src)
	  return NULL;
	entry = e->src;
      }
  return entry;
}

/* True when no statement of FUN outside LOOP lies between line PRAGMA
   and line START of FILE, but for assignments to variables in registers
   in the block that enters the loop (the initialization of a for header
   written over several lines).  */
bool
nothing_between_p (function *fun, class loop *loop, const char *file,
		   int pragma, int start)
{
  basic_block entry = entry_block (loop);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      if (flow_bb_inside_loop_p (loop, bb))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  int line = line_in_file (gsi_stmt (gsi), file);
	  gimple *s = gsi_stmt (gsi);
	  if (line > pragma && line < start
	      && (bb != entry || !is_gimple_assign (s)
		  || !is_gimple_reg (gimple_assign_lhs (s))))
	    return false;
	}
    }
  return true;
}

/* The loop of FUN that follows pragma P, or NULL; *START is where it
   starts.  */
class loop *
loop_after (function *fun, const legacy_pragma &p, loop_start *start)
{
  expanded_location at = expand_location (p.where);
  if (!at.file)
    return NULL;
  class loop *best = NULL;
  for (auto loop : loops_list (fun, 0))
    {
      loop_start s = start_of (loop, at.file);
      if (s.line <= at.line)
	continue;
      if (!best || s.line < start->line
	  || (s.line == start->line && loop_depth (loop) < loop_depth (best)))
	{
	  best = loop;
	  *start = s;
	}
    }
  if (best && !nothing_between_p (fun, best, at.file, at.line, start->line))
    return NULL;
  return best;
}

/* Callback of walk_tree: the declaration named DATA, if TP is one.  */
tree
find_named_decl (tree *tp, int *walk_subtrees, void *data)
{
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if ((VAR_P (t) || TREE_CODE (t) == PARM_DECL) && DECL_NAME (t)
	   && !strcmp (IDENTIFIER_POINTER (DECL_NAME (t)),
		       (const char *) data))
    return t;
  return NULL_TREE;
}

/* Whether variable V of a data clause, as LOOP uses it, is a local scalar
   that GCC keeps in a register: then the program's own order of
   assignments is what the clause describes, and the vectorizer keeps it.
   A variable in memory (an array, a global, one whose address is taken)
   is not; a reduction's must also be arithmetic.  */
bool
clause_var_ok_p (class loop *loop, const legacy_clause_var &v)
{
  bool ok = true;
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; ok && i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 ok && !gsi_end_p (gsi); gsi_next (&gsi))
      {
	gimple *s = gsi_stmt (gsi);
	if (is_gimple_debug (s))
	  continue;
	for (unsigned k = 0; ok && k < gimple_num_ops (s); k++)
	  {
	    tree *op = gimple_op_ptr (s, k);
	    if (!*op)
	      continue;
	    tree decl = walk_tree_without_duplicates (op, find_named_decl,
						      (void *) v.name);
	    if (!decl)
	      continue;
	    tree type = TREE_TYPE (decl);
	    ok = is_gimple_reg (decl)
		 && (!v.reduction
		     || INTEGRAL_TYPE_P (type) || SCALAR_FLOAT_TYPE_P (type));
	  }
      }
  free (body);
  return ok;
}

/* GCC's own spelling of what P asks, for the dump and the remark.  */
std::string
gcc_equivalent (const legacy_pragma &p)
{
  switch (p.kind)
    {
    case LEGACY_IVDEP:
      return "#pragma GCC ivdep";
    case LEGACY_SIMD:
      if (p.safelen == INT_MAX)
	return "#pragma omp simd";
      return "#pragma omp simd safelen(" + std::to_string (p.safelen) + ")";
    case LEGACY_VECTOR_ALWAYS:
      return "force_vectorize (#pragma omp simd's, without its safelen)";
    case LEGACY_NOVECTOR:
      return "dont_vectorize (the vectorizer skips the loop)";
    }
  gcc_unreachable ();
}

/* Give LOOP of FUN what P asks.  */
void
mark_loop (function *fun, class loop *loop, const legacy_pragma &p)
{
  if (p.safelen)
    loop->safelen = MAX (loop->safelen, p.safelen);
  if (p.kind == LEGACY_SIMD || p.kind == LEGACY_VECTOR_ALWAYS)
    {
      loop->force_vectorize = true;
      fun->has_force_vectorize_loops = true;
    }
  if (p.kind == LEGACY_NOVECTOR)
    loop->dont_vectorize = true;
}

/* Find, check and mark the loop that follows P in FUN; say so.  */
void
honour (function *fun, const legacy_pragma &p)
{
  expanded_location at = expand_location (p.where);
  loop_start start = { 0, NULL };
  class loop *loop = loop_after (fun, p, &start);
  if (!loop)
    {
      warning_at (p.where, OPT_Wpragmas,
		  "vshape: %<%s%> is not followed by a loop; ignored",
		  p.text.c_str ());
      if (dump_file)
	fprintf (dump_file, ";; %s at %s:%d: no loop follows: ignored\n",
		 p.text.c_str (), at.file, at.line);
      return;
    }
  std::string refused;
  if (!p.refused_clause.empty ())
    refused = "clause " + p.refused_clause + " cannot be honoured";
  for (const legacy_clause_var &v : p.vars)
    if (refused.empty () && !clause_var_ok_p (loop, v))
      {
	warning_at (p.where, OPT_Wpragmas,
		    "vshape: %qs of %<%s%> is not a local scalar; the loop "
		    "is left as GCC would leave it", v.name, p.text.c_str ());
	refused = std::string (v.name) + " is not a local scalar";
      }
  if (dump_file)
    fprintf (dump_file, ";; %s at %s:%d: loop %d at line %d: %s%s\n",
	     p.text.c_str (), at.file, at.line, loop->num, start.line,
	     refused.empty () ? "honoured as " : "left alone: ",
	     (refused.empty () ? gcc_equivalent (p) : refused).c_str ());
  if (!refused.empty ())
    return;
  mark_loop (fun, loop, p);
  if (dump_enabled_p ())
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, start.stmt,
		     "%s honoured as %s\n", p.text.c_str (),
		     gcc_equivalent (p).c_str ());
}

unsigned int
pragma_pass::execute (function *fun)
{
  for (const legacy_pragma *p : vshape_legacy_pragmas ())
    if (same_position_p (p->function, DECL_SOURCE_LOCATION (fun->decl)))
      honour (fun, *p);
  return 0;
}

} // namespace

opt_pass *
make_pragma_pass (gcc::context *ctxt)
{
  return new pragma_pass (ctxt);
}
