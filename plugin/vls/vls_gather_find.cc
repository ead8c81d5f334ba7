/* Recognition of the gathers GCC 12 emits for x86 in vectorized loops:
   the AVX2 and AVX-512 builtins (including the "alt" forms that use half
   of a wider index vector), .GATHER_LOAD / .MASK_GATHER_LOAD, and the
   emulated gather (per lane: index element, multiply, pointer plus,
   scalar load; a CONSTRUCTOR collects the lanes); and of the AVX-512
   scatter builtins, whose addresses are taken apart the same way.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_gather.h"
#include "vls_values.h"

namespace {

/* How deep the address and index walks follow SSA definitions.  */
const int max_depth = 12;

/* An address taken apart: BASE + OFF + extend (INDEX) * SCALE, where
   BASE and INDEX are optional.  LOOP is the innermost loop of the
   gather: a name defined outside it (or a parameter) has one value for
   the whole loop.  */
struct addr_parts
{
  tree base;
  bool has_index;
  vls_index_lane index;
  HOST_WIDE_INT scale;
  HOST_WIDE_INT off;
  class loop *loop;
};

/* Nothing yet, in the loop of STMT.  */
addr_parts
empty_parts (gimple *stmt)
{
  addr_parts a = { NULL_TREE, false, {}, 0, 0, gimple_bb (stmt)->loop_father };
  return a;
}

/* True when the SSA name T has the same value in every iteration of
   LOOP: a parameter or a name defined outside LOOP.  */
bool
loop_invariant_name_p (tree t, class loop *loop)
{
  if (TREE_CODE (t) != SSA_NAME || !loop)
    return false;
  if (SSA_NAME_IS_DEFAULT_DEF (t))
    return true;
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (t));
  return bb && !flow_bb_inside_loop_p (loop, bb);
}

/* True when T's type is as wide as an address, so that adding it to an
   address wraps the same way.  */
bool
address_wide_p (tree t)
{
  tree type = TREE_TYPE (t);
  return (POINTER_TYPE_P (type) || INTEGRAL_TYPE_P (type))
	 && TYPE_PRECISION (type) == POINTER_SIZE;
}

/* Bounds of the constants the walks add up, so that their sums and
   products stay far from overflow.  */
const HOST_WIDE_INT max_index_add = HOST_WIDE_INT_1 << 24;

/* The element type of the integer vector type TYPE, its lane count in
   *N; NULL_TREE when TYPE is not a vector of whole integers.  */
tree
int_vector_elt (tree type, unsigned HOST_WIDE_INT *n)
{
  if (!VECTOR_TYPE_P (type) || VECTOR_BOOLEAN_TYPE_P (type)
      || !TYPE_VECTOR_SUBPARTS (type).is_constant (n))
    return NULL_TREE;
  tree elt = TREE_TYPE (type);
  if (!INTEGRAL_TYPE_P (elt) || !type_has_mode_precision_p (elt))
    return NULL_TREE;
  return elt;
}

/* Whether the integer constant MASK has one of its first LANES bits
   off.  */
bool
lane_off_p (tree mask, unsigned lanes)
{
  unsigned HOST_WIDE_INT want = (HOST_WIDE_INT_1U << lanes) - 1;
  return (TREE_INT_CST_LOW (mask) & want) != want;
}

/* The splatted integer constant operand C, in *VAL, when it is one (or
   an SSA name set to one) and fits a HOST_WIDE_INT.  */
bool
splat_constant (tree c, HOST_WIDE_INT *val)
{
  tree e = uniform_integer_cst_p (constant_behind (c));
  if (!e || TREE_CODE (e) != INTEGER_CST || !tree_fits_shwi_p (e))
    return false;
  *val = tree_to_shwi (e);
  return true;
}

/* The values element LANE of the integer vector V may take, as integers
   of V's element type, in [*LO, *HI]: the whole range of the type, or
   less when V is made by lane-wise operations (a widening of narrower
   elements, a sum with a splatted constant that cannot wrap, a mask, a
   right shift) from values whose range is known.  False for elements
   wider than 32 bits.  */
