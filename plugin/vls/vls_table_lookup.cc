/* Gathers from a small table held in registers (see vls_table_lookup.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_table_lookup.h"
#include "vls_access.h"
#include "vls_emit.h"
#include "loop_info.h"

namespace {

/* Most vector registers a table may fill: a lookup is then one
   permutation.  */
const unsigned max_registers = 2;

/* The smallest gather instruction, in bytes, whose lookup pays: on an
   Intel Xeon (family 6 model 167), a table's 32-byte gathers made
   permutations ran 0.88 to 0.97 times as fast as the gather
   instructions (bench particle_records with 4 to 16 cells, doubles and
   floats, GCC 12 and 16 at native and haswell), its 64-byte ones 1.29
   to 1.45 times faster (lj_pairs, particle_records at x86-64-v4).  An
   emulated gather, scalar loads and inserts, always pays.  */
const unsigned min_instruction_bytes = 64;

/* A table's registers, loaded before the loop AT for gathers of
   VECTYPE.  */
struct table_registers
{
  tree decl;
  class loop *at;
  tree vectype;
  unsigned count;
  tree regs[max_registers];
};

/* The registers loaded so far in the function the vls pass works on
   (vls_forget_tables empties it as the pass starts on one).  */
vec<table_registers> loaded;

/* The array variable whose start BASE, an address, is; NULL_TREE unless
   its size is fixed and nothing but this program may change it.  */
tree
table_variable (tree base)
{
  if (TREE_CODE (base) == SSA_NAME)
    {
      gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (base));
      if (!def
	  || (gimple_assign_rhs_code (def) != ADDR_EXPR
	      && !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))))
	return NULL_TREE;
      base = gimple_assign_rhs1 (def);
    }
  STRIP_NOPS (base);
  if (TREE_CODE (base) != ADDR_EXPR)
    return NULL_TREE;
  tree decl = TREE_OPERAND (base, 0);
  if (!VAR_P (decl) || TREE_THIS_VOLATILE (decl) || DECL_WEAK (decl)
      || TREE_CODE (TREE_TYPE (decl)) != ARRAY_TYPE
      || !DECL_SIZE_UNIT (decl) || !tree_fits_uhwi_p (DECL_SIZE_UNIT (decl)))
    return NULL_TREE;
  return decl;
}

/* DECL's name for the dump.  */
const char *
table_name (tree decl)
{
  return DECL_NAME (decl) ? IDENTIFIER_POINTER (DECL_NAME (decl))
			  : "(anonymous)";
}

/* Whether STMT, which writes memory, may store to DECL.  A masked store
   is asked about the memory its pointer and vector reach (GCC 12 takes
   it for a call that may write anything).  */
bool
may_store_to_p (gimple *stmt, tree decl)
{
  if (!gimple_call_internal_p (stmt, IFN_MASK_STORE))
    return stmt_may_clobber_ref_p (stmt, decl);
  tree value = gimple_call_arg (stmt, 3);
  ao_ref written, table;
  ao_ref_init_from_ptr_and_size (&written, gimple_call_arg (stmt, 0),
				 TYPE_SIZE_UNIT (TREE_TYPE (value)));
  ao_ref_init (&table, decl);
  return refs_may_alias_p_1 (&written, &table, true);
}

/* Whether a statement of LOOP may store to DECL.  */
bool
stored_in_loop_p (class loop *loop, tree decl)
{
  return vshape_loop_has_stmt (loop, [decl] (gimple *stmt) {
    return gimple_vdef (stmt) && may_store_to_p (stmt, decl);
  });
}

/* The outermost loop around LOOP (LOOP itself included) in which nothing
   stores to DECL, or NULL when LOOP may.  */
class loop *
load_point (class loop *loop, tree decl)
{
  if (stored_in_loop_p (loop, decl))
    return NULL;
  while (loop_outer (loop) && loop_outer (loop_outer (loop))
	 && !stored_in_loop_p (loop_outer (loop), decl))
    loop = loop_outer (loop);
  return loop;
}

/* Register K of DECL's elements for VECTYPE: elements K * lanes on, one
   vector load where the whole register lies in DECL, else the elements
   that do, one by one, and zeros.  ELEMS is DECL's element count; the
   loads read the memory state VUSE.  */
