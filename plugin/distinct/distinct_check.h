/* Indexed read-modify-writes behind a check of their indices: the
   check, built before a loop.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_DISTINCT_CHECK_H
#define VSHAPE_DISTINCT_CHECK_H

/* Builds on the edge into BEFORE (a block of its own just before the
   loop K was found in) the loops that compare K's compared value in
   each iteration with those of the W - 1 iterations before it, and
   returns a boolean value computed in BEFORE: true when all differ.
   The loops read only the list entries the loop reads.  */
tree distinct_emit_check (basic_block before, const distinct_key &k,
			  unsigned w);

/* Emits at GSI (after it) VALUE = OP (A, B), of TYPE, and returns
   VALUE: the check's statements, and its backoff's.  */
tree distinct_emit (gimple_stmt_iterator *gsi, tree type, enum tree_code op,
		    tree a, tree b);

#endif