bool
lane_range (tree v, unsigned lane, HOST_WIDE_INT *lo, HOST_WIDE_INT *hi,
	    int depth)
{
  unsigned HOST_WIDE_INT n;
  tree elt = int_vector_elt (TREE_TYPE (v), &n);
  if (!elt || TYPE_PRECISION (elt) > 32 || lane >= n)
    return false;
  unsigned prec = TYPE_PRECISION (elt);
  HOST_WIDE_INT half = HOST_WIDE_INT_1 << (prec - 1);
  HOST_WIDE_INT tlo = TYPE_UNSIGNED (elt) ? 0 : -half;
  HOST_WIDE_INT thi = TYPE_UNSIGNED (elt) ? 2 * half - 1 : half - 1;
  *lo = tlo;
  *hi = thi;
  if (TREE_CODE (v) == VECTOR_CST)
    {
      tree e = VECTOR_CST_ELT (v, lane);
      if (TREE_CODE (e) == INTEGER_CST && tree_fits_shwi_p (e))
	*lo = *hi = tree_to_shwi (e);
      return true;
    }
  gassign *def = (TREE_CODE (v) == SSA_NAME && depth <= max_depth
		  ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (v)) : NULL);
  if (!def)
    return true;
  HOST_WIDE_INT a, b, c;
  tree op;
  unsigned src;
  switch (gimple_assign_rhs_code (def))
    {
    case VEC_PERM_EXPR:
      {
	tree sel = gimple_assign_rhs3 (def);
	if (TREE_CODE (sel) != VECTOR_CST
	    || maybe_ne (TYPE_VECTOR_SUBPARTS (TREE_TYPE (gimple_assign_rhs1
							  (def))), n))
	  return true;
	tree k = VECTOR_CST_ELT (sel, lane);
	if (!tree_fits_uhwi_p (k))
	  return true;
	unsigned HOST_WIDE_INT i = tree_to_uhwi (k) % (2 * n);
	if (lane_range (i < n ? gimple_assign_rhs1 (def)
			: gimple_assign_rhs2 (def), i % n, &a, &b, depth + 1))
	  *lo = a, *hi = b;
	return true;
      }
    case PLUS_EXPR:
      if (splat_constant (gimple_assign_rhs2 (def), &c)
	  && IN_RANGE (c, -max_index_add, max_index_add)
	  && lane_range (gimple_assign_rhs1 (def), lane, &a, &b, depth + 1)
	  && a + c >= tlo && b + c <= thi)
	*lo = a + c, *hi = b + c;
      return true;
    case BIT_AND_EXPR:
      if (splat_constant (gimple_assign_rhs2 (def), &c)
	  && IN_RANGE (c, 0, thi))
	{
	  *lo = 0;
	  *hi = c;
	  if (lane_range (gimple_assign_rhs1 (def), lane, &a, &b, depth + 1)
	      && a >= 0 && b < c)
	    *hi = b;
	}
      return true;
    case RSHIFT_EXPR:
      if (TYPE_UNSIGNED (elt)
	  && splat_constant (gimple_assign_rhs2 (def), &c)
	  && IN_RANGE (c, 0, prec - 1)
	  && lane_range (gimple_assign_rhs1 (def), lane, &a, &b, depth + 1))
	*lo = a >> c, *hi = b >> c;
      return true;
    default:
      /* A value that fits the type is kept by any conversion.  */
      if (vls_lane_source (def, lane, &op, &src)
	  && lane_range (op, src, &a, &b, depth + 1)
	  && a >= tlo && b <= thi)
	*lo = a, *hi = b;
      return true;
    }
}

/* True when adding C to element LANE of the integer vector V of
   PREC-bit elements cannot leave the range of the elements read as
   unsigned (UNS) or signed numbers: then extending the sum to address
   width gives the extended element plus C.  */
