/* The callbacks through which the VLS server asks the GIMPLE client
   about its memrefs (gathers and scatters): distances, congruence,
   motion (GCC's alias oracle), costs and shuffle legality.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "x86_builtins.h"
#include "vls_client.h"
#include "vls_find.h"
#include "vls_lane_stores.h"
#include "vls_values.h"

namespace {

const vls_access &
gather_of (const vs_vls_memref *m)
{
  return *static_cast<const vls_access *> (m->handle);
}

bool
const_distance (void *, const vs_vls_memref *from, const vs_vls_memref *to,
		int64_t *dist)
{
  HOST_WIDE_INT d = 0;
  if (!vls_access_distance (gather_of (from), gather_of (to), &d))
    return false;
  *dist = d;
  return true;
}

/* Masked gathers are grouped when the same mask selects their lanes.  */
bool
same_mask (void *, const vs_vls_memref *a, const vs_vls_memref *b)
{
  tree x = gather_of (a).mask, y = gather_of (b).mask;
  return x && y && vls_same_value_p (x, y);
}

bool
same_num_elements (void *, const vs_vls_memref *a, const vs_vls_memref *b)
{
  return a->lanes == b->lanes;
}

/* The address of the memory reference REF as a pointer: the pointer
   of its MEM_REF base, or the address of its declaration; NULL_TREE when
   it is neither.  */
tree
ref_pointer (tree ref)
{
  tree base = get_base_address (ref);
  if (base && (TREE_CODE (base) == MEM_REF
	       || TREE_CODE (base) == TARGET_MEM_REF))
    return TREE_OPERAND (base, 0);
  if (base && DECL_P (base))
    return build_fold_addr_expr (base);
  return NULL_TREE;
}

/* Argument ARG of CALL when it is a pointer; NULL_TREE otherwise.  */
tree
pointer_arg (gcall *call, unsigned arg)
{
  tree a = gimple_call_arg (call, arg);
  return POINTER_TYPE_P (TREE_TYPE (a)) ? a : NULL_TREE;
}

/* The pointer through which STMT, which writes memory, writes: the
   address of a store's destination, or the pointer argument of a masked
   store or a scatter; NULL_TREE when it is not known.  */
tree
written_pointer (gimple *stmt)
{
  if (gimple_assign_single_p (stmt))
    return ref_pointer (gimple_assign_lhs (stmt));
  gcall *call = dyn_cast<gcall *> (stmt);
  if (!call)
    return NULL_TREE;
  if (gimple_call_internal_p (call))
    switch (gimple_call_internal_fn (call))
      {
      case IFN_MASK_STORE:
      case IFN_LEN_STORE:
      case IFN_SCATTER_STORE:
      case IFN_MASK_SCATTER_STORE:
	return gimple_call_arg (call, 0);
      default:
	return NULL_TREE;
      }
  return vshape_scatter_builtin_p (call) ? pointer_arg (call, 0) : NULL_TREE;
}

/* Describe STMT in *A when it is a gather call (DIR VLS_READS: a
   builtin or an internal function) or an AVX-512 scatter builtin (DIR
   VLS_WRITES) whose address the pass understands; for the cost client
   (CTX's scalar_lanes), a scalar load or store through an index, as
   the gather or scatter it will become.  */
bool
call_access (const vls_client_ctx *ctx, gimple *stmt, vls_direction dir,
	     vls_access *a)
{
  if (ctx->scalar_lanes)
    return vls_describe_scalar_access (stmt, dir, ctx->scalar_lanes, a);
  gcall *call = dyn_cast<gcall *> (stmt);
  memset (a, 0, sizeof *a);
  a->dir = dir;
  a->stmt = a->first = stmt;
  if (!call)
    return false;
  bool found = (dir == VLS_WRITES
		? vls_recognize_builtin_scatter (call, a)
		: (vls_recognize_builtin_gather (call, a)
		   || vls_recognize_ifn_gather (call, a)));
  return found && a->base;
}

/* True when STMT is an AVX-512 scatter none of whose bytes the access M
   touches, in any lane (vls_accesses_apart).  */
