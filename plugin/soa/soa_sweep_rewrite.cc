/* The predicated sweeps of a private's data-dependent writes and reads,
   the GIMPLE side of src/soa/soa_sweep.h: finding what to sweep, and
   the rewrite.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "soa_rewrite.h"
#include "soa_sweep_rewrite.h"

namespace {

/* The operations an update h[i] = h[i] OP v may have to be swept
   whole: each is done on every element and its result kept only where
   b == i.  */
bool
sweepable_code_p (tree_code code, tree type)
{
  switch (code)
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
      /* A floating-point operation done for elements whose result is
	 not kept may raise an exception the loop never raised.  */
      return INTEGRAL_TYPE_P (type) || !flag_trapping_math;
    case BIT_IOR_EXPR:
    case BIT_AND_EXPR:
    case BIT_XOR_EXPR:
      return INTEGRAL_TYPE_P (type);
    default:
      return false;
    }
}

/* The access of P that STMT makes, or NULL.  */
soa_access *
access_of (soa_private *p, gimple *stmt)
{
  for (soa_access &a : p->accesses)
    if (a.stmt == stmt)
      return &a;
  return NULL;
}

/* Whether a statement strictly between FROM and TO (one block) mentions
   P's array.  */
bool
array_used_between (const soa_private &p, gimple *from, gimple *to)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (from);
  for (gsi_next (&gsi); !gsi_end_p (gsi) && gsi_stmt (gsi) != to;
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt))
	continue;
      for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
	if (gimple_op (stmt, i) && soa_mentions_p (gimple_op (stmt, i), p.decl))
	  return true;
    }
  return gsi_end_p (gsi);
}

/* The element part of REF: REF itself, D[lane][i], or for the field F
   of an array of structs the D[lane][i] of D[lane][i].F.  */
tree
element_part (tree ref)
{
  return TREE_CODE (ref) == COMPONENT_REF ? TREE_OPERAND (ref, 0) : ref;
}

/* The index of the element access REF.  */
tree
element_index (tree ref)
{
  return TREE_OPERAND (element_part (ref), 1);
}

/* Element B of the row of REF (D[lane][i] or D[lane][i].F): D[lane][b]
   (or D[lane][b].F).  */
tree
element_at (tree ref, unsigned b)
{
  tree elem = element_part (ref);
  tree index = TREE_OPERAND (elem, 1);
  tree at = build4 (ARRAY_REF, TREE_TYPE (elem), TREE_OPERAND (elem, 0),
		    build_int_cst (TREE_TYPE (index), b), NULL_TREE,
		    NULL_TREE);
  if (elem == ref)
    return at;
  return build3 (COMPONENT_REF, TREE_TYPE (ref), at, TREE_OPERAND (ref, 1),
		 NULL_TREE);
}

/* The SSA name element B of the row of REF holds before AT, when a
   store of the same block before it wrote that element with nothing in
   between that may have written it (a store to another constant element
   or field does not): the value that store wrote.  Else NULL_TREE, and
   the element has to be loaded.  */
