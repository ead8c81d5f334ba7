/* Redirected memory accesses: a load or store of a branch arm that
   leaves the arm executes in every lane, through an address selected by
   the branch's condition: the program's where the arm is taken, else a
   slot of the plugin's that holds the plan's safe value (a load) or a
   sink of the plugin's that nothing reads (a store).  The program's
   memory is read and written only where the program reads and writes
   it.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PRED_REDIRECT_H
#define VSHAPE_PRED_REDIRECT_H

#include "pred_arm.h"

class shape_query;

/* Sets how each memory access of ARM may leave it (vs_pred_op.access),
   with the shapes of SHAPES: an element of an omp simd array at the
   lane's index is private; a load whose address can be taken, and a
   store through an index (the target could not mask it), can be
   redirected; anything else stays.  */
void pred_classify_accesses (const shape_query &shapes, pred_arm *arm);

/* The first access STEPS move out of ARM after a store that stays in it
   and may touch the same memory (its order would change); -1 when
   there is none.  */
int pred_moved_after_store (const pred_arm &arm, const vs_pred_step *steps);

/* Whether STEPS leave in ARM a store of the program's memory that GCC
   would then mask.  */
bool pred_masked_store_stays_p (const pred_arm &arm,
				const vs_pred_step *steps);

/* Whether STMT, a memory access, writes memory.  */
bool pred_store_p (gimple *stmt);

/* The reference of the memory access STMT.  */
tree pred_reference_of (gimple *stmt);

/* The base of REF, as get_inner_reference gives it, with its variable
   offset in *VAR (or null) and its constant offset in bits in *BITPOS;
   when REVERSE is not null, whether REF is in reverse storage order.  */
tree pred_inner_reference (tree ref, tree *var, poly_int64 *bitpos,
			   bool *reverse = NULL);

/* The redirects of one arm's rewrite.  The loads at constant offsets
   from one pointer share one select of that pointer and a block of
   slots of the plugin's, and so do the stores, with a block of sinks
   (a sink is never read: the slots keep their values), so that their
   reference keeps its form and the undo gets it back by dropping the
   select; any other access has its own select of its address and a
   single slot or sink.  */
class arm_redirects
{
public:
  /* The redirects of ARM under STEPS, its plan.  */
  arm_redirects (const pred_arm &arm, const vs_pred_step *steps);

  /* Makes access I of the arm, which moves, access memory through a
     select under GUARD (true where the arm is taken: ON_TRUE), made
     before AT for rewrite ID.  The slots are set at the function's
     start.  */
  void redirect (unsigned i, gimple_stmt_iterator *at, tree guard,
		 bool on_true, unsigned id);

private:
  /* The accesses at constant offsets from POINTER that read slots, or
     write sinks (SINK).  */
  struct block
  {
    tree pointer;
    bool sink;
    bool mixed;			/* slots of two types or places overlap:
				   each access is redirected alone */
    HOST_WIDE_INT extent;	/* bytes from the pointer */
    unsigned align;		/* bits */
    tree select;		/* once made */
  };
  /* A single slot or sink of the accesses redirected alone.  */
  struct lone_var
  {
    tree type, alias;
    double safe;
    bool sink;
    tree decl;
  };
  const pred_arm &m_arm;
  const vs_pred_step *m_steps;
  auto_vec<block> m_blocks;
  auto_vec<int> m_block_of;	/* per access of the arm, or -1 */
  auto_vec<HOST_WIDE_INT> m_offset;	/* per access in a block: bytes
					   from its pointer */
  auto_vec<lone_var> m_lone;

  void redirect_alone (unsigned i, gimple_stmt_iterator *at, tree guard,
		       bool on_true, unsigned id);
  tree block_pointer (const block &b, unsigned index);
  tree lone_target (tree type, tree alias, double safe, bool sink);
};

/* Undo, once the select of rewrite ID is gone: when STMT accesses
   memory through an address that rewrite computed alone, STMT gets the
   program's reference back (the address, unused, is left to DCE).  */
void pred_restore_reference (gimple *stmt, unsigned id);

/* Forgets the references the redirects of FUN replaced, once its undo
   has run.  */
void pred_forget_references (function *fun);

/* Tells the garbage collector of the references redirects keep for the
   undo, for the plugin PLUGIN_NAME.  */
void pred_redirect_register (const char *plugin_name);

#endif
