/* Accumulators kept in memory: the scan of a loop's accesses, the
   decision (src/promote), and the rewrite.

   The rewrite versions the loop.  The copy that runs first, the
   promoted loop, keeps each location in an SSA value (loaded once
   before the loop where the loop reads it) and stores it once at its
   exit; the reads that may touch the locations are compared with their
   range: a read's whole range over the loop, where its address does
   not change or steps by a constant, in the versioning condition; the
   others at each iteration, where an overlap leaves for the other
   copy, stock's loop, which runs from the start.  The promoted loop
   stores nothing before its exit and calls nothing, so memory is then
   as the loop found it, and every operation it ran before the overlap
   ran on values stock's loop computes too (the same results, the same
   floating-point flags).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "cfgloopmanip.h"
#include "tree-dfa.h"
#include "tree-chrec.h"
#include "tree-affine.h"
#include "tree-into-ssa.h"
#include "tree-ssa-loop-manip.h"
#include "gimplify-me.h"
#include "tree-ssa-sccvn.h"
#include "promote_loop.h"
#include "promote_index_hull.h"
#include "promote_fma.h"
#include "promote_registers.h"
#include "loop_info.h"

extern "C" {
#include "promote_decision.h"
}

namespace {

/* Whether *TP is an SSA name defined in the loop DATA.  */
tree
defined_in_loop (tree *tp, int *walk_subtrees, void *data)
{
  class loop *loop = static_cast<class loop *> (data);
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (*tp);
      if (gimple_bb (def) && flow_bb_inside_loop_p (loop, gimple_bb (def)))
	return *tp;
    }
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Whether EXPR does not change in LOOP.  */
bool
invariant_p (class loop *loop, tree expr)
{
  return !walk_tree (&expr, defined_in_loop, loop, NULL);
}

/* A reference as a base and a byte range from it: the base is the
   pointer of a MEM_REF or an addressable declaration (bases a constant
   distance apart are made one by rebase).  */
struct ref_place
{
  tree key;
  HOST_WIDE_INT lo, hi;
};

/* REF's place, or false where the checks cannot take its address.  */
bool
place_of (tree ref, ref_place *p)
{
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  if (!size || !tree_fits_uhwi_p (size) || integer_zerop (size)
      || TREE_CODE (ref) == BIT_FIELD_REF
      || (TREE_CODE (ref) == COMPONENT_REF
	  && DECL_BIT_FIELD (TREE_OPERAND (ref, 1))))
    return false;
  poly_int64 offset;
  tree base = get_addr_base_and_unit_offset (ref, &offset);
  HOST_WIDE_INT off;
  if (!base || !offset.is_constant (&off))
    return false;
  if (TREE_CODE (base) == MEM_REF
      && TREE_CODE (TREE_OPERAND (base, 0)) == SSA_NAME)
    {
      p->key = TREE_OPERAND (base, 0);
      off += mem_ref_offset (base).force_shwi ().to_constant ();
    }
  else if (DECL_P (base) && TREE_ADDRESSABLE (base))
    p->key = base;
  else
    return false;
  p->lo = off;
  p->hi = off + tree_to_shwi (size);
  return true;
}

/* The address a place's KEY stands for: the pointer itself, or the
   declaration's address.  */
tree
key_address (tree key)
{
  return DECL_P (key) ? build_fold_addr_expr (key) : key;
}

/* Whether the places' keys A and B are a constant *D bytes apart
   (A - B), as their definitions expanded show.  */
bool
constant_distance (tree a, tree b, HOST_WIDE_INT *d)
{
  if (operand_equal_p (a, b, 0))
    {
      *d = 0;
      return true;
    }
  hash_map<tree, name_expansion *> *cache = NULL;
  aff_tree ea, eb;
  tree type = sizetype;
  tree_to_aff_combination_expand (fold_convert (type, key_address (a)), type,
				  &ea, &cache);
  tree_to_aff_combination_expand (fold_convert (type, key_address (b)), type,
				  &eb, &cache);
  free_affine_expand_cache (&cache);
  aff_combination_scale (&eb, -1);
  aff_combination_add (&ea, &eb);
  widest_int w;
  if (ea.n != 0 || ea.rest || !ea.offset.is_constant (&w)
      || !wi::fits_shwi_p (w))
    return false;
  *d = w.to_shwi ();
  return true;
}

