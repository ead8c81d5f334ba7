/* Values read through an index, as promote's hulls and distinct's check
   see them: the one operand of a statement that a loop changes, and a
   list read at a constant step.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_INDEX_READS_H
#define VSHAPE_INDEX_READS_H

/* The one operand of STMT that changes in LOOP, or NULL_TREE where none
   or several do.  */
tree vshape_varying_operand (class loop *loop, gimple *stmt);

/* Follows VALUE back through statements of LOOP, each with one operand
   LOOP changes and a code CODE_OK takes, at most MAX of them, to the
   load they start from: *LOAD, and in CHAIN the statements from its
   value to VALUE, in that order.  STMT_OK must take each statement and
   the load.  False where the walk meets anything else.  */
bool vshape_index_chain (class loop *loop, tree value, unsigned max,
			 bool (*code_ok) (enum tree_code),
			 bool (*stmt_ok) (class loop *, gimple *),
			 vec<gimple *> *chain, gimple **load);

/* Whether LOAD, a load in LP (OUTER or a loop in it), reads a list: at
   *START + *STEP * t in LP's iteration t, from t = 0 to *COUNT (LP's
   latch count, sizetype), *START and *COUNT the same throughout OUTER
   and *STEP a nonzero constant.  */
bool vshape_list_read (class loop *lp, class loop *outer, gimple *load,
		       tree *start, tree *step, tree *count);

/* Whether STMT, in LP (OUTER or a loop in it), runs at every iteration
   of LP before its exit, and LP runs whenever OUTER does.  Needs
   dominators.  */
bool vshape_runs_every_iteration_p (class loop *lp, class loop *outer,
				    gimple *stmt);

/* At GSI (after it): the value LOAD reads at START + STEP * T, as
   vshape_list_read describes it.  */
tree vshape_emit_list_entry (gimple_stmt_iterator *gsi, gimple *load,
			     tree start, tree step, tree t);

/* At GSI (after it): the first N statements of CHAIN (as
   vshape_index_chain returns it for LOAD) on the value V in place of
   LOAD's; their last value, or V where N is 0.  */
tree vshape_emit_chain (gimple_stmt_iterator *gsi, const vec<gimple *> &chain,
			unsigned n, gimple *load, tree v);

#endif