tree
load_register (tree decl, tree vectype, unsigned k, unsigned elems,
	       tree vuse, gimple_seq *seq)
{
  unsigned lanes = TYPE_VECTOR_SUBPARTS (vectype).to_constant ();
  tree elem = TREE_TYPE (vectype);
  unsigned esize = tree_to_uhwi (TYPE_SIZE_UNIT (elem));
  tree alias = build_pointer_type_for_mode (char_type_node, ptr_mode, true);
  tree addr = build_fold_addr_expr (decl);
  unsigned first = k * lanes;
  if (first + lanes <= elems)
    {
      tree atype = build_aligned_type (vectype, TYPE_ALIGN (elem));
      tree val = make_ssa_name (vectype);
      tree ref = build2 (MEM_REF, atype, addr,
			 build_int_cst (alias, first * esize));
      gassign *load = gimple_build_assign (val, ref);
      gimple_set_vuse (load, vuse);
      gimple_seq_add_stmt (seq, load);
      return val;
    }
  vec<constructor_elt, va_gc> *v = NULL;
  for (unsigned e = first; e < elems && e < first + lanes; e++)
    {
      tree val = make_ssa_name (elem);
      tree ref = build2 (MEM_REF, elem, addr, build_int_cst (alias,
							       e * esize));
      gassign *load = gimple_build_assign (val, ref);
      gimple_set_vuse (load, vuse);
      gimple_seq_add_stmt (seq, load);
      CONSTRUCTOR_APPEND_ELT (v, NULL_TREE, val);
    }
  tree val = make_ssa_name (vectype);
  gimple_seq_add_stmt (seq, gimple_build_assign (val,
						 build_constructor (vectype,
								    v)));
  return val;
}

/* The memory state on entry to LOOP, in which INSIDE, a statement of
   LOOP, reads memory: the header's virtual PHI's value from the
   preheader, or, when LOOP stores nothing, the one INSIDE reads.  */
tree
entry_vuse (class loop *loop, gimple *inside)
{
  for (gphi_iterator psi = gsi_start_phis (loop->header); !gsi_end_p (psi);
       gsi_next (&psi))
    if (virtual_operand_p (gimple_phi_result (psi.phi ())))
      return PHI_ARG_DEF_FROM_EDGE (psi.phi (), loop_preheader_edge (loop));
  return gimple_vuse (inside);
}

/* The registers holding R's table as vectors of VECTYPE, loaded before
   R's loop (once per function and loop) for the gather G.  */
const table_registers &
table_in_registers (const vls_table_read &r, tree vectype,
		    const vls_access &g)
{
  for (const table_registers &t : loaded)
    if (t.decl == r.decl && t.at == r.at && t.vectype == vectype)
      return t;
  table_registers t;
  t.decl = r.decl;
  t.at = r.at;
  t.vectype = vectype;
  t.count = r.count;
  gimple_seq seq = NULL;
  for (unsigned k = 0; k < r.count; k++)
    t.regs[k] = load_register (r.decl, vectype, k, r.elems,
			       entry_vuse (r.at, g.first), &seq);
  gsi_insert_seq_on_edge_immediate (loop_preheader_edge (r.at), seq);
  loaded.safe_push (t);
  return loaded.last ();
}

/* The element numbers gather G reads in its table, FIRST plus each
   lane's index, as a vector of unsigned integers of the element's size
   (a selector); NULL_TREE unless G's index lanes are consecutive lanes
   of one vector, of the element's size or half of it, from a multiple
   of G's lane count.  */