bool
scatter_apart (const vls_client_ctx *ctx, const vls_access &m, gimple *stmt)
{
  vls_access s;
  return (call_access (ctx, stmt, VLS_WRITES, &s)
	  && vls_accesses_apart (m, s));
}

/* M's loads move up to where TO's first load is: its base and indices
   must exist there, and no statement from there down to M may write
   memory M may read.  M's lanes read at any offset from its base
   (indices may be negative), so only points-to information decides,
   never offsets from the base: a write through a pointer that may point
   into the same object, or a call other than a masked store or
   scatter, keeps M where it is.  A store of one lane of an omp simd
   loop's redirected pointers may stay between when it writes another
   lane, or other bytes of M's own (vls_lane_store_apart_p), and so may
   a scatter none of whose bytes M reads (scatter_apart).  */
bool
can_move_to (void *data, const vs_vls_memref *mr, const vs_vls_memref *tor)
{
  const vls_client_ctx *ctx = static_cast<const vls_client_ctx *> (data);
  const vls_access &m = gather_of (mr), &to = gather_of (tor);
  gimple *at = to.first;
  if (gimple_bb (m.stmt) != gimple_bb (at)
      || gimple_uid (m.stmt) < gimple_uid (at)
      || !vls_available_at (m.base, at))
    return false;
  for (unsigned l = 0; l < m.lanes; l++)
    if (!vls_available_at (m.index[l].root, at))
      return false;
  bool pointer_base = POINTER_TYPE_P (TREE_TYPE (m.base));
  for (gimple_stmt_iterator gsi = gsi_for_stmt (at);
       gsi_stmt (gsi) != m.stmt; gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (!gimple_vdef (stmt))
	continue;
      if (vls_lane_store_apart_p (m, stmt)
	  || vls_scalar_store_apart_p (m, stmt)
	  || scatter_apart (ctx, m, stmt))
	continue;
      tree written = written_pointer (stmt);
      if (!pointer_base || !written
	  || ptr_derefs_may_alias_p (m.base, written))
	return false;
    }
  return true;
}

/* The pointer through which STMT reads memory: a load's address, or
   the pointer argument of a masked load or a gather; NULL_TREE when it
   is not known.  */
tree
read_pointer (gimple *stmt)
{
  if (gimple_assign_load_p (stmt))
    return ref_pointer (gimple_assign_rhs1 (stmt));
  gcall *call = dyn_cast<gcall *> (stmt);
  if (!call)
    return NULL_TREE;
  if (gimple_call_internal_p (call))
    switch (gimple_call_internal_fn (call))
      {
      case IFN_MASK_LOAD:
      case IFN_LEN_LOAD:
      case IFN_GATHER_LOAD:
      case IFN_MASK_GATHER_LOAD:
	return gimple_call_arg (call, 0);
      default:
	return NULL_TREE;
      }
  return vshape_gather_builtin_p (call) ? pointer_arg (call, 1) : NULL_TREE;
}

bool
addresses_congruent (void *, const vs_vls_memref *a, const vs_vls_memref *b,
		     unsigned span)
{
  return vls_addresses_congruent (gather_of (a), gather_of (b), span);
}

/* Lanes of emulated scatters through a redirect's pointers are the
   iterations of an omp simd loop, in order: GCC vectorizes the loop's
   iterations in order, lane by lane and vector copy by vector copy,
   and B's pointers must be A's, or another copy of them.  */
bool
lanes_are_iterations (void *, const vs_vls_memref *a, const vs_vls_memref *b)
{
  const vls_access &x = gather_of (a), &y = gather_of (b);
  return (x.kind == VLS_SCATTER_EMULATED && y.kind == VLS_SCATTER_EMULATED
	  && vls_same_redirect_p (x.index[0].root, y.index[0].root));
}

/* True when STMT is a gather that no scatter of LIST before it (in
   statement order) may write any of the bytes of: a scatter it moves
   below may not take a value it reads.  */
