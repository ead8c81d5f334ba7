/* The SOA client of the vshape pass: dump lines and the rewrite decision.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "soa_client.h"
#include "soa_privates.h"
#include "shape_query.h"
#include "soa_rewrite.h"
#include "soa_undo.h"
#include "soa_sweep_rewrite.h"
#include "x86_costs.h"

extern "C" {
#include "soa_sweep.h"
}

namespace {

std::string
text_of_tree (tree t)
{
  pretty_printer pp;
  dump_generic_node (&pp, t, 0, TDF_NONE, false);
  return pp_formatted_text (&pp);
}

/* STMT as GIMPLE dumps print it, without the final semicolon.  */
std::string
text_of_stmt (gimple *stmt)
{
  pretty_printer pp;
  pp_gimple_stmt_1 (&pp, stmt, 0, TDF_NONE);
  std::string text = pp_formatted_text (&pp);
  if (!text.empty () && text.back () == ';')
    text.pop_back ();
  return text;
}

/* The variable of BLOCK or its sub-blocks whose value expression is an
   element of DECL, or NULL_TREE.  */
tree
user_var_of (tree block, tree decl)
{
  for (tree var = BLOCK_VARS (block); var; var = DECL_CHAIN (var))
    if (VAR_P (var) && DECL_HAS_VALUE_EXPR_P (var) && DECL_NAME (var)
	&& get_base_address (DECL_VALUE_EXPR (var)) == decl)
      return var;
  for (tree sub = BLOCK_SUBBLOCKS (block); sub; sub = BLOCK_CHAIN (sub))
    if (tree var = user_var_of (sub, decl))
      return var;
  return NULL_TREE;
}

/* The user's name of the private the omp simd array DECL stands for (the
   variable whose value expression is DECL[lane]), else DECL's own.  */
std::string
private_name (tree decl)
{
  tree outer = DECL_INITIAL (current_function_decl);
  tree var = outer && TREE_CODE (outer) == BLOCK ? user_var_of (outer, decl)
						 : NULL_TREE;
  if (var)
    return IDENTIFIER_POINTER (DECL_NAME (var));
  return text_of_tree (decl);
}


/* The user's name of P: the private's, with .FIELD for one field of an
   array of structs.  */
std::string
name_of (const soa_private &p)
{
  std::string name = private_name (p.decl);
  if (p.field && DECL_NAME (p.field))
    name += std::string (".") + IDENTIFIER_POINTER (DECL_NAME (p.field));
  return name;
}

void
dump_private (const soa_private &p)
{
  char verdict[VS_SOA_VERDICT_FORMAT_MAX];
  vs_soa_verdict_format (&p.verdict, verdict, sizeof verdict);
  fprintf (dump_file, ";; soa: %s %s: %s\n", name_of (p).c_str (),
	   text_of_tree (p.field ? p.elem_type : p.type).c_str (), verdict);
  if (!vs_soa_verdict_safe (&p.verdict))
    {
      if (p.escape_stmt)
	fprintf (dump_file, ";; soa: escape at: %s\n",
		 text_of_stmt (p.escape_stmt).c_str ());
      return;
    }
  for (const soa_access &a : p.accesses)
    if (a.in_loop)
      {
	char soa[VS_SOA_SHAPE_FORMAT_MAX], aos[VS_SHAPE_FORMAT_MAX];
	vs_soa_shape_format (a.soa, soa, sizeof soa);
	vs_shape_format (a.aos, aos, sizeof aos);
	fprintf (dump_file, ";; soa: access %s: %s (AOS: %s)\n",
		 text_of_stmt (a.stmt).c_str (), soa, aos);
      }
}

/* Drop from P's accesses those whose statements are gone (GONE), and
   add ADDED.  */
void
replace_accesses (soa_private *p, const vec<soa_access *> &gone,
		  const vec<soa_access> &added)
{
  unsigned kept = 0;
  for (unsigned i = 0; i < p->accesses.length (); i++)
    if (!gone.contains (&p->accesses[i]))
      p->accesses[kept++] = p->accesses[i];
  p->accesses.truncate (kept);
  for (const soa_access &a : added)
    p->accesses.safe_push (a);
}

