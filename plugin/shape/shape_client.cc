/* The GIMPLE client of the shape analysis.

   The copy of a candidate loop L in the core IR has one block per block
   of L, a synthetic entry block standing for everything before L (all
   edges into L leave from it) and one block outside every loop per
   block that L exits to.  SSA names defined outside L, and constants
   that are not integers, are "external" operands (uniform); every other
   SSA name is the instruction of its defining statement.  The address
   of each memory reference is computed by hidden instructions (pointer
   plus offset, array element, field), so that a load or store has the
   shape of its address.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "shape_client.h"

namespace {

/* The size in bytes of a value of TYPE, 0 when not a small constant.  */
unsigned
type_bytes (tree type)
{
  tree size = TYPE_SIZE_UNIT (type);
  if (!size || !tree_fits_uhwi_p (size) || tree_to_uhwi (size) > 64)
    return 0;
  return (unsigned) tree_to_uhwi (size);
}

/* Whether values of TYPE are integers or pointers, the types whose
   strides the analysis follows.  */
bool
stride_type_p (tree type)
{
  return INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type);
}

/* The instruction flags for a result of TYPE.  */
unsigned
type_flags (tree type)
{
  return POINTER_TYPE_P (type) ? VS_INSN_POINTER : 0;
}

/* The arithmetic class of CODE on integers or pointers, or VS_OP_OTHER.  */
vs_opcode
arith_opcode (tree_code code)
{
  switch (code)
    {
    case PLUS_EXPR: return VS_OP_ADD;
    case MINUS_EXPR: return VS_OP_SUB;
    case NEGATE_EXPR: return VS_OP_NEGATE;
    case MULT_EXPR: return VS_OP_MUL;
    case LSHIFT_EXPR: return VS_OP_SHL;
    case POINTER_PLUS_EXPR: return VS_OP_POINTER_PLUS;
    case NOP_EXPR: case CONVERT_EXPR: case SSA_NAME: return VS_OP_CONVERT;
    case COND_EXPR: return VS_OP_SELECT;
    default: return VS_OP_OTHER;
    }
}

/* qsort order of (position, block) pairs by position.  */
int
compare_first (const void *a, const void *b)
{
  int x = static_cast<const std::pair<int, basic_block> *> (a)->first;
  int y = static_cast<const std::pair<int, basic_block> *> (b)->first;
  return x < y ? -1 : x > y;
}

} // namespace

loop_shapes::loop_shapes (class loop *loop, const vec<int> &order)
  : m_loop (loop), m_nest (vs_nest_create ()), m_result (NULL),
    m_failure (NULL), m_entry (VS_NONE)
{
  if (!m_nest)
    fail ("out of memory");
  else
    build (order);
}

loop_shapes::~loop_shapes ()
{
  vs_divergence_destroy (m_result);
  vs_nest_destroy (m_nest);
}

void
loop_shapes::fail (const char *why)
{
  if (!m_failure)
    m_failure = why;
}

void
loop_shapes::build (const vec<int> &order)
{
  add_loops (m_loop, VS_NONE);
  vs_nest_set_context_loop (m_nest, 0);
  add_blocks (order);
  for (unsigned b = 0; b < m_bbs.length (); b++)
    if (m_bbs[b] && flow_bb_inside_loop_p (m_loop, m_bbs[b]))
      add_statements (m_bbs[b]);
  resolve_fixups ();
  add_phi_args ();
}

/* Core loops for LOOP and the loops inside it, parents first.  */
void
loop_shapes::add_loops (class loop *loop, int parent)
{
  int id = vs_nest_add_loop (m_nest, parent);
  if (id < 0)
    return fail ("core IR error");
  m_loops.safe_push (loop);
  m_loop_of_num.put (loop->num, id);
  for (class loop *inner = loop->inner; inner; inner = inner->next)
    add_loops (inner, id);
}

/* The synthetic entry, one core block per block of the loop in ORDER,
   the exit blocks, and every edge.  */