bool
add_cannot_wrap_p (tree v, unsigned lane, bool uns, HOST_WIDE_INT c)
{
  HOST_WIDE_INT lo, hi;
  if (!lane_range (v, lane, &lo, &hi, 0))
    return false;
  unsigned prec = TYPE_PRECISION (TREE_TYPE (TREE_TYPE (v)));
  bool elt_uns = TYPE_UNSIGNED (TREE_TYPE (TREE_TYPE (v)));
  HOST_WIDE_INT half = HOST_WIDE_INT_1 << (prec - 1);
  /* The range read the other way: the same numbers when they are in
     both ranges.  */
  if (uns != elt_uns && (elt_uns ? hi >= half : lo < 0))
    return false;
  HOST_WIDE_INT flo = uns ? 0 : -half;
  HOST_WIDE_INT fhi = uns ? 2 * half - 1 : half - 1;
  return lo + c >= flo && hi + c <= fhi;
}

/* Follow element LANE of the integer vector V, extended to address
   width (zero-extended when UNS), to the vector it comes from: through
   VEC_PERM_EXPRs with constant masks; through conversions and unpacks
   that keep the value of the element (a narrower element extended the
   same way, or one extended to address width); and through additions
   of splatted constants that cannot change the extended value by more
   than the constant: in an address-wide element (the address wraps the
   same way), in a signed element whose overflow is undefined, or where
   lane_range shows the sum cannot wrap (an unsigned short widened to
   unsigned int, plus one).  Store the vector, the lane and how it is
   extended in *OUT and add the constants to *ADD: the extended element
   of V is the extended element of OUT plus *ADD.  */
void
resolve_index_lane (tree v, unsigned lane, bool uns, vls_index_lane *out,
		    HOST_WIDE_INT *add, int depth)
{
  out->root = v;
  out->pos = lane;
  out->uns = uns;
  if (TREE_CODE (v) != SSA_NAME || depth > max_depth)
    return;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (v));
  unsigned HOST_WIDE_INT n;
  tree elt = int_vector_elt (TREE_TYPE (v), &n);
  if (!def || !elt || lane >= n)
    return;
  unsigned prec = TYPE_PRECISION (elt);
  tree op;
  unsigned src;
  switch (gimple_assign_rhs_code (def))
    {
    case VEC_PERM_EXPR:
      {
	tree op0 = gimple_assign_rhs1 (def), op1 = gimple_assign_rhs2 (def);
	tree sel = gimple_assign_rhs3 (def);
	unsigned HOST_WIDE_INT nin;
	if (TREE_CODE (sel) != VECTOR_CST
	    || !TYPE_VECTOR_SUBPARTS (TREE_TYPE (op0)).is_constant (&nin)
	    || nin != n)
	  return;
	tree k = VECTOR_CST_ELT (sel, lane);
	if (!tree_fits_uhwi_p (k))
	  return;
	unsigned HOST_WIDE_INT i = tree_to_uhwi (k) % (2 * n);
	resolve_index_lane (i < n ? op0 : op1, i % n, uns, out, add,
			    depth + 1);
	return;
      }
    case PLUS_EXPR:
      {
	HOST_WIDE_INT c;
	tree op0 = gimple_assign_rhs1 (def);
	if (!splat_constant (gimple_assign_rhs2 (def), &c)
	    || !IN_RANGE (c, -max_index_add, max_index_add)
	    || !IN_RANGE (*add + c, -max_index_add, max_index_add))
	  return;
	if (prec != POINTER_SIZE
	    && !(TYPE_OVERFLOW_UNDEFINED (elt) && !uns)
	    && !add_cannot_wrap_p (op0, lane, uns, c))
	  return;
	*add += c;
	resolve_index_lane (op0, lane, uns, out, add, depth + 1);
	return;
      }
    default:
      {
	if (!vls_lane_source (def, lane, &op, &src))
	  return;
	tree op_elt = TREE_TYPE (TREE_TYPE (op));
	unsigned op_prec = TYPE_PRECISION (op_elt);
	/* The same bits; or a narrower element extended as its type says,
	   which is how it extends to address width when that is the width
	   of V or when V's elements extend the same way.  */
	if (op_prec == prec)
	  resolve_index_lane (op, src, uns, out, add, depth + 1);
	else if (op_prec < prec
		 && (prec == POINTER_SIZE || uns == TYPE_UNSIGNED (op_elt)))
	  resolve_index_lane (op, src, TYPE_UNSIGNED (op_elt), out, add,
			      depth + 1);
	return;
      }
    }
}

