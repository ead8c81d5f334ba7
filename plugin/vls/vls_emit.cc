/* GIMPLE emission of a VLS sequence: per lane the index element and the
   address, a load of the group's span with the alignment of one
   element, then CONSTRUCTORs and VEC_PERM_EXPRs; each gather of the
   group becomes a copy of its new value.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_emit.h"
#include "vls_values.h"
#include "vls_scalar_lanes.h"

namespace {

/* The type each instruction of SEQ produces, or NULL with *REASON set
   when one cannot be built.  */
bool
instr_types (const vs_vls_sequence *seq, tree elem_type, vec<tree> *types,
	     const char **reason)
{
  for (unsigned i = 0; i < seq->ninstrs; i++)
    {
      const vs_vls_instr &ins = seq->instrs[i];
      tree type = vls_vector_type (elem_type, ins.nelems);
      if (!type)
	{
	  *reason = "no vector mode for a load or concat";
	  return false;
	}
      if (ins.kind == VS_VLS_INSTR_SHUFFLE
	  && !vls_perm_legal_p (elem_type, ins.nelems, ins.mask))
	{
	  *reason = "VEC_PERM_EXPR rejected by can_vec_perm_const_p";
	  return false;
	}
      types->quick_push (type);
    }
  return true;
}

/* Element IL.POS of the index vector IL.ROOT, extended to address width
   as IL.UNS says, as an extraction from the vector of such elements the
   vectorizer made for its own scalar addresses (an unpack or conversion
   of the root, available at AT), when the IL extracts that lane already;
   else NULL_TREE.  The extraction, emitted into *SEQ, is the one GCC
   merges with the IL's: where a gather left alone keeps the IL's, this
   costs nothing, and rebuilding the element from the root's operands
   would duplicate the address arithmetic.  */
tree
extracted_wide_element (const vls_index_lane &il, gimple *at,
			gimple_seq *seq)
{
  if (TREE_CODE (il.root) != SSA_NAME)
    return NULL_TREE;
  tree root_elt = TREE_TYPE (TREE_TYPE (il.root));
  if (TYPE_PRECISION (root_elt) < POINTER_SIZE
      && TYPE_UNSIGNED (root_elt) != il.uns)
    return NULL_TREE;
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, il.root)
    {
      gassign *conv = dyn_cast<gassign *> (USE_STMT (use));
      if (!conv || TREE_CODE (gimple_assign_lhs (conv)) != SSA_NAME)
	continue;
      tree wide = gimple_assign_lhs (conv);
      tree wide_type = TREE_TYPE (wide);
      unsigned HOST_WIDE_INT n;
      if (!VECTOR_TYPE_P (wide_type)
	  || !INTEGRAL_TYPE_P (TREE_TYPE (wide_type))
	  || TYPE_PRECISION (TREE_TYPE (wide_type)) != POINTER_SIZE
	  || !TYPE_VECTOR_SUBPARTS (wide_type).is_constant (&n)
	  || !vls_available_at (wide, at))
	continue;
      for (unsigned lane = 0; lane < n; lane++)
	{
	  tree op;
	  unsigned src;
	  if (!vls_lane_source (conv, lane, &op, &src) || op != il.root
	      || src != il.pos)
	    continue;
	  unsigned bits = POINTER_SIZE;
	  imm_use_iterator it2;
	  use_operand_p use2;
	  FOR_EACH_IMM_USE_FAST (use2, it2, wide)
	    {
	      gassign *ext = dyn_cast<gassign *> (USE_STMT (use2));
	      if (!ext || gimple_assign_rhs_code (ext) != BIT_FIELD_REF)
		continue;
	      tree ref = gimple_assign_rhs1 (ext);
	      if (TREE_OPERAND (ref, 0) == wide
		  && tree_to_uhwi (TREE_OPERAND (ref, 1)) == bits
		  && tree_to_uhwi (TREE_OPERAND (ref, 2)) == lane * bits)
		return gimple_build (seq, BIT_FIELD_REF, TREE_TYPE (wide_type),
				     wide, bitsize_int (bits),
				     bitsize_int (lane * bits));
	    }
	}
    }
  return NULL_TREE;
}

/* A read-only buffer of zeros where the inactive lanes of a masked group
   read, one per function.  */
