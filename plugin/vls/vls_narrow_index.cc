/* Narrow indices kept narrow (see vls_narrow_index.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_narrow_index.h"
#include "loop_info.h"

namespace {

/* Widest index source kept narrow, in bits.  */
const unsigned max_narrow_bits = 16;

/* How many statements linear_offset follows.  */
const int max_depth = 8;

/* Largest magnitude of a coefficient or a bound linear_offset keeps:
   far from overflowing a HOST_WIDE_INT or the address's type.  */
const HOST_WIDE_INT max_magnitude = HOST_WIDE_INT_1 << 40;

/* A value Y * A + B with a narrow unsigned Y, within [LOW, HIGH] for
   every value of Y.  */
struct linear
{
  tree y;
  HOST_WIDE_INT a, b, low, high;
};

/* Whether every value of L fits TYPE.  */
bool
fits_type_p (const linear &l, tree type)
{
  unsigned prec = TYPE_PRECISION (type);
  if (prec >= HOST_BITS_PER_WIDE_INT - 1)
    return l.low >= (TYPE_UNSIGNED (type) ? 0 : -max_magnitude)
	   && l.high <= max_magnitude;
  HOST_WIDE_INT lo = TYPE_UNSIGNED (type) ? 0 : -(HOST_WIDE_INT_1 << (prec - 1));
  HOST_WIDE_INT hi = TYPE_UNSIGNED (type)
		     ? (HOST_WIDE_INT_1 << prec) - 1
		     : (HOST_WIDE_INT_1 << (prec - 1)) - 1;
  return l.low >= lo && l.high <= hi;
}

/* Scales L by C (> 0), when the result stays small.  */
bool
scale (linear *l, HOST_WIDE_INT c)
{
  if (c <= 0 || c > max_magnitude / (l->high + 1)
      || c > max_magnitude / (l->a + 1)
      || (l->b && c > max_magnitude / (l->b < 0 ? -l->b : l->b)))
    return false;
  l->a *= c, l->b *= c, l->low *= c, l->high *= c;
  return true;
}

/* Whether the integer value V is, exactly and without overflow in any
   type on the way, Y * A + B for a narrow unsigned Y, into *L; whether
   it is already (T) Y * A + B into *CANONICAL (the form the vectorizer
   reads to the narrow Y).  */
bool
linear_offset (tree v, linear *l, bool *canonical, int depth)
{
  tree type = TREE_TYPE (v);
  if (TREE_CODE (v) != SSA_NAME || !INTEGRAL_TYPE_P (type)
      || depth > max_depth)
    return false;
  if (TYPE_UNSIGNED (type) && TYPE_PRECISION (type) <= max_narrow_bits)
    {
      *l = { v, 1, 0, 0, (HOST_WIDE_INT_1 << TYPE_PRECISION (type)) - 1 };
      *canonical = true;
      return true;
    }
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (v));
  if (!def)
    return false;
  tree_code code = gimple_assign_rhs_code (def);
  tree op0 = gimple_assign_rhs1 (def);
  bool inner_canonical;
  if (CONVERT_EXPR_CODE_P (code))
    {
      if (!INTEGRAL_TYPE_P (TREE_TYPE (op0))
	  || !linear_offset (op0, l, &inner_canonical, depth + 1)
	  || !fits_type_p (*l, type))
	return false;
      /* A conversion straight from the narrow value reads to it.  */
      *canonical = l->y == op0;
      return true;
    }
  tree op1 = gimple_assign_rhs2 (def);
  if (!op1 || !tree_fits_shwi_p (op1)
      || !linear_offset (op0, l, &inner_canonical, depth + 1))
    return false;
  HOST_WIDE_INT c = tree_to_shwi (op1);
  bool ok;
  switch (code)
    {
    case MULT_EXPR:
      ok = scale (l, c);
      /* One product, of the converted value.  */
      *canonical = inner_canonical && l->b == 0 && l->a == c;
      break;
    case LSHIFT_EXPR:
      ok = c >= 0 && c < 16 && scale (l, HOST_WIDE_INT_1 << c);
      *canonical = false;
      break;
    case PLUS_EXPR:
    case MINUS_EXPR:
      if (code == MINUS_EXPR)
	c = -c;
      ok = c > -max_magnitude && c < max_magnitude;
      l->b += c, l->low += c, l->high += c;
      /* One sum, of the converted value or of one product of it.  */
      *canonical = inner_canonical && l->b == c;
      break;
    default:
      return false;
    }
  return ok && fits_type_p (*l, type);
}

/* Whether every use of the pointer PTR reads or writes memory at it in
   elements of BYTES bytes: the accesses a narrow offset lets GCC
   emulate as gathers.  Wider elements keep their int offsets, which
   gather instructions take.  */
bool
accessed_in_elements_of (tree ptr, unsigned bytes)
{
  imm_use_iterator it;
  use_operand_p use;
  bool any = false;
  FOR_EACH_IMM_USE_FAST (use, it, ptr)
    {
      gimple *stmt = USE_STMT (use);
      if (is_gimple_debug (stmt))
	continue;
      gassign *assign = dyn_cast<gassign *> (stmt);
      if (!assign || !gimple_assign_single_p (assign) || !gimple_vuse (assign))
	return false;
      tree ref = gimple_vdef (assign) ? gimple_assign_lhs (assign)
				      : gimple_assign_rhs1 (assign);
      if (TREE_CODE (ref) != MEM_REF || TREE_OPERAND (ref, 0) != ptr
	  || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (TREE_TYPE (ref)))
	  || tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (ref))) != bytes)
	return false;
      any = true;
    }
  return any;
}

} // namespace

unsigned
vls_keep_indices_narrow (class loop *loop, FILE *dump)
{
  return vshape_visit_loop_assigns (loop, [=] (gassign *stmt,
					       gimple_stmt_iterator *gsi) {
    if (gimple_assign_rhs_code (stmt) != POINTER_PLUS_EXPR)
      return false;
    tree off = gimple_assign_rhs2 (stmt);
    linear l;
    bool canonical;
    if (!linear_offset (off, &l, &canonical, 0) || canonical
	|| l.low < 0
	|| !accessed_in_elements_of (gimple_assign_lhs (stmt),
				     tree_to_uhwi (TYPE_SIZE_UNIT
						   (TREE_TYPE (l.y)))))
      return false;
    tree type = TREE_TYPE (off);
    gimple_seq seq = NULL;
    tree wide = gimple_convert (&seq, type, l.y);
    tree sum = gimple_build (&seq, MULT_EXPR, type, wide,
			     build_int_cst (type, l.a));
    if (l.b)
      sum = gimple_build (&seq, PLUS_EXPR, type, sum,
			  build_int_cst (type, l.b));
    gsi_insert_seq_before (gsi, seq, GSI_SAME_STMT);
    gimple_assign_set_rhs2 (stmt, sum);
    update_stmt (stmt);
    if (dump)
      {
	fprintf (dump, ";; narrow index: offset ");
	print_generic_expr (dump, off, TDF_SLIM);
	fprintf (dump, " of ");
	print_gimple_stmt (dump, stmt, 0, TDF_SLIM);
	fprintf (dump, ";; narrow index:   is ");
	print_generic_expr (dump, l.y, TDF_SLIM);
	fprintf (dump, " * " HOST_WIDE_INT_PRINT_DEC " + "
		 HOST_WIDE_INT_PRINT_DEC ", at most "
		 HOST_WIDE_INT_PRINT_DEC ": computed so\n", l.a, l.b,
		 l.high);
      }
    return true;
  });
}
