/* GCC's omp simd arrays: the variables it makes for the privates and
   reductions of an omp simd loop, one element per lane, marked with
   the "omp simd array" attribute.  The vectorizer owns their layout;
   soa/, predication/, vls/ and promote/ each treat them apart.  The
   arrays soa/ lays out anew in their place carry an attribute of their
   own.

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

/* The attribute of the arrays soa/ made (soa_undo.h); a space keeps
   the name out of reach of user attributes.  */
#define VSHAPE_SOA_ATTRIBUTE "vshape soa"

/* Whether T is an array soa/ made for a private: each iteration of
   its loop writes an element before it reads it.  */
inline bool
vshape_soa_array_p (tree t)
{
  return t && VAR_P (t)
	 && lookup_attribute (VSHAPE_SOA_ATTRIBUTE, DECL_ATTRIBUTES (t));
}

#endif