/* If T is an element of an integer vector (a BIT_FIELD_REF of a whole
   element), describe it in *OUT, with the constant it is above the
   element of *OUT in *ADD; UNS says how T is extended.  */
bool
index_element_p (tree t, bool uns, vls_index_lane *out, HOST_WIDE_INT *add)
{
  if (TREE_CODE (t) != SSA_NAME)
    return false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (t));
  if (!def || gimple_assign_rhs_code (def) != BIT_FIELD_REF)
    return false;
  tree ref = gimple_assign_rhs1 (def);
  tree vec = TREE_OPERAND (ref, 0);
  if (TREE_CODE (vec) != SSA_NAME || !VECTOR_TYPE_P (TREE_TYPE (vec))
      || !INTEGRAL_TYPE_P (TREE_TYPE (TREE_TYPE (vec))))
    return false;
  unsigned HOST_WIDE_INT bits = tree_to_uhwi (TYPE_SIZE (TREE_TYPE (t)));
  unsigned HOST_WIDE_INT size = tree_to_uhwi (TREE_OPERAND (ref, 1));
  unsigned HOST_WIDE_INT pos = tree_to_uhwi (TREE_OPERAND (ref, 2));
  unsigned HOST_WIDE_INT elt
    = tree_to_uhwi (TYPE_SIZE (TREE_TYPE (TREE_TYPE (vec))));
  if (size != elt || bits != elt || pos % elt != 0
      || TYPE_PRECISION (TREE_TYPE (t)) != elt)
    return false;
  *add = 0;
  resolve_index_lane (vec, pos / elt, uns, out, add, 0);
  return true;
}

bool decompose (tree t, HOST_WIDE_INT mult, addr_parts *a, int depth);

/* The walk of decompose through the definition of T.  */
bool
decompose_1 (tree t, HOST_WIDE_INT mult, addr_parts *a, int depth)
{
  if (TREE_CODE (t) == INTEGER_CST)
    {
      a->off += mult * (HOST_WIDE_INT) TREE_INT_CST_LOW (t);
      return true;
    }
  gassign *def = (TREE_CODE (t) == SSA_NAME
		  ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (t)) : NULL);
  if (def)
    {
      tree op0 = gimple_assign_rhs1 (def);
      switch (gimple_assign_rhs_code (def))
	{
	case POINTER_PLUS_EXPR:
	case PLUS_EXPR:
	  return (decompose (op0, mult, a, depth + 1)
		  && decompose (gimple_assign_rhs2 (def), mult, a, depth + 1));
	case MINUS_EXPR:
	  return (decompose (op0, mult, a, depth + 1)
		  && decompose (gimple_assign_rhs2 (def), -mult, a,
				depth + 1));
	case MULT_EXPR:
	  {
	    tree c = gimple_assign_rhs2 (def);
	    if (TREE_CODE (c) != INTEGER_CST || !tree_fits_shwi_p (c)
		|| !IN_RANGE (tree_to_shwi (c), -4096, 4096))
	      return false;
	    /* Only an index may be scaled; a base may not.  */
	    addr_parts inner = *a;
	    inner.base = NULL_TREE;
	    inner.has_index = false;
	    inner.scale = inner.off = 0;
	    if (!decompose (op0, mult * tree_to_shwi (c), &inner, depth + 1)
		|| inner.base || !inner.has_index || a->has_index)
	      return false;
	    a->has_index = true;
	    a->index = inner.index;
	    a->scale = inner.scale;
	    a->off += inner.off;
	    return true;
	  }
	case BIT_FIELD_REF:
	case SSA_NAME:
	CASE_CONVERT:
	  {
	    if (address_wide_p (op0) && TREE_CODE (op0) != BIT_FIELD_REF)
	      return decompose (op0, mult, a, depth + 1);
	    /* An index element, perhaps extended from a narrower type.  */
	    tree elt = gimple_assign_rhs_code (def) == BIT_FIELD_REF ? t : op0;
	    vls_index_lane lane;
	    HOST_WIDE_INT add;
	    if (a->has_index
		|| !INTEGRAL_TYPE_P (TREE_TYPE (elt))
		|| TYPE_PRECISION (TREE_TYPE (elt)) > POINTER_SIZE
		|| !index_element_p (elt, TYPE_UNSIGNED (TREE_TYPE (elt)),
				     &lane, &add))
	      break;
	    a->has_index = true;
	    a->index = lane;
	    a->scale = mult;
	    a->off += add * mult;
	    return true;
	  }
	default:
	  break;
	}
    }
  /* Anything else is the base, taken as it is.  */
  if (a->base || mult != 1)
    return false;
  a->base = t;
  return true;
}