/* Rebase P on KEY where P's base is a constant distance from it.  */
bool
rebase (ref_place *p, tree key)
{
  HOST_WIDE_INT d;
  if (!constant_distance (p->key, key, &d))
    return false;
  p->key = key;
  p->lo += d;
  p->hi += d;
  return true;
}

/* Reads of one base that may touch the locations, checked as one
   range: before the loop (INVARIANT, or AFFINE: the base steps by the
   constant STEP, up or down, from BASE, and the range covers every
   iteration), or at each iteration before FIRST, the first of them in
   its block.  */
struct read_range
{
  ref_place place;
  basic_block bb;
  gimple *first;
  bool invariant, affine;
  tree base, step;
};

/* A range of addresses [LO, HI) as sizetype expressions, or, where
   HULL is not negative, the bytes [LO_OFF, HI_OFF) from the addresses
   the nest's index_hull HULL of the scan bounds.  */
struct byte_range
{
  tree lo = NULL_TREE, hi = NULL_TREE;
  int hull = -1;
  HOST_WIDE_INT lo_off = 0, hi_off = 0;
};

/* What the scan of one loop found.  */
struct promote_scan : kept_block
{
  vs_promote_loop counts;
  auto_vec<ref_place> places;	/* each location's */
  auto_vec<read_range> ranges;
  HOST_WIDE_INT lo = 0, hi = 0;	/* the locations' span from their base */
  bool scalar = false;		/* the promoted loop kept from the vectorizer */
  bool prefused = false;	/* its multiply-adds fused by the promotion */
  class loop *nest = NULL;	/* the enclosing loop the checks go before */
  /* Over every iteration of the nest checkable_nest found: the
     locations' span, then each of RANGES.  */
  auto_vec<byte_range> nest_ranges;
  auto_delete_vec<index_hull> hulls;	/* bounded by loops before the nest */
};

/* Whether STMT stores a register's value at an address LOOP does not
   change that a check can take.  */
