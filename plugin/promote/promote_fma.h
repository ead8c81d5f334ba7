/* Accumulators kept in memory: the promoted loop's multiply-adds fused
   before the vectorizers see the loop.

   GCC fuses a product into the sums that use it (widening_mul, after
   the vectorizers), where -ffp-contract allows it.  In stock's loop
   each sum goes to memory, and the basic-block vectorizer leaves it
   alone; in the promoted loop the sums stay in registers, and the
   basic-block vectorizer may pack some sums without their products:
   those sums are then rounded apart from their products, and the
   results differ from stock's.  Fused first, a sum and its product are
   one statement that the vectorizer packs whole or not at all.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PROMOTE_FMA_H
#define VSHAPE_PROMOTE_FMA_H

/* Whether the target and the options let GCC fuse TYPE's products the
   way fuse_multiply_adds does: -ffp-contract not off, the fused forms
   supported.  */
bool multiply_adds_fusable_p (tree type);

/* Whether GCC's widening_mul would fuse every product of LOOP (as it
   is, stock's loop) that has only sums for uses: always, but at the
   tunings that keep chains of fused multiply-adds apart (--param
   avoid-fma-max-bits), which leave a lone chain of sums from a PHI
   unfused.  There the choice depends on how the sums are carried,
   which the promotion changes, so the promotion fuses nothing itself
   unless GCC would fuse every product anyway.  */
bool gcc_fuses_every_product_p (class loop *loop);

/* Fuses the products of LOOP's blocks into the sums that use them, as
   widening_mul would: a product whose every use is a sum or difference
   in its block.  */
void fuse_multiply_adds (class loop *loop);

/* Puts the factors of LOOP's fused multiply-adds in one order (results
   of arithmetic, then loaded values, then constants), where GCC's
   canonical order (by SSA version) may differ from one sum to the next:
   the basic-block vectorizer packs sums whose factors come in the same
   order.  A product's factors commute exactly.  */
void order_fused_factors (class loop *loop);

#endif
