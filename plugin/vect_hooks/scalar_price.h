/* What GCC's price of one scalar iteration leaves out.  The vectorizer
   prices the scalar loop statement by statement, but only those whose
   vector form is relevant: where its pattern recognition folds a chain
   (a widening multiplication whose sum another pattern takes over, say)
   the scalar statements of the chain go unpriced, though the scalar
   loop executes each of them.  A palette loop's three byte-by-constant
   products are such: GCC prices its scalar iteration at 48, its loads,
   one sum and its store.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SCALAR_PRICE_H
#define VSHAPE_SCALAR_PRICE_H

/* The price, by SCRATCH (a target's costs for scalar code that nothing
   else uses), of the arithmetic statements of LOOP_VINFO's loop that
   compute values every scalar iteration uses but that no entry of its
   scalar pricing named (PRICED holds the statements those named); how
   many statements that is into *COUNT.  Conversions, copies, memory
   accesses, address arithmetic and the updates of the loop's header
   PHIs are not counted: the scalar price leaves those out on purpose.  */
unsigned vls_scalar_left_out (loop_vec_info loop_vinfo,
			      hash_set<gimple *> &priced,
			      vector_costs *scratch, unsigned *count);

#endif
