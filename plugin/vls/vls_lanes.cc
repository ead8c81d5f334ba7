/* Lane values and index resolution: what each lane of a gather's or
   scatter's index vector is (the vector and element it comes from, how
   it is extended, the constant added to it), the range of values a
   lane may hold, a power of two known to divide it, and where a lane of
   a conversion or unpack comes from (vls_lane_source).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_lanes.h"
#include "vls_values.h"

namespace {

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

/* lane_range works on elements of at most this many bits: then the
   bounds of the type (1 << (PREC - 1) and twice it), and those bounds
   moved by up to max_index_add, fit a HOST_WIDE_INT with room to
   spare.  */
const unsigned max_range_precision = 32;

/* When DEF is a VEC_PERM_EXPR with a constant selector whose operands
   have N lanes, as many as its result, the operand that lane LANE of
   the result comes from in *OP and the lane of it in *SRC.  The one
   follower of permutations for lane_range and vls_resolve_index_lane.  */
bool
perm_lane_source (gassign *def, unsigned lane, unsigned HOST_WIDE_INT n,
		  tree *op, unsigned *src)
{
  tree sel = gimple_assign_rhs3 (def);
  unsigned HOST_WIDE_INT nin;
  if (TREE_CODE (sel) != VECTOR_CST
      || !TYPE_VECTOR_SUBPARTS (TREE_TYPE (gimple_assign_rhs1 (def)))
	    .is_constant (&nin)
      || nin != n)
    return false;
  tree k = VECTOR_CST_ELT (sel, lane);
  if (!tree_fits_uhwi_p (k))
    return false;
  unsigned HOST_WIDE_INT i = tree_to_uhwi (k) % (2 * n);
  *op = i < n ? gimple_assign_rhs1 (def) : gimple_assign_rhs2 (def);
  *src = i % n;
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
  if (!elt || TYPE_PRECISION (elt) > max_range_precision
      || lane >= n)
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
  gassign *def = (TREE_CODE (v) == SSA_NAME && depth <= vls_max_walk_depth
		  ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (v)) : NULL);
  if (!def)
    return true;
  HOST_WIDE_INT a, b, c;
  tree op;
  unsigned src;
  switch (gimple_assign_rhs_code (def))
    {
    case VEC_PERM_EXPR:
      if (perm_lane_source (def, lane, n, &op, &src)
	  && lane_range (op, src, &a, &b, depth + 1))
	*lo = a, *hi = b;
      return true;
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
   width gives the extended element plus C.  That holds when lane_range
   bounds the sum, and when V's elements are multiples of a power of two
   above C >= 0: the sum only sets low bits that were clear (2 * j + 1
   computed in wrapping arithmetic).  */
bool
add_cannot_wrap_p (tree v, unsigned lane, bool uns, HOST_WIDE_INT c)
{
  if (c >= 0 && c < HOST_WIDE_INT_1 << vls_known_pow2_factor (v))
    return true;
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

/* Bound of the factors scaled_lane multiplies up, so that a scale times
   them, and the constants times them, stay far from overflow.  */
const HOST_WIDE_INT max_index_mul = HOST_WIDE_INT_1 << 12;

/* The step of vls_resolve_index_lane through DEF, a product of element
   LANE (of DEF's result) with a splatted constant: a MULT_EXPR or
   LSHIFT_EXPR of elements as wide as the result's, or a widening
   product of narrower ones.  The constant multiplies *MUL, when the
   product cannot wrap when extended as UNS says: in address-wide
   elements (the address wraps the same way), in signed elements whose
   overflow is undefined, where lane_range bounds it, and always in a
   widening product, which is exact.  */
void
scaled_lane (gassign *def, unsigned lane, bool uns, vls_index_lane *out,
	     HOST_WIDE_INT *add, int depth, HOST_WIDE_INT *mul)
{
  tree v = gimple_assign_lhs (def);
  unsigned HOST_WIDE_INT n, nop;
  tree elt = int_vector_elt (TREE_TYPE (v), &n);
  tree op = gimple_assign_rhs1 (def);
  tree_code code = gimple_assign_rhs_code (def);
  HOST_WIDE_INT c;
  if (!elt || TREE_CODE (op) != SSA_NAME
      || !splat_constant (gimple_assign_rhs2 (def), &c))
    return;
  tree op_elt = int_vector_elt (TREE_TYPE (op), &nop);
  if (!op_elt)
    return;
  unsigned prec = TYPE_PRECISION (elt);
  if (code == LSHIFT_EXPR)
    {
      if (!IN_RANGE (c, 0, 11))
	return;
      c = HOST_WIDE_INT_1 << c;
    }
  if (!IN_RANGE (c, 1, max_index_mul) || *mul * c > max_index_mul)
    return;
  if (code == VEC_WIDEN_MULT_LO_EXPR || code == VEC_WIDEN_MULT_HI_EXPR)
    {
      /* The product of the extended elements: continue with the operand
	 extended as its type says, which is how the result's element
	 extends when it is address-wide or extends the same way.  */
      if (BYTES_BIG_ENDIAN || nop != 2 * n
	  || TYPE_PRECISION (op_elt) * 2 != prec
	  || !(prec == POINTER_SIZE || uns == TYPE_UNSIGNED (op_elt)))
	return;
      *mul *= c;
      vls_resolve_index_lane (op, lane + (code == VEC_WIDEN_MULT_HI_EXPR
					  ? n : 0),
			      TYPE_UNSIGNED (op_elt), out, add, depth + 1, mul);
      return;
    }
  if (nop != n || TYPE_PRECISION (op_elt) != prec)
    return;
  if (prec != POINTER_SIZE && !(TYPE_OVERFLOW_UNDEFINED (elt) && !uns))
    {
      /* The product's range, read the way the element extends.  */
      HOST_WIDE_INT lo, hi, half = HOST_WIDE_INT_1 << (prec - 1);
      if (!lane_range (op, lane, &lo, &hi, 0)
	  || (uns && lo < 0)
	  || lo * c < (uns ? 0 : -half)
	  || hi * c > (uns ? 2 * half - 1 : half - 1))
	return;
    }
  *mul *= c;
  vls_resolve_index_lane (op, lane, uns, out, add, depth + 1, mul);
}

} // namespace

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
   of V is the extended element of OUT plus *ADD.  With MUL, products
   with splatted constants are followed too (scaled_lane), and the
   extended element of V is *MUL times that of OUT plus *ADD.  */
void
vls_resolve_index_lane (tree v, unsigned lane, bool uns, vls_index_lane *out,
			HOST_WIDE_INT *add, int depth, HOST_WIDE_INT *mul)
{
  out->root = v;
  out->pos = lane;
  out->uns = uns;
  if (TREE_CODE (v) != SSA_NAME || depth > vls_max_walk_depth)
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
      if (perm_lane_source (def, lane, n, &op, &src))
	vls_resolve_index_lane (op, src, uns, out, add, depth + 1, mul);
      return;
    case PLUS_EXPR:
      {
	HOST_WIDE_INT c;
	tree op0 = gimple_assign_rhs1 (def);
	HOST_WIDE_INT m = mul ? *mul : 1;
	if (!splat_constant (gimple_assign_rhs2 (def), &c)
	    || !IN_RANGE (c, -max_index_add, max_index_add)
	    || !IN_RANGE (*add + m * c, -max_index_add, max_index_add))
	  return;
	if (prec != POINTER_SIZE
	    && !(TYPE_OVERFLOW_UNDEFINED (elt) && !uns)
	    && !add_cannot_wrap_p (op0, lane, uns, c))
	  return;
	*add += m * c;
	vls_resolve_index_lane (op0, lane, uns, out, add, depth + 1, mul);
	return;
      }
    case MULT_EXPR:
    case LSHIFT_EXPR:
    case VEC_WIDEN_MULT_LO_EXPR:
    case VEC_WIDEN_MULT_HI_EXPR:
      if (mul)
	scaled_lane (def, lane, uns, out, add, depth, mul);
      return;
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
	  vls_resolve_index_lane (op, src, uns, out, add, depth + 1, mul);
	else if (op_prec < prec
		 && (prec == POINTER_SIZE || uns == TYPE_UNSIGNED (op_elt)))
	  vls_resolve_index_lane (op, src, TYPE_UNSIGNED (op_elt), out, add,
				  depth + 1, mul);
	return;
      }
    }
}