void
loop_shapes::add_blocks (const vec<int> &order)
{
  m_entry = vs_nest_add_block (m_nest, VS_NONE);
  vs_nest_set_entry (m_nest, m_entry);
  m_bbs.safe_push (NULL);

  basic_block *body = get_loop_body (m_loop);
  auto_vec<std::pair<int, basic_block> > by_order;
  for (unsigned i = 0; i < m_loop->num_nodes; i++)
    by_order.safe_push ({ order[body[i]->index], body[i] });
  free (body);
  by_order.qsort (compare_first);
  auto_vec<basic_block> sorted;
  for (auto &p : by_order)
    sorted.safe_push (p.second);

  for (basic_block bb : sorted)
    {
      int loop = *m_loop_of_num.get (bb->loop_father->num);
      int block = vs_nest_add_block (m_nest, loop);
      m_block_of_bb.put (bb->index, block);
      m_bbs.safe_push (bb);
    }
  for (unsigned l = 0; l < m_loops.length (); l++)
    vs_nest_set_loop_header (m_nest, (int) l,
			     *m_block_of_bb.get (m_loops[l]->header->index));

  for (basic_block bb : sorted)
    {
      int block = *m_block_of_bb.get (bb->index);
      edge e;
      edge_iterator ei;
      int first = -1;
      FOR_EACH_EDGE (e, ei, bb->preds)
	{
	  int *src = m_block_of_bb.get (e->src->index);
	  int id = vs_nest_add_edge (m_nest, src ? *src : m_entry, block);
	  if (first < 0)
	    first = id;
	}
      m_first_pred_edge.put (block, first);
    }
  for (basic_block bb : sorted)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (!flow_bb_inside_loop_p (m_loop, e->dest))
	  {
	    bool existed;
	    int &exit = m_exit_block.get_or_insert (e->dest->index, &existed);
	    if (!existed)
	      {
		exit = vs_nest_add_block (m_nest, VS_NONE);
		m_bbs.safe_push (e->dest);
	      }
	    vs_nest_add_edge (m_nest, *m_block_of_bb.get (bb->index), exit);
	  }
    }
}

/* Whether NAME is an SSA name defined by a statement of the loop.  */
bool
loop_shapes::inside (tree name) const
{
  if (TREE_CODE (name) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (name))
    return false;
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (name));
  return bb && flow_bb_inside_loop_p (m_loop, bb);
}

/* An external operand for T, the same one for the same tree.  */
vs_operand
loop_shapes::external (tree t)
{
  bool existed;
  int &id = m_external_id.get_or_insert (t, &existed);
  if (!existed)
    id = (int) m_external_id.elements () - 1;
  return vs_op_external (id);
}

/* A hidden instruction of unknown value: Random when the loop has more
   than one lane.  */
loop_shapes::pending_operand
loop_shapes::unknown (int block, gimple *stmt)
{
  auto_vec<pending_operand> none;
  int id = add_insn (block, VS_OP_CALL, 0, 0, none, stmt, true);
  return { vs_op_value (id), NULL_TREE };
}

/* A hidden instruction OPCODE (A, B).  */
loop_shapes::pending_operand
loop_shapes::hidden (int block, vs_opcode opcode, unsigned flags,
		     pending_operand a, pending_operand b, gimple *stmt)
{
  auto_vec<pending_operand, 2> ops;
  ops.quick_push (a);
  ops.quick_push (b);
  unsigned size = (flags & VS_INSN_POINTER) ? POINTER_SIZE_UNITS : 8;
  int id = add_insn (block, opcode, size, flags, ops, stmt, true);
  return { vs_op_value (id), NULL_TREE };
}

