/* Indexed read-modify-writes behind a check of their indices: the scan
   of one loop (distinct_scan.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "tree-dfa.h"
#include "tree-ssa-loop-ivopts.h"
extern "C" {
#include "distinct_decision.h"
}
#include "distinct_scan.h"
#include "index_reads.h"
#include "x86_costs.h"

namespace {

/* At most this many statements from the list's value to the key.  */
const unsigned max_chain = 8;

/* An access at BASE + KEY + [LO, HI) bytes.  */
struct keyed_place
{
  tree base;
  tree key;
  HOST_WIDE_INT lo, hi;
};

/* Whether REF is *(BASE + KEY + c) for a BASE LOOP does not change and
   a KEY it does, at a constant byte range from it; *P gets them.  */
bool
keyed_place_of (class loop *loop, tree ref, keyed_place *p)
{
  poly_int64 pbitpos, pbitsize, pmaxsize;
  HOST_WIDE_INT bitpos, bitsize, maxsize;
  bool reverse;
  tree b = get_ref_base_and_extent (ref, &pbitpos, &pbitsize, &pmaxsize,
				    &reverse);
  if (TREE_CODE (b) != MEM_REF || !pbitpos.is_constant (&bitpos)
      || !pbitsize.is_constant (&bitsize) || !pmaxsize.is_constant (&maxsize)
      || maxsize != bitsize || bitsize <= 0 || bitpos % BITS_PER_UNIT
      || bitsize % BITS_PER_UNIT || !tree_fits_shwi_p (TREE_OPERAND (b, 1)))
    return false;
  HOST_WIDE_INT off = bitpos / BITS_PER_UNIT
		      + tree_to_shwi (TREE_OPERAND (b, 1));
  tree ptr = TREE_OPERAND (b, 0);
  if (TREE_CODE (ptr) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (ptr);
  /* One constant step from the keyed address, as &f[j][1] may be.  */
  if (is_gimple_assign (def)
      && gimple_assign_rhs_code (def) == POINTER_PLUS_EXPR
      && tree_fits_shwi_p (gimple_assign_rhs2 (def))
      && TREE_CODE (gimple_assign_rhs1 (def)) == SSA_NAME)
    {
      off += tree_to_shwi (gimple_assign_rhs2 (def));
      def = SSA_NAME_DEF_STMT (gimple_assign_rhs1 (def));
    }
  if (!is_gimple_assign (def)
      || gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR
      || !gimple_bb (def) || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
    return false;
  tree base = gimple_assign_rhs1 (def), key = gimple_assign_rhs2 (def);
  if (!expr_invariant_in_loop_p (loop, base) || TREE_CODE (key) != SSA_NAME
      || expr_invariant_in_loop_p (loop, key))
    return false;
  p->base = base;
  p->key = key;
  p->lo = off;
  p->hi = off + bitsize / BITS_PER_UNIT;
  return true;
}

/* Whether A and B go through the same key from the same base.  */
bool
same_key_p (const keyed_place &a, const keyed_place &b)
{
  return a.key == b.key && operand_equal_p (a.base, b.base, 0);
}

/* The bytes KEY's values are multiples of: the constant it is a product
   or a shift by, else 1.  */
unsigned
key_stride (tree key)
{
  gimple *def = SSA_NAME_DEF_STMT (key);
  if (!is_gimple_assign (def))
    return 1;
  tree c = gimple_assign_rhs2 (def);
  if (!c || TREE_CODE (c) != INTEGER_CST || !tree_fits_uhwi_p (c))
    return 1;
  unsigned HOST_WIDE_INT v = tree_to_uhwi (c);
  switch (gimple_assign_rhs_code (def))
    {
    case MULT_EXPR:
      return v > 0 && v <= 1u << 20 ? (unsigned) v : 1;
    case LSHIFT_EXPR:
      return v <= 20 ? 1u << v : 1;
    default:
      return 1;
    }
}

/* Whether CODE computes a key from an index without a trap.  */
bool
chain_code_p (enum tree_code code)
{
  switch (code)
    {
    CASE_CONVERT:
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case NEGATE_EXPR:
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
      return true;
    default:
      return false;
    }
}

/* Whether STMT runs in every iteration of LOOP before its exit.  */
bool
every_iteration_p (class loop *loop, gimple *stmt)
{
  return vshape_runs_every_iteration_p (loop, loop, stmt);
}

/* Whether STMT maps distinct values of its operand FROM to distinct
   values: a conversion that does not narrow, a sum or difference with
   a value the loop does not change, a negation, or a product or shift
   by a constant of a value widened enough for it not to wrap.  */
bool
injective_p (class loop *loop, gimple *stmt, tree from)
{
  tree out = TREE_TYPE (gimple_assign_lhs (stmt));
  if (!INTEGRAL_TYPE_P (out) && !POINTER_TYPE_P (out))
    return false;
  unsigned pout = TYPE_PRECISION (out);
  switch (gimple_assign_rhs_code (stmt))
    {
    CASE_CONVERT:
      return pout >= TYPE_PRECISION (TREE_TYPE (from));
    case PLUS_EXPR:
    case MINUS_EXPR:
    case NEGATE_EXPR:
    case BIT_XOR_EXPR:
      return true;
    case MULT_EXPR:
    case LSHIFT_EXPR:
      {
	tree c = gimple_assign_rhs2 (stmt);
	if (gimple_assign_rhs1 (stmt) != from || TREE_CODE (c) != INTEGER_CST
	    || !tree_fits_uhwi_p (c) || integer_zerop (c))
	  return false;
	/* The operand a widened value: its precision before, plus the
	   bits the constant adds, must fit.  */
	gimple *def = SSA_NAME_DEF_STMT (from);
	if (!is_gimple_assign (def) || !flow_bb_inside_loop_p
					   (loop, gimple_bb (def))
	    || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def)))
	  return false;
	unsigned pin
	  = TYPE_PRECISION (TREE_TYPE (gimple_assign_rhs1 (def)));
	unsigned HOST_WIDE_INT v = tree_to_uhwi (c);
	unsigned bits = (gimple_assign_rhs_code (stmt) == LSHIFT_EXPR
			 ? (unsigned) v : (unsigned) ceil_log2 (v + 1));
	return pin + bits + 1 <= pout;
      }
    default:
      return false;
    }
}