tree
stored_value (tree ref, unsigned b, gimple *at)
{
  tree row = TREE_OPERAND (element_part (ref), 0);
  tree decl = get_base_address (row);
  tree field = ref != element_part (ref) ? TREE_OPERAND (ref, 1) : NULL_TREE;
  gimple_stmt_iterator gsi = gsi_for_stmt (at);
  for (gsi_prev (&gsi); !gsi_end_p (gsi); gsi_prev (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (!gimple_vdef (stmt))
	continue;
      if (!gimple_assign_single_p (stmt))
	return NULL_TREE;
      tree lhs = gimple_assign_lhs (stmt);
      tree elem = element_part (lhs);
      if (TREE_CODE (elem) != ARRAY_REF
	  || !operand_equal_p (TREE_OPERAND (elem, 0), row))
	{
	  /* A store elsewhere: only through the array's own name could it
	     reach the array, which does not escape.  */
	  if (soa_mentions_p (lhs, decl))
	    return NULL_TREE;
	  continue;
	}
      tree k = TREE_OPERAND (elem, 1);
      if (TREE_CODE (k) != INTEGER_CST)
	return NULL_TREE;
      if (!tree_fits_uhwi_p (k) || tree_to_uhwi (k) != b)
	continue;
      /* The element's other fields are other privates; a whole element
	 stored is not this field's value.  */
      if (elem != lhs && TREE_OPERAND (lhs, 1) != field)
	continue;
      if (elem == lhs && field)
	return NULL_TREE;
      /* Only a name: a constant would fold into the sweep's operations,
	 which the undo of a sweep (soa_unsweep.cc) has to recognize.  */
      tree value = gimple_assign_rhs1 (stmt);
      return TREE_CODE (value) == SSA_NAME
	     && useless_type_conversion_p (TREE_TYPE (ref), TREE_TYPE (value))
	     ? value : NULL_TREE;
    }
  return NULL_TREE;
}

/* T OP V in TYPE, into *SEQ; in the unsigned type of TYPE when TYPE's
   overflow is undefined, so that elements whose result is not kept
   cannot overflow.  */
tree
build_update (gimple_seq *seq, tree_code code, tree type, tree t, tree v)
{
  if (!ANY_INTEGRAL_TYPE_P (type) || !TYPE_OVERFLOW_UNDEFINED (type)
      || code == MIN_EXPR || code == MAX_EXPR)
    return gimple_build (seq, code, type, t, v);
  tree utype = unsigned_type_for (type);
  tree r = gimple_build (seq, code, utype, gimple_convert (seq, utype, t),
			 gimple_convert (seq, utype, v));
  return gimple_convert (seq, type, r);
}

/* Append to ADDED the access *REF of STMT, one element of a sweep of
   P made for the access LIKE: a constant index, unit-stride in the SOA
   layout.  */
void
push_swept_access (const soa_private &p, const soa_access &like,
		   gassign *stmt, tree *ref, vec<soa_access> *added)
{
  int64_t size = tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (*ref)));
  soa_access a = like;
  a.stmt = stmt;
  a.ref = ref;
  a.index = element_index (*ref);
  a.soa = vs_soa_shape_unit_stride (size);
  a.aos = vs_shape_strided (size * (int64_t) p.nelts);
  added->safe_push (a);
}

} // namespace

void
soa_sweep_site_of (soa_private *p, soa_access *write, soa_sweep_site *site)
{
  memset (site, 0, sizeof *site);
  gimple *store = write->stmt;
  site->write = write;
  site->value = gimple_assign_rhs1 (store);
  site->code = ERROR_MARK;
  tree value = site->value;
  gassign *op = (TREE_CODE (value) == SSA_NAME
		 ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (value)) : NULL);
  if (!op || gimple_bb (op) != gimple_bb (store)
      || get_gimple_rhs_class (gimple_assign_rhs_code (op))
	 != GIMPLE_BINARY_RHS)
    return;
  /* h[i] = h[i] OP v, or v OP h[i] for a commutative OP.  */
  tree old = gimple_assign_rhs1 (op), other = gimple_assign_rhs2 (op);
  tree_code code = gimple_assign_rhs_code (op);
  if (TREE_CODE (old) != SSA_NAME
      || !access_of (p, SSA_NAME_DEF_STMT (old)))
    std::swap (old, other);
  if (TREE_CODE (old) != SSA_NAME)
    return;
  gimple *load = SSA_NAME_DEF_STMT (old);
  soa_access *read = access_of (p, load);
  /* An update of the element written, which the sweep can do on every
     element, used by nothing else, with nothing in between that touches
     the array; otherwise the value is computed once, from a read that
     stays, and only the store is swept.  */
  if (!read || gimple_bb (load) != gimple_bb (store)
      || !operand_equal_p (read->index, write->index)
      || !operand_equal_p (read->lane, write->lane)
      || (old == gimple_assign_rhs2 (op) && !commutative_tree_code (code))
      || !sweepable_code_p (code, TREE_TYPE (value))
      || !has_single_use (old) || !has_single_use (value)
      || array_used_between (*p, load, store))
    return;
  site->read = read;
  site->update = op;
  site->code = code;
  site->value = other;
}