bool
location_store_p (class loop *loop, gimple *stmt, ref_place *p)
{
  if (!gimple_vdef (stmt) || !gimple_assign_single_p (stmt)
      || gimple_has_volatile_ops (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  return (is_gimple_reg_type (TREE_TYPE (lhs)) && invariant_p (loop, lhs)
	  && place_of (lhs, p) && invariant_p (loop, p->key));
}

/* The locations of LOOP's stores, BODY[0..N), into S; false when they
   are not at constant offsets from one base or overlap.  */
bool
find_locations (class loop *loop, basic_block *body, unsigned n,
		promote_scan &s)
{
  bool one_base = true;
  for (unsigned i = 0; i < n; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	ref_place p;
	if (!location_store_p (loop, stmt, &p)
	    || kept_location_of (s, stmt) >= 0)
	  continue;
	if (!s.places.is_empty () && !rebase (&p, s.places[0].key))
	  one_base = false;
	for (const ref_place &q : s.places)
	  one_base &= (operand_equal_p (q.key, p.key, 0)
		       && (p.hi <= q.lo || q.hi <= p.lo));
	kept_location l;
	l.ref = gimple_assign_lhs (stmt);
	if (s.locations.is_empty ())
	  {
	    s.lo = p.lo;
	    s.hi = p.hi;
	    s.where = gimple_location (stmt);
	  }
	s.lo = MIN (s.lo, p.lo);
	s.hi = MAX (s.hi, p.hi);
	s.locations.safe_push (l);
	s.places.safe_push (p);
      }
  return one_base;
}

/* The range of reads at P in LOOP (READ in BB) that S checks, added to
   S.ranges or widened.  */
void
add_read (class loop *loop, promote_scan &s, const ref_place &p, gimple *read,
	  basic_block bb)
{
  read_range r;
  r.place = p;
  r.bb = bb;
  r.first = read;
  r.invariant = invariant_p (loop, p.key);
  r.affine = false;
  r.base = r.step = NULL_TREE;
  affine_iv iv;
  if (!r.invariant && TREE_CODE (p.key) == SSA_NAME
      && simple_iv (loop, loop, p.key, &iv, false)
      && TREE_CODE (iv.step) == INTEGER_CST && !integer_zerop (iv.step)
      && chrec_contains_undetermined (number_of_latch_executions (loop)) == 0
      && invariant_p (loop, iv.base))
    {
      r.affine = true;
      r.base = iv.base;
      r.step = iv.step;
    }
  bool before = r.invariant || r.affine;
  for (read_range &o : s.ranges)
    {
      ref_place q = p;
      if (before ? !o.invariant && !o.affine : o.bb != bb)
	continue;
      if (o.invariant != r.invariant || !rebase (&q, o.place.key))
	continue;
      o.place.lo = MIN (o.place.lo, q.lo);
      o.place.hi = MAX (o.place.hi, q.hi);
      return;
    }
  s.ranges.safe_push (r);
}

/* Whether a vectorized copy of LOOP, S's locations kept in registers,
   could round differently from stock's scalar loop: a floating-point
   sum where GCC may fuse a multiply into its addition (-ffp-contract
   not off, a target with FMA), as it does in the scalar loop and not
   in the in-order reduction the vectorizer would make of the sum.  */
bool
fused_sums_p (const promote_scan &s)
{
  if (flag_fp_contract_mode == FP_CONTRACT_OFF)
    return false;
  for (const kept_location &l : s.locations)
    {
      tree type = TREE_TYPE (l.ref);
      if (FLOAT_TYPE_P (type)
	  && direct_internal_fn_supported_p (IFN_FMA, type,
					     OPTIMIZE_FOR_BOTH))
	return true;
    }
  return false;
}

/* Value-numbers the promoted LOOP, from its preheader to its exits:
   without the stores, its repeated loads of one address and the
   computations on them are one value, as in the same loop written
   with a local sum, so that the vectorizers find the same statements
   there.  */
void
number_values (class loop *loop)
{
  auto_bitmap exits;
  for (edge e : get_loop_exit_edges (loop))
    bitmap_set_bit (exits, e->dest->index);
  calculate_dominance_info (CDI_DOMINATORS);
  do_rpo_vn (cfun, loop_preheader_edge (loop), exits);
}

/* Whether VALUE is a floating-point product (or its negation), which
   GCC may fuse into a sum that uses it.  */
bool
product_p (tree value)
{
  if (!value || TREE_CODE (value) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (value);
  if (!is_gimple_assign (def))
    return false;
  if (gimple_assign_rhs_code (def) == NEGATE_EXPR)
    return product_p (gimple_assign_rhs1 (def));
  return gimple_assign_rhs_code (def) == MULT_EXPR;
}

/* Count LOOP's accesses into S; BODY[0..N) are its blocks.  Where
   products may be fused into sums, a store of a product to a location
   counts apart: GCC fuses a product only where every use is a sum, and
   the store, which the promotion takes away, is a use.  */
void
scan_loop (class loop *loop, basic_block *body, unsigned n, promote_scan &s)
{
  memset (&s.counts, 0, sizeof s.counts);
  s.counts.one_base = find_locations (loop, body, n, s);
  s.counts.locations = s.locations.length ();
  bool fused = fused_sums_p (s);
  bool one_block = true;
  for (unsigned i = 0; i < n; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt) || !gimple_vuse (stmt))
	  continue;
	if (gimple_has_volatile_ops (stmt) || gimple_code (stmt) == GIMPLE_ASM)
	  {
	    s.counts.volatiles++;
	    continue;
	  }
	if (is_gimple_call (stmt))
	  {
	    s.counts.calls++;
	    continue;
	  }
	int at = kept_location_of (s, stmt);
	if (at >= 0)
	  {
	    s.accesses.safe_push (stmt);
	    if (!s.block)
	      s.block = body[i];
	    one_block &= body[i] == s.block;
	    if (gimple_vdef (stmt))
	      {
		s.counts.stores++;
		s.counts.stored_products
		  += fused && product_p (gimple_assign_rhs1 (stmt));
	      }
	    else
	      s.counts.loaded = s.locations[at].loaded = true;
	    continue;
	  }
	if (gimple_vdef (stmt))
	  {
	    s.counts.other_stores++;
	    continue;
	  }
	if (!gimple_assign_load_p (stmt) || s.locations.is_empty ())
	  continue;
	tree rhs = gimple_assign_rhs1 (stmt);
	bool touches = false;
	for (const kept_location &l : s.locations)
	  touches |= refs_may_alias_p (rhs, l.ref);
	ref_place p;
	if (!touches)
	  continue;
	if (!place_of (rhs, &p))
	  s.counts.uncheckable++;
	else
	  add_read (loop, s, p, stmt, body[i]);
      }
  for (const read_range &r : s.ranges)
    {
      if (r.invariant || r.affine)
	s.counts.ranges_before++;
      else
	s.counts.ranges_in_loop++;
    }
  /* One block that runs at every iteration before the exit: then each
     exit follows the locations' stores, and the stores at the exit
     write what the loop's last stores wrote.  */
  s.counts.in_one_block
    = one_block && s.block
      && dominated_by_p (CDI_DOMINATORS, loop->latch, s.block)
      && dominated_by_p (CDI_DOMINATORS, single_exit (loop)->src, s.block);
}

/* The address KEY + OFF as a sizetype expression.  */
tree
address_at (tree key, HOST_WIDE_INT off)
{
  return fold_build2 (PLUS_EXPR, sizetype,
		      fold_convert (sizetype, key_address (key)),
		      size_int (off));
}

/* The expression "[LO1, HI1) and [LO2, HI2) share no byte".  */
tree
apart (tree lo1, tree hi1, tree lo2, tree hi2)
{
  return fold_build2 (TRUTH_OR_EXPR, boolean_type_node,
		      fold_build2 (LE_EXPR, boolean_type_node, hi1, lo2),
		      fold_build2 (LE_EXPR, boolean_type_node, hi2, lo1));
}

/* EXPR computed at GSI (after it).  */
tree
value_at (gimple_stmt_iterator *gsi, tree expr)
{
  return force_gimple_operand_gsi (gsi, expr, true, NULL_TREE, false,
				   GSI_CONTINUE_LINKING);
}

/* Widen [*LO, *HI) by the distance a base moving by STEP covers over
   NITER steps: up, or down where STEP goes down (a pointer's step is a
   sizetype value, whose sign is that of the signed value of its bits;
   a step known only at run time widens the side its sign picks).  */
void
widen_by_steps (tree step, tree niter, tree *lo, tree *hi)
{
  if (TREE_CODE (step) != INTEGER_CST)
    {
      tree span = fold_build2 (MULT_EXPR, ssizetype,
			       fold_convert (ssizetype, niter),
			       fold_convert (ssizetype, step));
      tree down = fold_build2 (MIN_EXPR, ssizetype, span, ssize_int (0));
      tree up = fold_build2 (MAX_EXPR, ssizetype, span, ssize_int (0));
      *lo = fold_build2 (PLUS_EXPR, sizetype, *lo,
			 fold_convert (sizetype, down));
      *hi = fold_build2 (PLUS_EXPR, sizetype, *hi,
			 fold_convert (sizetype, up));
      return;
    }
  bool down = wi::neg_p (wi::to_wide (step), SIGNED);
  tree size = fold_convert (sizetype, step);
  if (down)
    size = fold_build1 (NEGATE_EXPR, sizetype, size);
  tree span = fold_build2 (MULT_EXPR, sizetype, niter, size);
  if (down)
    *lo = fold_build2 (MINUS_EXPR, sizetype, *lo, span);
  else
    *hi = fold_build2 (PLUS_EXPR, sizetype, *hi, span);
}

/* The versioning condition, computed at the end of BB before LOOP: the
   range of each read checked before the loop is apart from [LO, HI),
   the locations' span, which is computed there too.  */
tree
condition_before (class loop *loop, const promote_scan &s, basic_block bb,
		  tree *lo, tree *hi)
{
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  tree key = s.places[0].key;
  *lo = value_at (&gsi, address_at (key, s.lo));
  *hi = value_at (&gsi, address_at (key, s.hi));
  tree cond = boolean_true_node;
  for (const read_range &r : s.ranges)
    {
      if (!r.invariant && !r.affine)
	continue;
      tree rlo, rhi;
      if (r.invariant)
	{
	  rlo = address_at (r.place.key, r.place.lo);
	  rhi = address_at (r.place.key, r.place.hi);
	}
      else
	{
	  tree niter = fold_convert (sizetype,
				     number_of_latch_executions (loop));
	  rlo = address_at (r.base, r.place.lo);
	  rhi = address_at (r.base, r.place.hi);
	  widen_by_steps (r.step, niter, &rlo, &rhi);
	}
      cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
			  apart (*lo, *hi, value_at (&gsi, rlo),
				 value_at (&gsi, rhi)));
    }
  return value_at (&gsi, cond);
}