/* Add MULT times the address-wide value T to *A.  False when T is not
   of the form the pass understands.  A loop-invariant name whose
   definition cannot be taken apart (a pointer plus a run-time offset,
   x + m * 8) is a base as a whole: two gathers whose addresses reach
   the same such name read from the same base, whatever its value.  */
bool
decompose (tree t, HOST_WIDE_INT mult, addr_parts *a, int depth)
{
  if (depth > max_depth || !address_wide_p (t))
    return false;
  addr_parts before = *a;
  if (decompose_1 (t, mult, a, depth))
    return true;
  *a = before;
  if (mult != 1 || a->base || !loop_invariant_name_p (t, a->loop))
    return false;
  a->base = t;
  return true;
}

/* The pointer or integer the base of an address is, with conversions
   between address-wide types stripped, so that bases compare equal.  */
tree
strip_base (tree t)
{
  while (TREE_CODE (t) == SSA_NAME)
    {
      gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (t));
      if (!def
	  || !(CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))
	       || gimple_assign_rhs_code (def) == SSA_NAME)
	  || !address_wide_p (gimple_assign_rhs1 (def)))
	break;
      t = gimple_assign_rhs1 (def);
    }
  return t;
}

/* Element type, its size and the lane count of LHS into G; false for
   types the pass does not handle.  */
bool
set_result_type (vls_gather *g, tree lhs)
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
every_byte_is (tree value, unsigned char byte)
{
  value = constant_behind (value);
  if (TREE_CODE (value) != VECTOR_CST && TREE_CODE (value) != INTEGER_CST)
    return false;
  unsigned char buf[64];
  unsigned HOST_WIDE_INT len
    = tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (value)));
  if (len > sizeof buf || native_encode_expr (value, buf, len) != (int) len)
    return false;
  for (unsigned i = 0; i < len; i++)
    if (buf[i] != byte)
      return false;
  return true;
}

/* log2 of a power of two that divides every element of the integer
   vector ROOT: a product with, or a left shift by, a splatted constant
   (modulo the element width, which keeps the factor below it).  */
unsigned
known_pow2_factor (tree root)
{
  gassign *def = (TREE_CODE (root) == SSA_NAME
		  ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (root)) : NULL);
  unsigned HOST_WIDE_INT n;
  tree elt = int_vector_elt (TREE_TYPE (root), &n);
  HOST_WIDE_INT c;
  if (!def || !elt || get_gimple_rhs_class (gimple_assign_rhs_code (def))
		      != GIMPLE_BINARY_RHS
      || !splat_constant (gimple_assign_rhs2 (def), &c))
    return 0;
  unsigned prec = TYPE_PRECISION (elt);
  switch (gimple_assign_rhs_code (def))
    {
    case MULT_EXPR:
    case VEC_WIDEN_MULT_LO_EXPR:
    case VEC_WIDEN_MULT_HI_EXPR:
      return c == 0 ? 0 : MIN ((unsigned) ctz_hwi (c), prec - 1);
    case LSHIFT_EXPR:
      return IN_RANGE (c, 0, (HOST_WIDE_INT) prec - 1) ? (unsigned) c : 0;
    default:
      return 0;
    }
}

/* Fill the per-lane addresses of G from pointer BASE, index vector INDEX
   (extended as UNS says) and SCALE.  */