bool
gather_apart_from_earlier (const vls_client_ctx *ctx, gimple *stmt,
			   const vs_vls_memref *const *list, unsigned n)
{
  vls_access r;
  if (!call_access (ctx, stmt, VLS_READS, &r))
    return false;
  for (unsigned i = 0; i < n; i++)
    {
      const vls_access &s = gather_of (list[i]);
      if (gimple_uid (s.first) < gimple_uid (stmt)
	  && !vls_accesses_apart (r, s))
	return false;
    }
  return true;
}

/* The scatters of LIST move down to the last of them.  Between the
   first and the last, every statement that reads or writes memory must
   be one of them, or access it through a pointer that points-to
   information keeps apart from their base (their lanes may be anywhere
   in that object), or be a gather whose bytes no earlier scatter of
   LIST may write (vls_accesses_apart: the reads of f[j].y and f[j].z
   between the scatters of f[j].x, .y, .z); a redirect's pointers point
   anywhere, so nothing may access memory between their scatters.  For
   the cost client the statements between are scalar, and the loads and
   stores among them are read as the gathers and scatters they will be
   (call_access).  The scatters among themselves keep each lane's
   order; the client proved that lanes' blocks never overlap in part,
   or that the lanes are iterations in order.  */
bool
stores_can_sink (void *data, const vs_vls_memref *const *list, unsigned n)
{
  const vls_client_ctx *ctx = static_cast<const vls_client_ctx *> (data);
  const vls_access &first = gather_of (list[0]);
  const vls_access &last = gather_of (list[n - 1]);
  bool redirected = first.kind == VLS_SCATTER_EMULATED;
  if ((!redirected && !POINTER_TYPE_P (TREE_TYPE (first.base)))
      || gimple_bb (first.first) != gimple_bb (last.stmt))
    return false;
  for (gimple_stmt_iterator gsi = gsi_for_stmt (first.first);
       gsi_stmt (gsi) != last.stmt; gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      bool member = false;
      for (unsigned i = 0; i < n && !member; i++)
	for (gimple *own : vls_scatter_stmts (gather_of (list[i])))
	  member |= own == stmt;
      if (member || !gimple_vuse (stmt))
	continue;
      if (!redirected && !gimple_vdef (stmt)
	  && gather_apart_from_earlier (ctx, stmt, list, n))
	continue;
      bool writes = gimple_vdef (stmt) != NULL_TREE;
      bool reads = !writes || gimple_assign_load_p (stmt);
      tree written = writes ? written_pointer (stmt) : NULL_TREE;
      tree read = reads ? read_pointer (stmt) : NULL_TREE;
      if (redirected
	  || (writes && (!written || ptr_derefs_may_alias_p (first.base,
							      written)))
	  || (reads && (!read || ptr_derefs_may_alias_p (first.base, read))))
	{
	  if (dump_file && (dump_flags & TDF_DETAILS))
	    {
	      fprintf (dump_file, ";; vls: scatters kept in place by: ");
	      print_gimple_stmt (dump_file, stmt, 0, TDF_NONE);
	    }
	  return false;
	}
    }
  return true;
}

int64_t
store_cost (void *, unsigned bytes, unsigned from, bool masked)
{
  return (x86_cost_store (bytes, from)
	  + (masked ? x86_cost_masked_access () : 0));
}

int64_t
gather_cost (void *data, const vs_vls_memref *m)
{
  const vls_client_ctx *ctx = static_cast<const vls_client_ctx *> (data);
  const vls_access &g = gather_of (m);
  if (g.kind == VLS_SCATTER_AVX512)
    return x86_cost_group_scatter (g.lanes, g.elem_size, m->masked);
  if (g.kind == VLS_SCATTER_EMULATED)
    return x86_cost_emulated_scatter (g.lanes, g.elem_size);
  if (g.kind == VLS_GATHER_EMULATED)
    return (ctx->emulated_as_tables
	    ? x86_cost_emulated_gather (g.lanes, g.elem_size)
	    : x86_cost_group_emulated_gather (g.lanes, g.elem_size));
  return x86_cost_group_gather (g.lanes, g.elem_size, m->masked);
}

/* An emulated gather makes each lane's address from its index vector;
   the other gathers of its group share those addresses.  */
