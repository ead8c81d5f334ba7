/* The names predication gives the SSA values it adds, so that the undo
   after the vectorizer and the cost client can tell them from the
   program's own.  Each name is a mark and the number of the rewrite,
   MARK_ID.  The marks start with two underscores, which programs leave
   to the implementation, and only these names have no variable behind
   them.  The vectorizer names its copies after them (vect_MARK_ID.N,
   mask_MARK_ID.N): a dot would not do, since GCC drops what follows the
   last one when it names a copy.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PRED_MARKS_H
#define VSHAPE_PRED_MARKS_H

/* The guard of an arm on the true edge of its branch: the branch's
   condition.  Selects keep the program's operand where it is true.  */
#define PRED_GUARD_TRUE "__vshape_guard_t"
/* The guard of an arm on the false edge: the branch's condition too;
   selects keep the program's operand where it is false.  */
#define PRED_GUARD_FALSE "__vshape_guard_f"
/* A select of an operand: the program's value or a safe one (after a
   sinking, a PHI of the join: the value from the arm, a safe one from
   the other edges).  */
#define PRED_SAFE "__vshape_safe"
/* After a sinking, the guard at the start of the join: the branch's
   condition, for an arm on its true edge or its false edge.  */
#define PRED_GUARD_JOIN_TRUE "__vshape_guard_jt"
#define PRED_GUARD_JOIN_FALSE "__vshape_guard_jf"
/* After a sinking, a value of the join: the moved result where the arm
   was taken, the PHI's other value elsewhere.  */
#define PRED_MERGE "__vshape_merge"
/* A redirected access: the address of the program's reference, which a
   select (PRED_SAFE) then chooses against the plugin's slot or sink.  */
#define PRED_ADDRESS "__vshape_addr"
/* After if-conversion, the mask of a masked load that replaced a
   redirected load of an arm on the false edge: the guard inverted
   (predication/pred_masked_loads.h).  */
#define PRED_MASK "__vshape_mask"
/* A redirected access whose address is computed alone: a copy of an
   SSA name of the program's reference, which the address reads, so that
   the undo finds in any copy of the loop what the reference read.  */
#define PRED_LEAF "__vshape_leaf"
/* After a redirecting rewrite, a copy of an operand of a statement that
   stays in the arm, placed among the moved statements where the staying
   one was: the undo puts the staying statement back there.  */
#define PRED_ANCHOR "__vshape_anchor"
/* After a sinking, a moved result a store after the join takes: named so
   that its vector copies show the loop was vectorized (pred_undo) where
   the vectorizer's patterns replace the selects' copies.  Not an added
   value: the program computes it.  */
#define PRED_SUNK "__vshape_sunk"

/* A new SSA name of TYPE marked MARK for rewrite ID.  */
tree pred_make_name (tree type, const char *mark, unsigned id);

/* Whether NAME is an SSA name that predication made with MARK; its
   rewrite's number into *ID when ID is not null.  */
bool pred_marked_p (tree name, const char *mark, unsigned *id = NULL);

/* Whether NAME, an SSA name of vector type, is the vectorizer's copy of
   a name of rewrite ID.  */
bool pred_vector_copy_p (tree name, unsigned id);

/* Whether NAME, an SSA name of vector type, is the vectorizer's copy of
   a predication select (of any rewrite).  */
bool pred_select_vector_p (tree name);

/* Whether STMT defines a guard or a select.  */
bool pred_added_stmt_p (gimple *stmt);

/* Rewrite ID moved only operations GCC's if-conversion would execute
   in every lane itself (square roots, for their flags).  */
void pred_note_gcc_convertible (unsigned id);

/* Whether STMT defines a guard or a select of a rewrite that made its
   arm one GCC's if-conversion accepts, which it refused before.  */
bool pred_enabling_stmt_p (gimple *stmt);

#endif