void
soa_sweep_emit (soa_private *p, const soa_sweep_site &site,
		vec<soa_access> *added)
{
  gimple *store = site.write->stmt;
  tree ref = *site.write->ref;
  tree type = TREE_TYPE (ref);
  tree index = site.write->index;
  gimple_stmt_iterator at = gsi_for_stmt (store);
  auto_vec<gassign *> loads, stores;
  gimple_seq seq = NULL;
  for (unsigned b = 0; b < p->nelts; b++)
    {
      tree old = stored_value (ref, b, store);
      gassign *load = NULL;
      if (!old)
	{
	  old = make_ssa_name (type);
	  load = gimple_build_assign (old, element_at (ref, b));
	  gimple_seq_add_stmt_without_update (&seq, load);
	}
      loads.safe_push (load);
      tree updated = site.code == ERROR_MARK
		     ? site.value
		     : build_update (&seq, site.code, type, old, site.value);
      tree hit = gimple_build (&seq, EQ_EXPR, boolean_type_node, index,
			       build_int_cst (TREE_TYPE (index), b));
      tree chosen = gimple_build (&seq, COND_EXPR, type, hit, updated, old);
      gassign *put = gimple_build_assign (element_at (ref, b), chosen);
      gimple_set_location (put, gimple_location (store));
      gimple_seq_add_stmt_without_update (&seq, put);
      stores.safe_push (put);
    }
  /* Virtual operands: each element is read in the state the previous
     element's store left; the last store takes over the old store's
     definition.  */
  tree vuse = gimple_vuse (store);
  for (unsigned b = 0; b < p->nelts; b++)
    {
      if (loads[b])
	gimple_set_vuse (loads[b], vuse);
      gimple_set_vuse (stores[b], vuse);
      tree vdef = (b + 1 == p->nelts ? gimple_vdef (store)
		   : make_ssa_name (gimple_vop (cfun), stores[b]));
      gimple_set_vdef (stores[b], vdef);
      SSA_NAME_DEF_STMT (vdef) = stores[b];
      vuse = vdef;
    }
  gsi_insert_seq_before (&at, seq, GSI_SAME_STMT);
  at = gsi_for_stmt (store);
  gsi_remove (&at, true);
  if (site.read)
    {
      gimple *update = site.update, *load = site.read->stmt;
      at = gsi_for_stmt (update);
      gsi_remove (&at, true);
      release_defs (update);
      at = gsi_for_stmt (load);
      gsi_remove (&at, true);
      release_defs (load);
    }
  for (unsigned b = 0; b < p->nelts; b++)
    {
      if (loads[b])
	push_swept_access (*p, *site.write, loads[b],
			   gimple_assign_rhs1_ptr (loads[b]), added);
      push_swept_access (*p, *site.write, stores[b],
			 gimple_assign_lhs_ptr (stores[b]), added);
    }
}

