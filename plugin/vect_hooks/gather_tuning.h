/* Gather and scatter instructions for the vectorizer at the tuning of
   a CPU they were measured fast on, where the tuning keeps them off,
   for omp simd loops that read or write through an index under a mask,
   which the cost model then weighs.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_GATHER_TUNING_H
#define VSHAPE_GATHER_TUNING_H

/* Lets vls_gather_tuning_applies_p say yes: for the vls pass with its
   cost client only, which prices the loops it opens the flags for.  */
void vls_gather_tuning_enable ();

/* Whether the vectorizer will run on FUN with the tuning's gather and
   scatter flags on (gather_tuning.cc says when).  The same answer from
   if-conversion to the vectorizer: the mask-load pass reads it to make
   masked loads, which need gathers.  */
bool vls_gather_tuning_applies_p (function *fun);

/* As the vectorizer starts on FUN: the gather flags on where
   vls_gather_tuning_applies_p, the loops they are opened for handed to
   the cost model, and the vls dump says so; whether they are.  The
   scatter flags are scatter_tuning.cc's to turn on.  */
bool vls_gather_tuning_open (function *fun);

/* As the pass after the vectorizer starts: the gather flags back as
   they were, the loops handed to the cost model omp simd loops again,
   and the decision forgotten.  */
void vls_gather_tuning_close ();

/* Whether the gathers are open for LOOP: the cost client checks its
   vectorization as that of a predicated loop (predicated_check.cc).  */
bool vls_gather_tuning_weighs_p (class loop *loop);

#endif