/* The operand for the value T read by STMT in BLOCK.  */
loop_shapes::pending_operand
loop_shapes::value_of (int block, tree t, gimple *stmt)
{
  if (TREE_CODE (t) == SSA_NAME)
    {
      if (!inside (t))
	return { external (t), NULL_TREE };
      if (int *insn = m_insn_of_ssa.get (SSA_NAME_VERSION (t)))
	return { vs_op_value (*insn), NULL_TREE };
      return { vs_op_const (0), t };
    }
  if (TREE_CODE (t) == INTEGER_CST && TYPE_PRECISION (TREE_TYPE (t)) <= 64)
    return { vs_op_const (wi::to_wide (t).to_shwi ()), NULL_TREE };
  if (is_gimple_min_invariant (t))
    return { external (t), NULL_TREE };
  if (COMPARISON_CLASS_P (t))
    return hidden (block, VS_OP_OTHER, 0,
		   value_of (block, TREE_OPERAND (t, 0), stmt),
		   value_of (block, TREE_OPERAND (t, 1), stmt), stmt);
  /* Anything else (a read of memory, an unexpected operand) might
     differ between lanes.  */
  return unknown (block, stmt);
}

/* The operand for the address of the memory reference REF of STMT.  */
loop_shapes::pending_operand
loop_shapes::address_of (int block, tree ref, gimple *stmt)
{
  const unsigned ptr = VS_INSN_POINTER;
  switch (TREE_CODE (ref))
    {
    case MEM_REF:
      {
	pending_operand base = value_of (block, TREE_OPERAND (ref, 0), stmt);
	poly_offset_int off = mem_ref_offset (ref);
	if (!off.is_constant () || !wi::fits_shwi_p (off.to_constant ()))
	  return unknown (block, stmt);
	HOST_WIDE_INT bytes = off.to_constant ().to_shwi ();
	if (bytes == 0)
	  return base;
	return hidden (block, VS_OP_POINTER_PLUS, ptr, base,
		       { vs_op_const (bytes), NULL_TREE }, stmt);
      }
    case ARRAY_REF:
    case ARRAY_RANGE_REF:
      {
	pending_operand base = address_of (block, TREE_OPERAND (ref, 0), stmt);
	pending_operand index = value_of (block, TREE_OPERAND (ref, 1), stmt);
	tree low = array_ref_low_bound (ref);
	if (!integer_zerop (low))
	  index = hidden (block, VS_OP_SUB, 0, index,
			  value_of (block, low, stmt), stmt);
	auto_vec<pending_operand, 3> ops;
	ops.quick_push (base);
	ops.quick_push (index);
	ops.quick_push (value_of (block, array_ref_element_size (ref), stmt));
	int id = add_insn (block, VS_OP_ADDR_ELEMENT, POINTER_SIZE_UNITS, ptr,
			   ops, stmt, true);
	return { vs_op_value (id), NULL_TREE };
      }
    case COMPONENT_REF:
      {
	pending_operand base = address_of (block, TREE_OPERAND (ref, 0), stmt);
	tree field = TREE_OPERAND (ref, 1);
	tree offset = component_ref_field_offset (ref);
	tree bits = DECL_FIELD_BIT_OFFSET (field);
	if (!offset || !tree_fits_shwi_p (offset) || !tree_fits_shwi_p (bits))
	  return unknown (block, stmt);
	HOST_WIDE_INT bytes = tree_to_shwi (offset)
			      + tree_to_shwi (bits) / BITS_PER_UNIT;
	return hidden (block, VS_OP_ADDR_FIELD, ptr, base,
		       { vs_op_const (bytes), NULL_TREE }, stmt);
      }
    case BIT_FIELD_REF:
      {
	pending_operand base = address_of (block, TREE_OPERAND (ref, 0), stmt);
	tree bits = TREE_OPERAND (ref, 2);
	if (!tree_fits_shwi_p (bits))
	  return unknown (block, stmt);
	return hidden (block, VS_OP_ADDR_FIELD, ptr, base,
		       { vs_op_const (tree_to_shwi (bits) / BITS_PER_UNIT),
			 NULL_TREE }, stmt);
      }
    case IMAGPART_EXPR:
      {
	pending_operand base = address_of (block, TREE_OPERAND (ref, 0), stmt);
	unsigned part = type_bytes (TREE_TYPE (ref));
	if (part == 0)
	  return unknown (block, stmt);
	return hidden (block, VS_OP_ADDR_FIELD, ptr, base,
		       { vs_op_const (part), NULL_TREE }, stmt);
      }
    case REALPART_EXPR:
    case VIEW_CONVERT_EXPR:
      return address_of (block, TREE_OPERAND (ref, 0), stmt);
    case VAR_DECL:
    case PARM_DECL:
    case RESULT_DECL:
    case CONST_DECL:
    case STRING_CST:
      /* One object: the same address in every iteration.  */
      return { external (ref), NULL_TREE };
    default:
      return unknown (block, stmt);
    }
}