/* The latch count of LOOP as a sizetype expression computed before
   OUTER (LOOP itself or a loop around it), or NULL_TREE.  */
tree
latch_count_before (class loop *loop, class loop *outer)
{
  tree niter = number_of_latch_executions (loop);
  if (chrec_contains_undetermined (niter) || !invariant_p (outer, niter))
    return NULL_TREE;
  return fold_convert (sizetype, niter);
}

/* The bytes [P.lo, P.hi) from P.key take in every iteration of INNER
   and of OUTER around it, as [*LO, *HI) computed before OUTER; false
   unless the key steps by a constant, or not at all, in both loops.  */
bool
nest_range (class loop *inner, class loop *outer, const ref_place &p,
	    tree *lo, tree *hi)
{
  tree base = p.key;
  tree step_in = NULL_TREE, step_out = NULL_TREE;
  if (TREE_CODE (p.key) == SSA_NAME)
    {
      tree ev = instantiate_scev (loop_preheader_edge (outer), inner,
				  analyze_scalar_evolution (inner, p.key));
      if (chrec_contains_undetermined (ev))
	return false;
      if (TREE_CODE (ev) == POLYNOMIAL_CHREC
	  && CHREC_VARIABLE (ev) == (unsigned) inner->num)
	{
	  step_in = CHREC_RIGHT (ev);
	  ev = CHREC_LEFT (ev);
	}
      if (TREE_CODE (ev) == POLYNOMIAL_CHREC
	  && CHREC_VARIABLE (ev) == (unsigned) outer->num)
	{
	  step_out = CHREC_RIGHT (ev);
	  ev = CHREC_LEFT (ev);
	}
      if (tree_contains_chrecs (ev, NULL) || !invariant_p (outer, ev)
	  || (step_in && (tree_contains_chrecs (step_in, NULL)
			  || !invariant_p (outer, step_in)))
	  || (step_out && (tree_contains_chrecs (step_out, NULL)
			   || !invariant_p (outer, step_out))))
	return false;
      base = ev;
    }
  else if (!DECL_P (p.key))
    return false;
  *lo = address_at (base, p.lo);
  *hi = address_at (base, p.hi);
  if (step_in)
    {
      tree niter = latch_count_before (inner, outer);
      if (!niter)
	return false;
      widen_by_steps (step_in, niter, lo, hi);
    }
  if (step_out)
    {
      tree niter = latch_count_before (outer, outer);
      if (!niter)
	return false;
      widen_by_steps (step_out, niter, lo, hi);
    }
  return true;
}