bool
set_vector_index (vls_gather *g, tree base, tree index, HOST_WIDE_INT scale,
		  bool uns)
{
  unsigned HOST_WIDE_INT nidx;
  if (TREE_CODE (index) != SSA_NAME || !VECTOR_TYPE_P (TREE_TYPE (index))
      || !TYPE_VECTOR_SUBPARTS (TREE_TYPE (index)).is_constant (&nidx))
    return false;
  addr_parts a = empty_parts (g->stmt);
  if (!decompose (base, 1, &a, 0) || a.has_index || !a.base)
    return false;
  g->base = strip_base (a.base);
  g->scale = scale;
  g->lanes = MIN (g->lanes, (unsigned) nidx);
  for (unsigned l = 0; l < g->lanes; l++)
    {
      HOST_WIDE_INT add = 0;
      resolve_index_lane (index, l, uns, &g->index[l], &add, 0);
      g->offset[l] = a.off + add * scale;
      g->index_pow2[l] = known_pow2_factor (g->index[l].root);
    }
  return true;
}

/* Recognize the x86 gather builtin CALL.  */
bool
builtin_gather (gcall *call, vls_gather *g)
{
  tree fndecl = gimple_call_fndecl (call);
  tree lhs = gimple_call_lhs (call);
  if (!fndecl || !fndecl_built_in_p (fndecl, BUILT_IN_MD) || !lhs
      || !startswith (IDENTIFIER_POINTER (DECL_NAME (fndecl)),
		      "__builtin_ia32_gather")
      || gimple_call_num_args (call) != 5 || !set_result_type (g, lhs))
    return false;
  tree base = gimple_call_arg (call, 1);
  tree index = gimple_call_arg (call, 2);
  tree mask = gimple_call_arg (call, 3);
  tree scale = gimple_call_arg (call, 4);
  /* GCC 16 passes the base as an integer of pointer width.  */
  if (!address_wide_p (base) || !tree_fits_shwi_p (scale))
    return false;
  g->kind = VECTOR_TYPE_P (TREE_TYPE (mask)) ? VLS_GATHER_AVX2
					      : VLS_GATHER_AVX512;
  if (!set_vector_index (g, base, index, tree_to_shwi (scale), false))
    g->refusal = "address not understood";
  if (TREE_CODE (mask) == INTEGER_CST && g->kind == VLS_GATHER_AVX512)
    g->masked = lane_off_p (mask, g->lanes);
  else
    g->masked = !every_byte_is (mask, 0xff);
  if (!g->masked || g->refusal)
    return true;
  /* Inactive lanes keep the first argument's lanes: the rewrite gives
     them zeros, so only a zero merge value can be grouped.  */
  if (g->kind != VLS_GATHER_AVX512 || TREE_CODE (mask) != SSA_NAME
      || !INTEGRAL_TYPE_P (TREE_TYPE (mask)))
    g->refusal = "masked gather with a vector mask: not grouped";
  else if (!every_byte_is (gimple_call_arg (call, 0), 0))
    g->refusal = "masked gather with a merge value: not grouped";
  else
    g->mask = mask;
  return true;
}

/* Recognize the AVX-512 scatter builtin CALL (BASE, MASK, INDEX, VALUE,
   SCALE).  */
bool
builtin_scatter (gcall *call, vls_gather *g)
{
  tree fndecl = gimple_call_fndecl (call);
  if (!fndecl || !fndecl_built_in_p (fndecl, BUILT_IN_MD)
      || gimple_call_lhs (call)
      || !startswith (IDENTIFIER_POINTER (DECL_NAME (fndecl)),
		      "__builtin_ia32_scatter")
      || gimple_call_num_args (call) != 5
      || !set_result_type (g, gimple_call_arg (call, 3)))
    return false;
  tree base = gimple_call_arg (call, 0);
  tree mask = gimple_call_arg (call, 1);
  tree index = gimple_call_arg (call, 2);
  tree scale = gimple_call_arg (call, 4);
  g->kind = VLS_SCATTER_AVX512;
  if (TREE_CODE (constant_behind (mask)) == INTEGER_CST)
    mask = constant_behind (mask);
  unsigned value_lanes = g->lanes;
  if (!address_wide_p (base) || !tree_fits_shwi_p (scale)
      || !INTEGRAL_TYPE_P (TREE_TYPE (mask))
      || !set_vector_index (g, base, index, tree_to_shwi (scale), false))
    g->refusal = "address not understood";
  else if (g->lanes != value_lanes)
    g->refusal = "scatter of fewer lanes than its value";
  if (TREE_CODE (mask) == INTEGER_CST)
    {
      g->masked = lane_off_p (mask, g->lanes);
      if (g->masked && !g->refusal)
	g->refusal = "scatter under a constant mask: not grouped";
    }
  else
    {
      g->masked = true;
      g->mask = mask;
    }
  return true;
}