/* Appends an instruction for STMT (its cookie) to BLOCK.  Operands
   naming instructions not built yet are set by resolve_fixups.  */
int
loop_shapes::add_insn (int block, vs_opcode opcode, unsigned size,
		       unsigned flags, const vec<pending_operand> &ops,
		       gimple *stmt, bool is_hidden)
{
  auto_vec<vs_operand, 4> resolved;
  for (const pending_operand &p : ops)
    resolved.safe_push (p.op);
  vs_insn_desc desc = { opcode, size,
			flags | (is_hidden ? VS_INSN_HIDDEN : 0u),
			(int) resolved.length (),
			resolved.length () ? resolved.address () : NULL, stmt };
  int id = vs_nest_add_insn (m_nest, block, &desc);
  if (id < 0)
    {
      fail ("core IR error");
      return 0;
    }
  for (unsigned i = 0; i < ops.length (); i++)
    if (ops[i].name)
      m_fixups.safe_push ({ id, (int) i, ops[i].name });
  return id;
}

/* Every SSA name STMT defines is the value of INSN.  */
void
loop_shapes::map_defs (gimple *stmt, int insn)
{
  ssa_op_iter it;
  tree def;
  FOR_EACH_SSA_TREE_OPERAND (def, stmt, it, SSA_OP_DEF)
    m_insn_of_ssa.put (SSA_NAME_VERSION (def), insn);
}

void
loop_shapes::add_statements (basic_block bb)
{
  int block = *m_block_of_bb.get (bb->index);
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree res = gimple_phi_result (phi);
      if (virtual_operand_p (res))
	continue;
      auto_vec<pending_operand> none;
      int id = add_insn (block, VS_OP_PHI, type_bytes (TREE_TYPE (res)),
			 type_flags (TREE_TYPE (res)), none, phi, false);
      m_insn_of_ssa.put (SSA_NAME_VERSION (res), id);
      m_phis.safe_push ({ id, phi });
    }
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    add_statement (block, gsi_stmt (gsi));
}

void
loop_shapes::add_statement (int block, gimple *stmt)
{
  auto_vec<pending_operand, 4> ops;
  vs_opcode opcode = VS_OP_OTHER;
  switch (gimple_code (stmt))
    {
    case GIMPLE_DEBUG:
    case GIMPLE_LABEL:
    case GIMPLE_NOP:
    case GIMPLE_PREDICT:
      return;
    case GIMPLE_ASSIGN:
      return add_assign (block, as_a<gassign *> (stmt));
    case GIMPLE_CALL:
      return add_call (block, as_a<gcall *> (stmt));
    case GIMPLE_COND:
      ops.safe_push (value_of (block, gimple_cond_lhs (stmt), stmt));
      ops.safe_push (value_of (block, gimple_cond_rhs (stmt), stmt));
      opcode = VS_OP_COND_BRANCH;
      break;
    case GIMPLE_SWITCH:
      ops.safe_push (value_of (block, gimple_switch_index
					(as_a<gswitch *> (stmt)), stmt));
      opcode = VS_OP_SWITCH;
      break;
    case GIMPLE_GOTO:
      ops.safe_push (value_of (block, gimple_goto_dest (stmt), stmt));
      opcode = VS_OP_SWITCH;
      break;
    default:
      /* asm and the rest: an unknown result.  */
      opcode = VS_OP_CALL;
      break;
    }
  int id = add_insn (block, opcode, 0, 0, ops, stmt, false);
  map_defs (stmt, id);
}