/* Whether KEY comes from a list LOOP reads at a constant step in every
   iteration, through a chain of at most max_chain statements each of
   which also runs in every iteration; fills *K.  */
bool
find_list (class loop *loop, tree key, distinct_key *k)
{
  gimple *def;
  if (!vshape_index_chain (loop, key, max_chain, chain_code_p,
			   every_iteration_p, &k->chain, &def))
    return false;
  if (!INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_lhs (def)))
      || !vshape_list_read (loop, loop, def, &k->start, &k->step, &k->count))
    return false;
  k->load = def;
  /* Compare before the statements that keep distinct values distinct
     (the widening and the scaling of an index into a byte offset).  */
  unsigned n = k->chain.length ();
  while (n > 0)
    {
      gimple *stmt = k->chain[n - 1];
      tree from = (n > 1 ? gimple_assign_lhs (k->chain[n - 2])
		   : gimple_assign_lhs (def));
      if (!injective_p (loop, stmt, from))
	break;
      n--;
    }
  k->compared = n;
  return true;
}

/* The bytes of REF's access.  */
unsigned
access_bytes (tree ref)
{
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  return size && tree_fits_uhwi_p (size) ? (unsigned) tree_to_uhwi (size) : 0;
}

/* A memory access of the loop: its reference, whether it stores, and
   its place where it is keyed.  */
struct loop_access
{
  tree ref;
  bool store;
  bool keyed;
  keyed_place place;
};

} // anon namespace

void
distinct_scan_loop (class loop *loop, bool emulated_scatters,
		    struct vs_distinct_loop *l, distinct_key *k)
{
  memset (l, 0, sizeof *l);
  k->key = NULL_TREE;
  auto_vec<loop_access> accesses;
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt))
	  continue;
	if (gimple_code (stmt) == GIMPLE_ASM || gimple_has_volatile_ops (stmt))
	  {
	    l->volatiles++;
	    continue;
	  }
	if (is_gimple_call (stmt))
	  {
	    if (gimple_vuse (stmt) || gimple_vdef (stmt))
	      l->calls++;
	    continue;
	  }
	if (!gimple_vuse (stmt) || !is_gimple_assign (stmt))
	  continue;
	loop_access a;
	a.store = gimple_vdef (stmt) != NULL_TREE;
	a.ref = a.store ? gimple_assign_lhs (stmt) : gimple_assign_rhs1 (stmt);
	if (!a.store && !gimple_assign_load_p (stmt))
	  continue;
	a.keyed = keyed_place_of (loop, a.ref, &a.place);
	unsigned bytes = access_bytes (a.ref);
	if (bytes && (!l->smallest_access || bytes < l->smallest_access))
	  l->smallest_access = bytes;
	accesses.safe_push (a);
      }
  free (body);

  /* The stores' key: that of the first keyed store whose key comes from
     a list.  */
  const loop_access *first = NULL;
  for (const loop_access &a : accesses)
    if (a.store && a.keyed && find_list (loop, a.place.key, k))
      {
	first = &a;
	break;
      }
  if (!first)
    {
      for (const loop_access &a : accesses)
	l->other_stores += a.store;
      return;
    }
  k->base = first->place.base;
  k->key = first->place.key;
  l->countable = 1;
  l->stride = key_stride (k->key);
  HOST_WIDE_INT lo = first->place.lo, hi = first->place.hi;
  for (const loop_access &a : accesses)
    if (a.keyed && same_key_p (a.place, first->place))
      {
	lo = MIN (lo, a.place.lo);
	hi = MAX (hi, a.place.hi);
	l->indexed_stores += a.store;
      }
    else if (a.store)
      l->other_stores++;
  l->footprint = hi - lo <= 1 << 20 ? (unsigned) (hi - lo) : 0;
  /* Every other access must be apart from every keyed store.  */
  for (const loop_access &a : accesses)
    {
      if (a.keyed && same_key_p (a.place, first->place))
	continue;
      for (const loop_access &s : accesses)
	if (s.store && s.keyed && same_key_p (s.place, first->place)
	    && refs_may_alias_p (a.ref, s.ref))
	  {
	    l->unproven++;
	    break;
	  }
    }
  /* Where the copy's scatters are emulated, one store a lane, GCC
     takes at most 32-byte vectors for them (znver4's tuning chose 8
     lanes of floats), and a window of 16 would cost the check twice
     the compares for nothing: an AMD Zen 4 ran cell_deposit's copy
     behind a window of 16 0.94 times as fast as stock, of 8 1.53
     times.  */
  l->vector_bytes = (emulated_scatters
		     ? MIN (x86_max_vector_bytes (), 32u)
		     : x86_max_vector_bytes ());
}