/* Adds to S.nest_ranges the bytes P takes over the nest OUTER around
   INNER: a range stepping by constants, or one an index bounds
   (index_hull_form); false where neither describes it.  */
bool
add_nest_range (class loop *inner, class loop *outer, const ref_place &p,
		promote_scan &s)
{
  byte_range b;
  if (!nest_range (inner, outer, p, &b.lo, &b.hi))
    {
      index_hull *h = new index_hull;
      if (!index_hull_form (inner, outer, p.key, h))
	{
	  delete h;
	  return false;
	}
      b.hull = s.hulls.length ();
      b.lo_off = p.lo;
      b.hi_off = p.hi;
      s.hulls.safe_push (h);
    }
  s.nest_ranges.safe_push (b);
  return true;
}

/* The loop around LOOP that S's checks may go before, or NULL: a loop
   with one exit, not a SIMD loop, that no other promotion has versioned
   (in NESTS), through which the locations and every read S checks
   step by constants or through an index the nest does not store to.
   Their ranges over the nest go to S.nest_ranges.  */
class loop *
checkable_nest (class loop *loop, promote_scan &s,
		hash_set<class loop *> &nests)
{
  class loop *outer = loop_outer (loop);
  if (!outer || !loop_outer (outer) || !single_exit (outer)
      || (single_exit (outer)->flags & EDGE_COMPLEX)
      || outer->force_vectorize || outer->safelen > 1
      || nests.contains (outer))
    return NULL;
  ref_place span = s.places[0];
  span.lo = s.lo;
  span.hi = s.hi;
  if (!add_nest_range (loop, outer, span, s))
    return NULL;
  for (const read_range &r : s.ranges)
    if (!add_nest_range (loop, outer, r.place, s))
      {
	s.nest_ranges.truncate (0);
	return NULL;
      }
  return outer;
}

