/* Undoing predication the vectorizer did not use: a loop it left scalar
   gets back its branch arms as they were.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PRED_UNDO_H
#define VSHAPE_PRED_UNDO_H

/* Whether FUN has a guard predication added.  */
bool pred_rewrites_in (function *fun);

/* For each guard of FUN still in front of its branch: when no vector
   code came from its loop, moves the statements after it back into the
   arm and drops the guard and the selects.  Says which in the dump.  */
void pred_undo_unused (function *fun);

#endif