/* Whether the integer VALUE, converted by STMT, never wraps around
   within the loop: signed arithmetic does not in a valid program (GCC's
   own induction analysis assumes the same), and GCC's scalar evolution
   proves it for an induction variable of the loop whose trip count
   bounds it.  */
bool
loop_shapes::no_wrap_p (tree value, gimple *stmt) const
{
  tree type = TREE_TYPE (value);
  if (!INTEGRAL_TYPE_P (type))
    return false;
  if (TYPE_OVERFLOW_UNDEFINED (type))
    return true;
  affine_iv iv;
  return TREE_CODE (value) == SSA_NAME
	 && simple_iv (m_loop, loop_containing_stmt (stmt), value, &iv, true)
	 && iv.no_overflow;
}

void
loop_shapes::add_assign (int block, gassign *stmt)
{
  if (gimple_clobber_p (stmt))
    return;
  tree lhs = gimple_assign_lhs (stmt);
  tree type = TREE_TYPE (lhs);
  tree rhs1 = gimple_assign_rhs1 (stmt);
  auto_vec<pending_operand, 4> ops;
  int id;

  if (TREE_CODE (lhs) != SSA_NAME)
    {
      /* A store; an aggregate copy also loads.  */
      pending_operand value;
      if (TREE_CODE (rhs1) == CONSTRUCTOR)
	value = { vs_op_const (0), NULL_TREE };
      else if (gimple_assign_single_p (stmt) && !is_gimple_val (rhs1))
	{
	  auto_vec<pending_operand, 1> addr;
	  addr.quick_push (address_of (block, rhs1, stmt));
	  int load = add_insn (block, VS_OP_LOAD, type_bytes (TREE_TYPE (rhs1)),
			       0, addr, stmt, true);
	  value = { vs_op_value (load), NULL_TREE };
	}
      else
	value = value_of (block, rhs1, stmt);
      ops.safe_push (address_of (block, lhs, stmt));
      ops.safe_push (value);
      add_insn (block, VS_OP_STORE, type_bytes (type), 0, ops, stmt, false);
      return;
    }

  unsigned size = type_bytes (type), flags = type_flags (type);
  tree_code code = gimple_assign_rhs_code (stmt);
  if (gimple_assign_load_p (stmt))
    {
      ops.safe_push (address_of (block, rhs1, stmt));
      id = add_insn (block, VS_OP_LOAD, size, flags, ops, stmt, false);
    }
  else if (code == ADDR_EXPR && !is_gimple_min_invariant (rhs1))
    {
      ops.safe_push (address_of (block, TREE_OPERAND (rhs1, 0), stmt));
      id = add_insn (block, VS_OP_CONVERT, size, flags, ops, stmt, false);
    }
  else
    {
      vs_opcode opcode = arith_opcode (code);
      if (opcode != VS_OP_SELECT && !stride_type_p (type))
	opcode = VS_OP_OTHER;
      if (opcode == VS_OP_CONVERT)
	{
	  tree from = TREE_TYPE (rhs1);
	  if (!stride_type_p (from))
	    opcode = VS_OP_OTHER;
	  else if (no_wrap_p (rhs1, stmt))
	    flags |= VS_INSN_NO_WRAP;
	}
      if (gimple_assign_single_p (stmt) && !is_gimple_val (rhs1)
	  && TREE_CODE_LENGTH (code) > 0)
	/* An operation on a register written as one tree
	   (REALPART_EXPR <x>, BIT_FIELD_REF <v, 32, 0>...).  */
	ops.safe_push (value_of (block, TREE_OPERAND (rhs1, 0), stmt));
      else if (gimple_assign_single_p (stmt) && !is_gimple_val (rhs1))
	ops.safe_push (unknown (block, stmt));
      else
	for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
	  ops.safe_push (value_of (block, gimple_op (stmt, i), stmt));
      if (opcode == VS_OP_SELECT && ops.length () != 3)
	opcode = VS_OP_OTHER;
      id = add_insn (block, opcode, size, flags, ops, stmt, false);
    }
  map_defs (stmt, id);
}