/* The versioning condition of S.nest, computed at the end of BB before
   it: the locations' span over the nest is apart from each read's
   range over it, and no range wraps around.  The ranges an index
   bounds get their loops first, between BB and its predecessor.  */
tree
condition_before_nest (promote_scan &s, basic_block bb)
{
  emit_index_hulls (bb, s.hulls);
  for (byte_range &b : s.nest_ranges)
    if (b.hull >= 0)
      {
	b.lo = fold_build2 (PLUS_EXPR, sizetype, s.hulls[b.hull]->lo,
			    size_int (b.lo_off));
	b.hi = fold_build2 (PLUS_EXPR, sizetype, s.hulls[b.hull]->hi,
			    size_int (b.hi_off));
      }
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  tree lo = value_at (&gsi, s.nest_ranges[0].lo);
  tree hi = value_at (&gsi, s.nest_ranges[0].hi);
  tree cond = fold_build2 (LE_EXPR, boolean_type_node, lo, hi);
  for (unsigned i = 1; i < s.nest_ranges.length (); i++)
    {
      tree rlo = value_at (&gsi, s.nest_ranges[i].lo);
      tree rhi = value_at (&gsi, s.nest_ranges[i].hi);
      cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
			  fold_build2 (LE_EXPR, boolean_type_node, rlo, rhi));
      cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
			  apart (lo, hi, rlo, rhi));
    }
  return value_at (&gsi, cond);
}

/* Where R's check goes: right after its base is computed in the block
   of R's first read, else at the start of that block, so that the
   block's other statements stay together after it (the basic-block
   vectorizer packs them as it would without the check).  */
gimple_stmt_iterator
check_position (const read_range &r)
{
  basic_block bb = gimple_bb (r.first);
  gimple *def = TREE_CODE (r.place.key) == SSA_NAME
		? SSA_NAME_DEF_STMT (r.place.key) : NULL;
  if (def && gimple_code (def) != GIMPLE_PHI && gimple_bb (def) == bb)
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (def);
      gsi_next (&gsi);
      return gsi;
    }
  return gsi_after_labels (bb);
}

/* In R's block of the promoted loop, before its reads, leave for
   RESTART when R's range overlaps [LO, HI).  */
void
check_in_loop (const read_range &r, tree lo, tree hi, basic_block restart)
{
  gimple_stmt_iterator gsi = check_position (r);
  tree rlo = force_gimple_operand_gsi (&gsi,
				       address_at (r.place.key, r.place.lo),
				       true, NULL_TREE, true, GSI_SAME_STMT);
  tree rhi = force_gimple_operand_gsi (&gsi,
				       address_at (r.place.key, r.place.hi),
				       true, NULL_TREE, true, GSI_SAME_STMT);
  tree overlap = fold_build1 (TRUTH_NOT_EXPR, boolean_type_node,
			      apart (lo, hi, rlo, rhi));
  overlap = force_gimple_operand_gsi (&gsi, overlap, true, NULL_TREE, true,
				      GSI_SAME_STMT);
  gcond *test = gimple_build_cond (NE_EXPR, overlap, boolean_false_node,
				   NULL_TREE, NULL_TREE);
  gimple_set_location (test, gimple_location (r.first));
  gsi_insert_before (&gsi, test, GSI_SAME_STMT);
  edge on = split_block (gimple_bb (test), test);
  on->flags = (on->flags & ~EDGE_FALLTHRU) | EDGE_FALSE_VALUE;
  on->probability = profile_probability::very_likely ();
  edge off = make_edge (on->src, restart, EDGE_TRUE_VALUE);
  off->probability = profile_probability::very_unlikely ();
  if (loops_state_satisfies_p (LOOPS_HAVE_RECORDED_EXITS))
    rescan_loop_exit (off, true, false);
}

/* The loops of SCALAR_FUN the promotion keeps from the loop vectorizer,
   by number, until the vls pass, after it, lets the basic-block
   vectorizer in again (promote_release_scalar_loops).  */
function *scalar_fun;
auto_vec<int> scalar_loops;

/* Keeps LOOP from the loop vectorizer; from it alone where RELEASE
   (the vls pass clears the mark).  */
void
keep_from_loop_vectorizer (class loop *loop, bool release)
{
  loop->dont_vectorize = true;
  if (!release)
    return;
  if (scalar_fun != cfun)
    scalar_loops.truncate (0);
  scalar_fun = cfun;
  scalar_loops.safe_push (loop->num);
}