tree
table_selector (const vls_access &g, HOST_WIDE_INT first, gimple_seq *seq)
{
  tree root = g.index[0].root;
  unsigned p0 = g.index[0].pos;
  bool uns = g.index[0].uns;
  for (unsigned l = 1; l < g.lanes; l++)
    if (g.index[l].root != root || g.index[l].pos != p0 + l
	|| g.index[l].uns != uns)
      return NULL_TREE;
  tree rtype = TREE_TYPE (root);
  if (!VECTOR_TYPE_P (rtype) || !INTEGRAL_TYPE_P (TREE_TYPE (rtype))
      || !TYPE_VECTOR_SUBPARTS (rtype).is_constant ())
    return NULL_TREE;
  unsigned rlanes = TYPE_VECTOR_SUBPARTS (rtype).to_constant ();
  unsigned ibits = tree_to_uhwi (TYPE_SIZE (TREE_TYPE (rtype)));
  unsigned ebits = g.elem_size * BITS_PER_UNIT;
  /* The lanes taken at once: the gather's, or twice as many where they
     are unpacked to twice their width.  */
  unsigned span = ibits == ebits ? g.lanes : 2 * g.lanes;
  if ((ibits != ebits && 2 * ibits != ebits) || p0 % g.lanes
      || (rlanes % span && rlanes != g.lanes))
    return NULL_TREE;

  tree src_type = build_vector_type (build_nonstandard_integer_type (ibits,
								     uns),
				     rlanes);
  tree src = root;
  if (!useless_type_conversion_p (src_type, rtype))
    src = gimple_build (seq, VIEW_CONVERT_EXPR, src_type, root);
  /* The SPAN lanes of the root around the gather's, where the root has
     more.  */
  unsigned start = p0 - p0 % span;
  if (rlanes > span)
    src = gimple_build (seq, BIT_FIELD_REF,
			build_vector_type (TREE_TYPE (src_type), span), src,
			bitsize_int (span * ibits), bitsize_int (start * ibits));
  tree sel;
  if (ibits == ebits)
    sel = src;
  else
    {
      /* Widened by unpacking, the one conversion GCC 11 and 12 expand
	 for vectors of different element sizes.  */
      tree wide = build_nonstandard_integer_type (ebits, uns);
      tree half_type = build_vector_type (wide, span / 2);
      if (rlanes >= span)
	sel = gimple_build (seq, p0 == start ? VEC_UNPACK_LO_EXPR
				   : VEC_UNPACK_HI_EXPR, half_type, src);
      else
	{
	  /* A root of the gather's lanes: both halves, joined.  */
	  tree narrow = build_vector_type (wide, g.lanes / 2);
	  tree lo = gimple_build (seq, VEC_UNPACK_LO_EXPR, narrow, src);
	  tree hi = gimple_build (seq, VEC_UNPACK_HI_EXPR, narrow, src);
	  tree whole_type = build_vector_type (wide, g.lanes);
	  sel = make_ssa_name (whole_type);
	  gimple_seq_add_stmt (seq, gimple_build_assign (
				      sel, build_constructor_va (whole_type, 2,
								 NULL_TREE, lo,
								 NULL_TREE,
								 hi)));
	}
    }
  tree sel_type = build_vector_type (build_nonstandard_integer_type (ebits,
								     1),
				     g.lanes);
  if (!useless_type_conversion_p (sel_type, TREE_TYPE (sel)))
    sel = gimple_build (seq, VIEW_CONVERT_EXPR, sel_type, sel);
  if (first)
    sel = gimple_build (seq, PLUS_EXPR, sel_type, sel,
			build_vector_from_val (sel_type,
					       build_int_cst (TREE_TYPE
							      (sel_type),
							      first)));
  return sel;
}

/* The elements of T that SEL selects, into *SEQ: a permutation of its
   one or two registers.  */
tree
look_up (const table_registers &t, tree sel, gimple_seq *seq)
{
  return gimple_build (seq, VEC_PERM_EXPR, t.vectype, t.regs[0],
		       t.regs[t.count - 1], sel);
}

/* Whether the masked gather G into VECTYPE can be looked up all the
   same: an AVX-512 builtin whose inactive lanes are zero (vls_access)
   and whose mask, an integer with a bit per lane, is the value of a
   vector of VECTYPE's booleans.  Its inactive lanes' indices may be
   anything: a permutation reads no memory, and the selection below
   gives those lanes zero.  */
bool
masked_lookup_p (const vls_access &g, tree vectype)
{
  if (g.kind != VLS_GATHER_AVX512 || !g.mask
      || !INTEGRAL_TYPE_P (TREE_TYPE (g.mask)))
    return false;
  tree bools = truth_type_for (vectype);
  return (VECTOR_BOOLEAN_TYPE_P (bools)
	  && TYPE_MODE (bools) == TYPE_MODE (TREE_TYPE (g.mask)));
}

/* VAL, the lookup for the masked gather G, with G's inactive lanes
   zero, into *SEQ.  */
tree
keep_active_lanes (const vls_access &g, tree val, gimple_seq *seq)
{
  tree vectype = TREE_TYPE (val);
  tree bools = truth_type_for (vectype);
  tree on = gimple_build (seq, VIEW_CONVERT_EXPR, bools, g.mask);
  return gimple_build (seq, VEC_COND_EXPR, vectype, on, val,
		       build_zero_cst (vectype));
}

} // namespace