void
loop_shapes::add_call (int block, gcall *stmt)
{
  auto_vec<pending_operand, 4> ops;
  vs_opcode opcode = VS_OP_CALL;
  unsigned flags = 0;
  if (gimple_call_internal_p (stmt, IFN_GOMP_SIMD_LANE))
    opcode = VS_OP_LANE_ID;
  else
    {
      if (gimple_call_flags (stmt) & (ECF_CONST | ECF_PURE))
	flags |= VS_INSN_CONST_CALL;
      for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
	ops.safe_push (value_of (block, gimple_call_arg (stmt, i), stmt));
    }
  tree lhs = gimple_call_lhs (stmt);
  unsigned size = lhs ? type_bytes (TREE_TYPE (lhs)) : 0;
  if (lhs)
    flags |= type_flags (TREE_TYPE (lhs));
  int id = add_insn (block, opcode, size, flags, ops, stmt, false);
  map_defs (stmt, id);
}

/* Sets the operands that named instructions built later.  */
void
loop_shapes::resolve_fixups ()
{
  for (const fixup &f : m_fixups)
    {
      int *insn = m_insn_of_ssa.get (SSA_NAME_VERSION (f.name));
      if (!insn)
	return fail ("an SSA name of the loop has no defining statement");
      vs_nest_set_operand (m_nest, f.insn, f.index, vs_op_value (*insn));
    }
}

/* One argument per incoming edge of each phi.  */
void
loop_shapes::add_phi_args ()
{
  for (const phi_insn &p : m_phis)
    {
      int block = vs_nest_insn_block (m_nest, p.insn);
      int first = *m_first_pred_edge.get (block);
      for (unsigned i = 0; i < gimple_phi_num_args (p.phi); i++)
	{
	  pending_operand op = value_of (block, gimple_phi_arg_def (p.phi, i),
					 p.phi);
	  if (op.name)
	    {
	      int *insn = m_insn_of_ssa.get (SSA_NAME_VERSION (op.name));
	      if (!insn)
		return fail ("an SSA name of the loop has no defining "
			     "statement");
	      op.op = vs_op_value (*insn);
	    }
	  vs_nest_add_phi_arg (m_nest, p.insn, first + (int) i, op.op);
	}
    }
}

bool
loop_shapes::analyse (const vs_trace *trace)
{
  if (m_failure)
    return false;
  int st = vs_nest_finish (m_nest);
  if (st == VS_OK)
    st = vs_divergence_compute (m_nest, trace, &m_result);
  if (st != VS_OK)
    fail (vs_status_name (st));
  return st == VS_OK;
}

vs_access_kind
loop_shapes::load_access (tree loaded) const
{
  if (!inside (loaded) || !m_result)
    return VS_ACCESS_NONE;
  const int *insn = const_cast<loop_shapes *> (this)->m_insn_of_ssa.get
    (SSA_NAME_VERSION (loaded));
  if (!insn || vs_nest_insn_opcode (m_nest, *insn) != VS_OP_LOAD)
    return VS_ACCESS_NONE;
  return vs_divergence_access (m_result, *insn);
}

vs_shape
loop_shapes::ssa_shape (tree name) const
{
  if (TREE_CODE (name) != SSA_NAME)
    return is_gimple_min_invariant (name) ? vs_shape_uniform ()
					  : vs_shape_random ();
  if (!inside (name))
    return vs_shape_uniform ();
  const int *insn = const_cast<loop_shapes *> (this)->m_insn_of_ssa.get
    (SSA_NAME_VERSION (name));
  if (!insn || !m_result)
    return vs_shape_random ();
  return vs_divergence_shape (m_result, *insn);
}
