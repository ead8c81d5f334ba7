/* GCC's omp simd arrays: the variables it makes for the privates and
   reductions of an omp simd loop, one element per lane, marked with
   the "omp simd array" attribute.  The vectorizer owns their layout;
   soa/, predication/, vls/ and promote/ each treat them apart.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_OMP_SIMD_ARRAYS_H
#define VSHAPE_OMP_SIMD_ARRAYS_H

/* Whether T is a variable GCC made as an omp simd array.  */
inline bool
vshape_omp_simd_array_p (tree t)
{
  return t && VAR_P (t)
	 && lookup_attribute ("omp simd array", DECL_ATTRIBUTES (t));
}

#endif
