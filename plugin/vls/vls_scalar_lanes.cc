/* Index lanes computed from scalars (see vls_scalar_lanes.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_scalar_lanes.h"
#include "vls_access.h"
#include "vls_lanes.h"
#include "vls_values.h"

extern "C" {
#include "vls_lane_price.h"
}

namespace {

/* How deep vls_lane_value follows a lane, and how many scalar
   operations (conversions not counted) it may emit for one: the
   vectorizer's index chains take a conversion, an unpack, a product
   and a sum or two.  One leaf (an element of a vector load, or an
   extraction) at most: one extraction is cheaper than the two of a
   lane computed from two vectors (data stored lane by lane, say).  */
const int max_lane_depth = 8;
const int max_lane_ops = 4;
const int max_lane_leaves = 1;

/* One lane being computed: whether any vector the walk cannot follow
   is extracted from (else only loaded ones are), the statements, the
   operations and leaves so far.  */
struct lane_build
{
  bool extract;
  gimple_seq seq;
  int ops;
  int leaves;
};

/* Element POS of V extracted, when B allows it (V is LOADED from memory,
   or B extracts from any vector).  */
tree
extracted_leaf (tree v, unsigned pos, lane_build *b, bool loaded = false)
{
  if ((!b->extract && !loaded) || TREE_CODE (v) != SSA_NAME
      || ++b->leaves > max_lane_leaves)
    return NULL_TREE;
  tree itype = TREE_TYPE (TREE_TYPE (v));
  tree bits = TYPE_SIZE (itype);
  return gimple_build (&b->seq, BIT_FIELD_REF, itype, v, bits,
		       bitsize_int (pos * tree_to_uhwi (bits)));
}

/* Element POS of the vector CTOR builds from scalars, of type ITYPE.  */
tree
constructor_element (tree ctor, unsigned pos, tree itype)
{
  if (CONSTRUCTOR_NELTS (ctor) == 0)
    return build_zero_cst (itype);
  if (VECTOR_TYPE_P (TREE_TYPE (CONSTRUCTOR_ELT (ctor, 0)->value)))
    return NULL_TREE;
  if (pos >= CONSTRUCTOR_NELTS (ctor))
    return build_zero_cst (itype);
  return CONSTRUCTOR_ELT (ctor, pos)->value;
}

tree element (tree v, unsigned pos, lane_build *b, int depth);

/* Element POS of DEF's result, a widening product (of the lower or
   upper half of its operand's lanes) with a splatted constant.  */
tree
widened_product (gassign *def, unsigned pos, lane_build *b, int depth)
{
  tree v = gimple_assign_lhs (def);
  tree op = gimple_assign_rhs1 (def);
  tree itype = TREE_TYPE (TREE_TYPE (v));
  tree c = uniform_integer_cst_p (constant_behind (gimple_assign_rhs2 (def)));
  if (BYTES_BIG_ENDIAN || !c || TREE_CODE (c) != INTEGER_CST
      || !VECTOR_TYPE_P (TREE_TYPE (op))
      || !known_eq (TYPE_VECTOR_SUBPARTS (TREE_TYPE (op)),
		    2 * TYPE_VECTOR_SUBPARTS (TREE_TYPE (v))))
    return NULL_TREE;
  unsigned half = TYPE_VECTOR_SUBPARTS (TREE_TYPE (v)).to_constant ();
  bool hi = gimple_assign_rhs_code (def) == VEC_WIDEN_MULT_HI_EXPR;
  tree e = element (op, pos + (hi ? half : 0), b, depth + 1);
  if (!e || ++b->ops > max_lane_ops)
    return NULL_TREE;
  /* Both factors extended first: the product cannot wrap in ITYPE.  */
  return gimple_build (&b->seq, MULT_EXPR, itype,
		       gimple_convert (&b->seq, itype, e),
		       fold_convert (itype, c));
}

/* Element POS of V as vls_lane_value computes it, into B; DEPTH is how
   deep the walk already is.  */