int
vls_extracted_lane (gimple *stmt, tree *vec)
{
  gassign *def = dyn_cast<gassign *> (stmt);
  if (!def || gimple_assign_rhs_code (def) != BIT_FIELD_REF
      || TREE_CODE (gimple_assign_lhs (def)) != SSA_NAME)
    return -1;
  tree t = gimple_assign_lhs (def);
  tree ref = gimple_assign_rhs1 (def);
  *vec = TREE_OPERAND (ref, 0);
  if (TREE_CODE (*vec) != SSA_NAME || !VECTOR_TYPE_P (TREE_TYPE (*vec))
      || !INTEGRAL_TYPE_P (TREE_TYPE (TREE_TYPE (*vec))))
    return -1;
  unsigned HOST_WIDE_INT bits = tree_to_uhwi (TYPE_SIZE (TREE_TYPE (t)));
  unsigned HOST_WIDE_INT size = tree_to_uhwi (TREE_OPERAND (ref, 1));
  unsigned HOST_WIDE_INT pos = tree_to_uhwi (TREE_OPERAND (ref, 2));
  unsigned HOST_WIDE_INT elt
    = tree_to_uhwi (TYPE_SIZE (TREE_TYPE (TREE_TYPE (*vec))));
  if (size != elt || bits != elt || pos % elt != 0
      || TYPE_PRECISION (TREE_TYPE (t)) != elt)
    return -1;
  return pos / elt;
}

/* If T is an element of an integer vector (a BIT_FIELD_REF of a whole
   element), describe it in *OUT, with the constant it is above the
   element of *OUT in *ADD; UNS says how T is extended.  */