/* Recognize .GATHER_LOAD (BASE, OFFSETS, SCALE, ...) and its masked
   form, whose mask is the fifth argument.  */
bool
ifn_gather (gcall *call, vls_gather *g)
{
  tree lhs = gimple_call_lhs (call);
  if (!gimple_call_internal_p (call) || !lhs)
    return false;
  internal_fn fn = gimple_call_internal_fn (call);
  if ((fn != IFN_GATHER_LOAD && fn != IFN_MASK_GATHER_LOAD)
      || gimple_call_num_args (call) < 3 || !set_result_type (g, lhs))
    return false;
  g->kind = VLS_GATHER_IFN;
  tree index = gimple_call_arg (call, 1);
  tree scale = gimple_call_arg (call, 2);
  if (!tree_fits_shwi_p (scale)
      || !set_vector_index (g, gimple_call_arg (call, 0), index,
			    tree_to_shwi (scale),
			    TYPE_UNSIGNED (TREE_TYPE (TREE_TYPE (index)))))
    g->refusal = "address not understood";
  g->masked = (fn == IFN_MASK_GATHER_LOAD
	       && (gimple_call_num_args (call) < 5
		   || !every_byte_is (gimple_call_arg (call, 4), 0xff)));
  return true;
}

/* Recognize the emulated gather whose CONSTRUCTOR is ASSIGN.  */
bool
emulated_gather (gassign *assign, vls_gather *g)
{
  tree lhs = gimple_assign_lhs (assign);
  tree ctor = gimple_assign_rhs1 (assign);
  if (TREE_CODE (ctor) != CONSTRUCTOR || TREE_CODE (lhs) != SSA_NAME
      || !set_result_type (g, lhs) || CONSTRUCTOR_NELTS (ctor) != g->lanes)
    return false;
  basic_block bb = gimple_bb (assign);
  g->kind = VLS_GATHER_EMULATED;
  g->first = assign;
  for (unsigned l = 0; l < g->lanes; l++)
    {
      tree v = CONSTRUCTOR_ELT (ctor, l)->value;
      if (TREE_CODE (v) != SSA_NAME)
	return false;
      gassign *load = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (v));
      if (!load || gimple_bb (load) != bb || !gimple_assign_load_p (load)
	  || TREE_CODE (gimple_assign_rhs1 (load)) != MEM_REF)
	return false;
      tree ref = gimple_assign_rhs1 (load);
      if (gimple_has_volatile_ops (load) || !has_single_use (v)
	  || !types_compatible_p (TREE_TYPE (ref), g->elem_type))
	return false;
      addr_parts a = empty_parts (assign);
      if (!decompose (TREE_OPERAND (ref, 0), 1, &a, 0) || !a.base
	  || !a.has_index || (l > 0 && (a.scale != g->scale
					|| !operand_equal_p (strip_base (a.base),
							     g->base))))
	return false;
      g->base = strip_base (a.base);
      g->scale = a.scale;
      g->index[l] = a.index;
      poly_int64 moff;
      if (!mem_ref_offset (ref).to_shwi (&moff) || !moff.is_constant ())
	return false;
      g->offset[l] = a.off + moff.to_constant ();
      if (gimple_uid (load) < gimple_uid (g->first))
	g->first = load;
    }
  /* The lanes' loads move to the first of them: nothing in between may
     store.  */
  for (gimple_stmt_iterator gsi = gsi_for_stmt (g->first);
       gsi_stmt (gsi) != assign; gsi_next (&gsi))
    if (gimple_vdef (gsi_stmt (gsi)))
      g->refusal = "store between the lanes of an emulated gather";
  return true;
}

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

