/* Undoing SOA rewrites the vectorizer did not use: a SIMD loop that
   stays scalar gets back the contiguous one-copy layout stock GCC gives
   its private (the omp simd array shrunk to one lane).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SOA_UNDO_H
#define VSHAPE_SOA_UNDO_H

/* Marks SOA, the T D'[N][max_vf] that replaced the private called NAME,
   so that soa_undo_unused can find it after the vectorizer.  */
void soa_mark_rewritten (tree soa, const char *name);

/* Whether FUN has an array soa_mark_rewritten marked.  */
bool soa_rewrites_in (function *fun);

/* For each marked array of FUN: when every access reads or writes lane
   0 (GCC folded the SIMD lane of a loop it did not vectorize), moves
   D'[k][0] to a new T[N] at k; otherwise keeps the layout.  Says
   which in the dump.  */
void soa_undo_unused (function *fun);

#endif