tree
element (tree v, unsigned pos, lane_build *b, int depth)
{
  tree type = TREE_TYPE (v);
  unsigned HOST_WIDE_INT n;
  if (!VECTOR_TYPE_P (type) || VECTOR_BOOLEAN_TYPE_P (type)
      || !TYPE_VECTOR_SUBPARTS (type).is_constant (&n) || pos >= n
      || !INTEGRAL_TYPE_P (TREE_TYPE (type)))
    return NULL_TREE;
  tree itype = TREE_TYPE (type);
  tree cst = constant_behind (v);
  if (TREE_CODE (cst) == VECTOR_CST)
    return VECTOR_CST_ELT (cst, pos);
  gassign *def = (TREE_CODE (v) == SSA_NAME && depth <= max_lane_depth
		  ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (v)) : NULL);
  if (!def)
    return extracted_leaf (v, pos, b);
  tree_code code = gimple_assign_rhs_code (def);
  if (code == CONSTRUCTOR)
    {
      tree e = constructor_element (gimple_assign_rhs1 (def), pos, itype);
      return e ? e : extracted_leaf (v, pos, b);
    }
  if (gimple_assign_load_p (def))
    return extracted_leaf (v, pos, b, true);
  tree op;
  unsigned src;
  if (vls_lane_source (def, pos, &op, &src))
    {
      tree e = element (op, src, b, depth + 1);
      return e ? gimple_convert (&b->seq, itype, e) : NULL_TREE;
    }
  bool shift = false;
  switch (code)
    {
    case VEC_WIDEN_MULT_LO_EXPR:
    case VEC_WIDEN_MULT_HI_EXPR:
      return widened_product (def, pos, b, depth);
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
      shift = true;
      break;
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
      break;
    default:
      return extracted_leaf (v, pos, b);
    }
  tree op0 = gimple_assign_rhs1 (def), op1 = gimple_assign_rhs2 (def);
  if (!useless_type_conversion_p (type, TREE_TYPE (op0))
      || (!shift && !useless_type_conversion_p (type, TREE_TYPE (op1))))
    return extracted_leaf (v, pos, b);
  tree a = element (op0, pos, b, depth + 1);
  tree c = (VECTOR_TYPE_P (TREE_TYPE (op1))
	    ? element (op1, pos, b, depth + 1) : op1);
  if (!a || !c || ++b->ops > max_lane_ops)
    return NULL_TREE;
  if (!shift)
    c = gimple_convert (&b->seq, itype, c);
  return gimple_build (&b->seq, code, itype,
		       gimple_convert (&b->seq, itype, a), c);
}

/* Element POS of V extracted from V itself, into *SEQ.  */
tree
own_element (tree v, unsigned pos, gimple_seq *seq)
{
  lane_build b = { true, NULL, 0, 0 };
  tree e = extracted_leaf (v, pos, &b);
  gimple_seq_add_seq_without_update (seq, b.seq);
  return e;
}

/* Element POS of V as vls_lane_value computes it, with in *OPS the
   scalar operations the walk counted.  */
tree
lane_value (tree v, unsigned pos, bool extract, gimple_seq *seq, int *ops)
{
  lane_build b = { extract, NULL, 0, 0 };
  tree e = element (v, pos, &b, 0);
  *ops = b.ops;
  if (e)
    {
      gimple_seq_add_seq_without_update (seq, b.seq);
      return e;
    }
  gimple_seq_discard (b.seq);
  /* Over the budget: the element itself, extracted.  */
  return extract ? own_element (v, pos, seq) : NULL_TREE;
}

/* Element LANE of the integer vector VEC computed from scalars into
   *SEQ, with in *OPS its scalar operations; NULL_TREE when it cannot
   be.  An element as wide as an address that the index walk follows
   to a narrower vector but not to scalars is that vector's element
   extracted, with in *NARROW the narrower vector's lanes (else 0).  */
tree
scalar_element (tree vec, unsigned lane, gimple_seq *seq, int *ops,
		unsigned *narrow)
{
  *narrow = 0;
  tree elt = TREE_TYPE (TREE_TYPE (vec));
  if (TYPE_PRECISION (elt) == POINTER_SIZE)
    {
      /* The address arithmetic the index walk finds: a wider type than
	 the vector's lanes, so the address takes the product and the
	 sum in.  */
      vls_index_lane il;
      HOST_WIDE_INT add = 0, mul = 1;
      vls_resolve_index_lane (vec, lane, TYPE_UNSIGNED (elt), &il, &add, 0,
			      &mul);
      gimple_seq s = NULL;
      tree e = (il.root != vec
		? lane_value (il.root, il.pos, false, &s, ops) : NULL_TREE);
      if (!e && il.root != vec)
	{
	  /* The element of the narrower vector extracted, the rest in
	     scalar arithmetic: no unpack to address width.  */
	  e = lane_value (il.root, il.pos, true, &s, ops);
	  *narrow = TYPE_VECTOR_SUBPARTS (TREE_TYPE (il.root)).to_constant ();
	}
      if (e)
	{
	  tree rt = TREE_TYPE (TREE_TYPE (il.root));
	  tree ext = il.uns ? unsigned_type_for (rt) : signed_type_for (rt);
	  e = gimple_convert (&s, sizetype, gimple_convert (&s, ext, e));
	  e = gimple_build (&s, MULT_EXPR, sizetype, e, size_int (mul));
	  e = gimple_build (&s, PLUS_EXPR, sizetype, e, size_int (add));
	  gimple_seq_add_seq_without_update (seq, s);
	  return e;
	}
    }
  return lane_value (vec, lane, false, seq, ops);
}