/* Whether A is a data-dependent access of the SIMD loop that writes
   (else reads) the private.  */
bool
random_access_p (const soa_access &a, bool write)
{
  if (!a.in_loop || a.soa.kind != VS_SOA_RANDOM
      || !gimple_assign_single_p (a.stmt))
    return false;
  return write ? a.ref == gimple_assign_lhs_ptr (a.stmt)
	       : a.ref == gimple_assign_rhs1_ptr (a.stmt);
}

/* Sweep the data-dependent writes of P, named NAME, in its SIMD loop
   when the core decides so; the dump says what was decided.  The
   indices of the writes swept go to INDICES.  */
void
sweep_writes (soa_private *p, const char *name, vec<tree> *indices)
{
  auto_vec<soa_sweep_site> sites;
  unsigned updates = 0;
  for (soa_access &a : p->accesses)
    if (random_access_p (a, true))
      {
	soa_sweep_site site;
	soa_sweep_site_of (p, &a, &site);
	sites.safe_push (site);
	updates += site.read != NULL;
      }
  unsigned esize = tree_to_uhwi (TYPE_SIZE_UNIT (p->elem_type));
  unsigned vbytes = x86_preferred_vector_bytes ();
  unsigned lanes = MAX (vbytes / esize, 1u);
  vs_soa_sweep_query q;
  q.nelts = p->nelts;
  q.writes = sites.length ();
  q.updates = updates;
  /* GCC 12 scatters elements of 4 and 8 bytes with AVX-512 only.  */
  q.target_scatters = TARGET_AVX512F && esize >= 4;
  q.vector_registers = x86_vector_registers ();
  q.scatter_cost = x86_cost_scatter (lanes, esize);
  q.gather_cost = x86_cost_vectorizer_gather (lanes, esize);
  q.element_cost = x86_cost_load (vbytes) + x86_cost_store (vbytes, 0)
		   + 2 * x86_cost_vector_op ();
  q.op_cost = x86_cost_vector_op ();
  q.percent = x86_sweep_percent (vbytes);
  vs_soa_sweep_why why = vs_soa_sweep_decide (&q);
  if (why == VS_SOA_SWEEP_NOTHING)
    return;
  if (dump_file)
    {
      fprintf (dump_file, ";; soa: %s: %u data-dependent writes (%u "
	       "updates) over %u elements: sweep %" PRId64, name, q.writes,
	       updates, (unsigned) p->nelts, vs_soa_sweep_cost (&q));
      if (q.percent != 100)
	fprintf (dump_file, " (%u%% of its price, as measured)",
		 q.percent);
      if (q.target_scatters)
	fprintf (dump_file, ", scatters %" PRId64, vs_soa_scatter_cost (&q));
      fprintf (dump_file, ": %s\n", why == VS_SOA_SWEEP
	       ? "swept" : vs_soa_sweep_why_text (why));
    }
  if (why != VS_SOA_SWEEP)
    return;
  auto_vec<soa_access> added;
  auto_vec<soa_access *> gone;
  for (const soa_sweep_site &site : sites)
    {
      indices->safe_push (site.write->index);
      soa_sweep_emit (p, site, &added);
      gone.safe_push (site.write);
      if (site.read)
	gone.safe_push (site.read);
    }
  replace_accesses (p, gone, added);
}

/* Whether INDICES holds one equal to INDEX.  */
bool
index_among (tree index, const vec<tree> &indices)
{
  for (tree other : indices)
    if (operand_equal_p (index, other))
      return true;
  return false;
}

/* Sweep the data-dependent reads left in P, named NAME, after the
   writes of the indices SWEPT were swept, when no data-dependent write
   is left and the core decides so; the dump says what was decided.  */