namespace {

/* The value element B of the row of the read REF at LOAD holds: the
   value a store before it wrote, else a new load of it (memory state
   VUSE) appended to *SEQ and LOADS.  */
tree
element_value (tree ref, unsigned b, gimple *load, tree vuse,
	       gimple_seq *seq, vec<gassign *> *loads)
{
  if (tree elem = stored_value (ref, b, load))
    return elem;
  tree elem = make_ssa_name (TREE_TYPE (ref));
  gassign *get = gimple_build_assign (elem, element_at (ref, b));
  gimple_set_vuse (get, vuse);
  gimple_seq_add_stmt_without_update (seq, get);
  loads->safe_push (get);
  return elem;
}

/* The element of ELEMS[BASE .. BASE + 2^K - 1] (those that exist) the
   low K bits of the index pick, BIT_SET[j] telling whether bit j is
   set; its selects are appended to *SEQ.  */
tree
select_by_bits (const vec<tree> &elems, const vec<tree> &bit_set,
		unsigned base, unsigned k, gimple_seq *seq)
{
  if (k == 0)
    return elems[base];
  unsigned half = 1u << (k - 1);
  tree low = select_by_bits (elems, bit_set, base, k - 1, seq);
  if (base + half >= elems.length ())
    return low;
  tree high = select_by_bits (elems, bit_set, base + half, k - 1, seq);
  tree chosen = make_ssa_name (TREE_TYPE (low));
  gimple_seq_add_stmt_without_update
    (seq, gimple_build_assign (chosen, COND_EXPR, bit_set[k - 1], high, low));
  return chosen;
}

/* Whether bit J of INDEX is set, as statements appended to *SEQ that
   no folding merges into INDEX's definition (the undo of the sweep,
   soa_unsweep.cc, finds INDEX in them).  */
tree
index_bit_set (tree index, unsigned j, gimple_seq *seq)
{
  tree type = TREE_TYPE (index);
  tree bit = make_ssa_name (type);
  gimple_seq_add_stmt_without_update
    (seq, gimple_build_assign (bit, BIT_AND_EXPR, index,
			       build_int_cst (type, HOST_WIDE_INT_1 << j)));
  tree set = make_ssa_name (boolean_type_node);
  gimple_seq_add_stmt_without_update
    (seq, gimple_build_assign (set, NE_EXPR, bit, build_zero_cst (type)));
  return set;
}

} // namespace

unsigned
soa_sweep_read_loads (soa_private *p, soa_access *read)
{
  unsigned loads = 0;
  for (unsigned b = 0; b < p->nelts; b++)
    loads += stored_value (*read->ref, b, read->stmt) == NULL_TREE;
  return loads;
}

void
soa_sweep_read_emit (soa_private *p, soa_access *read, bool by_bits,
		     vec<soa_access> *added)
{
  gimple *load = read->stmt;
  tree ref = *read->ref;
  tree type = TREE_TYPE (ref);
  tree index = read->index;
  tree vuse = gimple_vuse (load);
  gimple_stmt_iterator at = gsi_for_stmt (load);
  gimple_seq seq = NULL;
  auto_vec<gassign *> loads;
  auto_vec<tree> elems;
  for (unsigned b = 0; b < p->nelts; b++)
    elems.safe_push (element_value (ref, b, load, vuse, &seq, &loads));
  tree chosen = elems[0];
  if (by_bits)
    {
      unsigned bits = ceil_log2 (p->nelts);
      auto_vec<tree> bit_set;
      for (unsigned j = 0; j < bits; j++)
	bit_set.safe_push (index_bit_set (index, j, &seq));
      chosen = select_by_bits (elems, bit_set, 0, bits, &seq);
    }
  else
    for (unsigned b = 1; b < p->nelts; b++)
      {
	tree hit = gimple_build (&seq, EQ_EXPR, boolean_type_node, index,
				 build_int_cst (TREE_TYPE (index), b));
	chosen = gimple_build (&seq, COND_EXPR, type, hit, elems[b], chosen);
      }
  gsi_insert_seq_before (&at, seq, GSI_SAME_STMT);
  tree lhs = gimple_assign_lhs (load);
  replace_uses_by (lhs, chosen);
  at = gsi_for_stmt (load);
  gsi_remove (&at, true);
  release_defs (load);
  for (gassign *get : loads)
    push_swept_access (*p, *read, get, gimple_assign_rhs1_ptr (get), added);
}