bool
vls_table_read_p (const vls_access &g, tree vectype, vls_table_read *t,
		  const char **why)
{
  const char *none;
  if (!why)
    why = &none;
  *why = "";
  if (g.refusal || (g.masked && !masked_lookup_p (g, vectype))
      || g.dir != VLS_READS || !TARGET_AVX2
      || TYPE_VECTOR_SUBPARTS (vectype).to_constant () != g.lanes)
    return false;
  t->decl = table_variable (g.base);
  if (!t->decl)
    return false;
  t->elems = tree_to_uhwi (DECL_SIZE_UNIT (t->decl)) / g.elem_size;
  t->count = (t->elems + g.lanes - 1) / g.lanes;
  if (t->count > max_registers)
    return false;
  tree itype = TREE_TYPE (g.index[0].root);
  if (VECTOR_TYPE_P (itype))
    itype = TREE_TYPE (itype);
  unsigned ibits = tree_to_uhwi (TYPE_SIZE (itype));
  unsigned ebits = g.elem_size * BITS_PER_UNIT;
  if (g.scale != g.elem_size)
    *why = "its index is not an element number";
  else if (ibits != ebits && 2 * ibits != ebits)
    *why = "its index is neither as wide as an element nor half as wide";
  else if (g.offset[0] < 0 || g.offset[0] % g.elem_size)
    *why = "it starts outside an element";
  else if (g.kind != VLS_GATHER_EMULATED
	   && g.lanes * g.elem_size < min_instruction_bytes)
    *why = "a gather instruction this narrow is faster";
  else if (!can_vec_perm_var_p (TYPE_MODE (vectype)))
    *why = "the target has no variable permutation of its vectors";
  for (unsigned l = 1; l < g.lanes && !**why; l++)
    if (g.offset[l] != g.offset[0])
      *why = "its lanes read at different offsets";
  if (**why)
    return false;
  t->first = g.offset[0] / g.elem_size;
  t->widen = ibits != ebits;
  t->at = load_point (gimple_bb (g.stmt)->loop_father, t->decl);
  if (!t->at)
    {
      *why = "the loop may store to the table";
      return false;
    }
  return true;
}

void
vls_forget_tables ()
{
  loaded.truncate (0);
}

unsigned
vls_keep_tables_in_registers (basic_block bb, bitmap dead, FILE *dump)
{
  auto_vec<vls_access> gathers;
  vls_find_gathers (bb, &gathers);
  unsigned changed = 0;
  for (unsigned i = 0; i < gathers.length (); i++)
    {
      const vls_access &g = gathers[i];
      vls_table_read r;
      const char *why;
      if (!vls_table_read_p (g, TREE_TYPE (g.lhs), &r, &why))
	{
	  if (*why && dump)
	    fprintf (dump, ";; vls: gather from the table %s not kept in "
		     "registers: %s\n", table_name (r.decl), why);
	  continue;
	}
      gimple_seq seq = NULL;
      tree sel = table_selector (g, r.first, &seq);
      if (!sel)
	{
	  if (dump)
	    fprintf (dump, ";; vls: gather from the table %s not kept in "
		     "registers: its index lanes are not one vector's\n",
		     table_name (r.decl));
	  gimple_seq_discard (seq);
	  continue;
	}
      const table_registers &t = table_in_registers (r, TREE_TYPE (g.lhs), g);
      tree val = look_up (t, sel, &seq);
      if (g.masked)
	val = keep_active_lanes (g, val, &seq);
      gimple_stmt_iterator gsi = gsi_for_stmt (g.stmt);
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
      vls_mark_uses_dead (g.stmt, dead);
      gimple *copy = gimple_build_assign (g.lhs, val);
      gimple_set_location (copy, gimple_location (g.stmt));
      gsi_replace (&gsi, copy, false);
      changed++;
      if (dump)
	fprintf (dump, ";; vls: gather from the table %s (%u elements) "
		 "made a permutation of %u registers loaded before loop "
		 "%d (depth %u)\n", table_name (r.decl), r.elems, r.count,
		 r.at->num, loop_depth (r.at));
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, copy,
			 "vls: gather from the table %s kept in %u "
			 "registers\n", table_name (r.decl), r.count);
    }
  return changed;
}