bool
vls_index_element_p (tree t, bool uns, vls_index_lane *out,
		     HOST_WIDE_INT *add)
{
  tree vec;
  int lane = (TREE_CODE (t) == SSA_NAME
	      ? vls_extracted_lane (SSA_NAME_DEF_STMT (t), &vec) : -1);
  if (lane < 0)
    return false;
  *add = 0;
  vls_resolve_index_lane (vec, lane, uns, out, add, 0);
  return true;
}

/* The splatted constant ROOT's definition DEF multiplies or shifts its
   first operand by, as a factor in *C, and whether the operation is a
   product (a shift's factor is 1 << its count); false for any other
   definition.  */
static bool
constant_factor (tree root, gassign **def, HOST_WIDE_INT *c, bool *product)
{
  *def = (TREE_CODE (root) == SSA_NAME
	  ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (root)) : NULL);
  unsigned HOST_WIDE_INT n;
  if (!*def || !int_vector_elt (TREE_TYPE (root), &n)
      || get_gimple_rhs_class (gimple_assign_rhs_code (*def))
	 != GIMPLE_BINARY_RHS
      || !splat_constant (gimple_assign_rhs2 (*def), c))
    return false;
  switch (gimple_assign_rhs_code (*def))
    {
    case MULT_EXPR:
    case VEC_WIDEN_MULT_LO_EXPR:
    case VEC_WIDEN_MULT_HI_EXPR:
      *product = true;
      return *c != 0;
    case LSHIFT_EXPR:
      *product = false;
      return true;
    default:
      return false;
    }
}

/* log2 of the power of two that the product by C (PRODUCT), or the left
   shift by C, that defines the integer vector ROOT leaves in every
   element (modulo the element width, which keeps it below the width).  */
static unsigned
pow2_of_factor (tree root, HOST_WIDE_INT c, bool product)
{
  unsigned prec = TYPE_PRECISION (TREE_TYPE (TREE_TYPE (root)));
  if (product)
    return MIN ((unsigned) ctz_hwi (c), prec - 1);
  return IN_RANGE (c, 0, (HOST_WIDE_INT) prec - 1) ? (unsigned) c : 0;
}

/* log2 of a power of two that divides every element of the integer
   vector ROOT: a product with, or a left shift by, a splatted constant
   (pow2_of_factor).  */
unsigned
vls_known_pow2_factor (tree root)
{
  gassign *def;
  HOST_WIDE_INT c;
  bool product;
  if (!constant_factor (root, &def, &c, &product))
    return 0;
  return pow2_of_factor (root, c, product);
}

/* True when the product of the address-wide integer vector OP's
   elements with C cannot wrap, read as signed numbers: OP's elements
   are narrower ones converted or unpacked (GCC 12 to 14 compute
   3 * j in 64-bit unsigned elements unpacked from int ones), so that
   |C| times any of them fits.  */
static bool
narrow_product_exact_p (tree op, HOST_WIDE_INT c)
{
  gassign *def = (TREE_CODE (op) == SSA_NAME
		  ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (op)) : NULL);
  unsigned HOST_WIDE_INT n;
  tree elt = int_vector_elt (TREE_TYPE (op), &n);
  tree src;
  unsigned lane;
  if (!def || !elt || TYPE_PRECISION (elt) != POINTER_SIZE
      || !vls_lane_source (def, 0, &src, &lane))
    return false;
  unsigned narrow = TYPE_PRECISION (TREE_TYPE (TREE_TYPE (src)));
  return (narrow <= 32
	  && absu_hwi (c) <= HOST_WIDE_INT_1U << (POINTER_SIZE - 2 - narrow));
}

HOST_WIDE_INT
vls_known_factor (tree root, bool uns)
{
  gassign *def;
  HOST_WIDE_INT c;
  bool product;
  if (!constant_factor (root, &def, &c, &product))
    return 1;
  /* A widening product never wraps, nor does one whose overflow is
     undefined, nor one of address-wide elements extended from narrow
     ones (narrow_product_exact_p); any other keeps only the power of
     two that divides its constant, as the element's width is a
     multiple of it.  So does an element narrower than an address
     extended the other way than its type reads it: that adds a power
     of two to a negative value (or takes one from a large one).  */
  tree elt = TREE_TYPE (TREE_TYPE (root));
  tree_code code = gimple_assign_rhs_code (def);
  bool same_extension = (TYPE_UNSIGNED (elt) == uns
			 || TYPE_PRECISION (elt) >= POINTER_SIZE);
  bool exact = (same_extension
		&& (code == VEC_WIDEN_MULT_LO_EXPR
		    || code == VEC_WIDEN_MULT_HI_EXPR
		    || (code == MULT_EXPR
			&& (TYPE_OVERFLOW_UNDEFINED (elt)
			    || narrow_product_exact_p
				 (gimple_assign_rhs1 (def), c)))));
  if (product && exact && IN_RANGE (absu_hwi (c), 1, HOST_WIDE_INT_1 << 30))
    return (HOST_WIDE_INT) absu_hwi (c);
  return HOST_WIDE_INT_1 << MIN (pow2_of_factor (root, c, product), 30u);
}

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