int64_t
shared_address_cost (void *, const vs_vls_memref *m)
{
  const vls_access &g = gather_of (m);
  return g.kind == VLS_GATHER_EMULATED ? x86_cost_emulated_indices (g.lanes)
				       : 0;
}

int64_t
load_cost (void *, unsigned bytes, bool masked)
{
  return x86_cost_load (bytes) + (masked ? x86_cost_masked_access () : 0);
}

/* An emulated scatter takes each lane's pointer out of its vector as
   the stores replacing it do: neither side pays for it.  */
int64_t
lane_address_cost (void *, const vs_vls_memref *m)
{
  return (gather_of (m).kind == VLS_SCATTER_EMULATED
	  ? 0 : x86_cost_lane_address ());
}

int64_t
shuffle_cost (void *, unsigned nelems, unsigned elem_size,
	      const unsigned *mask)
{
  return x86_cost_shuffle (nelems, elem_size, mask);
}

int64_t
concat_cost (void *, unsigned half_bytes)
{
  return x86_cost_concat (half_bytes);
}

bool
shuffle_legal (void *data, unsigned nelems, unsigned elem_size,
	       const unsigned *mask)
{
  vls_client_ctx *ctx = static_cast<vls_client_ctx *> (data);
  tree type = elem_size <= VLS_MAX_LANES ? ctx->type_of_size[elem_size]
					 : NULL_TREE;
  return type && vls_perm_legal_p (type, nelems, mask);
}

} // namespace

tree
vls_vector_type (tree elem_type, unsigned nelems)
{
  if (nelems == 1)
    return elem_type;
  tree type = build_vector_type (elem_type, nelems);
  return VECTOR_MODE_P (TYPE_MODE (type)) ? type : NULL_TREE;
}

bool
vls_perm_legal_p (tree elem_type, unsigned nelems, const unsigned *mask)
{
  tree type = nelems > 1 ? vls_vector_type (elem_type, nelems) : NULL_TREE;
  if (!type)
    return false;
  vec_perm_builder sel (nelems, nelems, 1);
  for (unsigned i = 0; i < nelems; i++)
    sel.quick_push (mask[i]);
  vec_perm_indices indices (sel, 2, nelems);
  return vshape_can_vec_perm_const_p (TYPE_MODE (type), indices);
}

void
vls_make_memrefs (vec<vls_access> *gathers, vls_client_ctx *ctx,
		  vec<vs_vls_memref> *memrefs, vec<unsigned> *memref_gather)
{
  memset (ctx, 0, sizeof *ctx);
  for (unsigned i = 0; i < gathers->length (); i++)
    {
      const vls_access &g = (*gathers)[i];
      if (g.refusal)
	continue;
      vs_vls_memref m;
      memset (&m, 0, sizeof m);
      m.handle = &(*gathers)[i];
      m.elem_size = g.elem_size;
      m.lanes = g.lanes;
      m.access = g.dir == VLS_WRITES ? VS_VLS_STORE : VS_VLS_LOAD;
      m.masked = g.masked;
      memrefs->safe_push (m);
      memref_gather->safe_push (i);
      if (g.elem_size <= VLS_MAX_LANES && !ctx->type_of_size[g.elem_size])
	ctx->type_of_size[g.elem_size] = g.elem_type;
    }
}

void
vls_client_init (vs_vls_client *client, vls_client_ctx *ctx)
{
  memset (client, 0, sizeof *client);
  client->data = ctx;
  client->max_group_bytes = x86_max_vector_bytes ();
  client->const_distance = const_distance;
  client->same_num_elements = same_num_elements;
  client->same_mask = same_mask;
  client->can_move_to = can_move_to;
  client->gather_cost = gather_cost;
  client->shared_address_cost = shared_address_cost;
  client->load_cost = load_cost;
  client->lane_address_cost = lane_address_cost;
  client->shuffle_cost = shuffle_cost;
  client->concat_cost = concat_cost;
  client->shuffle_legal = shuffle_legal;
  client->addresses_congruent = addresses_congruent;
  client->stores_can_sink = stores_can_sink;
  client->lanes_are_iterations = lanes_are_iterations;
  client->store_cost = store_cost;
}
