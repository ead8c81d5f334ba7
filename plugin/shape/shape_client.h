/* The GIMPLE client of the shape analysis: copies one candidate loop
   (its blocks, edges, inner loops and statements) into the core IR of
   src/ir/loop_ir.h, runs the divergence analysis on it and answers shape
   queries about its SSA names.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SHAPE_CLIENT_H
#define VSHAPE_SHAPE_CLIENT_H

extern "C" {
#include "loop_ir.h"
#include "divergence.h"
}
#include "shape_query.h"

class loop_shapes final : public shape_query
{
public:
  /* Copies LOOP, the context: its iterations are the lanes.  ORDER[I]
     is the position of the block of index I in the function's reverse
     post-order: the core blocks, and so the dump, follow it.  */
  loop_shapes (class loop *loop, const vec<int> &order);
  ~loop_shapes ();
  loop_shapes (const loop_shapes &) = delete;
  loop_shapes &operator= (const loop_shapes &) = delete;

  /* Runs the analysis, reporting each change of a shape to TRACE when
     it is not null.  Returns false, with a reason in failure (), when
     the loop could not be copied or analysed.  */
  bool analyse (const vs_trace *trace);
  const char *failure () const { return m_failure; }

  vs_shape ssa_shape (tree name) const final override;
  class loop *context_loop () const final override { return m_loop; }
  vs_access_kind load_access (tree loaded) const final override;

  const vs_nest *nest () const { return m_nest; }
  const vs_divergence *result () const { return m_result; }
  /* The GCC block of core block BLOCK (NULL for the synthetic entry).  */
  basic_block gcc_block (int block) const { return m_bbs[block]; }
  /* The GCC loop of core loop LOOP.  */
  class loop *gcc_loop (int loop) const { return m_loops[loop]; }
  /* The statement an instruction stands for (its cookie).  */
  gimple *insn_stmt (int insn) const
  { return static_cast<gimple *> (vs_nest_insn_cookie (m_nest, insn)); }

private:
  /* An operand being built: resolved, or an SSA name of the loop whose
     instruction does not exist yet.  */
  struct pending_operand
  {
    vs_operand op;
    tree name;
  };
  struct fixup
  {
    int insn, index;
    tree name;
  };

  void build (const vec<int> &order);
  void add_loops (class loop *loop, int parent);
  void add_blocks (const vec<int> &order);
  void add_statements (basic_block bb);
  void add_phi_args ();
  void resolve_fixups ();
  void add_statement (int block, gimple *stmt);
  void add_assign (int block, gassign *stmt);
  void add_call (int block, gcall *stmt);
  int add_insn (int block, vs_opcode opcode, unsigned size, unsigned flags,
		const vec<pending_operand> &ops, gimple *stmt, bool hidden);
  pending_operand value_of (int block, tree t, gimple *stmt);
  pending_operand address_of (int block, tree ref, gimple *stmt);
  pending_operand hidden (int block, vs_opcode opcode, unsigned flags,
			  pending_operand a, pending_operand b, gimple *stmt);
  pending_operand unknown (int block, gimple *stmt);
  vs_operand external (tree t);
  bool inside (tree name) const;
  bool no_wrap_p (tree value, gimple *stmt) const;
  void map_defs (gimple *stmt, int insn);
  void fail (const char *why);

  class loop *m_loop;
  vs_nest *m_nest;
  vs_divergence *m_result;
  const char *m_failure;
  int m_entry;
  auto_vec<basic_block> m_bbs;
  auto_vec<class loop *> m_loops;
  hash_map<int_hash<int, -1, -2>, int> m_block_of_bb;
  hash_map<int_hash<int, -1, -2>, int> m_loop_of_num;
  hash_map<int_hash<int, -1, -2>, int> m_exit_block;
  hash_map<int_hash<int, -1, -2>, int> m_insn_of_ssa;
  hash_map<int_hash<int, -1, -2>, int> m_first_pred_edge;
  hash_map<tree, int> m_external_id;
  auto_vec<fixup> m_fixups;
  struct phi_insn
  {
    int insn;
    gphi *phi;
  };
  auto_vec<phi_insn> m_phis;
};

#endif