tree
zero_buffer (void)
{
  static tree decl;
  static function *owner;
  if (owner == cfun)
    return decl;
  tree type = build_array_type_nelts (char_type_node, vls_buffer_bytes);
  decl = build_decl (UNKNOWN_LOCATION, VAR_DECL,
		     create_tmp_var_name ("vls_zeros"), type);
  TREE_STATIC (decl) = 1;
  TREE_READONLY (decl) = 1;
  TREE_ADDRESSABLE (decl) = 1;
  TREE_USED (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  DECL_IGNORED_P (decl) = 1;
  SET_DECL_ALIGN (decl, vls_buffer_bytes * BITS_PER_UNIT);
  DECL_USER_ALIGN (decl) = 1;
  DECL_INITIAL (decl) = build_constructor (type, NULL);
  varpool_node::add (decl);
  owner = cfun;
  return decl;
}

/* The value of gather G made from VAL, its first G.lanes elements: the
   lanes the gather does not read are zero.  */
tree
result_value (const vls_access &g, tree val, gimple_seq *seq)
{
  tree type = TREE_TYPE (g.lhs);
  unsigned total = TYPE_VECTOR_SUBPARTS (type).to_constant ();
  if (total != g.lanes)
    {
      /* The halves have the result's element type: a group may mix
	 float and int members of one size, loaded as the anchor's.  */
      tree half = build_vector_type (TREE_TYPE (type), g.lanes);
      if (!useless_type_conversion_p (half, TREE_TYPE (val)))
	val = gimple_build (seq, VIEW_CONVERT_EXPR, half, val);
      tree ctor = build_constructor_va (type, 2, NULL_TREE, val, NULL_TREE,
					build_zero_cst (half));
      val = make_ssa_name (type);
      gimple_seq_add_stmt (seq, gimple_build_assign (val, ctor));
    }
  if (!useless_type_conversion_p (type, TREE_TYPE (val)))
    val = gimple_build (seq, VIEW_CONVERT_EXPR, type, val);
  return val;
}

/* Whether lane LANE of the gather mask MASK is active, into *SEQ: bit
   LANE of an integer mask (AVX-512), the sign bit of element LANE of a
   vector mask (AVX2).  */
tree
lane_active (tree mask, unsigned lane, gimple_seq *seq)
{
  tree mtype = TREE_TYPE (mask);
  if (VECTOR_TYPE_P (mtype))
    {
      tree stype
	= build_nonstandard_integer_type (tree_to_uhwi (TYPE_SIZE
							(TREE_TYPE (mtype))),
					  0);
      tree itype = build_vector_type (stype, TYPE_VECTOR_SUBPARTS (mtype));
      tree ints = gimple_build (seq, VIEW_CONVERT_EXPR, itype, mask);
      return gimple_build (seq, LT_EXPR, boolean_type_node,
			   vls_lane_value (ints, lane,
					   TYPE_VECTOR_SUBPARTS (mtype)
					   .to_constant (), seq),
			   build_zero_cst (stype));
    }
  tree bits = gimple_convert (seq, unsigned_type_node, mask);
  tree bit = gimple_build (seq, BIT_AND_EXPR, unsigned_type_node,
			   gimple_build (seq, RSHIFT_EXPR, unsigned_type_node,
					 bits, build_int_cst (unsigned_type_node,
							      lane)),
			   build_one_cst (unsigned_type_node));
  return gimple_build (seq, NE_EXPR, boolean_type_node, bit,
		       build_zero_cst (unsigned_type_node));
}

} // namespace

tree
vls_base_plus (const vls_access &g, tree bytes, gimple_seq *seq)
{
  if (POINTER_TYPE_P (TREE_TYPE (g.base)))
    return gimple_build (seq, POINTER_PLUS_EXPR, TREE_TYPE (g.base), g.base,
			 bytes);
  tree sum = gimple_build (seq, PLUS_EXPR, sizetype,
			   gimple_convert (seq, sizetype, g.base), bytes);
  return gimple_convert (seq, ptr_type_node, sum);
}