/* Every extraction of VEC, all in BB, replaced by its element computed
   from scalars, or from the element of a narrower vector; none when one
   of them cannot be (one lane loaded apart from the rest only moves a
   load) or when the lanes would cost more (vs_vls_scalar_lanes_pay,
   vs_vls_narrow_lanes_pay).  Returns how many it replaced.  */
unsigned
scalarize_vector (tree vec, basic_block bb, FILE *dump)
{
  auto_vec<gimple *> exts;
  auto_vec<tree> vals;
  auto_vec<gimple_seq> seqs;
  auto_vec<int> lanes;
  bool ok = true;
  int max_ops = 0;
  unsigned narrow = 0;
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, vec)
    {
      gimple *stmt = USE_STMT (use);
      tree v;
      int lane = vls_extracted_lane (stmt, &v);
      if (lane < 0)
	continue;
      gimple_seq seq = NULL;
      int ops = 0;
      unsigned lane_narrow = 0;
      tree val = (ok && gimple_bb (stmt) == bb
		  ? scalar_element (vec, lane, &seq, &ops, &lane_narrow)
		  : NULL_TREE);
      if (!val)
	ok = false;
      max_ops = MAX (max_ops, ops);
      narrow = MAX (narrow, lane_narrow);
      exts.safe_push (stmt);
      lanes.safe_push (lane);
      vals.safe_push (val);
      seqs.safe_push (seq);
    }
  if (ok && !(narrow ? vs_vls_narrow_lanes_pay (narrow, (unsigned) max_ops)
		     : vs_vls_scalar_lanes_pay (exts.length (),
						(unsigned) max_ops)))
    {
      ok = false;
      if (dump)
	{
	  fprintf (dump, ";; lanes left extracted: %u of ", exts.length ());
	  print_generic_expr (dump, vec);
	  if (narrow)
	    fprintf (dump, ", from a %u-lane vector with %d operations each, "
		     "cost more\n", narrow, max_ops);
	  else
	    fprintf (dump, ", %d operations each from scalars, cost more\n",
		     max_ops);
	}
    }
  if (!ok)
    {
      for (gimple_seq seq : seqs)
	gimple_seq_discard (seq);
      return 0;
    }
  for (unsigned i = 0; i < exts.length (); i++)
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (exts[i]);
      tree lhs = gimple_assign_lhs (exts[i]);
      tree val = gimple_convert (&seqs[i], TREE_TYPE (lhs), vals[i]);
      gsi_insert_seq_before (&gsi, seqs[i], GSI_SAME_STMT);
      gimple_assign_set_rhs_from_tree (&gsi, val);
      update_stmt (gsi_stmt (gsi));
      if (dump)
	{
	  fprintf (dump, narrow ? ";; lane from a narrower element: "
			       : ";; lane from scalars: ");
	  print_generic_expr (dump, lhs);
	  fprintf (dump, " was element %d of ", lanes[i]);
	  print_generic_expr (dump, vec);
	  fprintf (dump, "\n");
	}
    }
  return exts.length ();
}

} // namespace

tree
vls_lane_value (tree v, unsigned pos, unsigned lanes, gimple_seq *seq)
{
  gimple_seq s = NULL;
  int ops;
  tree e = lane_value (v, pos, false, &s, &ops);
  if (e && vs_vls_scalar_lanes_pay (lanes, (unsigned) ops))
    {
      gimple_seq_add_seq_without_update (seq, s);
      return e;
    }
  gimple_seq_discard (s);
  /* Cheaper extracted: V's own element.  */
  return e ? own_element (v, pos, seq) : lane_value (v, pos, true, seq, &ops);
}

void
vls_scalarize_lanes (basic_block bb, bitmap dead, FILE *dump)
{
  hash_set<tree> tried;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      tree vec;
      /* GCC turns the extractions of a vector load into loads itself.  */
      if (vls_extracted_lane (gsi_stmt (gsi), &vec) < 0 || tried.add (vec)
	  || gimple_assign_load_p (SSA_NAME_DEF_STMT (vec)))
	continue;
      if (scalarize_vector (vec, bb, dump))
	bitmap_set_bit (dead, SSA_NAME_VERSION (vec));
    }
}