void
sweep_reads (soa_private *p, const char *name, const vec<tree> &swept)
{
  auto_vec<soa_access *> reads;
  for (soa_access &a : p->accesses)
    {
      /* A read's sweep after a scatter would load each element the
	 scatter may just have stored: keep the gathers.  */
      if (random_access_p (a, true))
	return;
      if (random_access_p (a, false))
	reads.safe_push (&a);
    }
  unsigned esize = tree_to_uhwi (TYPE_SIZE_UNIT (p->elem_type));
  unsigned vbytes = x86_preferred_vector_bytes ();
  vs_soa_read_sweep_query q;
  q.nelts = p->nelts;
  q.reads = reads.length ();
  q.swept_writes = swept.length ();
  q.vector_registers = x86_vector_registers ();
  q.loads = 0;
  q.chained = 0;
  /* A read at a swept write's index chains on that write's compares;
     the others select on the bits of their index.  */
  auto_vec<bool> by_bits;
  for (soa_access *r : reads)
    {
      q.loads += soa_sweep_read_loads (p, r);
      by_bits.safe_push (!index_among (r->index, swept));
      q.chained += !by_bits.last ();
    }
  q.gather_cost = x86_cost_vectorizer_gather (MAX (vbytes / esize, 1u),
					      esize);
  q.load_cost = x86_cost_load (vbytes);
  q.op_cost = x86_cost_vector_op ();
  vs_soa_sweep_why why = vs_soa_sweep_reads_decide (&q);
  if (why == VS_SOA_SWEEP_NOTHING)
    return;
  if (dump_file)
    fprintf (dump_file, ";; soa: %s: %u data-dependent reads over %u "
	     "elements: sweep %" PRId64 ", gathers %" PRId64 ": %s\n", name,
	     q.reads, (unsigned) p->nelts, vs_soa_read_sweep_cost (&q),
	     vs_soa_read_gather_cost (&q),
	     why == VS_SOA_SWEEP ? "swept" : vs_soa_sweep_why_text (why));
  if (why != VS_SOA_SWEEP)
    return;
  auto_vec<soa_access> added;
  for (unsigned k = 0; k < reads.length (); k++)
    {
      soa_access *r = reads[k];
      if (dump_file)
	{
	  fprintf (dump_file, ";; soa: %s: read %s: ", name,
		   text_of_stmt (r->stmt).c_str ());
	  if (by_bits[k])
	    fprintf (dump_file, "selects on %d bits of the index\n",
		     ceil_log2 (p->nelts));
	  else
	    fprintf (dump_file, "a chain on the compares of the write "
		     "swept at its index\n");
	}
      soa_sweep_read_emit (p, r, by_bits[k], &added);
    }
  replace_accesses (p, reads, added);
}

} // namespace

void
vshape_soa_loop (const shape_query &shapes, const soa_policy &policy)
{
  if (!policy.analyse)
    return;
  auto_vec<soa_private> privates;
  soa_find_privates (shapes, &privates);
  for (soa_private &p : privates)
    {
      if (dump_file)
	dump_private (p);
      if (!policy.rewrite
	  || !vs_soa_verdict_profitable (&p.verdict))
	continue;
      if (shapes.context_loop ()->inner)
	{
	  /* GCC 12 vectorizes no outer loop whose inner loop reads a row
	     of D' the inner loop picks ("not suitable for gather load"),
	     and the inner loops themselves vectorize only with the AOS
	     layout, where a lane's row is contiguous.  */
	  if (dump_file)
	    fprintf (dump_file, ";; soa: %s: not rewritten: the SIMD loop "
		     "has inner loops\n", name_of (p).c_str ());
	  continue;
	}
      if (p.nelts == 0)
	{
	  if (dump_file)
	    fprintf (dump_file, ";; soa: %s: a scalar private, already laid "
		     "out by lane\n", name_of (p).c_str ());
	  continue;
	}
      auto_vec<tree> swept;
      sweep_writes (&p, name_of (p).c_str (), &swept);
      sweep_reads (&p, name_of (p).c_str (), swept);
      tree soa = soa_rewrite_private (&p);
      soa_mark_rewritten (soa, name_of (p).c_str ());
      if (dump_file)
	fprintf (dump_file, ";; soa: %s: rewritten to %s %s, %u accesses\n",
		 name_of (p).c_str (),
		 text_of_tree (soa).c_str (),
		 text_of_tree (TREE_TYPE (soa)).c_str (),
		 p.accesses.length ());
    }
  soa_privates_release (&privates);
}