tree
vls_lane_address (const vls_access &g, unsigned lane, tree inactive,
		  tree idx, gimple_seq *seq)
{
  const vls_index_lane &il = g.index[lane];
  if (!idx)
    {
      tree itype = TREE_TYPE (TREE_TYPE (il.root));
      tree ext_type = (il.uns ? unsigned_type_for (itype)
			      : signed_type_for (itype));
      idx = gimple_convert (seq, ext_type,
			    vls_lane_value (il.root, il.pos, g.lanes, seq));
    }
  idx = gimple_convert (seq, sizetype, idx);
  tree off = gimple_build (seq, MULT_EXPR, sizetype, idx,
			   size_int (g.scale));
  off = gimple_build (seq, PLUS_EXPR, sizetype, off,
		      size_int (g.offset[lane]));
  if (!g.mask)
    return vls_base_plus (g, off, seq);
  tree sum = gimple_build (seq, PLUS_EXPR, sizetype,
			   gimple_convert (seq, sizetype, g.base), off);
  tree on = lane_active (g.mask, lane, seq);
  tree other = gimple_convert (seq, sizetype,
			       build_fold_addr_expr (inactive));
  tree chosen = gimple_build (seq, COND_EXPR, sizetype, on, sum, other);
  return gimple_convert (seq, ptr_type_node, chosen);
}

tree
vls_lane_ref (const vls_access &g, tree type, tree addr, tree alias_type,
	      HOST_WIDE_INT offset)
{
  tree atype = build_aligned_type (type, TYPE_ALIGN (g.elem_type));
  return build2 (MEM_REF, atype, addr, build_int_cst (alias_type, offset));
}

void
vls_mark_uses_dead (gimple *stmt, bitmap dead)
{
  ssa_op_iter iter;
  tree use;
  FOR_EACH_SSA_TREE_OPERAND (use, stmt, iter, SSA_OP_USE)
    /* A default definition (the undefined source of a gather
       intrinsic, _mm512_i32gather_pd's) has no statement to remove.  */
    if (!SSA_NAME_IS_DEFAULT_DEF (use))
      bitmap_set_bit (dead, SSA_NAME_VERSION (use));
}

namespace {

/* The VEC_PERM_EXPR <A, B, MASK> of NELEMS elements of TYPE, into *SEQ.  */
tree
emit_perm (tree type, tree a, tree b, const unsigned *mask, unsigned nelems,
	   gimple_seq *seq)
{
  vec_perm_builder sel (nelems, nelems, 1);
  for (unsigned k = 0; k < nelems; k++)
    sel.quick_push (mask[k]);
  vec_perm_indices indices (sel, 2, nelems);
  tree mtype = build_vector_type (build_nonstandard_integer_type
				    (tree_to_uhwi (TYPE_SIZE (TREE_TYPE (type))),
				     1),
				  nelems);
  return gimple_build (seq, VEC_PERM_EXPR, type, a, b,
		       vec_perm_indices_to_tree (mtype, indices));
}

/* Whether INS, of TYPE, is a permutation the target expands badly from
   both inputs at once (VSHAPE_SPLIT_TWO_INPUT_PERMS): eight 32-bit
   elements across 128-bit lanes from both inputs, on AVX2 without
   AVX-512, where each input's one-input permutation is a vpermd.  */
bool
split_perm_p (const vs_vls_instr &ins, tree type)
{
  if (!VSHAPE_SPLIT_TWO_INPUT_PERMS || TARGET_AVX512F || !TARGET_AVX2
      || ins.nelems != 8
      || tree_to_uhwi (TYPE_SIZE (TREE_TYPE (type))) != 32)
    return false;
  bool from_a = false, from_b = false, cross = false;
  for (unsigned k = 0; k < 8; k++)
    {
      from_a |= ins.mask[k] < 8;
      from_b |= ins.mask[k] >= 8;
      cross |= (ins.mask[k] % 8) / 4 != k / 4;
    }
  return from_a && from_b && cross;
}

} // namespace