/* Whether the target lets the promotion fuse the multiply-adds of S's
   sums itself (promote_fma.h); it does where GCC would fuse every one
   of them whatever carries the sums (gcc_fuses_every_product_p).
   Elsewhere the promoted loop keeps copies of the sums, is not value
   numbered, and stays out of both vectorizers (GCC 13 and later keep
   the basic-block vectorizer out of a loop the loop vectorizer may not
   take).  */
bool
prefusable_p (const promote_scan &s)
{
  for (const kept_location &l : s.locations)
    {
      tree type = TREE_TYPE (l.ref);
      if (FLOAT_TYPE_P (type) && !multiply_adds_fusable_p (type))
	return false;
    }
  return true;
}

/* Promote S's locations in LOOP; false when GCC could not version it.
   A promoted loop whose vectorization could change the rounding of its
   sums (fused_sums_p) is kept from the loop vectorizer, and its
   multiply-adds are fused before the basic-block vectorizer can pack a
   sum without its product (prefusable_p).  */
bool
promote (class loop *loop, promote_scan &s)
{
  class loop *versioned = s.nest ? s.nest : loop;
  bool fused = fused_sums_p (s);
  bool prefused = fused && prefusable_p (s) && gcc_fuses_every_product_p (loop);
  basic_block entry = split_edge (loop_preheader_edge (versioned));
  tree lo = NULL_TREE, hi = NULL_TREE;
  tree cond = (s.nest ? condition_before_nest (s, entry)
	       : condition_before (loop, s, entry, &lo, &hi));
  basic_block cond_bb;
  initialize_original_copy_tables ();
  class loop *stock
    = loop_version (versioned, cond, &cond_bb,
		    profile_probability::likely (),
		    profile_probability::unlikely (),
		    profile_probability::likely (),
		    profile_probability::unlikely (), true);
  free_original_copy_tables ();
  if (!stock)
    return false;
  /* The copy's statements name their own values before the loads of
     the promoted loop give way to the locations' values (and the loads
     of the loops that bound indices, if any, read memory).  */
  mark_virtual_operands_for_renaming (cfun);
  update_ssa (TODO_update_ssa);
  s.scalar = fused && !loop->dont_vectorize;
  if (s.scalar)
    keep_from_loop_vectorizer (loop, prefused);
  basic_block pre = split_edge (loop_preheader_edge (loop));
  keep_in_registers (loop, pre, s, !fused || prefused);
  if (!s.nest)
    {
      basic_block restart = split_edge (loop_preheader_edge (stock));
      for (const read_range &r : s.ranges)
	if (!r.invariant && !r.affine)
	  check_in_loop (r, lo, hi, restart);
    }
  free_dominance_info (CDI_DOMINATORS);
  mark_virtual_operands_for_renaming (cfun);
  update_ssa (TODO_update_ssa);
  if (loops_state_satisfies_p (LOOP_CLOSED_SSA))
    rewrite_into_loop_closed_ssa (NULL, TODO_update_ssa);
  if (prefused)
    fuse_multiply_adds (loop);
  s.prefused = prefused;
  if (!fused || prefused)
    number_values (loop);
  if (prefused)
    order_fused_factors (loop);
  scev_reset ();
  return true;
}

/* Whether LOOP is one the promotion looks at: innermost, one exit, not
   a SIMD loop (whose vectorization the checks would stop).  */
bool
candidate_loop_p (class loop *loop)
{
  return !loop->inner && loop_outer (loop) && single_exit (loop)
	 && !loop->force_vectorize && loop->safelen <= 1
	 && !(single_exit (loop)->flags & EDGE_COMPLEX);
}

/* Dump and remark what was decided for LOOP's locations S: kept in
   registers, or in memory for WHY.  */