bool
vls_lane_source (gassign *def, unsigned lane, tree *op, unsigned *src)
{
  unsigned HOST_WIDE_INT n, nop;
  if (!int_vector_elt (TREE_TYPE (gimple_assign_lhs (def)), &n))
    return false;
  tree_code code = gimple_assign_rhs_code (def);
  *op = gimple_assign_rhs1 (def);
  if (code == VIEW_CONVERT_EXPR)
    *op = TREE_OPERAND (*op, 0);
  if (TREE_CODE (*op) != SSA_NAME
      || !int_vector_elt (TREE_TYPE (*op), &nop))
    return false;
  *src = lane;
  if (CONVERT_EXPR_CODE_P (code))
    return nop == n;
  if (code == VIEW_CONVERT_EXPR)
    return (nop == n
	    && TYPE_PRECISION (TREE_TYPE (TREE_TYPE (*op)))
	       == TYPE_PRECISION (TREE_TYPE (TREE_TYPE (gimple_assign_lhs
							(def)))));
  if ((code == VEC_UNPACK_LO_EXPR || code == VEC_UNPACK_HI_EXPR)
      && !BYTES_BIG_ENDIAN && nop == 2 * n)
    {
      if (code == VEC_UNPACK_HI_EXPR)
	*src += n;
      return true;
    }
  return false;
}

void
vls_find_gathers (basic_block bb, vec<vls_gather> *out)
{
  number_statements (bb);
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      vls_gather g;
      memset (&g, 0, sizeof g);
      g.stmt = g.first = stmt;
      bool found = false;
      if (gcall *call = dyn_cast<gcall *> (stmt))
	found = builtin_gather (call, &g) || ifn_gather (call, &g);
      else if (gassign *assign = dyn_cast<gassign *> (stmt))
	found = (gimple_assign_rhs_code (assign) == CONSTRUCTOR
		 && emulated_gather (assign, &g));
      if (!found)
	continue;
      if (g.masked && !g.mask && !g.refusal)
	g.refusal = "masked gather: not grouped";
      out->safe_push (g);
    }
}

void
vls_find_scatters (basic_block bb, vec<vls_gather> *out)
{
  number_statements (bb);
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gcall *call = dyn_cast<gcall *> (gsi_stmt (gsi));
      vls_gather g;
      memset (&g, 0, sizeof g);
      g.stmt = g.first = call;
      if (call && builtin_scatter (call, &g))
	out->safe_push (g);
    }
}

bool
vls_addresses_congruent (const vls_gather &a, const vls_gather &b,
			 unsigned span)
{
  if (a.scale != b.scale || a.scale <= 0
      || !operand_equal_p (a.base, b.base))
    return false;
  HOST_WIDE_INT residue = ((a.offset[0] % span) + span) % span;
  for (const vls_gather *g : { &a, &b })
    for (unsigned l = 0; l < g->lanes; l++)
      if (g->index_pow2[l] >= 31
	  || ((HOST_WIDE_INT_1 << g->index_pow2[l]) * g->scale) % span != 0
	  || ((g->offset[l] % span) + span) % span != residue)
	return false;
  return true;
}

bool
vls_gather_distance (const vls_gather &a, const vls_gather &b,
		     HOST_WIDE_INT *dist)
{
  if (a.lanes != b.lanes || a.scale != b.scale
      || !operand_equal_p (a.base, b.base))
    return false;
  for (unsigned l = 0; l < a.lanes; l++)
    {
      const vls_index_lane &x = a.index[l], &y = b.index[l];
      if (x.root != y.root || x.pos != y.pos || x.uns != y.uns)
	return false;
      if (l > 0 && b.offset[l] - a.offset[l] != *dist)
	return false;
      *dist = b.offset[l] - a.offset[l];
    }
  return true;
}