tree
vls_emit_shuffle (const vs_vls_instr &ins, tree type, tree a, tree b,
		  gimple_seq *seq)
{
  if (!split_perm_p (ins, type))
    return emit_perm (type, a, b, ins.mask, ins.nelems, seq);
  /* Element k of the result from A or B put in place k by a one-input
     permutation of each, then a blend that keeps each in its place.  */
  unsigned of_a[8], of_b[8], blend[8];
  for (unsigned k = 0; k < 8; k++)
    {
      bool in_b = ins.mask[k] >= 8;
      of_a[k] = in_b ? k : ins.mask[k];
      of_b[k] = in_b ? ins.mask[k] - 8 : k;
      blend[k] = in_b ? 8 + k : k;
    }
  tree pa = emit_perm (type, a, a, of_a, 8, seq);
  tree pb = emit_perm (type, b, b, of_b, 8, seq);
  return emit_perm (type, pa, pb, blend, 8, seq);
}

namespace {

/* Whether SEQ can replace the gathers of GROUP: if so the type of each
   of its instructions, in TYPES; if not the reason, in *REASON.  */
bool
check_group (const vec<vls_access> &gathers, const unsigned *memref_gather,
	     const vs_vls_group *group, const vs_vls_sequence *seq,
	     vec<tree> *types, const char **reason)
{
  const vls_access &anchor = gathers[memref_gather[group->members[0]]];
  if (!instr_types (seq, anchor.elem_type, types, reason))
    return false;
  for (unsigned r = 0; r < seq->nresults; r++)
    {
      const vls_access &g = gathers[memref_gather[seq->results[r].memref]];
      unsigned total = TYPE_VECTOR_SUBPARTS (TREE_TYPE (g.lhs)).to_constant ();
      /* A gather that may throw into a handler of this function ends its
	 block with an EH edge, which the loads replacing it could not
	 take over.  One that can only throw out of the function (C++'s
	 builtin calls, -fnon-call-exceptions without a try) is replaced
	 by loads of the same bytes, which trap where it would.  */
      if (stmt_can_throw_internal (cfun, g.stmt))
	{
	  *reason = "a gather may throw to a handler in this function";
	  return false;
	}
      if (total != g.lanes && total != 2 * g.lanes)
	{
	  *reason = "result does not fit the gather's type";
	  return false;
	}
    }
  if (anchor.mask)
    for (unsigned i = 0; i < seq->ninstrs; i++)
      {
	const vs_vls_instr &ins = seq->instrs[i];
	if (ins.kind == VS_VLS_INSTR_LOAD
	    && (ins.offset < 0
		|| ins.offset + ins.nelems * ins.elem_size
		   > vls_buffer_bytes))
	  {
	    *reason = "a masked lane reads outside its span's zero buffer";
	    return false;
	  }
      }
  return true;
}

/* Whether a gather of GATHERS outside GROUP reads through the index
   lane IL (the same element of the same vector): then its extraction
   of that lane stays after GROUP's rewrite.  */
bool
lane_read_outside (const vec<vls_access> &gathers,
		   const unsigned *memref_gather, const vs_vls_group *group,
		   const vls_index_lane &il)
{
  for (unsigned i = 0; i < gathers.length (); i++)
    {
      bool member = false;
      for (unsigned m = 0; m < group->nmembers && !member; m++)
	member = memref_gather[group->members[m]] == i;
      if (member)
	continue;
      for (unsigned l = 0; l < gathers[i].lanes; l++)
	if (gathers[i].index[l].root == il.root
	    && gathers[i].index[l].pos == il.pos)
	  return true;
    }
  return false;
}

/* The instructions of the concatenation tree below instruction I of SEQ
   (I's inputs, theirs, down to the loads), into BELOW; its loads, lowest
   elements first, into LEAVES.  */
void
concat_tree (const vs_vls_sequence *seq, unsigned i, vec<unsigned> *leaves,
	     vec<unsigned> *below)
{
  const vs_vls_instr &ins = seq->instrs[i];
  for (unsigned k = 0; k < 2; k++)
    {
      unsigned in = ins.in[k];
      below->safe_push (in);
      if (seq->instrs[in].kind == VS_VLS_INSTR_CONCAT)
	concat_tree (seq, in, leaves, below);
      else
	leaves->safe_push (in);
    }
}

/* Whether instruction I of SEQ (of type TYPE) is a concatenation of 8 or
   16 bytes whose tree of concatenations, each used once (USES), ends in
   loads of one size below 8 bytes: the lane loads of narrow fields.
   Such vectors are built as one chain of insertions of the loaded
   scalars, which the target expands into inserts from memory; the tree
   of small vectors would be assembled in general registers with
   shifts.  If so, the size in *LEAF_BYTES, the tree below I in *BELOW
   and its loads in *LEAVES (concat_tree).  */
bool
flat_concat_p (const vs_vls_sequence *seq, const unsigned *uses, unsigned i,
	       tree type, unsigned *leaf_bytes, vec<unsigned> *leaves,
	       vec<unsigned> *below)
{
  const vs_vls_instr &ins = seq->instrs[i];
  /* 8 or 16 bytes: an insertion into a wider vector's upper half takes
     an extraction and an insertion of the half; two built halves are
     concatenated instead.  */
  unsigned total = (VECTOR_TYPE_P (type)
		    ? tree_to_uhwi (TYPE_SIZE_UNIT (type)) : 0);
  if (ins.kind != VS_VLS_INSTR_CONCAT || (total != 8 && total != 16))
    return false;
  concat_tree (seq, i, leaves, below);
  for (unsigned k = 0; k < below->length (); k++)
    if (uses[(*below)[k]] != 1)
      return false;
  unsigned bytes = 0;
  for (unsigned k = 0; k < leaves->length (); k++)
    {
      const vs_vls_instr &in = seq->instrs[(*leaves)[k]];
      unsigned b = in.nelems * in.elem_size;
      if (in.kind != VS_VLS_INSTR_LOAD || b >= 8 || (b & (b - 1))
	  || (bytes && b != bytes))
	return false;
      bytes = b;
    }
  tree itype = build_nonstandard_integer_type (bytes * BITS_PER_UNIT, 1);
  if (!vls_vector_type (itype, 16 / bytes)
      || !vls_vector_type (TREE_TYPE (type), 16 / ins.elem_size))
    return false;
  *leaf_bytes = bytes;
  return true;
}

/* Per instruction of SEQ (of the types TYPES): in FLAT, the leaf size of
   each concatenation built as one chain of insertions (0 elsewhere); in
   ABSORBED, whether it is part of such a tree below its root, and so is
   emitted with the root; in LEAVES, the loads of each such root, in
   order, from FIRST_LEAF[I] on.  */
void
plan_flat_concats (const vs_vls_sequence *seq, const vec<tree> &types,
		   vec<unsigned> *flat, vec<bool> *absorbed,
		   vec<unsigned> *leaves, vec<unsigned> *first_leaf)
{
  unsigned n = seq->ninstrs;
  auto_vec<unsigned> uses;
  uses.safe_grow_cleared (n);
  for (unsigned i = 0; i < n; i++)
    if (seq->instrs[i].kind != VS_VLS_INSTR_LOAD)
      {
	uses[seq->instrs[i].in[0]]++;
	uses[seq->instrs[i].in[1]]++;
      }
  for (unsigned r = 0; r < seq->nresults; r++)
    uses[seq->results[r].instr]++;
  flat->safe_grow_cleared (n);
  absorbed->safe_grow_cleared (n);
  first_leaf->safe_grow_cleared (n);
  /* From the last: a root is seen before the concatenations below it.  */
  for (unsigned i = n; i-- > 0;)
    {
      unsigned bytes, start = leaves->length ();
      auto_vec<unsigned> below;
      if ((*absorbed)[i]
	  || !flat_concat_p (seq, uses.address (), i, types[i], &bytes,
			     leaves, &below))
	{
	  leaves->truncate (start);
	  continue;
	}
      (*flat)[i] = bytes;
      (*first_leaf)[i] = start;
      for (unsigned k = 0; k < below.length (); k++)
	(*absorbed)[below[k]] = true;
    }
}

/* The value of each concatenation of SEQ that FLAT marks (of the types
   TYPES; its loads in LEAVES from FIRST_LEAF on, as plan_flat_concats
   made them), in FLAT_VALS at its index, emitted into *STMTS with LOAD,
   which loads an instruction of SEQ as a value of the type it is
   given.  Each
   vector starts as its first leaf and takes the others by insertion,
   lane by lane across all vectors, so that a lane's address is used by
   all its loads at once and dies: built one after the other, the
   vectors would keep every lane's address live (and spilled) until the
   last one.  The links of one vector's chain are versions of one
   temporary variable, which keeps expansion from substituting the
   chain into its last use and so building the vectors one after the
   other after all (TER does not replace a definition into a statement
   that defines the same variable).  */
template <typename Load>
void
emit_flat_roots (const vs_vls_sequence *seq, const vec<tree> &types,
		 const vec<unsigned> &flat, const vec<unsigned> &leaves,
		 const vec<unsigned> &first_leaf, Load load, gimple_seq *stmts,
		 vec<tree> *flat_vals)
{
  unsigned n = seq->ninstrs;
  flat_vals->safe_grow_cleared (n);
  auto_vec<tree> stypes;
  stypes.safe_grow_cleared (n);
  auto_vec<unsigned> nleaves;
  nleaves.safe_grow_cleared (n);
  auto_vec<tree> chain_vars;
  chain_vars.safe_grow_cleared (n);
  unsigned max_leaves = 0;
  for (unsigned i = 0; i < n; i++)
    if (flat[i])
      {
	unsigned first = leaves[first_leaf[i]];
	/* The leaves as scalars: the element itself, or an integer of the
	   leaf's size.  */
	stypes[i] = (seq->instrs[first].nelems == 1 ? types[first]
		     : build_nonstandard_integer_type (flat[i] * BITS_PER_UNIT,
						       1));
	/* Each leaf fills FLAT[I] bytes of the 8 or 16 of the root.  */
	nleaves[i] = tree_to_uhwi (TYPE_SIZE_UNIT (types[i])) / flat[i];
	max_leaves = MAX (max_leaves, nleaves[i]);
      }
  for (unsigned k = 0; k < max_leaves; k++)
    for (unsigned i = 0; i < n; i++)
      {
	if (!flat[i] || k >= nleaves[i])
	  continue;
	tree vtype = build_vector_type (stypes[i], 16 / flat[i]);
	tree elt = load (leaves[first_leaf[i] + k], stypes[i]);
	if (k == 0)
	  chain_vars[i] = create_tmp_reg (vtype, "vls_lanes");
	tree val = make_ssa_name (chain_vars[i]);
	if (k == 0)
	  {
	    vec<constructor_elt, va_gc> *elts = NULL;
	    CONSTRUCTOR_APPEND_ELT (elts, NULL_TREE, elt);
	    gimple_seq_add_stmt (stmts, gimple_build_assign
				 (val, build_constructor (vtype, elts)));
	  }
	else
	  {
	    tree bits = TYPE_SIZE (stypes[i]);
	    gimple_seq_add_stmt (stmts, gimple_build_assign
				 (val, BIT_INSERT_EXPR, (*flat_vals)[i], elt,
				  bitsize_int (k * tree_to_uhwi (bits))));
	  }
	(*flat_vals)[i] = val;
      }
  /* Each chain is 16 bytes: an 8-byte vector is its lower half.  */
  for (unsigned i = 0; i < n; i++)
    if (flat[i])
      {
	tree type = types[i];
	tree elt_type = TREE_TYPE (type);
	tree full = vls_vector_type (elt_type,
				     16 / tree_to_uhwi (TYPE_SIZE_UNIT
							(elt_type)));
	tree val = (*flat_vals)[i];
	if (!useless_type_conversion_p (full, TREE_TYPE (val)))
	  val = gimple_build (stmts, VIEW_CONVERT_EXPR, full, val);
	if (!useless_type_conversion_p (type, full))
	  val = gimple_build (stmts, BIT_FIELD_REF, type, val,
			      TYPE_SIZE (type), bitsize_zero_node);
	(*flat_vals)[i] = val;
      }
}

/* The value of each instruction of SEQ (of the types TYPES), in VALS,
   computed by statements now before the first statement of GROUP's
   anchor.  */
void
emit_group (const vec<vls_access> &gathers, const unsigned *memref_gather,
	    const vs_vls_group *group, const vs_vls_sequence *seq,
	    const vec<tree> &types, vec<tree> *vals)
{
  const vls_access &anchor = gathers[memref_gather[group->members[0]]];
  gimple_seq stmts = NULL;
  tree addr[VLS_MAX_LANES] = {};
  tree alias_type = build_pointer_type (char_type_node);
  tree vuse = gimple_vuse (anchor.first);
  /* Load instruction I of SEQ as a value of TYPE.  */
  auto load = [&] (unsigned i, tree type) {
    const vs_vls_instr &ins = seq->instrs[i];
    const vls_access &g = gathers[memref_gather[ins.memref]];
    if (!addr[ins.lane])
      {
	const vls_index_lane &il = g.index[ins.lane];
	tree kept = (lane_read_outside (gathers, memref_gather, group, il)
		     ? extracted_wide_element (il, anchor.first, &stmts)
		     : NULL_TREE);
	addr[ins.lane] = vls_lane_address (g, ins.lane, zero_buffer (), kept,
					   &stmts);
      }
    tree ref = vls_lane_ref (g, type, addr[ins.lane], alias_type, ins.offset);
    tree val = make_ssa_name (type);
    gimple *stmt = gimple_build_assign (val, ref);
    gimple_set_vuse (stmt, vuse);
    gimple_seq_add_stmt (&stmts, stmt);
    return val;
  };
  auto_vec<unsigned> flat, leaves, first_leaf;
  auto_vec<bool> absorbed;
  plan_flat_concats (seq, types, &flat, &absorbed, &leaves, &first_leaf);
  auto_vec<tree> flat_vals;
  for (unsigned i = 0; i < seq->ninstrs; i++)
    {
      const vs_vls_instr &ins = seq->instrs[i];
      tree type = types[i];
      tree val = NULL_TREE;
      if (absorbed[i])
	;
      else if (flat[i])
	{
	  if (!flat_vals.length ())
	    emit_flat_roots (seq, types, flat, leaves, first_leaf, load,
			     &stmts, &flat_vals);
	  val = flat_vals[i];
	}
      else if (ins.kind == VS_VLS_INSTR_LOAD)
	val = load (i, type);
      else if (ins.kind == VS_VLS_INSTR_CONCAT)
	{
	  val = make_ssa_name (type);
	  tree ctor = build_constructor_va (type, 2, NULL_TREE,
					    (*vals)[ins.in[0]], NULL_TREE,
					    (*vals)[ins.in[1]]);
	  gimple_seq_add_stmt (&stmts, gimple_build_assign (val, ctor));
	}
      else
	val = vls_emit_shuffle (ins, type, (*vals)[ins.in[0]],
				(*vals)[ins.in[1]], &stmts);
      vals->quick_push (val);
    }
  gimple_stmt_iterator at = gsi_for_stmt (anchor.first);
  gsi_insert_seq_before (&at, stmts, GSI_SAME_STMT);
}

/* Each gather SEQ has a result for turned into a copy of that result
   (from VALS, the values of SEQ's instructions), the SSA names it used
   added to DEAD.  */
void
replace_gathers (const vec<vls_access> &gathers,
		 const unsigned *memref_gather, const vs_vls_sequence *seq,
		 const vec<tree> &vals, bitmap dead)
{
  for (unsigned r = 0; r < seq->nresults; r++)
    {
      const vls_access &g = gathers[memref_gather[seq->results[r].memref]];
      gimple_stmt_iterator gsi = gsi_for_stmt (g.stmt);
      /* Built only now that the values' statements are in the IL:
	 gimple_build folds through the definitions that are in a block.  */
      gimple_seq rs = NULL;
      tree val = result_value (g, vals[seq->results[r].instr], &rs);
      gsi_insert_seq_before (&gsi, rs, GSI_SAME_STMT);
      /* What the old statement read becomes dead, unless used elsewhere.  */
      vls_mark_uses_dead (g.stmt, dead);
      gimple *copy = gimple_build_assign (g.lhs, val);
      gimple_set_location (copy, gimple_location (g.stmt));
      gsi_replace (&gsi, copy, false);
    }
}

} // namespace

bool
vls_emit_group (vec<vls_access> &gathers, const unsigned *memref_gather,
		const vs_vls_group *group, const vs_vls_sequence *seq,
		bitmap dead, const char **reason)
{
  auto_vec<tree> types (seq->ninstrs);
  if (!check_group (gathers, memref_gather, group, seq, &types, reason))
    return false;
  /* Everything is checked; from here on the IL changes.  */
  auto_vec<tree> vals (seq->ninstrs);
  emit_group (gathers, memref_gather, group, seq, types, &vals);
  replace_gathers (gathers, memref_gather, seq, vals, dead);
  return true;
}