void
report (class loop *loop, const promote_scan &s, const char *why, FILE *dump)
{
  unsigned in_loop = s.nest ? 0 : s.counts.ranges_in_loop;
  unsigned before = s.counts.ranges_before + s.counts.ranges_in_loop - in_loop;
  unsigned indexed = s.nest ? s.counts.ranges_indexed : 0;
  if (dump)
    {
      fprintf (dump, ";; promote: loop %d at %s: %u location%s (",
	       loop->num, vshape_loop_position (loop).c_str (),
	       s.counts.locations, s.counts.locations == 1 ? "" : "s");
      print_generic_expr (dump, s.locations[0].ref, TDF_NONE);
      if (s.counts.locations > 1)
	fprintf (dump, " ...");
      if (!why)
	fprintf (dump, ") kept in registers: %u range%s checked at each "
		 "iteration, %u before the %sloop\n", in_loop,
		 in_loop == 1 ? "" : "s", before,
		 s.nest ? "enclosing " : "");
      else
	fprintf (dump, ") kept in memory: %s\n", why);
      if (!why && indexed)
	fprintf (dump, ";; promote: loop %d: %u range%s over the enclosing "
		 "loop bounded by a loop over %s index\n", loop->num, indexed,
		 indexed == 1 ? "" : "s", indexed == 1 ? "its" : "their");
      if (s.scalar)
	fprintf (dump, ";; promote: loop %d not vectorized: the scalar "
		 "loop's multiply-adds may be fused, a vectorized sum's "
		 "would not\n", loop->num);
      if (s.scalar && s.prefused)
	fprintf (dump, ";; promote: loop %d: multiply-adds fused before "
		 "the vectorizers\n", loop->num);
      else if (s.scalar)
	fprintf (dump, ";; promote: loop %d: multiply-adds left to GCC, "
		 "whose tuning may keep a chain of them apart; not "
		 "vectorized\n", loop->num);
    }
  if (!dump_enabled_p ())
    return;
  dump_user_location_t at = dump_user_location_t::from_location_t (s.where);
  if (!why)
    {
      dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, at,
		       "accumulator %T kept in a register: %u range%s "
		       "checked at each iteration, %u before the %sloop\n",
		       s.locations[0].ref, in_loop, in_loop == 1 ? "" : "s",
		       before, s.nest ? "enclosing " : "");
      if (indexed)
	dump_printf_loc (MSG_NOTE, at,
			 "%u range%s over the enclosing loop bounded by a "
			 "loop over %s index\n", indexed,
			 indexed == 1 ? "" : "s", indexed == 1 ? "its" : "their");
      if (s.scalar)
	dump_printf_loc (MSG_NOTE, at,
			 "promoted loop not vectorized: its multiply-adds "
			 "may be fused, as in the scalar loop\n");
    }
  else if (s.counts.ranges_before + in_loop + s.counts.uncheckable)
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, at,
		     "accumulator %T kept in memory: %s\n",
		     s.locations[0].ref, why);
}

} // namespace

unsigned
vshape_promote_function (function *fun, const promote_policy &policy)
{
  if (!policy.analyse || fun->can_throw_non_call_exceptions
      || fun->calls_setjmp)
    return 0;
  auto_vec<class loop *> loops;
  for (auto loop : loops_list (fun, LI_ONLY_INNERMOST))
    if (candidate_loop_p (loop))
      loops.safe_push (loop);
  unsigned rewritten = 0;
  hash_set<class loop *> nests;
  for (class loop *loop : loops)
    {
      calculate_dominance_info (CDI_DOMINATORS);
      promote_scan s;
      basic_block *body = get_loop_body (loop);
      scan_loop (loop, body, loop->num_nodes, s);
      free (body);
      if (s.locations.is_empty ())
	continue;
      class loop *nest = checkable_nest (loop, s, nests);
      s.counts.nest_checkable = nest != NULL;
      s.counts.ranges_indexed = s.hulls.length ();
      if (vs_promote_check_before_nest (&s.counts))
	s.nest = nest;
      enum vs_promote_verdict verdict = vs_promote_decide (&s.counts);
      const char *why = (verdict != VS_PROMOTE_YES
			 ? vs_promote_verdict_text (verdict)
			 : !policy.rewrite ? "promote=analyze" : NULL);
      if (!why && !promote (loop, s))
	why = "GCC could not version the loop";
      if (!why && s.nest)
	nests.add (s.nest);
      report (loop, s, why, policy.dump);
      rewritten += !why;
    }
  return rewritten;
}

bool
promote_scalar_loops_in (function *fun)
{
  return scalar_fun == fun && !scalar_loops.is_empty ();
}

void
promote_release_scalar_loops (function *fun)
{
  if (scalar_fun != fun)
    return;
  for (int num : scalar_loops)
    if (class loop *loop = get_loop (fun, num))
      loop->dont_vectorize = false;
  scalar_loops.truncate (0);
  scalar_fun = NULL;
}
